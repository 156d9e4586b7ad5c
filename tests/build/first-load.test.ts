/**
 * The first load of the built site: every page carries its route data and boot script, main.js stays flat, and the
 * first-load parts' contracts hold against the real generated files of this build (.docusaurus) and the installed
 * Docusaurus, and the route data the build derived from them is complete.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BOOT_ELEMENT_ID } from '../../src/plugins/first-load/boot-after-paint/boot';
import { contractProblems } from '../../src/plugins/first-load/guard';
import { globalDataContracts } from '../../src/plugins/first-load/global-data';
import { lazyMarkContracts } from '../../src/plugins/first-load/lazy-mark';
import { pageRoutesContracts, type ClientBuildInfo } from '../../src/plugins/first-load/page-routes';
import { pageDataFor, readCompiledRegistry, readGeneratedRoutes, type GeneratedRoute } from '../../src/plugins/first-load/page-routes/buildData';
import {
  LAZY_CHUNK_FILES_GLOBAL,
  PAGE_DATA_ELEMENT_ID,
  ROUTE_DATA_DIR,
  pageDataFile,
  type ChunkNames,
  type PageData,
} from '../../src/plugins/first-load/page-routes/pageData';
import { cacheControlFor } from '../../scripts/lib/httpPolicy';
import { createHash } from 'node:crypto';
import { isOpenApiPageHtml } from '../../src/lib/openApiPage';
import {
  ALL_PAGE_TYPES,
  DOM_ELEMENTS_BUDGET,
  FIRST_LOAD_JS_BUDGET_BYTES,
  FIRST_LOAD_JS_INTERIM_CEILING_BYTES,
  STYLESHEET_BUDGET_BYTES,
} from '../../scripts/lib/pageTypes';
import { firstLoadCss, firstLoadJs } from '../../scripts/first-load-js';
import { Parser } from 'htmlparser2';
import { assertBuilt, buildDir, htmlFiles, routeOfFile } from './builtSite';

assertBuilt();
const root = path.resolve(__dirname, '../..');
const generated = path.join(root, '.docusaurus');

interface BuiltPage {
  route: string;
  html: string;
  data: PageData;
  appScripts: string[];
}

function builtPages(): BuiltPage[] {
  const pages: BuiltPage[] = [];
  for (const file of htmlFiles()) {
    const html = readFileSync(file, 'utf8');
    const json = new RegExp(`<script type="?application/json"? id="?${PAGE_DATA_ELEMENT_ID}"?>([\\s\\S]*?)</script>`).exec(html);
    const boot = new RegExp(`<script id="?${BOOT_ELEMENT_ID}"?>([\\s\\S]*?)</script>`).exec(html);
    if (!json && /http-equiv="?refresh/i.test(html)) continue; // client redirects load no app
    assert.ok(json && boot, `${path.relative(buildDir, file)} has no page data or boot script`);
    const appScripts = [...boot[1].matchAll(/"(\/assets\/js\/[^"]+\.js)"/g)].map((match) => match[1]);
    pages.push({ route: routeOfFile(file), html, data: JSON.parse(json[1]) as PageData, appScripts });
  }
  return pages;
}

const pages = builtPages();
const fileOf = (url: string) => path.join(buildDir, decodeURI(url));

test('every page carries its route branch, and the files it names exist', () => {
  assert.ok(pages.length > 100, `only ${pages.length} pages`);
  const problems: string[] = [];
  for (const { route, data, appScripts } of pages) {
    const routeFile = route === '/404' ? '/404.html' : route;
    if (!existsSync(fileOf(`${data.base}${pageDataFile(routeFile)}`))) problems.push(`${route}: no route data file`);
    // The preload list holds the script file of every chunk the page's modules need (style-only chunks have none).
    for (const url of [...appScripts, ...(data.preload ?? [])]) if (!existsSync(fileOf(url))) problems.push(`${route}: ${url} missing`);
    // Every chunk a module names has its file named in the route data (what the runtime and a prefetch link ask for).
    for (const [ids] of Object.values(data.modules)) {
      for (const id of ids) {
        const file = data.files?.[id];
        if (!file || !existsSync(fileOf(`/${file}`))) problems.push(`${route}: chunk ${id} has no script (${file ?? 'not named'})`);
      }
    }
    if (data.routes.length === 0) problems.push(`${route}: empty route branch`);
  }
  assert.deepEqual(problems, []);
});

test('main.js holds no route table and the runtime no map of route chunks, so a first load does not grow with the site', () => {
  const [runtime, main] = pages[0].appScripts.map((url) => readFileSync(fileOf(url), 'utf8'));
  // The runtime starts with the table of chunks no route names (../contentHash.ts); no route chunk is in it.
  const table = new RegExp(`^self\\.${LAZY_CHUNK_FILES_GLOBAL}=(\\{[^}]*\\});`).exec(runtime);
  assert.ok(table, 'the runtime chunk starts with the table of chunks no route names');
  const lazy = JSON.parse(table[1]) as Record<string, string>;
  const chunkFiles = readdirSync(path.join(buildDir, 'assets/js')).filter((name) => name.endsWith('.js'));
  assert.ok(Object.keys(lazy).length < chunkFiles.length / 10, `${Object.keys(lazy).length} of ${chunkFiles.length} chunks in the runtime's table`);
  const runtimeCode = runtime.slice(table[0].length);
  assert.ok(runtimeCode.length < 8_000, `runtime~main is ${runtimeCode.length} bytes besides its table: a chunk map is back`);
  const chunkNames = new Set(pages.flatMap(({ data }) => Object.keys(data.modules)).filter((name) => /^[0-9a-f]{8}$/.test(name)));
  const inMain = [...chunkNames].filter((name) => main.includes(`"${name}"`));
  assert.deepEqual(inMain, [], 'route chunk names found in main.js');
  // The API reference is the largest area: of its paths, main.js may hold only the sidebar's entry link.
  const apiRoutes = pages.map(({ route }) => route).filter((route) => route.startsWith('/api/'));
  assert.ok(apiRoutes.length > 50);
  const apiInMain = apiRoutes.filter((route) => main.includes(`"${route}"`));
  assert.ok(apiInMain.length <= 2, `${apiInMain.length} of ${apiRoutes.length} API paths in main.js: ${apiInMain.slice(0, 5).join(', ')}`);
});

/** sha256 of the bytes, 8 hex digits: what ContentHashedChunksPlugin names a chunk file by. */
const contentHash = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 8);

