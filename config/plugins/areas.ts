/** Docs instances for the non-versioned areas: API reference, community, partners, packages. */
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import { DOCS_PLUGIN, commonDocsOptions } from './docs';
import { apiSidebarItemsGenerator } from './openapi';

const area = (id: string, extra: Partial<DocsOptions> = {}): [string, DocsOptions] => [
  DOCS_PLUGIN,
  { ...commonDocsOptions, id, path: id, routeBasePath: id, ...extra } satisfies DocsOptions,
];

export const areaPlugins = [
  // /api holds TypeDoc's generated pages (api/, git-ignored) and the REST pages (api/rest).
  area('api', {
    sidebarPath: './sidebars.api.ts',
    // The REST pages in api/rest need the OpenAPI theme's page component; TypeDoc pages render as usual with it.
    docItemComponent: '@site/src/components/DocItemSwitch',
    sidebarItemsGenerator: apiSidebarItemsGenerator,
  }),
  // Community tags must be defined in community/tags.yml, so a typo cannot create a stray tag page.
  area('community', { sidebarPath: './sidebars.community.ts', tags: 'tags.yml', onInlineTags: 'throw' }),
  area('partners', { sidebarPath: false }),
  area('packages', { sidebarPath: false }),
];
