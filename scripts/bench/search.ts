/**
 * The bench's search section. For each engine compared (the compact site-wide index that the box uses, the same
 * index without headings, and the local-search plugin's own lunr indexes all loaded), on the query set
 * (search-queries.json) from three start pages: recall@1 and recall@8, and the gzipped bytes of index a reader
 * downloads before the first suggestion. Then, in Chromium on the served build, for the engine in use: everything
 * transferred (compressed) from a cold load of the home page and a doc page to the first suggestion, the time from
 * the last keystroke to the first suggestion just after the index is ready and once warm.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { compactEngine, hasSiteIndex, loadQuerySet, lunrEngine, measureRecall, START_PAGES, type Engine } from './searchEngines';
import { SiteSearch, SITE_INDEX_FILE, type SiteIndexFile } from '../../src/lib/search/siteIndex';
import { placeOfPath } from '../../src/lib/search/areas';

const log = (message: string) => console.log(`[bench] ${message}`);
const kb = (bytes: number) => Math.round(bytes / 1024);

/** The compact index without its headings: titles, descriptions and code terms only. */
function titlesOnlyEngine(buildDir: string): Engine {
  const file = JSON.parse(readFileSync(path.join(buildDir, SITE_INDEX_FILE), 'utf8')) as SiteIndexFile;
  const slim = { ...file, headings: [] };
  const index = SiteSearch.fromFile(slim);
  const bytes = gzipSync(JSON.stringify(slim)).length;
  return {
    name: 'compact index without headings',
    search: (query, from, limit) => index.search(query, { from: placeOfPath(from), limit }).map((hit) => hit.route),
    bytesBeforeFirstSuggestion: () => bytes,
    bytesSiteWide: bytes,
  };
}

/** Figures of the site-wide index alone (size, engine build time in Node): the bench shows them per site size. */
export function siteIndexFigures(buildDir: string): Record<string, number> | undefined {
  if (!hasSiteIndex(buildDir)) return undefined;
  const file = readFileSync(path.join(buildDir, SITE_INDEX_FILE));
  const parsed = JSON.parse(file.toString('utf8')) as SiteIndexFile;
  const engine = compactEngine(buildDir);
  const started = performance.now();
  for (let i = 0; i < 20; i += 1) engine.index.search('plugin agent', { limit: 8 });
  return {
    pages: parsed.pages.length,
    headings: parsed.headings.length,
    rawKb: kb(file.length),
    gzipKb: kb(gzipSync(file).length),
    engineBuildMs: Math.round(engine.buildMs),
    queryMs: Math.round(((performance.now() - started) / 20) * 10) / 10,
  };
}

interface EngineRow {
  engine: string;
  [column: string]: string | number;
}

/** Recall and bytes of every engine on the query set (Node; deterministic but for the query times). */
export function compareEngines(buildDir: string): { rows: EngineRow[]; misses: Record<string, string[]> } {
  const queries = loadQuerySet();
  const engines = [
    hasSiteIndex(buildDir) ? compactEngine(buildDir) : undefined,
    hasSiteIndex(buildDir) ? titlesOnlyEngine(buildDir) : undefined,
    lunrEngine(buildDir),
  ].filter((engine): engine is Engine => Boolean(engine));
  const rows: EngineRow[] = [];
  const misses: Record<string, string[]> = {};
  for (const engine of engines) {
    const figures = measureRecall(engine, queries);
    const row: EngineRow = { engine: engine.name };
    for (const start of START_PAGES) row[`r@1 ${start}`] = figures.recallAt1[start];
    for (const start of START_PAGES) row[`r@8 ${start}`] = figures.recallAt8[start];
    row['KB gz before 1st, home'] = kb(engine.bytesBeforeFirstSuggestion('/'));
    row['KB gz before 1st, doc'] = kb(engine.bytesBeforeFirstSuggestion('/docs/intro'));
    row['KB gz site-wide'] = kb(engine.bytesSiteWide);
    row['median query ms (Node)'] = figures.medianQueryMs;
    rows.push(row);
    misses[engine.name] = figures.misses;
  }
  return { rows, misses };
}