test('every chunk file is named by the hash of its own bytes, so one build is enough to tell a deploy renames only what changed', () => {
  const chunkFiles = readdirSync(path.join(buildDir, 'assets/js')).filter((name) => name.endsWith('.js'));
  const byId = new Map<string, string[]>();
  const wrong: string[] = [];
  for (const name of chunkFiles) {
    const match = /^([^.]+)\.([0-9a-f]{8})\.js$/.exec(name);
    assert.ok(match, `assets/js/${name} carries no 8-digit hash`);
    byId.set(match[1], [...(byId.get(match[1]) ?? []), name]);
    // Entry files (main, runtime~main) are named by the bundler's own content hash; every other chunk by ours.
    if (/^\d+$/.test(match[1]) && contentHash(path.join(buildDir, 'assets/js', name)) !== match[2]) wrong.push(name);
  }
  assert.deepEqual(wrong, [], 'chunk files whose name is not the hash of their bytes');
  assert.deepEqual(
    [...byId].filter(([, names]) => names.length > 1).map(([id]) => id),
    [],
    'one chunk id with two files',
  );
  // No build-wide hash: names share their hash only by chance.
  const hashes = new Set(chunkFiles.map((name) => name.split('.').at(-2)));
  assert.ok(hashes.size > chunkFiles.length * 0.99, `${chunkFiles.length} chunk files share ${hashes.size} hashes`);
  assert.ok(chunkFiles.filter((name) => /^\d+\./.test(name)).length > 1000, 'the route chunks are among the files checked');
});

test("a worker's entry chunk loads the worker's other chunks by their content-hashed names", () => {
  const dir = path.join(buildDir, 'assets/js');
  const workers = readdirSync(dir).filter((name) => name.endsWith('.js') && readFileSync(path.join(dir, name), 'utf8').includes('importScripts('));
  assert.ok(workers.length >= 1, 'the search worker is built');
  for (const name of workers) {
    const source = readFileSync(path.join(dir, name), 'utf8');
    const table = new RegExp(`^self\\.${LAZY_CHUNK_FILES_GLOBAL}=(\\{[^}]*\\});\\n\\(function\\(\\)\\{var load=self\\.importScripts`).exec(source);
    assert.ok(table, `${name} starts with the table of chunk files and an importScripts() that reads it`);
    for (const file of Object.values(JSON.parse(table[1]) as Record<string, string>)) assert.ok(existsSync(path.join(buildDir, file)), `${name}: ${file}`);
  }
});

