/**
 * Cuts corpus pages into the assistant's passages: one per heading section (long sections split at block
 * boundaries) and one per table row with its header, each kept as Markdown blocks so an answer can quote a
 * sentence, a list item, a code block or a table row without re-parsing anything at question time.
 */
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import type { Heading, List, Root, RootContent, Table, TableRow } from 'mdast';
import type { FrameworkLine } from '../retrieval/line';
import type { Area, CorpusPage } from '../corpus/types';
import { parseMarkdown } from './markdown';

/** What the index needs of a page: CorpusPage has it all; older callers may pass only url, title and markdown. */
export type IndexablePage = Pick<CorpusPage, 'url' | 'title' | 'markdown'> & Partial<Omit<CorpusPage, 'url' | 'title' | 'markdown'>>;

/**
 * One quotable unit of a passage. `md` is the source Markdown of the unit exactly as the page has it; `text` is its
 * plain text with block boundaries (list items, table cells) kept apart by spaces, for matching.
 */
export type Block = (
  | { kind: 'text'; md: string; text: string }
  | { kind: 'item'; md: string; text: string; ordered: boolean; list: number }
  | { kind: 'code'; md: string; text: string; lang: string }
  | { kind: 'row'; md: string; text: string; header: string; table: number }
) & {
  /** Inside a callout: the callout's title (`**After a reset, start fails**`), which an answer quotes with the block. */
  lead?: string;
};

export interface Passage {
  id: number;
  /** Page URL, with the section's anchor when the passage starts at a heading. */
  url: string;
  /** Page URL without anchor: what recall and the sources list count. */
  page: string;
  title: string;
  /** Heading path inside the page ("Configuration › Environment variables"), '' for the page's opening. */
  heading: string;
  area: Area;
  version?: string;
  /** A catalogue page's framework line (its package's), which search ranks by. */
  line?: FrameworkLine;
  automated?: boolean;
  /** 'row' passages are a single table row with its header; 'section' passages are prose, lists and code. */
  kind: 'section' | 'row';
  blocks: Block[];
}

const MAX_SECTION_CHARS = 1600;
const MAX_CODE_CHARS = 2400;

/** The area of a page that does not say (pages from before the corpus): read from its URL. */
function areaOfUrl(url: string): Area {
  const first = url.split('/')[1] ?? '';
  if (first === 'docs') return 'docs';
  if (first === 'api') return /^\/api\/rest\b|^\/rest\b/.test(url) ? 'rest' : 'api';
  if (['rest', 'packages', 'partners', 'community', 'blog', 'news'].includes(first)) return first as Area;
  return 'site';
}

function versionOfUrl(url: string): string | undefined {
  const match = /^\/docs\/(0\.\d+\.\d+)(?:\/|$)/.exec(url);
  return match ? match[1] : undefined;
}

/** Plain text of a node with block children kept apart (mdast-util-to-string would glue table cells together). */
function plainText(node: Root | RootContent): string {
  switch (node.type) {
    case 'yaml':
    case 'html':
      return '';
    case 'code':
      return node.value;
    case 'table':
    case 'list':
    case 'blockquote':
    case 'root':
      return node.children.map((child) => plainText(child as RootContent)).join('\n');
    case 'listItem':
      return node.children.map((child) => plainText(child as RootContent)).join(' ');
    case 'tableRow':
      return node.children.map((cell) => toString(cell, { includeImageAlt: false })).join(' | ');
    default:
      return toString(node, { includeImageAlt: false });
  }
}

function slice(source: string, node: { position?: { start: { offset?: number }; end: { offset?: number } } }): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? '' : source.slice(start, end);
}

/** A table row as one GFM line, written from its cells so it never depends on the source's alignment or escapes. */
function rowLine(row: TableRow, source: string, width: number): string {
  const cells = row.children.map((cell) => {
    const inner = cell.children.length ? source.slice(cell.children[0].position?.start.offset ?? 0, cell.children.at(-1)!.position?.end.offset ?? 0) : '';
    return inner.replace(/\n/g, ' ').trim();
  });
  while (cells.length < width) cells.push('');
  return `| ${cells.slice(0, width).join(' | ')} |`;
}

