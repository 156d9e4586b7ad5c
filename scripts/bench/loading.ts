/**
 * The loading-path bench (`npm run bench -- --loading`, or `npx tsx scripts/bench/loading.ts`): first-load JavaScript
 * of every page type with each first-load part on and off, measured in Chromium as served (the same measure for
 * the stock runtime, which fetches route chunks itself, and for page-scoped routes), Lighthouse performance and TBT
 * of every page type in each configuration (LOADING_RUNS runs each, default one), and of the main build as the
 * median of three runs. Bytes are deterministic; Lighthouse timings depend on the CPU of
 * the moment (on a shared machine they move by tens of points), so they are figures, never gates.
 *
 * --loading-builds builds the small site (BENCH_SMALL_SITE=1) once per configuration into build-onoff/<name>; without
 * it, the table compares the builds already on disk: build/ (all parts on) and build-plain/ (all off).
 * LOADING_SITE=full builds the whole site per configuration instead (about nine times the pages: ~1.5 minutes a
 * build; run `npm run build:pre` first or let this run it), so every page type, TypeDoc and catalogue pages too, is
 * measured with each part on and off. Each build is precompressed as build/ is (scripts/postbuild.ts), so every
 * configuration is served with brotli as the CDN serves it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { ALL_PAGE_TYPES, type SitePageType } from '../lib/pageTypes';
import { ALL_PARTS_OFF, FIRST_LOAD_PARTS } from '../../src/plugins/first-load/switches';
import { createServer } from '../serve';
import { htmlFile } from '../first-load-js';
import { lighthouseMedianRows } from '../lighthouse';
import { precompress } from '../postbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Which site the on/off builds build: the small one (the default: ~440 pages) or the full one. */
const fullSite = process.env.LOADING_SITE === 'full';

/** The configurations of the on/off table: all parts on, each part off alone, all off. */
export const CONFIGURATIONS: Array<{ name: string; env: Record<string, string> }> = [
  { name: 'all on', env: {} },
  ...Object.entries(FIRST_LOAD_PARTS).map(([part, variable]) => ({ name: `${part} off`, env: { [variable]: 'off' } })),
  { name: 'all off', env: { ...ALL_PARTS_OFF } },
];

async function serving<T>(dir: string, run: (baseUrl: string) => Promise<T>): Promise<T> {
  const server = createServer(dir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.close();
  }
}

/** Opens `url` and waits until the app has hydrated and the network is idle; false (page closed) unless a 200. */
async function openHydrated(page: Page, url: string): Promise<boolean> {
  const response = await page.goto(url);
  if (response?.status() !== 200) {
    await page.close();
    return false;
  }
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached', timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  return true;
}

/** Bytes of the bodies as brotli would send them (files under 1 KB are sent as they are). */
async function brotliBytes(bodies: Array<Promise<Buffer | null>>): Promise<number> {
  return (await Promise.all(bodies)).reduce((sum, body) => sum + (body ? (body.length < 1024 ? body.length : brotliCompressSync(body).length) : 0), 0);
}

/** KB of JavaScript (brotli, as a CDN serves it) a first load of each page fetches, until hydrated and quiet. */
export async function firstLoadKb(baseUrl: string, pages: SitePageType[] = ALL_PAGE_TYPES): Promise<Record<string, number>> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const sizes: Record<string, number> = {};
  try {
    for (const { kind, path: route } of pages) {
      const page = await browser.newPage();
      const bodies: Array<Promise<Buffer | null>> = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => null));
      });
      if (!(await openHydrated(page, new URL(route, baseUrl).href))) continue;
      const bytes = await brotliBytes(bodies);
      sizes[kind] = Math.round((bytes / 1024) * 10) / 10;
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return sizes;
}

/**
 * What a page view fetches before the network is idle, per page type: every response of the site (scripts, route
 * data, prefetched chunks; not the HTML, stylesheets, fonts or images) from the first load through a read to the
 * bottom of the page (scrolled a screen at a time, so links come into view as a reader's would) until idle. KB as
 * transferred (brotli), and how many route-data files. This is what prefetching on sight costs and on intent saves.
 */