test('route data has stable names outside /assets/ (revalidated, not cached a year) and names the build it belongs to', () => {
  const builds = new Set(pages.map(({ data }) => data.build));
  assert.equal(builds.size, 1, 'one build token on every page');
  for (const { data } of pages.slice(0, 50)) {
    assert.equal(data.base, `/${ROUTE_DATA_DIR}`);
    assert.equal(cacheControlFor(`${data.base}/docs/intro.json`), 'public, max-age=0, must-revalidate');
  }
});

test('pages are rendered in one piece: no streamed boundary is moved into place by an inline script', () => {
  const streamed = pages.filter(({ html }) => html.includes('$RC(')).map(({ route }) => route);
  assert.deepEqual(streamed, []);
});

test('the code highlighter is listed exactly on the pages that show code', () => {
  const wrong = pages
    .filter(({ html, data }) => html.includes('theme-code-block') !== (data.extras ?? []).includes('code-highlighter'))
    .map(({ route }) => route);
  assert.deepEqual(wrong, []);
});

test('a first load goes without the code highlighter (its blocks come highlighted in the HTML), but on REST pages; navigations load it', () => {
  const problems: string[] = [];
  let deferred = 0;
  for (const { route, html, data } of pages) {
    if (!(data.extras ?? []).includes('code-highlighter')) continue;
    const shouldDefer = !isOpenApiPageHtml(html);
    if ((data.deferred ?? []).includes('code-highlighter') !== shouldDefer) problems.push(`${route}: highlighter ${shouldDefer ? 'not ' : ''}deferred`);
    const [ids] = data.modules['code-highlighter'];
    const own = ids.filter((id) => !Object.entries(data.modules).some(([name, [other]]) => name !== 'code-highlighter' && other.includes(id)));
    const preloaded = own.filter((id) => (data.preload ?? []).some((url) => url.includes(`/${id}.`)));
    if (shouldDefer && preloaded.length) problems.push(`${route}: preloads the highlighter's chunks ${preloaded.join(', ')}`);
    if (!shouldDefer && preloaded.length !== own.length) problems.push(`${route}: does not preload the highlighter`);
    if (shouldDefer) deferred += 1;
    // The route-data file, which a navigation reads, loads the highlighter before the page renders.
    const file = JSON.parse(readFileSync(fileOf(`${data.base}${pageDataFile(route)}`), 'utf8')) as PageData;
    if (file.deferred || !(file.extras ?? []).includes('code-highlighter')) problems.push(`${route}: its route-data file defers the highlighter`);
  }
  assert.deepEqual(problems.slice(0, 10), []);
  assert.ok(deferred > 100, `${deferred} pages with code defer the highlighter`);
});

test('the previews of a list page come in one chunk', () => {
  for (const route of ['/news', '/blog']) {
    const page = pages.find((candidate) => candidate.route === route);
    assert.ok(page, route);
    let list = page.data.routes[0];
    while (list.routes?.[0]) list = list.routes[0];
    const items = (list.chunks as { items?: Array<{ content: string }> }).items ?? [];
    assert.ok(items.length > 5, `${route} lists ${items.length} previews`);
    const chunkSets = new Set(items.map(({ content }) => JSON.stringify(page.data.modules[content]?.[0])));
    assert.equal(chunkSets.size, 1, `${route}: its previews load ${chunkSets.size} different sets of chunks`);
  }
});

test('the OpenAPI page chunk is listed exactly on the pages generated from the OpenAPI specs', () => {
  const wrong = pages.filter(({ html, data }) => isOpenApiPageHtml(html) !== (data.extras ?? []).includes('openapi-page')).map(({ route }) => route);
  assert.deepEqual(wrong, []);
  assert.ok(pages.filter(({ data }) => (data.extras ?? []).includes('openapi-page')).length > 100, 'the REST operation pages carry the OpenAPI page chunk');
});

