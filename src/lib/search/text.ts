/** Text of the search index's extracts: cut at a word, without the build's file names. Browser-safe (the box imports cutAtWord). */

/**
 * Where TypeDoc says a symbol is declared ("Defined in: index-Bu4JVNja.d.ts:1340"): a file of the package's build, of
 * no use to a reader of an extract.
 */
const DEFINED_IN = /\bDefined in:?\s*[\w./@-]+\.(?:d\.)?[cm]?[jt]sx?(?::\d+)?/g;
/** A bundler's hashed file name left on its own ("index-Bu4JVNja.d.ts"). */
const BUILT_FILE = /(?:^|\s)[\w.@/-]*-[A-Za-z0-9_]{8}\.(?:d\.ts|[cm]?js)(?::\d+)?(?=\s|$)/g;

/** Text for an extract: without the build's file names, spaces tidied around brackets and punctuation. */
export function readableText(text: string): string {
  return text
    .replace(DEFINED_IN, ' ')
    .replace(BUILT_FILE, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ ([,;)\]}])/g, '$1')
    .replace(/([([{]) /g, '$1')
    .trim();
}

/** At most `max` characters of `text`, cut after a whole word, with an ellipsis where it was cut. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const space = text.lastIndexOf(' ', max - 1);
  const kept = text.slice(0, space > max / 2 ? space : max - 1).replace(/[\s,;:.\-–—(]+$/, '');
  return `${kept} …`;
}
