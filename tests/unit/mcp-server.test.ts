// The MCP endpoint through a real MCP client over Streamable HTTP on 127.0.0.1: every tool, good and bad arguments,
// and the request checks in front of the transport.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { handleMcpRequest } from '../../src/lib/mcp/http';
import { fixtureData, serveHandler } from './mcp-fixtures';
import { LEGACY_DOCS_VERSION } from '../../src/lib/versions';
import { WindowLimiter } from '../../src/lib/rateLimit';
import { queryTerms } from '../../src/lib/mcp/siteSearch';
import { MAX_TERMS } from '../../src/lib/retrieval/terms';

const data = fixtureData();
let origin = '';
let close: () => Promise<void>;
let client: Client;

before(async () => {
  ({ origin, close } = await serveHandler((request) => handleMcpRequest(request, async () => data, { name: 'elizaos-docs', version: 'test' })));
  client = new Client({ name: 'mcp-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${origin}/mcp`)));
});

after(async () => {
  await client.close();
  await close();
});

async function call(name: string, args: Record<string, unknown>): Promise<{ isError: boolean; text: string }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
  return { isError: result.isError === true, text };
}

const json = async (name: string, args: Record<string, unknown>) => {
  const result = await call(name, args);
  assert.equal(result.isError, false, result.text);
  return JSON.parse(result.text) as Record<string, never>;
};

test('initialize names the server and lists six read-only tools, each with a one-line description and a schema', async () => {
  assert.equal(client.getServerVersion()?.name, 'elizaos-docs');
  const { tools } = await client.listTools();
  assert.deepEqual(tools.map((tool) => tool.name).sort(), ['get_api_symbol', 'get_package', 'get_page', 'get_rest_operation', 'list_packages', 'search_docs']);
  for (const tool of tools) {
    assert.ok(tool.description && !tool.description.includes('\n') && tool.description.length < 300, tool.name);
    assert.equal(tool.inputSchema.type, 'object');
    assert.equal(tool.annotations?.readOnlyHint, true);
  }
});

test('search_docs: the Discord bot token finds the Discord page; filters by area and version; bad arguments are tool errors', async () => {
  const { results } = await json('search_docs', { query: 'Discord bot token' });
  const hits = results as { url: string; title: string; excerpt: string }[];
  assert.match(hits[0].url, /^https:\/\/eliza\.how\/docs\/technical\/integrations\/discord-technical#bot-token$/);
  assert.match(hits[0].excerpt, /DISCORD_API_TOKEN/);

  const legacy = (await json('search_docs', { query: 'action', version: LEGACY_DOCS_VERSION })).results as { url: string }[];
  assert.ok(
    legacy.every((hit) => !hit.url.includes('/docs/core/actions')),
    'current-version docs are left out',
  );
  assert.ok(legacy.some((hit) => hit.url.endsWith(`/docs/${LEGACY_DOCS_VERSION}/core/actions`)));
  const blog = (await json('search_docs', { query: 'plugins', area: 'blog' })).results as { url: string }[];
  assert.deepEqual(
    blog.map((hit) => hit.url),
    ['https://eliza.how/blog/add-plugins'],
  );

  assert.equal((await call('search_docs', { query: '' })).isError, true);
  assert.equal((await call('search_docs', { query: 'x'.repeat(301) })).isError, true);
  assert.equal((await call('search_docs', { query: 'agent', area: 'nowhere' })).isError, true);
  assert.equal((await call('search_docs', { query: 'agent', limit: 500 })).isError, true);
  assert.equal((await call('search_docs', { query: 'zzqxv' })).isError, true);
});

test('get_page: /docs/core/actions returns its Markdown by path, URL or .md URL; a long page comes in slices', async () => {
  for (const url of [
    '/docs/core/actions',
    'https://eliza.how/docs/core/actions',
    'https://eliza.how/docs/core/actions.md',
    'docs/core/actions/#action-interface',
  ]) {
    const page = await call('get_page', { url });
    assert.equal(page.isError, false, url);
    assert.match(page.text, /^# Actions\n/);
    assert.match(page.text, /## Action interface/);
    assert.match(page.text, /```typescript/);
  }
  const first = await call('get_page', { url: '/docs/long-page' });
  const next = /continue with offset (\d+)/.exec(first.text);
  assert.ok(next, 'a long page says where to continue');
  const second = await call('get_page', { url: '/docs/long-page', offset: Number(next[1]) });
  assert.match(second.text, /Line 999 of a long page/);
  assert.ok(first.text.length <= 41_000);

  const missing = await call('get_page', { url: '/docs/core/actionz' });
  assert.equal(missing.isError, true);
  assert.match(missing.text, /\/docs\/core\/actions/, 'suggests the closest path');
  assert.equal((await call('get_page', { url: 'javascript:alert(1)' })).isError, true);
  assert.equal((await call('get_page', { url: '/docs/core/actions', offset: -1 })).isError, true);
  assert.equal((await call('get_page', {})).isError, true);
});

test('get_package: "discord" gives the 1.x plugin first, the 0.x client names it as successor; unknown names get suggestions', async () => {
  type Found = {
    name: string;
    kind: string;
    envVars: { name: string; purpose?: string }[];
    install: Record<string, string[]>;
    url: string;
    relatedDocs: unknown[];
    successor?: { key: string; url: string };
  }[];
  for (const name of ['discord', 'Discord']) {
    const { packages } = await json('get_package', { name });
    const [first, second] = packages as Found;
    assert.equal(first.url, 'https://eliza.how/packages/plugins/discord', name);
    assert.ok(first.envVars.some((envVar) => envVar.name === 'DISCORD_API_TOKEN'));
    assert.match(first.install['1.x'][0], /^bun add @elizaos\/plugin-discord@1\./);
    assert.equal(second.url, 'https://eliza.how/packages/clients/discord', name);
  }
  // A 0.x name asks for the 0.x client, which points at its 1.x successor.
  for (const name of ['@elizaos/client-discord', 'client-discord']) {
    const { packages } = await json('get_package', { name });
    const [discord] = packages as Found;
    assert.equal(discord.name, 'Discord', name);
    assert.ok(discord.envVars.some((envVar) => envVar.name === 'DISCORD_API_TOKEN' && envVar.purpose));
    assert.ok(discord.install['0.x']?.length);
    assert.equal(discord.url, 'https://eliza.how/packages/clients/discord');
    assert.ok(discord.relatedDocs.length > 0);
    assert.equal(discord.successor?.url, 'https://eliza.how/packages/plugins/discord');
  }
  const unknown = await call('get_package', { name: 'discrod' });
  assert.equal(unknown.isError, true);
  assert.match(unknown.text, /client-discord/);
  assert.equal((await call('get_package', { name: 'discord', kind: 'adapter' })).isError, true);
  assert.equal((await call('get_package', { name: 42 })).isError, true);
});

test('list_packages: filters by kind, category and version, pages through long lists; bad filters are tool errors', async () => {
  const adapters = await json('list_packages', { kind: 'adapter' });
  assert.ok((adapters.total as number) >= 5);
  assert.ok((adapters.items as { kind: string }[]).every((item) => item.kind === 'adapter'));
  const chains = await json('list_packages', { category: 'chain', supports: '1.x', limit: 5 });
  assert.ok((chains.items as unknown[]).length <= 5);
  if ((chains.total as number) > 5) assert.equal(chains.nextOffset, 5);
  for (const item of chains.items as { supportedVersions: string[] }[]) assert.ok(item.supportedVersions.includes('1.x'));
  assert.equal((await call('list_packages', { kind: 'theme' })).isError, true);
  assert.equal((await call('list_packages', { limit: 0 })).isError, true);
});

test('get_api_symbol: a class with its members, a function with its signature; unknown names get suggestions', async () => {
  const { symbols } = await json('get_api_symbol', { name: 'AgentRuntime' });
  const [runtime] = symbols as {
    kind: string;
    url: string;
    members: { name: string; group: string; signature?: string; description?: string }[];
    relations?: Record<string, string[]>;
  }[];
  assert.equal(runtime.kind, 'class');
  assert.equal(runtime.url, 'https://eliza.how/api/classes/AgentRuntime');
  assert.deepEqual(runtime.relations?.Implements, ['IAgentRuntime']);
  const register = runtime.members.find((member) => member.name === 'registerAction');
  assert.equal(register?.group, 'Methods');
  assert.equal(register?.signature, 'registerAction(action): void');
  assert.equal(register?.description, 'Registers an action with the runtime.');
  assert.equal(runtime.members.find((member) => member.name === 'actions')?.signature, 'readonly actions: Action[]');

  const [uuid] = (await json('get_api_symbol', { name: 'asUUID', kind: 'function' })).symbols as { signature: string; description: string }[];
  assert.match(uuid.signature, /^asUUID\(id\): /);
  assert.match(uuid.description, /UUID/);

  const unknown = await call('get_api_symbol', { name: 'AgentRuntim' });
  assert.equal(unknown.isError, true);
  assert.match(unknown.text, /AgentRuntime/);
  assert.equal((await call('get_api_symbol', { name: 'AgentRuntime', kind: 'struct' })).isError, true);
});

test('get_rest_operation: by operationId, by method and a concrete path, in the legacy spec; nothing or bad input is a tool error', async () => {
  const [byId] = (await json('get_rest_operation', { operationId: 'getAgent' })).operations as {
    method: string;
    path: string;
    url: string;
    parameters: { name: string; in: string }[];
    responses: Record<string, unknown>;
  }[];
  assert.equal(byId.method, 'GET');
  assert.equal(byId.url, 'https://eliza.how/api/rest/get-agent');
  assert.ok(byId.parameters.some((param) => param.name === 'agentId' && param.in === 'path'));
  assert.ok(byId.responses['200'] && byId.responses['404']);

  const [byPath] = (await json('get_rest_operation', { method: 'GET', path: `/api/agents/${'9f3a6c1e-2b7d-4e8a-9c5f-1d2e3f4a5b6c'}` })).operations as {
    operationId: string;
  }[];
  assert.equal(byPath.operationId, 'getAgent');
  const [created] = (await json('get_rest_operation', { operationId: 'create-agent' })).operations as { requestBody?: { content: Record<string, unknown> } }[];
  assert.ok(created.requestBody?.content['application/json']);

  const legacy = (await json('get_rest_operation', { path: '/agents', version: LEGACY_DOCS_VERSION })).operations as { docsVersion: string; url: string }[];
  assert.ok(
    legacy.length > 0 &&
      legacy.every((op) => op.docsVersion === LEGACY_DOCS_VERSION && op.url.startsWith(`https://eliza.how/docs/${LEGACY_DOCS_VERSION}/rest/`)),
  );

  assert.equal((await call('get_rest_operation', {})).isError, true);
  assert.equal((await call('get_rest_operation', { operationId: 'getAgnt' })).isError, true);
  assert.equal((await call('get_rest_operation', { path: '/api/agents', method: 'TRACE' })).isError, true);
});

test('an unknown tool is an error, not a crash', async () => {
  const result = await client
    .callTool({ name: 'delete_everything', arguments: {} })
    .catch((error: Error) => ({ isError: true, content: [{ type: 'text', text: error.message }] }));
  assert.equal((result as CallToolResult).isError, true);
});

test('requests are checked before the transport: method, content type, size, JSON', async () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
      body,
    });
  const get = await fetch(`${origin}/mcp`);
  assert.equal(get.status, 405);
  assert.equal(get.headers.get('allow'), 'POST, OPTIONS');
  assert.equal((await fetch(`${origin}/mcp`, { method: 'DELETE' })).status, 405);
  assert.equal((await post('{}', { 'content-type': 'text/plain' })).status, 415);
  assert.equal((await post('x'.repeat(70_000))).status, 413);
  const broken = await post('{"jsonrpc":');
  assert.equal(broken.status, 400);
  const text = await broken.text();
  assert.doesNotMatch(text, /at \w+ \(|node_modules|\.ts:\d+/, 'no stack trace');
  assert.equal((await fetch(`${origin}/mcp`, { method: 'OPTIONS' })).headers.get('access-control-allow-origin'), null);
});

test('a data load failure is a 503 with a plain message', async () => {
  const failing = await serveHandler((request) =>
    handleMcpRequest(request, () => Promise.reject(new Error('ENOENT /secret/path/build/corpus.json')), { name: 'x', version: '0' }),
  );
  try {
    const response = await fetch(`${failing.origin}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    assert.equal(response.status, 503);
    assert.doesNotMatch(await response.text(), /secret|ENOENT/);
  } finally {
    await failing.close();
  }
});

test('a batch is bounded: more than ten messages are refused before any tool runs', async () => {
  const message = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'search_docs', arguments: { query: 'agent' } } });
  const response = await fetch(`${origin}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify(Array.from({ length: 11 }, (_, i) => message(i))),
  });
  assert.equal(response.status, 400);
  assert.match(await response.text(), /at most 10/);
});

const rpc = (body: unknown, admit?: (calls: number) => number) =>
  handleMcpRequest(
    new Request('http://127.0.0.1/mcp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify(body),
    }),
    async () => data,
    { name: 'x', version: '0' },
    { admit },
  );
const searchCall = (id: number, args: unknown = { query: 'agent' }) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name: 'search_docs', arguments: args },
});

