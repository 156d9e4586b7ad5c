/**
 * A stand-in for an OpenAI-compatible provider, so the quickstart check can run an agent without a key or the
 * internet: /v1/models, /v1/chat/completions (plain and streamed) and /v1/embeddings, on loopback only.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stub answers to every chat request; the check looks for it in the agent's reply. */
export const STUB_REPLY = 'Hello from the quickstart stub model.';

/**
 * One answer that fits every template the 1.2.0 bootstrap plugin sends: the message handler reads <thought>,
 * <actions>, <providers> and <text>; the should-respond check reads <action>; the reply action reads <message>.
 */
const STUB_COMPLETION = [
  '<response>',
  '<thought>The quickstart check is talking to me; I answer with the fixed line.</thought>',
  '<name>Eliza</name>',
  '<reasoning>A direct message gets an answer.</reasoning>',
  '<action>RESPOND</action>',
  '<actions>REPLY</actions>',
  '<providers></providers>',
  `<text>${STUB_REPLY}</text>`,
  `<message>${STUB_REPLY}</message>`,
  '</response>',
].join('\n');

interface StubRequest {
  method: string;
  path: string;
}

export interface StubServer {
  url: string;
  /** Every request the stub served, in order (method and path). */
  requests: StubRequest[];
  close: () => Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** A deterministic unit-length vector, so repeated texts embed alike. */
export function stubEmbedding(text: string, dimensions: number): number[] {
  let seed = 2166136261;
  for (const char of text) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619) >>> 0;
  const vector = Array.from({ length: dimensions }, (_, i) => Math.sin(seed + i * 12.9898));
  const norm = Math.hypot(...vector) || 1;
  return vector.map((value) => value / norm);
}

function chatCompletion(model: string, stream: boolean, response: ServerResponse): void {
  const id = `chatcmpl-stub-${Date.now()}`;
  const created = Math.floor(Date.now() / 1000);
  const usage = { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 };
  if (!stream) {
    json(response, 200, {
      id,
      object: 'chat.completion',
      created,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content: STUB_COMPLETION }, finish_reason: 'stop' }],
      usage,
    });
    return;
  }
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const chunk = (delta: Record<string, unknown>, finish: string | null) =>
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  response.write(chunk({ role: 'assistant', content: STUB_COMPLETION }, null));
  response.write(chunk({}, 'stop'));
  response.end('data: [DONE]\n\n');
}

/** Handles one request; exported so the unit test can drive it without a socket. */
async function handleStubRequest(request: IncomingMessage, response: ServerResponse, log: StubRequest[]): Promise<void> {
  const path = (request.url ?? '/').split('?')[0].replace(/\/+$/, '');
  const method = request.method ?? 'GET';
  log.push({ method, path });
  const body = method === 'POST' ? await readBody(request) : '';
  let payload: Record<string, unknown> = {};
  try {
    payload = body ? (JSON.parse(body) as Record<string, unknown>) : {};
  } catch {
    json(response, 400, { error: { message: 'body is not JSON', type: 'invalid_request_error' } });
    return;
  }
  if (method === 'GET' && path === '/v1/models') {
    json(response, 200, { object: 'list', data: [{ id: 'stub-model', object: 'model', created: 0, owned_by: 'stub' }] });
  } else if (method === 'POST' && path === '/v1/chat/completions') {
    chatCompletion(String(payload.model ?? 'stub-model'), payload.stream === true, response);
  } else if (method === 'POST' && path === '/v1/embeddings') {
    const inputs = Array.isArray(payload.input) ? payload.input.map(String) : [String(payload.input ?? '')];
    const dimensions = typeof payload.dimensions === 'number' ? payload.dimensions : 1536;
    json(response, 200, {
      object: 'list',
      model: String(payload.model ?? 'stub-embedding'),
      data: inputs.map((input, index) => ({ object: 'embedding', index, embedding: stubEmbedding(input, dimensions) })),
      usage: { prompt_tokens: 1, total_tokens: 1 },
    });
  } else {
    json(response, 404, { error: { message: `the stub has no ${method} ${path}`, type: 'invalid_request_error' } });
  }
}

/** Starts the stub on 127.0.0.1 (port 0 picks a free one). */
export async function startStub(port: number): Promise<StubServer> {
  const requests: StubRequest[] = [];
  const server: Server = createServer((request, response) => {
    handleStubRequest(request, response, requests).catch((error: unknown) => json(response, 500, { error: { message: String(error) } }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
