import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inlineJson, pageDataFor, readCompiledRegistry, readGeneratedRoutes } from '../../src/plugins/first-load/buildData';
import { pageDataFile, PAGE_DATA_ELEMENT_ID, type ModuleRef } from '../../src/plugins/first-load/pageData';
import { bootAfterPaint, clientGlobalData, docsPluginsUsedByNavbar, type ClientBuildInfo } from '../../src/plugins/first-load/index';

// The shape Docusaurus generates in .docusaurus/routes.js.
const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  { path: '/blog', component: ComponentCreator('/blog', 'd61'), exact: true },
  {
    path: '/docs',
    component: ComponentCreator('/docs', 'd46'),
    routes: [
      {
        path: '/docs',
        component: ComponentCreator('/docs', 'ca8'),
        routes: [
          { path: '/docs/intro', component: ComponentCreator('/docs/intro', '61d'), exact: true, sidebar: "tutorialSidebar" },
          { path: '/docs/quickstart', component: ComponentCreator('/docs/quickstart', '0ab'), exact: true, sidebar: "tutorialSidebar" },
        ]
      }
    ]
  },
  { path: '/', component: ComponentCreator('/', 'e5f'), exact: true },
  { path: '*', component: ComponentCreator('*') },
];
`;

const CHUNK_NAMES = {
  '/blog-d61': { __comp: 'a6aa9e1f', items: [] },
  '/docs-d46': { __comp: '5e95c892', __context: { plugin: 'aba21aa0' } },
  '/docs-ca8': { __comp: 'a94703ab' },
  '/docs/intro-61d': { __comp: '17896441', content: '0e384e19' },
  '/docs/quickstart-0ab': { __comp: '17896441', content: '11111111' },
  '/-e5f': { __comp: '1df93b7f' },
};

const REGISTRY: Record<string, ModuleRef> = {
  a6aa9e1f: [['1'], 10],
  '5e95c892': [['2'], 20],
  aba21aa0: [['3'], 30, 19],
  a94703ab: [['4', '5'], 40],
  '17896441': [['6'], 60],
  '0e384e19': [['7'], 70],
  '11111111': [['8'], 80],
  '1df93b7f': [[], 90],
};

test('the generated route table is read with each ComponentCreator call replaced by its route key', () => {
  const routes = readGeneratedRoutes(ROUTES_JS);
  assert.equal(routes.length, 4);
  assert.deepEqual(routes[1].routes?.[0].routes?.[0], { path: '/docs/intro', component: { key: '/docs/intro-61d' }, exact: true, sidebar: 'tutorialSidebar' });
  assert.deepEqual(routes[3].component, { key: '*' });
});

test('a page gets the branch that matches it, one route a level, with the modules of that branch only', () => {
  const data = pageDataFor('/docs/intro', readGeneratedRoutes(ROUTES_JS), CHUNK_NAMES, REGISTRY, '/assets/routes/abc');
  assert.equal(data.base, '/assets/routes/abc');
  assert.deepEqual(
    data.routes.map((route) => route.key),
    ['/docs-d46'],
  );
  const leaf = data.routes[0].routes?.[0].routes?.[0];
  assert.deepEqual(leaf, { path: '/docs/intro', exact: true, sidebar: 'tutorialSidebar', key: '/docs/intro-61d', chunks: { __comp: '17896441', content: '0e384e19' } });
  assert.deepEqual(Object.keys(data.modules).sort(), ['0e384e19', '17896441', '5e95c892', 'a94703ab', 'aba21aa0']);
});

test('a path no route matches gets the not-found route; an empty list of chunk names stays a prop', () => {
  const routes = readGeneratedRoutes(ROUTES_JS);
  assert.deepEqual(pageDataFor('/404.html', routes, CHUNK_NAMES, REGISTRY, '/b').routes, [{ path: '*', key: '*', notFound: true }]);
  const blog = pageDataFor('/blog', routes, CHUNK_NAMES, REGISTRY, '/b');
  assert.deepEqual(blog.routes[0].chunks, { __comp: 'a6aa9e1f', items: [] });
  assert.deepEqual(Object.keys(blog.modules), ['a6aa9e1f']);
});

test('a chunk name missing from the compiled registry fails the build', () => {
  const registry = { ...REGISTRY };
  delete registry['0e384e19'];
  assert.throws(() => pageDataFor('/docs/intro', readGeneratedRoutes(ROUTES_JS), CHUNK_NAMES, registry, '/b'), /0e384e19/);
});

test('the compiled registry chunk tells, per chunk name, the chunks to load and how to require the module', async () => {
  // The form rspack emits for .docusaurus/registry.js in its own chunk.
  const chunk =
    '"use strict";(self.webpackChunkelizaos_docs=self.webpackChunkelizaos_docs||[]).push([["27376"],{11326(e,a,i){i.d(a,{default:()=>n});' +
    'let n={"003314ba":[()=>i.e("67438").then(i.bind(i,2297)),"@site/api/Log.md",2297],' +
    '"0058b4c6":[()=>i.e("70266").then(i.t.bind(i,86164,19)),"@generated/docs-175.json",86164],' +
    '"17896441":[()=>Promise.all([i.e("24014"),i.e("8006")]).then(i.bind(i,19061)),"@theme/DocItem",19061],' +
    '"1df93b7f":[()=>Promise.resolve().then(i.bind(i,555)),"@site/src/pages/index.tsx",555]}}}]);';
  assert.deepEqual(await readCompiledRegistry(chunk), {
    '003314ba': [['67438'], 2297],
    '0058b4c6': [['70266'], 86164, 19],
    '17896441': [['24014', '8006'], 19061],
    '1df93b7f': [[], 555],
  });
});

test('route data files sit at the route path; inline JSON cannot close its script element', () => {
  assert.equal(pageDataFile('/'), '/index.json');
  assert.equal(pageDataFile('/docs/intro'), '/docs/intro.json');
  assert.equal(pageDataFile('/404.html'), '/404.html.json');
  assert.equal(inlineJson({ a: '</script><script>alert(1)</script>' }), '{"a":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}');
});

test('the boot rewrite starts the app scripts after the first paint and lists the page chunks in the page data', () => {
  const html =
    '<html><head><link rel=stylesheet href=/assets/css/styles.css /><script src=/assets/js/runtime~main.1.js defer></script>' +
    '<script src=/assets/js/main.2.js defer></script></head><body><main>content</main></body></html>';
  const info: ClientBuildInfo = { hash: 'abcdef1234', chunkFiles: { '6': ['assets/js/6.abcdef12.js'] }, registryFiles: [], extras: {} };
  const data = { base: '/assets/routes/abcdef12', routes: [], modules: { '17896441': [['6'], 60] as ModuleRef } };
  const out = bootAfterPaint(html, data, info, '/');
  assert.doesNotMatch(out, /<script src=/);
  assert.match(out, /<main>content<\/main><script type=application\/json id=__docusaurus_page_routes>/);
  const json = JSON.parse(out.split(`id=${PAGE_DATA_ELEMENT_ID}>`)[1].split('</script>')[0]);
  assert.deepEqual(json.preload, ['/assets/js/6.abcdef12.js']);
  const boot = out.split('<script id=__docusaurus_boot>')[1].split('</script>')[0];
  assert.match(boot, /"\/assets\/js\/runtime~main\.1\.js","\/assets\/js\/main\.2\.js"/);
  assert.match(boot, /requestAnimationFrame/);
  // The same boot script on every page of a build: one CSP hash.
  const other = bootAfterPaint(html, { ...data, modules: {} }, info, '/');
  assert.equal(other.split('<script id=__docusaurus_boot>')[1], out.split('<script id=__docusaurus_boot>')[1]);
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
  assert.deepEqual(docs.default.versions.map((v) => v.docs.length), [3, 2]);
  assert.deepEqual(docs.api.versions.map((v) => v.docs.length), [0]);
  assert.deepEqual(docs.community.versions.map((v) => v.docs.length), [4]);
  assert.deepEqual(data['docusaurus-plugin-content-blog'], { default: { path: '/blog' } });
});
