/** Per-page sidebars (src/plugins/first-load/page-sidebar): the cut of the version metadata, and the route-data swap. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addSidebarModules } from '../../src/plugins/first-load/page-sidebar';
import { SIDEBAR_VERSION_KEY, usePageSidebar, versionForSidebar, type VersionProp } from '../../src/plugins/first-load/page-sidebar/variants';
import type { PageData } from '../../src/plugins/first-load/page-routes/pageData';
import type { RouteConfig } from '@docusaurus/types';

const version: VersionProp = {
  pluginId: 'default',
  label: '1.0',
  docsSidebars: {
    guide: [
      { type: 'link', docId: 'intro' },
      { type: 'category', href: '/docs/category/basics', items: [{ type: 'link', docId: 'setup' }] },
    ],
    api: [{ type: 'link', docId: 'api' }],
  },
  docs: {
    intro: { id: 'intro', title: 'Intro', description: 'Start here', sidebar: 'guide' },
    setup: { id: 'setup', title: 'Setup', description: 'Install it', sidebar: 'guide' },
    api: { id: 'api', title: 'API', description: 'The reference', sidebar: 'api' },
    orphan: { id: 'orphan', title: 'Orphan', description: 'In no sidebar' },
  },
};

test("a sidebar's cut holds that sidebar, and on a category's page the docs of that category (its cards)", () => {
  const cut = versionForSidebar(version, 'guide', '/docs/intro');
  assert.deepEqual(Object.keys(cut.docsSidebars), ['guide']);
  assert.deepEqual(cut.docs, {}, 'a page that is no category page shows no cards');
  assert.deepEqual(versionForSidebar(version, 'guide', '/docs/category/basics').docs, {
    setup: { id: 'setup', title: 'Setup', description: 'Install it', sidebar: 'guide' },
  });
  assert.equal(cut.label, '1.0', 'the version fields stay');
  assert.deepEqual(versionForSidebar(version, undefined), { ...version, docsSidebars: {}, docs: {} });
});

test('every leaf under a version route names the file of its sidebar cut; one file per sidebar', async () => {
  const written = new Map<string, string>();
  const createData = async (name: string, data: string) => {
    written.set(name, data);
    return `/generated/${name}`;
  };
  const leaf = (path: string, sidebar?: string): RouteConfig => ({ path, component: 'Doc', exact: true, ...(sidebar && { sidebar }) });
  const tree: RouteConfig = {
    path: '/docs',
    component: 'DocsRoot',
    routes: [
      {
        path: '/docs',
        component: 'DocVersionRoot',
        props: { version },
        routes: [
          { path: '/docs', component: 'DocRoot', routes: [leaf('/docs/intro', 'guide'), leaf('/docs/setup', 'guide'), leaf('/docs/api', 'api')] },
          leaf('/docs/tags'),
        ],
      },
    ],
  };
  assert.equal(await addSidebarModules(tree, 'default', createData), 1);
  const leaves = tree.routes![0].routes![0].routes!;
  assert.equal(leaves[0].modules![SIDEBAR_VERSION_KEY], leaves[1].modules![SIDEBAR_VERSION_KEY]);
  assert.notEqual(leaves[0].modules![SIDEBAR_VERSION_KEY], leaves[2].modules![SIDEBAR_VERSION_KEY]);
  assert.equal(written.size, 3, 'guide, api and the no-sidebar cut (the tags page)');
  // A category's page gets a cut of its own, with its cards' docs.
  const categoryPage = leaf('/docs/category/basics', 'guide');
  await addSidebarModules({ ...tree, routes: [{ ...tree.routes![0], routes: [categoryPage] }] }, 'default', createData);
  const categoryCut = JSON.parse(written.get(String(categoryPage.modules![SIDEBAR_VERSION_KEY]).replace('/generated/', ''))!) as { version: VersionProp };
  assert.deepEqual(Object.keys(categoryCut.version.docs), ['setup']);
  const apiFile = String(leaves[2].modules![SIDEBAR_VERSION_KEY]).replace('/generated/', '');
  // The file has the shape of the version route's props: { version }.
  assert.deepEqual(Object.keys((JSON.parse(written.get(apiFile)!) as { version: VersionProp }).version.docsSidebars), ['api']);
  await assert.rejects(
    addSidebarModules({ ...tree, routes: [{ ...tree.routes![0], routes: [leaf('/docs/x', 'missing')] }] }, 'default', createData),
    /names sidebar "missing"/,
  );
});

test("a page's route data loads its sidebar's cut as the version route's props, under a key of its own", () => {
  const data: PageData = {
    base: '/route-data',
    routes: [
      {
        key: '/docs-1',
        path: '/docs',
        chunks: { __comp: 'root' },
        routes: [
          {
            key: '/docs-2',
            path: '/docs',
            chunks: { __comp: 'versionRoot', __props: 'fullVersion' },
            routes: [{ key: '/docs/intro-3', path: '/docs/intro', chunks: { __comp: 'doc', content: 'intro', [SIDEBAR_VERSION_KEY]: 'guideCut' } }],
          },
        ],
      },
    ],
    modules: { root: [['1'], 1], versionRoot: [['2'], 2], fullVersion: [['3'], 3, 3], doc: [['4'], 4], intro: [['5'], 5], guideCut: [['6'], 6, 3] },
  };
  assert.equal(usePageSidebar(data), true);
  const versionRoute = data.routes[0].routes![0];
  assert.deepEqual(versionRoute.chunks, { __comp: 'versionRoot', __props: 'guideCut' });
  assert.equal(versionRoute.key, '/docs-2~guideCut');
  assert.deepEqual(versionRoute.routes![0].chunks, { __comp: 'doc', content: 'intro' });
  assert.deepEqual(Object.keys(data.modules).sort(), ['doc', 'guideCut', 'intro', 'root', 'versionRoot']);
  const blog: PageData = { base: '/route-data', routes: [{ key: '/blog-1', path: '/blog', chunks: { __comp: 'blog', __props: 'list' } }], modules: {} };
  assert.equal(usePageSidebar(blog), false);
  const orphan: PageData = { base: '', routes: [{ key: 'x', path: '/x', chunks: { __comp: 'c', [SIDEBAR_VERSION_KEY]: 'cut' } }], modules: {} };
  assert.throws(() => usePageSidebar(orphan), /no route above it has props/);
});
