/** Serves build/ as production does: no trailing slash, .html normalised, real 404s, compression (from the copies in
 * build-precompressed/, beside build/), the headers of build/_headers (as Netlify sends them: security headers with
 * the CSP, long caching of hashed assets), the functions
 * (at /.netlify/functions/<name> and at their config.path, with their config.rateLimit), and Markdown twins of pages
 * for `Accept: text/markdown`. No request can stop it or hold it: every request is guarded, bodies and headers are
 * read against deadlines, paths are decoded and resolved before use, and only the functions found at start exist. */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  SECURITY_HEADERS,
  clientAddress,
  headersForPath,
  isValidHost,
  parseHeadersFile,
  parseTrustedProxies,
  redirectFor,
  requestTarget,
  safeLocation,
  type HeaderRule,
} from './lib/httpPolicy';
import { BodyError, loadFunctionTable, matchFunction, readBody, sendWebResponse, toWebRequest, type FunctionTable } from './lib/serveFunctions';
import { serveStatic, type StaticContext } from './lib/serveStatic';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServeOptions {
  /**
   * Enforce each function's `config.rateLimit` as Netlify does (predict: 30 requests per 60 s per client IP).
   * Default true; the bench's in-process load test turns it off to measure the function, not the limit.
   */
  rateLimits?: boolean;
  /** Where the functions live (default netlify/functions); read once, when the server is created. */
  functionsDir?: string;
  /** Deadlines, in ms: a function's request body, the request headers, the whole request, an idle socket. */
  timeouts?: Partial<Record<'body' | 'headers' | 'request' | 'idle', number>>;
  /** Largest request body a function is handed (its own checks may be stricter). */
  maxBodyBytes?: number;
  /** Called first for every request; the fault-injection tests throw from it to exercise the top-level guard. */
  onRequest?: (req: IncomingMessage) => void;
  /** Where errors and warnings go (default console.error). */
  log?: (message: string) => void;
  /**
   * Addresses of reverse proxies whose X-Forwarded-For names the client (the command line reads
   * SERVE_TRUSTED_PROXIES). None by default: every client is keyed by its socket address.
   */
  trustedProxies?: string[];
  /**
   * Run each function in a worker thread of its own (default true), as Netlify runs functions apart from the files
   * it serves, so a costly call never holds a static page; false runs them in the server's thread.
   */
  functionWorkers?: boolean;
}

