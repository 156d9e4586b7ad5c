/**
 * Stands in for the local-search plugin's SuggestionTemplate (swapped in by ../index.ts, like its searchByWorker):
 * page and section rows are drawn by the plugin's own template; the rows of the no-results state (see
 * noResultRows in ./siteSearchClient.ts) say what they do: open the results page, ask the assistant, or open a
 * page near the query.
 */
import { SuggestionTemplate as pluginTemplate } from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SuggestionTemplate';
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import type { PluginResult } from './siteSearchClient';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const svg = (path: string) =>
  `<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true"><path d="${path}" stroke="currentColor" fill="none" stroke-linecap="round" stroke-linejoin="round"></path></svg>`;
// A magnifying glass, and a speech bubble: the results page and the assistant.
const ICON_SEARCH = svg('M8.5 14.5a6 6 0 100-12 6 6 0 000 12zM13 13l5 5');
const ICON_ASK = svg('M3 4h14v9H9l-4 3v-3H3z');

function row(icon: string, title: string, note: string): string {
  return [
    `<span class="${styles.hitIcon}">${icon}</span>`,
    `<span class="${styles.hitWrapper}">`,
    `<span class="${styles.hitTitle}">${title}</span>`,
    // The note wraps on a narrow screen (a page's path is cut to one line).
    `<span class="${styles.hitPath} search-row-note">${note}</span>`,
    '</span>',
  ].join('');
}

export function SuggestionTemplate(result: PluginResult & { isInterOfTree?: boolean; isLastOfTree?: boolean }): string {
  const query = `“<mark>${escape(result.document.t)}</mark>”`;
  if (result.noResult === 'search') {
    return row(ICON_SEARCH, `No page matches ${query}`, 'Open the results page to change the words or filter by area');
  }
  if (result.noResult === 'ask') {
    return row(ICON_ASK, `Ask the docs: ${query}`, 'An answer quoted from these pages, with links to each source');
  }
  return pluginTemplate(result);
}
