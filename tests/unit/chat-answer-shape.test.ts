/**
 * The embedded answer's shape, through the real answer path over the fixture corpus: a comparison leads with the
 * passage that compares both sides, a quoted sentence never points at a block the answer leaves out, and "show me
 * code" follow-ups answer with code from the pages the previous answer cited.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildChatIndex, loadChatIndex, pagesOf } from '../../src/lib/chat/chatIndex';
import { toPassages } from '../../src/lib/chat/passages';
import { embeddedAnswer, retrieve } from '../../src/lib/chat/answer';
import { trimCode, withoutPointers } from '../../src/lib/chat/compose';
import { asksForCode, codeFollowUp } from '../../src/lib/chat/codeFollowUp';
import { comparedSides } from '../../src/lib/chat/intent';
import type { Turn } from '../../src/lib/chat/request';
import { FIXTURE_PAGES } from '../fixtures/chat-corpus';
import { LEGACY_DOCS_VERSION } from '../../src/lib/versions';

const index = loadChatIndex(buildChatIndex(FIXTURE_PAGES));
const FAQ_TABLE = '/docs/technical/faq#q-what-is-the-difference-between-actions-providers-and-evaluators';

/** A conversation as the panel sends it: each question with the answer the engine gave it. */
function converse(questions: string[]): { history: Turn[]; last: ReturnType<typeof embeddedAnswer> } {
  const history: Turn[] = [];
  let last = embeddedAnswer(index, questions[0]);
  for (const [i, question] of questions.entries()) {
    last = embeddedAnswer(index, question, history);
    if (i < questions.length - 1) history.push({ role: 'user', content: question }, { role: 'assistant', content: last.answer });
  }
  return { history, last };
}

function citesEverySource(answer: { answer: string; sources: unknown[] }): void {
  const cited = new Set([...answer.answer.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])));
  assert.deepEqual(
    [...cited].sort(),
    answer.sources.map((_, i) => i + 1),
  );
}

