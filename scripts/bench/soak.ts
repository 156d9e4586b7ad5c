/**
 * A bounded soak of local serving: 2,000 chat requests at 100 concurrent from eight loopback addresses, then 5,000
 * page requests at 200 concurrent, against `scripts/serve.ts` in its own process with production's limits. Reports
 * statuses, latency percentiles and the server's resident memory before and after. Loopback only.
 *
 * The clients bind distinct local addresses (127.0.0.2–127.0.0.9: Linux routes all of 127/8 to loopback), so the
 * server sees eight real client IPs and applies the chat function's limit (30 per 60 s) to each, exactly as it would
 * to eight people; no X-Forwarded-For is sent. Run alone with `npx tsx scripts/bench/soak.ts`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { request } from '../lib/serveClient';
import { listFilesSync } from '../../src/lib/walk';

const CHAT = { requests: 2000, concurrency: 100, addresses: Array.from({ length: 8 }, (_, i) => `127.0.0.${i + 2}`) };
const PAGES = { requests: 5000, concurrency: 200 };
const QUESTIONS = [
  'How do I create an agent?',
  'What is a character file?',
  'How do providers work?',
  'How do I add the Discord plugin?',
  'What does an evaluator do?',
];

/** Resident set size of one process, in MB (Linux /proc). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

function percentiles(values: number[]): { p50: number; p95: number; p99: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10 : 0);
  return { p50: at(50), p95: at(95), p99: at(99) };
}

/** Runs `count` tasks with at most `concurrency` in flight. */
async function pool(count: number, concurrency: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < count; i = next++) await task(i);
    }),
  );
}

interface Tally {
  requests: number;
  concurrency: number;
  statuses: Record<string, number>;
  errors: number;
  rateLimited: number;
  latencyMs: { p50: number; p95: number; p99: number };
  /** Of the 200 answers alone (a 429 costs the server almost nothing, so it would flatter the mix). */
  okLatencyMs: { p50: number; p95: number; p99: number };
  seconds: number;
}

async function load(count: number, concurrency: number, send: (i: number) => Promise<number>): Promise<Tally> {
  const statuses: Record<string, number> = {};
  const latencies: number[] = [];
  const okLatencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  await pool(count, concurrency, async (i) => {
    const t0 = performance.now();
    try {
      const status = await send(i);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === 200) okLatencies.push(performance.now() - t0);
      if (status >= 500 || status === 0) errors += 1;
    } catch {
      errors += 1;
      statuses.network = (statuses.network ?? 0) + 1;
    }
    latencies.push(performance.now() - t0);
  });
  return {
    requests: count,
    concurrency,
    statuses,
    errors,
    rateLimited: statuses['429'] ?? 0,
    latencyMs: percentiles(latencies),
    okLatencyMs: percentiles(okLatencies),
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

/** Starts `scripts/serve.ts --port 0` in a child process and resolves with it and its URL. */
function startServer(root: string): Promise<{ child: ChildProcess; url: string }> {
  const env = { ...process.env };
  // The soak measures the embedded engine, as the rest of the bench does.
  delete env.LLM_API_KEY;
  delete env.PORT;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/serve.ts'), '--port', '0'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`serve did not start within 60 s: ${out}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Serving build\/ at (\S+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1] });
      }
    });
    child.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${out}`)));
  });
}

/** Page routes of the build, for the page load (HTML files, as their bare paths). */
function pageRoutes(buildDir: string, limit = 400): string[] {
  return listFilesSync(buildDir, { skipDirs: ['assets', '__server'], accept: (name) => name.endsWith('.html') && name !== '404.html' })
    .slice(0, limit)
    .map((full) => `/${path.relative(buildDir, full).split(path.sep).join('/')}`.replace(/(\/index)?\.html$/, '') || '/');
}

export async function runSoak(root: string, log: (message: string) => void = console.log): Promise<Record<string, unknown>> {
  const { child, url } = await startServer(root);
  try {
    const pid = child.pid!;
    // One request each first, so "before" is a server that has loaded its functions and index, not a cold one.
    await request(`${url}/`);
    await request(`${url}/.netlify/functions/predict`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ question: QUESTIONS[0] }),
    });
    const rssBeforeMb = rssMb(pid);

    log(`soak: ${CHAT.requests} chat requests at ${CHAT.concurrency} concurrent from ${CHAT.addresses.length} loopback addresses`);
    const agents = CHAT.addresses.map((localAddress) => new http.Agent({ keepAlive: true, maxSockets: CHAT.concurrency, localAddress }));
    const chat = await load(CHAT.requests, CHAT.concurrency, async (i) => {
      const response = await request(`${url}/.netlify/functions/predict`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ question: QUESTIONS[i % QUESTIONS.length] }),
        agent: agents[i % agents.length],
      });
      return response.status;
    });
    agents.forEach((agent) => agent.destroy());
    const rssAfterChatMb = rssMb(pid);

    const routes = pageRoutes(path.join(root, 'build'));
    log(`soak: ${PAGES.requests} page requests at ${PAGES.concurrency} concurrent over ${routes.length} pages`);
    const pageAgent = new http.Agent({ keepAlive: true, maxSockets: PAGES.concurrency });
    const pages = await load(PAGES.requests, PAGES.concurrency, async (i) => {
      const response = await request(`${url}${routes[i % routes.length]}`, { headers: { 'accept-encoding': 'br, gzip' }, agent: pageAgent });
      return response.status;
    });
    pageAgent.destroy();
    const rssAfterMb = rssMb(pid);
    const stillUp = (await request(`${url}/docs/intro`)).status === 200;
    const result = { chat: { ...chat, addresses: CHAT.addresses.length }, pages, rssBeforeMb, rssAfterChatMb, rssAfterMb, stillUp };
    console.table({
      chat: {
        ...chat.latencyMs,
        'p50 (200s)': chat.okLatencyMs.p50,
        'p95 (200s)': chat.okLatencyMs.p95,
        errors: chat.errors,
        '429s': chat.rateLimited,
        ok: chat.statuses['200'] ?? 0,
        seconds: chat.seconds,
      },
      pages: {
        ...pages.latencyMs,
        'p50 (200s)': pages.okLatencyMs.p50,
        'p95 (200s)': pages.okLatencyMs.p95,
        errors: pages.errors,
        '429s': pages.rateLimited,
        ok: pages.statuses['200'] ?? 0,
        seconds: pages.seconds,
      },
    });
    log(`soak: server RSS ${rssBeforeMb} MB before, ${rssAfterChatMb} MB after the chat load, ${rssAfterMb} MB after the page load; still serving: ${stillUp}`);
    return result;
  } finally {
    child.kill();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  runSoak(path.resolve(__dirname, '../..'))
    .then((result) => console.log(JSON.stringify(result, null, 2)))
    .catch((error: unknown) => {
      console.error(`soak failed: ${(error as Error).message}`);
      process.exit(1);
    });
}