function tableBlocks(table: Table, source: string, tableId: number): Block[] {
  const [head, ...rows] = table.children;
  if (!head) return [];
  const width = head.children.length;
  const header = `${rowLine(head, source, width)}\n| ${Array.from({ length: width }, () => '---').join(' | ')} |`;
  const headText = plainText(head);
  return rows.map((row) => ({ kind: 'row', md: rowLine(row, source, width), text: `${headText}\n${plainText(row)}`, header, table: tableId }));
}

function listBlocks(list: List, source: string, listId: number): Block[] {
  return list.children.map((item, i) => {
    const body = slice(source, item).replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '');
    const marker = list.ordered ? `${(list.start ?? 1) + i}.` : '-';
    return { kind: 'item', md: `${marker} ${body.replace(/\n(?!\s*$)/g, '\n   ')}`, text: plainText(item), ordered: Boolean(list.ordered), list: listId };
  });
}

/** The blocks of one top-level node; MDX leftovers, raw HTML and diagrams carry nothing quotable. */
function nodeBlocks(node: RootContent, source: string, ids: { next: number }): Block[] {
  switch (node.type) {
    case 'yaml':
    case 'html':
    case 'definition':
    case 'thematicBreak':
      return [];
    case 'code': {
      if (node.lang === 'mermaid' || !node.value.trim()) return [];
      const fence = node.value.includes('```') ? '~~~~' : '```';
      const body = node.value.length > MAX_CODE_CHARS ? `${node.value.slice(0, MAX_CODE_CHARS)}\n…` : node.value;
      return [{ kind: 'code', md: `${fence}${node.lang ?? ''}\n${body}\n${fence}`, text: node.value, lang: node.lang ?? '' }];
    }
    case 'table':
      return tableBlocks(node, source, (ids.next += 1));
    case 'list':
      return listBlocks(node, source, (ids.next += 1));
    case 'blockquote': {
      // A callout (the Markdown twin writes it as a quote): its paragraphs, lists and code are quoted as blocks of
      // their own, so an answer never runs its lines together behind stray `>` markers.
      const inner = slice(source, node)
        .split('\n')
        .map((line) => line.replace(/^\s*>\s?/, ''))
        .join('\n');
      const blocks = parseMarkdown(inner).children.flatMap((child) => nodeBlocks(child, inner, ids));
      // The twin opens every callout with its title in bold: the blocks after it carry it, so a quote of the
      // callout's second paragraph still says what it warns about.
      const title = blocks[0]?.kind === 'text' && /^\*\*[^*\n]+\*\*$/.test(blocks[0].md) ? blocks[0].md : undefined;
      return title ? blocks.map((block, i) => (i === 0 ? block : { ...block, lead: title })) : blocks;
    }
    default: {
      const text = plainText(node).trim();
      // TypeDoc's source locations ("Defined in: index-….d.ts:389") point into a bundle, not anything a reader has.
      if (!text || /^Defined in:/.test(text)) return [];
      const md = slice(source, node).trim() || text;
      return [{ kind: 'text', md, text }];
    }
  }
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Anchors come from the corpus's headings (as the built page has them); a page without them gets GitHub slugs. */
function anchorFinder(page: IndexablePage): (text: string) => string {
  const known = page.headings ?? [];
  const slugger = new GithubSlugger();
  let cursor = 0;
  return (raw: string) => {
    const custom = /\s*\{#([^}]+)\}\s*$/.exec(raw);
    const text = custom ? raw.slice(0, custom.index) : raw;
    const fallback = custom ? custom[1] : slugger.slug(text.trim());
    for (let i = cursor; i < known.length; i += 1) {
      if (normalise(known[i].text) === normalise(text)) {
        cursor = i + 1;
        return known[i].anchor;
      }
    }
    return known.length ? (known.find((h) => normalise(h.text) === normalise(text))?.anchor ?? fallback) : fallback;
  };
}

interface Section {
  path: string[];
  anchor: string;
  nodes: RootContent[];
  /** A summary of the page's member headings, quoted with its opening (API reference pages). */
  outline?: Block;
}

/**
 * An API reference page lists its members (enum values, properties, methods) as headings under "Enumeration
 * Members", "Properties", "Methods": the page's opening gets one line per group naming them, so "what values does
 * Role have" is answered by the page's own names.
 */
function outlineBlock(tree: Root, area: Area): Block | null {
  if (area !== 'api') return null;
  const groups: Array<{ title: string; names: string[] }> = [];
  for (const node of tree.children) {
    if (node.type !== 'heading') continue;
    const text = toString(node).trim();
    if (node.depth === 2) groups.push({ title: text, names: [] });
    else if (node.depth === 3 && groups.length && /^[\w$.()?]+$/.test(text)) groups[groups.length - 1].names.push(text.replace(/\(\)$/, '').replace(/\?$/, ''));
  }
  const lines = groups
    .filter((group) => group.names.length)
    .map(
      (group) =>
        `${group.title}: ${group.names
          .slice(0, 40)
          .map((name) => `\`${name}\``)
          .join(', ')}.`,
    );
  if (!lines.length) return null;
  return { kind: 'text', md: lines.join('\n\n'), text: lines.join('\n').replace(/`/g, '') };
}

