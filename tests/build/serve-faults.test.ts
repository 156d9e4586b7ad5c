// Fault injection against local serving of the real build (loopback, ephemeral port, bounded in count and time):
// each request that used to stop, hold or mislead the server gets its proper answer, and a page is served after it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer } from '../../scripts/serve';
import { rawRequest, request } from '../../scripts/lib/serveClient';
import { markdownCopyPath } from '../../src/lib/llms/llmsTxt';
import { assertBuilt, buildDir, fileForRoute } from './builtSite';

assertBuilt();

const PAGE = '/docs/intro';
const logged: string[] = [];
let server: http.Server;
let port = 0;
let base = '';

before(async () => {
  server = createServer(buildDir, {
    // As behind a reverse proxy on 127.0.0.1, so each test can speak for many clients through X-Forwarded-For.
    trustedProxies: ['127.0.0.1'],
    timeouts: { body: 1000, headers: 1000, request: 5000, idle: 10_000 },
    log: (message) => logged.push(message),
    onRequest: (req) => {
      if (req.headers['x-inject-fault'] === 'throw') throw new Error('injected fault');
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

after(() => {
  server.closeAllConnections();
  server.close();
});

/** The server is up and serves a page. */
async function stillServes(): Promise<void> {
  const response = await request(`${base}${PAGE}`, { timeoutMs: 10_000 });
  assert.equal(response.status, 200);
  assert.match(response.body.toString('utf8', 0, 200), /<!doctype html>/i);
}

const raw = (lines: string[], timeoutMs?: number) => rawRequest(port, `${lines.join('\r\n')}\r\n\r\n`, timeoutMs);

test('malformed Host headers are a 400 (no crash)', async () => {
  for (const host of ['a b', '', '[', 'localhost:99999', 'localhost:x']) {
    const response = await raw([`GET / HTTP/1.1`, `Host: ${host}`, 'Connection: close']);
    assert.equal(response.status, 400, `Host: ${JSON.stringify(host)}`);
  }
  await stillServes();
});

test('an inverted Range is the whole file (no crash); other ranges follow RFC 9110', async () => {
  const size = readFileSync(fileForRoute(PAGE)!).length;
  const get = (range: string) => request(`${base}${PAGE}`, { headers: { range } });
  const inverted = await get('bytes=100-50');
  assert.equal(inverted.status, 200);
  assert.equal(inverted.body.length, size);
  const first = await get('bytes=0-0');
  assert.equal(first.status, 206);
  assert.equal(first.headers['content-range'], `bytes 0-0/${size}`);
  assert.equal(first.body.length, 1);
  const suffix = await get('bytes=-500');
  assert.equal(suffix.status, 206);
  assert.equal(suffix.headers['content-range'], `bytes ${size - 500}-${size - 1}/${size}`);
  assert.equal(suffix.body.length, 500);
  const multi = await get('bytes=0-9,20-29');
  assert.equal(multi.status, 200);
  assert.equal(multi.body.length, size);
  const beyond = await get(`bytes=${size}-`);
  assert.equal(beyond.status, 416);
  assert.equal(beyond.headers['content-range'], `bytes */${size}`);
  await stillServes();
});

test('npm run serve binds loopback by default and honours --port', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(__dirname, '../../scripts/serve.ts'), '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: '1' },
  });
  try {
    const line = await new Promise<string>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`no "Serving" line within 30 s: ${out}`)), 30_000);
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /Serving build\/ at (\S+)/.exec(out);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      child.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${out}`)));
    });
    assert.match(line, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.notEqual(line, 'http://127.0.0.1:1', '--port wins over PORT');
    assert.equal((await request(`${line}${PAGE}`)).status, 200);
  } finally {
    child.kill();
  }
});

test('an error thrown while handling a request is a 500 for that request, logged, and the server stays up', async () => {
  const response = await request(`${base}${PAGE}`, { headers: { 'x-inject-fault': 'throw' } });
  assert.equal(response.status, 500);
  assert.ok(logged.some((line) => line.includes('injected fault')));
  await stillServes();
});

test('unknown function names are a 404, and the server serves on after many of them', async () => {
  // What the server keeps of them (its heap growth) is a bench figure: scripts/bench/serveFaults.ts.
  const name = 'y'.repeat(15_000);
  for (let i = 0; i < 200; i += 25) {
    const batch = await Promise.all(Array.from({ length: 25 }, (_, j) => request(`${base}/.netlify/functions/x${i + j}-${name}`)));
    for (const response of batch) assert.equal(response.status, 404);
  }
  await stillServes();
});

test('slow request bodies to a function are cut off with a 408', async () => {
  // The server's 408 and close are the events checked (the client would wait 8 times the body deadline); how long
  // the cut-off takes is a bench figure (scripts/bench/serveFaults.ts).
  const slow = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      rawRequest(
        port,
        `POST /.netlify/functions/predict HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: 10.9.0.${i}\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"q`,
        8000,
      ),
    ),
  );
  for (const response of slow) {
    assert.equal(response.status, 408);
    assert.ok(!response.timedOut, 'the server closed the connection');
  }
  await stillServes();
});

