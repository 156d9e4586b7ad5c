/**
 * Stands in for the local-search plugin's searchByWorker.js (see ../index.ts): the same two functions, answered from
 * the site-wide index, with the reader's area first among equal answers and each result labelled with its area. The engine and the
 * index load on first use (the search box starts that when the browser is idle), never with the page.
 */
import { loadSiteSearch } from './loadSiteSearch';
import type { SiteHit } from '../../../lib/search/siteIndex';
import { placeOfPath } from '../../../lib/search/areas';
import { ASK_PARAM, EXTRACT_CHARS, extractAround } from './extract';

export { ASK_PARAM, EXTRACT_CHARS, extractAround };

/**
 * The rows of the no-results state (./suggestionTemplate.ts draws them): the results page for the query, the
 * assistant asked the query, then the nearest pages.
 */
type NoResultRow = 'search' | 'ask' | 'nearest';

/** The shape the plugin's suggestion template and its "selected" handler read. */
export interface PluginResult {
  document: { i: number; t: string; u: string; h?: string; s?: string; b?: string[] };
  /** 4: a content hit, which the template shows as highlighted text over its path (area › page › section). */
  type: 4;
  page: { i: number; t: string; u: string; b: string[] };
  metadata: Record<string, { t: { position: [number, number][] } }>;
  tokens: string[];
  /** Set on the rows of the no-results state. */
  noResult?: NoResultRow;
}

/** Where each word occurs in `text`, for the template's highlighting (it needs at least one position). */
function positionsIn(text: string, words: string[]): [number, number][] {
  const lower = text.toLowerCase();
  const positions: [number, number][] = [];
  for (const word of words) {
    for (let at = lower.indexOf(word); at >= 0 && word; at = lower.indexOf(word, at + word.length)) positions.push([at, word.length]);
  }
  positions.sort((a, b) => a[0] - b[0]);
  // Overlapping matches (a word and its prefix) would be marked twice.
  const merged = positions.filter((position, index) => index === 0 || position[0] >= positions[index - 1][0] + positions[index - 1][1]);
  return merged.length ? merged : [[0, 0]];
}

export function toPluginResult(hit: SiteHit, i: number): PluginResult {
  const tokens = hit.terms;
  // Two lines in one text (the box's CSS breaks at the newline and sets the first in bold): the title of the page or
  // section, then the extract; the words the query matched are highlighted in both.
  const extract = extractAround(hit.text, tokens);
  const lower = extract.toLowerCase();
  // A match the extract does not show (in the page's inline code) is named after it, as written.
  const unseen = (hit.code ?? []).filter((term) => !lower.includes(term.toLowerCase()));
  const text = `${hit.title}\n${unseen.length ? `${extract} · ${unseen.join(', ')}` : extract}`;
  return {
    document: { i, t: text, u: hit.route, ...(hit.anchor ? { h: `#${hit.anchor}`, s: hit.title } : {}), b: [hit.label] },
    type: 4,
    page: { i: -1, t: hit.pageTitle, u: hit.route, b: [hit.label] },
    metadata: { t: { t: { position: positionsIn(text, tokens) } } },
    tokens,
  };
}

/**
 * One row per page section: the engine can return a section twice (under two of its words) or a page and its copy;
 * and two rows that would read the same (IAgentRuntime's createMemory() at the top level and in the v2 namespace)
 * are one row, the better ranked. The results page lists them all.
 */
export function distinctHits(hits: SiteHit[]): SiteHit[] {
  const seen = new Set<string>();
  return hits.filter((hit) => {
    const keys = [`${hit.route}#${hit.anchor ?? ''}`, `${hit.label}\n${hit.pageTitle}\n${hit.title}`];
    if (keys.some((key) => seen.has(key))) return false;
    for (const key of keys) seen.add(key);
    return true;
  });
}

/**
 * A query that matched nothing still offers three ways on: the results page (where the reader can change words and
 * filters), the assistant asked the same words, and the pages nearest to them. The plugin's "selected" handler opens
 * a row's `u`; with no tokens it adds no highlighting to it.
 */
export function noResultRows(query: string, nearest: SiteHit[], here: { pathname: string; search: string }): PluginResult[] {
  const row = (kind: NoResultRow, url: string): PluginResult => ({
    document: { i: -1, t: query, u: url },
    type: 4,
    page: { i: -1, t: '', u: url, b: [] },
    metadata: {},
    tokens: [],
    noResult: kind,
  });
  const words = query.trim();
  // The assistant opens on the page the reader is on, its own parameters kept.
  const ask = new URLSearchParams(here.search);
  ask.set(ASK_PARAM, words);
  return [
    row('search', `/search?${new URLSearchParams({ q: words })}`),
    row('ask', `${here.pathname}?${ask}`),
    ...nearest.map((hit, i) => {
      const result = toPluginResult(hit, i);
      return { ...result, page: { ...result.page, b: ['Nearest page', hit.label] }, noResult: 'nearest' as const };
    }),
  ];
}

export async function fetchIndexesByWorker(): Promise<void> {
  await loadSiteSearch();
}

export async function searchByWorker(_baseUrl: string, _searchContext: string, input: string, limit: number): Promise<PluginResult[]> {
  const search = await loadSiteSearch();
  const from = placeOfPath(window.location.pathname);
  const hits = distinctHits(await search.search(input, { from, limit }));
  if (hits.length || !input.trim()) return hits.map(toPluginResult);
  return noResultRows(input, await search.nearest(input, { from }), window.location);
}
