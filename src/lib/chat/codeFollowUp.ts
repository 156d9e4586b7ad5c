/**
 * "Show me code for it", "example?", "code please": a follow-up that asks for code about the previous question.
 * The embedded engine answers it with code blocks quoted from the pages the previous answer cited (the previous
 * answer is worked out again from the conversation, so nothing the client sends is trusted as a source), or, when
 * those pages have none on the topic, from the other pages retrieved for that question.
 */
import type { Turn } from './request';
import { WEAK_TERMS, type ChatIndex, type Query } from './chatIndex';
import type { Block, Passage } from './passages';
import { composeAnswer, isSitePath, sourceOf, trimCode, withoutPointers, type Composed, type Source } from './compose';
import { resolveQuery } from './followUp';
import { concept, mentions, questionTerms, termSet } from './terms';

/** The words of a request for code; a follow-up made of these alone asks for code about the previous topic. */
const CODE_REQUEST_TERMS = new Set(
  questionTerms('show code codes example examples snippet snippets sample samples give see write typescript javascript ts js more'),
);
const CODE_WORD = /\b(?:code|examples?|snippets?|samples?)\b/i;
/** Words of a question that say what kind of answer it wants, not what it is about. */
const NOT_TOPIC = new Set(questionTerms('difference differences between compare versus vs differ'));
const RETRIEVED = 8;
/** Pages retrieved for the previous question that may hold its code when the cited pages have none. */
const WIDER = 24;
const MAX_BLOCKS = 2;
const MAX_INTRO_CHARS = 320;
/** Code is the whole answer here: longer blocks than a quote beside prose gets. */
const MAX_CODE_LINES = 40;
const HOW_TO = /^(?:\d+\.\s*)?(?:write|writing|create|creating|build|building|implement|implementing|define|defining|register|registering)\b/i;

/** Is this question only a request for code ("show me code for it", "example?", "code please")? */
export function asksForCode(question: string): boolean {
  if (!CODE_WORD.test(question)) return false;
  return questionTerms(question).every((term) => CODE_REQUEST_TERMS.has(term));
}

interface Candidate {
  passage: Passage;
  code: Extract<Block, { kind: 'code' }>;
  intro: string;
  /** The topic concepts the code, its introducing sentence or its heading name. */
  named: Set<string>;
  /** How strongly it is about each term: one for each of its heading, its introducing sentence and its code that name it. */
  weightOf: Map<string, number>;
  score: number;
  /** Where its page stands: cited pages first, in citation order, then the other retrieved pages. */
  rank: number;
}

/** The last sentences of the paragraph right before a code block, when there is one: what the code shows. */
function introOf(passage: Passage, i: number): string {
  const previous = passage.blocks[i - 1];
  if (!previous || previous.kind !== 'text' || !previous.md) return '';
  const text = withoutPointers(previous.md, 'code');
  return text.length <= MAX_INTRO_CHARS ? text : '';
}

function candidatesOn(index: ChatIndex, pages: string[], topic: string[], needed: number, line: 'current' | 'legacy', rankOffset: number): Candidate[] {
  const rankOf = new Map(pages.map((page, i) => [page, rankOffset + i]));
  const out: Candidate[] = [];
  for (const passage of index.passages) {
    const rank = rankOf.get(passage.page);
    if (rank === undefined || passage.kind !== 'section' || !isSitePath(passage.url)) continue;
    if (Boolean(passage.version?.startsWith('0.')) !== (line === 'legacy')) continue;
    const heading = termSet(passage.heading.split(' › ').at(-1) ?? '');
    passage.blocks.forEach((block, i) => {
      if (block.kind !== 'code') return;
      const intro = introOf(passage, i);
      const introTerms = termSet(intro);
      const codeTerms = termSet(block.text);
      const named = new Set<string>();
      const weightOf = new Map<string, number>();
      let score = 0;
      for (const term of topic) {
        const weight = [heading, introTerms, codeTerms].filter((words) => mentions(words, term)).length;
        if (!weight) continue;
        named.add(concept(term));
        weightOf.set(concept(term), Math.max(weight, weightOf.get(concept(term)) ?? 0));
        score += weight;
      }
      // A section about writing the thing ("Write an action") holds the code a reader asking for code wants.
      const howTo = HOW_TO.test(passage.heading.split(' › ').at(-1) ?? '') ? 1 : 0;
      for (const [term, weight] of weightOf) weightOf.set(term, weight + howTo);
      score += howTo;
      // Most of the topic must meet in the code and what introduces it, not one word of it.
      if (named.size >= Math.ceil(needed)) out.push({ passage, code: block, intro, named, weightOf, score, rank });
    });
  }
  return out;
}

