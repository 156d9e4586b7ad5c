/**
 * What the first load of a page fetches and runs, in parts, each a small plugin with its own kill switch
 * (./switches.ts; ELIZA_FIRST_LOAD=off turns all off and the site loads the stock Docusaurus way):
 * - ./page-routes: each page carries its own branch of routes; main.js holds no table of all routes;
 * - ./boot-after-paint: the app's scripts start after the first paint (a page template, see docusaurus.config.ts);
 * - ./highlighter: the code highlighter loads only on pages that show code;
 * - ./openapi-page: the OpenAPI theme's page component loads only on REST pages;
 * - ./global-data: main.js keeps only the doc lists the navbar reads;
 * - ./lazy-mark: mark.js loads when a page has search terms to highlight;
 * - ./page-sidebar: a docs page loads its own sidebar, not every sidebar of its version (the docs plugin, wrapped:
 *   the config names it in place of @docusaurus/plugin-content-docs);
 * - ./cache-key: the persistent bundler cache is keyed by the switches.
 * Each part that relies on a private Docusaurus file or generated format checks it before bundling and fails the
 * build naming the file and the shape it expected (./guard.ts).
 */
/**
 * The parts, in the order docusaurus.config.ts lists them. Paths are relative to the site directory, as Docusaurus
 * resolves them: the plugin list is serialised into the client bundle, where an absolute path would name the build
 * machine's checkout (tests/build/build-paths.test.ts).
 */
export const firstLoadPlugins: string[] = ['cache-key', 'page-routes', 'highlighter', 'openapi-page', 'global-data', 'lazy-mark'].map(
  (part) => `./src/plugins/first-load/${part}/index.ts`,
);

export { firstLoadSsrTemplate } from './boot-after-paint/boot';
