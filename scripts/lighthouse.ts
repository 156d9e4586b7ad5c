/**
 * Lighthouse (mobile preset, simulated throttling) over one page of each kind, in the system Chromium.
 * `npx tsx scripts/lighthouse.ts [--only kind,kind] [--runs N] [--cpu-slowdown N] [--preset desktop] [--dir build-plain] [baseUrl]` audits
 * every page type (or those named) and serves build/ (or --dir) itself when no base URL is given; with --runs it
 * prints the median of N runs a page. `npm run bench` and tests/build/lighthouse.test.ts call runLighthouse().
 */
import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import type { Result as LighthouseResult } from 'lighthouse';
import { ALL_PAGE_TYPES, LIGHTHOUSE_CATEGORIES, LIGHTHOUSE_THRESHOLDS, PAGE_TYPES, type LighthouseCategory, type PageType } from './lib/pageTypes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A page to audit: a short name for the table and its path. */
export interface LighthousePage {
  kind: string;
  path: string;
}

export interface LighthouseRow {
  kind: string;
  path: string;
  /** 0–100 per category. */
  scores: Record<LighthouseCategory, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes transferred by the page load, and the JavaScript part of them. */
  transferBytes: number;
  jsTransferBytes: number;
  /** Audits that cost points, per category, for a failing gate's message. */
  failedAudits: Record<LighthouseCategory, string[]>;
}

export interface LighthouseOptions {
  /** Chromium to drive; defaults to CHROME_PATH, then CHROMIUM_PATH, then /usr/bin/chromium. */
  chromePath?: string;
  /** Where to write each page's JSON report (for the Lighthouse viewer); nothing is written when unset. */
  reportDir?: string;
  /** Progress lines and the final table; console.log by default. */
  log?: (line: string) => void;
  /**
   * CPU slowdown of the simulated phone instead of the mobile preset's 4: the preset divides this machine's speed by
   * four, so on a fast machine a higher factor shows how the pages fare on a slower one (`lhr.environment.benchmarkIndex`
   * says how fast the machine was).
   */
  cpuSlowdown?: number;
  /** Lighthouse's desktop preset (a wide screen, lighter throttling) instead of its default, a phone. */
  preset?: 'mobile' | 'desktop';
}

