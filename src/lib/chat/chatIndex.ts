/** The chat assistant's retrieval index: page sections in a MiniSearch BM25 index with field boosts. */
import MiniSearch, { type SearchResult } from 'minisearch';
import { splitSections } from './markdown';

export interface PageSource {
  title: string;
  /** Site URL of the page, e.g. /docs/core/actions. */
  url: string;
  markdown: string;
}

export interface Passage {
  id: number;
  title: string;
  heading: string;
  url: string;
  text: string;
}

const MAX_PASSAGE_CHARS = 1800;

// Question words carry no topic; dropping them keeps "How do I …" from matching every how-to page.
const STOPWORDS = new Set(
  'a an and are as at be by can do does for from how i in into is it its my of on or the this to use using what when where which who why will with you your'.split(' '),
);

export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOPWORDS.has(lower) ? null : lower;
}

/** Current docs answer most questions; older versions and posts rank lower unless they match much better. */
export function documentBoost(url: string): number {
  if (/^\/docs\/0\.\d/.test(url)) return 0.6;
  if (url.startsWith('/blog/')) return 0.7;
  return 1;
}

export const indexOptions = {
  fields: ['title', 'heading', 'text'],
  storeFields: ['title', 'heading', 'url', 'text'],
  processTerm,
  searchOptions: {
    boost: { title: 3, heading: 2 },
    prefix: true,
    fuzzy: 0.15,
    combineWith: 'OR' as const,
    boostDocument: (_id: unknown, _term: string, stored?: Record<string, unknown>) => documentBoost(String(stored?.url ?? '')),
  },
};

/** Splits every page into heading-sized passages (long sections are cut at paragraph boundaries). */
export function toPassages(pages: PageSource[]): Passage[] {
  const passages: Passage[] = [];
  for (const page of pages) {
    for (const section of splitSections(page.markdown)) {
      const url = section.anchor ? `${page.url}#${section.anchor}` : page.url;
      let chunk = '';
      const flush = () => {
        if (chunk.trim()) passages.push({ id: passages.length, title: page.title, heading: section.heading, url, text: chunk.trim() });
        chunk = '';
      };
      for (const paragraph of section.text.split(/\n+/)) {
        if (chunk.length + paragraph.length > MAX_PASSAGE_CHARS) flush();
        chunk += `${paragraph}\n`;
      }
      flush();
    }
  }
  return passages;
}

export function buildChatIndex(pages: PageSource[]): string {
  const search = new MiniSearch<Passage>(indexOptions);
  search.addAll(toPassages(pages));
  return JSON.stringify(search);
}

export interface ChatIndex {
  search: (query: string, limit?: number) => Passage[];
  size: number;
}

export function loadChatIndex(json: string): ChatIndex {
  const search = MiniSearch.loadJSON<Passage>(json, indexOptions);
  return {
    size: search.documentCount,
    search: (query, limit = 5) =>
      search
        .search(query)
        .slice(0, limit)
        .map((hit: SearchResult) => ({
          id: hit.id as number,
          title: hit.title as string,
          heading: hit.heading as string,
          url: hit.url as string,
          text: hit.text as string,
        })),
  };
}
