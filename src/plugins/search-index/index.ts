/**
 * Site-wide search. The local-search plugin keeps one index per area, so a reader found only pages of the area they
 * stood in. The corpus plugin writes one compact index of every page (titles, descriptions, headings, inline code:
 * build/search-site.json, made from the corpus by src/lib/search/buildIndex.ts) after the build; this plugin swaps the plugin's search module (its searchByWorker.js, imported by
 * its SearchBar) for one that queries that index, the reader's area first among equal answers; and the SearchBar's row
 * template for one that also draws the no-results state (results page, assistant, nearest pages). The plugin's box,
 * keyboard shortcut, its own row template and on-page highlighting stay as they are.
 *
 * Reaching into the dependency: the swapped file is private to @easyops-cn/docusaurus-search-local 0.55.3. Before
 * bundling the build checks that its SearchBar still imports it; after bundling, that the SearchBar imports the
 * replacement and that searchByWorker.js itself is not bundled (../swapModule.ts). An upstream API to add result
 * sources (asked for in easyops-cn/docusaurus-search-local issues about cross-context search) would retire this.
 * Kill switch: ELIZA_SEARCH_SITE_WIDE=off builds the plugin's own per-area search unchanged (SEARCH_SITE_WIDE=0, the
 * old form, still works with a warning).
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { addCacheBuildDependencies } from '../buildCache';
import { OTHER_PARTS, otherPartEnabled } from '../first-load/switches';
import { swapModule } from '../swapModule';

export const PART = 'search-index';
export const SWITCH = OTHER_PARTS.searchSiteWide;
const SEARCH_BY_WORKER = require.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js');
const PLUGIN_THEME_DIR = path.dirname(SEARCH_BY_WORKER);
const SWAPPED_REQUEST = /^\.\.\/searchByWorker$/;
const ISSUERS = /docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme[\\/]SearchBar[\\/]/;
// The box's row template, swapped too: it draws the no-results state's rows (results page, assistant, nearest pages).
const SWAPPED_TEMPLATE = /^\.\/SuggestionTemplate$/;
const TEMPLATE_ISSUER = /docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme[\\/]SearchBar[\\/]SearchBar\.jsx$/;

/** Fails the build when the dependency no longer has the module this plugin replaces. */
export function assertSwappable(themeDir = PLUGIN_THEME_DIR): void {
  for (const component of ['SearchBar/SearchBar.jsx']) {
    const file = path.join(themeDir, component);
    const source = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (!source.includes('from "../searchByWorker"')) {
      throw new Error(
        `search-index: ${file} no longer imports "../searchByWorker", the module this plugin swaps for site-wide search. ` +
          `Check the new @easyops-cn/docusaurus-search-local release, adapt src/plugins/search-index, or build with ${SWITCH}=off.`,
      );
    }
  }
  const bar = path.join(themeDir, 'SearchBar/SearchBar.jsx');
  if (!readFileSync(bar, 'utf8').includes('from "./SuggestionTemplate"')) {
    throw new Error(
      `search-index: ${bar} no longer imports "./SuggestionTemplate", the row template this plugin wraps for the no-results state. ` +
        `Check the new @easyops-cn/docusaurus-search-local release, adapt src/plugins/search-index, or build with ${SWITCH}=off.`,
    );
  }
}

export default function searchIndexPlugin(context: LoadContext): Plugin {
  const enabled = otherPartEnabled('searchSiteWide');
  return {
    name: 'elizaos-search-index',
    configureWebpack(config, _isServer, utils) {
      if (!enabled) return {};
      assertSwappable();
      addCacheBuildDependencies(config, __dirname);
      const swap = {
        request: SWAPPED_REQUEST,
        issuer: ISSUERS,
        importers: ['/@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.jsx'],
        replacement: path.join(__dirname, 'client', 'siteSearchClient.ts'),
        original: SEARCH_BY_WORKER,
      };
      // The replacement template draws ordinary rows with the plugin's own template, so that one stays bundled.
      const template = {
        request: SWAPPED_TEMPLATE,
        issuer: TEMPLATE_ISSUER,
        importers: ['/@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.jsx'],
        replacement: path.join(__dirname, 'client', 'suggestionTemplate.ts'),
      };
      return { plugins: swapModule(utils, { part: PART, switchName: SWITCH, siteDir: context.siteDir }, [swap, template]) };
    },
  };
}
