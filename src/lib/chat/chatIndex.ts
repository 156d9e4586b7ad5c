/**
 * The chat assistant's retrieval index: the corpus's passages in a MiniSearch (BM25) index, written once by the
 * build (build/chat-index.json) and loaded by the chat function. Search cost is bounded whatever the question:
 * a capped number of distinct terms, and no prefix or fuzzy walk for short ones.
 */
import MiniSearch, { type SearchOptions } from 'minisearch';
import { toPassages, passageText, type IndexablePage, type Passage } from './passages';
import { concept, mentions, termSet } from './terms';
import { MIN_FUZZY_CHARS, MIN_PREFIX_CHARS, processTerm, textTerms } from '../retrieval/terms';
import { ASSISTANT_FIELD_WEIGHTS, engineOptions } from '../retrieval/engine';
import { passageWeight, type Intent } from './intent';

export type { IndexablePage } from './passages';

const FORMAT = 2;

interface IndexedPassage {
  id: number;
  title: string;
  heading: string;
  text: string;
  /** Words naming the kind of page, which its text rarely says ("endpoint", "enum", "plugin", "partner"). */
  kind: string;
}

const API_KINDS: Record<string, string> = {
  enumerations: 'enum enumeration',
  interfaces: 'interface',
  classes: 'class',
  functions: 'function',
  'type-aliases': 'type alias',
  variables: 'variable constant',
  namespaces: 'namespace',
};

/** The words that name what kind of page a passage is on. */
function kindWords(passage: Passage): string {
  const [, first, second] = passage.page.split('/');
  switch (passage.area) {
    case 'rest':
      return 'rest api endpoint http request route';
    case 'api':
      return `api reference typescript ${API_KINDS[second === 'namespaces' ? (passage.page.split('/')[4] ?? 'namespaces') : second] ?? ''}`;
    case 'packages':
      return `package catalogue ${second ? second.replace(/s$/, '') : ''}`;
    case 'partners':
      return passage.page.endsWith('/brief') ? 'partner brief' : 'partner';
    case 'blog':
      return 'blog post';
    case 'news':
      return 'news daily report';
    case 'community':
      return 'community';
    default:
      return first === 'docs' && passage.version?.startsWith('0.') ? 'legacy' : '';
  }
}

const indexOptions = engineOptions<IndexedPassage>(Object.keys(ASSISTANT_FIELD_WEIGHTS));

/** Builds the serialized index of the pages (CorpusPage[] from the corpus; any page with url, title, markdown). */
export function buildChatIndex(pages: IndexablePage[]): string {
  const passages = toPassages(pages);
  const search = new MiniSearch<IndexedPassage>(indexOptions);
  const documents = passages.map((p) => ({ id: p.id, title: p.title, heading: p.heading, text: passageText(p), kind: kindWords(p) }));
  search.addAll(documents);
  return JSON.stringify({ format: FORMAT, passages, common: commonTerms(documents), index: search.toJSON() });
}

/** Terms in more than this share of passages cost the most to score and tell passages apart the least. */
const COMMON_SHARE = 0.03;
/** At most this many of them are searched per question (each is a long posting list to score). */
const MAX_COMMON_TERMS = 5;

