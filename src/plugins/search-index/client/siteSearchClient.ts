/**
 * Stands in for the local-search plugin's searchByWorker.js (see ../index.ts): the same two functions, answered from
 * the site-wide index, with the reader's area first and each result labelled with its area. The engine and the
 * index load on first use (the search box starts that when the browser is idle), never with the page.
 */
import { loadSiteSearch } from './loadSiteSearch';
import type { SiteHit } from '../../../lib/search/siteIndex';
import { placeOfPath } from '../../../lib/search/areas';

/** The shape the plugin's suggestion template and its "selected" handler read. */
interface PluginResult {
  document: { i: number; t: string; u: string; h?: string; b?: string[] };
  type: 0 | 1;
  page?: { i: number; t: string; u: string; b: string[] };
  metadata: Record<string, { t: { position: [number, number][] } }>;
  tokens: string[];
}

/** Where each word occurs in the title, for the template's highlighting (it needs at least one position). */
function titlePositions(title: string, words: string[]): [number, number][] {
  const lower = title.toLowerCase();
  const positions: [number, number][] = [];
  for (const word of words) {
    for (let at = lower.indexOf(word); at >= 0 && word; at = lower.indexOf(word, at + word.length)) positions.push([at, word.length]);
  }
  return positions.length ? positions : [[0, 0]];
}

export function toPluginResult(hit: SiteHit, i: number): PluginResult {
  const tokens = hit.terms;
  return {
    document: { i, t: hit.title, u: hit.route, ...(hit.anchor ? { h: `#${hit.anchor}` } : {}), b: [hit.label] },
    type: hit.anchor ? 1 : 0,
    ...(hit.anchor ? { page: { i: -1, t: hit.pageTitle, u: hit.route, b: [hit.label] } } : {}),
    metadata: { title: { t: { position: titlePositions(hit.title, tokens) } } },
    tokens,
  };
}

export async function fetchIndexesByWorker(): Promise<void> {
  await loadSiteSearch();
}

export async function searchByWorker(_baseUrl: string, _searchContext: string, input: string, limit: number): Promise<PluginResult[]> {
  const search = await loadSiteSearch();
  return (await search.search(input, { from: placeOfPath(window.location.pathname), limit })).map(toPluginResult);
}