export function chromiumPath(): string {
  return process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

function summarise(kind: string, pagePath: string, lhr: LighthouseResult): LighthouseRow {
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${pagePath}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = {} as Record<LighthouseCategory, number>;
  const failedAudits = {} as Record<LighthouseCategory, string[]>;
  for (const category of LIGHTHOUSE_CATEGORIES) {
    const result = lhr.categories[category];
    scores[category] = Math.round((result?.score ?? 0) * 100);
    failedAudits[category] = (result?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => `${audit.id} (${audit.displayValue ?? Math.round((audit.score ?? 0) * 100)})`);
  }
  const items = (lhr.audits['network-requests']?.details as { items?: Array<{ transferSize?: number; resourceType?: string }> } | undefined)?.items ?? [];
  return {
    kind,
    path: pagePath,
    scores,
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    transferBytes: items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsTransferBytes: items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    failedAudits,
  };
}

const kb = (bytes: number): string => `${Math.round(bytes / 1024)} KB`;

/** The score table, one row a page, as printed by the bench and the gate. */
export function formatLighthouseTable(rows: LighthouseRow[]): string {
  const header = ['page', 'path', 'perf', 'a11y', 'best', 'seo', 'LCP', 'TBT', 'CLS', 'transfer', 'JS'];
  const lines = rows.map((row) => [
    row.kind,
    row.path,
    String(row.scores.performance),
    String(row.scores.accessibility),
    String(row.scores['best-practices']),
    String(row.scores.seo),
    `${(row.lcpMs / 1000).toFixed(1)} s`,
    `${row.tbtMs} ms`,
    String(row.cls),
    kb(row.transferBytes),
    kb(row.jsTransferBytes),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const format = (cells: string[]) => cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n');
}

/** Where a row falls short of the CI thresholds, one line a category; empty when it passes. */
export function thresholdFailures(row: LighthouseRow): string[] {
  return LIGHTHOUSE_CATEGORIES.filter((category) => row.scores[category] < LIGHTHOUSE_THRESHOLDS[category]).map(
    (category) =>
      `${row.kind} ${row.path}: ${category} ${row.scores[category]} < ${LIGHTHOUSE_THRESHOLDS[category]} — ${row.failedAudits[category].join(', ') || 'no single audit failed'}`,
  );
}

/** The page types to audit, after checking that each one's page is served: a missing page is an error, not a skip. */
export async function servedPageTypes<Page extends LighthousePage = PageType>(baseUrl: string, pages: Page[] = PAGE_TYPES as Page[]): Promise<Page[]> {
  for (const page of pages) {
    const status = (await fetch(new URL(page.path, baseUrl), { method: 'HEAD' })).status;
    if (status !== 200) throw new Error(`${page.kind} page ${page.path} answers ${status}`);
  }
  return pages;
}

/**
 * Audits each page once, in one Chromium, one page after the other (parallel runs would skew the CPU timings),
 * printing a line a page as it goes and the score table at the end, which it returns.
 */
export async function runLighthouse(baseUrl: string, pages: ReadonlyArray<LighthousePage>, options: LighthouseOptions = {}): Promise<LighthouseRow[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  // Lighthouse is ESM that reads import.meta.url; a static import would be compiled to require() and break it.
  const { default: lighthouse } = await import('lighthouse');
  const config = options.preset === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromePath ?? chromiumPath(),
    // Root in containers needs --no-sandbox; the rest keeps Chromium's background services off a loopback-only machine.
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
    logLevel: 'silent',
  });
  const rows: LighthouseRow[] = [];
  try {
    if (options.reportDir) await mkdir(options.reportDir, { recursive: true });
    for (const [index, page] of pages.entries()) {
      const started = performance.now();
      const url = new URL(page.path, baseUrl).href;
      const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: [...LIGHTHOUSE_CATEGORIES] };
      const result = await lighthouse(url, options.cpuSlowdown ? { ...flags, throttling: { cpuSlowdownMultiplier: options.cpuSlowdown } } : flags, config);
      if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
      const row = summarise(page.kind, page.path, result.lhr);
      rows.push(row);
      const report = options.preset === 'desktop' ? `${page.kind}-desktop.json` : `${page.kind}.json`;
      if (options.reportDir) await writeFile(path.join(options.reportDir, report), result.report as string);
      const s = row.scores;
      log(
        `[lighthouse ${index + 1}/${pages.length}] ${page.kind.padEnd(6)} ${page.path}: performance ${s.performance}, accessibility ${s.accessibility}, best practices ${s['best-practices']}, SEO ${s.seo} (LCP ${(row.lcpMs / 1000).toFixed(1)} s, TBT ${row.tbtMs} ms, ${kb(row.transferBytes)}) in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
    }
  } finally {
    chrome.kill();
  }
  log(`\n${formatLighthouseTable(rows)}\n`);
  return rows;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Lighthouse `runs` times over the pages (each pass in its own Chromium), and per page the median of each score and
 * timing: one run's TBT swings with whatever else the CPU is doing. Bytes and failed audits come from the first run.
 */
export async function lighthouseMedianRows(
  baseUrl: string,
  pages: ReadonlyArray<LighthousePage>,
  runs = 3,
  options: LighthouseOptions = {},
): Promise<LighthouseRow[]> {
  const passes: LighthouseRow[][] = [];
  for (let run = 0; run < runs; run += 1) passes.push(await runLighthouse(baseUrl, pages, { ...options, log: options.log ?? (() => {}) }));
  return pages.map((_, i) => {
    const rows = passes.map((pass) => pass[i]);
    const scores = Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((category) => [category, median(rows.map((row) => row.scores[category]))])) as Record<
      LighthouseCategory,
      number
    >;
    return {
      ...rows[0],
      scores,
      lcpMs: median(rows.map((row) => row.lcpMs)),
      tbtMs: median(rows.map((row) => row.tbtMs)),
      cls: median(rows.map((row) => row.cls)),
    };
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const main = async () => {
    const args = process.argv.slice(2);
    const option = (name: string) => {
      const at = args.indexOf(name);
      return at === -1 ? undefined : args.splice(at, 2)[1];
    };
    const only = option('--only')?.split(',');
    const runs = Number(option('--runs') ?? 1);
    if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
    const slowdown = option('--cpu-slowdown');
    const cpuSlowdown = slowdown === undefined ? undefined : Number(slowdown);
    if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1)) throw new Error('--cpu-slowdown takes a number of at least 1');
    const preset = option('--preset') ?? 'mobile';
    if (preset !== 'mobile' && preset !== 'desktop') throw new Error('--preset takes mobile or desktop');
    const pages = only ? ALL_PAGE_TYPES.filter((page) => only.includes(page.kind)) : ALL_PAGE_TYPES;
    if (only && pages.length !== only.length) throw new Error(`--only names unknown page types; known: ${ALL_PAGE_TYPES.map((page) => page.kind).join(', ')}`);
    const dir = option('--dir');
    let baseUrl = args[0];
    let close = async () => {};
    if (!baseUrl) {
      const { createServer } = await import('./serve');
      const server = createServer(dir === undefined ? undefined : path.resolve(root, dir));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      close = () => new Promise<void>((resolve) => server.close(() => resolve()));
    }
    const served = await servedPageTypes(baseUrl, pages);
    const reportDir = path.join(root, 'bench-results/lighthouse');
    const rows =
      runs === 1
        ? await runLighthouse(baseUrl, served, { reportDir, cpuSlowdown, preset })
        : await lighthouseMedianRows(baseUrl, served, runs, { reportDir, cpuSlowdown, preset });
    if (runs > 1) console.log(`\nmedian of ${runs} runs (${preset} preset)\n${formatLighthouseTable(rows)}\n`);
    await close();
    const failures = rows.flatMap(thresholdFailures);
    if (failures.length) console.log(`\nbelow the CI thresholds:\n${failures.join('\n')}`);
    process.exit(failures.length ? 1 : 0);
  };
  main().catch((error: unknown) => {
    console.error(`[lighthouse] failed: ${(error as Error).message}`);
    process.exit(1);
  });
}
