/**
 * HTTP rules shared by local serving, netlify.toml and the generated build/_headers: URL normalisation, security
 * headers (with the Content-Security-Policy), cache headers.
 */
import { createHash } from 'node:crypto';
import { canonicalAddress } from '../../src/lib/rateLimit';

/** Where a request path should be redirected to (no trailing slash; /index.html and .html give the bare path), or null to serve it. */
export function normalisePath(pathname: string): string | null {
  if (pathname === '/' || pathname.startsWith('/.netlify/')) return null;
  let next = pathname;
  if (next.endsWith('/index.html')) next = next.slice(0, -'/index.html'.length);
  else if (next.endsWith('.html')) next = next.slice(0, -'.html'.length);
  if (next.length > 1 && next.endsWith('/')) next = next.replace(/\/+$/, '');
  if (next === '') next = '/';
  return next === pathname ? null : next;
}

export const SECURITY_HEADERS: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
};

/**
 * What the pages need and nothing more. Inline scripts are allowed by hash only (see inlineScriptHashes); styles
 * allow 'unsafe-inline' because React and Docusaurus write style attributes. No 'unsafe-eval' anywhere.
 */
const CSP_DIRECTIVES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['default-src', ["'self'"]],
  ['script-src', ["'self'"]],
  ['style-src', ["'self'", "'unsafe-inline'"]],
  ['img-src', ["'self'", 'data:']],
  ['font-src', ["'self'", 'data:']],
  // The search index, the Ask AI function (/.netlify/functions/predict) and route chunks are all same-origin;
  // the REST reference's "Send API request" talks to the reader's own agent server, on localhost by default.
  ['connect-src', ["'self'", 'http://localhost:*', 'http://127.0.0.1:*']],
  // The search plugin runs its index in a same-origin worker.
  ['worker-src', ["'self'"]],
  // The video gallery's facade loads the privacy-enhanced YouTube player on click.
  ['frame-src', ['https://www.youtube-nocookie.com']],
  ['manifest-src', ["'self'"]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['form-action', ["'self'"]],
  ['frame-ancestors', ["'none'"]],
];

/** The Content-Security-Policy header value, with `script-src` extended by the given 'sha256-…' sources. */
export function contentSecurityPolicy(scriptHashes: Iterable<string>): string {
  const hashes = [...new Set(scriptHashes)].sort().map((hash) => `'${hash}'`);
  return CSP_DIRECTIVES.map(([name, sources]) => [name, ...sources, ...(name === 'script-src' ? hashes : [])].join(' ')).join('; ');
}

/** Script types the browser executes (a JSON-LD or other data block is not subject to script-src). */
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;

