/** Parses the "errors users hit" table of the user-needs facts, and picks a search query for each error. */
export interface KnownError {
  /** The error text exactly as users saw it. */
  text: string;
  cause: string;
}

/** Rows of the form: | `error text` (refs) | cause | fix |. */
export function parseKnownErrors(markdown: string): KnownError[] {
  const errors: KnownError[] = [];
  for (const line of markdown.split('\n')) {
    const row = /^\|\s*`([^`]+)`[^|]*\|\s*([^|]+?)\s*\|/.exec(line);
    if (row) errors.push({ text: row[1], cause: row[2] });
  }
  return errors;
}

/** The distinctive part of an error to type into a search box: its three longest words, in order (the product
 * name is left out: it is on every page). */
export function distinctiveQuery(text: string): string {
  const words = [...new Set((text.match(/[A-Za-z][A-Za-z0-9_-]*(?:\.[A-Za-z0-9]+)*/g) ?? []).filter((w) => w.length >= 3 && !/^elizaos$/i.test(w)))];
  const longest = [...words].sort((a, b) => b.length - a.length).slice(0, 3);
  return words.filter((word) => longest.includes(word)).join(' ');
}
