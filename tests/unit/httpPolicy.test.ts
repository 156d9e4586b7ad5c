import { test } from 'node:test';
import assert from 'node:assert/strict';
import { normalisePath, cacheControlFor, SECURITY_HEADERS } from '../../src/lib/httpPolicy';

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
