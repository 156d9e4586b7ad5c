/**
 * The search engines the bench compares, each behind one function (query, reader's page) → ranked routes, with the
 * bytes a reader downloads before its first suggestion; and the query set with its recall figures. Node only.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lunr from 'lunr';
import { z } from 'zod';
import { SiteSearch, type SiteIndexFile } from '../../src/lib/search/siteIndex';
import { SITE_INDEX_FILE } from '../../src/lib/search/files';
import { placeOfPath, type Place } from '../../src/lib/search/areas';
import { listFilesSync } from '../../src/lib/walk';

const querySchema = z.object({
  q: z.string().min(1),
  kind: z.enum(['symbol', 'title', 'cli', 'env', 'error', 'plugin', 'partner', 'rest', 'blog', 'community', 'news', 'legacy', 'typo']),
  expect: z.array(z.string().startsWith('/')).min(1),
});
export type SearchQuery = z.infer<typeof querySchema>;

/** The query set, validated; an error names the query and the field. */
export function loadQuerySet(file = path.join(__dirname, 'search-queries.json')): SearchQuery[] {
  const parsed = z.object({ queries: z.array(querySchema).min(60) }).safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${path.basename(file)}: ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data.queries;
}

/** The pages readers start from in the figures: the home page, a doc page and a blog post. */
export const START_PAGES = ['/', '/docs/intro', '/blog/add-plugins'];

export interface Engine {
  name: string;
  /** Routes (no anchors) of the first `limit` results, best first. */
  search(query: string, from: string, limit: number): string[];
  /** Gzipped bytes of the index files a reader on `from` downloads before the first suggestion. */
  bytesBeforeFirstSuggestion(from: string): number;
  /** Gzipped bytes of everything the engine downloads to search the whole site. */
  bytesSiteWide: number;
}

const gzipSize = (file: string) => gzipSync(readFileSync(file)).length;

/** (b), the chosen engine: one compact index of titles, descriptions, headings and inline code (MiniSearch). */
export function compactEngine(buildDir: string): Engine & { index: SiteSearch; buildMs: number } {
  const file = path.join(buildDir, SITE_INDEX_FILE);
  const started = performance.now();
  const index = SiteSearch.fromFile(JSON.parse(readFileSync(file, 'utf8')) as SiteIndexFile);
  const buildMs = performance.now() - started;
  const bytes = gzipSize(file);
  return {
    name: 'compact site-wide index (MiniSearch)',
    index,
    buildMs,
    search: (query, from, limit) => index.search(query, { from: placeOfPath(from), limit }).map((hit) => hit.route),
    bytesBeforeFirstSuggestion: () => bytes,
    bytesSiteWide: bytes,
  };
}

interface LunrDocument {
  i: number;
  t: string;
  u: string;
}

interface LunrIndexFile {
  file: string;
  bytes: number;
  parts: { documents: LunrDocument[]; index: lunr.Index }[];
}

/** Every lunr index the local-search plugin wrote (one a context, or one for the site; per docs version). */
function lunrIndexes(buildDir: string): LunrIndexFile[] {
  const files = listFilesSync(buildDir, { skipDirs: ['assets', '__server'], accept: (name) => /^search-index.*\.json$/.test(name) });
  return files.map((file) => {
    const raw = JSON.parse(readFileSync(file, 'utf8')) as { documents: LunrDocument[]; index: object }[];
    return { file, bytes: gzipSize(file), parts: raw.map(({ documents, index }) => ({ documents, index: lunr.Index.load(index) })) };
  });
}

/**
 * (a) The local-search plugin's own lunr indexes, all of them loaded, queried the way its worker does (every word
 * required, the last one as a prefix, one typo in words of more than three letters), each part (titles, headings,
 * descriptions, keywords, content) in turn; hits of the reader's area come first, then the rest by score.
 */
