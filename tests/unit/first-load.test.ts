/**
 * The first-load parts' switches, guards and pure helpers. The contracts with Docusaurus' private client files are
 * checked here against the installed packages; those with the generated files (.docusaurus) and the compiled route
 * data, against a real build, in tests/build/first-load.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inlineJson } from '../../src/plugins/first-load/page-routes/buildData';
import { pageDataFile } from '../../src/plugins/first-load/page-routes/pageData';
import { pageRoutesContracts } from '../../src/plugins/first-load/page-routes';
import { highlighterContracts } from '../../src/plugins/first-load/highlighter';
import { clientGlobalData, docsPluginsUsedByNavbar } from '../../src/plugins/first-load/global-data';
import defaultTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';
import { bootAfterPaintTemplate, BOOT_ELEMENT_ID } from '../../src/plugins/first-load/boot-after-paint/boot';
import { contractProblems, has, moduleFiles, unappliedReplacements } from '../../src/plugins/first-load/guard';
import { ALL_PARTS_OFF, FIRST_LOAD_PARTS, OTHER_PARTS, otherPartEnabled, partEnabled } from '../../src/plugins/first-load/switches';
import { switchesKey } from '../../src/plugins/first-load/cache-key';
import { swapProblems, type ModuleSwap } from '../../src/plugins/swapModule';
import { contentHashedName } from '../../src/plugins/first-load/page-routes/contentHash';
import { UNHASHED_CHUNK } from '../../src/plugins/first-load/page-routes/pageData';
import { staticBodyContracts } from '../../src/plugins/static-body';
import { createHash } from 'node:crypto';
import { enabledExtras } from '../../src/plugins/first-load/extras';
import { rewritePages } from '../../src/plugins/first-load/pages';
import { restPagesContracts } from '../../src/plugins/rest-pages';

const root = path.resolve(__dirname, '../..');

test('every part is on by default; its own switch or ELIZA_FIRST_LOAD=off turns it off; the splits need page-scoped routes', () => {
  for (const part of Object.keys(FIRST_LOAD_PARTS) as Array<keyof typeof FIRST_LOAD_PARTS>) {
    assert.equal(partEnabled(part, {}), true, part);
    assert.equal(partEnabled(part, { [FIRST_LOAD_PARTS[part]]: 'off' }), false, part);
    assert.equal(partEnabled(part, { ELIZA_FIRST_LOAD: 'OFF' }), false, part);
    assert.equal(partEnabled(part, ALL_PARTS_OFF), false, part);
  }
  const noRoutes = { ELIZA_FIRST_LOAD_ROUTES: 'off' };
  assert.deepEqual(
    (Object.keys(FIRST_LOAD_PARTS) as Array<keyof typeof FIRST_LOAD_PARTS>).filter((part) => partEnabled(part, noRoutes)),
    ['boot', 'globalData', 'mark'],
  );
  assert.deepEqual(
    enabledExtras({ ELIZA_FIRST_LOAD_HIGHLIGHTER: 'off' }).map((extra) => extra.name),
    ['openapi-page'],
  );
});

test('every other part is on unless its switch is "off"; the old SEARCH_SITE_WIDE=0 still works, with a warning', () => {
  const warnings: string[] = [];
  const warn = (line: string) => warnings.push(line);
  for (const part of Object.keys(OTHER_PARTS) as Array<keyof typeof OTHER_PARTS>) {
    assert.equal(otherPartEnabled(part, {}, warn), true, part);
    assert.equal(otherPartEnabled(part, { [OTHER_PARTS[part]]: ' Off ' }, warn), false, part);
    assert.equal(otherPartEnabled(part, ALL_PARTS_OFF, warn), false, part);
  }
  assert.deepEqual(warnings, []);
  assert.equal(otherPartEnabled('searchSiteWide', { SEARCH_SITE_WIDE: '0' }, warn), false);
  assert.equal(otherPartEnabled('searchSiteWide', { SEARCH_SITE_WIDE: '1' }, warn), true);
  assert.match(warnings.join('\n'), /SEARCH_SITE_WIDE=0 is the old form of ELIZA_SEARCH_SITE_WIDE=off/);
});

test('the bundler cache key changes with every switch', () => {
  const keys = new Set([switchesKey({}), ...[...Object.values(FIRST_LOAD_PARTS), ...Object.values(OTHER_PARTS)].map((name) => switchesKey({ [name]: 'off' }))]);
  assert.equal(keys.size, 1 + Object.keys(FIRST_LOAD_PARTS).length + Object.keys(OTHER_PARTS).length);
  assert.notEqual(switchesKey(ALL_PARTS_OFF), switchesKey({}));
});

test('a swap that did not take effect after bundling is named with its private path', () => {
  const at = (file: string) => path.join(root, file);
  const swaps: ModuleSwap[] = [
    { original: at('node_modules/x/private.js'), replacement: at('src/plugins/p/mine.ts') },
    {
      request: /^\.\.\/searchByWorker$/,
      issuer: /SearchBar/,
      importers: ['/theme/SearchBar/SearchBar.jsx'],
      replacement: at('src/plugins/p/client.ts'),
      original: at('node_modules/x/theme/searchByWorker.js'),
    },
  ];
  const owner = { part: 'p', switchName: 'ELIZA_P', siteDir: root };
  const module = (file: string, importer?: string) => ({ resource: at(file), importer: importer && at(importer) });
  const compilation = (mods: Array<{ resource: string; importer?: string }>) => ({
    modules: mods.map(({ resource }) => ({ resource })),
    moduleGraph: {
      getIncomingConnections: (target: { resource?: string }) =>
        mods.filter((m) => m.resource === target.resource && m.importer).map((m) => ({ originModule: { resource: m.importer } })),
    },
  });
  const applied = compilation([module('src/plugins/p/mine.ts'), module('src/plugins/p/client.ts', 'node_modules/x/theme/SearchBar/SearchBar.jsx')]);
  assert.deepEqual(swapProblems(owner, swaps, applied), []);
  const missed = compilation([
    module('src/plugins/p/mine.ts'),
    module('node_modules/x/private.js'),
    module('node_modules/x/theme/searchByWorker.js', 'node_modules/x/theme/SearchBar/SearchBar.jsx'),
  ]);
  assert.deepEqual(swapProblems(owner, swaps, missed), [
    './node_modules/x/private.js: still bundled beside its replacement ./src/plugins/p/mine.ts',
    '/theme/SearchBar/SearchBar.jsx: its import ^\\.\\.\\/searchByWorker$ was not swapped for client.ts',
    'node_modules/x/theme/searchByWorker.js: still bundled although ^\\.\\.\\/searchByWorker$ is swapped',
  ]);
});

test('a chunk file is renamed by the hash of its own bytes, and only hash-free chunk names are', () => {
  const bytes = Buffer.from('self.webpackChunk=1');
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
  assert.equal(contentHashedName('assets/js/123.js', bytes), `assets/js/123.${hash}.js`);
  assert.notEqual(contentHashedName('assets/js/123.js', 'other'), contentHashedName('assets/js/123.js', bytes));
  assert.ok(UNHASHED_CHUNK.test('assets/js/4821.js'));
  assert.ok(!UNHASHED_CHUNK.test('assets/js/main.1a2b3c4d.js'));
  assert.ok(!UNHASHED_CHUNK.test('assets/js/4821.1a2b3c4d.js'));
});

test('StaticOnFirstLoad relies on the react-dom major version its behaviour was verified on (installed package)', () => {
  assert.deepEqual(contractProblems(staticBodyContracts(), root), []);
});

test('the private Docusaurus client files the parts replace still have the shape they rely on (installed packages)', () => {
  const generated = path.join(root, '.docusaurus');
  const clientContracts = pageRoutesContracts(generated).filter(({ file }) => !file.startsWith(generated));
  assert.ok(clientContracts.length >= 8);
  assert.deepEqual(contractProblems([...clientContracts, ...highlighterContracts()], root), []);
});

test('the OpenAPI theme modules rest-pages swaps imports in still have the shape it relies on (installed package)', () => {
  assert.deepEqual(contractProblems(restPagesContracts(), root), []);
});

test('a changed or missing file fails its contract with the file name and the expected shape', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'contract-'));
  const file = path.join(dir, 'preload.js');
  writeFileSync(file, 'export default function preloadRoute(path) {}\n');
  const problems = contractProblems(
    [
      { file, expect: [has('a default export preload(pathname)', /export default function preload\(pathname\)/)] },
      { file: path.join(dir, 'gone.js'), expect: [] },
      { file, expect: [{ shape: 'JSON', test: (source) => Boolean(JSON.parse(source)) }] },
    ],
    dir,
  );
  assert.deepEqual(problems, ['preload.js: expected a default export preload(pathname)', 'gone.js: the file is missing', 'preload.js: expected JSON']);
});

test('a module replacement that did not take effect is reported', () => {
  const site = '/site';
  const at = (file: string) => path.join(site, file);
  const files = moduleFiles({
    modules: [
      {
        modules: [
          { resource: at('src/plugins/first-load/page-routes/client/routes.ts') },
          { resource: `${at('src/plugins/first-load/page-routes/client/preload.ts')}?raw` },
        ],
      },
      { resource: at('node_modules/@docusaurus/core/lib/client/normalizeLocation.js') },
      { resource: at('src/plugins/first-load/page-routes/client/normalizeLocation.ts') },
    ],
    moduleGraph: { getIncomingConnections: () => [] },
  });
  const swap = (original: string, replacement: string) => ({ original: at(original), replacement: at(replacement) });
  assert.deepEqual(
    unappliedReplacements(
      site,
      [
        swap('.docusaurus/routes.js', 'src/plugins/first-load/page-routes/client/routes.ts'),
        swap('node_modules/@docusaurus/core/lib/client/preload.js', 'src/plugins/first-load/page-routes/client/preload.ts'),
        swap('node_modules/@docusaurus/core/lib/client/docusaurus.js', 'src/plugins/first-load/page-routes/client/docusaurus.ts'),
        swap('node_modules/@docusaurus/core/lib/client/normalizeLocation.js', 'src/plugins/first-load/page-routes/client/normalizeLocation.ts'),
      ],
      files,
    ),
    [
      './node_modules/@docusaurus/core/lib/client/docusaurus.js: not replaced by ./src/plugins/first-load/page-routes/client/docusaurus.ts (the replacement is not in the bundle)',
      './node_modules/@docusaurus/core/lib/client/normalizeLocation.js: still bundled beside its replacement ./src/plugins/first-load/page-routes/client/normalizeLocation.ts',
    ],
  );
});

test("the boot-after-paint template is Docusaurus' own with the deferred scripts moved into one boot script", () => {
  const original = defaultTemplate;
  const template = bootAfterPaintTemplate(original);
  assert.doesNotMatch(template, /defer><\/script>/);
  assert.match(
    template,
    new RegExp(
      `<script id="${BOOT_ELEMENT_ID}">\\(function\\(\\)\\{var s=<%~ JSON\\.stringify\\(it\\.scripts\\.map\\(\\(script\\) => it\\.baseUrl \\+ script\\)\\) %>`,
    ),
  );
  assert.match(template, /requestAnimationFrame/);
  // Everything else of the template stays.
  assert.equal(
    template.replace(/\n\s*<script id="__docusaurus_boot">.*<\/script>/, ''),
    original.replace(/\n\s*<% it\.scripts\.forEach[\s\S]*?<% \}\); %>/, ''),
  );
  assert.throws(() => bootAfterPaintTemplate(original.replace('defer', 'async')), /ssgTemplate\.html\.js: expected a loop/);
});

test('route data files sit at the route path; inline JSON cannot close its script element', () => {
  assert.equal(pageDataFile('/'), '/index.json');
  assert.equal(pageDataFile('/docs/intro'), '/docs/intro.json');
  assert.equal(pageDataFile('/404.html'), '/404.html.json');
  assert.equal(inlineJson({ a: '</script><script>alert(1)</script>' }), '{"a":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}');
});

test('the browser keeps the doc lists only of docs plugins the navbar reads or that have versions', () => {
  const used = docsPluginsUsedByNavbar([
    { type: 'docSidebar' },
    { type: 'dropdown', items: [{ type: 'doc', docsPluginId: 'community' }] },
    { type: 'docsVersionDropdown' },
  ]);
  assert.deepEqual([...used].sort(), ['community', 'default']);
  const version = (docs: number) => ({ name: 'current', path: '/x', docs: Array.from({ length: docs }, (_, i) => ({ id: `d${i}` })) });
  const data = clientGlobalData(
    {
      'docusaurus-plugin-content-docs': {
        default: { path: '/docs', versions: [version(3), version(2)] },
        api: { path: '/api', versions: [version(500)] },
        community: { path: '/community', versions: [version(4)] },
      },
      'docusaurus-plugin-content-blog': { default: { path: '/blog' } },
    },
    new Set(['community']),
  );
  const docs = data['docusaurus-plugin-content-docs'] as Record<string, { versions: Array<{ docs: unknown[] }> }>;
  assert.deepEqual(
    docs.default.versions.map((v) => v.docs.length),
    [3, 2],
  );
  assert.deepEqual(
    docs.api.versions.map((v) => v.docs.length),
    [0],
  );
  assert.deepEqual(
    docs.community.versions.map((v) => v.docs.length),
    [4],
  );
  assert.deepEqual(data['docusaurus-plugin-content-blog'], { default: { path: '/blog' } });
});

test('the README names every kill switch', () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  for (const name of [...Object.values(FIRST_LOAD_PARTS), ...Object.values(OTHER_PARTS), 'ELIZA_FIRST_LOAD']) assert.ok(readme.includes(name), name);
});

test('the pass over the built pages rewrites every route page once, in place, and skips routes without a page', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pages-'));
  const routes = Array.from({ length: 30 }, (_, i) => `/p${i}`);
  for (const route of routes) writeFileSync(path.join(dir, `${route.slice(1)}.html`), `<body>${route}</body>`);
  writeFileSync(path.join(dir, 'index.html'), '<body>/</body>');
  const count = await rewritePages(dir, ['/', ...routes, '/missing'], (html, route) => html.replace('</body>', `<i>${route}</i></body>`), 'test', 4);
  assert.equal(count, 31);
  assert.equal(readFileSync(path.join(dir, 'p7.html'), 'utf8'), '<body>/p7<i>/p7</i></body>');
  assert.equal(readFileSync(path.join(dir, 'index.html'), 'utf8'), '<body>/<i>/</i></body>');
});
