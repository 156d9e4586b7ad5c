/**
 * A built page's HTML to corpus Markdown, for the few pages written as React components rather than Markdown (the
 * home page, the showcase): the page's <main> parsed with hast and converted by hast-util-to-mdast, so tables,
 * lists and code come out as Markdown structures; the headings keep the ids the HTML gives them.
 */
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toMdast } from 'hast-util-to-mdast';
import type { Element, Nodes, Root as HastRoot, RootContent as HastContent } from 'hast';
import type { Root } from 'mdast';
import type { CorpusHeading } from './types';
import { toMarkdown } from './mdast';

/** What a reader of the Markdown does not need: heading permalinks, buttons, forms, icons. */
const DROP = 'a.hash-link, button, form, input, select, svg, nav, footer, script, style, noscript, [aria-hidden="true"]';

function textOf(node: Nodes): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? (node.children as Nodes[]).map(textOf).join('') : '';
}

/** Removes the dropped elements and every comment (React writes <!-- --> between adjacent text parts). */
function prune(node: Element | HastRoot, drop: Set<Element>): void {
  node.children = (node.children as HastContent[]).filter((child) => child.type !== 'comment' && !(child.type === 'element' && drop.has(child)));
  for (const child of node.children) if (child.type === 'element') prune(child, drop);
}

export interface HtmlPage {
  title: string;
  description: string;
  headings: CorpusHeading[];
  markdown: string;
}

/** The page's title (its first h1, else <title>), meta description, headings below h1 and Markdown of <main>. */
export function htmlToCorpus(html: string): HtmlPage | null {
  const tree = fromHtml(html);
  // The page's content wrapper holds a home page's hero and its <main>, and leaves out the navbar and footer.
  const main = select('#__docusaurus_skipToContent_fallback', tree) ?? select('main', tree) ?? select('article', tree);
  if (!main) return null;
  prune(main, new Set(selectAll(DROP, main)));
  const h1 = select('h1', main) ?? select('h1', tree);
  const title = (h1 ? textOf(h1) : textOf(select('title', tree) ?? { type: 'text', value: '' })).replace(/\s+/g, ' ').trim();
  const description = String(select('meta[name="description"]', tree)?.properties.content ?? '');
  const headings: CorpusHeading[] = selectAll('h2, h3, h4, h5, h6', main)
    .map((element) => ({ depth: Number(element.tagName[1]), text: textOf(element).replace(/\s+/g, ' ').trim(), anchor: String(element.properties.id ?? '') }))
    .filter((heading) => heading.text);
  if (h1) prune(main, new Set([h1]));
  const mdast = toMdast({ type: 'root', children: [main] }) as Root;
  return { title, description, headings, markdown: toMarkdown(mdast) };
}
