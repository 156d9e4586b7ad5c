// Local serving on a tiny build in a temp folder: function table and mounting, limits, negotiation, the CLI flags.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import net, { type AddressInfo } from 'node:net';
import type http from 'node:http';
import { createServer, parseServeArgs } from '../../scripts/serve';
import { discoverFunctions } from '../../scripts/lib/serveFunctions';
import { rawRequest, request } from '../../scripts/lib/serveClient';
import { precompressedDirOf } from '../../scripts/lib/serveStatic';

const fixtures = path.resolve(__dirname, '../fixtures/serve-functions');
const build = mkdtempSync(path.join(tmpdir(), 'serve-unit-'));
const logged: string[] = [];
let server: http.Server;
let base = '';
let port = 0;

function write(file: string, content: string | Buffer): void {
  mkdirSync(path.dirname(path.join(build, file)), { recursive: true });
  writeFileSync(path.join(build, file), content);
}

before(async () => {
  write('index.html', '<!doctype html><title>home</title>');
  write('404.html', '<!doctype html><title>not found</title>');
  write('docs.html', '<!doctype html><title>docs</title>');
  write('docs/intro.html', '<!doctype html><title>intro</title>');
  write('docs/intro.md', '# Intro\n');
  write('docs/plain.html', '<!doctype html><title>plain</title>');
  write('assets/js/app.0123abcd.js', 'console.log(1);'.repeat(100));
  // Precompressed copies live beside the build (scripts/postbuild.ts), not in it.
  mkdirSync(path.join(precompressedDirOf(build), 'assets/js'), { recursive: true });
  writeFileSync(path.join(precompressedDirOf(build), 'assets/js/app.0123abcd.js.br'), brotliCompressSync('console.log(1);'.repeat(100)));
  write('_headers', '/*\n  X-Test: yes\n');
  write('.hidden', 'secret');
  server = createServer(build, {
    functionsDir: fixtures,
    // As behind a reverse proxy on 127.0.0.1: its X-Forwarded-For names the client (serve-http tests the default).
    trustedProxies: ['127.0.0.1'],
    timeouts: { body: 300, headers: 500, request: 2000, idle: 2000 },
    log: (message) => logged.push(message),
    onRequest: (req) => {
      if (req.url === '/boom') throw new Error('deliberate');
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

after(() => {
  server.closeAllConnections();
  server.close();
  rmSync(build, { recursive: true, force: true });
  rmSync(precompressedDirOf(build), { recursive: true, force: true });
});

test('functions are discovered from the folder once: files and folders with an index, nothing else', () => {
  assert.deepEqual(
    discoverFunctions(fixtures).map((f) => f.name),
    ['broken', 'postonly', 'prefixed', 'routed', 'stream', 'throws'],
  );
  assert.deepEqual(discoverFunctions(path.join(fixtures, 'nowhere')), []);
});

test('a function answers at its default URL and at its config.path, exact or prefix', async () => {
  const byDefault = await request(`${base}/.netlify/functions/routed`);
  assert.equal(byDefault.status, 200);
  assert.equal(JSON.parse(byDefault.body.toString()).url, '/.netlify/functions/routed');
  const byPath = await request(`${base}/routed`, { method: 'POST', body: 'abc', headers: { 'x-forwarded-for': '198.51.100.9' } });
  assert.deepEqual(JSON.parse(byPath.body.toString()), { url: '/routed', method: 'POST', ip: '198.51.100.9', bytes: 3, host: '198.51.100.9' });
  assert.equal((await request(`${base}/pre/a/b`)).body.toString(), '/pre/a/b');
  assert.equal((await request(`${base}/pre`)).body.toString(), '/pre');
  assert.equal((await request(`${base}/.netlify/functions/prefixed`)).status, 200);
});

test('a module that fails to load is left out and logged; the others are served', async () => {
  assert.ok(logged.some((line) => line.includes('broken') && line.includes('deliberate load failure')));
  assert.equal((await request(`${base}/.netlify/functions/broken`)).status, 404);
});

test('unknown function names are a 404 that loads nothing', async () => {
  const response = await request(`${base}/.netlify/functions/x${'a'.repeat(15_000)}`);
  assert.equal(response.status, 404);
  assert.equal(JSON.parse(response.body.toString()).error, 'No such function.');
  const escaped = await request(`${base}/.netlify/functions/..%2F..%2Fscripts%2Fserve`);
  assert.equal(escaped.headers.location, '/scripts/serve', 'dot segments resolve inside the site, never to a module');
});

test('a function limited to POST does not see other methods', async () => {
  assert.equal((await request(`${base}/.netlify/functions/postonly`, { method: 'POST' })).body.toString(), 'posted');
  assert.equal((await request(`${base}/.netlify/functions/postonly`)).status, 404);
});

test("a function's config.rateLimit is enforced per client address, with Retry-After", async () => {
  const from = (ip: string) => request(`${base}/.netlify/functions/routed`, { headers: { 'x-forwarded-for': ip } });
  const statuses = [];
  for (let i = 0; i < 4; i += 1) statuses.push((await from('192.0.2.1')).status);
  assert.deepEqual(statuses, [200, 200, 200, 429]);
  const limited = await from('192.0.2.1');
  assert.ok(Number(limited.headers['retry-after']) > 0);
  assert.equal((await from('192.0.2.2')).status, 200, 'another client is not limited');
});

test('a function that throws is a 500 JSON answer, logged, and the server goes on', async () => {
  const response = await request(`${base}/.netlify/functions/throws`);
  assert.equal(response.status, 500);
  assert.equal(JSON.parse(response.body.toString()).error, 'The function failed.');
  assert.ok(logged.some((line) => line.includes('deliberate failure')));
  assert.equal((await request(`${base}/`)).status, 200);
});

test('an error anywhere in a request is a 500 for that request only', async () => {
  const response = await request(`${base}/boom`);
  assert.equal(response.status, 500);
  assert.equal(response.headers['x-content-type-options'], 'nosniff');
  assert.equal((await request(`${base}/docs/intro`)).status, 200);
});

test('a body that arrives too slowly is a 408, and a large one a 413', async () => {
  const slow = await rawRequest(port, 'POST /routed HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: 192.0.2.50\r\nContent-Length: 100\r\n\r\nab', 3000);
  assert.equal(slow.status, 408);
  assert.ok(!slow.timedOut);
  const large = await request(`${base}/routed`, { method: 'POST', body: 'x'.repeat(1024 * 1024 + 1), headers: { 'x-forwarded-for': '192.0.2.51' } });
  assert.equal(large.status, 413);
});

// The timeout turns a stream that is never cancelled into a failure instead of a run that never ends.
test('a client that leaves a streaming function cancels its stream, across the worker thread the function runs in', { timeout: 60_000 }, async () => {
  const channel = new BroadcastChannel('serve-stream-cancelled');
  const cancelled = new Promise<unknown>((resolve) => {
    channel.onmessage = (event) => resolve((event as MessageEvent).data);
  });
  try {
    // Leave once the stream has begun: on a busy machine the worker may take longer to start than any fixed wait.
    await new Promise<void>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' }, () => socket.write('GET /.netlify/functions/stream HTTP/1.1\r\nHost: localhost\r\n\r\n'));
      socket.once('data', () => socket.destroy());
      socket.on('error', () => {});
      socket.on('close', () => resolve());
    });
    assert.equal(await cancelled, 'cancelled');
  } finally {
    channel.close();
  }
});

test('headers that never finish are cut off by the headers deadline', async () => {
  // The client would wait 8 times the server's deadline (500 ms); the server's close is the event checked. How fast
  // it comes is a bench figure (scripts/bench/serveFaults.ts).
  const response = await rawRequest(port, 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: a', 4000);
  assert.ok(!response.timedOut, 'the server closed the connection');
});

test('pages: bare paths, 404 page, _headers rules, no hidden files', async () => {
  const page = await request(`${base}/docs/intro`);
  assert.equal(page.status, 200);
  assert.equal(page.headers['content-type'], 'text/html; charset=utf-8');
  assert.equal(page.headers['x-test'], 'yes');
  assert.match(String(page.headers.vary), /Accept/);
  assert.equal((await request(`${base}/docs`)).body.toString(), '<!doctype html><title>docs</title>');
  for (const hidden of ['/_headers', '/%5fheaders', '/.hidden', '/%2ehidden', '/docs/missing']) {
    const response = await request(`${base}${hidden}`);
    assert.equal(response.status, 404, hidden);
    assert.match(response.body.toString(), /not found/);
  }
});

test('Accept: text/markdown gets the Markdown twin; without a twin, HTML or 406', async () => {
  const md = await request(`${base}/docs/intro`, { headers: { accept: 'text/markdown, */*' } });
  assert.equal(md.status, 200);
  assert.equal(md.headers['content-type'], 'text/markdown; charset=utf-8');
  assert.equal(md.headers.vary, 'Accept, Accept-Encoding');
  assert.equal(md.body.toString(), '# Intro\n');
  assert.equal((await request(`${base}/docs/plain`, { headers: { accept: 'text/markdown, */*' } })).headers['content-type'], 'text/html; charset=utf-8');
  assert.equal((await request(`${base}/docs/plain`, { headers: { accept: 'text/markdown' } })).status, 406);
  assert.equal((await request(`${base}/docs/nothing`, { headers: { accept: 'text/markdown' } })).status, 404);
});

test('static files take GET and HEAD only', async () => {
  for (const method of ['DELETE', 'POST', 'PUT', 'OPTIONS']) {
    const response = await request(`${base}/docs/intro`, { method });
    assert.equal(response.status, 405, method);
    assert.equal(response.headers.allow, 'GET, HEAD');
  }
  const head = await request(`${base}/docs/intro`, { method: 'HEAD' });
  assert.equal(head.status, 200);
  assert.equal(head.body.length, 0);
});

test('precompressed variants are sent when accepted; ETags revalidate', async () => {
  const br = await request(`${base}/assets/js/app.0123abcd.js`, { headers: { 'accept-encoding': 'gzip, br' } });
  assert.equal(br.headers['content-encoding'], 'br');
  assert.match(String(br.headers['cache-control']), /immutable/);
  const again = await request(`${base}/assets/js/app.0123abcd.js`, { headers: { 'accept-encoding': 'gzip, br', 'if-none-match': String(br.headers.etag) } });
  assert.equal(again.status, 304);
  const identity = await request(`${base}/assets/js/app.0123abcd.js`);
  assert.equal(identity.headers['content-encoding'], undefined);
  assert.equal(identity.body.length, 1500);
});

test('ranges: one range 206, suffix ranges from the end, inverted or multiple ranges the whole file, else 416', async () => {
  const get = (range: string) => request(`${base}/assets/js/app.0123abcd.js`, { headers: { range, 'accept-encoding': 'br' } });
  const first = await get('bytes=0-0');
  assert.equal(first.status, 206);
  assert.equal(first.headers['content-range'], 'bytes 0-0/1500');
  assert.equal(first.body.toString(), 'c');
  const tail = await get('bytes=-500');
  assert.equal(tail.headers['content-range'], 'bytes 1000-1499/1500');
  assert.equal(tail.body.length, 500);
  assert.equal((await get('bytes=100-50')).status, 200);
  assert.equal((await get('bytes=100-50')).body.length, 1500);
  assert.equal((await get('bytes=0-1,5-9')).status, 200);
  const unsatisfiable = await get('bytes=5000-');
  assert.equal(unsatisfiable.status, 416);
  assert.equal(unsatisfiable.headers['content-range'], 'bytes */1500');
});

test('malformed Host headers and request targets are a 400, and the server stays up', async () => {
  for (const host of ['a b', '', '[', 'localhost:99999']) {
    const response = await rawRequest(port, `GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    assert.equal(response.status, 400, JSON.stringify(host));
  }
  assert.equal((await rawRequest(port, 'GET /%E0%A4%A HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')).status, 400);
  assert.equal((await request(`${base}/`)).status, 200);
});

test('raw paths never redirect off-site', async () => {
  for (const [raw, location] of [
    ['/.//evil.example/', '/evil.example'],
    ['//evil.example/', '/evil.example'],
    ['/\\evil.example/', '/evil.example'],
    ['/docs/intro.html', '/docs/intro'],
  ]) {
    const response = await rawRequest(port, `GET ${raw} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    assert.equal(response.status, 301, raw);
    assert.equal(response.headers.location, location, raw);
  }
});

test('--host and --port (or PORT) choose the address; loopback and 3000 by default', () => {
  assert.deepEqual(parseServeArgs([], {}), { host: '127.0.0.1', port: 3000 });
  assert.deepEqual(parseServeArgs([], { PORT: '4000' }), { host: '127.0.0.1', port: 4000 });
  assert.deepEqual(parseServeArgs(['--port', '5000', '--host', '0.0.0.0'], { PORT: '4000' }), { host: '0.0.0.0', port: 5000 });
  assert.deepEqual(parseServeArgs(['--port=0', '--host=::1'], {}), { host: '::1', port: 0 });
  assert.throws(() => parseServeArgs(['--port', 'x'], {}), /port/);
  assert.throws(() => parseServeArgs(['--port', '70000'], {}), /port/);
  assert.throws(() => parseServeArgs(['--host'], {}), /needs a value/);
  assert.throws(() => parseServeArgs(['--verbose'], {}), /unknown option/);
});
