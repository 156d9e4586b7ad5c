/** HTTP rules shared by local serving and netlify.toml: URL normalisation, security and cache headers. */

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

/** Hashed bundles never change, so they may be cached for a year; everything else is revalidated. */
export function cacheControlFor(pathname: string): string {
  if (/^\/assets\//.test(pathname) || /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$/.test(pathname)) {
    return 'public, max-age=31536000, immutable';
  }
  return 'public, max-age=0, must-revalidate';
}
