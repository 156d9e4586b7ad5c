/** Full-text search over the corpus for the MCP server: one MiniSearch document per page, filtered by area and version. */
import MiniSearch from 'minisearch';
import type { Area, CorpusPage } from '../corpus/types';
import { clip, plainInline } from './text';
import { MIN_FUZZY_CHARS, MIN_PREFIX_CHARS, NAMED_PAGE_WEIGHT, capTerms, textTerms, titleKey } from '../retrieval/terms';
import { SEARCH_DOCS_FIELD_WEIGHTS, engineOptions } from '../retrieval/engine';
import { LEGACY_DOCS_VERSION } from '../versions';
import { pageWeight, readIntent } from '../chat/intent';

/** The opening of a page is indexed as written; past it, each distinct word once (see indexedBody). */
const FULL_TEXT_CHARS = 6_000;
export const MAX_RESULTS = 20;
const EXCERPT_CHARS = 280;
/** How far into a page the excerpt is looked for: the whole of most pages, the opening of the longest. */
const EXCERPT_SCAN_CHARS = 30_000;
/** Terms of one query searched by prefix or fuzzily (the longest ones); the rest match whole words. */
const MAX_EXPANDED_TERMS = 6;
/** Most edits a fuzzy term may differ by, whatever its length (a long word would otherwise allow six). */
const MAX_FUZZY_EDITS = 2;

interface SearchDoc {
  id: number;
  title: string;
  headings: string;
  description: string;
  body: string;
}

interface SearchHit {
  title: string;
  /** Absolute URL of the page, with the anchor of the section the excerpt comes from. */
  url: string;
  area: Area;
  version?: string;
  excerpt: string;
  score: number;
}

interface SearchFilters {
  area?: Area;
  /** A docs version label ('1.0.17' or '0.25.9'); pages of another version are left out. */
  version?: string;
  limit?: number;
}

export interface SiteSearch {
  search: (query: string, filters?: SearchFilters) => SearchHit[];
  size: number;
}

/**
 * A page's text for the index: the opening as written (term frequency there says what the page is about), then every
 * other distinct word once, so a name deep in a long reference page is still found while the index a cold start
 * builds stays small.
 */
function indexedBody(markdown: string): string {
  if (markdown.length <= FULL_TEXT_CHARS) return markdown;
  const rest = new Set(markdown.slice(FULL_TEXT_CHARS).split(/[^\p{L}\p{N}_]+/u));
  return `${markdown.slice(0, FULL_TEXT_CHARS)}\n${[...rest].join(' ')}`;
}

/** API pages by kind: the name of a class or interface usually means the class, not a variable of the same name. */
const SYMBOL_WEIGHT: Record<string, number> = { classes: 3, interfaces: 3, functions: 2.5, enumerations: 2, 'type-aliases': 1.5, variables: 1.2 };

/** How much an API page gains when the query is exactly its symbol's name; 1 for every other page. */
function exactSymbolBoost(page: CorpusPage, query: string): number {
  const match = /^\/api\/(namespaces\/[^/]+\/)?([a-z-]+)\/([^/]+)$/.exec(page.url);
  if (!match || match[3].toLowerCase() !== query.trim().replace(/\(\)$/, '').toLowerCase()) return 1;
  // The top-level export is the one `import { X } from '@elizaos/core'` gives.
  return (SYMBOL_WEIGHT[match[2]] ?? 1) * (match[1] ? 0.8 : 1);
}

/**
 * The terms of a query that are searched (the shared terms of every finder), bounded as the assistant bounds a
 * question: distinct, at most MAX_TERMS, the longest (most specific) kept when there are more. Each term is one walk
 * of the index, so this caps the cost.
 */
export function queryTerms(query: string): string[] {
  return capTerms(textTerms(query));
}