/** The source text of every inline script the browser would run, exactly as the HTML holds it. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1];
    if (/(^|\s)src\s*=/i.test(attributes)) continue;
    const type = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    if (type && !EXECUTABLE_TYPE.test((type[1] ?? type[2] ?? type[3] ?? '').trim())) continue;
    scripts.push(match[2]);
  }
  return scripts;
}

/** The CSP source for one inline script: sha256 of its UTF-8 text, base64. */
export function scriptHash(source: string): string {
  return `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;
}

/** One block of a Netlify `_headers` file: a path pattern and the headers it gets. */
export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

/** The rules build/_headers holds: every security header (CSP included) on every path, long caching on /assets. */
export function headerRules(scriptHashes: Iterable<string>): HeaderRule[] {
  return [
    { path: '/*', headers: { ...SECURITY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy(scriptHashes) } },
    { path: '/assets/*', headers: { 'Cache-Control': cacheControlFor('/assets/') } },
  ];
}

/** Netlify's `_headers` syntax: a path on its own line, then indented `Name: value` lines. */
export function formatHeadersFile(rules: HeaderRule[], comment: string): string {
  const lines = comment.split('\n').map((line) => `# ${line}`);
  for (const rule of rules) {
    lines.push(rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`));
  }
  return `${lines.join('\n')}\n`;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trimEnd();
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const colon = line.indexOf(':');
    const current = rules[rules.length - 1];
    if (colon < 0 || !current) throw new Error(`_headers: cannot read the line "${line.trim()}"`);
    current.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** The headers Netlify would add to a path: every matching rule, later rules overriding earlier ones. */
export function headersForPath(pathname: string, rules: HeaderRule[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    const matches = rule.path.endsWith('/*') ? pathname === rule.path.slice(0, -2) || pathname.startsWith(rule.path.slice(0, -1)) : pathname === rule.path;
    if (matches) Object.assign(headers, rule.headers);
  }
  return headers;
}

/** Hashed bundles never change, so they may be cached for a year; everything else is revalidated. */
export function cacheControlFor(pathname: string): string {
  if (/^\/assets\//.test(pathname) || /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$/.test(pathname)) {
    return 'public, max-age=31536000, immutable';
  }
  return 'public, max-age=0, must-revalidate';
}

/** A request target reduced to what the server may act on: the decoded path with dot segments resolved. */
export interface RequestTarget {
  /** The path as the client sent it, percent-decoded (what a redirect is compared against). */
  decoded: string;
  /** `decoded` with `.`/`..` segments resolved (never above the root) and runs of slashes collapsed. */
  canonical: string;
  /** The query string with its leading `?`, or ''. */
  search: string;
}

/**
 * Reads the request line's target without trusting the Host header (a malformed Host must not make it unparsable)
 * and without letting a URL parser turn `//host/` into another authority. Origin form (`/path?query`) and absolute
 * form (`http://host/path`, which proxies send) are accepted; anything else, bad percent-encoding or a NUL is null.
 */
export function requestTarget(raw: string): RequestTarget | null {
  let target = raw;
  if (!target.startsWith('/')) {
    if (!/^https?:\/\//i.test(target)) return null;
    const afterScheme = target.indexOf('//') + 2;
    const pathStart = target.slice(afterScheme).search(/[/?]/);
    target = pathStart < 0 ? '/' : target.slice(afterScheme + pathStart);
    if (!target.startsWith('/')) target = `/${target}`;
  }
  const hash = target.indexOf('#');
  if (hash >= 0) target = target.slice(0, hash);
  const query = target.indexOf('?');
  const rawPath = query >= 0 ? target.slice(0, query) : target;
  const search = query >= 0 ? target.slice(query) : '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  return { decoded, canonical: canonicalPath(decoded), search: search === '?' ? '' : search };
}

/** Resolves `.` and `..` (clamped at the root) and collapses repeated slashes; keeps one trailing slash. */
export function canonicalPath(decoded: string): string {
  const segments: string[] = [];
  const parts = decoded.split('/');
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..') segments.pop();
    else segments.push(part);
  }
  const last = parts[parts.length - 1];
  const trailing = segments.length > 0 && (last === '' || last === '.' || last === '..');
  return `/${segments.join('/')}${trailing ? '/' : ''}`;
}

/**
 * A Location value for a same-site path: percent-encoded, always one leading slash followed by something that is
 * not a slash or backslash, so no browser can read it as protocol-relative (`//evil.example`) or off-site.
 */
export function safeLocation(pathname: string, search = ''): string {
  const single = `/${pathname.replace(/^[/\\]+/, '')}`.replace(/\/{2,}/g, '/');
  const encoded = encodeURI(single).replace(/\?/g, '%3F').replace(/#/g, '%23');
  // The query is kept as sent (its escapes mean something to the page), with only unsafe characters escaped.
  const query = search.startsWith('?') ? search.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/g, (c) => encodeURIComponent(c)) : '';
  return encoded + query;
}

/** Where a request for `target` should be redirected (dot segments, repeated slashes, .html, trailing slash), or null. */
export function redirectFor(target: RequestTarget): string | null {
  const next = normalisePath(target.canonical) ?? target.canonical;
  return next === target.decoded ? null : safeLocation(next, target.search);
}

/**
 * RFC 9110's Host: a registered name or IPv4 address, or a bracketed IPv6 literal, with an optional port up to
 * 65535, that a URL parser also accepts as the authority (so `999.999.999.999` or the invalid IDN `xn--a.b` are not
 * hosts: a function's request URL is built from this value). Empty, spaced or half-bracketed values are not hosts.
 */
export function isValidHost(host: string | undefined): boolean {
  if (!host || host.length > 255) return false;
  const match = /^(?:[A-Za-z0-9](?:[A-Za-z0-9._~-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/.exec(host);
  if (!match) return false;
  if (match[1] !== undefined && Number(match[1]) > 65535) return false;
  try {
    new URL(`http://${host}/`);
    return true;
  } catch {
    return false;
  }
}

/** The outcome of a Range header against a representation of `size` bytes. */
export type RangeOutcome = { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * RFC 9110 §14 for one representation: a single satisfiable byte range is served as 206 (`end` inclusive); a set
 * with no satisfiable range is 416; anything the server may ignore (another unit, bad syntax, an inverted range,
 * several ranges) is the whole representation.
 */
export function parseRange(header: string | undefined, size: number): RangeOutcome {
  if (header === undefined) return { kind: 'full' };
  const match = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  if (!match) return { kind: 'full' };
  const specs = match[1]
    .split(',')
    .map((spec) => spec.trim())
    .filter((spec) => spec !== '');
  if (specs.length === 0) return { kind: 'full' };
  const parsed: Array<{ first?: number; last?: number; suffix?: number }> = [];
  for (const spec of specs) {
    const int = /^(\d+)-(\d*)$/.exec(spec);
    const suffix = /^-(\d+)$/.exec(spec);
    if (int) {
      const first = Number(int[1]);
      const last = int[2] === '' ? undefined : Number(int[2]);
      // An inverted range makes the whole set invalid, which a server ignores.
      if (last !== undefined && last < first) return { kind: 'full' };
      if (!Number.isSafeInteger(first) || (last !== undefined && !Number.isSafeInteger(last))) return { kind: 'full' };
      parsed.push({ first, last });
    } else if (suffix) {
      const length = Number(suffix[1]);
      if (!Number.isSafeInteger(length)) return { kind: 'full' };
      parsed.push({ suffix: length });
    } else return { kind: 'full' };
  }
  const satisfiable = parsed.filter((spec) => (spec.suffix !== undefined ? spec.suffix > 0 && size > 0 : spec.first! < size));
  if (satisfiable.length === 0) return { kind: 'unsatisfiable' };
  // Several ranges would need multipart/byteranges; the whole representation is an allowed answer.
  if (parsed.length > 1) return { kind: 'full' };
  const spec = satisfiable[0];
  if (spec.suffix !== undefined) return { kind: 'partial', start: Math.max(0, size - spec.suffix), end: size - 1 };
  return { kind: 'partial', start: spec.first!, end: Math.min(spec.last ?? size - 1, size - 1) };
}

/** The encodings an Accept-Encoding header allows, by name (q=0 excludes one; `*` allows the rest). */
export function acceptsEncoding(header: string | undefined, encoding: 'br' | 'gzip'): boolean {
  if (!header) return false;
  let star: number | undefined;
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    let q = 1;
    for (const param of params) {
      const qMatch = /^q\s*=\s*([0-9.]+)$/.exec(param);
      if (qMatch) q = Number(qMatch[1]) || 0;
    }
    if (name === encoding) return q > 0;
    if (name === '*') star = q;
  }
  return star !== undefined && star > 0;
}

/**
 * The proxies whose X-Forwarded-For is believed: a comma-separated list of IP addresses (SERVE_TRUSTED_PROXIES), each
 * canonicalised. Empty by default: then no request can name its own client address.
 */
export function parseTrustedProxies(list: string | undefined): Set<string> {
  const proxies = new Set<string>();
  for (const entry of (list ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const address = canonicalAddress(entry);
    if (!address) throw new Error(`"${entry}" is not an IP address (list trusted proxies by address, comma-separated)`);
    proxies.add(address);
  }
  return proxies;
}

/**
 * The client address a limit counts against, in its one canonical spelling (see canonicalAddress). The socket's
 * address, unless that peer is a proxy named in `trustedProxies`: then X-Forwarded-For is read from the right, each
 * trusted proxy having appended the address it got the request from, and the first address that is not a trusted
 * proxy is the client. Entries left of it are whatever the client wrote, so they are never read; an entry that is
 * not an address ends the walk at the last trusted hop.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedProxies: ReadonlySet<string> = new Set(),
): string {
  const peer = canonicalAddress(socketAddress) ?? 'unknown';
  if (!trustedProxies.has(peer) || forwardedFor === undefined) return peer;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
  const entries = header.split(',').map((entry) => entry.trim());
  let hop = peer;
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const address = canonicalAddress(entries[i]);
    if (!address) return hop;
    if (!trustedProxies.has(address)) return address;
    hop = address;
  }
  return hop;
}