test('request headers that never end are cut off', async () => {
  const response = await rawRequest(port, 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1', 8000);
  assert.ok(!response.timedOut, 'the server closed the connection');
  await stillServes();
});

test('raw paths never redirect off-site', async () => {
  for (const target of ['/.//evil.example/', '//evil.example/', '/..//evil.example/', '/%2F%2Fevil.example/', '/docs/..//evil.example/']) {
    const response = await raw([`GET ${target} HTTP/1.1`, 'Host: localhost', 'Connection: close']);
    assert.ok([301, 404].includes(response.status), `${target}: ${response.status}`);
    const location = response.headers.location ?? '';
    assert.ok(!location || (/^\/[^/\\]/.test(location) && !location.includes('//')), `${target} → ${location}`);
  }
  await stillServes();
});

test('_headers is never served, however it is spelled', async () => {
  for (const target of ['/_headers', '/%5fheaders', '/%5Fheaders', '/docs/../_headers', '/x/..%2F_headers']) {
    const response = await raw([`GET ${target} HTTP/1.1`, 'Host: localhost', 'Connection: close']);
    assert.ok(response.status === 404 || (response.status === 301 && response.headers.location === '/_headers'), `${target}: ${response.status}`);
    assert.ok(!response.body.includes('Content-Security-Policy:'), target);
  }
  await stillServes();
});

test('static paths take GET and HEAD only: 405 with Allow otherwise', async () => {
  for (const method of ['DELETE', 'PUT', 'POST', 'PATCH']) {
    const response = await request(`${base}${PAGE}`, { method, body: method === 'DELETE' ? undefined : 'x' });
    assert.equal(response.status, 405, method);
    assert.equal(response.headers.allow, 'GET, HEAD');
  }
  await stillServes();
});

test('the chat function is limited as in production: 30 requests per 60 s per client address', async () => {
  const from = (ip: string) => request(`${base}/.netlify/functions/predict`, { headers: { 'x-forwarded-for': ip } });
  const statuses: number[] = [];
  for (let i = 0; i < 31; i += 1) statuses.push((await from('10.77.0.1')).status);
  assert.deepEqual(statuses.slice(0, 30), Array(30).fill(405), 'GET reaches the function, which answers 405');
  assert.equal(statuses[30], 429);
  assert.equal((await from('10.77.0.2')).status, 405, 'another address has its own allowance');
  await stillServes();
});

test("Accept: text/markdown gets the page's Markdown twin with Vary: Accept", async () => {
  const twin = readFileSync(path.join(buildDir, markdownCopyPath(PAGE)), 'utf8');
  const response = await request(`${base}${PAGE}`, { headers: { accept: 'text/markdown' } });
  assert.equal(response.status, 200);
  assert.equal(response.headers['content-type'], 'text/markdown; charset=utf-8');
  assert.match(String(response.headers.vary), /\bAccept\b/);
  assert.equal(response.body.toString(), twin);
  const html = await request(`${base}${PAGE}`, { headers: { accept: 'text/html,*/*;q=0.8' } });
  assert.equal(html.headers['content-type'], 'text/html; charset=utf-8');
  await stillServes();
});

test('the real build: compressed twins, /404 and /index are not served as pages; a bad Host or TRACE on a function is answered plainly', async () => {
  for (const target of [`${PAGE}.html.br`, `${PAGE}.html.gz`, '/404', '/index']) {
    const response = await request(`${base}${target}`, { headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(response.status, 404, target);
  }
  const before = logged.length;
  assert.equal((await raw(['POST /.netlify/functions/predict HTTP/1.1', 'Host: 999.999.999.999', 'Content-Length: 0', 'Connection: close'])).status, 400);
  assert.equal((await raw(['GET /mcp HTTP/1.1', 'Host: xn--a.b', 'Connection: close'])).status, 400);
  assert.equal((await raw(['TRACE /.netlify/functions/predict HTTP/1.1', 'Host: localhost', 'Connection: close'])).status, 501);
  assert.deepEqual(logged.slice(before), [], 'nothing logged');
  await stillServes();
});
