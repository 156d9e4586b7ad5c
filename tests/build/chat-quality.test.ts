/**
 * The assistant on the built site: its question set against build/chat-index.json (recall@3, facts stated, no
 * run-together text), the set's own honesty (expected pages exist, facts are on those pages), and the bound on
 * what any question may cost.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { assertBuilt, buildDir } from './builtSite';
import { loadChatIndex, type Query } from '../../src/lib/chat/chatIndex';
import { parseCorpus, CORPUS_FILE } from '../../src/lib/corpus/types';
import { CHAT_INDEX_FILE, functionDataDir } from '../../src/lib/corpus/load';
import { evaluate } from '../../scripts/lib/chatEvaluate';
import { resolveQuery } from '../../src/lib/chat/followUp';
import { embeddedAnswer } from '../../src/lib/chat/answer';
import { MAX_TERMS, MIN_PREFIX_CHARS, MIN_FUZZY_CHARS } from '../../src/lib/retrieval/terms';
import { MAX_QUESTION_CHARS } from '../../src/lib/chat/request';
import { CHAT_QUESTIONS } from '../fixtures/chat-questions';

assertBuilt();
const corpusFile = path.join(functionDataDir(buildDir), CORPUS_FILE);
if (!existsSync(corpusFile)) throw new Error(`${corpusFile} is missing: the corpus plugin writes it after the build.`);
const corpus = parseCorpus(readFileSync(corpusFile, 'utf8'));
const markdown = new Map<string, string>();
for (const page of corpus.pages) for (const url of [page.url, ...((page as { aliases?: string[] }).aliases ?? [])]) markdown.set(url, page.markdown);
const index = loadChatIndex(readFileSync(path.join(functionDataDir(buildDir), CHAT_INDEX_FILE), 'utf8'));
const summary = evaluate(index, CHAT_QUESTIONS, (url) => markdown.get(url) ?? '');

const unescape = (text: string) =>
  text
    .replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, '$1')
    .replace(/[`*]/g, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();

test('the question set covers every area, with enough facts, on pages that exist and state them', () => {
  assert.ok(CHAT_QUESTIONS.length >= 120, `${CHAT_QUESTIONS.length} questions`);
  assert.ok(CHAT_QUESTIONS.filter((q) => q.fact).length >= 40);
  const areas = new Set(CHAT_QUESTIONS.map((q) => q.area));
  for (const area of ['docs', 'docs-0.25.9', 'api', 'rest', 'packages', 'partners', 'community', 'blog', 'troubleshooting', 'follow-up']) {
    assert.ok(areas.has(area as never), `no question for ${area}`);
  }
  const problems: string[] = [];
  for (const q of CHAT_QUESTIONS) {
    const pages = q.expect.filter((url) => markdown.has(url));
    if (!pages.length) problems.push(`${q.question}: none of ${q.expect.join(', ')} is in the corpus`);
    if (q.fact && !pages.some((url) => unescape(markdown.get(url)!).includes(q.fact!.toLowerCase().replace(/[`*]/g, '')))) {
      problems.push(`${q.question}: "${q.fact}" is on none of its expected pages`);
    }
  }
  assert.deepEqual(problems, []);
});

test('recall@3 of the question set is at least 90%', () => {
  const misses = summary.results.filter((r) => !r.hit).map((r) => `${r.question.question} → ${r.top3.join(', ')}`);
  console.log(`recall@3 ${(summary.recallAt3 * 100).toFixed(1)}% of ${summary.questions}`);
  assert.ok(summary.recallAt3 >= 0.9, `recall@3 ${(summary.recallAt3 * 100).toFixed(1)}%; misses:\n${misses.join('\n')}`);
});

test('the answer states the expected fact for at least 85% of the questions that name one', () => {
  const missing = summary.results.filter((r) => r.factStated === false).map((r) => `${r.question.question} (${r.question.fact})`);
  console.log(`facts stated ${(summary.factRate * 100).toFixed(1)}% of ${summary.facts}`);
  assert.ok(summary.factRate >= 0.85, `facts ${(summary.factRate * 100).toFixed(1)}%; not stated:\n${missing.join('\n')}`);
});

test('no answer has run-together table cells or list items, or a table that lost its structure', () => {
  const glued = summary.results.filter((r) => r.problems.length).map((r) => `${r.question.question}: ${r.problems.join('; ')}`);
  assert.deepEqual(glued, []);
});

test('every answer cites only sources it lists, and lists only pages of the site', () => {
  for (const result of summary.results) {
    const cited = [...result.answer.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
    for (const n of cited) assert.ok(n >= 1 && n <= result.sources.length, `${result.question.question}: [${n}] of ${result.sources.length}`);
    for (const url of result.sources) assert.ok(url.startsWith('/') && !url.startsWith('//') && markdown.has(url.split('#')[0]), url);
  }
});

test('whatever the question, its search work is bounded: few distinct terms, no prefix or fuzzy walk for short ones', () => {
  const adversarial = [
    Array.from({ length: 1000 }, (_, i) => 'abcdefghijklmnopqrstuvwxyz'[i % 26]).join(' '),
    Array.from({ length: 400 }, (_, i) => `ab${i}`)
      .join(' ')
      .slice(0, MAX_QUESTION_CHARS),
    Array.from({ length: 220 }, (_, i) => `agent${i % 7}x plugin`)
      .join(' ')
      .slice(0, MAX_QUESTION_CHARS),
    'x'.repeat(MAX_QUESTION_CHARS),
  ];
  for (const question of adversarial) {
    const query: Query = resolveQuery(question, []);
    assert.ok(query.terms.length <= MAX_TERMS, `${query.terms.length} terms`);
    // Prefix and fuzzy walks are the costly part of a search: only long, rare-by-length terms get them.
    const walks = query.terms.filter((term) => term.length >= MIN_PREFIX_CHARS || term.length >= MIN_FUZZY_CHARS);
    assert.ok(walks.length <= MAX_TERMS);
    const answer = embeddedAnswer(index, question);
    assert.ok(answer.answer.length < 6000);
  }
});

test('a pasted error message is answered first from the passage that quotes it', () => {
  const pasted: Array<[string, string]> = [
    ['Plugin registry cache not found. Please run "elizaos plugins update" to fetch the latest registry.', '/docs/cli/plugins'],
    ["error: too many arguments for 'phala'. Expected 0 arguments but got 1.", '/docs/cli/tee'],
    ['Plugin matching "discord" not found in project dependencies', '/docs/cli/plugins'],
  ];
  for (const [question, page] of pasted) {
    const first = embeddedAnswer(index, question).sources[0]?.url ?? '';
    assert.equal(first.split('#')[0], page, question);
  }
});
