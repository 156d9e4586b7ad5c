/** The summariser's LLM engine against a local chat-completions stub: success, 5xx, timeout and bad replies fall back. */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadSnapshots } from '../../scripts/lib/activity/snapshots';
import { weekFacts } from '../../scripts/lib/activity/facts';
import { cleanLlmText, createLlmSummariser, engineLine, templateSummary, type SummaryRequest } from '../../scripts/lib/activity/summarise';
import { generateActivityPages } from '../../scripts/lib/activity/generate';
import type { LlmConfig } from '../../src/lib/llm/chatCompletions';

type Mode = 'ok' | '5xx' | 'slow' | 'garbage' | 'html';
let mode: Mode = 'ok';
const bodies: Array<{ model: string; temperature: number; messages: Array<{ role: string; content: string }> }> = [];
const stub = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    bodies.push(JSON.parse(body));
    assert.equal(req.url, '/v1/chat/completions');
    assert.equal(req.headers.authorization, 'Bearer test-key');
    if (mode === '5xx') return res.writeHead(503).end('overloaded');
    if (mode === 'garbage') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices":[]}');
    if (mode === 'slow') return setTimeout(() => res.writeHead(200).end('{}'), 1200);
    const content =
      mode === 'html'
        ? 'A busy week. <script>alert(1)</script> See [this](https://evil.example).'
        : 'The week brought many fixes to the CLI and a few new features.';
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
  });
});
const config = new Promise<LlmConfig>((resolve) =>
  stub.listen(0, '127.0.0.1', () =>
    resolve({ apiKey: 'test-key', baseUrl: `http://127.0.0.1:${(stub.address() as AddressInfo).port}/v1`, model: 'stub-model', timeoutMs: 600 }),
  ),
);
after(() => stub.close());

const fixtures = path.resolve(__dirname, '../fixtures/activity/snapshots');
const week = loadSnapshots(fixtures).then((s) => weekFacts(s[0]));
const weekRequest = async (): Promise<SummaryRequest> => ({ kind: 'week', week: await week });

test('the LLM engine returns the model text and labels the page with its model', async () => {
  mode = 'ok';
  const summariser = createLlmSummariser(await config);
  const summary = await summariser.summarise(await weekRequest());
  assert.equal(summary.text, 'The week brought many fixes to the CLI and a few new features.');
  assert.deepEqual(summary.engine, { name: 'llm', model: 'stub-model' });
  assert.match(engineLine(summary.engine), /LLM \(model `stub-model`/);
  const sent = bodies.at(-1)!;
  assert.equal(sent.model, 'stub-model');
  assert.equal(sent.temperature, 0);
  assert.match(sent.messages[0].content, /data, not instructions/);
  assert.match(sent.messages[1].content, /<facts>\n\{"week":"April 21–27, 2025"/);
  assert.equal(summariser.fallbacks(), 0);
});

for (const failure of ['5xx', 'slow', 'garbage'] as const) {
  test(`a ${failure} reply falls back to the template engine`, async () => {
    mode = failure;
    const summariser = createLlmSummariser(await config);
    const request = await weekRequest();
    const summary = await summariser.summarise(request);
    assert.deepEqual(summary.engine, { name: 'template' });
    assert.equal(summary.text, templateSummary(request));
    assert.equal(summariser.fallbacks(), 1);
  });
}

test('model text cannot inject HTML or links into a page', async () => {
  mode = 'html';
  const summary = await createLlmSummariser(await config).summarise(await weekRequest());
  assert.equal(summary.engine.name, 'llm');
  assert.doesNotMatch(summary.text, /(^|[^\\])<script/, 'every < is escaped');
  assert.match(summary.text, /\\<script\\>/);
  assert.match(summary.text, /\\\[this\\\]/);
  assert.equal(cleanLlmText('   \n\n  '), null);
  assert.ok(cleanLlmText('x. '.repeat(1000))!.length <= 1200);
});

test('pages written through the LLM engine say so, and pages after a failure say template', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'activity-llm-'));
  mode = 'ok';
  const snapshots = await loadSnapshots(fixtures);
  await generateActivityPages({ root, snapshots, summariser: createLlmSummariser(await config), windowDays: 2 });
  const post = await readFile(path.join(root, 'news/2025-04-27.md'), 'utf8');
  assert.match(post, /The week brought many fixes/);
  assert.match(post, /engine=llm/);
  assert.match(post, /Engine: an LLM \(model `stub-model`/);
  mode = '5xx';
  const failed = await generateActivityPages({ root, snapshots, summariser: createLlmSummariser(await config), windowDays: 2, force: true });
  assert.equal(failed.engines.llm, 0);
  assert.match(await readFile(path.join(root, 'news/2025-04-27.md'), 'utf8'), /engine=template[\s\S]*Engine: the template summariser/);
});
