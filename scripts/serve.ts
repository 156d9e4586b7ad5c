/** Serves build/ as production does: no trailing slash, .html normalised, real 404s, compression, the headers of
 * build/_headers (as Netlify sends them: security headers with the CSP, long caching of hashed assets), the functions. */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Readable } from 'node:stream';
import sirv from 'sirv';
import { normalisePath, SECURITY_HEADERS, cacheControlFor, headersForPath, parseHeadersFile, type HeaderRule } from '../src/lib/httpPolicy';
import { readFileSync, statSync } from 'node:fs';
import { TokenBucket } from '../src/lib/chat/rateLimit';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Handler = (request: Request, context?: unknown) => Response | Promise<Response>;

/** Loads netlify/functions/<name>.ts once; the same v2 handler runs on Netlify. */
const handlers = new Map<string, Promise<Handler | null>>();
function loadHandler(name: string): Promise<Handler | null> {
  if (!/^[a-z0-9-]+$/.test(name)) return Promise.resolve(null);
  if (!handlers.has(name)) {
    const file = path.join(root, 'netlify/functions', `${name}.ts`);
    handlers.set(
      name,
      existsSync(file) ? import(pathToFileURL(file).href).then((mod: { default: Handler }) => mod.default) : Promise.resolve(null),
    );
  }
  return handlers.get(name)!;
}

function toWebRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  headers.set('x-nf-client-connection-ip', req.socket.remoteAddress ?? '127.0.0.1');
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    // Node's fetch needs this to stream a request body.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

async function sendWebResponse(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, key) => res.setHeader(key, value));
  if (!response.body) {
    res.end();
    return;
  }
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
  res.end();
}

export interface ServeOptions {
  /** Per-client limit on function calls; generous by default so the bench's 200 concurrent requests pass. */
  rateLimit?: TokenBucket;
}

/** The headers rules postbuild wrote into build/_headers (as Netlify reads them), else the static ones without a CSP. */
export function loadHeaderRules(buildDir: string): HeaderRule[] {
  const file = path.join(buildDir, '_headers');
  if (existsSync(file)) return parseHeadersFile(readFileSync(file, 'utf8'));
  console.warn('build/_headers is missing (run `npx tsx scripts/postbuild.ts`): serving without a Content-Security-Policy.');
  return [{ path: '/*', headers: SECURITY_HEADERS }];
}

function headersMtime(buildDir: string): number {
  const file = path.join(buildDir, '_headers');
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

export function createServer(buildDir = path.join(root, 'build'), options: ServeOptions = {}): http.Server {
  const limiter = options.rateLimit ?? new TokenBucket(300, 5);
  // Re-read when a rebuild rewrites build/_headers (postbuild's last step), so a running server never sends a stale
  // CSP or misses the new bundles.
  let headerRules = loadHeaderRules(buildDir);
  let headersVersion = headersMtime(buildDir);
  const notFoundPage = path.join(buildDir, '404.html');
  // sirv lists the files once: the listing is renewed with the headers when postbuild has rewritten build/.
  const listFiles = () =>
    sirv(buildDir, {
      extensions: ['html'],
      brotli: true,
      gzip: true,
      etag: true,
      dotfiles: false,
      setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControlFor(pathname)),
    });
  let assets = listFiles();

  return http.createServer((req, res) => {
    const origin = `http://${req.headers.host ?? 'localhost'}`;
    const url = new URL(req.url ?? '/', origin);
    const version = headersMtime(buildDir);
    if (version !== headersVersion) {
      headersVersion = version;
      headerRules = loadHeaderRules(buildDir);
      assets = listFiles();
    }
    for (const [key, value] of Object.entries(headersForPath(url.pathname, headerRules))) res.setHeader(key, value);

    const fn = /^\/\.netlify\/functions\/([^/]+)\/?$/.exec(url.pathname);
    if (fn) {
      if (!limiter.take(req.socket.remoteAddress ?? 'unknown')) {
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '10' }).end(JSON.stringify({ error: 'Too many requests: wait a few seconds and try again.' }));
        return;
      }
      loadHandler(fn[1])
        .then(async (handler) => {
          if (!handler) {
            res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'No such function.' }));
            return;
          }
          await sendWebResponse(await handler(toWebRequest(req, origin)), res);
        })
        .catch(() => {
          if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: 'The function failed.' }));
        });
      return;
    }

    const target = normalisePath(url.pathname);
    if (target) {
      res.writeHead(301, { Location: target + url.search }).end();
      return;
    }

    const notFound = () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(existsSync(notFoundPage) ? readFileSync(notFoundPage) : 'Not found');
    };
    // Netlify consumes _headers and never serves it.
    if (url.pathname === '/_headers') {
      notFound();
      return;
    }
    assets(req, res, notFound);
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const port = Number(process.env.PORT ?? 3000);
  // SERVE_DIR serves another build (build-plain/, the site with every first-load part off).
  const buildDir = path.resolve(root, process.env.SERVE_DIR ?? 'build');
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    console.error('build/ is missing: run `npm run build` first.');
    process.exit(1);
  }
  createServer(buildDir).listen(port, () => console.log(`Serving build/ at http://localhost:${port}`));
}