export function lunrEngine(buildDir: string): Engine | undefined {
  // Empty unless the build ran with SEARCH_LUNR_INDEX=1 (or ELIZA_SEARCH_SITE_WIDE=off): config/plugins/search.ts.
  const indexes = lunrIndexes(buildDir).filter((index) => index.parts.some((part) => part.documents.length > 0));
  if (!indexes.length) return undefined;
  const bytesSiteWide = indexes.reduce((sum, index) => sum + index.bytes, 0);
  const areaOf = (route: string) => placeOfPath(route);
  const sameArea = (a: Place, b: Place) => a.area === b.area && (a.version ?? '') === (b.version ?? '');
  return {
    name: 'local-search lunr indexes, all loaded',
    bytesSiteWide,
    bytesBeforeFirstSuggestion: (from) => {
      // The reader's own context first (the one whose documents live in the reader's area), the rest after.
      const own = indexes.filter((index) => index.parts[0]?.documents.some((doc) => sameArea(areaOf(doc.u), areaOf(from))));
      return own.reduce((sum, index) => sum + index.bytes, 0) || bytesSiteWide;
    },
    search(query, from, limit) {
      const words = query.toLowerCase().match(/[^-\s]+/g) ?? [];
      const hits: { route: string; score: number; part: number }[] = [];
      for (const { parts } of indexes) {
        parts.forEach(({ documents, index }, part) => {
          const byId = new Map(documents.map((doc) => [String(doc.i), doc]));
          const terms = words.map((word) => word.replace(/[:^~*+-]/g, '')).filter(Boolean);
          // The plugin's order of attempts: the words as typed, then the last one as a prefix, then with one typo.
          const variants: ((q: lunr.Query) => void)[] = [
            (q) => terms.forEach((term) => q.term(term, { presence: lunr.Query.presence.REQUIRED })),
            (q) =>
              terms.forEach((term, i) =>
                q.term(term, {
                  presence: lunr.Query.presence.REQUIRED,
                  wildcard: i === terms.length - 1 ? lunr.Query.wildcard.TRAILING : lunr.Query.wildcard.NONE,
                }),
              ),
            (q) => terms.forEach((term) => q.term(term, { presence: lunr.Query.presence.REQUIRED, ...(term.length > 3 ? { editDistance: 1 } : {}) })),
          ];
          let results: lunr.Index.Result[] = [];
          for (const variant of variants) {
            if (results.length >= limit || !terms.length) break;
            try {
              const found = index.query(variant).filter((result) => !results.some((known) => known.ref === result.ref));
              results = results.concat(found);
            } catch {
              // a term lunr cannot parse: this variant finds nothing
            }
          }
          for (const result of results.slice(0, limit)) {
            const doc = byId.get(result.ref);
            if (doc) hits.push({ route: doc.u.replace(/\/$/, '') || '/', score: result.score, part });
          }
        });
      }
      const here = areaOf(from);
      hits.sort((a, b) => Number(sameArea(areaOf(b.route), here)) - Number(sameArea(areaOf(a.route), here)) || a.part - b.part || b.score - a.score);
      return [...new Set(hits.map((hit) => hit.route))].slice(0, limit);
    },
  };
}

export interface RecallFigures {
  queries: number;
  /** Share of queries whose first result is an expected page, from each start page. */
  recallAt1: Record<string, number>;
  recallAt8: Record<string, number>;
  misses: string[];
  /** Median milliseconds per query in Node (the engine alone, no browser). */
  medianQueryMs: number;
}

export function measureRecall(engine: Engine, queries: SearchQuery[], starts = START_PAGES): RecallFigures {
  const recallAt1: Record<string, number> = {};
  const recallAt8: Record<string, number> = {};
  const misses: string[] = [];
  const times: number[] = [];
  for (const from of starts) {
    let at1 = 0;
    let at8 = 0;
    for (const { q, expect } of queries) {
      const started = performance.now();
      const routes = engine.search(q, from, 8);
      times.push(performance.now() - started);
      if (expect.includes(routes[0])) at1 += 1;
      if (routes.some((route) => expect.includes(route))) at8 += 1;
      else misses.push(`${from} "${q}" → ${routes.slice(0, 3).join(', ') || 'nothing'}`);
    }
    recallAt1[from] = Math.round((1000 * at1) / queries.length) / 10;
    recallAt8[from] = Math.round((1000 * at8) / queries.length) / 10;
  }
  times.sort((a, b) => a - b);
  return { queries: queries.length, recallAt1, recallAt8, misses, medianQueryMs: Math.round(times[Math.floor(times.length / 2)] * 10) / 10 };
}

export function hasSiteIndex(buildDir: string): boolean {
  return existsSync(path.join(buildDir, SITE_INDEX_FILE));
}
