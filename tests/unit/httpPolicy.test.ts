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
} from '../../src/lib/httpPolicy';

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
