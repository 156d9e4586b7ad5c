import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  normalisePath,
  cacheControlFor,
  SECURITY_HEADERS,
  inlineScripts,
  scriptHash,
  contentSecurityPolicy,
  headerRules,
  formatHeadersFile,
  parseHeadersFile,
  headersForPath,
  requestTarget,
  canonicalPath,
  safeLocation,
  redirectFor,
  isValidHost,
  parseRange,
  acceptsEncoding,
  clientAddress,
  parseTrustedProxies,
} from '../../scripts/lib/httpPolicy';
import { acceptsMarkdown, negotiatePage } from '../../src/lib/llms/markdownPath';
import { WindowLimiter, canonicalAddress } from '../../src/lib/rateLimit';

test('paths ending in /index.html or .html are normalised to the bare path', () => {
  assert.equal(normalisePath('/docs/intro.html'), '/docs/intro');
  assert.equal(normalisePath('/docs/index.html'), '/docs');
  assert.equal(normalisePath('/index.html'), '/');
});

test('trailing slashes are removed', () => {
  assert.equal(normalisePath('/docs/'), '/docs');
  assert.equal(normalisePath('/docs/core/actions//'), '/docs/core/actions');
});

test('clean paths, the root and function routes are served as they are', () => {
  assert.equal(normalisePath('/docs/intro'), null);
  assert.equal(normalisePath('/'), null);
  assert.equal(normalisePath('/.netlify/functions/predict'), null);
});

test('hashed assets are immutable, pages revalidate', () => {
  assert.match(cacheControlFor('/assets/js/main.1a2b3c4d.js'), /immutable/);
  assert.match(cacheControlFor('/docs/intro'), /must-revalidate/);
});

test('the security headers include HSTS and nosniff', () => {
  assert.ok(SECURITY_HEADERS['Strict-Transport-Security']);
  assert.equal(SECURITY_HEADERS['X-Content-Type-Options'], 'nosniff');
});

test('inline scripts are found as the browser runs them; data blocks and external scripts are not', () => {
  const html =
    '<script>a()</script><script src=/x.js></script><script type=application/ld+json>{"a":1}</script>' +
    '<script type="module">b()</script><script type=application/json id=data>{}</script>';
  assert.deepEqual(inlineScripts(html), ['a()', 'b()']);
});

