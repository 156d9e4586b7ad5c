/** Site configuration: a table of contents. The long parts live in ./config. */
import type { Config } from '@docusaurus/types';
import type { Options as PresetOptions, ThemeConfig } from '@docusaurus/preset-classic';
import { SITE } from './config/site';
import { newsPeriod } from './config/newsPeriod';
import { navbar } from './config/navbar';
import { footer } from './config/footer';
import { DOCS_PLUGIN, docs } from './config/plugins/docs';
import { blog, news } from './config/plugins/blog';
import { areaPlugins } from './config/plugins/areas';
import { search, searchIndex } from './config/plugins/search';
import { redirects } from './config/plugins/redirects';
import { typedoc } from './config/plugins/typedoc';
import { openapi, parseFrontMatter, restThemeConfig } from './config/plugins/openapi';
import { lightCodeTheme, darkCodeTheme } from './config/prism';
import { firstLoadPlugins, firstLoadSsrTemplate } from './src/plugins/first-load';

// BENCH_NO_FASTER=1 builds with the legacy webpack/babel pipeline, so `npm run bench` can measure the ratio.
const faster = process.env.BENCH_NO_FASTER !== '1';
// BENCH_SMALL_SITE=1 leaves out the two largest generated areas (TypeDoc, the catalogue: ~950 of ~1,390 pages), so
// the bench can show that a page's first-load JavaScript does not grow with the number of routes.
const fullSite = process.env.BENCH_SMALL_SITE !== '1';

const config: Config = {
  title: SITE.title,
  tagline: SITE.tagline,
  favicon: 'img/favicon.svg',
  url: SITE.url,
  baseUrl: '/',
  trailingSlash: false,
  // The build-output link checker (tests/build) is what fails CI; Docusaurus only reports.
  onBrokenLinks: 'ignore',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  // The banner's check runs at DOMContentLoaded, before the app boots (after the first paint, see first-load).
  baseUrlIssueBanner: false,
  markdown: {
    // .md is CommonMark, .mdx is MDX: prose pages cannot break on a stray brace.
    format: 'detect',
    mermaid: true,
    hooks: { onBrokenMarkdownLinks: 'warn' },
    // The /docs/rest copies of the REST reference name their /api/rest twin as canonical (config/plugins/openapi.ts).
    parseFrontMatter,
  },
  future: { v4: true, faster },
  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', htmlLang: 'en' } } },
  // Constants and facts read from the repository's files (never from the environment): they ship to the browser.
  customFields: { siteVersion: SITE.siteVersion, docsVersion: SITE.docsVersion, frameworkVersion: SITE.frameworkVersion, newsPeriod: newsPeriod() },

  presets: [
    [
      'classic',
      {
        // The docs instance is listed under plugins, as the wrapped plugin (config/plugins/docs.ts).
        docs: false,
        blog,
        theme: { customCss: ['./src/css/custom.css', './src/css/api-reference.css'] },
        // /docs/rest pages name their /api/rest twin as canonical, so only the twin is listed.
        sitemap: { changefreq: 'weekly', ignorePatterns: ['/**/tags/**', '/**/tags', '/docs/rest/**'] },
      } satisfies PresetOptions,
    ],
  ],
  plugins: [
    [DOCS_PLUGIN, docs],
    ['@docusaurus/plugin-content-blog', news],
    ...areaPlugins,
    ...(fullSite ? ['./src/plugins/catalogue/index.ts'] : []),
    redirects,
    // `docusaurus gen-api-docs` (run by scripts/prebuild.ts) loads the config only to generate MDX; it skips TypeDoc.
    ...(process.env.ELIZA_DOCS_GEN_ONLY === '1' || !fullSite ? [] : [typedoc]),
    // The corpus (build/corpus.json) and what is made from it: .md twins, llms.txt, llms-full.txt, the chat index.
    './src/plugins/corpus/index.ts',
    openapi,
    // The OpenAPI theme's parameter and schema lists render on the server too (no placeholders, no layout shift).
    './src/plugins/rest-pages/index.ts',
    // A space before a schema field's "required" marker, so a row reads as words (the theme's own code translations).
    './src/plugins/rest-words.ts',
    // API bodies keep their server HTML on a first load (src/components/StaticOnFirstLoad); the plugin is its switch.
    './src/plugins/static-body/index.ts',
    searchIndex,
    // The code highlighter carries the languages of the site's code blocks only, each once (no additionalLanguages).
    './src/plugins/prism-languages/index.ts',
    // What a first load fetches: each page carries its own routes (main.js does not grow with the site), the code
    // highlighter loads with code blocks only, … (one plugin a part, each with a kill switch: src/plugins/first-load).
    ...firstLoadPlugins,
    // Inter, self-hosted and preloaded, with a metric-matched fallback (src/plugins/font).
    './src/plugins/font/index.ts',
  ],
  // The OpenAPI theme, its stylesheet loaded by REST pages only (not part of every page's stylesheet).
  themes: ['@docusaurus/theme-mermaid', './src/plugins/openapi-theme/index.ts', search],

  themeConfig: {
    image: 'img/social-card.png',
    // The description is the default for pages that set none (tag and author lists, search, 404); pages with their own replace it.
    metadata: [
      { name: 'keywords', content: 'elizaOS, AI agents, TypeScript, documentation' },
      { name: 'description', content: SITE.tagline },
    ],
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: true, disableSwitch: false },
    announcementBar: {
      id: 'llms-full-2026-11',
      content:
        // On a phone only the first clause shows, so the bar stays one line above the page (src/css/custom.css).
        'Using an LLM? <a href="/llms-full.txt" data-copy-llms-full="true">Copy llms-full.txt</a><span class="announcement-more"> and paste it into your assistant to ask it about these docs.</span>',
      backgroundColor: '#0b3d91',
      textColor: '#ffffff',
      isCloseable: true,
    },
    navbar,
    footer,
    docs: { sidebar: { hideable: true, autoCollapseCategories: true } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    mermaid: { options: { fontSize: 16 } },
    prism: { theme: lightCodeTheme, darkTheme: darkCodeTheme, additionalLanguages: [] },
    ...restThemeConfig,
  } satisfies ThemeConfig & typeof restThemeConfig,
  titleDelimiter: '|',
  // The app's scripts start after the first paint (src/plugins/first-load/boot-after-paint; undefined when off).
  ssrTemplate: firstLoadSsrTemplate(),
};

export default config;