/** The methods served (RFC 9110 §9 plus PATCH); any other, TRACE and CONNECT included, is 501 before routing. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']);

/** A complete HTTP/1.1 answer for a socket no ServerResponse owns (a parse error, CONNECT), and the end of it. */
function rawAnswer(socket: Duplex, status: number, reason: string): void {
  const body = `${reason}\n`;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** What a request line that the parser refused gets: 501 for a well-formed line with a method it does not know. */
function parseErrorAnswer(error: NodeJS.ErrnoException & { rawPacket?: Buffer }): [number, string] {
  if (error.code === 'HPE_HEADER_OVERFLOW') return [431, 'Request Header Fields Too Large'];
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'Request Timeout'];
  // The refused request starts after the last complete one in the packet (pipelined requests share a packet).
  const packet = error.rawPacket?.toString('latin1') ?? '';
  const parsed = (error as { bytesParsed?: number }).bytesParsed ?? packet.length;
  const start = packet.lastIndexOf('\r\n\r\n', parsed);
  const line = packet.slice(start < 0 ? 0 : start + 4).split('\n', 1)[0];
  if (error.code === 'HPE_INVALID_METHOD' && /^[!#$%&'*+.^_`|~0-9A-Za-z-]+ \S+ HTTP\/1\.[01]\r?$/.test(line)) return [501, 'Not Implemented'];
  return [400, 'Bad Request'];
}

const DEFAULT_TIMEOUTS = { body: 10_000, headers: 10_000, request: 30_000, idle: 60_000 };
const DEFAULT_MAX_BODY = 1024 * 1024;

/** The headers rules postbuild wrote into build/_headers (as Netlify reads them), else the static ones without a CSP. */
export function loadHeaderRules(buildDir: string, log: (message: string) => void = console.warn): HeaderRule[] {
  const file = path.join(buildDir, '_headers');
  if (existsSync(file)) return parseHeadersFile(readFileSync(file, 'utf8'));
  log('build/_headers is missing (run `npx tsx scripts/postbuild.ts`): serving without a Content-Security-Policy.');
  return [{ path: '/*', headers: SECURITY_HEADERS }];
}

function headersMtime(buildDir: string): number {
  try {
    return statSync(path.join(buildDir, '_headers')).mtimeMs;
  } catch {
    return 0;
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
  res.end(`${text}\n`);
}

export function createServer(buildDir = path.join(root, 'build'), options: ServeOptions = {}): http.Server {
  const log = options.log ?? ((message: string) => console.error(`[serve] ${message}`));
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY;
  const trustedProxies = parseTrustedProxies((options.trustedProxies ?? []).join(','));
  const staticContext: StaticContext = { root: buildDir, notFoundPage: path.join(buildDir, '404.html') };
  // The functions are discovered and imported once; no name from a URL ever reaches the file system or import().
  const functions: Promise<FunctionTable> = loadFunctionTable(options.functionsDir ?? path.join(root, 'netlify/functions'), {
    rateLimits: options.rateLimits !== false,
    warn: log,
    workers: options.functionWorkers !== false,
  }).catch((error: unknown) => {
    log(`the functions could not be loaded, none is served: ${(error as Error).stack ?? String(error)}`);
    return { exact: new Map(), prefixes: [], names: [] };
  });
  // Re-read when a rebuild rewrites build/_headers (postbuild's last step), so a running server never sends a stale
  // CSP; a file it cannot read keeps the rules it had.
  let headerRules = loadHeaderRules(buildDir, log);
  let headersVersion = headersMtime(buildDir);
  const currentHeaderRules = (): HeaderRule[] => {
    const version = headersMtime(buildDir);
    if (version !== headersVersion) {
      headersVersion = version;
      try {
        headerRules = loadHeaderRules(buildDir, log);
      } catch (error) {
        log(`build/_headers could not be read, keeping the previous rules: ${(error as Error).message}`);
      }
    }
    return headerRules;
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    options.onRequest?.(req);
    // RFC 9110 §2.5: a server answers only the major version it speaks, and this one speaks HTTP/1.0 and 1.1.
    if (req.httpVersion !== '1.1' && req.httpVersion !== '1.0') {
      req.resume();
      sendText(res, 505, 'HTTP Version Not Supported: use HTTP/1.1.', { connection: 'close' });
      return;
    }
    const host = req.headers.host;
    // RFC 9112 §3.2: more than one Host field, or an invalid one, is a 400 (Node keeps only the first of several).
    const hostFields = req.rawHeaders.filter((_, i) => i % 2 === 0 && req.rawHeaders[i].toLowerCase() === 'host').length;
    if (hostFields > 1 || !isValidHost(host)) {
      req.resume();
      sendText(res, 400, 'Bad Request: the Host header is missing, repeated or malformed.', { connection: 'close' });
      return;
    }
    if (!METHODS.has(req.method ?? '')) {
      // Answered before any route, so an unknown method never reaches a function nor spends a rate-limit slot.
      req.resume();
      sendText(res, 501, 'Not Implemented: this server answers GET, HEAD, POST, PUT, DELETE, OPTIONS and PATCH.', { connection: 'close' });
      return;
    }
    // RFC 9112 §3.2.4: the asterisk form asks about the server as a whole, and only OPTIONS may use it.
    if (req.url === '*' && req.method === 'OPTIONS') {
      req.resume();
      res.writeHead(204, { Allow: [...METHODS].join(', ') }).end();
      return;
    }
    const target = requestTarget(req.url ?? '');
    if (!target) {
      sendText(res, 400, 'Bad Request: the request target is not a valid path.', { connection: 'close' });
      return;
    }
    for (const [key, value] of Object.entries(headersForPath(target.canonical, currentHeaderRules()))) res.setHeader(key, value);

    const method = req.method ?? 'GET';
    const table = await functions;
    const fn = matchFunction(table, target.canonical, method);
    if (fn) {
      const ip = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedProxies);
      const retryAfter = fn.limiter?.take(ip) ?? 0;
      if (retryAfter > 0) {
        // The policy of the function's config.rateLimit, which Netlify enforces in production.
        sendJson(res, 429, { error: 'Too many requests: wait a little and try again.' }, { 'retry-after': String(retryAfter) });
        req.resume();
        return;
      }
      let body: Buffer | null = null;
      if (method !== 'GET' && method !== 'HEAD') {
        try {
          body = await readBody(req, maxBodyBytes, timeouts.body);
        } catch (error) {
          if (error instanceof BodyError) {
            sendJson(res, error.status, { error: error.message }, { connection: 'close' });
            // Stop reading whatever the client still sends; the response above is flushed first.
            res.on('finish', () => req.socket.destroy());
          } else req.socket.destroy();
          return;
        }
      }
      let response: Response;
      try {
        response = await fn.handler(toWebRequest(req, `http://${host}`, safeLocation(target.canonical, target.search), body, ip), { ip });
      } catch (error) {
        log(`function ${fn.name} threw: ${(error as Error).stack ?? String(error)}`);
        sendJson(res, 500, { error: 'The function failed.' });
        return;
      }
      await sendWebResponse(response, req, res);
      return;
    }
    if (target.canonical.startsWith('/.netlify/')) {
      // Only the functions found at start exist; an unknown name costs nothing and is not remembered.
      req.resume();
      sendJson(res, 404, { error: 'No such function.' });
      return;
    }

    const location = redirectFor(target);
    if (location) {
      res.writeHead(301, { Location: location }).end();
      return;
    }
    await serveStatic(req, res, target.canonical, staticContext);
  }

  const inFlight = new WeakMap<Duplex, number>();
  const server = http.createServer(
    {
      headersTimeout: timeouts.headers,
      requestTimeout: timeouts.request,
      // How often Node checks the two deadlines above (its default, 30 s, would let them overrun by that much).
      connectionsCheckingInterval: Math.min(1000, timeouts.headers),
    },
    (req, res) => {
      // Responses still owed on this connection: a parse error later in a pipeline waits for them (see clientError).
      const socket = req.socket;
      inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
      res.on('close', () => {
        const left = (inFlight.get(socket) ?? 1) - 1;
        inFlight.set(socket, left);
        if (left === 0) socket.emit('responses-sent');
      });
      handle(req, res).catch((error: unknown) => {
        const code = (error as NodeJS.ErrnoException)?.code;
        // A client that leaves mid-response is not a server error.
        if (code !== 'ERR_STREAM_PREMATURE_CLOSE' && code !== 'ECONNRESET' && code !== 'EPIPE') {
          log(`${req.method} ${req.url}: ${(error as Error)?.stack ?? String(error)}`);
        }
        if (!res.headersSent && !res.destroyed) {
          for (const name of res.getHeaderNames()) res.removeHeader(name);
          sendText(res, 500, 'Internal Server Error', SECURITY_HEADERS);
        } else res.destroy();
      });
    },
  );
  server.setTimeout(timeouts.idle);
  // A request the parser refuses (a garbage line, a bad header) is answered after every response owed before it on
  // the same connection, in order, as pipelining requires; then the connection closes.
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    // A connection the client reset or broke has no one left to answer.
    if (error.code === 'ECONNRESET' || error.code === 'EPIPE') {
      socket.destroy();
      return;
    }
    const [status, reason] = parseErrorAnswer(error);
    if ((inFlight.get(socket) ?? 0) > 0) socket.once('responses-sent', () => rawAnswer(socket, status, reason));
    else rawAnswer(socket, status, reason);
  });
  // CONNECT (a tunnel request) is not a method a web server implements: answered, never left hanging.
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => rawAnswer(socket, 501, 'Not Implemented'));
  server.on('close', () => {
    void functions.then((table) => table.close?.());
  });
  return server;
}