/** Common terms with the number of passages that have them. */
function commonTerms(documents: IndexedPassage[]): Record<string, number> {
  const counts = new Map<string, number>();
  for (const document of documents) {
    for (const term of new Set(textTerms(`${document.title} ${document.heading} ${document.text}`))) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  const limit = documents.length * COMMON_SHARE;
  return Object.fromEntries([...counts].filter(([, count]) => count > limit).sort(([a], [b]) => a.localeCompare(b)));
}

/** A question ready to search: its own terms, terms carried over from the conversation, and what it is about. */
export interface Query {
  terms: string[];
  /** Terms of the previous question a follow-up builds on; they count less than the question's own. */
  carried: string[];
  intent: Intent;
  /** The question's own words in order, for matching a pasted message word for word. */
  words?: string[];
}

export interface Hit {
  passage: Passage;
  score: number;
  /** The concepts of the query's own terms (not carried ones) that this passage matches. */
  matched: string[];
}

export interface ChatIndex {
  size: number;
  passages: Passage[];
  /** Passages best first; at most `limit`. */
  search: (query: Query, limit?: number) => Hit[];
  /** The opening passage of a page (its text before the first heading), if it has one. */
  lead: (page: string) => Passage | undefined;
}

const CARRIED_WEIGHT = 0.45;
// Verbs that nearly every how-to question has: they should not decide which page answers ("which actions does
// the 0x plugin add" is about actions, not about the install step's `pnpm add`).
export const WEAK_TERMS = new Set(['add', 'run', 'set', 'make', 'work', 'new', 'help', 'over', 'want', 'show']);
const WEAK_WEIGHT = 0.4;

/**
 * The symbol or package a reference page is about, from its URL (/api/enumerations/Role → role,
 * /packages/plugins/coingecko → coingecko): a question naming it is asking for that page.
 */
const NAMED_BOOST = 2.5;

function namedTerms(passage: Passage): Set<string> {
  if (passage.area !== 'api' && passage.area !== 'packages') return new Set();
  const slug = passage.page.split('/').at(-1) ?? '';
  if (!/^[\w$]+$/.test(slug)) return new Set();
  const whole = processTerm(slug)?.[0];
  return new Set(whole ? [whole] : []);
}

function searchOptions(query: Query, passages: Passage[], named: Array<Set<string>>, common: Set<string>): SearchOptions {
  const own = new Set(query.terms);
  const weights = new Float64Array(passages.length);
  return {
    // The query is already a list of processed terms: no second tokenising or processing.
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term,
    boost: ASSISTANT_FIELD_WEIGHTS,
    // A common term already matches thousands of passages: its prefix and fuzzy variants would only add cost.
    prefix: (term) => term.length >= MIN_PREFIX_CHARS && !common.has(term),
    fuzzy: (term) => (term.length >= MIN_FUZZY_CHARS && !common.has(term) ? 0.18 : false),
    maxFuzzy: 2,
    weights: { prefix: 0.4, fuzzy: 0.25 },
    combineWith: 'OR',
    boostTerm: (term) => (own.has(term) ? (WEAK_TERMS.has(term) ? WEAK_WEIGHT : 1) : CARRIED_WEIGHT),
    boostDocument: (id, term) => {
      const i = id as number;
      // Called once per matching passage and term: each passage's weight is worked out once per question.
      let weight = weights[i];
      if (weight === 0) weight = weights[i] = passageWeight(passages[i], query.intent);
      return named[i].has(term) ? weight * NAMED_BOOST : weight;
    },
  };
}

// ——— pasted messages ———

/** A question this long may be a pasted error or log line rather than a question in the reader's words. */
const PASTE_MIN_WORDS = 6;
/** A passage that quotes at least this many of its words in a row is quoting the same message. */
const QUOTED_RUN = 4;
const QUOTED_RUN_BOOST = 0.5;
const MAX_QUOTED_BOOST = 3;
/** How many hits a pasted message re-ranks, per hit returned. */
const QUOTE_POOL = 4;

/** Only the start of a long paste is compared: an error's own words come first. */
const MAX_PASTE_WORDS = 64;

/**
 * Lower-cased words with stop words kept, the way a pasted message and a page quoting it are compared (unlike
 * retrieval's plainWords, which drops them: "no such file or directory" must stay one run).
 */
export function messageWords(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9_]+/g) ?? [];
}

/** The longest run of the question's words, in its order, that the passage's words also have (linear in practice). */
export function longestSharedRun(question: string[], passage: string[]): number {
  const starts = new Map<string, number[]>();
  question.forEach((word, i) => starts.set(word, [...(starts.get(word) ?? []), i]));
  let best = 0;
  // Runs ending at the previous passage word, by the question position they end at.
  let previous = new Map<number, number>();
  for (const word of passage) {
    const current = new Map<number, number>();
    for (const i of starts.get(word) ?? []) {
      const run = (previous.get(i - 1) ?? 0) + 1;
      current.set(i, run);
      if (run > best) best = run;
    }
    previous = current;
  }
  return best;
}

/** The weight of a passage for a pasted message: one that quotes a run of it is about that message. */
export function quotedWeight(passage: Passage, words: string[] | undefined): number {
  if (!words || words.length < PASTE_MIN_WORDS) return 1;
  const run = longestSharedRun(words.slice(0, MAX_PASTE_WORDS), messageWords(`${passage.heading} ${passageText(passage)}`));
  return run < QUOTED_RUN ? 1 : Math.min(MAX_QUOTED_BOOST, 1 + QUOTED_RUN_BOOST * (run - QUOTED_RUN + 1));
}

// ——— comparison questions ———

/** A heading that asks the comparison ("What is the difference between actions and …?"). */
const COMPARING_HEADING = 3;
/** A heading that names every side ("Actions, providers and evaluators"). */
const SIDE_BY_SIDE_HEADING = 2;
/** One sentence naming every side ("Actions do …; providers supply …"). */
const SIDE_BY_SIDE_SENTENCE = 1.6;
/** A table row about one of the sides (its first cell names it): one line of a comparison table. */
const SIDE_ROW = 1.3;
/** A section comparing other things ("the difference between values, data and text" for actions vs providers). */
const OTHER_COMPARISON = 0.5;
const COMPARISON_HEADING = /\b(?:difference|differences|differ|vs\.?|versus|compar\w*)\b|\bor\b.*\?$/i;
const COMPARISON_TERMS = processTerm('difference') ?? [];
/** How many hits a comparison re-ranks, per hit returned. */
const COMPARE_POOL = 4;

