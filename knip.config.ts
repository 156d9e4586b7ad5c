/** knip (`npm run lint`): files, exports and dependencies nothing uses. Lists what loads a module by name, not import. */
import type { KnipConfig } from 'knip';

// knip reads docusaurus.config.ts to find its plugins and themes. Its loader gives the boot part a CommonJS module
// object where the build's bundler gives the page template string, so the part would refuse to load: it is not
// needed to list plugins, and is left off for knip only.
process.env.ELIZA_FIRST_LOAD_BOOT ??= 'off';

const config: KnipConfig = {
  entry: [
    'sidebars*.ts',
    // Swizzled theme components: Docusaurus picks them up by path.
    'src/theme/**/*.{ts,tsx}',
    'src/pages/**/*.{ts,tsx,mdx}',
    // Plugins named by path in the config (config/plugins, docusaurus.config.ts) and the modules they load by path:
    // client modules, bundler replacements (client/, static/, rest-pages), route components (catalogue plugin).
    'src/plugins/*/index.ts',
    'src/plugins/typedoc-{router,pages}.mjs',
    'src/plugins/**/client/*.{ts,tsx}',
    'src/plugins/**/static/*.{ts,tsx}',
    'src/plugins/rest-pages/{RenderInPlace.tsx,sameKeyEverywhere.ts}',
    'src/plugins/static-body/LiveBody.tsx',
    // Run as a child process by the corpus plugin.
    'src/plugins/corpus/buildChatIndex.ts',
    'src/components/DocItemSwitch/{index.tsx,ApiItemLoaded.tsx,apiItemSlot.server.ts}',
    'src/components/{PackageIndex,PackageDetail,PartnerIndex,PartnerTags,PartnerPage,PartnerBrief}/index.tsx',
    'src/components/PartnerTags/TagPage.tsx',
    // MDX pages outside docs/ and blog/ (which the Docusaurus plugin of knip covers) import components too.
    '{community,news,partners,packages}/**/*.mdx',
    'netlify/functions/*.ts',
    'netlify/edge-functions/*.ts',
    'scripts/*.ts',
    'scripts/bench/*.ts',
    // Started as a worker thread by path (scripts/lib/functionWorker.ts).
    'scripts/lib/functionWorkerEntry.mjs',
    'tests/**/*.test.ts',
    'tests/**/*.spec.ts',
    'tests/plain/playwright.config.ts',
    // Functions that tests/unit/serve.test.ts serves from a folder.
    'tests/fixtures/serve-functions/**/*.ts',
  ],
  // Sass is listed because knip enables its compiler (docusaurus-plugin-sass is installed); the site has no Sass files.
  project: ['**/*.{ts,tsx,mjs,js,mdx,scss,sass}'],
  ignore: [
    // Snapshotted declarations (scripts/snapshot-legacy-types.ts), read as data by the legacy API pages.
    'data/legacy-types/**',
  ],
  // Modules another branch is moving or merging (house order, issue 20): their findings are listed for it. Remove
  // this block once that branch is in.
  ignoreDependencies: [
    // TypeDoc reads its declarations by file path (config/plugins/typedoc.ts).
    '@elizaos/core',
    // knip's Docusaurus plugin expands the theme '@easyops-cn/docusaurus-search-local' (config/plugins/search.ts) to
    // a package name that does not exist.
    '@easyops-cn/docusaurus-theme-docusaurus-search-local',
    // Resolved from the folder of the package that installs them, to use the same version it does:
    // the OpenAPI theme's Sass loader (src/plugins/openapi-theme), the classic theme's Prism (src/plugins/prism-languages).
    'sass-loader',
    'prismjs',
  ],
};

export default config;