/** Paragraphs that introduce a block ("…below show…", "…:") and are not followed by a code block or a list. */
function danglingPointers(answer: string): string[] {
  const paragraphs = answer.split(/\n\n+/);
  return paragraphs.filter((paragraph, i) => {
    const text = paragraph.replace(/\s*\[\d+\]\.?$/, '').trim();
    if (/^[|`~-]|^\d+\./.test(text)) return false;
    const points = /:$/.test(text) || /\b(?:below|following)\s+(?:shows?|lists?)\b/i.test(text);
    return points && !/^(?:```|~~~|- |\d+\. )/.test(paragraphs[i + 1] ?? '');
  });
}

test('comparison questions: the sides are read from "difference between", "vs", "differ from" and "A or B"', () => {
  assert.deepEqual(comparedSides('What is the difference between an action and a provider?'), [['action'], ['provider']]);
  assert.deepEqual(comparedSides('actions vs providers'), [['action'], ['provider']]);
  assert.deepEqual(comparedSides('How does a provider differ from an evaluator?'), [['provider'], ['evaluator']]);
  assert.deepEqual(comparedSides('Should I use an action or a provider?'), [['action'], ['provider']]);
  assert.deepEqual(comparedSides('What is the difference between actions, providers and evaluators?'), [['action'], ['provider'], ['evaluator']]);
  assert.equal(comparedSides('What port does the server listen on by default?'), undefined);
  assert.equal(comparedSides('Which database adapters did 0.25.9 have and how do they compare?'), undefined);
});

test('"the difference between an action and a provider" opens with the table that compares them', () => {
  const answer = embeddedAnswer(index, 'What is the difference between an action and a provider?');
  // The table's rows for the two sides, in the page's order; not the row of the third component.
  assert.match(
    answer.answer,
    /^\| Component \| Purpose \| Runs \|\n\| --- \| --- \| --- \|\n\| Action \| Does something \|[^\n]*\n\| Provider \| Supplies context \|/,
  );
  assert.ok(!/Evaluator \|/.test(answer.answer));
  // The providers page's FAQ compares other things (values, data and text): it is no answer here.
  assert.ok(!/values, data and text/.test(answer.answer), answer.answer);
  assert.equal(answer.sources[0].url, FAQ_TABLE);
  citesEverySource(answer);
  for (const question of ['actions vs providers', 'Should I use an action or a provider?', 'How does a provider differ from an action?']) {
    assert.equal(retrieve(index, question, []).hits[0].passage.url, FAQ_TABLE, question);
    assert.equal(pagesOf(retrieve(index, question, []).hits, 1)[0], '/docs/technical/faq', question);
  }
});

test('a sentence that introduces a block is quoted only with that block', () => {
  // The code the sentence introduces is long enough to start a passage of its own: the sentence goes with it.
  const passages = toPassages(FIXTURE_PAGES).filter((p) => p.page === '/docs/core/providers' && p.blocks.some((b) => b.kind === 'code'));
  assert.equal(passages.length, 1);
  const code = passages[0].blocks.findIndex((b) => b.kind === 'code');
  assert.match(passages[0].blocks[code - 1].md, /^The two providers below show/);

  const write = embeddedAnswer(index, 'How do I write a provider?');
  assert.match(write.answer, /The two providers below show [^\n]*\n\n```typescript\n/);

  // The bootstrap table is not part of this answer, so the sentence announcing it is left out.
  const bootstrap = embeddedAnswer(index, 'Which providers does the bootstrap plugin register?');
  assert.match(bootstrap.answer, /registers a provider for the current time/);
  assert.ok(!/table below/.test(bootstrap.answer), bootstrap.answer);

  for (const question of [
    'How do I write a provider?',
    'Which providers does the bootstrap plugin register?',
    'How do I set LOG_LEVEL to debug?',
    'What is the difference between an action and a provider?',
    'What port does the server listen on by default?',
  ]) {
    assert.deepEqual(danglingPointers(embeddedAnswer(index, question).answer), [], question);
  }
});

test('withoutPointers keeps a pointer only when its block follows, and leaves other text as it is', () => {
  const md = 'Set the level with `LOG_LEVEL`. The table below lists every level.';
  assert.equal(withoutPointers(md), 'Set the level with `LOG_LEVEL`.');
  assert.equal(withoutPointers('It includes:'), '');
  assert.equal(withoutPointers('Run it with:', 'code'), 'Run it with:');
  assert.equal(withoutPointers('Pick one:', 'item'), 'Pick one:');
  // "below" about the rest of the page, not a block, stays; so does text with nothing to remove, line breaks and all.
  assert.equal(withoutPointers('All paths below are relative to the server.'), 'All paths below are relative to the server.');
  assert.equal(withoutPointers('Line one\nline two.'), 'Line one\nline two.');
  assert.equal(withoutPointers('As the example above shows, it works. It is fast.'), 'It is fast.');
  assert.equal(withoutPointers('As the example above shows, it works. It is fast.', 'text', 'code'), 'As the example above shows, it works. It is fast.');
});

test('"show me code" follow-ups answer with code from the pages of the previous answer, one block per compared side', () => {
  assert.ok(asksForCode('show me code for it') && asksForCode('example?') && asksForCode('code please') && asksForCode('Can you give an example?'));
  assert.ok(!asksForCode('Show me an example of a provider') && !asksForCode('How do I write a provider?') && !asksForCode('show me it'));
  for (const followUp of ['show me code for it', 'example?', 'code please']) {
    const { last } = converse(['What is the difference between an action and a provider?', followUp]);
    assert.match(last.answer, /```typescript\n[\s\S]*export const greetAction: Action = \{/, followUp);
    assert.match(last.answer, /```typescript\n[\s\S]*export const clockProvider: Provider = \{/, followUp);
    assert.deepEqual(
      last.sources.map((s) => s.url),
      ['/docs/core/actions#write-an-action', '/docs/core/providers#write-providers'],
      followUp,
    );
    assert.deepEqual(danglingPointers(last.answer), [], followUp);
    citesEverySource(last);
  }
  // Any topic: the previous answer's page has the command.
  const { last } = converse(['How do I set LOG_LEVEL to debug?', 'code please']);
  assert.match(last.answer, /```bash\nLOG_LEVEL=debug elizaos start\n```/);
  assert.equal(last.sources[0].url, '/docs/technical/advanced/production#logs');
  // With no earlier question there is nothing to show code for: the question goes the ordinary way.
  assert.equal(codeFollowUp(index, 'show me code for it', []), null);
  // A second request for code still follows the topic, not the request before it.
  const again = converse(['What is the difference between an action and a provider?', 'show me code for it', 'example?']).last;
  assert.match(again.answer, /greetAction/);
});

test('a code follow-up shows one example when it shows both compared sides, and no 0.x code for a current question', () => {
  const { history, last: comparison } = converse(['What is the difference between actions and services?', 'example?']);
  assert.equal(history[0].content, 'What is the difference between actions and services?');
  assert.equal((comparison.answer.match(/```typescript/g) ?? []).length, 1, comparison.answer);
  assert.match(comparison.answer, /export class CounterService extends Service/);
  assert.ok(!/LegacyPdfService/.test(comparison.answer));
  assert.deepEqual(
    comparison.sources.map((s) => s.url),
    ['/docs/core/plugins#write-a-plugin'],
  );
  // Asked about 0.x, the 0.x page's code comes first, marked with its version.
  const legacy = converse([`Actions vs services in ${LEGACY_DOCS_VERSION}?`, 'example?']).last;
  assert.ok(legacy.answer.startsWith(`From the ${LEGACY_DOCS_VERSION} docs:\n\n`), legacy.answer);
  assert.match(legacy.answer, /```typescript\nexport class LegacyPdfService/);
});

test('long code is cut between statements, with a comment in the language of the block', () => {
  const ts = [
    '```ts',
    ...Array.from({ length: 20 }, (_, i) => `const a${i} = ${i};`),
    '',
    ...Array.from({ length: 20 }, (_, i) => `const b${i} = ${i};`),
    '```',
  ].join('\n');
  const cut = trimCode(ts, 30).split('\n');
  assert.equal(cut.at(-3), 'const a19 = 19;', 'cut at the blank line, not inside the second group');
  assert.deepEqual(cut.slice(-2), ['// …', '```']);
  const bash = ['```bash', ...Array.from({ length: 40 }, (_, i) => `echo ${i}`), '```'].join('\n');
  assert.deepEqual(trimCode(bash, 10).split('\n').slice(-2), ['# …', '```']);
  assert.equal(trimCode('```ts\nshort\n```'), '```ts\nshort\n```');
});