function namesSides(words: Set<string>, sides: string[][]): boolean {
  return sides.every((side) => side.some((term) => mentions(words, term)));
}

/** Does a table row's first cell name one of the compared sides ("| Action | Does something |")? */
export function rowNamesSide(passage: Passage, sides: string[][]): boolean {
  const cell = passage.blocks[0]?.md.split('|')[1] ?? '';
  const words = termSet(cell);
  return sides.some((side) => side.some((term) => mentions(words, term)));
}

/** The weight of a passage for a comparison question: does it set the compared things side by side? */
export function comparisonWeight(passage: Passage, intent: Intent): number {
  const sides = intent.compare;
  if (!sides) return 1;
  const heading = passage.heading.split(' › ').at(-1) ?? '';
  const comparing = COMPARISON_HEADING.test(heading);
  if (heading && namesSides(termSet(heading), sides)) {
    const weight = comparing ? COMPARING_HEADING : SIDE_BY_SIDE_HEADING;
    // The 0.x docs' comparisons stay behind the current ones unless the question asks about 0.x.
    return passage.version?.startsWith('0.') && !intent.legacy ? Math.min(weight, SIDE_ROW) : weight;
  }
  if (comparing) return OTHER_COMPARISON;
  if (passage.kind === 'row') return rowNamesSide(passage, sides) ? SIDE_ROW : 1;
  const sentence = passage.blocks.some((block) => block.kind !== 'code' && block.text.split(/(?<=[.!?;])\s+/).some((part) => namesSides(termSet(part), sides)));
  return sentence ? SIDE_BY_SIDE_SENTENCE : 1;
}

export function loadChatIndex(json: string): ChatIndex {
  const data = JSON.parse(json) as { format?: number; passages: Passage[]; common?: Record<string, number>; index: unknown };
  if (data.format !== FORMAT) throw new Error('chat index: unknown format (rebuild the site)');
  const search = MiniSearch.loadJS<IndexedPassage>(data.index as Parameters<typeof MiniSearch.loadJS>[0], indexOptions);
  const passages = data.passages;
  const named = passages.map(namedTerms);
  const commonCount = new Map(Object.entries(data.common ?? {}));
  const common = new Set(commonCount.keys());
  const leads = new Map<string, Passage>();
  for (const passage of passages) if (!passage.heading && passage.kind === 'section' && !leads.has(passage.page)) leads.set(passage.page, passage);
  /** The best `pool` results weighed again by what the question asks for, best first. */
  const reweigh = <T extends { id: unknown; score: number }>(found: T[], pool: number, weight: (passage: Passage) => number): T[] =>
    found
      .slice(0, pool)
      .map((hit) => ({ ...hit, score: hit.score * weight(passages[hit.id as number]) }))
      .sort((a, b) => b.score - a.score);
  return {
    size: search.documentCount,
    passages,
    lead: (page) => leads.get(page),
    search(query, limit = 8) {
      // "A vs B" is asked in the words the pages answer it under: "the difference between A and B".
      const terms = [...new Set([...query.terms, ...query.carried, ...(query.intent.compare ? COMPARISON_TERMS : [])])];
      // Of the common terms, the rarest carry the most meaning per passage scored.
      const kept = new Set(
        terms
          .filter((term) => common.has(term))
          .sort((a, b) => commonCount.get(a)! - commonCount.get(b)!)
          .slice(0, MAX_COMMON_TERMS),
      );
      const all = terms.filter((term) => !common.has(term) || kept.has(term));
      if (!all.length) return [];
      const own = new Set(query.terms);
      let found = search.search(all.join(' '), searchOptions(query, passages, named, common));
      // A comparison wants the passage that sets its sides side by side first: the best few are weighed again.
      if (query.intent.compare) found = reweigh(found, limit * COMPARE_POOL, (passage) => comparisonWeight(passage, query.intent));
      // A pasted error message wants the passage that quotes it, whatever other words it shares with other pages.
      if ((query.words?.length ?? 0) >= PASTE_MIN_WORDS) found = reweigh(found, limit * QUOTE_POOL, (passage) => quotedWeight(passage, query.words));
      return found.slice(0, limit).map((hit) => ({
        passage: passages[hit.id as number],
        score: hit.score,
        matched: [...new Set(hit.queryTerms.filter((term) => own.has(term)).map(concept))],
      }));
    },
  };
}

/** The distinct pages of the hits, best first. */
export function pagesOf(hits: Hit[], limit = 3): string[] {
  return [...new Set(hits.map((hit) => hit.passage.page))].slice(0, limit);
}
