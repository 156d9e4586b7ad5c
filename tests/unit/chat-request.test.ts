import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateChatRequest, MAX_BODY_BYTES } from '../../src/lib/chat/request';

const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  new Request('http://localhost/.netlify/functions/predict', { method: 'POST', headers, body });

async function expectError(request: Request, status: number, pattern: RegExp) {
  const result = await validateChatRequest(request);
  assert.equal(result.ok, false);
  if (!result.ok) {
    assert.equal(result.status, status);
    assert.match(result.error, pattern);
  }
}

test('405 for a method other than POST', async () => {
  await expectError(new Request('http://localhost/x', { method: 'GET' }), 405, /POST/);
  await expectError(new Request('http://localhost/x', { method: 'PUT', body: '{}' }), 405, /POST/);
});

test('415 for a non-JSON content type', async () => {
  await expectError(post('question=hi', { 'content-type': 'application/x-www-form-urlencoded' }), 415, /JSON/);
  await expectError(post('{"question":"hi"}', {}), 415, /JSON/);
  for (const type of ['application/json-seq', 'application/jsonx', 'application/json5', 'text/json', 'application/+json', 'application/json-patch']) {
    await expectError(post('{"question":"hi"}', { 'content-type': type }), 415, /JSON/);
  }
});

test('application/json and +json types, with parameters, are JSON', async () => {
  for (const type of [
    'application/json',
    'APPLICATION/JSON; charset=utf-8',
    'application/ld+json',
    'application/vnd.api+json ; charset=UTF-8',
    'application/json;',
  ]) {
    const result = await validateChatRequest(post('{"question":"hi"}', { 'content-type': type }));
    assert.equal(result.ok, true, type);
  }
});

test('413 for a body over 16 KB, declared or streamed', async () => {
  const big = JSON.stringify({ question: 'x'.repeat(MAX_BODY_BYTES) });
  await expectError(post(big), 413, /16 KB/);
  const streamed = new Request('http://localhost/x', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(big));
        c.close();
      },
    }),
    duplex: 'half',
  } as RequestInit);
  await expectError(streamed, 413, /16 KB/);
});

test('400 for malformed JSON', async () => {
  await expectError(post('{"question":'), 400, /not valid JSON/);
  await expectError(post('[1,2]'), 400, /JSON object/);
});

test('400 for a missing, non-string or empty question', async () => {
  await expectError(post('{}'), 400, /missing/);
  await expectError(post('{"question":42}'), 400, /must be a string/);
  await expectError(post('{"question":"   "}'), 400, /empty/);
});

test('422 for a question over 2,000 characters', async () => {
  await expectError(post(JSON.stringify({ question: 'a'.repeat(2001) })), 422, /2000 characters/);
});

test('422 for history over 10 turns, 400 for malformed turns', async () => {
  const turns = Array.from({ length: 11 }, () => ({ role: 'user', content: 'hi' }));
  await expectError(post(JSON.stringify({ question: 'q', history: turns })), 422, /10 turns/);
  await expectError(post(JSON.stringify({ question: 'q', history: [{ role: 'system', content: 'x' }] })), 400, /history turn/);
  await expectError(post(JSON.stringify({ question: 'q', history: 'nope' })), 400, /array/);
});

test('a good request is accepted, trimmed, and asks for streaming via Accept', async () => {
  const result = await validateChatRequest(
    post(JSON.stringify({ question: '  How do I start?  ', history: [{ role: 'user', content: 'hi' }] }), {
      'content-type': 'application/json; charset=utf-8',
      accept: 'text/event-stream',
    }),
  );
  assert.deepEqual(result, {
    ok: true,
    request: { question: 'How do I start?', history: [{ role: 'user', content: 'hi' }], stream: true },
  });
});
