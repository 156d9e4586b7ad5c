/**
 * Terms of the assistant's index and of questions: one tokeniser for both, identifiers kept whole and also split
 * (SERVER_PORT → server_port, server, port; useModel → usemodel, use, model), question words dropped, and a hard cap
 * on what a question may cost: at most MAX_TERMS distinct terms from its first MAX_QUERY_CHARS characters.
 */

/** Only the start of a long question is searched; the request itself may be up to 2,000 characters. */
const MAX_QUERY_CHARS = 600;
/** Distinct terms searched per question (each term is one walk of the index's radix tree). */
export const MAX_TERMS = 12;
/** Shorter terms match whole words only: a prefix or fuzzy walk from "a" or "db" visits most of the index. */
export const MIN_PREFIX_CHARS = 5;
export const MIN_FUZZY_CHARS = 7;

// Question words carry no topic; dropping them keeps "How do I …" from matching every how-to page ("vs" says a
// question compares, which intent.ts reads from the question itself).
const STOPWORDS = new Set(
  (
    'a an and are as at be by can could do does did for from how i in into is it its my of on or the this that these those ' +
    'to use using what when where which who why will with would you your me we our us there their they them about ' +
    'tell please should shall need want some any also than then so if just like get got has have had was were been ' +
    'am an one way ways thing things here yes hi hello thanks vs versus'
  ).split(' '),
);
// "get" is a stopword in prose questions but an HTTP method in "which GET endpoint…": kept when written in capitals.
const KEEP_UPPER = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Splits text into raw tokens (letters, digits and underscores). A version keeps its dots' meaning as one token
 * (0.x → 0_x, v0.25.9 → 0_25_9), so "0.x or 1.x" is not lost as single characters.
 */
export function tokenize(text: string): string[] {
  return text
    .replace(/\bv?\d+(?:\.(?:\d+|x)\b)+/gi, (version) => version.replace(/^v/i, '').replace(/\./g, '_'))
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean);
}

/**
 * A light, symmetric stemmer: the same cut on both sides, so "agents"/"agent", "migrate"/"migration"/"migrated" and
 * "creates"/"create", "weekly"/"week" meet, while short words and identifiers keep enough letters to stay distinct.
 */
function stem(term: string): string {
  let word = term;
  if (word.length > 4 && word.endsWith('s') && !/(ss|us|is|ous)$/.test(word)) word = word.slice(0, -1);
  const suffix = /(ing|ion|ed|ly)$/.exec(word);
  if (suffix && word.length - suffix[1].length >= 4) word = word.slice(0, -suffix[1].length);
  if (word.length > 4 && word.endsWith('e')) word = word.slice(0, -1);
  return word;
}

function accept(term: string): string | null {
  const lower = term.toLowerCase().replace(/^_+|_+$/g, '');
  if (lower.length < 2 || STOPWORDS.has(lower)) return null;
  if (/^\d$/.test(lower)) return null;
  return stem(lower);
}

// "X" alone is the platform formerly called Twitter, which most pages name both ways.
const ALIASES = new Map([['X', 'twitter']]);

/** Index and query term processing: the whole token, plus its identifier parts when it has any. */
export function processTerm(token: string): string[] | null {
  const terms = new Set<string>();
  const alias = ALIASES.get(token);
  if (alias) return [alias];
  const whole = KEEP_UPPER.has(token) ? token.toLowerCase() : accept(token);
  if (whole) terms.add(whole);
  const parts = token.split(/_+|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/);
  if (parts.length > 1)
    for (const part of parts) {
      const term = accept(part);
      if (term) terms.add(term);
    }
  return terms.size ? [...terms] : null;
}

const SYNONYMS = new Map([
  ['environment', 'env'],
  ['env', 'environment'],
]);

/** The concept a term stands for: a synonym counts as the word it stands in for when coverage is counted. */
export function concept(term: string): string {
  return term === 'env' ? 'environment' : term;
}

/** The number of distinct concepts among terms. */
export function conceptCount(terms: string[]): number {
  return new Set(terms.map(concept)).size;
}

/** The distinct terms of a question, capped: the longest (most specific) win when there are too many. */
export function questionTerms(question: string): string[] {
  const seen: string[] = [];
  for (const token of tokenize(question.slice(0, MAX_QUERY_CHARS))) {
    for (const term of processTerm(token) ?? []) {
      if (!seen.includes(term)) seen.push(term);
      // Readers write "environment variables", pages "env vars" (and the other way round).
      const synonym = SYNONYMS.get(term);
      if (synonym && !seen.includes(synonym)) seen.push(synonym);
    }
    if (seen.length >= MAX_TERMS * 4) break;
  }
  if (seen.length <= MAX_TERMS) return seen;
  const keep = new Set([...seen].sort((a, b) => b.length - a.length).slice(0, MAX_TERMS));
  return seen.filter((term) => keep.has(term));
}

/** Does `text` contain `term` as a word (or a word it prefixes, for terms long enough to search by prefix)? */
export function mentions(textTerms: Set<string>, term: string): boolean {
  if (textTerms.has(term)) return true;
  if (term.length < MIN_PREFIX_CHARS) return false;
  for (const word of textTerms) if (word.startsWith(term)) return true;
  return false;
}

/** The set of terms of a piece of text, as the index sees them. */
export function termSet(text: string): Set<string> {
  const set = new Set<string>();
  for (const token of tokenize(text)) for (const term of processTerm(token) ?? []) set.add(term);
  return set;
}