test('REST operation pages hold their parameters and schemas in the HTML, not placeholders', () => {
  const operations = pages.filter(({ route }) => /^\/(api|docs|docs\/0\.25\.9)\/rest\/[a-z-]+$/.test(route));
  const problems: string[] = [];
  for (const { route, html } of operations) {
    const left = html.slice(html.indexOf('openapi-left-panel__container'), html.indexOf('openapi-right-panel__container'));
    if (!left) continue; // the introduction and tag pages have no operation body
    if (left.includes('openapi-skeleton')) problems.push(`${route}: a placeholder instead of content`);
  }
  assert.ok(operations.length > 100, `only ${operations.length} REST pages`);
  assert.deepEqual(problems, []);
  const createAgent = pages.find(({ route }) => route === '/api/rest/create-agent');
  assert.ok(createAgent && createAgent.html.includes('openapi-schema__list-item'), 'create-agent renders its request body schema');
});

test("the parts' contracts hold against this build's generated files and the installed Docusaurus", () => {
  assert.deepEqual(contractProblems([...pageRoutesContracts(generated), ...globalDataContracts(generated), ...lazyMarkContracts(generated)], root), []);
});

const flatNames = (chunks: unknown): string[] =>
  typeof chunks === 'string' ? [chunks] : chunks && typeof chunks === 'object' ? Object.values(chunks).flatMap(flatNames) : [];

test('the generated route table, chunk names and compiled registry of this build agree: every route resolves to modules', async () => {
  const routes = readGeneratedRoutes(readFileSync(path.join(generated, 'routes.js'), 'utf8'));
  const chunkNames = JSON.parse(readFileSync(path.join(generated, 'routesChunkNames.json'), 'utf8')) as Record<string, ChunkNames>;
  const keys: string[] = [];
  const visit = (list: GeneratedRoute[]) => list.forEach((route) => (keys.push(route.component.key), route.routes && visit(route.routes)));
  visit(routes);
  assert.ok(keys.length > 1000, `only ${keys.length} routes`);
  assert.deepEqual(
    keys.filter((key) => key !== '*' && !chunkNames[key]),
    [],
    'routes without chunk names',
  );

  const info = JSON.parse(readFileSync(path.join(generated, 'first-load', 'client-build.json'), 'utf8')) as ClientBuildInfo;
  assert.equal(info.registryFiles.length, 1);
  const registry = await readCompiledRegistry(readFileSync(path.join(buildDir, info.registryFiles[0]), 'utf8'));
  const names = new Set(Object.values(chunkNames).flatMap(flatNames));
  assert.deepEqual(
    [...names].filter((name) => !registry[name]),
    [],
    'chunk names missing from the compiled registry',
  );
  for (const [name, [chunks, moduleId]] of Object.entries(registry)) {
    assert.ok(
      chunks.every((id) => info.chunkFiles[id]),
      `${name}: a chunk without files`,
    );
    assert.ok(typeof moduleId === 'number' || typeof moduleId === 'string', name);
  }

  const intro = pageDataFor('/docs/intro', routes, chunkNames, registry, '/b');
  const leaf = (list: PageData['routes']): PageData['routes'][number] => (list[0].routes ? leaf(list[0].routes) : list[0]);
  assert.equal(leaf(intro.routes).path, '/docs/intro');
  assert.deepEqual(pageDataFor('/no/such/page', routes, chunkNames, registry, '/b').routes.at(-1)?.notFound, true);
});

test("each docs page loads its own sidebar's cut of the version metadata, never the whole of it", () => {
  // The module file each chunk name stands for, from the generated registry ("name": [() => import(…), "<file>", …]).
  const files = new Map(
    [...readFileSync(path.join(generated, 'registry.js'), 'utf8').matchAll(/^ {2}"([^"]+)": \[\(\) => import\([^)]*\), "([^"]+)"/gm)].map((match) => [
      match[1],
      match[2],
    ]),
  );
  const chunkNames = JSON.parse(readFileSync(path.join(generated, 'routesChunkNames.json'), 'utf8')) as Record<string, ChunkNames>;
  const cutOf = new Map<string, string>();
  let docsPages = 0;
  const problems: string[] = [];
  for (const { route, data } of pages) {
    const chain: PageData['routes'] = [];
    for (let node: PageData['routes'][number] | undefined = data.routes[0]; node; node = node.routes?.[0]) chain.push(node);
    const version = chain.find((node) => node.key.includes('~'));
    const leaf = chain.at(-1)!;
    const generatedKeys = chain.map((node) => node.key.replace(/~.*$/, ''));
    const docs = generatedKeys.some((key) => flatNames(chunkNames[key]).some((name) => files.get(name)?.includes('/page-sidebar-')));
    if (!docs) continue;
    docsPages += 1;
    if (!version) {
      problems.push(`${route}: no version route with its sidebar's cut`);
      continue;
    }
    const cut = (version.chunks as Record<string, string>).__props;
    const whole = (chunkNames[version.key.replace(/~.*$/, '')] as Record<string, string>).__props;
    if (!files.get(cut)?.includes('/page-sidebar-')) problems.push(`${route}: the version route's props are ${files.get(cut) ?? cut}`);
    if (data.modules[whole]) problems.push(`${route}: the whole version metadata is still among its modules`);
    const file = files.get(cut)!.replace('@generated/', `${generated}/`);
    if (!cutOf.has(file)) cutOf.set(file, readFileSync(file, 'utf8'));
    const sidebars = Object.keys((JSON.parse(cutOf.get(file)!) as { version: { docsSidebars: object } }).version.docsSidebars);
    const expected = typeof leaf.sidebar === 'string' ? [leaf.sidebar] : [];
    if (sidebars.join() !== expected.join()) problems.push(`${route}: its cut holds the sidebars [${sidebars.join()}], not [${expected.join()}]`);
  }
  assert.ok(docsPages > 800, `only ${docsPages} docs pages`);
  assert.ok(cutOf.size >= 6, `${cutOf.size} cuts for the docs instances' sidebars`);
  assert.deepEqual(problems.slice(0, 10), []);
});

