/** Writes llms.txt (llmstxt.org format), llms-full.txt and the pages' Markdown twins from corpus pages. */
import { markdownCopyPath } from './markdownPath';

export { markdownCopyPath } from './markdownPath';

export interface LlmsPage {
  title: string;
  url: string;
  description?: string;
  markdown: string;
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
export function renderLlmsTxt(site: LlmsSite, sections: LlmsSection[]): string {
  const lines = [`# ${site.title}`, '', `> ${site.summary}`, '', site.details, ''];
  for (const section of sections.filter((candidate) => !candidate.optional && candidate.pages.length)) {
    lines.push(`## ${section.title}`, '', ...section.pages.map((page) => linkLine(site, page)), '');
  }
  const optional = sections.filter((candidate) => candidate.optional).flatMap((section) => section.pages);
  if (optional.length) lines.push('## Optional', '', ...optional.map((page) => linkLine(site, page)), '');
  return `${lines.join('\n').trim()}\n`;
}

export function renderLlmsFullTxt(site: LlmsSite, pages: LlmsPage[]): string {
  const parts = [`# ${site.title}`, '', `> ${site.summary}`, ''];
  for (const page of pages) {
    parts.push('---', '', `# ${page.title}`, '', `Source: ${site.url}${page.url}`, '', page.markdown.trim(), '');
  }
  return `${parts.join('\n').trim()}\n`;
}

/** The Markdown twin served at a page's URL + ".md": title, description as a quote, then the page. */
export function renderPageMarkdown(page: LlmsPage): string {
  const description = page.description ? `\n\n> ${page.description}` : '';
  const body = page.markdown.trim();
  return `# ${page.title}${description}\n${body ? `\n${body}\n` : ''}`;
}
