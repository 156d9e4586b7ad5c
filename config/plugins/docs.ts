/** The main docs instance: current docs labelled 1.0.17 at /docs and the legacy 0.25.9 version. */
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import { SITE } from '../site';

/**
 * The docs plugin as this site loads it: @docusaurus/plugin-content-docs wrapped so that each page's route data
 * loads its own sidebar only (src/plugins/first-load/page-sidebar; it is the plain plugin when that part is off).
 */
export const DOCS_PLUGIN = './src/plugins/first-load/page-sidebar/index.ts';

/** Options every docs instance shares (main docs, API, community, partners, packages). */
export const commonDocsOptions = {
  showLastUpdateTime: false,
  breadcrumbs: true,
  exclude: ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'],
} satisfies DocsOptions;

export const docs = {
  ...commonDocsOptions,
  path: 'docs',
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  editUrl: undefined,
  lastVersion: 'current',
  // Renders the generated REST pages (docs/rest, and rest/ of 0.25.9) with their request panel; other docs as usual.
  docItemComponent: '@site/src/components/DocItemSwitch',
  versions: {
    current: { label: SITE.docsVersion, path: '', banner: 'none' },
    [SITE.legacyDocsVersion]: {
      label: SITE.legacyDocsVersion,
      path: SITE.legacyDocsVersion,
      // The built-in banner links to the same page in the latest version, else its main document.
      banner: 'unmaintained',
    },
  },
} satisfies DocsOptions;
