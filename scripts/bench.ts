/**
 * `npm run bench`: measures the site — build time and peak memory (Docusaurus Faster vs not, with --compare-faster),
 * pages built, JS per first load, search (engines compared on a query set, bytes and time to the first suggestion), chat latency and load,
 * and Lighthouse scores, the deploy folder's size, and local serving under faults. Prints a table per section and
 * writes bench-results/latest.json. --site-sizes also builds a small site first and compares first-load JavaScript
 * per page type at both sizes; --redownload builds again after a one-page change and counts what a returning reader
 * downloads again.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync, mkdirSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { CHAT_INDEX_FILE, functionDataDir } from '../src/lib/corpus/load';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { createServer } from './serve';
import { firstLoadJs, htmlFile } from './first-load-js';
import { formatLighthouseTable, lighthouseMedianRows, servedPageTypes, thresholdFailures } from './lighthouse';
import { ALL_PAGE_TYPES, BENCH_PERFORMANCE_TARGET, BENCH_TBT_TARGET_MS, PAGE_TYPES } from './lib/pageTypes';
import { listFilesSync } from '../src/lib/walk';
import { benchAssistant } from './bench/chat';
import { benchDrift } from './bench/drift';
import { benchSearch, siteIndexFigures } from './bench/search';
import { benchMcp } from './bench/mcp';
import { benchLoading } from './bench/loading';
import { benchRedownload } from './bench/redownload';
import { benchServeFaults } from './bench/serveFaults';
import { precompressedDirOf } from './lib/serveStatic';

const root = path.resolve(__dirname, '..');
const buildDir = path.join(root, 'build');
const args = new Set(process.argv.slice(2));
const results: Record<string, unknown> = {};

const log = (message: string) => console.log(`[bench] ${message}`);

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeRss(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const current = stack.pop()!;
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${current}/status`, 'utf8'));
      total += rss ? Number(rss[1]) * 1024 : 0;
    } catch {
      // gone
    }
    stack.push(...(children.get(current) ?? []));
  }
  return total;
}

function timedRun(command: string, env: Record<string, string> = {}): Promise<{ seconds: number; peakMb: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
    let peak = 0;
    let ticks = 0;
    const poll = setInterval(() => {
      peak = Math.max(peak, treeRss(child.pid!));
      ticks += 1;
      const status = `[bench]   … ${Math.round((Date.now() - started) / 1000)} s, ${Math.round(peak / 1e6)} MB peak`;
      // A terminal gets a live line; a log gets one line every 10 s.
      if (process.stdout.isTTY) process.stdout.write(`\r${status}`);
      else if (ticks % 40 === 0) console.log(status);
    }, 250);
    child.on('exit', (code) => {
      clearInterval(poll);
      if (process.stdout.isTTY) process.stdout.write('\n');
      if (code !== 0) reject(new Error(`${command} exited with ${code}`));
      else resolve({ seconds: Math.round((Date.now() - started) / 100) / 10, peakMb: Math.round(peak / 1e6) });
    });
  });
}

function countPages(dir = buildDir): number {
  return listFilesSync(dir, { skipDirs: ['__server', 'assets'], accept: (name) => name.endsWith('.html') }).length;
}

/** First-load JavaScript (brotli, read from the build) of each page type that the current build has. */
function firstLoadPerType(): Record<string, number> {
  const sizes: Record<string, number> = {};
  for (const { kind, path: route } of PAGE_TYPES) {
    if (existsSync(htmlFile(buildDir, route))) sizes[kind] = Math.round((firstLoadJs(buildDir, route).bytes / 1024) * 10) / 10;
  }
  return sizes;
}

/**
 * --site-sizes: builds a small site first (BENCH_SMALL_SITE=1: no TypeDoc pages, no catalogue), then the full one,
 * and compares each page type's first-load JavaScript, which must not grow with the number of routes.
 */
