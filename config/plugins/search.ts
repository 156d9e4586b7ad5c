/**
 * Local search (no third-party service). The box and its results page search the whole site through one compact
 * index (src/plugins/search-index), the reader's area first. SEARCH_SITE_WIDE=0 is the kill switch: the plugin's own
 * per-area indexes, as before.
 */
import type { PluginConfig } from '@docusaurus/types';
import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';

const siteWide = process.env.SEARCH_SITE_WIDE !== '0';

export const search: PluginConfig = [
  '@easyops-cn/docusaurus-search-local',
  {
    hashed: true,
    language: ['en'],
    indexDocs: true,
    indexBlog: true,
    indexPages: true,
    // Not partners or packages: under a docs base path the plugin indexes docs only, and most pages there are the
    // catalogue plugin's generated routes; as plain pages they (and the two About docs) are all indexed.
    docsRouteBasePath: ['docs', 'api', 'community'],
    blogRouteBasePath: ['blog', 'news'],
    docsPluginIdForPreferredVersion: 'default',
    // Site-wide, the plugin writes one index of everything: not downloaded by the box, but the bench compares it.
    ...(siteWide ? {} : { searchContextByPaths: ['docs', 'api', 'packages', 'partners', 'community', 'blog', 'news'] }),
    hideSearchBarWithNoSearchContext: false,
    useAllContextsWithNoSearchContext: false,
    highlightSearchTermsOnTargetPage: true,
    searchResultLimits: 8,
    searchBarShortcutHint: true,
    searchBarShortcutKeymap: 'mod+k',
    explicitSearchResultPath: true,
  } satisfies Partial<PluginOptions>,
];

/** Writes the site-wide index after the build and points the box at it. */
export const searchIndex = './src/plugins/search-index/index.ts';
