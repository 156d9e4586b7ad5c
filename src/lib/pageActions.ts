/** Links of the page actions: a chat assistant asked to read the page's Markdown, and a prefilled feedback issue. */
import { markdownCopyPath } from './llms/llmsTxt';

/** The absolute URL of a page's Markdown copy (its route + ".md"). */
export function markdownUrl(siteUrl: string, permalink: string): string {
  return siteUrl.replace(/\/+$/, '') + markdownCopyPath(permalink);
}

/** What the assistant is asked: to fetch the Markdown copy, so it reads the page as the site serves it to agents. */
function assistantPrompt(mdUrl: string): string {
  return `Read ${mdUrl}, a page of the elizaOS documentation, and then answer my questions about it.`;
}

/**
 * New-chat links with the prompt prefilled: ChatGPT takes it in `q` (`hints=search` lets it fetch the page) and Claude
 * in `q` of /new, the formats the docs frameworks that ship these actions use.
 */
export function assistantLinks(mdUrl: string): { chatgpt: string; claude: string } {
  const q = assistantPrompt(mdUrl);
  return {
    chatgpt: `https://chatgpt.com/?${new URLSearchParams({ hints: 'search', q })}`,
    claude: `https://claude.ai/new?${new URLSearchParams({ q })}`,
  };
}

/**
 * A new issue on the docs' repository with title and body filled in (GitHub's `title` and `body` query parameters;
 * `labels` is left out because GitHub answers 404 to a reader who may not set labels).
 */
export function feedbackIssueUrl(repository: string, page: { title: string; url: string }, helpful: boolean): string {
  const title = `Docs feedback: ${page.title} (${helpful ? 'helpful' : 'not helpful'})`;
  const body = [
    `Page: ${page.url}`,
    `Was this page helpful? ${helpful ? 'Yes' : 'No'}`,
    '',
    helpful ? 'What helped, and what would make the page better:' : 'What were you looking for, and what was missing, unclear or wrong:',
    '',
  ].join('\n');
  return `${repository.replace(/\/+$/, '')}/issues/new?${new URLSearchParams({ title, body })}`;
}