export async function beforeIdleKb(baseUrl: string, pages: SitePageType[] = ALL_PAGE_TYPES): Promise<Record<string, { kb: number; routeData: number }>> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const sizes: Record<string, { kb: number; routeData: number }> = {};
  try {
    for (const { kind, path: route } of pages) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
      const bodies: Array<Promise<Buffer | null>> = [];
      let routeData = 0;
      page.on('response', (response) => {
        const url = new URL(response.url());
        const type = response.request().resourceType();
        if (url.origin !== new URL(baseUrl).origin || ['document', 'stylesheet', 'font', 'image'].includes(type)) return;
        if (url.pathname.startsWith('/route-data/')) routeData++;
        bodies.push(response.body().catch(() => null));
      });
      if (!(await openHydrated(page, new URL(route, baseUrl).href))) continue;
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 720; y < height + 720; y += 720) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      }
      await page.waitForLoadState('networkidle');
      const bytes = await brotliBytes(bodies);
      sizes[kind] = { kb: Math.round((bytes / 1024) * 10) / 10, routeData };
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return sizes;
}

/** Lighthouse (mobile preset) `runs` times over every page type: the median performance score, TBT and CLS of each. */
export async function lighthouseMedians(baseUrl: string, runs = 3, pages: SitePageType[] = ALL_PAGE_TYPES) {
  const rows = await lighthouseMedianRows(baseUrl, pages, runs);
  return rows.map((row) => ({
    kind: row.kind,
    path: row.path,
    performance: row.scores.performance,
    tbtMs: row.tbtMs,
    cls: row.cls,
    accessibility: row.scores.accessibility,
    bestPractices: row.scores['best-practices'],
    seo: row.scores.seo,
  }));
}

/**
 * Builds the small site once per configuration (no persistent cache, so no configuration reuses another's modules),
 * with the main build's generated files (.docusaurus) set aside meanwhile and put back after. Run nothing else that
 * builds in this checkout meanwhile: every build writes .docusaurus.
 */
async function buildConfigurations(): Promise<Array<{ name: string; dir: string }>> {
  if (fullSite) {
    // The full site's TypeDoc pages and REST reference are written by the prebuild; the small site leaves them out.
    console.log('[bench:loading] prebuild (TypeDoc, OpenAPI, data) for the full site…');
    const pre = spawnSync('npx', ['tsx', 'scripts/prebuild.ts'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (pre.status !== 0) throw new Error(`the prebuild failed (${pre.status ?? pre.signal})`);
  }
  const generated = path.join(root, '.docusaurus');
  const aside = path.join(root, '.docusaurus-main');
  rmSync(aside, { recursive: true, force: true });
  if (existsSync(generated)) renameSync(generated, aside);
  try {
    return await buildEach();
  } finally {
    if (existsSync(aside)) {
      rmSync(generated, { recursive: true, force: true });
      renameSync(aside, generated);
    }
  }
}

async function buildEach(): Promise<Array<{ name: string; dir: string }>> {
  // LOADING_CONFIGURATIONS="all on,routes off" builds only those (each build takes minutes).
  const only = process.env.LOADING_CONFIGURATIONS?.split(',').map((name) => name.trim());
  const site = fullSite ? 'full' : 'small';
  const built: Array<{ name: string; dir: string }> = [];
  for (const { name, env } of CONFIGURATIONS.filter((configuration) => !only || only.includes(configuration.name))) {
    const dir = path.join(`build-onoff${fullSite ? '-full' : ''}`, name.replace(/\s+/g, '-'));
    console.log(`[bench:loading] building the ${site} site with ${name} into ${dir}…`);
    const started = Date.now();
    const run = spawnSync('npx', ['docusaurus', 'build', '--out-dir', dir], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env, BENCH_SMALL_SITE: fullSite ? '0' : '1', DOCUSAURUS_NO_PERSISTENT_CACHE: '1' },
    });
    if (run.status !== 0) throw new Error(`the ${name} build failed (${run.status ?? run.signal})`);
    await precompress(path.join(root, dir));
    console.log(`[bench:loading] ${name}: built and precompressed in ${Math.round((Date.now() - started) / 1000)} s`);
    built.push({ name, dir: path.join(root, dir) });
  }
  return built;
}

export interface LoadingBench {
  firstLoadKb: Record<string, Record<string, number>>;
  /** Per configuration, per page type: what a page view fetches before idle (see beforeIdleKb). */
  beforeIdle?: Record<string, Record<string, { kb: number; routeData: number }>>;
  /** Per configuration, per page type: Lighthouse performance and TBT (one run a configuration; see LOADING_RUNS). */
  perConfiguration?: Record<string, Record<string, { performance: number; tbtMs: number }>>;
  lighthouse?: Awaited<ReturnType<typeof lighthouseMedians>>;
}