test('a page whose body is kept from the server HTML gets its content as data on a first load, and its route data keeps the chunk', () => {
  const kept = pages.filter(({ html }) => /data-kept-body="?never"?/.test(html));
  assert.ok(kept.length > 500, `${kept.length} pages with a kept body`);
  const problems: string[] = [];
  for (const { route, data } of kept) {
    let leaf = data.routes[0];
    while (leaf.routes?.[0]) leaf = leaf.routes[0];
    const inlineName = (leaf.chunks as Record<string, string>).content;
    const exports = data.inline?.[inlineName];
    if (!inlineName.endsWith('~inline') || !exports) {
      problems.push(`${route}: its content is not given inline (${inlineName})`);
      continue;
    }
    if (!exports.metadata || !Array.isArray(exports.toc)) problems.push(`${route}: inline content without metadata or table of contents`);
    // The route-data file, which a navigation back to the page reads, names the real content module.
    const file = JSON.parse(readFileSync(fileOf(`${data.base}${pageDataFile(route)}`), 'utf8')) as PageData;
    let fileLeaf = file.routes[0];
    while (fileLeaf.routes?.[0]) fileLeaf = fileLeaf.routes[0];
    const name = (fileLeaf.chunks as Record<string, string>).content;
    if (file.inline || `${name}~inline` !== inlineName || !file.modules[name]) problems.push(`${route}: its route-data file does not load the content chunk`);
    const bodyChunks = file.modules[name]?.[0] ?? [];
    const stillFetched = bodyChunks.filter((id) => !Object.values(data.modules).some(([ids]) => ids.includes(id)));
    const preloaded = stillFetched.filter((id) => (data.preload ?? []).some((url) => url.includes(`/${id}.`)));
    if (preloaded.length) problems.push(`${route}: preloads the body chunk ${preloaded.join(', ')}`);
  }
  assert.deepEqual(problems.slice(0, 10), []);
});

/** Elements of a page, and the requests its <head> makes before the first paint (stylesheets, blocking scripts). */
function headAndSize(html: string): { elements: number; blocking: string[] } {
  let elements = 0;
  let inHead = false;
  const blocking: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      elements += 1;
      if (name === 'head') inHead = true;
      if (!inHead) return;
      if (name === 'script' && attributes.src && !('async' in attributes) && !('defer' in attributes) && attributes.type !== 'module')
        blocking.push(`script ${attributes.src}`);
      if (name === 'link' && attributes.rel === 'stylesheet') blocking.push(`stylesheet ${attributes.href}`);
    },
    onclosetag(name) {
      if (name === 'head') inHead = false;
    },
  });
  parser.write(html);
  parser.end();
  return { elements, blocking };
}

