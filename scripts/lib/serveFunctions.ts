/** Local serving of the Netlify v2 functions: a fixed route table, bounded body reads, streamed responses. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { WindowLimiter, type RateLimitConfig } from '../../src/lib/rateLimit';
import { workerFunction } from './functionWorker';

/** A v2 handler: a web Request in, a Response out (the context carries what Netlify's does that we can know). */
type Handler = (request: Request, context: { ip: string }) => Response | Promise<Response>;

/** What a function module may export besides its handler (a subset of Netlify's `Config`). */
interface FunctionConfig {
  path?: string | string[];
  method?: string | string[];
  rateLimit?: RateLimitConfig;
}

export interface LocalFunction {
  name: string;
  handler: Handler;
  methods: Set<string> | null;
  limiter: WindowLimiter | null;
  rateLimit: RateLimitConfig | null;
}

/** The mounted functions: exact paths, and `/prefix/*` patterns. */
export interface FunctionTable {
  exact: Map<string, LocalFunction>;
  prefixes: Array<{ prefix: string; fn: LocalFunction }>;
  names: string[];
  /** Stops the functions' worker threads (none when they run in the server's own thread). */
  close?: () => Promise<void>;
}

const MODULE_EXTENSIONS = ['.ts', '.mts', '.js', '.mjs'];

/**
 * The function files of `dir`, found once: `<name>.ts` (or .mts/.js/.mjs), `<name>/index.ts` or `<name>/<name>.ts`,
 * as Netlify discovers them. Names come from the file system only, never from a request.
 */
export function discoverFunctions(dir: string): Array<{ name: string; file: string }> {
  let entries: string[];
  try {
    entries = readdirSync(dir).sort();
  } catch {
    return [];
  }
  const found: Array<{ name: string; file: string }> = [];
  for (const entry of entries) {
    const full = path.join(dir, entry);
    let stats;
    try {
      stats = statSync(full);
    } catch {
      continue;
    }
    if (stats.isFile()) {
      const ext = path.extname(entry);
      const name = entry.slice(0, -ext.length);
      if (MODULE_EXTENSIONS.includes(ext) && /^[A-Za-z0-9_-]+$/.test(name) && !/\.(test|d)$/.test(name)) found.push({ name, file: full });
    } else if (stats.isDirectory() && /^[A-Za-z0-9_-]+$/.test(entry)) {
      for (const candidate of MODULE_EXTENSIONS.flatMap((ext) => [`index${ext}`, `${entry}${ext}`])) {
        const file = path.join(full, candidate);
        try {
          if (statSync(file).isFile()) {
            found.push({ name: entry, file });
            break;
          }
        } catch {
          // not this candidate
        }
      }
    }
  }
  return found;
}