export async function benchLoading(options: { builds?: boolean; lighthouse?: boolean } = {}): Promise<LoadingBench> {
  const dirs = options.builds
    ? await buildConfigurations()
    : [
        { name: 'all on', dir: path.join(root, 'build') },
        { name: 'all off', dir: path.join(root, 'build-plain') },
      ].filter(({ dir }) => existsSync(path.join(dir, 'index.html')));
  const table: Record<string, Record<string, number>> = {};
  const beforeIdle: NonNullable<LoadingBench['beforeIdle']> = {};
  const perConfiguration: NonNullable<LoadingBench['perConfiguration']> = {};
  // Each configuration's pages that its site has (the small site has no TypeDoc or catalogue pages).
  const runs = Number(process.env.LOADING_RUNS ?? 1);
  for (const { name, dir } of dirs) {
    await serving(dir, async (baseUrl) => {
      table[name] = await firstLoadKb(baseUrl);
      beforeIdle[name] = await beforeIdleKb(baseUrl);
      if (options.builds && options.lighthouse !== false) {
        const pages = ALL_PAGE_TYPES.filter((page) => existsSync(htmlFile(dir, page.path)));
        const rows = await lighthouseMedians(baseUrl, runs, pages);
        perConfiguration[name] = Object.fromEntries(rows.map((row) => [row.kind, { performance: row.performance, tbtMs: row.tbtMs }]));
      }
    });
  }
  console.log('[bench:loading] first-load JavaScript per page type (KB, brotli), by configuration:');
  console.table(table);
  console.log('[bench:loading] fetched before idle, reading to the bottom of the page (KB, brotli / route-data files), by configuration:');
  console.table(idleTable(beforeIdle));
  const result: LoadingBench = { firstLoadKb: table, beforeIdle };
  if (Object.keys(perConfiguration).length) {
    console.log(`[bench:loading] Lighthouse performance / TBT (ms) per page type, by configuration (${runs === 1 ? 'one run' : `median of ${runs}`} each):`);
    console.table(
      Object.fromEntries(
        Object.entries(perConfiguration).map(([name, kinds]) => [
          name,
          Object.fromEntries(Object.entries(kinds).map(([kind, v]) => [kind, `${v.performance} / ${v.tbtMs}`])),
        ]),
      ),
    );
    result.perConfiguration = perConfiguration;
  }
  // With LOADING_SITE=full, "all on" above is the main build's configuration: no need to audit build/ again.
  if (options.lighthouse !== false && !(options.builds && fullSite) && existsSync(path.join(root, 'build', 'index.html'))) {
    const medians = await serving(path.join(root, 'build'), (baseUrl) => lighthouseMedians(baseUrl));
    console.log('[bench:loading] Lighthouse, mobile preset, median of three runs (timings are noisy on a shared machine):');
    console.table(medians);
    result.lighthouse = medians;
  }
  return result;
}

const idleTable = (rows: NonNullable<LoadingBench['beforeIdle']>) =>
  Object.fromEntries(
    Object.entries(rows).map(([name, kinds]) => [name, Object.fromEntries(Object.entries(kinds).map(([kind, v]) => [kind, `${v.kb} / ${v.routeData}`]))]),
  );

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]) && process.argv[2] === '--before-idle') {
  // This part alone, on the builds named (default build/): `npx tsx scripts/bench/loading.ts --before-idle build ../other/build`.
  const dirs = process.argv.slice(3).length ? process.argv.slice(3) : [path.join(root, 'build')];
  (async () => {
    const rows: NonNullable<LoadingBench['beforeIdle']> = {};
    for (const dir of dirs) rows[dir] = await serving(path.resolve(dir), (baseUrl) => beforeIdleKb(baseUrl));
    console.table(idleTable(rows));
  })().catch((error: unknown) => {
    console.error(`[bench:loading] failed: ${(error as Error).message}`);
    process.exit(1);
  });
} else if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const args = new Set(process.argv.slice(2));
  benchLoading({ builds: args.has('--loading-builds'), lighthouse: !args.has('--no-lighthouse') })
    .then((result) => {
      mkdirSync(path.join(root, 'bench-results'), { recursive: true });
      const file = `loading${args.has('--loading-builds') && fullSite ? '-full' : ''}.json`;
      writeFileSync(path.join(root, 'bench-results', file), `${JSON.stringify(result, null, 2)}\n`);
      console.log(`[bench:loading] wrote bench-results/${file}`);
    })
    .catch((error: unknown) => {
      console.error(`[bench:loading] failed: ${(error as Error).message}`);
      process.exit(1);
    });
}
