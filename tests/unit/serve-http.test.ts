// Local serving speaks HTTP as the RFCs say, on a tiny build in a temp folder: each case sends the raw request,
// checks the answer, then that a page is still served. Also: whose X-Forwarded-For is believed, one bucket per
// address however it is written, and one Markdown negotiation rule for local serving and the edge function.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import { createServer } from '../../scripts/serve';
import { rawRequest, request } from '../../scripts/lib/serveClient';
import { precompressedDirOf } from '../../scripts/lib/serveStatic';
import markdownEdge from '../../netlify/edge-functions/markdown';

const fixtures = path.resolve(__dirname, '../fixtures/serve-functions');
const build = mkdtempSync(path.join(tmpdir(), 'serve-http-'));
const logged: string[] = [];
const servers: http.Server[] = [];
let port = 0;
let base = '';
const MTIME = new Date('2026-01-02T03:04:05Z');

function write(file: string, content: string | Buffer): void {
  mkdirSync(path.dirname(path.join(build, file)), { recursive: true });
  writeFileSync(path.join(build, file), content);
  utimesSync(path.join(build, file), MTIME, MTIME);
}

/** A precompressed copy, where postbuild writes them: beside the build folder, not in it. */
function writeCopy(file: string, content: Buffer, mtime = MTIME): void {
  const copy = path.join(precompressedDirOf(build), file);
  mkdirSync(path.dirname(copy), { recursive: true });
  writeFileSync(copy, content);
  utimesSync(copy, mtime, mtime);
}

async function listen(options: Parameters<typeof createServer>[1]): Promise<number> {
  const server = createServer(build, { functionsDir: fixtures, log: (message) => logged.push(message), ...options });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

before(async () => {
  write('index.html', '<!doctype html><title>home</title>');
  write('404.html', '<!doctype html><title>not found</title>');
  write('docs/intro.html', '<!doctype html><title>intro</title>');
  writeCopy('docs/intro.html.br', brotliCompressSync('<!doctype html><title>intro</title>'));
  writeCopy('docs/intro.html.gz', gzipSync('<!doctype html><title>intro</title>'));
  // A twin left inside the build folder by an older build: never a file of its own.
  write('docs/intro.html.br', brotliCompressSync('<!doctype html><title>intro</title>'));
  // A copy older than its file is of an earlier build.
  write('docs/changed.html', '<!doctype html><title>changed</title>');
  writeCopy('docs/changed.html.br', brotliCompressSync('<!doctype html><title>before</title>'), new Date(MTIME.getTime() - 60_000));
  write('docs/intro.md', '# Intro\n');
  write('docs/plain.html', '<!doctype html><title>plain</title>');
  write('guides/index.html', '<!doctype html><title>guides</title>');
  port = await listen({ timeouts: { body: 300, headers: 500, request: 2000, idle: 2000 } });
  base = `http://127.0.0.1:${port}`;
});

after(() => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  rmSync(build, { recursive: true, force: true });
  rmSync(precompressedDirOf(build), { recursive: true, force: true });
});

const raw = (text: string, timeoutMs = 3000) => rawRequest(port, text, timeoutMs);

/** The server is up and serves a page, and nothing it logged is a stack trace. */
async function stillServes(): Promise<void> {
  const page = await request(`${base}/docs/intro`, { timeoutMs: 5000 });
  assert.equal(page.status, 200);
  assert.match(page.body.toString(), /<title>intro<\/title>/);
  assert.deepEqual(
    // The fixture folder holds one module that fails to load on purpose; its load error is logged once at start.
    logged.filter((line) => /\n\s+at /.test(line) && !line.startsWith('function broken failed to load')),
    [],
    'no stack trace in the log',
  );
}

/** Every status line in the raw bytes a connection received, in order. */
function statuses(text: string): number[] {
  return [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));
}

/** Sends raw bytes and collects everything until the server closes the connection. */
function rawAll(text: string, timeoutMs = 3000): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' }, () => socket.write(text));
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('latin1'));
    });
  });
}

test('two Host headers are a 400 (RFC 9112 §3.2)', async () => {
  for (const target of ['/docs/intro', '/.netlify/functions/routed', '/routed']) {
    const response = await raw(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\nConnection: close\r\n\r\n`);
    assert.equal(response.status, 400, target);
  }
  await stillServes();
});

test('a Host a URL parser refuses (999.999.999.999, xn--a.b) is a 400 on every route, with no stack trace', async () => {
  for (const host of ['999.999.999.999', 'xn--a.b', '999.999.999.999:80']) {
    for (const [method, target] of [
      ['GET', '/docs/intro'],
      ['GET', '/.netlify/functions/routed'],
      ['POST', '/routed'],
      ['GET', '/.netlify/functions/nothing'],
    ]) {
      const response = await raw(`${method} ${target} HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
      assert.equal(response.status, 400, `${host} ${method} ${target}`);
    }
  }
  await stillServes();
});

