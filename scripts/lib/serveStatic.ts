/**
 * The static half of local serving: files of build/ for GET and HEAD only, pages by their bare path, the page's
 * Markdown twin for `Accept: text/markdown`, precompressed .br/.gz variants (from the sibling folder
 * build-precompressed/, which Netlify does not publish), ETags, and RFC 9110 single ranges.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { acceptsEncoding, cacheControlFor, parseRange } from './httpPolicy';
import { acceptsMarkdown, markdownCopyPath, negotiatePage } from '../../src/lib/llms/markdownPath';
import { htmlCandidates } from '../../src/lib/builtFiles';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.wasm': 'application/wasm',
};

function contentTypeFor(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Files Netlify consumes and never serves, anything hidden, and the precompressed twins (x.html.br, x.js.gz): those
 * are another encoding of a file, sent only as its Content-Encoding, never as a file of their own.
 */
/**
 * Where the precompressed copies of a build's files live: beside the build, not in it, so the folder Netlify
 * publishes holds only what production serves (its CDN compresses on its own). `build/a.js` → `build-precompressed/a.js.br`.
 */
export function precompressedDirOf(buildDir: string): string {
  return `${buildDir.replace(/[\\/]+$/, '')}-precompressed`;
}

function isServable(pathname: string): boolean {
  if (pathname === '/_headers' || pathname === '/_redirects') return false;
  if (/\.(br|gz)$/i.test(pathname)) return false;
  return !pathname.split('/').some((segment) => segment.startsWith('.'));
}

interface Found {
  file: string;
  size: number;
  mtimeMs: number;
}

async function fileAt(file: string): Promise<Found | null> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? { file, size: stats.size, mtimeMs: stats.mtimeMs } : null;
  } catch {
    return null;
  }
}

