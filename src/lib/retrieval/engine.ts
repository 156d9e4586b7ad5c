/**
 * The MiniSearch engines of the three finders, set up alike: the shared terms (./terms.ts) on both sides, and one set
 * of field weights per use, named here so that they can be compared and tuned in one place. Each finder keeps only
 * what its use needs on top (the box's exact-name and area weights, the assistant's passages and intents, search_docs'
 * per-page excerpts); the framework-line weight they all apply is ./line.ts.
 */
import type { Options } from 'minisearch';
import type { Area } from '../corpus/types';
import { processTerm, tokenize } from './terms';

/**
 * The search box and /search: one document per page (title, inline code terms, description and lead, the words of
 * its path) and one per heading (heading text, the start of its section, the page's title).
 */
export const BOX_FIELD_WEIGHTS = { t: 5, k: 2, d: 1, p: 1.5, u: 1.5 } as const;

/** The assistant: one document per passage (page title, heading path, the passage's text, words naming the page's kind). */
export const ASSISTANT_FIELD_WEIGHTS = { title: 2.2, heading: 1.8, text: 1, kind: 0.6 } as const;

/** The MCP search_docs tool: one document per page (title, its headings, description, the body). */
export const SEARCH_DOCS_FIELD_WEIGHTS = { title: 4, headings: 2, description: 2, body: 1 } as const;

/** MiniSearch options over `fields` with the shared tokeniser and terms, for indexing and searching alike. */
export function engineOptions<T>(fields: readonly string[]): Options<T> {
  return { fields: [...fields], storeFields: [], tokenize, processTerm, searchOptions: { tokenize, processTerm } };
}

/**
 * Resting weight of a page per area, in every finder: the guides answer most questions; dated posts and lists rarely
 * are the best answer. The assistant and search_docs raise an area a question asks for (src/lib/chat/intent.ts).
 */
export const AREA_WEIGHTS: Record<Area, number> = {
  docs: 1.15,
  api: 0.9,
  rest: 0.9,
  packages: 0.95,
  partners: 0.6,
  community: 0.8,
  blog: 0.7,
  news: 0.55,
  site: 0.6,
};
