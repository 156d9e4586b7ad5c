/** The block structure of an answer's Markdown (and which links are safe), for the panel's renderer. */
import { tableCells } from '../../lib/chat/quality';

export type Block =
  | { type: 'code'; lang: string; text: string }
  | { type: 'table'; header: string[]; rows: string[][] }
  | { type: 'list'; ordered: boolean; start: number; items: string[] }
  | { type: 'heading'; text: string }
  | { type: 'quote'; blocks: Block[] }
  | { type: 'paragraph'; text: string };

const FENCE = /^\s*(`{3,}|~{3,})\s*([\w+-]*)/;
const ITEM = /^(\s*)([-*+]|\d+[.)])\s+(.*)$/;
const DELIMITER = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

const MAX_QUOTE_DEPTH = 3;

/** Splits Markdown into blocks; an unterminated fence (still streaming) runs to the end. */
export function parseBlocks(markdown: string, depth = 0): Block[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    const fence = FENCE.exec(line);
    if (fence) {
      const body: string[] = [];
      i += 1;
      while (i < lines.length && !(lines[i].trim().startsWith(fence[1]) && lines[i].trim().replace(/[`~]/g, '') === '')) body.push(lines[i++]);
      i += 1;
      blocks.push({ type: 'code', lang: fence[2], text: body.join('\n') });
      continue;
    }
    if (!line.trim()) {
      i += 1;
      continue;
    }
    if (line.trim().startsWith('|') && DELIMITER.test(lines[i + 1] ?? '')) {
      const header = tableCells(line);
      const rows: string[][] = [];
      i += 2;
      while (i < lines.length && lines[i].trim().startsWith('|')) rows.push(tableCells(lines[i++]));
      blocks.push({ type: 'table', header, rows });
      continue;
    }
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      blocks.push({ type: 'heading', text: heading[1] });
      i += 1;
      continue;
    }
    const item = ITEM.exec(line);
    if (item) {
      const ordered = /\d/.test(item[2]);
      const items: string[] = [];
      const start = ordered ? parseInt(item[2], 10) : 1;
      while (i < lines.length) {
        const current = ITEM.exec(lines[i]);
        if (current && /\d/.test(current[2]) === ordered && current[1].length <= item[1].length + 1) {
          items.push(current[3]);
          i += 1;
        } else if (lines[i].trim() && /^\s{2,}/.test(lines[i]) && items.length && !FENCE.test(lines[i])) {
          // A continuation line of the item above.
          items[items.length - 1] += ` ${lines[i].trim()}`;
          i += 1;
        } else break;
      }
      blocks.push({ type: 'list', ordered, start, items });
      continue;
    }
    if (line.startsWith('>')) {
      const quoted: string[] = [];
      while (i < lines.length && lines[i].startsWith('>')) quoted.push(lines[i++].replace(/^>\s?/, ''));
      // A quote (a callout) keeps its own paragraphs, lists and code; quotes nest at most a few deep.
      const inner = quoted.join('\n');
      blocks.push({
        type: 'quote',
        blocks: depth < MAX_QUOTE_DEPTH ? parseBlocks(inner, depth + 1) : [{ type: 'paragraph', text: inner.replace(/\s*\n\s*/g, ' ') }],
      });
      continue;
    }
    const paragraph: string[] = [];
    while (
      i < lines.length &&
      lines[i].trim() &&
      !FENCE.test(lines[i]) &&
      !ITEM.exec(lines[i]) &&
      !/^#{1,6}\s/.test(lines[i]) &&
      !(paragraph.length && lines[i].startsWith('>')) &&
      !(lines[i].trim().startsWith('|') && DELIMITER.test(lines[i + 1] ?? ''))
    ) {
      paragraph.push(lines[i++].trim());
    }
    blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
  }
  return blocks;
}

/** Only links a reader can trust: pages of this site, anchors, and http(s) addresses. */
export function safeHref(url: string): string | null {
  const href = url.trim();
  if (/^\/(?!\/)/.test(href) || href.startsWith('#')) return href;
  if (/^https?:\/\/[^\s]+$/i.test(href)) return href;
  return null;
}