test('methods the server does not implement are a 501 everywhere, before any function or rate limit', async () => {
  for (const method of ['TRACE', 'PROPFIND', 'LINK', 'MKCOL']) {
    for (const target of ['/docs/intro', '/.netlify/functions/routed', '/routed', '/nowhere']) {
      const response = await raw(`${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      assert.equal(response.status, 501, `${method} ${target}`);
    }
  }
  // A token the parser has never heard of is a well-formed request line too: 501, not 400.
  assert.equal((await raw('BREW /docs/intro HTTP/1.1\r\nHost: localhost\r\n\r\n')).status, 501);
  // None of the requests above spent a slot of the function's allowance (3 per window).
  const allowed = [];
  for (let i = 0; i < 3; i += 1) allowed.push((await request(`${base}/routed`)).status);
  assert.deepEqual(allowed, [200, 200, 200]);
  await stillServes();
});

test('OPTIONS * is about the server as a whole: 204 with the methods it serves', async () => {
  const response = await raw('OPTIONS * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
  assert.equal(response.status, 204);
  assert.match(response.headers.allow, /GET, HEAD, POST/);
  assert.equal((await raw('GET * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')).status, 400);
  await stillServes();
});

test('CONNECT is answered (501), not dropped', async () => {
  const response = await raw('CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n');
  assert.equal(response.status, 501);
  assert.equal(response.closedEarly, false);
  await stillServes();
});

test('pipelined requests are answered in order: a valid GET is answered before the 400 of the garbage after it', async () => {
  const text = await rawAll('GET /docs/intro HTTP/1.1\r\nHost: localhost\r\n\r\nthis is not http\r\n\r\n');
  assert.deepEqual(statuses(text), [200, 400]);
  assert.ok(text.indexOf('<title>intro</title>') < text.lastIndexOf('HTTP/1.1 400'), 'the page body comes before the 400');
  const two = await rawAll('GET /docs/intro HTTP/1.1\r\nHost: localhost\r\n\r\nGET /docs/plain HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
  assert.deepEqual(statuses(two), [200, 200]);
  assert.ok(two.indexOf('<title>intro</title>') < two.indexOf('<title>plain</title>'));
  await stillServes();
});

test('only HTTP/1.0 and HTTP/1.1 are served: other versions get a 505', async () => {
  for (const version of ['HTTP/2.0', 'HTTP/3.0', 'HTTP/1.2', 'HTTP/0.9']) {
    const response = await raw(`GET /docs/intro ${version}\r\nHost: localhost\r\n\r\n`);
    assert.ok([400, 505].includes(response.status), `${version}: ${response.status}`);
    assert.doesNotMatch(response.body, /<title>intro/, `${version} is not served the page`);
  }
  assert.equal((await raw('GET /docs/intro HTTP/2.0\r\nHost: localhost\r\n\r\n')).status, 505);
  assert.equal((await raw('GET /docs/intro HTTP/1.0\r\nHost: localhost\r\n\r\n')).status, 200);
  await stillServes();
});

test('If-Modified-Since: 304 while the file is unchanged since that date, 200 once it is older than the file', async () => {
  const first = await request(`${base}/docs/intro`);
  assert.equal(first.headers['last-modified'], MTIME.toUTCString());
  const fresh = await request(`${base}/docs/intro`, { headers: { 'if-modified-since': MTIME.toUTCString() } });
  assert.equal(fresh.status, 304);
  assert.equal(fresh.body.length, 0);
  const later = await request(`${base}/docs/intro`, { headers: { 'if-modified-since': new Date(MTIME.getTime() + 86_400_000).toUTCString() } });
  assert.equal(later.status, 304);
  const stale = await request(`${base}/docs/intro`, { headers: { 'if-modified-since': new Date(MTIME.getTime() - 1000).toUTCString() } });
  assert.equal(stale.status, 200);
  const garbage = await request(`${base}/docs/intro`, { headers: { 'if-modified-since': 'yesterday' } });
  assert.equal(garbage.status, 200);
  // If-None-Match wins when both are sent (RFC 9110 §13.1.3).
  const mismatch = await request(`${base}/docs/intro`, { headers: { 'if-modified-since': MTIME.toUTCString(), 'if-none-match': '"other"' } });
  assert.equal(mismatch.status, 200);
  await stillServes();
});

test('compressed twins are never served as files of their own', async () => {
  for (const target of ['/docs/intro.html.br', '/docs/intro.html.gz', '/docs/intro.html.BR']) {
    const response = await request(`${base}${target}`, { headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(response.status, 404, target);
    assert.equal(response.headers['content-type'], 'text/html; charset=utf-8', target);
  }
  const encoded = await request(`${base}/docs/intro`, { headers: { 'accept-encoding': 'br' } });
  assert.equal(encoded.headers['content-encoding'], 'br', 'still sent as the encoding of the page');
  const stale = await request(`${base}/docs/changed`, { headers: { 'accept-encoding': 'br' } });
  assert.equal(stale.headers['content-encoding'], undefined, 'a copy older than its file is not sent');
  assert.equal(stale.body.toString(), '<!doctype html><title>changed</title>');
  await stillServes();
});

test('/404 and /index (and /x/index) are not pages', async () => {
  for (const target of ['/404', '/index', '/guides/index', '/404.html']) {
    const response = await request(`${base}${target}`);
    assert.ok(response.status === 404 || (response.status === 301 && response.headers.location === '/404'), `${target}: ${response.status}`);
  }
  assert.equal((await request(`${base}/guides`)).status, 200);
  assert.equal((await request(`${base}/`)).status, 200);
  await stillServes();
});

test('X-Forwarded-For is ignored unless its sender is a configured proxy', async () => {
  // The default server trusts no proxy: a loopback client rotating X-Forwarded-For still has one allowance.
  const from = (ip: string) => request(`${base}/.netlify/functions/routed`, { headers: { 'x-forwarded-for': ip }, localAddress: '127.0.0.21' });
  const seen = [];
  for (let i = 0; i < 5; i += 1) seen.push(await from(`198.51.100.${i}`));
  assert.deepEqual(
    seen.map((response) => response.status),
    [200, 200, 200, 429, 429],
  );
  assert.equal(JSON.parse(seen[0].body.toString()).ip, '127.0.0.21');
  await stillServes();
});

test('behind a configured proxy, one client written five ways has one allowance', async () => {
  const proxied = await listen({ trustedProxies: ['127.0.0.1'] });
  const from = (ip: string, localAddress = '127.0.0.1') =>
    request(`http://127.0.0.1:${proxied}/.netlify/functions/routed`, { headers: { 'x-forwarded-for': ip }, localAddress });
  const spellings = ['2001:db8::7', '2001:DB8::7', '2001:0db8:0000:0000:0000:0000:0000:0007', '[2001:db8::7]', '2001:db8:0:0:0:0:0:7'];
  const answers = [];
  for (const spelling of spellings) answers.push(await from(spelling));
  assert.deepEqual(
    answers.map((response) => response.status),
    [200, 200, 200, 429, 429],
  );
  assert.equal(JSON.parse(answers[0].body.toString()).ip, '2001:db8::7');
  const mapped = ['192.0.2.40', '::ffff:192.0.2.40', '::FFFF:C000:228', '192.000.002.040'];
  const mappedAnswers = [];
  for (const spelling of mapped) mappedAnswers.push((await from(spelling)).status);
  assert.deepEqual(mappedAnswers, [200, 200, 200, 429]);
  // Another loopback address is not the configured proxy: its header is not read.
  assert.equal(JSON.parse((await from('192.0.2.99', '127.0.0.22')).body.toString()).ip, '127.0.0.22');
  await stillServes();
});

const NEGOTIATIONS = [
  'text/markdown',
  'text/markdown, */*',
  'text/x-markdown',
  'text/x-markdown, text/html;q=0.9',
  'text/markdown;q=-1',
  'text/markdown;q=abc',
  'text/markdown;q=-1, */*',
  'text/markdown;q=0.5, text/html',
  'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'text/markdown, text/html;q=0',
  '*/*',
  '',
];

test('local serving and the edge function make the same choice for every Accept header, on the real server', async () => {
  // The edge function in front of this server: its twin fetch and its next() both reach the real local server.
  const edgeAnswer = (route: string, accept: string) => {
    const url = `${base}${route}`;
    return markdownEdge(new Request(url, { headers: accept ? { accept } : {} }), {
      next: () => fetch(url, { headers: { accept: 'text/html' } }),
    });
  };
  for (const route of ['/docs/intro', '/docs/plain']) {
    for (const accept of NEGOTIATIONS) {
      const local = await request(`${base}${route}`, { headers: accept ? { accept } : {} });
      const edge = await edgeAnswer(route, accept);
      const label = `${route} Accept: ${JSON.stringify(accept)}`;
      assert.equal(edge.status, local.status, label);
      assert.equal(edge.headers.get('content-type'), local.headers['content-type'], label);
      assert.equal(await edge.text(), local.body.toString(), label);
      assert.match(String(local.headers.vary), /\bAccept\b/, label);
    }
  }
  const invalid = await request(`${base}/docs/intro`, { headers: { accept: 'text/markdown;q=-1' } });
  assert.equal(invalid.headers['content-type'], 'text/html; charset=utf-8', 'an invalid weight is no weight');
  const older = await request(`${base}/docs/intro`, { headers: { accept: 'text/x-markdown' } });
  assert.equal(older.headers['content-type'], 'text/markdown; charset=utf-8', 'text/x-markdown is Markdown');
  await stillServes();
});