/** Reads `--host`, `--port` (or `--host=…`) and PORT; loopback and 3000 unless told otherwise. */
export function parseServeArgs(argv: string[], env: NodeJS.ProcessEnv): { host: string; port: number } {
  let host = '127.0.0.1';
  let port: string | undefined = env.PORT;
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    if (flag !== '--host' && flag !== '--port') throw new Error(`unknown option ${argv[i]} (use --host <address> and --port <number>)`);
    const value = inline ?? argv[++i];
    if (value === undefined || value === '') throw new Error(`${flag} needs a value`);
    if (flag === '--host') host = value;
    else port = value;
  }
  const number = port === undefined || port === '' ? 3000 : Number(port);
  if (!Number.isInteger(number) || number < 0 || number > 65535) throw new Error(`the port must be a number from 0 to 65535, not ${port}`);
  return { host, port: number };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  let address: { host: string; port: number };
  try {
    address = parseServeArgs(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`serve: ${(error as Error).message}`);
    process.exit(2);
  }
  // SERVE_DIR serves another build (build-plain/, the site with every first-load part off).
  const buildDir = path.resolve(root, process.env.SERVE_DIR ?? 'build');
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    console.error('build/ is missing: run `npm run build` first.');
    process.exit(1);
  }
  let trustedProxies: string[];
  try {
    trustedProxies = [...parseTrustedProxies(process.env.SERVE_TRUSTED_PROXIES)];
  } catch (error) {
    console.error(`serve: SERVE_TRUSTED_PROXIES: ${(error as Error).message}`);
    process.exit(2);
  }
  const server = createServer(buildDir, { trustedProxies });
  server.on('error', (error) => {
    console.error(`serve: cannot listen on ${address.host}:${address.port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(address.port, address.host, () => {
    const { port } = server.address() as { port: number };
    const shown = address.host.includes(':') ? `[${address.host}]` : address.host;
    console.log(`Serving build/ at http://${shown}:${port}`);
  });
}
