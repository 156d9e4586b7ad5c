/**
 * REST operation pages (docusaurus-theme-openapi-docs) render on the server as they look in the browser, and keep
 * that DOM through hydration. Each change swaps one module for the modules that import it:
 *
 * - The theme wraps the parameter, request-body and response lists in BrowserOnly, so the built HTML held grey
 *   placeholders and the lists appeared once the app started: the page jumped (a layout shift of 1.6 on a phone),
 *   and readers without JavaScript, crawlers and the search index never saw them. Nothing in them needs a browser
 *   (they read the front matter and a Redux store that ApiItem also creates on the server), so their BrowserOnly
 *   renders its children in place, on the server and in the browser alike.
 * - The theme's tab sets use useIsBrowser only as a key that re-mounts them once the page has hydrated: on a REST
 *   page that re-creates every response's tabs and schemas in one long task (about 350 ms on Lighthouse's phone),
 *   for the same DOM. A constant key keeps the server's DOM.
 * - The server build imports the OpenAPI page component directly (DocItemSwitch/apiItemSlot.server.ts); the browser
 *   loads its chunk with the page's route modules (src/plugins/first-load, HYDRATION_EXTRAS).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { addCacheBuildDependencies } from '../buildCache';

const theme = (names: string) => new RegExp(`docusaurus-theme-openapi-docs[\\\\/]lib[\\\\/]theme[\\\\/](${names})[\\\\/]index\\.js$`);

/** Theme modules whose BrowserOnly is replaced. */
export const SERVER_RENDERED_MODULES = theme('ParamsDetails|RequestSchema|ResponseSchema');

/** Theme modules whose useIsBrowser is replaced. */
export const NO_REMOUNT_MODULES = theme('Tabs|MimeTabs|SchemaTabs');

interface Swap {
  /** The import request to replace, as written. */
  request: RegExp;
  /** The importing modules it is replaced in. */
  issuer: RegExp;
  replacement: string;
  serverOnly?: boolean;
}

const SWAPS: Swap[] = [
  { request: /^@docusaurus\/BrowserOnly$/, issuer: SERVER_RENDERED_MODULES, replacement: path.join(__dirname, 'RenderInPlace.tsx') },
  { request: /^@docusaurus\/useIsBrowser$/, issuer: NO_REMOUNT_MODULES, replacement: path.join(__dirname, 'sameKeyEverywhere.ts') },
  { request: /^\.\/apiItemSlot$/, issuer: /DocItemSwitch[\\/]index\.tsx$/, replacement: './apiItemSlot.server.ts', serverOnly: true },
];

interface ResolveData {
  request: string;
  contextInfo?: { issuer?: string };
}

export default function restPagesPlugin(): Plugin {
  return {
    name: 'elizaos-rest-pages',
    configureWebpack(config, isServer, utils) {
      addCacheBuildDependencies(config, __dirname);
      const bundler = utils.currentBundler.instance as unknown as {
        NormalModuleReplacementPlugin: new (pattern: RegExp, replace: (data: ResolveData) => void) => unknown;
      };
      const plugins = SWAPS.filter((swap) => isServer || !swap.serverOnly).map(
        ({ request, issuer, replacement }) =>
          new bundler.NormalModuleReplacementPlugin(request, (data) => {
            if (issuer.test(data.contextInfo?.issuer ?? '')) data.request = replacement;
          }),
      );
      return { plugins } as object;
    },
  };
}
