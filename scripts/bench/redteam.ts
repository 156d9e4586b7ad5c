/**
 * Red-team figures of local serving, loopback only, bounded in count: the costliest MCP call and batch that a client
 * can build (CPU time, in-process), a static page's p99 while one address sends its whole allowance of the worst
 * batch to /mcp, and the chat and MCP functions under 50 concurrent requests from 8 loopback addresses (errors).
 * Run after a build with `npx tsx scripts/bench/redteam.ts`; `npm run bench` does not call it (it takes a minute).
 */
import http from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createServer } from '../serve';
import { CHAT_INDEX_FILE, functionDataDir } from '../../src/lib/corpus/load';
import { CORPUS_FILE } from '../../src/lib/corpus/types';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const buildDir = path.resolve(root, process.env.SERVE_DIR ?? 'build');
const PAGE = '/docs/intro';
const MCP_ACCEPT = 'application/json, text/event-stream';

const words = (count: number, length: number, seed = 0): string =>
  Array.from({ length: count }, (_, i) => {
    let word = '';
    for (let n = i + seed * 7919 + 1; word.length < length; n = Math.floor(n / 26) + 3) word += String.fromCharCode(97 + (n % 26));
    return word;
  }).join(' ');

/** Tool calls an attacker would try: many short prefixes, long fuzzy words, "did you mean" over every name. */
const CANDIDATES: { label: string; name: string; arguments: Record<string, unknown> }[] = [
  { label: 'search: 75 three-letter prefixes, limit 20', name: 'search_docs', arguments: { query: words(75, 3).slice(0, 300), limit: 20 } },
  {
    label: 'search: common prefixes, limit 20',
    name: 'search_docs',
    arguments: { query: 'age cha plu con run mod mes act pro ser '.repeat(8).slice(0, 300), limit: 20 },
  },
  { label: 'search: long fuzzy words, limit 20', name: 'search_docs', arguments: { query: words(30, 9, 1).slice(0, 300), limit: 20 } },
  {
    label: 'search: 12 common long words, limit 20',
    name: 'search_docs',
    arguments: { query: 'agent plugin character runtime message memory provider action service model client server', limit: 20 },
  },
  { label: 'search: one 300-letter word', name: 'search_docs', arguments: { query: 'e'.repeat(300), limit: 20 } },
  { label: 'get_page: 2,048-char unknown path', name: 'get_page', arguments: { url: `/${'docs/'.repeat(400)}`.slice(0, 2048) } },
  { label: 'get_page: longest path-like name', name: 'get_page', arguments: { url: `/${words(300, 6, 2).replace(/ /g, '-')}`.slice(0, 2048) } },
  { label: 'get_api_symbol: 120-char unknown name', name: 'get_api_symbol', arguments: { name: 'Q'.repeat(120) } },
  { label: 'get_package: 120-char unknown name', name: 'get_package', arguments: { name: words(20, 5, 3).slice(0, 120) } },
  { label: 'get_rest_operation: unknown path', name: 'get_rest_operation', arguments: { path: `/api/${'x/'.repeat(140)}`.slice(0, 300) } },
  { label: 'list_packages: 200', name: 'list_packages', arguments: { limit: 200 } },
];

const message = (id: number, call: { name: string; arguments: Record<string, unknown> }) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name: call.name, arguments: call.arguments },
});

function cpuMs(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return Math.round((used.user + used.system) / 100) / 10;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

type Mcp = (request: Request, context?: { ip: string }) => Promise<Response>;

async function callInProcess(mcp: Mcp, body: unknown): Promise<number> {
  const start = process.cpuUsage();
  const response = await mcp(
    new Request('http://127.0.0.1/mcp', { method: 'POST', headers: { 'content-type': 'application/json', accept: MCP_ACCEPT }, body: JSON.stringify(body) }),
  );
  await response.text();
  return cpuMs(start);
}

/** The costliest single call (best of three runs each, so a GC pause is not counted as the call's) and batch. */
async function worstCalls(mcp: Mcp): Promise<{ worstCall: string; worstCallCpuMs: number; worstBatchCpuMs: number; batch: unknown[] }> {
  await callInProcess(mcp, message(0, CANDIDATES[0])); // loads the data and builds the indexes
  let worst = { label: '', ms: -1, call: CANDIDATES[0] };
  for (const call of CANDIDATES) {
    const runs = [];
    for (let i = 0; i < 3; i += 1) runs.push(await callInProcess(mcp, message(1, call)));
    const ms = Math.min(...runs);
    if (ms > worst.ms) worst = { label: call.label, ms, call };
  }
  const batch = Array.from({ length: 10 }, (_, i) => message(i + 1, worst.call));
  const batchRuns = [];
  for (let i = 0; i < 3; i += 1) batchRuns.push(await callInProcess(mcp, batch));
  return { worstCall: worst.label, worstCallCpuMs: worst.ms, worstBatchCpuMs: Math.min(...batchRuns), batch };
}

function send(
  port: number,
  options: { method?: string; path: string; localAddress: string; headers?: Record<string, string>; body?: string; agent?: http.Agent },
): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        localAddress: options.localAddress,
        headers: options.headers,
        agent: options.agent,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
        res.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
      },
    );
    req.setTimeout(60_000, () => req.destroy());
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(options.body);
  });
}

