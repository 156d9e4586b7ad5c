/**
 * What the search box (siteSearchClient.ts) and the /search page share, kept apart from the box's search client so
 * that the results page does not bundle it (and the client stays a module only the plugin's SearchBar imports, as
 * the swap's guard checks).
 */

/** The URL parameter that opens the assistant with a question (src/components/AskAi reads it). */
export const ASK_PARAM = 'ask';

/** Characters of a suggestion's extract: two short lines of the box. */
export const EXTRACT_CHARS = 110;

/**
 * The part of `text` around the first matched word, cut at word boundaries, with an ellipsis where it was cut:
 * the reader sees why the result matches.
 */
export function extractAround(text: string, words: string[], chars = EXTRACT_CHARS): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= chars) return clean;
  const lower = clean.toLowerCase();
  const hits = words.map((word) => (word ? lower.indexOf(word) : -1)).filter((at) => at >= 0);
  const first = hits.length ? Math.min(...hits) : 0;
  let start = Math.max(0, first - Math.floor(chars / 3));
  if (start > 0) {
    const space = clean.indexOf(' ', start);
    start = space >= 0 && space < first ? space + 1 : start;
  }
  let end = Math.min(clean.length, start + chars);
  if (end < clean.length) {
    const space = clean.lastIndexOf(' ', end);
    end = space > start ? space : end;
  }
  return `${start > 0 ? '… ' : ''}${clean.slice(start, end).replace(/[\s,;:]+$/, '')}${end < clean.length ? ' …' : ''}`;
}
