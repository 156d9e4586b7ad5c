/**
 * Turns corpus pages (src/lib/corpus/types.ts) into the site-wide search index file (SiteIndexFile): title, place
 * and framework line, description and lead, inline code terms, and the h2/h3 headings with their anchors and the
 * start of their sections. The corpus plugin calls it once the corpus is complete. Node only (it parses Markdown).
 */
import type { Node, Parent, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { CorpusPage } from '../corpus/types';
import { parseMarkdown } from '../chat/markdown';
import { cutAtWord, readableText } from './text';
import { encodePlace, type SiteIndexFile } from './siteIndex';
import { isIndexedRoute, placeOfPath } from './areas';

/** Headings kept a page: API pages list every member, and past this many the index grows faster than it helps. */
const MAX_HEADINGS = 60;
const SNIPPET_CHARS = 160;
const MAX_CODE_TERMS = 40;

/** The page fields the index reads (a corpus page has them all). */
export type IndexedPage = Pick<CorpusPage, 'url' | 'title' | 'description' | 'headings' | 'markdown' | 'line'>;

const BLOCKS = new Set(['list', 'listItem', 'table', 'tableRow', 'blockquote', 'root']);

/** Plain text of Markdown nodes: blocks, list items and table cells kept apart by a space. */
function plain(nodes: readonly Node[]): string {
  return nodes
    .map((node) =>
      BLOCKS.has(node.type) ? plain((node as Parent).children) : node.type === 'tableCell' ? toString(node) : toString(node, { includeImageAlt: false }),
    )
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Inline code of the page (commands, env var names, identifiers): what readers paste into a search box. Not code blocks. */
function codeTerms(nodes: readonly RootContent[]): string[] {
  const terms = new Set<string>();
  const visit = (node: Node) => {
    if (terms.size >= MAX_CODE_TERMS || node.type === 'code') return;
    if (node.type === 'inlineCode') {
      const term = (node as unknown as { value: string }).value.replace(/\s+/g, ' ').trim();
      if (term.length >= 3 && term.length <= 60 && /[A-Za-z]/.test(term)) terms.add(term);
      return;
    }
    for (const child of (node as Partial<Parent>).children ?? []) visit(child);
  };
  nodes.forEach(visit);
  return [...terms];
}

/** The index rows of one page: its text (description, then what the lead says beyond it), code terms and headings. */
function indexPage(page: IndexedPage): { text: string; code: string[]; headings: [string, string, string][] } {
  const nodes = parseMarkdown(page.markdown).children;
  // The corpus lists the Markdown's top-level headings in order, each with the anchor the built page gives it.
  const starts = nodes.flatMap((node, i) => (node.type === 'heading' ? [i] : []));
  const headings: [string, string, string][] = [];
  starts.forEach((start, n) => {
    const heading = page.headings[n];
    const depth = (nodes[start] as { depth: number }).depth;
    if (!heading?.anchor || depth < 2 || depth > 3) return;
    const end = starts.slice(n + 1).find((next) => (nodes[next] as { depth: number }).depth <= 3) ?? nodes.length;
    headings.push([heading.anchor, heading.text, cutAtWord(readableText(plain(nodes.slice(start + 1, end))), SNIPPET_CHARS)]);
  });
  const lead = cutAtWord(readableText(plain(nodes.slice(0, starts[0] ?? nodes.length))), SNIPPET_CHARS * 2);
  // A catalogue page's lead repeats its description: the description, then only what the lead adds.
  const at = page.description ? lead.indexOf(page.description) : -1;
  const text = at >= 0 ? `${page.description} ${lead.slice(at + page.description.length)}` : `${page.description} ${lead}`;
  return { text: cutAtWord(readableText(text), 400), code: codeTerms(nodes), headings: headings.slice(0, MAX_HEADINGS) };
}

export function buildSiteIndex(pages: IndexedPage[]): SiteIndexFile {
  const file: SiteIndexFile = { format: 1, pages: [], headings: [] };
  const seen = new Set<string>();
  for (const page of [...pages].sort((a, b) => a.url.localeCompare(b.url))) {
    const path = page.url.replace(/\/+$/, '') || '/';
    if (seen.has(path) || !isIndexedRoute(path) || !page.title) continue;
    seen.add(path);
    const { text, code, headings } = indexPage(page);
    const index = file.pages.length;
    file.pages.push([path, page.title, encodePlace({ ...placeOfPath(path), ...(page.line ? { line: page.line } : {}) }), text, code.join('\n')]);
    for (const [anchor, heading, snippet] of headings) file.headings.push([index, anchor, heading, snippet]);
  }
  return file;
}