/** Route paths a function answers: its default URL, and its `config.path` (exact, or ending in `/*`). */
function routesOf(name: string, config: FunctionConfig, warn: (message: string) => void): string[] {
  const routes = [`/.netlify/functions/${name}`];
  for (const route of config.path === undefined ? [] : Array.isArray(config.path) ? config.path : [config.path]) {
    // Netlify reads URLPattern syntax; local serving understands the two forms the site uses.
    if (typeof route === 'string' && /^\/[^*:?#]*(\/\*)?$/.test(route)) routes.push(route.length > 1 ? route.replace(/\/$/, '') : route);
    else warn(`function ${name}: config.path ${JSON.stringify(route)} is not served locally (only exact paths and /prefix/*)`);
  }
  return [...new Set(routes)];
}

function validRateLimit(value: unknown): RateLimitConfig | null {
  const limit = value as RateLimitConfig | undefined;
  if (!limit || !Number.isInteger(limit.windowLimit) || !(limit.windowSize > 0) || limit.windowLimit < 1) return null;
  return limit;
}

/** Imports every discovered function once and builds the route table. A module that fails to load is left out, loudly. */
export async function loadFunctionTable(
  dir: string,
  options: { rateLimits?: boolean; warn?: (message: string) => void; workers?: boolean } = {},
): Promise<FunctionTable> {
  const warn = options.warn ?? ((message: string) => console.warn(`[serve] ${message}`));
  const workers: Array<() => Promise<void>> = [];
  const table: FunctionTable = { exact: new Map(), prefixes: [], names: [], close: async () => void (await Promise.all(workers.map((close) => close()))) };
  for (const { name, file } of discoverFunctions(dir)) {
    let mod: { default?: unknown; config?: FunctionConfig };
    try {
      mod = (await import(pathToFileURL(file).href)) as typeof mod;
    } catch (error) {
      warn(`function ${name} failed to load and is not served: ${(error as Error).stack ?? String(error)}`);
      continue;
    }
    if (typeof mod.default !== 'function') {
      warn(`function ${name} has no default export handler and is not served`);
      continue;
    }
    const config = mod.config ?? {};
    const methods = config.method === undefined ? null : new Set((Array.isArray(config.method) ? config.method : [config.method]).map((m) => m.toUpperCase()));
    const rateLimit = options.rateLimits === false ? null : validRateLimit(config.rateLimit);
    // The module is imported here for its config; with workers (the default) its handler runs in a thread of its own.
    let handler = mod.default as Handler;
    if (options.workers !== false) {
      const worker = workerFunction(file, warn);
      workers.push(worker.close);
      handler = worker.handler;
    }
    const fn: LocalFunction = {
      name,
      handler,
      methods,
      rateLimit,
      limiter: rateLimit ? new WindowLimiter(rateLimit.windowLimit, rateLimit.windowSize * 1000) : null,
    };
    table.names.push(name);
    for (const route of routesOf(name, config, warn)) {
      if (route.endsWith('/*')) table.prefixes.push({ prefix: route.slice(0, -1), fn });
      else table.exact.set(route, fn);
    }
  }
  return table;
}

/** The function a path and method reach, if any (a function limited to some methods does not see the others). */
export function matchFunction(table: FunctionTable, pathname: string, method: string): LocalFunction | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  let fn = table.exact.get(trimmed) ?? null;
  if (!fn) {
    for (const { prefix, fn: candidate } of table.prefixes) {
      if (trimmed === prefix.slice(0, -1) || pathname.startsWith(prefix)) {
        fn = candidate;
        break;
      }
    }
  }
  if (!fn) return null;
  if (fn.methods && !fn.methods.has(method) && !(method === 'HEAD' && fn.methods.has('GET'))) return null;
  return fn;
}

export class BodyError extends Error {
  constructor(
    readonly status: 408 | 413,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Reads a request body whole, within `maxBytes` and `timeoutMs` from the first byte awaited: a slow or endless body
 * is refused (408/413) instead of holding a connection and its memory.
 */
export function readBody(req: IncomingMessage, maxBytes: number, timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      reject(new BodyError(413, `The request body is larger than ${Math.round(maxBytes / 1024)} KB.`));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (error: Error | null, body?: Buffer) => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onAborted);
      if (error) reject(error);
      else resolve(body!);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) finish(new BodyError(413, `The request body is larger than ${Math.round(maxBytes / 1024)} KB.`));
      else chunks.push(chunk);
    };
    const onEnd = () => finish(null, Buffer.concat(chunks));
    const onError = (error: Error) => finish(error);
    const onAborted = () => finish(new Error('the client aborted the request'));
    const timer = setTimeout(() => finish(new BodyError(408, 'The request body took too long to arrive.')), timeoutMs);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onAborted);
  });
}

/** The web Request a v2 handler expects, with the body already read (so the handler never waits on the network). */
export function toWebRequest(req: IncomingMessage, origin: string, pathAndQuery: string, body: Buffer | null, ip: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    // Netlify sets its own x-nf-* headers; a client's are not to be believed.
    if (key.startsWith('x-nf-') || value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else headers.set(key, value);
  }
  headers.set('x-nf-client-connection-ip', ip);
  return new Request(new URL(pathAndQuery, origin), {
    method: req.method,
    headers,
    body: body && req.method !== 'GET' && req.method !== 'HEAD' ? new Uint8Array(body) : undefined,
  });
}

/** Waits until `res` can take more, or has closed (a client that left must not hold the pump forever). */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/** Streams a web Response to the client with backpressure; a client that disconnects cancels the handler's stream. */
export async function sendWebResponse(response: Response, req: IncomingMessage, res: ServerResponse): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') res.setHeader(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader('set-cookie', cookies);
  if (!response.body || req.method === 'HEAD') {
    await response.body?.cancel().catch(() => {});
    res.end();
    return;
  }
  const reader = response.body.getReader();
  const cancel = () => {
    reader.cancel().catch(() => {});
  };
  res.on('close', cancel);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || res.destroyed) break;
      if (!res.write(value)) await drained(res);
    }
    if (!res.destroyed) res.end();
  } finally {
    res.off('close', cancel);
  }
}
