/** Markdown building blocks for generated pages: inline data text, links, tables, counted nouns. */
import { escapeMarkdown } from '../../../src/lib/markdown';

/** Text from the data (titles, commit subjects, names) on one line and literal in a .md page. */
export function inline(text: string): string {
  return escapeMarkdown(text.replace(/\s+/g, ' ').trim(), 'md');
}

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

/** Escapes text for an HTML attribute or element inside the inline SVG. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