/** Joins a canonical request path onto the root, refusing anything that would land outside it. */
function inside(root: string, relative: string): string | null {
  const file = path.join(root, relative);
  const rel = path.relative(root, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? null : file;
}

/** The file a bare path stands for: the file itself, `<path>.html`, or `<path>/index.html` (as Docusaurus writes them). */
async function resolveFile(root: string, pathname: string): Promise<Found | null> {
  const candidates = pathname === '/' ? htmlCandidates(pathname) : [pathname, ...htmlCandidates(pathname)];
  for (const candidate of candidates) {
    // /404 is the not-found page's file, not a page; /x/index is /x's own index.html under a second name.
    if (candidate === '404.html' || (/(^|\/)index\.html$/.test(candidate) && candidate === `${pathname.replace(/^\/+/, '')}.html`)) continue;
    const file = inside(root, candidate);
    if (!file) return null;
    const found = await fileAt(file);
    if (found) return found;
  }
  return null;
}

function etagOf(found: Found, variant: string): string {
  return `W/"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}${variant}"`;
}

/**
 * RFC 9110 §13.1.2-3 for GET and HEAD: If-None-Match compares entity tags weakly; only without it, If-Modified-Since
 * holds when the file has not changed since that date (Last-Modified has whole seconds, so the file's time is cut
 * to a second). A date that does not parse is ignored.
 */
function notModified(req: IncomingMessage, etag: string, found: Found): boolean {
  const header = req.headers['if-none-match'];
  if (header) {
    const strip = (tag: string) => tag.trim().replace(/^W\//, '');
    return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
  }
  const since = req.headers['if-modified-since'];
  if (!since) return false;
  const date = Date.parse(since);
  return Number.isFinite(date) && Math.floor(found.mtimeMs / 1000) * 1000 <= date;
}

export interface StaticContext {
  root: string;
  notFoundPage: string;
  /** The folder of precompressed copies (precompressedDirOf(root) unless given). */
  precompressed?: string;
}

/** Sends `found` (or its precompressed variant, or one byte range of it) with its caching headers. */
async function sendFile(req: IncomingMessage, res: ServerResponse, found: Found, urlPath: string, extraVary: string[], context: StaticContext): Promise<void> {
  const type = contentTypeFor(found.file);
  const head = req.method === 'HEAD';
  const rangeHeader = req.method === 'GET' ? req.headers.range : undefined;
  const vary = [...extraVary];
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', cacheControlFor(urlPath));
  res.setHeader('Last-Modified', new Date(found.mtimeMs).toUTCString());

  // A range is of the identity bytes, so a range request is never answered from a compressed variant.
  let body = found;
  let encoding: 'br' | 'gzip' | null = null;
  const compressible = /^(text\/|application\/(json|javascript|xml|manifest\+json|yaml)|image\/svg)/.test(type);
  if (compressible) {
    vary.push('Accept-Encoding');
    if (rangeHeader === undefined) {
      for (const [name, suffix] of [
        ['br', '.br'],
        ['gzip', '.gz'],
      ] as const) {
        if (!acceptsEncoding(req.headers['accept-encoding'], name)) continue;
        const copy = inside(context.precompressed ?? precompressedDirOf(context.root), `${path.relative(context.root, found.file)}${suffix}`);
        const variant = copy ? await fileAt(copy) : null;
        // A copy older than its file is of an earlier build: the file is sent as it is rather than stale bytes.
        if (variant && variant.mtimeMs >= found.mtimeMs) {
          body = variant;
          encoding = name;
          break;
        }
      }
    }
  }
  if (vary.length) res.setHeader('Vary', vary.join(', '));
  const etag = etagOf(found, encoding ? `-${encoding}` : '');
  res.setHeader('ETag', etag);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  else res.setHeader('Accept-Ranges', 'bytes');

  if (notModified(req, etag, found)) {
    res.statusCode = 304;
    res.removeHeader('Content-Type');
    res.end();
    return;
  }

  let start = 0;
  let end = body.size - 1;
  if (!encoding && rangeHeader !== undefined && ifRangeHolds(req, found)) {
    const range = parseRange(rangeHeader, found.size);
    if (range.kind === 'unsatisfiable') {
      res.statusCode = 416;
      res.setHeader('Content-Range', `bytes */${found.size}`);
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end(head ? undefined : 'Range Not Satisfiable\n');
      return;
    }
    if (range.kind === 'partial') {
      start = range.start;
      end = range.end;
      res.statusCode = 206;
      res.setHeader('Content-Range', `bytes ${start}-${end}/${found.size}`);
    }
  }
  res.setHeader('Content-Length', String(Math.max(0, end - start + 1)));
  if (head || body.size === 0) {
    res.end();
    return;
  }
  await pipeline(createReadStream(body.file, { start, end }), res);
}

/** If-Range: the range applies only while the representation is the one the client already holds part of. */
function ifRangeHolds(req: IncomingMessage, found: Found): boolean {
  const raw = req.headers['if-range'];
  const header = Array.isArray(raw) ? raw[0] : raw;
  if (!header) return true;
  // If-Range compares entity tags strongly, and these are weak: a tag never matches, so the whole file is sent.
  if (/^\s*(W\/)?"/.test(header)) return false;
  const date = Date.parse(header);
  return Number.isFinite(date) && Math.floor(found.mtimeMs / 1000) * 1000 <= date;
}

/** Answers a static request for the canonical, normalised `pathname` (redirects are decided before this). */
export async function serveStatic(req: IncomingMessage, res: ServerResponse, pathname: string, context: StaticContext): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method Not Allowed\n');
    return;
  }
  const found = isServable(pathname) ? await resolveFile(context.root, pathname) : null;
  if (!found) {
    await sendNotFound(req, res, context);
    return;
  }
  if (!found.file.endsWith('.html')) {
    await sendFile(req, res, found, pathname, [], context);
    return;
  }
  // A page: its Markdown twin when the client asks for Markdown.
  const accept = req.headers.accept;
  const twin = acceptsMarkdown(accept) ? await fileAt(path.join(context.root, markdownCopyPath(pathname))) : null;
  const form = negotiatePage(accept, twin !== null);
  if (form === 'not-acceptable') {
    res.writeHead(406, { 'Content-Type': 'text/plain; charset=utf-8', Vary: 'Accept' });
    res.end(req.method === 'HEAD' ? undefined : 'This page has no Markdown copy yet; ask for text/html.\n');
    return;
  }
  await sendFile(req, res, form === 'markdown' && twin ? twin : found, pathname, ['Accept'], context);
}

async function sendNotFound(req: IncomingMessage, res: ServerResponse, context: StaticContext): Promise<void> {
  const page = await fileAt(context.notFoundPage);
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  if (!page) {
    res.end(req.method === 'HEAD' ? undefined : 'Not found');
    return;
  }
  res.setHeader('Content-Length', String(page.size));
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await pipeline(createReadStream(page.file), res);
}