/** A reader fetches a page every 10 ms while one address posts its whole allowance (60 requests) of the worst batch. */
async function staticUnderAttack(
  port: number,
  batch: unknown[],
): Promise<{ staticP50Ms: number; staticP99Ms: number; attackAnswered: number; attackRefused: number }> {
  const body = JSON.stringify(batch);
  const headers = { 'content-type': 'application/json', accept: MCP_ACCEPT, 'content-length': String(Buffer.byteLength(body)) };
  const reader = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: '127.0.0.3' });
  const attackerAgent = new http.Agent({ keepAlive: true, maxSockets: 10, localAddress: '127.0.0.2' });
  let attacking = true;
  const attack = Promise.all(
    Array.from({ length: 60 }, () => send(port, { method: 'POST', path: '/mcp', localAddress: '127.0.0.2', headers, body, agent: attackerAgent })),
  ).finally(() => (attacking = false));
  const latencies: number[] = [];
  while (attacking || latencies.length < 50) {
    latencies.push((await send(port, { path: PAGE, localAddress: '127.0.0.3', agent: reader })).ms);
    await new Promise((resolve) => setTimeout(resolve, 10));
    if (latencies.length >= 2000) break;
  }
  const statuses = (await attack).map((result) => result.status);
  if (process.env.REDTEAM_DEBUG)
    console.log(
      'slowest static',
      [...latencies].sort((a, b) => b - a).slice(0, 5),
      'of',
      latencies.length,
      (await attack).map((r) => Math.round(r.ms)),
    );
  reader.destroy();
  attackerAgent.destroy();
  return {
    staticP50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
    staticP99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
    attackAnswered: statuses.filter((status) => status === 200).length,
    attackRefused: statuses.filter((status) => status === 429).length,
  };
}

/** 400 requests, half chat and half MCP, 50 in flight, from 8 loopback addresses (within each address's allowance). */
async function mixedLoad(port: number): Promise<{ requests: number; errors: number; p95Ms: number; statuses: string }> {
  const jobs = Array.from({ length: 400 }, (_, i): { method: string; path: string; localAddress: string; body: string; headers: Record<string, string> } => {
    const localAddress = `127.0.0.${10 + (Math.floor(i / 2) % 8)}`;
    if (i % 2 === 0) {
      const body = JSON.stringify({ question: ['How do I add a plugin?', 'What is a character file?', 'discord bot token'][i % 3] });
      return { method: 'POST', path: '/.netlify/functions/predict', localAddress, body, headers: { 'content-type': 'application/json' } };
    }
    const body = JSON.stringify(message(i, { name: 'search_docs', arguments: { query: ['agent runtime', 'providers', 'twitter client'][i % 3] } }));
    return { method: 'POST', path: '/mcp', localAddress, body, headers: { 'content-type': 'application/json', accept: MCP_ACCEPT } };
  });
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const counts = new Map<string, number>();
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        const result = await send(port, job);
        latencies.push(result.ms);
        if (result.status !== 200) errors += 1;
        const key = `${job.path} ${result.status}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }),
  );
  const statuses = [...counts].map(([key, count]) => `${key}: ${count}`).join(', ');
  return { requests: jobs.length, errors, p95Ms: Math.round(percentile(latencies, 95)), statuses };
}

async function main(): Promise<void> {
  process.env.CORPUS_PATH ??= path.join(functionDataDir(buildDir), CORPUS_FILE);
  process.env.CHAT_INDEX_PATH ??= path.join(functionDataDir(buildDir), CHAT_INDEX_FILE);
  delete process.env.LLM_API_KEY;
  const { default: mcp } = (await import('../../netlify/functions/mcp')) as { default: Mcp };
  const worst = await worstCalls(mcp);

  const server = createServer(buildDir, { log: () => {} });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    // Warm every route first (the server imports its own copy of each function, which loads its data on first use).
    await send(port, { path: PAGE, localAddress: '127.0.0.3' });
    const warm = JSON.stringify(message(1, CANDIDATES[0]));
    await send(port, {
      method: 'POST',
      path: '/mcp',
      localAddress: '127.0.0.4',
      body: warm,
      headers: { 'content-type': 'application/json', accept: MCP_ACCEPT },
    });
    const question = JSON.stringify({ question: 'How do I add a plugin?' });
    await send(port, {
      method: 'POST',
      path: '/.netlify/functions/predict',
      localAddress: '127.0.0.4',
      body: question,
      headers: { 'content-type': 'application/json' },
    });
    const attack = await staticUnderAttack(port, worst.batch);
    const load = await mixedLoad(port);
    console.table({
      'worst MCP call': `${worst.worstCallCpuMs} ms CPU (${worst.worstCall})`,
      'worst batch of 10': `${worst.worstBatchCpuMs} ms CPU`,
      'static page while one address sends 60 worst batches': `p50 ${attack.staticP50Ms} ms, p99 ${attack.staticP99Ms} ms (attack: ${attack.attackAnswered} answered, ${attack.attackRefused} refused)`,
      // Wall-clock figures depend on what else the machine runs; CPU figures do not.
      'load average (1 min) at the end': loadavg()[0].toFixed(1),
      'chat + MCP, 50 concurrent from 8 addresses': `${load.requests} requests, ${load.errors} errors, p95 ${load.p95Ms} ms (${load.statuses})`,
    });
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(`[redteam] failed: ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
});
