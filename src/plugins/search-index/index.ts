/**
 * Site-wide search. The local-search plugin keeps one index per area, so a reader found only pages of the area they
 * stood in. This plugin writes one compact index of every page (titles, descriptions, headings, inline code:
 * build/search-site.json) after the build, and swaps the plugin's search module (its searchByWorker.js, imported by
 * its SearchBar and SearchPage) for one that queries that index, the reader's area first among equal answers. The plugin's box, keyboard
 * shortcut, result templates and on-page highlighting stay as they are.
 *
 * Reaching into the dependency: the swapped file is private to @easyops-cn/docusaurus-search-local 0.55.3. The build
 * fails with a clear message if its SearchBar stops importing it (an upstream API to add result sources, asked for in
 * easyops-cn/docusaurus-search-local issues about cross-context search, would retire this). Kill switch:
 * SEARCH_SITE_WIDE=0 builds the plugin's own per-area search unchanged.
 */
import { readFileSync, existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { addCacheBuildDependencies } from '../buildCache';
import { buildSiteIndex, type BuiltPage } from '../../lib/search/buildIndex';
import { SITE_INDEX_FILE } from '../../lib/search/files';
import { builtHtmlFile } from '../../lib/builtFiles';

const PLUGIN_THEME_DIR = path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js'));
const SWAPPED_REQUEST = /^\.\.\/searchByWorker$/;
const ISSUERS = /docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme[\\/](SearchBar|SearchPage)[\\/]/;
// The box's row template, swapped too: it draws the no-results state's rows (results page, assistant, nearest pages).
const SWAPPED_TEMPLATE = /^\.\/SuggestionTemplate$/;
const TEMPLATE_ISSUER = /docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme[\\/]SearchBar[\\/]SearchBar\.jsx$/;

/** Fails the build when the dependency no longer has the module this plugin replaces. */
export function assertSwappable(themeDir = PLUGIN_THEME_DIR): void {
  for (const component of ['SearchBar/SearchBar.jsx', 'SearchPage/SearchPage.jsx']) {
    const file = path.join(themeDir, component);
    const source = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (!source.includes('from "../searchByWorker"')) {
      throw new Error(
        `search-index: ${file} no longer imports "../searchByWorker", the module this plugin swaps for site-wide search. ` +
          'Check the new @easyops-cn/docusaurus-search-local release, adapt src/plugins/search-index, or build with SEARCH_SITE_WIDE=0.',
      );
    }
  }
  const bar = path.join(themeDir, 'SearchBar/SearchBar.jsx');
  if (!readFileSync(bar, 'utf8').includes('from "./SuggestionTemplate"')) {
    throw new Error(
      `search-index: ${bar} no longer imports "./SuggestionTemplate", the row template this plugin wraps for the no-results state. ` +
        'Check the new @easyops-cn/docusaurus-search-local release, adapt src/plugins/search-index, or build with SEARCH_SITE_WIDE=0.',
    );
  }
}

const htmlFileFor = (outDir: string, route: string): string | undefined => builtHtmlFile(outDir, decodeURI(route));

interface ResolveData {
  request: string;
  contextInfo?: { issuer?: string };
}

export default function searchIndexPlugin(): Plugin {
  const enabled = process.env.SEARCH_SITE_WIDE !== '0';
  return {
    name: 'elizaos-search-index',
    configureWebpack(config, _isServer, utils) {
      if (!enabled) return {};
      assertSwappable();
      addCacheBuildDependencies(config, __dirname);
      const bundler = utils.currentBundler.instance as unknown as {
        NormalModuleReplacementPlugin: new (pattern: RegExp, replace: (data: ResolveData) => void) => unknown;
      };
      const client = path.join(__dirname, 'client', 'siteSearchClient.ts');
      const template = path.join(__dirname, 'client', 'suggestionTemplate.ts');
      return {
        plugins: [
          new bundler.NormalModuleReplacementPlugin(SWAPPED_REQUEST, (data) => {
            if (ISSUERS.test(data.contextInfo?.issuer ?? '')) data.request = client;
          }),
          new bundler.NormalModuleReplacementPlugin(SWAPPED_TEMPLATE, (data) => {
            if (TEMPLATE_ISSUER.test(data.contextInfo?.issuer ?? '')) data.request = template;
          }),
        ],
      } as object;
    },
    async postBuild({ outDir, routesPaths }) {
      if (!enabled) return;
      const started = performance.now();
      const pages: BuiltPage[] = [];
      for (const route of new Set(routesPaths)) {
        const file = htmlFileFor(outDir, route);
        if (file) pages.push({ route, html: await readFile(file, 'utf8') });
      }
      const index = buildSiteIndex(pages);
      const json = JSON.stringify(index);
      await writeFile(path.join(outDir, SITE_INDEX_FILE), json);
      console.log(
        `[search-index] ${SITE_INDEX_FILE}: ${index.pages.length} pages, ${index.headings.length} headings, ${Math.round(json.length / 1024)} KB (${Math.round(performance.now() - started)} ms)`,
      );
    },
  };
}
