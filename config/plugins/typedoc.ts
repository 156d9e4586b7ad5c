/** TypeDoc over the published @elizaos/core declarations, written as Markdown into api/ (git-ignored) at build time. */
import type { PluginConfig } from '@docusaurus/types';
import type { TypeDocOptions } from 'typedoc';
import type { PluginOptions as MarkdownOptions } from 'docusaurus-plugin-typedoc';
import { ELIZA_VERSION } from '../../src/lib/versions';

export const typedoc: PluginConfig = [
  'docusaurus-plugin-typedoc',
  {
    entryPoints: ['node_modules/@elizaos/core/dist/index.d.ts'],
    plugin: ['./src/plugins/typedoc-router.mjs', './src/plugins/typedoc-pages.mjs'],
    router: 'elizaos-member',
    // The markdown theme with highlighted signatures and a member index on long pages (src/plugins/typedoc-pages.mjs).
    theme: 'elizaos',
    tsconfig: './tsconfig.typedoc.json',
    out: 'api',
    // The package's own declarations do not type-check on their own; TypeDoc only needs their shapes.
    skipErrorChecking: true,
    // Bundled third-party namespaces (Sentry) would add ~160 pages that are not elizaOS API.
    excludeExternals: true,
    externalPattern: ['**/node_modules/!(@elizaos)/**'],
    excludePrivate: true,
    readme: 'config/api-readme.md',
    name: `@elizaos/core ${ELIZA_VERSION}`,
    // scripts/prebuild.ts empties api/ but keeps api/rest, which the OpenAPI generator writes first.
    cleanOutputDir: false,
    entryFileName: 'index',
    hideBreadcrumbs: true,
    hidePageHeader: true,
    // Each signature and declaration as one TypeScript code block, types written out as the editor shows them,
    // instead of a line of separately formatted type names.
    useCodeBlocks: true,
    expandParameters: true,
    // Parameters, properties and type members as tables: one row each instead of a heading each, which made a class
    // page tens of thousands of pixels tall.
    parametersFormat: 'table',
    classPropertiesFormat: 'table',
    interfacePropertiesFormat: 'table',
    typeDeclarationFormat: 'table',
    // "Defined in: index.d.ts:1340" names a line of the bundled declaration file, which a reader cannot open here.
    disableSources: true,
  } satisfies Partial<TypeDocOptions & MarkdownOptions> & { router: string },
];
