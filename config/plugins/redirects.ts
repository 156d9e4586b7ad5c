/** Client-side redirects of old entry points that moved into the simple track. */
import type { PluginConfig } from '@docusaurus/types';
import type { Options as RedirectOptions } from '@docusaurus/plugin-client-redirects';
import { SITE } from '../site';

export const redirects: PluginConfig = [
  '@docusaurus/plugin-client-redirects',
  {
    redirects: [
      { from: '/docs/getting-started', to: '/docs/simple/getting-started/quick-start' },
      { from: '/docs/guides/character-creation', to: '/docs/simple/guides/character-creation' },
      // The REST category's landing page is its introduction.
      { from: '/docs/rest', to: '/docs/rest/eliza-os-api' },
      // The older version's root opens its main document, the first of its sidebar (the current version's main
      // document has the slug /, so /docs needs nothing).
      { from: `/docs/${SITE.legacyDocsVersion}`, to: `/docs/${SITE.legacyDocsVersion}/intro` },
    ],
  } satisfies RedirectOptions,
];
