/**
 * The HTML blocks the API reference's TypeDoc plugin writes into its Markdown (src/plugins/typedoc-pages.mjs), as
 * corpus Markdown: a highlighted signature back to a TypeScript code block, the concept note to a paragraph with its
 * link, and the member index (links to the page's own headings) left out.
 */
import { fromHtml } from 'hast-util-from-html';
import type { Element, Nodes } from 'hast';
import type { RootContent } from 'mdast';
import { paragraph, text } from './mdast';

function textOf(node: Nodes): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? (node.children as Nodes[]).map(textOf).join('') : '';
}

function classesOf(element: Element): string[] {
  const value = element.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

/** The Markdown for one of the plugin's blocks; undefined for any other HTML. */
export function apiHtmlBlock(html: string): RootContent[] | undefined {
  const [element] = fromHtml(html.trim(), { fragment: true }).children;
  if (element?.type !== 'element') return undefined;
  const classes = classesOf(element);
  if (element.tagName === 'nav' && classes.includes('api-members')) return [];
  if (element.tagName === 'div' && classes.includes('api-code')) return [{ type: 'code', lang: 'ts', value: textOf(element) }];
  if (element.tagName === 'div' && classes.includes('api-concept')) {
    const link = element.children.find((child): child is Element => child.type === 'element' && child.tagName === 'a');
    const before = element.children
      .filter((child) => child.type === 'text')
      .map(textOf)
      .join('');
    if (!link) return [paragraph(text(textOf(element)))];
    return [paragraph(text(before), { type: 'link', url: String(link.properties.href), children: [text(textOf(link))] })];
  }
  return undefined;
}
