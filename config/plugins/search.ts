/**
 * Local search (no third-party service). The box and its results page search the whole site through one compact
 * index (src/plugins/search-index), the reader's area first among equal answers. ELIZA_SEARCH_SITE_WIDE=off is the
 * kill switch: the plugin's own per-area indexes, as before.
 */
import type { PluginConfig } from '@docusaurus/types';
import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';
import { otherPartEnabled } from '../../src/plugins/first-load/switches';

const siteWide = otherPartEnabled('searchSiteWide');
// Site-wide, the box never downloads the plugin's lunr indexes; building them cost ~10 s of every build and 17 MB.
// SEARCH_LUNR_INDEX=1 still writes them, for the bench's engine comparison (scripts/bench/searchEngines.ts).
const lunrIndex = !siteWide || process.env.SEARCH_LUNR_INDEX === '1';

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
    ...(siteWide ? {} : { searchContextByPaths: ['docs', 'api', 'packages', 'partners', 'community', 'blog', 'news'] }),
    // Every route ignored: the plugin then writes empty indexes and parses no page.
    ...(lunrIndex ? {} : { ignoreFiles: [/.*/] }),
    hideSearchBarWithNoSearchContext: false,
    useAllContextsWithNoSearchContext: false,
    highlightSearchTermsOnTargetPage: true,
    searchResultLimits: 8,
    searchBarShortcutHint: true,
    searchBarShortcutKeymap: 'mod+k',
    explicitSearchResultPath: true,
    // A suggestion is its title and an extract around the match (src/plugins/search-index/client/siteSearchClient.ts),
    // shown whole: the template would cut it to 50 characters.
    searchResultContextMaxLength: 240,
  } satisfies Partial<PluginOptions>,
];

/** Writes the site-wide index after the build and points the box at it. */
export const searchIndex = './src/plugins/search-index/index.ts';
