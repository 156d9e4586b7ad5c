/**
 * A page's Markdown or MDX source turned into the corpus's clean Markdown: parsed to mdast (MDX-aware for .mdx),
 * with front matter, imports, exports, expressions and comments removed, JSX components unwrapped to their content,
 * admonitions turned into block quotes, and the headings listed with the anchors Docusaurus gives them.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';
import { toString } from 'mdast-util-to-string';
import GithubSlugger from 'github-slugger';
import type { Root, RootContent, Nodes, Parents, PhrasingContent, Heading } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { ContainerDirective } from 'mdast-util-directive';
import type { CorpusHeading } from './types';
import { toMarkdown, paragraph, strong, text } from './mdast';
import { apiHtmlBlock } from './apiHtml';

const markdownParser = unified().use(remarkParse).use(remarkFrontmatter, ['yaml', 'toml']).use(remarkGfm).use(remarkDirective);
const mdxParser = unified().use(remarkParse).use(remarkFrontmatter, ['yaml', 'toml']).use(remarkGfm).use(remarkDirective).use(remarkMdx);

export interface SourceOptions {
  /** Parse as MDX (Docusaurus's "detect" format: .mdx files are MDX, .md files CommonMark). */
  mdx: boolean;
  /** Rewrites a link's URL (e.g. a relative ./page.md to the page's route); undefined keeps it. */
  resolveLink?: (url: string) => string | undefined;
  /** Replaces a JSX component by Markdown (e.g. a gallery by the list of its items); undefined unwraps it. */
  expandComponent?: (name: string, attributes: Record<string, string>) => RootContent[] | undefined;
}

export interface CleanPage {
  /** The text of a leading level-1 heading (the page title), removed from the Markdown. */
  h1?: string;
  headings: CorpusHeading[];
  markdown: string;
  tree: Root;
}

/** Docusaurus's admonition keywords and the label each shows when the author gives none. */
const ADMONITIONS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

/**
 * MDX reads `{#custom-id}` after a heading as a JavaScript expression and fails; Docusaurus escapes it on heading
 * lines before parsing (its mdx-loader's heading-id escape), and so does this, so the id stays heading text.
 */