test('every page type stays within its first-load JavaScript, stylesheet and DOM budgets, and blocks its first paint on its stylesheets only', () => {
  const rows: string[] = [];
  const problems: string[] = [];
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const { kind, path: route } of ALL_PAGE_TYPES) {
    const page = pages.find((candidate) => candidate.route === route);
    if (!page) {
      problems.push(`${kind} ${route}: not built`);
      continue;
    }
    const js = firstLoadJs(buildDir, route);
    const css = firstLoadCss(buildDir, route);
    const { elements, blocking } = headAndSize(page.html);
    rows.push(`${kind.padEnd(14)} ${route}: ${kb(js.bytes)} JS, ${kb(css.bytes)} CSS, ${elements} elements`);
    const target = FIRST_LOAD_JS_BUDGET_BYTES[kind] ?? FIRST_LOAD_JS_BUDGET_BYTES.default;
    const ceiling = FIRST_LOAD_JS_INTERIM_CEILING_BYTES[kind];
    if (js.bytes > (ceiling ?? target)) problems.push(`${kind} ${route}: ${kb(js.bytes)} of JavaScript > ${kb(ceiling ?? target)}`);
    if (ceiling && js.bytes <= target) problems.push(`${kind} ${route}: ${kb(js.bytes)} is within its ${kb(target)} target: remove its interim ceiling`);
    const domBudget = DOM_ELEMENTS_BUDGET[kind] ?? DOM_ELEMENTS_BUDGET.default;
    if (elements > domBudget) problems.push(`${kind} ${route}: ${elements} elements > ${domBudget}`);
    // Every page blocks on the site's stylesheet; a REST page on the OpenAPI theme's too, and on nothing else.
    const expected = kind === 'rest' ? 2 : 1;
    if (blocking.length !== expected || blocking.some((request) => !request.startsWith('stylesheet ')))
      problems.push(`${kind} ${route}: render-blocking requests ${blocking.join(', ')}`);
    if (kind !== 'rest' && css.bytes > STYLESHEET_BUDGET_BYTES)
      problems.push(`${kind} ${route}: ${kb(css.bytes)} of stylesheet > ${kb(STYLESHEET_BUDGET_BYTES)}`);
  }
  console.log(rows.join('\n'));
  assert.deepEqual(problems, []);
});

test("the OpenAPI theme's stylesheet is linked by the pages generated from the OpenAPI specs, and by no other page", () => {
  const openApiStylesheet = /<link[^>]*href="?\/assets\/css\/openapi\.[0-9a-f]{8}\.css/;
  const wrong = pages
    .filter(({ html }) => isOpenApiPageHtml(html) !== openApiStylesheet.test(html.slice(0, html.indexOf('</head>'))))
    .map(({ route }) => route);
  assert.deepEqual(wrong, []);
  // The site's stylesheet holds none of it: not the theme's rules, nor its language logos.
  const site = firstLoadCss(buildDir, '/docs/intro');
  assert.equal(site.files, 1);
  const css = readFileSync(path.join(buildDir, site.hrefs[0]), 'utf8');
  // (src/css/custom.css keeps a few overrides of the theme's classes: markers of the theme's own stylesheet.)
  for (const marker of ['--openapi-card-background-color', '.openapi-tabs__code-item--', 'data:image/svg+xml;base64'])
    assert.ok(!css.includes(marker), `the site's stylesheet holds ${marker}`);
});

test('REST operation pages load no request panel, Markdown or HTML parser, crypto-js or pako before the reader asks for the panel', () => {
  const rest = pages.find(({ route }) => route === '/api/rest/create-agent');
  assert.ok(rest);
  const scripts = [...new Set([...rest.appScripts, ...(rest.data.preload ?? [])])].map((url) => readFileSync(fileOf(url), 'utf8'));
  // Strings each library's minified code keeps (error messages, its own names).
  const markers: Record<string, string> = {
    'the request panel': 'openapi-explorer__request-btn',
    'the Markdown parser (micromark)': 'micromark',
    'the HTML parser (parse5)': 'unexpected-question-mark-instead-of-tag-name',
    'crypto-js': 'Native crypto module',
    pako: 'need dictionary',
  };
  const found = Object.entries(markers)
    .filter(([, marker]) => scripts.some((script) => script.includes(marker)))
    .map(([name]) => name);
  assert.deepEqual(found, []);
});

test('no page that only reads catalogue data loads the schema library', () => {
  const zodMarker = 'ZodError';
  const problems: string[] = [];
  for (const { kind, path: route } of ALL_PAGE_TYPES) {
    const page = pages.find((candidate) => candidate.route === route);
    if (!page) continue;
    const scripts = [...new Set([...page.appScripts, ...(page.data.preload ?? [])])];
    if (scripts.some((url) => readFileSync(fileOf(url), 'utf8').includes(zodMarker))) problems.push(`${kind} ${route}`);
  }
  assert.deepEqual(problems, []);
});
