/**
 * Page-scoped routes (production builds; kill switch ELIZA_FIRST_LOAD_ROUTES=off). Docusaurus puts a table of every
 * route (paths, chunk names, a loader each) and a map of every chunk into main.js, so every first load grows with
 * the site (facebook/docusaurus#7256). Here each page carries its own branch of routes inline, the branches of other
 * pages are JSON files fetched when the reader heads there, and each chunk file is named by its own content, which
 * the route data that loads it names (./contentHash.ts): a deploy renames only the chunks that changed.
 *
 * What it replaces in the browser bundle (the server render is unchanged):
 * - .docusaurus/routes.js (every route) → ./client/routes.ts (one route that renders the current page's branch);
 * - @docusaurus/core/lib/client/preload.js, docusaurus.js (prefetch, preload) and normalizeLocation.js, the three
 *   readers of the route table → ./client/*, which read the page's branch instead;
 * - Docusaurus' ChunkAssetPlugin (a map of every chunk name to its URL, for prefetching) is removed.
 * After the build it writes each page's route data (./buildData.ts) from .docusaurus/routes.js,
 * routesChunkNames.json and the compiled registry chunk, and inlines it into the page.
 *
 * The contract below is checked before bundling and each replacement after it (../guard.ts). When #7256 is fixed
 * upstream (route data loaded per page by Docusaurus itself), delete this folder and the switch; the highlighter and
 * OpenAPI-page splits then load their chunk the way upstream offers, or fall back to static imports (their switches).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { addCacheBuildDependencies } from '../../buildCache';
import { assertContracts, has, type FileContract } from '../guard';
import { swapModule, type FileSwap } from '../../swapModule';
import { rewritePages } from '../pages';
import { FIRST_LOAD_PARTS, partEnabled } from '../switches';
import { enabledExtras } from '../extras';
import { inlineJson, inlineKeptContent, pageDataFor, readCompiledRegistry, readGeneratedRoutes } from './buildData';
import { usePageSidebar } from '../page-sidebar/variants';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { ContentHashedChunksPlugin, type BundlerLike } from './contentHash';
import { importedChunkNames, previewChunkNames, withSharedPreviewChunks } from './listChunks';
import {
  CHUNK_FILENAME,
  KEPT_BODY_ATTRIBUTE,
  MODULES_FILE,
  PAGE_DATA_ELEMENT_ID,
  ROUTE_DATA_DIR,
  UNHASHED_CHUNK,
  pageDataFile,
  type ChunkNames,
  type ModuleRef,
  type PageData,
} from './pageData';

export const PART = 'first-load/page-routes';
const SWITCH = FIRST_LOAD_PARTS.routes;
export const REGISTRY_CHUNK = 'page-routes-registry';
const clientDir = path.join(__dirname, 'client');
export const coreClientDir = path.dirname(require.resolve('@docusaurus/core/lib/client/App.js'));
const chunkAssetPluginFile = require.resolve('@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js');

/** The files page-scoped routes replace or read, and the shape each must keep. */
export function pageRoutesContracts(generatedFilesDir: string): FileContract[] {
  const core = (file: string) => path.join(coreClientDir, file);
  return [
    {
      file: core('App.js'),
      expect: [
        has("App to import the route table from '@generated/routes'", /import routes from '@generated\/routes'/),
        has("App to import './normalizeLocation'", /import normalizeLocation from '\.\/normalizeLocation'/),
        has('App to render renderRoutes(routes)', /renderRoutes\(routes\)/),
      ],
    },
    {
      file: core('clientEntry.js'),
      expect: [
        has("clientEntry to import './preload' and './docusaurus'", /import preload from '\.\/preload'[\s\S]*import docusaurus from '\.\/docusaurus'/),
        has('clientEntry to render after preload(window.location.pathname)', /preload\(window\.location\.pathname\)\.then\(/),
        has('clientEntry to set window.docusaurus', /window\.docusaurus = docusaurus/),
      ],
    },
    { file: core('preload.js'), expect: [has('a default export preload(pathname)', /export default function preload\(pathname\)/)] },
    {
      file: core('normalizeLocation.js'),
      expect: [has('a default export normalizeLocation(location)', /export default function normalizeLocation\(location\)/)],
    },
    { file: core('docusaurus.js'), expect: [has('an object { prefetch, preload } as default export', /const docusaurus = \{\s*prefetch,\s*preload,?\s*\}/)] },
    { file: core('flat.js'), expect: [has('a default export flat(target)', /export default function flat\(target\)/)] },
    { file: core('routeContext.js'), expect: [has('an exported RouteContextProvider', /export function RouteContextProvider\(/)] },
    {
      file: core('exports/ComponentCreator.js'),
      expect: [
        has('routes built with Loadable.Map', /Loadable\.Map\(/),
        has('the chunk keys __comp, __context and __props', /__comp[\s\S]*__context[\s\S]*__props/),
      ],
    },
    { file: chunkAssetPluginFile, expect: [has('a class named ChunkAssetPlugin', /class ChunkAssetPlugin\b/)] },
    {
      file: path.join(generatedFilesDir, 'routes.js'),
      expect: [
        has("routes.js to import ComponentCreator from '@docusaurus/ComponentCreator'", /^import ComponentCreator from '@docusaurus\/ComponentCreator';$/m),
        has("routes.js to hold ComponentCreator('<path>', '<hash>') calls", /component: ComponentCreator\('[^']*', '[0-9a-f]+'\)/),
        {
          shape: 'routes.js to evaluate to a non-empty array of { path, component } objects',
          test: (source) => {
            const routes = readGeneratedRoutes(source);
            return routes.length > 0 && routes.every((route) => typeof route.path === 'string' && typeof route.component?.key === 'string');
          },
        },
      ],
    },
    {
      file: path.join(generatedFilesDir, 'routesChunkNames.json'),
      expect: [
        {
          shape: 'routesChunkNames.json to map "<path>-<hash>" keys to objects of chunk names',
          test: (source) => {
            const entries = Object.entries(JSON.parse(source) as Record<string, unknown>);
            return entries.length > 0 && entries.every(([key, value]) => /-[0-9a-f]+$/.test(key) && typeof value === 'object' && value !== null);
          },
        },
      ],
    },
    {
      file: path.join(generatedFilesDir, 'registry.js'),
      expect: [
        has(
          'registry.js entries "<chunk name>": [() => import(/* webpackChunkName: "<chunk name>" */ "<module>"), "<module>", require.resolveWeak("<module>")]',
          /^ {2}"[^"]+": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "[^"]+"\), "[^"]+", require\.resolveWeak\("[^"]+"\)\],?$/m,
        ),
      ],
    },
  ];
}

export interface ClientBuildInfo {
  hash: string;
  /** Chunk id → its JavaScript files. */
  chunkFiles: Record<string, string[]>;
  registryFiles: string[];
  /** A hash of the entry files' names: route data names the build it belongs to. */
  build: string;
  /** Each hydration extra that was built: the chunks its import() loads and its module id. */
  extras: Record<string, ModuleRef>;
}

interface StatsJson {
  hash: string;
  chunks: Array<{ id: string | number; names: string[]; files: string[]; initial: boolean }>;
  namedChunkGroups?: Record<string, { chunks: Array<string | number> }>;
  modules?: Array<{ id?: string | number | null; name?: string; size?: number; modules?: Array<{ name?: string; size?: number }> }>;
}

/** Rspack plugin: records the build hash and every chunk's files once the client bundle is emitted. */
class ClientBuildInfoPlugin {
  constructor(private readonly file: string) {}
  apply(compiler: { hooks: { done: { tapPromise(name: string, fn: (stats: { toJson(options: object): StatsJson }) => Promise<void>): void } } }): void {
    compiler.hooks.done.tapPromise(PART, async (stats) => {
      const json = stats.toJson({ all: false, hash: true, chunks: true, ids: true, chunkGroups: true, modules: true });
      const info: ClientBuildInfo = { hash: json.hash, chunkFiles: {}, registryFiles: [], build: '', extras: {} };
      for (const extra of enabledExtras()) {
        const group = json.namedChunkGroups?.[extra.name];
        const module = json.modules?.find((candidate) => candidate.name === extra.module || candidate.name?.startsWith(`${extra.module} + `));
        if (!group || module?.id === undefined || module.id === null) throw new Error(`${PART}: ${extra.name} (${extra.module}) is not in the client build`);
        info.extras[extra.name] = [group.chunks.map(String), module.id];
      }
      for (const chunk of json.chunks) {
        const files = chunk.files.filter((file) => file.endsWith('.js'));
        info.chunkFiles[String(chunk.id)] = files;
        if (chunk.names.includes(REGISTRY_CHUNK)) info.registryFiles.push(...files);
      }
      const entryFiles = json.chunks
        .filter((chunk) => chunk.initial)
        .flatMap((chunk) => chunk.files)
        .sort();
      info.build = createHash('sha256').update(entryFiles.join('\n')).digest('hex').slice(0, 12);
      await mkdir(path.dirname(this.file), { recursive: true });
      await writeFile(this.file, JSON.stringify(info));
      const modules = (json.modules ?? []).flatMap(({ id, name, size, modules: inner }) =>
        id === undefined || id === null ? [] : [{ id, name, size, modules: inner?.map((module) => ({ name: module.name, size: module.size })) }],
      );
      await writeFile(path.join(path.dirname(this.file), MODULES_FILE), JSON.stringify(modules));
    });
  }
}

/** The chunk names the compiled registry's imports ask for: the chunk groups that only routes load. */
function registryChunkNames(file: string): Set<string> {
  return importedChunkNames(readFileSync(file, 'utf8'));
}

/** The page's route data, inline, before </body>. */
export function inlinePageData(html: string, data: PageData): string {
  return html.replace('</body>', `<script type=application/json id=${PAGE_DATA_ELEMENT_ID}>${inlineJson(data)}</script></body>`);
}

export default function pageRoutesPlugin(context: LoadContext): Plugin {
  const infoFile = path.join(context.generatedFilesDir, 'first-load', 'client-build.json');
  let bundled = false;
  if (!partEnabled('routes')) return { name: PART };

  return {
    name: PART,

    configureWebpack(config, isServer, utils) {
      if (config.mode !== 'production' || isServer) return {};
      addCacheBuildDependencies(config, __dirname);
      assertContracts(PART, SWITCH, pageRoutesContracts(context.generatedFilesDir), context.siteDir);
      bundled = true;
      // Rspack and webpack both export these (the stage constant and the sources); see ./contentHash.ts.
      const bundler = utils.currentBundler.instance as unknown as BundlerLike;
      const client = (file: string) => path.join(clientDir, file);
      // The registry the client compiles: each list page's previews share one chunk (./listChunks.ts).
      const registryFile = path.join(context.generatedFilesDir, 'registry.js');
      const sharedRegistry = path.join(context.generatedFilesDir, 'first-load', 'registry.js');
      const routesChunkNames = JSON.parse(readFileSync(path.join(context.generatedFilesDir, 'routesChunkNames.json'), 'utf8')) as Record<string, ChunkNames>;
      const previews = previewChunkNames(routesChunkNames);
      const shared = withSharedPreviewChunks(readFileSync(registryFile, 'utf8'), previews);
      if (shared.renamed !== previews.size) {
        throw new Error(`${PART}: ${previews.size} list previews in routesChunkNames.json, ${shared.renamed} found in registry.js (./listChunks.ts)`);
      }
      mkdirSync(path.dirname(sharedRegistry), { recursive: true });
      writeFileSync(sharedRegistry, shared.source);
      const replacements: FileSwap[] = [
        { original: registryFile, replacement: sharedRegistry },
        { original: path.join(context.generatedFilesDir, 'routes.js'), replacement: client('routes.ts') },
        { original: path.join(coreClientDir, 'preload.js'), replacement: client('preload.ts') },
        { original: path.join(coreClientDir, 'docusaurus.js'), replacement: client('docusaurus.ts') },
        { original: path.join(coreClientDir, 'normalizeLocation.js'), replacement: client('normalizeLocation.ts') },
      ];
      // Docusaurus' chunk-name → URL helper holds a map of every chunk; nothing calls it once prefetching is replaced.
      const before = config.plugins?.length ?? 0;
      config.plugins = (config.plugins ?? []).filter((plugin) => plugin?.constructor?.name !== 'ChunkAssetPlugin');
      if (config.plugins.length !== before - 1) {
        throw new Error(
          `${PART}: expected one ChunkAssetPlugin (${path.relative(context.siteDir, chunkAssetPluginFile)}) in the client bundler config, found ${before - config.plugins.length}. Build with ${SWITCH}=off and update the part.`,
        );
      }
      return {
        // No hash in the template, so the runtime holds no map of every chunk's hash; ContentHashedChunksPlugin then
        // names each file by its bytes.
        output: { chunkFilename: CHUNK_FILENAME },
        plugins: [
          new ContentHashedChunksPlugin(PART, bundler, () => registryChunkNames(sharedRegistry)),
          ...swapModule(utils, { part: PART, switchName: SWITCH, siteDir: context.siteDir }, replacements),
          new ClientBuildInfoPlugin(infoFile),
        ],
      } as object;
    },

    async postBuild({ outDir, routesBuildMetadata }) {
      if (!bundled) return;
      const started = performance.now();
      const info = JSON.parse(await readFile(infoFile, 'utf8')) as ClientBuildInfo;
      if (info.registryFiles.length !== 1) throw new Error(`${PART}: expected one compiled registry chunk, found ${info.registryFiles.length}`);
      // After bundling: every chunk file carries its content hash, under the name the route data will give it.
      const unhashed = Object.values(info.chunkFiles)
        .flat()
        .filter((file) => UNHASHED_CHUNK.test(file) || !existsSync(path.join(outDir, file)));
      if (unhashed.length) {
        throw new Error(
          `${PART}: chunk files not renamed by their content, or missing: ${unhashed.slice(0, 5).join(', ')} (./contentHash.ts). Build with ${SWITCH}=off and update the part.`,
        );
      }
      const registry = await readCompiledRegistry(await readFile(path.join(outDir, info.registryFiles[0]), 'utf8'));
      if (Object.keys(registry).length === 0) {
        throw new Error(
          `${PART}: the compiled registry chunk ${info.registryFiles[0]} yielded no chunk names (the bundler's chunk format changed). Build with ${SWITCH}=off and update buildData.ts.`,
        );
      }
      // A chunk with no script (the stylesheet chunk) counts as loaded in the bundler's runtime, so loading it is a
      // no-op; leaving it out of the route data keeps prefetch links from asking for a file that does not exist.
      const withoutScript = new Set(Object.keys(info.chunkFiles).filter((id) => info.chunkFiles[id].length === 0));
      const scriptsOnly = ([ids, ...rest]: ModuleRef): ModuleRef => [ids.filter((id) => !withoutScript.has(id)), ...rest];
      for (const name of Object.keys(registry)) registry[name] = scriptsOnly(registry[name]);
      for (const name of Object.keys(info.extras)) info.extras[name] = scriptsOnly(info.extras[name]);
      const routes = readGeneratedRoutes(await readFile(path.join(context.generatedFilesDir, 'routes.js'), 'utf8'));
      const routesChunkNames = JSON.parse(await readFile(path.join(context.generatedFilesDir, 'routesChunkNames.json'), 'utf8')) as Record<string, ChunkNames>;
      // Stable names outside /assets/: a route's data changes when its chunks do, and is revalidated, not kept a year.
      const base = `${context.baseUrl}${ROUTE_DATA_DIR}`;
      const dataDir = path.join(outDir, base.slice(context.baseUrl.length));
      const extras = enabledExtras();
      const keptBody = new RegExp(`${KEPT_BODY_ATTRIBUTE}="?never"?`);
      const readChunk = (chunkId: string) => readFileSync(path.join(outDir, info.chunkFiles[chunkId][0]), 'utf8');
      // Docs pages load their own sidebar's cut of the version metadata (../page-sidebar).
      const pageSidebar = partEnabled('sidebar');

      const pages = await rewritePages(
        outDir,
        Object.keys(routesBuildMetadata),
        async (html, routePath) => {
          const data = pageDataFor(routePath, routes, routesChunkNames, registry, base);
          data.build = info.build;
          if (pageSidebar) usePageSidebar(data);
          const deferred: string[] = [];
          for (const extra of extras) {
            if (!extra.usedBy(html)) continue;
            data.modules[extra.name] = info.extras[extra.name];
            (data.extras ??= []).push(extra.name);
            if (extra.deferredOnFirstLoad?.(html)) deferred.push(extra.name);
          }
          const chunkIds = new Set(Object.values(data.modules).flatMap(([ids]) => ids));
          data.files = Object.fromEntries([...chunkIds].flatMap((id) => (info.chunkFiles[id]?.length ? [[id, info.chunkFiles[id][0]]] : [])));
          const dataFile = path.join(dataDir, decodeURI(pageDataFile(routePath)));
          await mkdir(path.dirname(dataFile), { recursive: true });
          await writeFile(dataFile, JSON.stringify(data));
          // A body kept from the server HTML never renders on a first load: the page gets its content module's data
          // inline instead of the chunk that holds the body (the route-data file above keeps the chunk, for navigation).
          const first = keptBody.test(html) ? (inlineKeptContent(data, readChunk) ?? data) : data;
          // The URLs of the page's chunk files, which the boot script (../boot-after-paint) fetches as the app starts:
          // not those only a deferred extra needs.
          const firstLoadIds = new Set(
            Object.entries(first.modules)
              .filter(([name]) => !deferred.includes(name))
              .flatMap(([, [ids]]) => ids),
          );
          const preload = [...firstLoadIds].flatMap((id) => info.chunkFiles[id] ?? []).map((file) => `${context.baseUrl}${file}`);
          return inlinePageData(html, { ...first, preload, ...(deferred.length ? { deferred } : {}) });
        },
        'page-routes',
      );
      console.log(`[page-routes] route data for ${pages} pages, ${Object.keys(registry).length} modules (${Math.round(performance.now() - started)} ms)`);
    },
  };
}