function escapeHeadingIds(source: string): string {
  return source.replace(/^(#{1,6}[ \t].*?)[ \t]*\{#([^{}\s]+)\}[ \t]*$/gm, '$1 \\{#$2\\}');
}

export function parseSource(source: string, mdx: boolean): Root {
  // A legacy title after the keyword (":::info Title") is left as written: Docusaurus 3 shows it as a raw paragraph,
  // and the twin must say what the page shows (tests/build/callouts.test.ts fails on either).
  return mdx ? (mdxParser.parse(escapeHeadingIds(source)) as Root) : (markdownParser.parse(source) as Root);
}

function attribute(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string | undefined {
  const found = node.attributes.find((attr) => attr.type === 'mdxJsxAttribute' && attr.name === name);
  return found && typeof found.value === 'string' ? found.value : undefined;
}

function admonition(node: ContainerDirective, children: RootContent[]): RootContent {
  const [first, ...rest] = children;
  const labelled = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
  const label: PhrasingContent[] = labelled ? first.children : [text(ADMONITIONS[node.name])];
  const body = labelled ? rest : children;
  return { type: 'blockquote', children: [paragraph(strong(...label)), ...(body as never[])] };
}

/** The cleaned replacement of one node: zero, one or several nodes. */
function cleanNode(node: RootContent, options: SourceOptions): RootContent[] {
  switch (node.type) {
    case 'yaml':
    case 'toml' as never:
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'html':
      return /^\s*<!--[\s\S]*-->\s*$/.test(node.value) ? [] : (apiHtmlBlock(node.value) ?? [node]);
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const name = node.name ?? '';
      const attributes = Object.fromEntries(
        node.attributes.flatMap((attr) => (attr.type === 'mdxJsxAttribute' && typeof attr.value === 'string' ? [[attr.name, attr.value]] : [])),
      );
      const expanded = options.expandComponent?.(name, attributes);
      if (expanded) return expanded;
      const children = cleanChildren(node, options);
      if (name === 'summary') {
        const inline = children.flatMap((child) => (child.type === 'paragraph' ? child.children : [child])) as PhrasingContent[];
        return node.type === 'mdxJsxFlowElement' ? [paragraph(strong(...inline))] : [strong(...inline)];
      }
      const label = node.type === 'mdxJsxFlowElement' ? (attribute(node, 'label') ?? attribute(node, 'title')) : undefined;
      return label && children.length ? [paragraph(strong(text(label))), ...children] : children;
    }
    case 'containerDirective': {
      const children = cleanChildren(node, options);
      return node.name in ADMONITIONS ? [admonition(node, children)] : children;
    }
    case 'leafDirective':
      return [paragraph(text(`::${node.name}`), ...(cleanChildren(node, options) as PhrasingContent[]))];
    case 'textDirective':
      // Plain text such as "10:30" or "note:x" parses as a text directive; Docusaurus shows it as written.
      return [text(`:${node.name}`), ...(node.children.length ? [text('['), ...(cleanChildren(node, options) as PhrasingContent[]), text(']')] : [])];
    case 'link':
    case 'definition': {
      const url = options.resolveLink?.(node.url) ?? node.url;
      if (node.type === 'link') return [{ ...node, url, children: cleanChildren(node, options) as PhrasingContent[] }];
      return [{ ...node, url }];
    }
    case 'heading': {
      // Docusaurus slugs the parsed heading, where a text directive (the ":AT" of "SOL:AT") counts as empty.
      const slugText = toString(node).trim();
      return [{ ...node, children: cleanChildren(node, options) as PhrasingContent[], data: { ...node.data, slugText } as never }];
    }
    default:
      if ('children' in node) return [{ ...node, children: cleanChildren(node, options) } as RootContent];
      return [node];
  }
}

function cleanChildren(node: Parents, options: SourceOptions): RootContent[] {
  const out = (node.children as RootContent[]).flatMap((child) => cleanNode(child, options));
  return mergeText(out);
}

/** Joins adjacent text nodes so "10" ":30" serializes as one run (no escaping between them). */
function mergeText(nodes: RootContent[]): RootContent[] {
  const merged: RootContent[] = [];
  for (const node of nodes) {
    const last = merged[merged.length - 1];
    if (node.type === 'text' && last?.type === 'text') merged[merged.length - 1] = { ...last, value: last.value + node.value };
    else merged.push(node);
  }
  return merged;
}

/**
 * A heading's text and anchor as Docusaurus gives them: a trailing `{#custom-id}` (text in CommonMark, an
 * expression in MDX) sets the anchor and is not shown; otherwise the slug of the text, unique within the page.
 */
function headingAnchor(node: Heading, slugger: GithubSlugger): { node: Heading; text: string; anchor: string } {
  const children = [...node.children];
  let custom: string | undefined;
  const last = children[children.length - 1];
  if (last?.type === 'mdxTextExpression' && /^#[^\s}]+$/.test(last.value.trim())) {
    custom = last.value.trim().slice(1);
    children.pop();
  } else if (last?.type === 'text') {
    const match = /\s*\{#([^\s}]+)\}\s*$/.exec(last.value);
    if (match) {
      custom = match[1];
      children[children.length - 1] = { ...last, value: last.value.slice(0, match.index) };
    }
  }
  const trimmed: Heading = { ...node, children: children as PhrasingContent[] };
  const headingText = toString(trimmed).trim();
  // Pages rendered from data set the id their React component gives the heading.
  const data = node.data as { id?: string; slugText?: string } | undefined;
  const anchor = custom ?? data?.id ?? slugger.slug(data?.slugText ?? headingText);
  return { node: trimmed, text: headingText, anchor };
}

/** Walks the cleaned tree's headings in order (also inside block quotes and lists, as the page renders them). */
function collectHeadings(tree: Root, slugger: GithubSlugger): CorpusHeading[] {
  const headings: CorpusHeading[] = [];
  const visit = (parent: Parents) => {
    parent.children.forEach((child, index) => {
      if (child.type === 'heading') {
        const { node, text: headingText, anchor } = headingAnchor(child, slugger);
        (parent.children as Nodes[])[index] = node;
        if (headingText) headings.push({ depth: node.depth, text: headingText, anchor });
      } else if ('children' in child && child.type !== 'paragraph' && child.type !== 'table') {
        visit(child as Parents);
      }
    });
  };
  visit(tree);
  return headings;
}

/** Cleans a parsed tree (see the module comment) and serializes it. */
export function cleanTree(tree: Root, options: SourceOptions): CleanPage {
  const cleaned: Root = { type: 'root', children: cleanChildren(tree, options) };
  const headings = collectHeadings(cleaned, new GithubSlugger());
  let h1: string | undefined;
  const first = cleaned.children[0];
  if (first?.type === 'heading' && first.depth === 1) {
    h1 = toString(first).trim();
    cleaned.children.shift();
    headings.shift();
  }
  return { h1, headings, markdown: cleaned.children.length ? toMarkdown(cleaned) : '', tree: cleaned };
}

/** Source text (front matter included) to clean Markdown and headings. */
export function cleanSource(source: string, options: SourceOptions): CleanPage {
  return cleanTree(parseSource(source, options.mdx), options);
}
