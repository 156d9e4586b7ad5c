/**
 * HTTP rules shared by local serving, netlify.toml and the generated build/_headers: URL normalisation, security
 * headers (with the Content-Security-Policy), cache headers.
 */
import { createHash } from 'node:crypto';

/** Where a request path should be redirected to (SPEC §2: no trailing slash, no .html), or null to serve it. */
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
export const CSP_DIRECTIVES: ReadonlyArray<readonly [string, readonly string[]]> = [
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