async function benchSiteSizes(): Promise<void> {
  log('building the small site (no TypeDoc reference, no catalogue) to compare first-load JavaScript…');
  await timedRun('npm run build --silent', { BENCH_SMALL_SITE: '1' });
  const small = { pages: countPages(), ...firstLoadPerType() };
  const smallSearch = siteIndexFigures(buildDir);
  log('building the full site…');
  await timedRun('npm run build --silent');
  const full = { pages: countPages(), ...firstLoadPerType() };
  results.firstLoadJsKbBySiteSize = { small, full };
  log('first-load JavaScript per page type (KB, brotli) at two site sizes:');
  console.table({ small, full });
  results.searchIndexBySiteSize = { small: smallSearch, full: siteIndexFigures(buildDir) };
  log('site-wide search index at two site sizes:');
  console.table(results.searchIndexBySiteSize);
}

async function benchBuild(): Promise<void> {
  log('building with Docusaurus Faster (prebuild + build + postbuild)…');
  const faster = await timedRun('npm run build --silent');
  const builds: Record<string, unknown> = { faster };
  if (args.has('--compare-faster')) {
    log('building again without Faster (webpack + babel) for the ratio…');
    builds.legacy = await timedRun('npm run build --silent', { BENCH_NO_FASTER: '1' });
    log('rebuilding with Faster so build/ is the production build…');
    await timedRun('npm run build --silent');
  }
  const pages = countPages();
  results.build = { ...builds, pages };
  console.table({ ...builds, pages: { seconds: '', peakMb: '', pages } });
  if (args.has('--redownload')) {
    // Last of the builds: build/ then holds the one-page change, which the later sections measure (one sentence).
    results.redownload = await benchRedownload(root, buildDir, () => timedRun('npm run build --silent'), log);
  }
}

/** The folder Netlify publishes, and the folders beside it that local serving and the functions read. */
function deploySizes(): Record<string, { files: number; mb: number }> {
  const size = (dir: string) => {
    const files = existsSync(dir) ? listFilesSync(dir) : [];
    return { files: files.length, mb: Math.round(files.reduce((sum, file) => sum + statSync(file).size, 0) / 1e5) / 10 };
  };
  const sizes = {
    'build/ (published)': size(buildDir),
    'build-precompressed/ (local serving)': size(precompressedDirOf(buildDir)),
    'build-function-data/ (functions)': size(functionDataDir(buildDir)),
  };
  log('deploy folder and the folders beside it:');
  console.table(sizes);
  return sizes;
}

/** The local-search plugin's own index files (no longer downloaded by the box; the search section compares them). */
function searchIndexSizes(): void {
  const sizes: Record<string, { rawKb: number; gzipKb: number }> = {};
  for (const file of readdirSync(buildDir).filter((name) => /^search-index.*\.json$/.test(name))) {
    const data = readFileSync(path.join(buildDir, file));
    sizes[file] = { rawKb: Math.round(data.length / 1024), gzipKb: Math.round(gzipSync(data).length / 1024) };
  }
  results.pluginSearchIndex = sizes;
  log('local-search plugin index files:');
  console.table(sizes);
}

async function browserMeasures(baseUrl: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const jsPerPage: Record<string, { jsFiles: number; jsKbCompressed: number }> = {};
  for (const { kind: name, path: route } of PAGE_TYPES) {
    const page = await browser.newPage();
    const js: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') js.push(request.sizes().then((s) => s.responseBodySize));
    });
    await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(js);
    jsPerPage[name] = { jsFiles: sizes.length, jsKbCompressed: Math.round(sizes.reduce((a, b) => a + b, 0) / 1024) };
    await page.close();
  }
  results.jsFirstLoad = jsPerPage;
  log('JavaScript transferred on first load (compressed):');
  console.table(jsPerPage);

  await browser.close();
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const QUESTIONS = [
  'How do I create an agent?',
  'What is a character file?',
  'How do I add the Discord plugin?',
  'What is an action?',
  'How do providers work?',
  'What does an evaluator do?',
  'How do I set up knowledge (RAG)?',
  'Which embedding provider do I need?',
  'How do I deploy to Railway?',
  'How do I stop an agent?',
  'What is a world?',
  'What is a room?',
  'How do I publish a plugin?',
  'How do I run tests?',
  'How do I use Telegram?',
  'How do I migrate from 0.x?',
  'What is the REST API for agents?',
  'How do I change the port?',
  'What does elizaos dev do?',
  'How do I install on Windows?',
];

