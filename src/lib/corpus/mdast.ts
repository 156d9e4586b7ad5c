/**
 * Markdown written from syntax trees: small mdast builders for the pages made from structured data (REST
 * operations, catalogue entries, partners) and one serializer, so every table, list and code block the corpus holds
 * is produced by remark (escaping included) rather than by string concatenation.
 */
import { unified } from 'unified';
import remarkStringify from 'remark-stringify';
import remarkGfm from 'remark-gfm';
import type { Root, RootContent, PhrasingContent, BlockContent, Heading, Table, List, Code, Paragraph, TableCell } from 'mdast';

// CommonMark + GFM only: cleaned trees hold no MDX or directive nodes, and those extensions would escape every
// brace, angle bracket and colon of the text ("10\:30").
// Table cells are not padded to align the pipes: that only adds spaces to every row of a wide table.
const stringifier = unified()
  .use(remarkGfm, { tablePipeAlign: false })
  .use(remarkStringify, { bullet: '-', fences: true, listItemIndent: 'one', rule: '-', emphasis: '_', resourceLink: true });

/** Markdown of a tree, ending in one newline. */
export function toMarkdown(tree: Root): string {
  return `${String(stringifier.stringify(tree)).trim()}\n`;
}

export const text = (value: string): PhrasingContent => ({ type: 'text', value });
export const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
export const strong = (...children: PhrasingContent[]): PhrasingContent => ({ type: 'strong', children });
export const link = (url: string, label: string | PhrasingContent[]): PhrasingContent => ({
  type: 'link',
  url,
  children: typeof label === 'string' ? [text(label)] : label,
});

/**
 * A heading; `id` is the anchor the built page has for it when that is not the slug of its text: the id a page's
 * component sets, or '' when the page shows the heading without an anchor (or not as a heading at all).
 */
export function heading(depth: Heading['depth'], value: string | PhrasingContent[], id?: string): Heading {
  return { type: 'heading', depth, children: typeof value === 'string' ? [text(value)] : value, ...(id !== undefined ? { data: { id } as never } : {}) };
}

export function paragraph(...children: Array<PhrasingContent | string>): Paragraph {
  return { type: 'paragraph', children: children.map((child) => (typeof child === 'string' ? text(child) : child)) };
}

export function codeBlock(value: string, lang?: string): Code {
  return { type: 'code', lang: lang ?? null, value };
}

/** A bulleted (or numbered) list, one paragraph per item. */
export function list(items: Array<Array<PhrasingContent | string> | BlockContent[]>, ordered = false): List {
  return {
    type: 'list',
    ordered,
    spread: false,
    children: items.map((item) => ({
      type: 'listItem',
      spread: false,
      children: isBlocks(item) ? item : [paragraph(...item)],
    })),
  };
}

function isBlocks(item: Array<PhrasingContent | string> | BlockContent[]): item is BlockContent[] {
  return item.length > 0 && typeof item[0] !== 'string' && ['paragraph', 'code', 'list', 'table', 'blockquote'].includes(item[0].type);
}

type Cell = string | PhrasingContent | PhrasingContent[];

function cell(value: Cell): TableCell {
  const children = typeof value === 'string' ? (value ? [text(value)] : []) : Array.isArray(value) ? value : [value];
  return { type: 'tableCell', children };
}

/** A GFM table: a header row and one row per record. */
export function table(header: string[], rows: Cell[][]): Table {
  return {
    type: 'table',
    align: header.map(() => null),
    children: [header, ...rows].map((row) => ({ type: 'tableRow', children: row.map(cell) })),
  };
}

export function root(children: RootContent[]): Root {
  return { type: 'root', children };
}
