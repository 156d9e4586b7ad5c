/**
 * The words of every finder (the search box and /search, the assistant, the MCP search_docs tool): one tokeniser,
 * one identifier split, one stemmer and one stop-word list, used on both sides, for the pages when they are indexed
 * and for what a reader types. A word one finder finds, the others find too.
 *
 * Browser-safe and small: the search box's worker bundles it (no zod, no node: imports).
 */

/**
 * Words that carry no topic ("how do I use …", "tell me about …"): left out of every index and every query. One
 * list for typed queries and whole questions alike.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be by can could do does did for from how i in into is it its my of on or the this that these those ' +
    'to use using what when where which who why will with would you your me we our us there their they them about ' +
    'tell please should shall need want some any also than then so if just like get got has have had was were been ' +
    'am one way ways thing things here yes hi hello thanks vs versus'
  ).split(' '),
);

/**
 * The exception to STOP_WORDS: a stop word written in capitals is a name, not a question word. "get" opens many
 * questions, but "which GET endpoint …" names an HTTP method.
 */
export const KEEP_UPPER: ReadonlySet<string> = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Words another name stands for: "X" alone is the platform formerly called Twitter, which most pages name both ways. */
const ALIASES: ReadonlyMap<string, string> = new Map([['X', 'twitter']]);

/** Distinct terms searched per query or question (each term is one walk of an index's radix tree). */
export const MAX_TERMS = 12;
/** Shorter terms match whole words only in the assistant and search_docs: a prefix walk from "db" visits most of an index. */
export const MIN_PREFIX_CHARS = 5;
/** Shorter terms are never matched fuzzily in the assistant and search_docs. */
export const MIN_FUZZY_CHARS = 7;

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

/** The parts of a snake_case or camelCase name (SERVER_PORT → SERVER, PORT; useModel → use, Model); one part otherwise. */
export function identifierParts(token: string): string[] {
  return token.split(/_+|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/).filter(Boolean);
}

/**
 * A light, symmetric stemmer: the same cut on both sides, so "agents"/"agent", "migrate"/"migration"/"migrated" and
 * "creates"/"create" meet, while short words and identifiers keep enough letters to stay distinct. "-ly" stays: it
 * made names of their words ("Orderly" met "ordering"). A stem is always the start of its word, so it also marks the
 * word where a page highlights it.
 */
export function stem(term: string): string {
  let word = term;
  if (word.length > 4 && word.endsWith('s') && !/(ss|us|is|ous)$/.test(word)) word = word.slice(0, -1);
  const suffix = /(ing|ion|ed)$/.exec(word);
  if (suffix && word.length - suffix[1].length >= 4) word = word.slice(0, -suffix[1].length);
  if (word.length > 4 && word.endsWith('e')) word = word.slice(0, -1);
  return word;
}

/** One word as a term: lower case, stemmed; null for a stop word, a single character or a lone digit. */
function accept(word: string): string | null {
  const lower = word.toLowerCase().replace(/^_+|_+$/g, '');
  if (lower.length < 2 || STOP_WORDS.has(lower)) return null;
  return stem(lower);
}

/** One token as a single term, without its identifier parts (what a query typed as a name searches for). */
export function wholeTerm(token: string): string | null {
  return ALIASES.get(token) ?? (KEEP_UPPER.has(token) ? token.toLowerCase() : accept(token));
}

/**
 * The terms of one token, for an index and for a query alike: the whole token, plus its identifier parts when it
 * has any (SERVER_PORT → server_port, server, port; AgentRuntime → agentruntime, agent, runtime).
 */
export function processTerm(token: string): string[] | null {
  if (ALIASES.has(token)) return [ALIASES.get(token)!];
  const terms = new Set<string>();
  const whole = wholeTerm(token);
  if (whole) terms.add(whole);
  const parts = identifierParts(token);
  if (parts.length > 1)
    for (const part of parts) {
      const term = accept(part);
      if (term) terms.add(term);
    }
  return terms.size ? [...terms] : null;
}

/** The terms of a text in order, duplicates kept (tokenize, then processTerm). */
export function textTerms(text: string): string[] {
  return tokenize(text).flatMap((token) => processTerm(token) ?? []);
}

/**
 * The words of a text as written, lower case, without their parts and not stemmed, stop words and single characters
 * left out: what the search box compares a query with a page's name by ("create agent", "Create an agent").
 */
export function plainWords(text: string): string[] {
  return tokenize(text).flatMap((token) => {
    const lower = token.toLowerCase();
    return KEEP_UPPER.has(token) || (lower.length >= 2 && !STOP_WORDS.has(lower)) ? [lower] : [];
  });
}

/** At most `max` distinct terms: the longest (most specific) win when there are more; the order is kept. */
export function capTerms(terms: string[], max = MAX_TERMS): string[] {
  const distinct = [...new Set(terms)];
  if (distinct.length <= max) return distinct;
  const keep = new Set([...distinct].sort((a, b) => b.length - a.length).slice(0, max));
  return distinct.filter((term) => keep.has(term));
}

/** The words of a title that tell it apart: without the kind TypeDoc puts before a symbol, stop words left out. */
export function titleWords(title: string): string[] {
  const bare = title.replace(/^(Class|Interface|Function|Type Alias|Variable|Enumeration|Namespace|Enum):\s*/i, '').replace(/\(\)$/, '');
  // "Create an agent" is what "create agent" means: stop words do not tell titles apart.
  const kept = plainWords(bare);
  return kept.length ? kept : tokenize(bare.toLowerCase());
}

/** A title (or a query) as a key for exact names: "Class: AgentRuntime" → agentruntime, "Create an agent" → createagent. */
export function titleKey(title: string): string {
  return titleWords(title).join('');
}

/** How much a page gains in every finder when the query is its name (its title, without stop words or the TypeDoc kind). */
export const NAMED_PAGE_WEIGHT = 8;