async function benchChat(baseUrl: string): Promise<void> {
  process.env.CHAT_INDEX_PATH = path.join(functionDataDir(buildDir), CHAT_INDEX_FILE);
  delete process.env.LLM_API_KEY; // the bench measures the embedded engine
  const { default: predict } = await import('../netlify/functions/predict');
  const latencies: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    const started = performance.now();
    const response = await predict(
      new Request('http://localhost/.netlify/functions/predict', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ question: QUESTIONS[i % QUESTIONS.length] }),
      }),
    );
    await response.json();
    latencies.push(performance.now() - started);
  }
  const concurrent = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      fetch(`${baseUrl}/.netlify/functions/predict`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ question: QUESTIONS[i % QUESTIONS.length] }),
      }).then((r) => r.status),
    ),
  );
  const errors = concurrent.filter((status) => status !== 200).length;
  const chat = {
    p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
    p95Ms: Math.round(percentile(latencies, 95) * 10) / 10,
    concurrent200Errors: errors,
    indexKb: Math.round(statSync(process.env.CHAT_INDEX_PATH).size / 1024),
  };
  results.chat = chat;
  log('chat function (embedded engine, 200 questions in-process; 200 concurrent over HTTP):');
  console.table({ chat });
}

async function benchLighthouse(baseUrl: string): Promise<void> {
  log(
    `Lighthouse (mobile preset) on ${ALL_PAGE_TYPES.length} page types, median of three runs; target: performance ≥ ${BENCH_PERFORMANCE_TARGET}, TBT ≤ ${BENCH_TBT_TARGET_MS} ms, the rest 100`,
  );
  const rows = await lighthouseMedianRows(baseUrl, await servedPageTypes(baseUrl, ALL_PAGE_TYPES));
  results.lighthouse = rows.map(({ kind, path: route, scores, lcpMs, tbtMs, cls }) => ({ kind, path: route, ...scores, lcpMs, tbtMs, cls }));
  log(formatLighthouseTable(rows));
  const short = rows.filter((row) => row.scores.performance < BENCH_PERFORMANCE_TARGET || row.tbtMs > BENCH_TBT_TARGET_MS || thresholdFailures(row).length > 0);
  log(
    short.length
      ? `under target: ${short.map((row) => `${row.kind} (performance ${row.scores.performance}, TBT ${row.tbtMs} ms)`).join(', ')}`
      : 'every page type meets the target',
  );
}

async function main(): Promise<void> {
  if (args.has('--site-sizes')) await benchSiteSizes();
  if (!args.has('--no-build') && !args.has('--site-sizes')) await benchBuild();
  if (!existsSync(path.join(buildDir, 'index.html'))) throw new Error('build/ is missing: run without --no-build.');
  results.build ??= { pages: countPages() };
  results.deploy = deploySizes();
  searchIndexSizes();
  // The in-process chat load test measures the function, not the production rate limit (the soak measures that).
  const server = createServer(buildDir, { rateLimits: false });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await browserMeasures(baseUrl);
    await benchSearch(buildDir, baseUrl, results);
    await benchChat(baseUrl);
    results.assistant = await benchAssistant(buildDir, baseUrl, log);
    results.mcp = await benchMcp(buildDir);
    if (!args.has('--no-lighthouse')) await benchLighthouse(baseUrl);
  } finally {
    server.close();
  }
  results.soak = await (await import('./bench/soak')).runSoak(root, log);
  log('local serving under faults (the tests check the events; these are the times and the heap):');
  results.serveFaults = await benchServeFaults(buildDir);
  results.drift = await benchDrift(args);
  if (args.has('--loading')) results.loading = await benchLoading({ builds: args.has('--loading-builds'), lighthouse: !args.has('--no-lighthouse') });
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(path.join(root, 'bench-results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  log('wrote bench-results/latest.json');
}

main().catch((error: unknown) => {
  console.error(`[bench] failed: ${(error as Error).message}`);
  process.exit(1);
});