test('params the tools cannot take are -32602 with one short sentence, in a batch too, and the other calls are answered', async () => {
  for (const params of [{ name: 'search_docs', arguments: [] }, { name: 'search_docs', arguments: 'query' }, [], { arguments: {} }]) {
    const response = await rpc({ jsonrpc: '2.0', id: 7, method: 'tools/call', params });
    const body = (await response.json()) as { id: number; error: { code: number; message: string } };
    assert.equal(body.id, 7);
    assert.equal(body.error.code, -32602, JSON.stringify(params));
    assert.ok(body.error.message.length < 100 && !body.error.message.includes('\n'), body.error.message);
  }
  const batch = (await (await rpc([searchCall(1, []), searchCall(2), { jsonrpc: '2.0', id: 3, method: 'tools/list' }])).json()) as Array<{
    id: number;
    error?: { code: number };
    result?: unknown;
  }>;
  assert.deepEqual(
    batch.map((answer) => [answer.id, answer.error?.code ?? 'result']),
    [
      [1, -32602],
      [2, 'result'],
      [3, 'result'],
    ],
  );
});

test('a batch counts each of its calls against the allowance', async () => {
  const limiter = new WindowLimiter(60, 60_000, 100, () => 0);
  const admit = (calls: number) => limiter.take('192.0.2.1', calls);
  const batch = Array.from({ length: 10 }, (_, i) => searchCall(i + 1));
  const statuses = [];
  for (let i = 0; i < 7; i += 1) statuses.push((await rpc(batch, admit)).status);
  assert.deepEqual(statuses, [200, 200, 200, 200, 200, 200, 429], 'six batches of ten are the sixty calls a minute allows');
  const refused = await rpc(searchCall(99), admit);
  assert.equal(refused.status, 429);
  assert.ok(Number(refused.headers.get('retry-after')) > 0);
  assert.equal((await rpc([], admit)).status, 400, 'an empty batch is an invalid request');
});

test('search_docs searches at most MAX_TERMS distinct words of a query, the longest first', () => {
  const terms = queryTerms(`${'age cha plu con run mod mes act pro ser '.repeat(8)} configuration`);
  assert.ok(terms.length <= MAX_TERMS);
  // Stemmed, as every finder stems its terms (src/lib/retrieval/terms.ts).
  assert.ok(terms.includes('configurat'), 'the longest word is kept');
  assert.equal(new Set(terms).size, terms.length, 'each word once');
  assert.deepEqual(queryTerms('How do I use the Discord bot token?'), ['discord', 'bot', 'token']);
});
