/**
 * The terms of a question for the assistant: the shared terms of every finder (../retrieval/terms.ts), with the
 * synonyms readers and pages use for each other, and a hard cap on what a question may cost: at most MAX_TERMS
 * distinct terms from its first MAX_QUERY_CHARS characters. Also the term tests the answer composer uses.
 */
import { MAX_TERMS, MIN_PREFIX_CHARS, capTerms, processTerm, textTerms, tokenize } from '../retrieval/terms';

/** Only the start of a long question is searched; the request itself may be up to 2,000 characters. */
const MAX_QUERY_CHARS = 600;

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
  return capTerms(seen);
}

/** Does `text` contain `term` as a word (or a word it prefixes, for terms long enough to search by prefix)? */
export function mentions(words: Set<string>, term: string): boolean {
  if (words.has(term)) return true;
  if (term.length < MIN_PREFIX_CHARS) return false;
  for (const word of words) if (word.startsWith(term)) return true;
  return false;
}

/** The set of terms of a piece of text, as the index sees them. */
export function termSet(text: string): Set<string> {
  return new Set(textTerms(text));
}
