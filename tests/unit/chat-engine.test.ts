import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildChatIndex, loadChatIndex, toPassages } from '../../src/lib/chat/chatIndex';
import { answerQuestion, answerToEventStream, extractiveAnswer, llmConfigFromEnv, sourcesOf, type LlmConfig } from '../../src/lib/chat/answer';
import { readEventStream } from '../../src/components/AskAi/sse';
import { TokenBucket } from '../../src/lib/chat/rateLimit';

const pages = [
  {
    title: 'Actions',
    url: '/docs/core/actions',
    markdown: '---\ntitle: Actions\n---\n\nActions are what an agent does.\n\n## The Action interface\n\nAn action has a name, a validate function and a handler.\n\n## Examples\n\nThe REPLY action answers a message.',
  },
  {
    title: 'Knowledge',
    url: '/docs/core/knowledge',
    markdown: '## Setting up RAG\n\nPut documents in the docs folder and enable the knowledge plugin.',
  },
];

test('pages are split into passages per heading, with Docusaurus anchors', () => {
  const passages = toPassages(pages);
  assert.deepEqual(
    passages.map((p) => p.url),
    ['/docs/core/actions', '/docs/core/actions#the-action-interface', '/docs/core/actions#examples', '/docs/core/knowledge#setting-up-rag'],
  );
  assert.ok(!passages[0].text.includes('title: Actions'), 'front matter is not indexed');
});

test('retrieval ranks the section that answers the question first', () => {
  const index = loadChatIndex(buildChatIndex(pages));
  assert.equal(index.size, 4);
  assert.equal(index.search('how do I set up RAG documents')[0].url, '/docs/core/knowledge#setting-up-rag');
  assert.equal(index.search('action handler validate')[0].url, '/docs/core/actions#the-action-interface');
});

test('the extractive answer quotes passages and cites only site URLs', () => {
  const passages = toPassages(pages);
  const answer = extractiveAnswer('q', passages);
  assert.equal(answer.engine, 'extractive');
  assert.match(answer.answer, /Actions are what an agent does/);
  assert.ok(answer.sources.every((s) => s.url.startsWith('/')));
  assert.deepEqual(sourcesOf([{ ...passages[0], url: 'https://evil.example/x' }]), []);
  assert.equal(extractiveAnswer('q', []).sources.length, 0);
});

test('without LLM_API_KEY there is no LLM config; with it, defaults apply', () => {
  assert.equal(llmConfigFromEnv({}), null);
  assert.deepEqual(llmConfigFromEnv({ LLM_API_KEY: 'k', LLM_BASE_URL: 'http://x/v1/' }), {
    apiKey: 'k',
    baseUrl: 'http://x/v1',
    model: 'gpt-4o-mini',
    timeoutMs: 20_000,
  });
});

// A local stub of the chat-completions protocol; its behaviour is chosen per test.
let mode: 'ok' | '5xx' | 'garbage' | 'slow' = 'ok';
let lastBody: { messages?: Array<{ role: string; content: string }> } = {};
const stub = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    lastBody = JSON.parse(body);
    if (mode === '5xx') return res.writeHead(502).end('upstream secret detail');
    if (mode === 'garbage') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices":[{"nope":1}]}');
    if (mode === 'slow') return setTimeout(() => res.writeHead(200).end('{}'), 500);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { content: 'Use the REPLY action [1].' } }] }));
  });
});
const ready = new Promise<LlmConfig>((resolve) =>
  stub.listen(0, '127.0.0.1', () =>
    resolve({ apiKey: 'test-key', baseUrl: `http://127.0.0.1:${(stub.address() as AddressInfo).port}/v1`, model: 'm', timeoutMs: 200 }),
  ),
);
after(() => stub.close());

test('the LLM engine answers from the stub, with passages delimited as untrusted data', async () => {
  mode = 'ok';
  const answer = await answerQuestion('reply?', [], toPassages(pages), await ready);
  assert.equal(answer.engine, 'llm');
  assert.equal(answer.answer, 'Use the REPLY action [1].');
  assert.match(lastBody.messages![0].content, /untrusted/);
  assert.match(lastBody.messages!.at(-1)!.content, /<passages>/);
});

for (const failure of ['5xx', 'garbage', 'slow'] as const) {
  test(`a ${failure} upstream falls back to the extractive answer without leaking it`, async () => {
    mode = failure;
    const answer = await answerQuestion('actions', [], toPassages(pages), await ready);
    assert.equal(answer.engine, 'extractive');
    assert.doesNotMatch(answer.answer, /secret|upstream/);
  });
}

test('an answer streams as token events, then sources, then done', async () => {
  const answer = extractiveAnswer('q', toPassages(pages));
  const events = [];
  for await (const event of readEventStream(answerToEventStream(answer))) events.push(event);
  const text = events.filter((e) => e.event === 'token').map((e) => JSON.parse(e.data)).join('');
  assert.equal(text, answer.answer);
  assert.deepEqual(JSON.parse(events.at(-2)!.data), answer.sources);
  assert.equal(events.at(-1)!.event, 'done');
});

test('the token bucket refuses a client that has spent its tokens, then refills', () => {
  let now = 0;
  const bucket = new TokenBucket(2, 1, () => now);
  assert.equal(bucket.take('a'), true);
  assert.equal(bucket.take('a'), true);
  assert.equal(bucket.take('a'), false);
  assert.equal(bucket.take('b'), true, 'clients are separate');
  now += 1000;
  assert.equal(bucket.take('a'), true);
});
