/**
 * The MCP endpoint over HTTP: checks the request (method, content type, size), then answers it with a fresh server
 * and a stateless Streamable HTTP transport in JSON mode, so any instance can answer any request.
 */
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { createDocsMcpServer, type DocsData, type ServerIdentity } from './server';
import { readBoundedBody } from '../readBoundedBody';

/** Tool calls are small JSON-RPC messages; this leaves room for a batch of them and nothing more. */
const MAX_MCP_BODY_BYTES = 64 * 1024;
/** Messages in one batch: each tool call is bounded, so this bounds the work of one request. */
const MAX_BATCH = 10;

const ALLOW = 'POST, OPTIONS';

/** A JSON-RPC error with no id: what the transport itself sends for a request it refuses before reading it. */
function refuse(status: number, message: string, headers: Record<string, string> = {}, code = -32000): Response {
  return new Response(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

/** A JSON-RPC message as far as the checks below need it. */
interface Message {
  jsonrpc?: unknown;
  id?: unknown;
  method?: unknown;
  params?: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Params the tools cannot take, caught before the SDK (whose schema failure would be a -32603 with a dump of schema
 * issues): -32602 with one short sentence. Only tools/call takes named arguments; every method takes params by name.
 */
function invalidParams(message: Message): string | null {
  if (message.params !== undefined && !isPlainObject(message.params)) return 'Invalid params: "params" must be an object.';
  if (message.method !== 'tools/call') return null;
  const params = (message.params ?? {}) as Record<string, unknown>;
  if (typeof params.name !== 'string') return 'Invalid params: "name" must be the name of a tool.';
  if (params.arguments !== undefined && !isPlainObject(params.arguments)) return 'Invalid params: "arguments" must be an object of named arguments.';
  return null;
}

const errorFor = (id: unknown, code: number, message: string) => ({ jsonrpc: '2.0', id: id ?? null, error: { code, message } });

/** Lets the event loop run other requests between two calls, so no batch holds it for longer than one call. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

// Tool calls of this instance run one at a time, each after a turn of the event loop, and the next one waits as long
// as the last one took: however many batches arrive together, tool calls hold at most half of the event loop, and a
// static file or another request waits for at most one call (each bounded), not for one per batch.
let lastCall: Promise<unknown> = Promise.resolve();
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  let started = 0;
  const run = lastCall.then(yieldToOthers, yieldToOthers).then(() => {
    started = performance.now();
    return work();
  });
  lastCall = run.then(
    () => pause(Math.min(250, performance.now() - started)),
    () => pause(Math.min(250, performance.now() - started)),
  );
  return run;
}

export interface McpRequestOptions {
  /**
   * Counts `calls` (one per message, so a batch of ten counts ten) against the client's allowance: 0 to go ahead,
   * else the seconds to wait (429 with Retry-After). Netlify's rateLimit counts requests; this counts calls.
   */
  admit?: (calls: number) => number;
}

/** One message through a fresh server and a stateless transport: its JSON answer (null for a notification). */
async function answerOne(request: Request, message: unknown, data: DocsData, identity: ServerIdentity): Promise<Response> {
  const server = createDocsMcpServer(data, identity);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  try {
    await server.connect(transport);
    return await transport.handleRequest(request, { parsedBody: message });
  } finally {
    // The JSON answer is complete once handleRequest resolves; the per-request server holds nothing worth keeping.
    void server.close().catch(() => undefined);
  }
}

export async function handleMcpRequest(
  request: Request,
  getData: () => Promise<DocsData>,
  identity: ServerIdentity,
  options: McpRequestOptions = {},
): Promise<Response> {
  // Same-origin preflight only: no Access-Control-Allow-Origin is sent, so web pages elsewhere cannot call this.
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: { allow: ALLOW } });
  // Stateless: no server-sent stream to open with GET and no session to end with DELETE.
  if (request.method !== 'POST') return refuse(405, 'Method not allowed: send MCP messages with POST.', { allow: ALLOW });
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) {
    return refuse(415, 'Unsupported media type: send JSON-RPC as application/json.');
  }
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (!Number.isFinite(declared) || declared > MAX_MCP_BODY_BYTES) return refuse(413, `The request body is larger than ${MAX_MCP_BODY_BYTES / 1024} KB.`);

  const body = await readBoundedBody(request, MAX_MCP_BODY_BYTES);
  if (body === null) return refuse(413, `The request body is larger than ${MAX_MCP_BODY_BYTES / 1024} KB.`);
  let message: unknown;
  try {
    message = JSON.parse(body);
  } catch {
    return refuse(400, 'Parse error: the body is not valid JSON.', {}, -32700);
  }
  const batch = Array.isArray(message);
  const messages: unknown[] = batch ? (message as unknown[]) : [message];
  if (messages.length === 0) return refuse(400, 'Invalid Request: the batch is empty.', {}, -32600);
  if (messages.length > MAX_BATCH) return refuse(400, `A batch may hold at most ${MAX_BATCH} messages.`, {}, -32600);
  const retryAfter = options.admit?.(messages.length) ?? 0;
  if (retryAfter > 0) {
    return refuse(429, 'Too many requests: each message of a batch counts as one call. Wait a little and try again.', { 'retry-after': String(retryAfter) });
  }

  let data: DocsData;
  try {
    data = await getData();
  } catch {
    return refuse(503, 'The docs server is unavailable right now. Please try again.');
  }
  try {
    // Each message is answered on its own, with a turn of the event loop between two, so a batch costs the sum of
    // its calls (each bounded) but never holds other requests for the whole of it.
    const answers: unknown[] = [];
    let single: Response | null = null;
    for (const item of messages) {
      const problem = isPlainObject(item) ? invalidParams(item) : null;
      if (problem) {
        if ((item as Message).id !== undefined) answers.push(errorFor((item as Message).id, -32602, problem));
        continue;
      }
      const response = await oneAtATime(() => answerOne(request, item, data, identity));
      if (!batch) single = response;
      else if (response.status !== 202) {
        const text = await response.text();
        if (text) answers.push(JSON.parse(text) as unknown);
      } else await response.body?.cancel();
    }
    if (single) {
      const headers = new Headers(single.headers);
      headers.set('cache-control', 'no-store');
      return new Response(single.body, { status: single.status, headers });
    }
    const payload = batch ? answers : answers[0];
    if (payload === undefined || (batch && answers.length === 0)) return new Response(null, { status: 202, headers: { 'cache-control': 'no-store' } });
    return new Response(JSON.stringify(payload), { status: 200, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
  } catch {
    return refuse(500, 'The docs server failed on this request.');
  }
}
