/** TypeDoc over the published @elizaos/core declarations, written as Markdown into api/ (git-ignored) at build time. */
import type { PluginConfig } from '@docusaurus/types';
import type { TypeDocOptions } from 'typedoc';
import type { PluginOptions as MarkdownOptions } from 'docusaurus-plugin-typedoc';
import { ELIZA_VERSION } from '../../src/lib/versions';

export const typedoc: PluginConfig = [
  'docusaurus-plugin-typedoc',
  {
    entryPoints: ['node_modules/@elizaos/core/dist/index.d.ts'],
    plugin: ['./src/plugins/typedoc-router.mjs'],
    router: 'elizaos-member',
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
  } satisfies Partial<TypeDocOptions & MarkdownOptions> & { router: string },
];
