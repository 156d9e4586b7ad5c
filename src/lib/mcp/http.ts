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

export async function handleMcpRequest(request: Request, getData: () => Promise<DocsData>, identity: ServerIdentity): Promise<Response> {
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
  if (Array.isArray(message) && message.length > MAX_BATCH) return refuse(400, `A batch may hold at most ${MAX_BATCH} messages.`, {}, -32600);

  let data: DocsData;
  try {
    data = await getData();
  } catch {
    return refuse(503, 'The docs server is unavailable right now. Please try again.');
  }
  const server = createDocsMcpServer(data, identity);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  try {
    await server.connect(transport);
    const response = await transport.handleRequest(request, { parsedBody: message });
    const headers = new Headers(response.headers);
    headers.set('cache-control', 'no-store');
    return new Response(response.body, { status: response.status, headers });
  } catch {
    return refuse(500, 'The docs server failed on this request.');
  } finally {
    // The JSON answer is complete once handleRequest resolves; the per-request server holds nothing worth keeping.
    void server.close().catch(() => undefined);
  }
}
