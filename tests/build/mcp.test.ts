// The MCP server on the real build, through local serving (scripts/serve.ts mounts netlify/functions/mcp.ts at its
// config.path, /mcp) and a real MCP client: every tool answers from the built corpus, the catalogue and the specs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createServer } from '../../scripts/serve';
import { SITE } from '../../config/site';
import { assertBuilt, buildDir } from './builtSite';
import { LEGACY_DOCS_VERSION } from '../../src/lib/versions';

assertBuilt();

let server: Server;
let origin = '';
let client: Client;

before(async () => {
  server = createServer(buildDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client = new Client({ name: 'mcp-build-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${origin}/mcp`)));
});

after(async () => {
  await client?.close();
  await new Promise((resolve) => server.close(resolve));
});

async function call(name: string, args: Record<string, unknown>): Promise<{ isError: boolean; text: string }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  return { isError: result.isError === true, text: result.content.map((part) => (part.type === 'text' ? part.text : '')).join('') };
}

async function json<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const result = await call(name, args);
  assert.equal(result.isError, false, result.text);
  return JSON.parse(result.text) as T;
}

test('/mcp lists the six tools', async () => {
  const { tools } = await client.listTools();
  assert.equal(tools.length, 6);
});

test('a search for the Discord bot token finds the Discord pages first', async () => {
  const { results } = await json<{ results: { url: string; title: string }[] }>('search_docs', { query: 'Discord bot token', limit: 5 });
  const top = JSON.stringify(
    results.map((hit) => hit.url),
    null,
    1,
  );
  assert.ok(
    results.slice(0, 2).every((hit) => /discord/i.test(hit.url + hit.title)),
    top,
  );
  assert.ok(
    results.some((hit) => hit.url.startsWith(`${SITE.url}/packages/plugins/discord`)),
    top,
  );
  const symbol = await json<{ results: { url: string }[] }>('search_docs', { query: 'AgentRuntime' });
  assert.equal(symbol.results[0].url.split('#')[0], `${SITE.url}/api/classes/AgentRuntime`);
  const areas = await json<{ results: { url: string }[] }>('search_docs', { query: 'AgentRuntime', area: 'api' });
  assert.ok(areas.results.every((hit) => hit.url.startsWith(`${SITE.url}/api/`)));
});

test('the Discord package lookup returns the 1.x plugin first, with DISCORD_API_TOKEN', async () => {
  const { packages } = await json<{ packages: { envVars: { name: string }[]; url: string }[] }>('get_package', { name: 'discord' });
  assert.ok(packages[0].envVars.some((envVar) => envVar.name === 'DISCORD_API_TOKEN'));
  assert.equal(packages[0].url, `${SITE.url}/packages/plugins/discord`);
  assert.equal(packages[1].url, `${SITE.url}/packages/clients/discord`);
});

test('get_page of /docs/core/actions returns its Markdown; every page kind can be read', async () => {
  const page = await call('get_page', { url: '/docs/core/actions' });
  assert.equal(page.isError, false, page.text);
  assert.match(page.text, /^# /);
  assert.match(page.text, /\n## /, 'the page keeps its headings');
  for (const url of [
    '/api/classes/AgentRuntime',
    '/api/rest/get-agent',
    '/docs/rest/get-agent',
    `/docs/${LEGACY_DOCS_VERSION}/rest/get-hello`,
    '/partners/0g-labs/brief',
    '/packages/clients/discord',
    '/blog/add-plugins',
    '/',
  ]) {
    const other = await call('get_page', { url });
    assert.equal(other.isError, false, `${url}: ${other.text}`);
  }
  assert.equal((await call('get_page', { url: '/docs/no/such/page' })).isError, true);
});

test('list_packages, get_api_symbol and get_rest_operation answer from the built data', async () => {
  const adapters = await json<{ total: number }>('list_packages', { kind: 'adapter' });
  assert.ok(adapters.total >= 7);
  const { symbols } = await json<{ symbols: { kind: string; members: { name: string }[] }[] }>('get_api_symbol', { name: 'AgentRuntime' });
  assert.equal(symbols[0].kind, 'class');
  assert.ok(
    symbols[0].members.some((member) => member.name === 'registerAction'),
    'AgentRuntime lists registerAction',
  );
  const { symbols: action } = await json<{ symbols: { members: { name: string }[] }[] }>('get_api_symbol', { name: 'Action', kind: 'interface' });
  assert.ok(action[0].members.some((member) => member.name === 'handler'));
  const { operations } = await json<{ operations: { operationId: string; url: string }[] }>('get_rest_operation', {
    method: 'POST',
    path: '/api/agents/{agentId}/start',
  });
  assert.ok(operations.length > 0);
  const page = await call('get_page', { url: operations[0].url });
  assert.equal(page.isError, false, `${operations[0].url} is a page of the corpus`);
});

test('bad requests are refused with a status, not a crash', async () => {
  assert.equal((await fetch(`${origin}/mcp`)).status, 405);
  const wrongType = await fetch(`${origin}/mcp`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' });
  assert.equal(wrongType.status, 415);
  assert.equal((await call('get_api_symbol', { name: '' })).isError, true);
});
