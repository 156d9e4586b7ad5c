/**
 * Writes llms.txt (llmstxt.org format), the area indexes it links, llms-full.txt and the pages' Markdown twins from
 * corpus pages.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import type { Root, Nodes } from 'mdast';
import { markdownCopyPath } from './markdownPath';
import { toMarkdown } from '../corpus/mdast';

export { markdownCopyPath } from './markdownPath';

export interface LlmsPage {
  title: string;
  url: string;
  description?: string;
  markdown: string;
  /** The release line a docs page shows under its title ("Docs 1.0.17 · elizaOS 1.2.0"), repeated in its twin. */
  release?: string;
}

export interface LlmsSection {
  title: string;
  pages: LlmsPage[];
  /** llmstxt.org: links under the "Optional" heading may be skipped by a reader with little context. */
  optional?: boolean;
}

export interface LlmsSite {
  title: string;
  summary: string;
  url: string;
  details: string;
}

function linkLine(site: LlmsSite, page: LlmsPage): string {
  const description = page.description ? `: ${page.description}` : '';
  return `- [${page.title}](${site.url}${markdownCopyPath(page.url)})${description}`;
}

/** One H2 section per non-optional group, in order; the optional groups' links together under "## Optional" at the end. */
function sectionLines(site: LlmsSite, sections: LlmsSection[]): string[] {
  const lines: string[] = [];
  for (const section of sections.filter((candidate) => !candidate.optional && candidate.pages.length)) {
    lines.push(`## ${section.title}`, '', ...section.pages.map((page) => linkLine(site, page)), '');
  }
  const optional = sections.filter((candidate) => candidate.optional).flatMap((section) => section.pages);
  if (optional.length) lines.push('## Optional', '', ...optional.map((page) => linkLine(site, page)), '');
  return lines;
}

const header = (site: LlmsSite) => [`# ${site.title}`, '', `> ${site.summary}`, '', site.details, ''];

/** llmstxt.org layout: title, summary, details, then the sections of links (see sectionLines). */
export function renderLlmsTxt(site: LlmsSite, sections: LlmsSection[]): string {
  return `${[...header(site), ...sectionLines(site, sections)].join('\n').trim()}\n`;
}

/**
 * Agents read about the first 100,000 characters of a fetched file, and the Agent-Friendly Documentation Spec asks
 * an llms.txt to stay under 50,000: the root index and each area's index are kept below this.
 */
export const LLMS_TXT_MAX_CHARS = 50_000;

/** One area's own llms.txt, as the root index links it. */
export interface LlmsIndexLink {
  title: string;
  /** Site path of the area's index, e.g. /docs/llms.txt. */
  path: string;
  description: string;
  pages: number;
}

/** An area's index: the llmstxt.org layout of its own pages, with a line back to the root index. */
export function renderAreaLlmsTxt(site: LlmsSite, area: { title: string; summary: string }, sections: LlmsSection[]): string {
  const details = `Part of the elizaOS documentation index (${site.url}/llms.txt), which links the index of every other area. Each link below points to the Markdown copy of a page.`;
  return renderLlmsTxt({ ...site, title: `elizaOS: ${area.title}`, summary: area.summary, details }, sections);
}

/**
 * The root llms.txt: what elizaOS is, then one link per area index (each small enough to read whole), and the
 * sections given (entry points such as the quickstart, and the site's own pages).
 */
export function renderLlmsIndex(site: LlmsSite, areas: LlmsIndexLink[], sections: LlmsSection[]): string {
  const areaLines = areas.map((area) => `- [${area.title}](${site.url}${area.path}): ${area.description} (${area.pages} pages)`);
  return `${[...header(site), '## Indexes', '', ...areaLines, '', ...sectionLines(site, sections)].join('\n').trim()}\n`;
}

export function renderLlmsFullTxt(site: LlmsSite, pages: LlmsPage[]): string {
  const parts = [`# ${site.title}`, '', `> ${site.summary}`, ''];
  for (const page of pages) {
    parts.push('---', '', `# ${page.title}`, '', `Source: ${site.url}${page.url}`, '', page.markdown.trim(), '');
  }
  return `${parts.join('\n').trim()}\n`;
}

const parser = unified().use(remarkParse).use(remarkGfm);

/**
 * A page's Markdown with every link and image made absolute against the page's own URL, so the copy reads the same
 * wherever an agent got it from (pasted into a chat, saved to a file): "/docs/x" becomes "https://site/docs/x". Links
 * that already name a scheme, and fragments of the page itself, are left alone.
 */
export function absoluteLinks(markdown: string, pageUrl: string): string {
  if (!/\]\(|\]:\s|<\//.test(markdown)) return markdown;
  const tree = parser.parse(markdown) as Root;
  let changed = false;
  const visit = (node: Nodes) => {
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && !/^[a-z][a-z0-9+.-]*:|^#/i.test(node.url)) {
      try {
        node.url = new URL(node.url, pageUrl).toString();
        changed = true;
      } catch {
        // Not a URL a browser could resolve either: leave it as written.
      }
    }
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(tree);
  return changed ? toMarkdown(tree) : markdown;
}

/**
 * The Markdown twin served at a page's URL + ".md": title, a line pointing to the documentation index and to the
 * page's own URLs (so an agent that was handed only this file can find the rest), the description as a quote, then
 * the page with absolute links.
 */
export function renderPageMarkdown(page: LlmsPage, siteUrl?: string): string {
  const description = page.description ? `\n\n> ${page.description}` : '';
  if (!siteUrl) {
    const body = page.markdown.trim();
    return `# ${page.title}${description}\n${body ? `\n${body}\n` : ''}`;
  }
  const pageUrl = `${siteUrl}${page.url}`;
  const pointer = `\n\nDocumentation index: ${siteUrl}/llms.txt. This page: ${pageUrl} (HTML), ${siteUrl}${markdownCopyPath(page.url)} (Markdown).`;
  const body = absoluteLinks(page.markdown, pageUrl).trim();
  const release = page.release ? `\n\n${page.release}` : '';
  return `# ${page.title}${pointer}${release}${description}\n${body ? `\n${body}\n` : ''}`;
}