interface BrowserFigures {
  page: string;
  /** Everything transferred, compressed, from navigation to the first suggestion. */
  kbToFirstSuggestion: number;
  /** Of which the search index and the search code fetched after the first paint. */
  kbSearch: number;
  msToReady: number;
  msFirstSuggestion: number;
  msWarmMedian: number;
}

const WARM_QUERIES = ['agent', 'plugin', 'character', 'memory', 'discord', 'evaluator', 'telegram', 'solana'];

/** Cold load of `route` in a fresh context, then the first query right after the index is ready, then warm ones. */
async function measurePage(browser: Browser, baseUrl: string, route: string): Promise<BrowserFigures> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const urls = new Map<string, string>();
  const transferred: { url: string; bytes: number }[] = [];
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  cdp.on('Network.loadingFinished', (event) => transferred.push({ url: urls.get(event.requestId) ?? '', bytes: event.encodedDataLength }));
  const started = Date.now();
  await page.goto(baseUrl + route);
  const input = page.locator('input.navbar__search-input');
  // The index is ready when the placeholder shows the shortcut; the box's code loads on the first focus, in the query.
  await page.waitForFunction(() => /\+K$/.test(document.querySelector<HTMLInputElement>('input.navbar__search-input')?.placeholder ?? ''), undefined, {
    timeout: 60_000,
  });
  const msToReady = Date.now() - started;
  const first = await timeQuery(page, input, 'quickstart');
  const total = transferred.reduce((sum, entry) => sum + entry.bytes, 0);
  const search = transferred
    .filter((entry) => entry.url.includes(SITE_INDEX_FILE) || /search|autocomplete|minisearch/i.test(entry.url))
    .reduce((sum, entry) => sum + entry.bytes, 0);
  const warm: number[] = [];
  for (const query of WARM_QUERIES) warm.push(await timeQuery(page, input, query));
  warm.sort((a, b) => a - b);
  await context.close();
  return {
    page: route,
    kbToFirstSuggestion: kb(total),
    kbSearch: kb(search),
    msToReady,
    msFirstSuggestion: first,
    msWarmMedian: warm[Math.floor(warm.length / 2)],
  };
}

/** Milliseconds from the query landing in the box (one input event, as a paste) to its first suggestion. */
async function timeQuery(page: Page, input: Locator, query: string): Promise<number> {
  await input.fill('');
  await page
    .getByRole('option')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
  await input.focus();
  const started = Date.now();
  await input.fill(query);
  await page.getByRole('option').first().waitFor({ timeout: 10_000 });
  return Date.now() - started;
}

export async function benchSearch(buildDir: string, baseUrl: string, results: Record<string, unknown>): Promise<void> {
  const { rows, misses } = compareEngines(buildDir);
  results.searchEngines = rows;
  results.searchMisses = misses;
  log(`search engines on ${loadQuerySet().length} queries from ${START_PAGES.join(', ')} (recall %, index KB gzipped):`);
  console.table(rows);
  for (const [engine, list] of Object.entries(misses))
    if (list.length) log(`  ${engine}: ${list.length} misses in the top 8, e.g. ${list.slice(0, 3).join('; ')}`);
  const figures = siteIndexFigures(buildDir);
  if (figures) {
    results.searchIndex = figures;
    log('site-wide index:');
    console.table({ [SITE_INDEX_FILE]: figures });
  }
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const pages: BrowserFigures[] = [];
  try {
    for (const route of ['/', '/docs/intro']) pages.push(await measurePage(browser, baseUrl, route));
  } finally {
    await browser.close();
  }
  results.searchInBrowser = pages;
  log('search in Chromium (cold cache; times are noisy on a shared machine):');
  console.table(pages);
}
