/**
 * Bench of the docs MCP server: an SDK client over Streamable HTTP on loopback calls every tool; prints the first
 * call (data load and index build included) and the p50/p95 of warm tool calls. Run alone with
 * `npx tsx scripts/bench/mcp.ts` after a build; `npm run bench` calls benchMcp.
 */
import http from 'node:http';
import path from 'node:path';
import { functionDataDir } from '../../src/lib/corpus/load';
import { CORPUS_FILE } from '../../src/lib/corpus/types';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { LEGACY_DOCS_VERSION } from '../../src/lib/versions';

const CALLS: { name: string; arguments: Record<string, unknown> }[] = [
  { name: 'search_docs', arguments: { query: 'discord bot token' } },
  { name: 'search_docs', arguments: { query: 'how do providers add context', area: 'docs' } },
  { name: 'search_docs', arguments: { query: 'character file', version: LEGACY_DOCS_VERSION } },
  { name: 'get_page', arguments: { url: '/docs/core/actions' } },
  { name: 'get_package', arguments: { name: 'discord' } },
  { name: 'get_package', arguments: { name: '@elizaos/plugin-evm' } },
  { name: 'list_packages', arguments: { kind: 'plugin', supports: '1.x' } },
  { name: 'get_api_symbol', arguments: { name: 'AgentRuntime' } },
  { name: 'get_rest_operation', arguments: { operationId: 'getAgent' } },
  { name: 'get_rest_operation', arguments: { method: 'POST', path: '/api/agents' } },
];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The function behind a loopback server, as Netlify and local serving run it. */
async function serveFunction(buildDir: string): Promise<{ url: string; close: () => void }> {
  process.env.CORPUS_PATH = path.join(functionDataDir(buildDir), CORPUS_FILE);
  const { default: mcp } = await import('../../netlify/functions/mcp');
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value);
    const response = await mcp(
      new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers, body: req.method === 'POST' ? Buffer.concat(chunks) : undefined }),
    );
    response.headers.forEach((value, key) => res.setHeader(key, value));
    res.writeHead(response.status).end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`, close: () => server.close() };
}

export async function benchMcp(buildDir: string, rounds = 20): Promise<Record<string, number>> {
  const served = await serveFunction(buildDir);
  const client = new Client({ name: 'bench', version: '1.0.0' });
  try {
    let started = performance.now();
    await client.connect(new StreamableHTTPClientTransport(new URL(served.url)));
    const firstCallMs = performance.now() - started;
    const latencies: number[] = [];
    let errors = 0;
    for (let round = 0; round < rounds; round += 1) {
      for (const call of CALLS) {
        started = performance.now();
        const result = await client.callTool(call);
        latencies.push(performance.now() - started);
        if (result.isError) errors += 1;
      }
    }
    const figures = {
      firstCallMs: Math.round(firstCallMs),
      calls: latencies.length,
      p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
      p95Ms: Math.round(percentile(latencies, 95) * 10) / 10,
      toolErrors: errors,
    };
    console.log('[bench] MCP tool calls (SDK client over loopback HTTP; first call includes loading the corpus and building the indexes):');
    console.table({ mcp: figures });
    return figures;
  } finally {
    await client.close();
    served.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  benchMcp(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../build')).catch((error: unknown) => {
    console.error(`[bench] mcp failed: ${(error as Error).message}`);
    process.exit(1);
  });
}
