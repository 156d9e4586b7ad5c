/**
 * Runs a question set through the embedded engine and scores it: recall@3 of the expected pages, facts stated,
 * answers with run-together text, and per-question latency. Used by the build tests and by the bench.
 */
import type { ChatIndex } from '../../src/lib/chat/chatIndex';
import { pagesOf } from '../../src/lib/chat/chatIndex';
import { composeEmbedded } from '../../src/lib/chat/answer';
import { resolveQuery } from '../../src/lib/chat/followUp';
import { runTogether, statesFact } from '../../src/lib/chat/quality';
import type { Turn } from '../../src/lib/chat/request';

export interface EvalQuestion {
  area: string;
  question: string;
  history?: string[];
  expect: string[];
  fact?: string;
}

interface EvalResult {
  question: EvalQuestion;
  top3: string[];
  hit: boolean;
  answer: string;
  sources: string[];
  factStated: boolean | null;
  problems: string[];
  ms: number;
}

export interface EvalSummary {
  questions: number;
  recallAt3: number;
  facts: number;
  factRate: number;
  runTogether: number;
  p50Ms: number;
  p95Ms: number;
  byArea: Record<string, { hits: number; questions: number }>;
  results: EvalResult[];
}

/** The words the embedded answer writes itself (not quoted from a page). */
const TEMPLATE_WORDS =
  'From In the docs I could not find a passage that answers this directly These pages are the closest matches any words to search for in this question Ask it in a sentence for example How do add plugin Try other or the site with Ctrl K The pages of previous answer have no code example about it They are';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
}

/**
 * Earlier turns of a follow-up: each earlier question with the answer the engine gives it, so both engines see
 * the conversation as a reader's panel would send it.
 */
function historyOf(index: ChatIndex, questions: string[]): Turn[] {
  const turns: Turn[] = [];
  for (const question of questions) {
    const query = resolveQuery(question, turns);
    const answer = composeEmbedded(index, question, turns, query, index.search(query));
    turns.push({ role: 'user', content: question }, { role: 'assistant', content: answer.answer });
  }
  return turns;
}

/** `markdownOf(url)` gives a cited page's Markdown (for the run-together check). */
export function evaluate(index: ChatIndex, questions: EvalQuestion[], markdownOf: (url: string) => string): EvalSummary {
  const results: EvalResult[] = [];
  for (const question of questions) {
    const history = question.history ? historyOf(index, question.history) : [];
    const started = performance.now();
    const query = resolveQuery(question.question, history);
    const hits = index.search(query);
    const composed = composeEmbedded(index, question.question, history, query, hits);
    const ms = performance.now() - started;
    const top3 = pagesOf(hits, 3);
    const sourcesText = composed.sources.map((source) => markdownOf(source.url.split('#')[0])).join('\n');
    results.push({
      question,
      top3,
      hit: top3.some((url) => question.expect.includes(url)),
      answer: composed.answer,
      sources: composed.sources.map((source) => source.url),
      factStated: question.fact ? statesFact(composed.answer, question.fact) : null,
      problems: runTogether(composed.answer, sourcesText, `${TEMPLATE_WORDS} ${composed.sources.map((s) => s.title).join(' ')}`),
      ms,
    });
  }
  const byArea: EvalSummary['byArea'] = {};
  for (const result of results) {
    const area = (byArea[result.question.area] ??= { hits: 0, questions: 0 });
    area.questions += 1;
    if (result.hit) area.hits += 1;
  }
  const withFacts = results.filter((result) => result.factStated !== null);
  return {
    questions: results.length,
    recallAt3: results.filter((result) => result.hit).length / Math.max(1, results.length),
    facts: withFacts.length,
    factRate: withFacts.filter((result) => result.factStated).length / Math.max(1, withFacts.length),
    runTogether: results.filter((result) => result.problems.length > 0).length,
    p50Ms: percentile(
      results.map((result) => result.ms),
      50,
    ),
    p95Ms: percentile(
      results.map((result) => result.ms),
      95,
    ),
    byArea,
    results,
  };
}
