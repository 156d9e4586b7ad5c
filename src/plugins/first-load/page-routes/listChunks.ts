/**
 * One chunk for the post previews of a list page. Docusaurus gives every module of a route its own chunk name in
 * .docusaurus/registry.js, so a blog or news list page loads each of its previews (the post's text up to the
 * truncation mark and its metadata) as a chunk of its own, each with its own copy of the MDX runtime: about 0.9 KB
 * of brotli a preview, twenty on the news list. Here the registry the client bundle compiles is a copy in which the
 * previews of a list page share one chunk name (imports with one webpackChunkName go into one chunk): a preview
 * goes with the first page of its blog's paginated list that shows it, so the first page of a list loads one chunk,
 * and a tag or author page loads the chunks of the list pages its posts are on.
 */
import type { ChunkNames } from './pageData';

/** A registry.js entry: `  "<key>": [() => import(/* webpackChunkName: "<name>" *\/ "<module>"), ...`. */
const ENTRY = /^( {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: ")([^"]+)(" \*\/ "[^"]+"\))/gm;

/** The chunk names of the previews (`items[].content`) a route lists, if it lists any. */
function previewsOf(chunks: ChunkNames): string[] {
  const items = (chunks as { items?: unknown }).items;
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => {
    const content = (item as { content?: unknown } | null)?.content;
    return typeof content === 'string' ? [content] : [];
  });
}

/** Tag and author pages list posts that a page of the blog's own list shows too: those pages come last. */
const isIndexOfPart = (routePath: string) => /\/(tags|authors)(\/|$)/.test(routePath);

/**
 * The shared chunk name of each preview (by its registry key): `previews-<list page path>` of the first list page
 * that shows it, the blog's own paginated list before its tag and author pages.
 */
export function previewChunkNames(routesChunkNames: Record<string, ChunkNames>): Map<string, string> {
  const lists = Object.entries(routesChunkNames)
    .map(([key, chunks]) => ({ path: key.replace(/-[0-9a-f]+$/, ''), previews: previewsOf(chunks) }))
    .filter(({ previews }) => previews.length > 0)
    .sort((a, b) => Number(isIndexOfPart(a.path)) - Number(isIndexOfPart(b.path)) || a.path.localeCompare(b.path));
  const names = new Map<string, string>();
  for (const { path, previews } of lists) {
    const group = `previews${path.replace(/[^A-Za-z0-9]+/g, '-')}`.replace(/-+$/, '');
    for (const preview of previews) if (!names.has(preview)) names.set(preview, group);
  }
  return names;
}

/** registry.js with each preview's import under its shared chunk name; every other entry as it was. */
export function withSharedPreviewChunks(registry: string, names: Map<string, string>): { source: string; renamed: number } {
  let renamed = 0;
  const source = registry.replace(ENTRY, (entry, start: string, key: string, _name: string, end: string) => {
    const shared = names.get(key);
    if (!shared) return entry;
    renamed += 1;
    return `${start}${shared}${end}`;
  });
  return { source, renamed };
}

/** The chunk names a registry's imports ask for (each entry's own, or the shared one of its list page). */
export function importedChunkNames(registry: string): Set<string> {
  return new Set([...registry.matchAll(ENTRY)].map((match) => match[3]));
}
