/** The previews of a blog or news list page share one chunk (src/plugins/first-load/page-routes/listChunks.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importedChunkNames, previewChunkNames, withSharedPreviewChunks } from '../../src/plugins/first-load/page-routes/listChunks';

const entry = (key: string, module: string) =>
  `  "${key}": [() => import(/* webpackChunkName: "${key}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;

const routesChunkNames = {
  '/news/tags/automated-a1b': { __comp: 'c1', items: [{ content: 'p3' }, { content: 'p1' }] },
  '/news/page/2-3c4': { __comp: 'c0', items: [{ content: 'p3' }], __props: 'x2' },
  '/news-5d6': { __comp: 'c0', items: [{ content: 'p1' }, { content: 'p2' }], sidebar: 's' },
  '/news/2025/06/28-7e8': { __comp: 'c2', content: 'full1' },
  '/blog/authors/team-9f0': { __comp: 'c3', items: [{ content: 'b1' }] },
  '/blog/tags-111': { __comp: 'c4', items: [] },
};

test('each preview goes with the first page of its own paginated list that shows it, not with a tag or author page', () => {
  const names = previewChunkNames(routesChunkNames);
  assert.deepEqual(Object.fromEntries(names), {
    p1: 'previews-news',
    p2: 'previews-news',
    p3: 'previews-news-page-2',
    // Only an author page lists it: that page's group.
    b1: 'previews-blog-authors-team',
  });
  // A post page's own content is not a preview.
  assert.equal(names.has('full1'), false);
});

test('the registry keeps its keys and modules; only the previews change chunk name, and a missing one is counted', () => {
  const registry = [
    'export default {',
    entry('p1', '@site/news/2025-06-28.md?truncated=true'),
    entry('p2', '@site/news/2025-06-27.md?truncated=true'),
    entry('full1', '@site/news/2025-06-28.md'),
    '};',
  ].join('\n');
  const names = previewChunkNames(routesChunkNames);
  const { source, renamed } = withSharedPreviewChunks(registry, names);
  assert.equal(renamed, 2, 'p3 and b1 are not in this registry');
  assert.match(source, /^ {2}"p1": \[\(\) => import\(\/\* webpackChunkName: "previews-news" \*\/ "@site\/news\/2025-06-28\.md\?truncated=true"\)/m);
  assert.match(source, /^ {2}"p2": \[\(\) => import\(\/\* webpackChunkName: "previews-news" \*\//m);
  assert.match(source, /^ {2}"full1": \[\(\) => import\(\/\* webpackChunkName: "full1" \*\//m);
  assert.deepEqual([...importedChunkNames(source)].sort(), ['full1', 'previews-news']);
});