function sectionsOf(tree: Root, page: IndexablePage): Section[] {
  const anchorOf = anchorFinder(page);
  const sections: Section[] = [{ path: [], anchor: '', nodes: [] }];
  const trail: Array<{ depth: number; text: string }> = [];
  for (const node of tree.children) {
    if (node.type === 'heading') {
      const heading = node as Heading;
      const text = toString(heading)
        .replace(/\s*\{#[^}]+\}\s*$/, '')
        .trim();
      const anchor = anchorOf(toString(heading));
      // The page title is the h1; it is already the passage's title.
      if (heading.depth === 1 && sections.length === 1 && !sections[0].nodes.length) continue;
      while (trail.length && trail[trail.length - 1].depth >= heading.depth) trail.pop();
      trail.push({ depth: heading.depth, text });
      sections.push({ path: trail.slice(-2).map((t) => t.text), anchor, nodes: [] });
      continue;
    }
    sections[sections.length - 1].nodes.push(node);
  }
  return sections;
}

/** Splits every page into passages. Pure and deterministic: the same corpus always gives the same ids. */
export function toPassages(pages: IndexablePage[]): Passage[] {
  const passages: Passage[] = [];
  const ids = { next: 0 };
  for (const page of pages) {
    const tree = parseMarkdown(page.markdown);
    const base = {
      page: page.url,
      title: page.title,
      area: page.area ?? areaOfUrl(page.url),
      ...((page.version ?? versionOfUrl(page.url)) ? { version: page.version ?? versionOfUrl(page.url) } : {}),
      ...(page.automated ? { automated: true } : {}),
      ...(page.line ? { line: page.line } : {}),
    };
    const sections = sectionsOf(tree, page);
    const outline = outlineBlock(tree, base.area);
    if (outline) sections[0].outline = outline;
    for (const section of sections) {
      const url = section.anchor ? `${page.url}#${section.anchor}` : page.url;
      const heading = section.path.join(' › ');
      let chunk: Block[] = [];
      let size = 0;
      const flush = () => {
        if (chunk.length) passages.push({ id: passages.length, url, heading, ...base, kind: 'section', blocks: chunk });
        chunk = [];
        size = 0;
      };
      if (section.outline) {
        chunk.push(section.outline);
        size += section.outline.md.length;
      }
      for (const node of section.nodes) {
        for (const block of nodeBlocks(node, page.markdown, ids)) {
          if (block.kind === 'row') {
            passages.push({ id: passages.length, url, heading, ...base, kind: 'row', blocks: [block] });
            continue;
          }
          if (size + block.md.length > MAX_SECTION_CHARS && chunk.length) {
            // The paragraph that introduces a code block or a list ("This action recaps …", "Set it with:")
            // stays with it, so a passage never ends by pointing at a block that is in the next one.
            const intro = block.kind !== 'text' && chunk.at(-1)?.kind === 'text' ? chunk.pop()! : null;
            flush();
            if (intro) {
              chunk.push(intro);
              size += intro.md.length;
            }
          }
          chunk.push(block);
          size += block.md.length;
        }
      }
      flush();
    }
  }
  return passages.map((p, id) => ({ ...p, id }));
}

/** The text a passage is indexed by (its quotable blocks, plain). */
export function passageText(passage: Passage): string {
  return passage.blocks.map((block) => block.text).join('\n');
}