/** The paragraph of a page that holds most of the query's words, with the anchor of the section it sits in. */
export function bestExcerpt(page: CorpusPage, query: string): { excerpt: string; anchor: string } {
  const words = queryTerms(query);
  const anchors = new Map(page.headings.map((heading) => [plainInline(heading.text).toLowerCase(), heading.anchor]));
  let anchor = '';
  let best = { score: -1, text: '', anchor: '' };
  let inCode = false;
  for (const block of page.markdown.slice(0, EXCERPT_SCAN_CHARS).split(/\n\s*\n/)) {
    const trimmed = block.trim();
    const fences = (trimmed.match(/^```/gm) ?? []).length;
    const heading = /^#{1,6}\s+(.+)$/.exec(trimmed);
    if (heading && !inCode && !trimmed.includes('\n')) {
      anchor = anchors.get(plainInline(heading[1]).toLowerCase()) ?? anchor;
      continue;
    }
    if (fences % 2 === 1) inCode = !inCode;
    const text = plainInline(trimmed.replace(/^```\w*|```$/gm, ''));
    if (text.length < 20) continue;
    const lower = text.toLowerCase();
    const score = words.reduce((sum, word) => sum + (lower.includes(word) ? 1 : 0), 0) + (best.score < 0 ? 0.01 : 0);
    if (score > best.score) best = { score, text, anchor };
  }
  return { excerpt: clip(best.text || page.description, EXCERPT_CHARS), anchor: best.anchor };
}

/** Builds the index in memory (about a second for the whole site); the function keeps it while it stays warm. */
export function buildSiteSearch(pages: CorpusPage[], site: string): SiteSearch {
  const index = new MiniSearch<SearchDoc>(engineOptions(Object.keys(SEARCH_DOCS_FIELD_WEIGHTS)));
  index.addAll(
    pages.map((page, id) => ({
      id,
      title: page.title,
      headings: page.headings.map((heading) => heading.text).join('\n'),
      description: page.description,
      body: indexedBody(page.markdown),
    })),
  );

  const names = pages.map((page) => titleKey(page.title));

  return {
    size: index.documentCount,
    search(query, filters = {}) {
      const limit = Math.min(Math.max(1, filters.limit ?? 8), MAX_RESULTS);
      const terms = queryTerms(query);
      if (!terms.length) return [];
      // Short terms match whole words only, as in the assistant: a prefix or fuzzy walk from "age" visits most of
      // the index, and a query of many such terms was the costliest request a client could send.
      const expanded = new Set([...terms].sort((a, b) => b.length - a.length).slice(0, MAX_EXPANDED_TERMS));
      // The assistant's weights: what the query asks for (an area, the 0.x line, activity) raises those pages.
      const intent = readIntent(query);
      if (filters.version === LEGACY_DOCS_VERSION) intent.legacy = true;
      // The page the query names ("create agent": the Create an agent operation) first, as in the search box.
      const wanted = titleKey(query);
      // The query is already a list of processed terms: no second tokenising or processing.
      const hits = index.search(terms.join(' '), {
        tokenize: (text) => text.split(' '),
        processTerm: (term) => term,
        boost: SEARCH_DOCS_FIELD_WEIGHTS,
        prefix: (term) => term.length >= MIN_PREFIX_CHARS && expanded.has(term),
        fuzzy: (term) => (term.length >= MIN_FUZZY_CHARS && expanded.has(term) ? 0.2 : false),
        maxFuzzy: MAX_FUZZY_EDITS,
        combineWith: 'OR',
        filter: (result) => {
          const page = pages[result.id as number];
          if (filters.area && page.area !== filters.area) return false;
          return !(filters.version && page.version && page.version !== filters.version);
        },
        boostDocument: (id) => pageWeight(pages[id as number], intent) * (wanted && names[id as number] === wanted ? NAMED_PAGE_WEIGHT : 1),
      });
      const ranked = hits
        .slice(0, 50)
        .map((hit) => ({ hit, score: hit.score * exactSymbolBoost(pages[hit.id as number], query) }))
        .sort((a, b) => b.score - a.score);
      return ranked.slice(0, limit).map(({ hit, score }) => {
        const page = pages[hit.id as number];
        const { excerpt, anchor } = bestExcerpt(page, query);
        return {
          title: page.title,
          url: `${site}${page.url}${anchor ? `#${anchor}` : ''}`,
          area: page.area,
          ...(page.version ? { version: page.version } : {}),
          excerpt,
          score: Math.round(score * 100) / 100,
        };
      });
    },
  };
}
