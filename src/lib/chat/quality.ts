/**
 * Measures of an answer's quality, shared by the build tests and the bench: does it state a fact, and is any of
 * its text run together (table cells or list items glued into one word, a table whose rows lost their cells)?
 */

/** The answer as plain words: code marks and emphasis removed, spaces collapsed, lower case. */
function flat(text: string): string {
  return text.replace(/[`*_]/g, '').replace(/\s+/g, ' ').toLowerCase();
}

/** Does the answer state the fact (ignoring case, code marks, emphasis and line breaks)? */
export function statesFact(answer: string, fact: string): boolean {
  return flat(answer).includes(flat(fact));
}

/** Cells of a GFM table row, split at pipes that are not escaped and not inside a code span. */
export function tableCells(line: string): string[] {
  const cells: string[] = [];
  let current = '';
  let inCode = false;
  const body = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (char === '\\' && body[i + 1] === '|') {
      current += '\\|';
      i += 1;
    } else if (char === '`') {
      inCode = !inCode;
      current += char;
    } else if (char === '|' && !inCode) {
      cells.push(current.trim());
      current = '';
    } else current += char;
  }
  cells.push(current.trim());
  return cells;
}

const WORD = /[\p{L}\p{N}_]+/gu;

function words(text: string): Set<string> {
  return new Set((text.match(WORD) ?? []).map((w) => w.toLowerCase()));
}

/** Can `token` be cut into two or more words of `known`? (A word the sources have on its own is never cut.) */
function gluedFrom(token: string, known: Set<string>): boolean {
  const n = token.length;
  // parts[i]: fewest known words that spell token[0, i), or Infinity.
  const parts = new Array<number>(n + 1).fill(Infinity);
  parts[0] = 0;
  for (let end = 1; end <= n; end += 1) {
    for (let start = Math.max(0, end - 40); start < end; start += 1) {
      if (parts[start] !== Infinity && known.has(token.slice(start, end))) parts[end] = Math.min(parts[end], parts[start] + 1);
    }
  }
  return parts[n] >= 2 && parts[n] !== Infinity;
}

/**
 * Problems of run-together text in an answer quoted from `sources` (the Markdown of the pages it cites):
 * - a word that the sources never have, but that is two or more of their words glued together
 *   ("VariableDefaultEffectSERVER_PORT3000", "first itemsecond item");
 * - a table without its delimiter row, or a row whose cell count differs from its header's.
 * `template` is the answer's own wording (not quoted), whose words are allowed.
 */
export function runTogether(answer: string, sources: string, template = ''): string[] {
  const problems: string[] = [];
  // Markdown escapes (TEXT\_LARGE) are not part of the words they sit in.
  const known = words(`${sources.replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, '$1')}\n${template}`);
  for (const token of answer.match(WORD) ?? []) {
    const lower = token.toLowerCase();
    if (lower.length < 6 || known.has(lower)) continue;
    if (gluedFrom(lower, known)) problems.push(`run-together word: ${token}`);
  }
  const lines = answer.split('\n');
  let inFence = false;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence || !line.trim().startsWith('|')) continue;
    // The first row of a table: the next must be its delimiter, the rest must have as many cells.
    if (i > 0 && lines[i - 1].trim().startsWith('|')) continue;
    const width = tableCells(line).length;
    if (!/^\s*\|?\s*:?-{3,}/.test(lines[i + 1] ?? '')) {
      problems.push(`table without a delimiter row: ${line.slice(0, 60)}`);
      continue;
    }
    for (let j = i + 2; j < lines.length && lines[j].trim().startsWith('|'); j += 1) {
      if (tableCells(lines[j]).length !== width) problems.push(`table row with ${tableCells(lines[j]).length} cells under ${width}: ${lines[j].slice(0, 60)}`);
    }
  }
  return problems;
}
