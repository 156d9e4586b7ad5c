/** Local search (no third-party service); one index per area so a reader only downloads the part they read. */
import type { PluginConfig } from '@docusaurus/types';
import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';

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
    searchContextByPaths: ['docs', 'api', 'packages', 'partners', 'community', 'blog', 'news'],
    hideSearchBarWithNoSearchContext: false,
    useAllContextsWithNoSearchContext: false,
    highlightSearchTermsOnTargetPage: true,
    searchResultLimits: 8,
    searchBarShortcutHint: true,
    searchBarShortcutKeymap: 'mod+k',
    explicitSearchResultPath: true,
  } satisfies Partial<PluginOptions>,
];
