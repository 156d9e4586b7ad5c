/**
 * REST operation pages (docusaurus-theme-openapi-docs) render on the server as they look in the browser, and keep
 * that DOM through hydration (kill switch ELIZA_REST_PAGES=off: the theme's own behaviour). Each change swaps one
 * import inside the theme's compiled modules (lib/theme/<Component>/index.js), a private surface of the theme:
 *
 * - The theme wraps the parameter, request-body and response lists in BrowserOnly, so the built HTML held grey
 *   placeholders and the lists appeared once the app started: the page jumped (a layout shift of 1.6 on a phone),
 *   and readers without JavaScript, crawlers and the search index never saw them. Nothing in them needs a browser
 *   (they read the front matter and a Redux store that ApiItem also creates on the server), so their BrowserOnly
 *   renders its children in place, on the server and in the browser alike.
 * - The theme's tab sets use useIsBrowser only as a key that re-mounts them once the page has hydrated: on a REST
 *   page that re-creates every response's tabs and schemas in one long task (about 350 ms on Lighthouse's phone),
 *   for the same DOM. A constant key keeps the server's DOM.
 *
 * Before bundling, the build checks that each of those modules still imports what is swapped and uses it as
 * described (REST_PAGES_CONTRACTS); after bundling, that every swap took effect. Remove a swap when the theme renders
 * the lists on the server, or drops the re-mount key, itself.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { addCacheBuildDependencies } from '../buildCache';
import { assertContracts, has, type FileContract } from '../first-load/guard';
import { OTHER_PARTS, otherPartEnabled } from '../first-load/switches';
import { swapModule, type RequestSwap } from '../swapModule';

export const PART = 'rest-pages';
export const SWITCH = OTHER_PARTS.restPages;

const theme = (names: string) => new RegExp(`docusaurus-theme-openapi-docs[\\\\/]lib[\\\\/]theme[\\\\/](${names})[\\\\/]index\\.js$`);

export const SERVER_RENDERED = ['ParamsDetails', 'RequestSchema', 'ResponseSchema'];
export const NO_REMOUNT = ['Tabs', 'MimeTabs', 'SchemaTabs'];

/** Theme modules whose BrowserOnly is replaced. */
export const SERVER_RENDERED_MODULES = theme(SERVER_RENDERED.join('|'));

/** Theme modules whose useIsBrowser is replaced. */
export const NO_REMOUNT_MODULES = theme(NO_REMOUNT.join('|'));

const themeFile = (name: string) => path.join(path.dirname(require.resolve('docusaurus-theme-openapi-docs/package.json')), 'lib', 'theme', name, 'index.js');

export const restPagesContracts = (): FileContract[] => [
  ...SERVER_RENDERED.map((name) => ({
    file: themeFile(name),
    expect: [
      has(
        `${name} to require("@docusaurus/BrowserOnly") and render it`,
        /const BrowserOnly_1 = __importDefault\(require\("@docusaurus\/BrowserOnly"\)\);[\s\S]*BrowserOnly_1\.default/,
      ),
    ],
  })),
  ...NO_REMOUNT.map((name) => ({
    file: themeFile(name),
    expect: [
      has(`${name} to require("@docusaurus/useIsBrowser")`, /const useIsBrowser_1 = __importDefault\(require\("@docusaurus\/useIsBrowser"\)\);/),
      {
        shape: `${name} to use useIsBrowser() only as a key: \`const isBrowser = (0, useIsBrowser_1.default)();\` and \`key: String(isBrowser)\``,
        test: (source: string) =>
          /const isBrowser = \(0, useIsBrowser_1\.default\)\(\);/.test(source) &&
          /key: String\(isBrowser\)/.test(source) &&
          (source.match(/\bisBrowser\b/g) ?? []).length === 2,
      },
    ],
  })),
];

const importers = (names: string[]) => names.map((name) => `/docusaurus-theme-openapi-docs/lib/theme/${name}/index.js`);

/** Each import swapped, in the theme modules that must import the replacement once bundled. */
const SWAPS: RequestSwap[] = [
  {
    request: /^@docusaurus\/BrowserOnly$/,
    issuer: SERVER_RENDERED_MODULES,
    importers: importers(SERVER_RENDERED),
    replacement: path.join(__dirname, 'RenderInPlace.tsx'),
  },
  {
    request: /^@docusaurus\/useIsBrowser$/,
    issuer: NO_REMOUNT_MODULES,
    importers: importers(NO_REMOUNT),
    replacement: path.join(__dirname, 'sameKeyEverywhere.ts'),
  },
];

export default function restPagesPlugin(context: LoadContext): Plugin {
  if (!otherPartEnabled('restPages')) return { name: 'elizaos-rest-pages' };
  return {
    name: 'elizaos-rest-pages',
    configureWebpack(config, isServer, utils) {
      addCacheBuildDependencies(config, __dirname);
      assertContracts(PART, SWITCH, restPagesContracts(), context.siteDir);
      // After bundling: each listed theme module imports the replacement (a module the theme renamed would not).
      return { plugins: swapModule(utils, { part: PART, switchName: SWITCH, siteDir: context.siteDir }, SWAPS) };
    },
  };
}