const better = (a: Candidate, b: Candidate) => b.named.size - a.named.size || b.score - a.score || a.rank - b.rank || a.passage.id - b.passage.id;

/**
 * The code blocks to show: for a comparison, the best block for each side ("an action" and "a provider"); else
 * the block that names most of the topic, and a second one only if it names something the first does not.
 */
function choose(cited: Candidate[], wider: Candidate[], sides: string[][] | undefined): Candidate[] {
  const chosen: Candidate[] = [];
  // The cited pages' code when they have any that fits, else the other retrieved pages'.
  const add = (fits: (c: Candidate) => boolean, order: (a: Candidate, b: Candidate) => number = better) => {
    const fresh = (c: Candidate) => fits(c) && !chosen.some((d) => d.passage.id === c.passage.id && d.code === c.code);
    const pool = cited.some(fresh) ? cited.filter(fresh) : wider.filter(fresh);
    const next = pool.sort(order)[0];
    if (next && chosen.length < MAX_BLOCKS) chosen.push(next);
  };
  if (sides) {
    // The block most about each side: named by its heading, its introduction and its code beats named once.
    for (const side of sides) {
      const about = (c: Candidate) => Math.max(0, ...side.map((term) => c.weightOf.get(concept(term)) ?? 0));
      // One example that shows both sides (a plugin with an action and a service) is the better answer.
      if (chosen.some((c) => about(c) > 1)) continue;
      add(
        (c) => about(c) > 0,
        (a, b) => about(b) - about(a) || better(a, b),
      );
    }
    return chosen;
  }
  add(() => true);
  const first = chosen[0];
  if (first) add((c) => c.passage.page !== first.passage.page && [...c.named].some((term) => !first.named.has(term)));
  return chosen;
}

/** The previous question that was not itself a request for code, with the turns before it. */
function previousQuestion(history: Turn[]): { question: string; before: Turn[] } | null {
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const turn = history[i];
    if (turn.role === 'user' && !asksForCode(turn.content)) return { question: turn.content, before: history.slice(0, i) };
  }
  return null;
}

/** The answer to a request for code, or null when the question is not one (or there is no earlier topic). */
export function codeFollowUp(index: ChatIndex, question: string, history: Turn[]): Composed | null {
  if (!asksForCode(question)) return null;
  const previous = previousQuestion(history);
  if (!previous) return null;
  const query: Query = resolveQuery(previous.question, previous.before);
  const hits = index.search(query, WIDER);
  const earlier = composeAnswer(query, hits.slice(0, RETRIEVED), index.lead);
  if (!earlier.found) return null;
  const topic = [...new Set([...query.terms, ...query.carried])].filter((term) => !NOT_TOPIC.has(term) && !WEAK_TERMS.has(term));
  const sides = query.intent.compare;
  // A comparison's code is about one side at a time; other code must name half the topic's concepts.
  const needed = sides ? 1 : Math.max(1, new Set(topic.map(concept)).size / 2);
  const cited = [...new Set(earlier.sources.map((source) => source.url.split('#')[0]))];
  const retrieved = [...new Set(hits.map((hit) => hit.passage.page))].filter((page) => !cited.includes(page));
  const on = (line: 'current' | 'legacy') =>
    choose(candidatesOn(index, cited, topic, needed, line, 0), candidatesOn(index, retrieved, topic, needed, line, cited.length), sides);
  // 0.x code does not run on the current line: the line the question asks about first, the other only when it has none.
  const [first, second] = query.intent.legacy ? (['legacy', 'current'] as const) : (['current', 'legacy'] as const);
  let chosen = on(first);
  if (!chosen.length) chosen = on(second);
  if (!chosen.length) {
    return {
      answer: `The pages of the previous answer have no code example about it. They are:\n\n${earlier.sources.map((source, i) => `- ${source.title} [${i + 1}]`).join('\n')}`,
      sources: earlier.sources,
      found: false,
    };
  }
  const sources: Source[] = [];
  const text = chosen.map((candidate) => {
    const source = sourceOf(candidate.passage);
    let n = sources.findIndex((s) => s.url === source.url) + 1;
    if (!n) n = sources.push(source);
    const heading = candidate.passage.heading || candidate.passage.title;
    const version = candidate.passage.version?.startsWith('0.') ? `From the ${candidate.passage.version} docs:` : '';
    return [version, candidate.intro, trimCode(candidate.code.md, MAX_CODE_LINES), `From *${heading}* [${n}].`].filter(Boolean).join('\n\n');
  });
  return { answer: text.join('\n\n'), sources, found: true };
}