test('a script hash is the base64 sha256 of its text, as CSP expects', () => {
  // echo -n "alert(1)" | openssl dgst -sha256 -binary | base64
  assert.equal(scriptHash('alert(1)'), 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
});

test('the CSP allows inline scripts only by hash, frames only from youtube-nocookie, and no one to frame the site', () => {
  const csp = contentSecurityPolicy(['sha256-b', 'sha256-a', 'sha256-a']);
  assert.match(csp, /script-src 'self' 'sha256-a' 'sha256-b';/);
  assert.match(csp, /frame-src https:\/\/www\.youtube-nocookie\.com;/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.match(csp, /connect-src 'self' http:\/\/localhost:\* http:\/\/127\.0\.0\.1:\*;/);
  assert.doesNotMatch(csp, /unsafe-eval/);
});

test('a _headers file round-trips, and a path gets the headers of every rule that matches it', () => {
  const rules = headerRules(['sha256-a']);
  const parsed = parseHeadersFile(formatHeadersFile(rules, 'generated\nby a test'));
  assert.deepEqual(parsed, rules);
  assert.equal(headersForPath('/docs/intro', parsed)['X-Content-Type-Options'], 'nosniff');
  assert.equal(headersForPath('/docs/intro', parsed)['Cache-Control'], undefined);
  assert.match(headersForPath('/assets/js/main.0123abcd.js', parsed)['Cache-Control'], /immutable/);
  assert.ok(headersForPath('/', parsed)['Content-Security-Policy']);
});

test('a request target is decoded and its dot segments resolved without reading an authority into it', () => {
  assert.deepEqual(requestTarget('/docs/intro?x=1'), { decoded: '/docs/intro', canonical: '/docs/intro', search: '?x=1' });
  assert.deepEqual(requestTarget('/.//evil.example/'), { decoded: '/.//evil.example/', canonical: '/evil.example/', search: '' });
  assert.equal(requestTarget('/%5fheaders')?.canonical, '/_headers');
  assert.equal(requestTarget('/a/../../../etc/passwd')?.canonical, '/etc/passwd');
  assert.equal(requestTarget('http://example.com/docs?q')?.canonical, '/docs');
  assert.equal(requestTarget('http://example.com')?.canonical, '/');
});

test('targets that are not paths, bad escapes and NULs are refused', () => {
  assert.equal(requestTarget('*'), null);
  assert.equal(requestTarget('evil.example/x'), null);
  assert.equal(requestTarget('/%E0%A4%A'), null);
  assert.equal(requestTarget('/a%00b'), null);
});

test('canonical paths keep one trailing slash and never climb above the root', () => {
  assert.equal(canonicalPath('//a//b/'), '/a/b/');
  assert.equal(canonicalPath('/a/./b/..'), '/a/');
  assert.equal(canonicalPath('/../..'), '/');
  assert.equal(canonicalPath('/'), '/');
});

test('a Location is always one slash then a path, never protocol-relative', () => {
  assert.equal(safeLocation('//evil.example'), '/evil.example');
  assert.equal(safeLocation('/\\evil.example'), '/evil.example');
  assert.equal(safeLocation('/a\\b'), '/a%5Cb');
  assert.equal(safeLocation('/a b?c#d', '?q=%20x'), '/a%20b%3Fc%23d?q=%20x');
  assert.equal(safeLocation('/x', '?a\r\nSet-Cookie: y'), '/x?a%0D%0ASet-Cookie:%20y');
});

test('redirects resolve dot segments, repeated slashes, .html and trailing slashes, and stay on site', () => {
  const redirect = (raw: string) => redirectFor(requestTarget(raw)!);
  assert.equal(redirect('/.//evil.example/'), '/evil.example');
  assert.equal(redirect('//evil.example'), '/evil.example');
  assert.equal(redirect('/docs//intro'), '/docs/intro');
  assert.equal(redirect('/docs/intro.html?a=1'), '/docs/intro?a=1');
  assert.equal(redirect('/blog/'), '/blog');
  assert.equal(redirect('/docs/intro'), null);
  assert.equal(redirect('/docs%2Fintro'), null);
  assert.equal(redirect('/'), null);
});

test('a Host header must be a host name or address with an optional port up to 65535', () => {
  for (const good of ['localhost', 'localhost:3000', '127.0.0.1:8080', 'docs.elizaos.ai', '[::1]:3000', 'a']) assert.ok(isValidHost(good), good);
  for (const bad of [undefined, '', 'a b', '[', '[::1', 'host:99999', 'host:', 'host:x', 'a/b', 'a@b', ' x', '999.999.999.999', 'xn--a.b', '[::g]'])
    assert.ok(!isValidHost(bad), String(bad));
});

test('ranges follow RFC 9110: one range 206, none satisfiable 416, ignorable sets are the whole file', () => {
  assert.deepEqual(parseRange(undefined, 1000), { kind: 'full' });
  assert.deepEqual(parseRange('bytes=0-0', 1000), { kind: 'partial', start: 0, end: 0 });
  assert.deepEqual(parseRange('bytes=-500', 1000), { kind: 'partial', start: 500, end: 999 });
  assert.deepEqual(parseRange('bytes=-5000', 1000), { kind: 'partial', start: 0, end: 999 });
  assert.deepEqual(parseRange('bytes=900-', 1000), { kind: 'partial', start: 900, end: 999 });
  assert.deepEqual(parseRange('bytes=10-99999', 1000), { kind: 'partial', start: 10, end: 999 });
  assert.deepEqual(parseRange('bytes=100-50', 1000), { kind: 'full' });
  assert.deepEqual(parseRange('bytes=0-1,5-9', 1000), { kind: 'full' });
  assert.deepEqual(parseRange('bytes=1000-', 1000), { kind: 'unsatisfiable' });
  assert.deepEqual(parseRange('bytes=-0', 1000), { kind: 'unsatisfiable' });
  assert.deepEqual(parseRange('bytes=2000-3000,5000-', 1000), { kind: 'unsatisfiable' });
  assert.deepEqual(parseRange('bytes=0-', 0), { kind: 'unsatisfiable' });
  for (const ignored of ['items=0-5', 'bytes=', 'bytes=a-b', 'bytes=--5', 'bytes=99999999999999999999-']) {
    assert.deepEqual(parseRange(ignored, 1000), { kind: 'full' }, ignored);
  }
});

test('a page is Markdown only when the client names text/markdown at least as high as HTML and a twin exists', () => {
  assert.equal(negotiatePage('text/markdown', true), 'markdown');
  assert.equal(negotiatePage('text/markdown, */*', true), 'markdown');
  assert.equal(negotiatePage('text/markdown, text/html;q=0.5', true), 'markdown');
  assert.equal(negotiatePage('text/html, text/markdown;q=0.9', true), 'html');
  assert.equal(negotiatePage('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', true), 'html');
  assert.equal(negotiatePage(undefined, true), 'html');
  assert.equal(negotiatePage('*/*', true), 'html');
  assert.equal(negotiatePage('text/markdown;q=0', true), 'html');
});

test('without a twin, Markdown-only clients get 406 and the rest get HTML', () => {
  assert.equal(negotiatePage('text/markdown', false), 'not-acceptable');
  assert.equal(negotiatePage('text/markdown, text/html;q=0', false), 'not-acceptable');
  assert.equal(negotiatePage('text/markdown, */*', false), 'html');
  assert.equal(negotiatePage('application/json', false), 'html');
  assert.ok(acceptsMarkdown('text/plain, text/markdown;q=0.3'));
  assert.ok(!acceptsMarkdown('text/*'));
});

test('Accept-Encoding honours q=0 and the wildcard', () => {
  assert.ok(acceptsEncoding('gzip, deflate, br', 'br'));
  assert.ok(!acceptsEncoding('gzip, br;q=0', 'br'));
  assert.ok(acceptsEncoding('*', 'gzip'));
  assert.ok(!acceptsEncoding('*;q=0, identity', 'gzip'));
  assert.ok(!acceptsEncoding(undefined, 'br'));
});

test('X-Forwarded-For is read only from a configured proxy, right to left, past trusted hops', () => {
  const none = new Set<string>();
  assert.equal(clientAddress('203.0.113.5', '198.51.100.1', none), '203.0.113.5');
  assert.equal(clientAddress('127.0.0.1', 'spoofed, 198.51.100.7'), '127.0.0.1', 'no proxy is trusted by default, not even loopback');
  const proxy = parseTrustedProxies('127.0.0.1, ::1');
  assert.equal(clientAddress('127.0.0.1', 'spoofed, 198.51.100.7', proxy), '198.51.100.7');
  assert.equal(clientAddress('::ffff:127.0.0.1', '198.51.100.7', proxy), '198.51.100.7', 'the peer is canonicalised before the check');
  assert.equal(clientAddress('127.0.0.1', '198.51.100.9, 198.51.100.7, ::1', proxy), '198.51.100.7', 'a trusted hop is skipped');
  assert.equal(clientAddress('::1', 'not an address', proxy), '::1');
  assert.equal(clientAddress('127.0.0.3', '198.51.100.7', proxy), '127.0.0.3', 'another loopback address is not the proxy');
  assert.equal(clientAddress('127.0.0.1', '::FFFF:C633:6407', proxy), '198.51.100.7', 'a forwarded address is canonicalised too');
  assert.throws(() => parseTrustedProxies('localhost'), /not an IP address/);
  assert.equal(parseTrustedProxies(undefined).size, 0);
});

test('one address, however it is written, is one key', () => {
  for (const spelling of ['127.0.0.1', '::ffff:127.0.0.1', '::FFFF:7F00:1', '0:0:0:0:0:ffff:7f00:0001', '127.000.000.001', ' 127.0.0.1 ']) {
    assert.equal(canonicalAddress(spelling), '127.0.0.1', spelling);
  }
  for (const spelling of ['::1', '0000:0000:0000:0000:0000:0000:0000:0001', '0:0::1', '[::1]']) assert.equal(canonicalAddress(spelling), '::1', spelling);
  assert.equal(canonicalAddress('2001:0DB8:0000:0000:0001:0000:0000:0001'), '2001:db8::1:0:0:1', 'RFC 5952: the first longest zero run');
  assert.equal(canonicalAddress('fe80::1%eth0'), 'fe80::1');
  for (const bad of ['', 'x', '1.2.3', '256.1.1.1', '1:2:3:4:5:6:7:8:9', '1::2::3', 'a'.repeat(100)]) assert.equal(canonicalAddress(bad), null, bad);
});

test('a cost counts that many units against the window', () => {
  const limiter = new WindowLimiter(60, 60_000, 100, () => 0);
  assert.equal(limiter.take('a', 10), 0);
  for (let i = 0; i < 5; i += 1) assert.equal(limiter.take('a', 10), 0);
  assert.equal(limiter.take('a'), 60, 'the sixty-first call is refused');
});

test('the window limiter allows windowLimit requests per window per key, then says how long to wait', () => {
  let now = 0;
  const limiter = new WindowLimiter(30, 60_000, 100, () => now);
  for (let i = 0; i < 30; i += 1) assert.equal(limiter.take('a'), 0);
  assert.equal(limiter.take('a'), 60);
  assert.equal(limiter.take('b'), 0, 'another client has its own allowance');
  now = 45_000;
  assert.equal(limiter.take('a'), 15);
  now = 60_000;
  assert.equal(limiter.take('a'), 0, 'a new window starts');
});

test('the window limiter keeps at most maxKeys clients, dropping the oldest', () => {
  let now = 0;
  const limiter = new WindowLimiter(1, 60_000, 100, () => now);
  for (let i = 0; i < 5000; i += 1) {
    now += 1;
    limiter.take(`client-${i}`);
  }
  assert.equal(limiter.size, 100);
  assert.equal(limiter.take('client-4999'), 60, 'a recent client keeps its count');
  assert.equal(limiter.take('client-0'), 0, 'the oldest was forgotten');
});
