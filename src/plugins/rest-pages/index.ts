/**
 * REST operation pages render their parameters, request body and response schemas on the server.
 *
 * docusaurus-theme-openapi-docs wraps those three lists in BrowserOnly, so the built HTML holds grey placeholders
 * and the lists appear only once the app has started: the page jumps (a layout shift of 1.6 on a phone), readers
 * without JavaScript and crawlers never see them, and they are not in the search index. Nothing in them needs a
 * browser (they read the page's front matter and a Redux store that ApiItem also creates on the server), so their
 * BrowserOnly is swapped for a component that renders its children in place, on the server and in the browser
 * alike, which keeps hydration consistent.
 *
 * The server build also imports the OpenAPI page component directly (DocItemSwitch/apiItemSlot.server.ts); the
 * browser loads its chunk with the page's route modules (src/plugins/first-load, HYDRATION_EXTRAS).
 *
 * And the theme's tab sets keep their server DOM through hydration instead of being re-mounted (NO_REMOUNT_MODULES).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** Theme modules whose BrowserOnly is replaced. */
export const SERVER_RENDERED_MODULES = /docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/](ParamsDetails|RequestSchema|ResponseSchema)[\\/]index\.js$/;

/**
 * Theme modules whose useIsBrowser only keys a re-mount after hydration: on a REST page that re-creates every
 * response's tabs and schemas in one long task (about 350 ms on Lighthouse's phone), for the same DOM.
 */
export const NO_REMOUNT_MODULES = /docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/](Tabs|MimeTabs|SchemaTabs)[\\/]index\.js$/;

interface ResolveData {
  request: string;
  contextInfo?: { issuer?: string };
}

export default function restPagesPlugin(): Plugin {
  const renderInPlace = path.join(__dirname, 'RenderInPlace.tsx');
  const sameKeyEverywhere = path.join(__dirname, 'sameKeyEverywhere.ts');
  return {
    name: 'elizaos-rest-pages',
    configureWebpack(_config, isServer, utils) {
      const bundler = utils.currentBundler.instance as unknown as {
        NormalModuleReplacementPlugin: new (pattern: RegExp, replace: (data: ResolveData) => void) => unknown;
      };
      const replacement = new bundler.NormalModuleReplacementPlugin(/^@docusaurus\/BrowserOnly$/, (data) => {
        if (SERVER_RENDERED_MODULES.test(data.contextInfo?.issuer ?? '')) data.request = renderInPlace;
      });
      const noRemount = new bundler.NormalModuleReplacementPlugin(/^@docusaurus\/useIsBrowser$/, (data) => {
        if (NO_REMOUNT_MODULES.test(data.contextInfo?.issuer ?? '')) data.request = sameKeyEverywhere;
      });
      if (!isServer) return { plugins: [replacement, noRemount] } as object;
      const apiItem = new bundler.NormalModuleReplacementPlugin(/^\.\/apiItemSlot$/, (data) => {
        if (/DocItemSwitch[\\/]index\.tsx$/.test(data.contextInfo?.issuer ?? '')) data.request = './apiItemSlot.server.ts';
      });
      return { plugins: [replacement, noRemount, apiItem] } as object;
    },
  };
}
