/**
 * Links of the page actions: a chat assistant asked to read the page's Markdown, the docs MCP server's install links
 * for Cursor and VS Code, and a prefilled feedback issue.
 */
// The path rule alone: llmsTxt.ts also brings the Markdown parser, which has no place in the browser bundle.
import { markdownCopyPath } from './llms/markdownPath';

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

/** The name the docs' MCP server is installed under in an editor (the docs-for-agents page uses the same). */
export const MCP_SERVER_NAME = 'elizaos-docs';

/** The docs MCP server's URL (Streamable HTTP), served at /mcp of the site. */
export function mcpServerUrl(siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/mcp`;
}

/**
 * One-click installs of the docs MCP server, each in its client's documented format:
 * - Cursor: `cursor://anysphere.cursor-deeplink/mcp/install?name=<name>&config=<config>`, where config is the
 *   server's mcp.json entry (a remote server's is `{ "url": … }`) as JSON, base64-encoded (Cursor's docs, "MCP
 *   install links").
 * - VS Code: `vscode:mcp/install?<JSON, URI-encoded>`, where the JSON is the object `code --add-mcp` takes: the name
 *   with the server's mcp.json entry (a remote server's is `{ "type": "http", "url": … }`) (VS Code's MCP developer
 *   guide, "MCP URL handler").
 */
export function mcpInstallLinks(siteUrl: string): { cursor: string; vscode: string } {
  const url = mcpServerUrl(siteUrl);
  const cursorConfig = btoa(JSON.stringify({ url }));
  const vscodeConfig = JSON.stringify({ name: MCP_SERVER_NAME, type: 'http', url });
  return {
    cursor: `cursor://anysphere.cursor-deeplink/mcp/install?name=${MCP_SERVER_NAME}&config=${cursorConfig}`,
    vscode: `vscode:mcp/install?${encodeURIComponent(vscodeConfig)}`,
  };
}
