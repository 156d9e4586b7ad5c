/** Markdown building blocks for generated pages: escaping of data text, links, tables, counted nouns. */

/**
 * Makes text from the data (titles, commit subjects, names) literal in CommonMark: every character that could open
 * emphasis, code, a link, raw HTML (the site renders raw HTML in .md) or a table cell is backslash-escaped.
 */
export function inline(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\`*_[\]<>|~&!#]/g, (char) => `\\${char}`);
}

/** A front matter string value: JSON strings are valid YAML double-quoted scalars. */
export const yamlString = (text: string): string => JSON.stringify(text);

export const link = (text: string, url: string): string => `[${text}](${url})`;

/** "1 commit", "3 commits". */
export function counted(n: number, singular: string, plural: string): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** "a", "a and b", "a, b and c". */
export function listJoin(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** A GFM table; cells must already be escaped. */
export function table(headers: string[], rows: Array<Array<string | number>>, align?: Array<'left' | 'right'>): string {
  const rule = headers.map((_, i) => (align?.[i] === 'right' ? '---:' : '---'));
  return [headers, rule, ...rows.map((row) => row.map(String))].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** The anchor Docusaurus gives a heading made of letters, digits, spaces and punctuation. */
export function headingAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replace(/ /g, '-');
}

/** Escapes text for an HTML attribute or element inside the inline SVG. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
