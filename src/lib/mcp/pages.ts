/** The corpus as the MCP tools read it: pages by path, a URL or path normalised to a corpus key, pages in slices. */
import type { Corpus, CorpusPage } from '../corpus/types';

/** Most of a page that one get_page call returns; longer pages continue from `nextOffset`. */
const PAGE_SLICE_CHARS = 40_000;

export interface PageStore {
  site: string;
  pages: CorpusPage[];
  byPath: Map<string, CorpusPage>;
}

export function pageStore(corpus: Corpus): PageStore {
  const byPath = new Map<string, CorpusPage>();
  for (const page of corpus.pages) byPath.set(pageKey(page.url), page);
  return { site: corpus.site.replace(/\/+$/, ''), pages: corpus.pages, byPath };
}

/** Lower-cased path without trailing slash: the site's routes differ by case only in a few partner slugs. */
function pageKey(pathname: string): string {
  return (pathname.replace(/\/+$/, '') || '/').toLowerCase();
}

/**
 * The site path a reader or agent means by `input`: an absolute URL on any host, a root-relative path or a bare
 * one, with or without the .md suffix, a trailing slash, a query or an anchor. Null when it is not a path at all.
 */
export function sitePath(input: string): string | null {
  let text = input.trim();
  if (!text || text.length > 2048) return null;
  if (/^https?:\/\//i.test(text)) {
    try {
      text = new URL(text).pathname;
    } catch {
      return null;
    }
  }
  text = text.replace(/[?#].*$/, '');
  if (!text.startsWith('/')) text = `/${text}`;
  try {
    text = decodeURI(text);
  } catch {
    return null;
  }
  text = text.replace(/\/index\.md$/, '/').replace(/\.(md|html)$/, '');
  if (text === '/index') text = '/';
  text = text.replace(/\/+$/, '') || '/';
  return /^\/[\w.~@%/+:-]*$/.test(text) ? text : null;
}

/** Routes the site serves as copies of a canonical page that the corpus holds once. */
const ALIASES: [RegExp, string][] = [[/^\/docs\/rest\//, '/api/rest/']];

export function findPage(store: PageStore, input: string): CorpusPage | null {
  const path = sitePath(input);
  if (!path) return null;
  const page = store.byPath.get(pageKey(path));
  if (page) return page;
  const alias = ALIASES.find(([pattern]) => pattern.test(path));
  return alias ? (store.byPath.get(pageKey(path.replace(alias[0], alias[1]))) ?? null) : null;
}

export interface PageSlice {
  url: string;
  title: string;
  description: string;
  area: string;
  version?: string;
  markdown: string;
  totalChars: number;
  offset: number;
  /** Where the next call continues, when the page is longer than one slice. */
  nextOffset?: number;
}

/** One slice of a page's Markdown, cut at a line break near the limit so a code block or table row stays whole. */
export function pageSlice(store: PageStore, page: CorpusPage, offset = 0, max = PAGE_SLICE_CHARS): PageSlice {
  const text = page.markdown;
  const start = Math.min(Math.max(0, offset), text.length);
  let end = Math.min(text.length, start + max);
  if (end < text.length) {
    const lineBreak = text.lastIndexOf('\n', end);
    if (lineBreak > start + max / 2) end = lineBreak + 1;
  }
  return {
    url: store.site + page.url,
    title: page.title,
    description: page.description,
    area: page.area,
    ...(page.version ? { version: page.version } : {}),
    markdown: text.slice(start, end),
    totalChars: text.length,
    offset: start,
    ...(end < text.length ? { nextOffset: end } : {}),
  };
}
