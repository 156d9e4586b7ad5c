/**
 * The line at the top of every built page that tells an agent where the documentation index (/llms.txt) and the
 * page's Markdown copy are. It comes first in <body>, outside the React root, so hydration never sees it; it is
 * visually hidden and aria-hidden with unfocusable links, so sighted readers never see it and screen readers and
 * keyboards skip it: they have the page actions' "View as Markdown" instead, and the line would repeat it.
 */

/**
 * The pointer's markup; `mdPath` is the page's Markdown copy when the build has one. Kept short: a tool that turns the
 * page into text meets it before the content, and on a short page a long line would push the content down.
 */
export function agentPointerHtml(mdPath: string | null): string {
  const markdown = mdPath ? `; <a href="${mdPath}" tabindex="-1">this page as Markdown</a>` : '';
  return `<div class="visually-hidden" aria-hidden="true" data-agent-pointer="">For AI agents: docs index <a href="/llms.txt" tabindex="-1">/llms.txt</a>${markdown}.</div>`;
}

/** The page with the pointer right after its <body> tag (replacing an earlier one); unchanged when it has no body. */
export function withAgentPointer(html: string, mdPath: string | null): string {
  const cleaned = html.replace(/<div class="visually-hidden" aria-hidden="true" data-agent-pointer="">.*?<\/div>/, '');
  const body = /<body[^>]*>/i.exec(cleaned);
  if (!body) return html;
  const at = body.index + body[0].length;
  return cleaned.slice(0, at) + agentPointerHtml(mdPath) + cleaned.slice(at);
}
