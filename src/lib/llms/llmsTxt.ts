/** Writes llms.txt (llmstxt.org format) and llms-full.txt from the site's pages, in sidebar order. */
export interface LlmsPage {
  title: string;
  url: string;
  description?: string;
  markdown: string;
}

export interface LlmsSection {
  title: string;
  pages: LlmsPage[];
  /** llmstxt.org: links under an "Optional" heading may be skipped by a reader with little context. */
  optional?: boolean;
}

export interface LlmsSite {
  title: string;
  summary: string;
  url: string;
  details: string;
}

export function renderLlmsTxt(site: LlmsSite, sections: LlmsSection[]): string {
  const lines = [`# ${site.title}`, '', `> ${site.summary}`, '', site.details, ''];
  for (const section of sections) {
    if (section.pages.length === 0) continue;
    lines.push(`## ${section.optional ? 'Optional' : section.title}`, '');
    for (const page of section.pages) {
      const description = page.description ? `: ${page.description}` : '';
      lines.push(`- [${page.title}](${site.url}${markdownCopyPath(page.url)})${description}`);
    }
    lines.push('');
  }
  return `${lines.join('\n').trim()}\n`;
}

export function renderLlmsFullTxt(site: LlmsSite, pages: LlmsPage[]): string {
  const parts = [`# ${site.title}`, '', `> ${site.summary}`, ''];
  for (const page of pages) {
    parts.push('---', '', `# ${page.title}`, '', `Source: ${site.url}${page.url}`, '', page.markdown.trim(), '');
  }
  return `${parts.join('\n').trim()}\n`;
}

/** The Markdown copy served at a page's URL + ".md". */
export function renderPageMarkdown(page: LlmsPage): string {
  const description = page.description ? `\n\n> ${page.description}` : '';
  return `# ${page.title}${description}\n\n${page.markdown.trim()}\n`;
}

/** Where a page's Markdown copy is served: its route + ".md" (an index route ending in "/" drops the slash). */
export function markdownCopyPath(permalink: string): string {
  return `${permalink.replace(/\/+$/, '') || '/index'}.md`;
}
