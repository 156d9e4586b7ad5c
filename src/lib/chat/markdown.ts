/** Turns a page's Markdown into plain-text sections (one per heading) with Docusaurus-compatible anchors. */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import { toString } from 'mdast-util-to-string';
import GithubSlugger from 'github-slugger';
import type { Root, RootContent } from 'mdast';

export interface Section {
  /** The heading text, or '' for the text before the first heading. */
  heading: string;
  /** The heading's anchor id as Docusaurus renders it, or '' for the top of the page. */
  anchor: string;
  depth: number;
  text: string;
}

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter, ['yaml']);

export function parseMarkdown(markdown: string): Root {
  return parser.parse(markdown) as Root;
}

/** Plain text of a node: code keeps its content, MDX/HTML and front matter are dropped. */
function nodeText(node: RootContent): string {
  switch (node.type) {
    case 'yaml':
    case 'html':
      return '';
    case 'code':
      return node.lang === 'mermaid' ? '' : node.value;
    default:
      return toString(node, { includeImageAlt: false });
  }
}

/** A `{#custom-id}` suffix sets the anchor explicitly, as in Docusaurus. */
function headingAnchor(text: string, slugger: GithubSlugger): { heading: string; anchor: string } {
  const custom = /\s*\{#([^}]+)\}\s*$/.exec(text);
  if (custom) return { heading: text.slice(0, custom.index).trim(), anchor: custom[1] };
  return { heading: text.trim(), anchor: slugger.slug(text.trim()) };
}

export function splitSections(markdown: string): Section[] {
  const tree = parseMarkdown(markdown);
  const slugger = new GithubSlugger();
  const sections: Section[] = [{ heading: '', anchor: '', depth: 1, text: '' }];
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth <= 3) {
      const { heading, anchor } = headingAnchor(toString(node), slugger);
      sections.push({ heading, anchor, depth: node.depth, text: '' });
      continue;
    }
    const text = nodeText(node).trim();
    if (text) {
      const current = sections[sections.length - 1];
      current.text = current.text ? `${current.text}\n${text}` : text;
    }
  }
  return sections.filter((section) => section.text || section.heading);
}

/** Markdown without its front matter (found by the parser, not a pattern), for .md copies and llms-full.txt. */
export function stripFrontMatter(markdown: string): string {
  const first = parseMarkdown(markdown).children[0];
  if (first?.type !== 'yaml' || first.position?.end.offset === undefined) return markdown.trimStart();
  return markdown.slice(first.position.end.offset).trimStart();
}

/** Markdown with MDX-only lines (imports, exports, JSX component tags) removed, for readers and LLMs. */
export function toPlainMarkdown(markdown: string): string {
  // Lines inside fenced code are code, even when they start with `import` or look like a component tag.
  let fence: string | null = null;
  return stripFrontMatter(markdown)
    .split('\n')
    .filter((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) {
        fence = fence === null ? marker : null;
        return true;
      }
      if (fence !== null) return true;
      return !/^(import|export)\s/.test(line) && !/^\s*<\/?[A-Z][\w.]*[^>]*>\s*$/.test(line);
    })
    .join('\n')
    .trim();
}
