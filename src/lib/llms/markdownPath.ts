/**
 * Where a page's Markdown twin is served, and whether a request asks for Markdown. Dependency-free: the Netlify
 * edge function (Deno) keeps a copy of these two rules, and tests/unit/llms.test.ts checks the copies agree.
 */

/** A page's Markdown twin: its route + ".md" (an index route ending in "/" drops the slash; "/" is /index.md). */
export function markdownCopyPath(permalink: string): string {
  return `${permalink.replace(/\/+$/, '') || '/index'}.md`;
}

/**
 * True when an Accept header prefers Markdown: text/markdown is listed with a quality above zero and not below
 * that of text/html (a browser's "text/html,…,*\/*;q=0.8" never does).
 */
export function prefersMarkdown(accept: string | null | undefined): boolean {
  if (!accept) return false;
  let markdown = 0;
  let html = 0;
  for (const range of accept.toLowerCase().split(',')) {
    const [type, ...params] = range.split(';').map((part) => part.trim());
    const q = params.find((param) => param.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    if (Number.isNaN(quality)) continue;
    if (type === 'text/markdown' || type === 'text/x-markdown') markdown = Math.max(markdown, quality);
    if (type === 'text/html') html = Math.max(html, quality);
  }
  return markdown > 0 && markdown >= html;
}
