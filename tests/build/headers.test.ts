import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SECURITY_HEADERS, headersForPath, inlineScripts, parseHeadersFile, scriptHash } from '../../scripts/lib/httpPolicy';
import { createServer } from '../../scripts/serve';
import { assertBuilt, buildDir, htmlFiles } from './builtSite';

assertBuilt();

const headersFile = path.join(buildDir, '_headers');
const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
const pageHeaders = headersForPath('/docs/intro', rules);
const csp = pageHeaders['Content-Security-Policy'] ?? '';
const directive = (name: string): string[] =>
  (
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([key]) => key === name) ?? []
  ).slice(1);

test('postbuild wrote build/_headers with every security header and a Content-Security-Policy', () => {
  assert.ok(existsSync(headersFile), 'build/_headers is missing: run `npx tsx scripts/postbuild.ts`');
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) assert.equal(pageHeaders[name], value, name);
  assert.ok(csp, 'no Content-Security-Policy');
  assert.match(headersForPath('/assets/js/main.0123abcd.js', rules)['Cache-Control'] ?? '', /immutable/);
});

test('the CSP allows every inline script of every built page by hash, and nothing by eval or blanket inline', () => {
  const allowed = new Set(directive('script-src'));
  const missing = new Set<string>();
  for (const file of htmlFiles()) {
    for (const source of inlineScripts(readFileSync(file, 'utf8'))) {
      const hash = `'${scriptHash(source)}'`;
      if (!allowed.has(hash)) missing.add(`${path.relative(buildDir, file)}: ${hash}`);
    }
  }
  assert.deepEqual([...missing], [], 'inline scripts the CSP would block (rerun scripts/postbuild.ts)');
  assert.ok(!csp.includes("'unsafe-eval'"), 'unsafe-eval');
  assert.ok(!allowed.has("'unsafe-inline'"), "script-src 'unsafe-inline'");
  assert.deepEqual(directive('frame-ancestors'), ["'none'"]);
  assert.deepEqual(directive('connect-src'), ["'self'", 'http://localhost:*', 'http://127.0.0.1:*']);
  assert.deepEqual(directive('frame-src'), ['https://www.youtube-nocookie.com']);
  assert.deepEqual(directive('object-src'), ["'none'"]);
});

test('netlify.toml agrees with build/_headers and leaves the CSP to it', () => {
  const toml = readFileSync(path.resolve(__dirname, '../../netlify.toml'), 'utf8');
  // Netlify prefers netlify.toml when both set a header for a path, so a CSP there would replace the hashed one.
  assert.doesNotMatch(toml, /^\s*Content-Security-Policy\s*=/m);
  for (const match of toml.matchAll(/^\s*([A-Za-z-]+) = "([^"]*)"$/gm)) {
    const [, name, value] = match;
    if (name in SECURITY_HEADERS) assert.equal(pageHeaders[name], value, `netlify.toml ${name}`);
  }
});

test('local serving sends the headers of build/_headers on pages, assets and 404s', async () => {
  const server = createServer(buildDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    for (const pathname of ['/', '/docs/intro', '/no/such/page']) {
      const response = await fetch(base + pathname);
      for (const [name, value] of Object.entries(headersForPath(pathname, rules))) assert.equal(response.headers.get(name), value, `${pathname} ${name}`);
    }
    const hidden = await fetch(`${base}/_headers`);
    assert.equal(hidden.status, 404, '_headers is configuration, not a page');
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
