/**
 * docusaurus-theme-openapi-docs, with its stylesheet kept to the pages that use it. The theme registers its styles
 * (lib/theme/styles.scss: the REST pages' layout, tabs, schema lists, the request panel and the language logos of
 * its code tabs, as base64 SVG) as a client module, and Docusaurus puts every client module's CSS into the one
 * stylesheet that blocks the first paint of every page: about half of its bytes, used on REST pages only.
 *
 * Here the theme is the same (its components, swizzle paths and bundler settings) but registers no client module;
 * its stylesheet is compiled to a file of its own (assets/css/openapi.<hash>.css, ./stylesheetName) that the bundler names when
 * `OPENAPI_STYLESHEET_REQUEST` is imported, and the REST pages link it in their <head>
 * (src/components/DocItemSwitch). Written pages never download it.
 *
 * Three module swaps keep REST pages' first load small:
 * - the theme's storage-utils imports all of crypto-js for one SHA-1; it gets ./client/cryptoSha1.ts (src/lib/sha1);
 * - its ApiItem imports pako to unpack the page's operation; it gets ./client/pakoUngzip.ts (tiny-inflate);
 * - src/theme/Markdown loads the theme's Markdown renderer only for a description that needs it
 *   (src/theme/Markdown/fullMarkdown.ts); the server build imports it directly (fullMarkdown.server.ts).
 * And the request panel's browser build leaves out Node-only libraries that nothing in it calls (./client/*Stub.ts, each
 * file says why): iconv-lite's code pages, faker's locale data and the sucrase compiler.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import openApiTheme from 'docusaurus-theme-openapi-docs/lib/index.js';
import { addCacheBuildDependencies } from '../buildCache';
import { listFilesSync } from '../../lib/walk';

/** The query that turns an import of the theme's styles.scss into the URL of its compiled stylesheet. */
export const STYLESHEET_QUERY = 'stylesheet';

const themeDir = path.dirname(require.resolve('docusaurus-theme-openapi-docs/package.json'));
const themeStyles = path.join(themeDir, 'lib', 'theme', 'styles.scss');
/** The theme's own Sass loader (the version its own Sass rule uses), not the site's. */
const sassLoader = require.resolve('sass-loader', { paths: [themeDir] });

/** The imports the bundler swaps: the request, the importing module, and the file imported instead. */
export const SWAPS = {
  sha1: { request: /^crypto-js$/, issuer: /docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/]ApiExplorer[\\/]storage-utils\.js$/ },
  pako: { request: /^pako$/, issuer: /docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/]ApiItem[\\/]index\.js$/ },
  fullMarkdown: { request: /^\.\/fullMarkdown$/, issuer: /src[\\/]theme[\\/]Markdown[\\/]index\.tsx$/ },
};

/** Packages the panel's dependencies import but never call in the browser, and what the browser build gets instead. */
export const BROWSER_STUBS: Record<string, string> = {
  'iconv-lite$': 'iconvLiteStub.ts',
  '@faker-js/faker/locale/en$': 'fakerStub.cjs',
  sucrase$: 'sucraseStub.ts',
};

/**
 * The stylesheet's name: a hash of what it is compiled from (the theme's Sass files and version, the Sass loader's
 * version), the same in the browser and the server builds. A content hash would not be: the browser build minifies
 * the file after naming it, and renames it by its final content, which the server build's copy never gets.
 */
export function stylesheetName(): string {
  const hash = createHash('sha256');
  for (const file of listFilesSync(path.join(themeDir, 'lib', 'theme'), { accept: (name) => name.endsWith('.scss') })) {
    hash.update(path.relative(themeDir, file)).update(readFileSync(file));
  }
  for (const manifest of [path.join(themeDir, 'package.json'), require.resolve('sass-loader/package.json', { paths: [themeDir] })])
    hash.update(readFileSync(manifest));
  return `assets/css/openapi.${hash.digest('hex').slice(0, 8)}.css`;
}

interface ResolveData {
  request: string;
  contextInfo?: { issuer?: string };
}

interface Rule {
  test?: unknown;
  include?: unknown;
  resourceQuery?: unknown;
}

export default function openApiThemeWithOwnStylesheet(): Plugin<void> {
  const theme = openApiTheme();
  return {
    ...theme,
    getClientModules: () => [],
    configureWebpack(config, isServer, utils, content) {
      addCacheBuildDependencies(config, __dirname);
      const original = (theme.configureWebpack?.(config, isServer, utils, content) ?? {}) as { module?: { rules?: Rule[] } };
      // The theme's own Sass rule (added when no other plugin has one) must not also process the stylesheet import.
      for (const rule of original.module?.rules ?? []) rule.resourceQuery = { not: new RegExp(STYLESHEET_QUERY) };
      const stylesheetRule = {
        test: new RegExp(`${themeStyles.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
        resourceQuery: new RegExp(STYLESHEET_QUERY),
        type: 'asset/resource',
        // The server build only needs the URL, which is the same (the name hashes the compiled CSS).
        generator: { filename: stylesheetName(), emit: !isServer },
        use: [{ loader: sassLoader, options: { sassOptions: { style: 'compressed' } } }],
      };
      const bundler = utils.currentBundler.instance as unknown as {
        NormalModuleReplacementPlugin: new (pattern: RegExp, replace: (data: ResolveData) => void) => unknown;
      };
      const swap = ({ request, issuer }: { request: RegExp; issuer: RegExp }, replacement: string) =>
        new bundler.NormalModuleReplacementPlugin(request, (data) => {
          if (issuer.test(data.contextInfo?.issuer ?? '')) data.request = replacement;
        });
      const swaps = isServer
        ? [swap(SWAPS.fullMarkdown, './fullMarkdown.server.ts')]
        : [swap(SWAPS.sha1, path.join(__dirname, 'client', 'cryptoSha1.ts')), swap(SWAPS.pako, path.join(__dirname, 'client', 'pakoUngzip.ts'))];
      const stubs = isServer ? {} : Object.fromEntries(Object.entries(BROWSER_STUBS).map(([name, file]) => [name, path.join(__dirname, 'client', file)]));
      const originalResolve = (original as { resolve?: { alias?: Record<string, string> } }).resolve ?? {};
      return {
        ...original,
        resolve: { ...originalResolve, alias: { ...originalResolve.alias, ...stubs } },
        plugins: [...((original as { plugins?: unknown[] }).plugins ?? []), ...swaps],
        module: { rules: [...(original.module?.rules ?? []), stylesheetRule] },
      } as object;
    },
  };
}
