/** HTTP clients for the serve tests and the soak: raw bytes (for requests fetch refuses to send) and plain requests. */
import http from 'node:http';
import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The socket was closed by the server before a complete response arrived. */
  closedEarly: boolean;
}

/** Parses one HTTP/1.1 response from raw text (enough for the tests: no chunked decoding of the body). */
function parseRawResponse(text: string): RawResponse {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return { status: 0, headers: {}, body: '', closedEarly: true };
  const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: text.slice(end + 4), closedEarly: false };
}

/**
 * Sends `request` byte for byte (malformed Host headers, raw paths) and resolves with whatever came back once the
 * server closes the connection or `timeoutMs` passes. Loopback by default.
 */
export function rawRequest(port: number, request: string | Buffer, timeoutMs = 5000, host = '127.0.0.1'): Promise<RawResponse & { timedOut: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const chunks: Buffer[] = [];
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      socket.destroy();
    }, timeoutMs);
    socket.on('connect', () => socket.write(request));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ ...parseRawResponse(Buffer.concat(chunks).toString('latin1')), timedOut });
    });
  });
}

export interface SimpleResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request with node:http (no redirects followed, no decoding), optionally from a given local address. */
export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; localAddress?: string; agent?: http.Agent; timeoutMs?: number } = {},
): Promise<SimpleResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, localAddress: options.localAddress, agent: options.agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.setTimeout(options.timeoutMs ?? 30_000, () => req.destroy(new Error(`timed out: ${url}`)));
    req.on('error', reject);
    req.end(options.body);
  });
}
