/**
 * What the first load of a page fetches and runs (production builds only; the dev server and the server render are
 * unchanged):
 * - Page-scoped routes. Docusaurus puts a table of every route (paths, chunk names, a loader each) and a map of
 *   every chunk into main.js, so every first load grows with the site. Here each page carries its own branch of
 *   routes inline, the branches of other pages are JSON files fetched when the reader heads there, and chunk URLs
 *   come from one build hash.
 * - Boot after paint. The app's scripts and the page's chunks are requested and run after the first paint, so the
 *   page's content is on screen before the largest task of the load runs (deferred scripts would run first
 *   whenever they arrive before the HTML is parsed: on every repeat visit) and no app download competes with the
 *   stylesheet.
 * - The code highlighter (Prism and the code block, src/theme/CodeBlock) is a chunk of its own, listed in the data
 *   of the pages that show code and loaded with their routes; the theme registers Prism in main.js and imports the
 *   code block into every MDX page. The server render imports it statically (./server/CodeBlock.tsx).
 * - The docs plugins' global data keeps the list of every doc only for the instances the navbar needs it for (the
 *   version dropdown, sidebar links); the API, community, partner and package lists stay out of main.js.
 * - mark.js (search-term highlighting) loads when a page has terms to highlight.
 * - Links do not each start an IntersectionObserver to prefetch on sight: only hover and touch preload a page.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { inlineJson, pageDataFor, readCompiledRegistry, readGeneratedRoutes } from './buildData';
import { PAGE_DATA_ELEMENT_ID, pageDataFile, type ChunkNames, type ModuleRef, type PageData } from './pageData';

const NAME = 'elizaos-first-load';
export const REGISTRY_CHUNK = 'page-routes-registry';
const BOOT_ELEMENT_ID = '__docusaurus_boot';
const clientDir = path.join(__dirname, 'client');
const coreClientDir = path.dirname(require.resolve('@docusaurus/core/lib/client/App.js'));
type NavbarItem = { type?: string; docsPluginId?: string; items?: NavbarItem[] };
const DOCS_NAVBAR_TYPES = new Set(['doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown']);

/** Docs plugin ids whose doc lists navbar items read (a navbar doc item looks its doc up in the global data). */
export function docsPluginsUsedByNavbar(items: NavbarItem[]): Set<string> {
  const used = new Set<string>();
  const visit = (item: NavbarItem) => {
    if (item.type && DOCS_NAVBAR_TYPES.has(item.type)) used.add(item.docsPluginId ?? 'default');
    item.items?.forEach(visit);
  };
  items.forEach(visit);
  return used;
}

type DocsGlobalData = { versions: Array<{ docs: unknown[] }> };

/** The global data the browser gets: single-version docs instances the navbar does not read keep no doc list. */
export function clientGlobalData(globalData: Record<string, Record<string, unknown>>, keep: Set<string>): Record<string, Record<string, unknown>> {
  const docs = globalData['docusaurus-plugin-content-docs'] as Record<string, DocsGlobalData> | undefined;
  if (!docs) return globalData;
  const pruned = Object.fromEntries(
    Object.entries(docs).map(([id, data]) =>
      keep.has(id) || data.versions.length > 1 ? [id, data] : [id, { ...data, versions: data.versions.map((version) => ({ ...version, docs: [] })) }],
    ),
  );
  return { ...globalData, 'docusaurus-plugin-content-docs': pruned };
}

export interface ClientBuildInfo {
  hash: string;
  /** Chunk id → its JavaScript files. */
  chunkFiles: Record<string, string[]>;
  registryFiles: string[];
  /** Each hydration extra that was built: the chunks its import() loads and its module id. */
  extras: Record<string, ModuleRef>;
}

/**
 * Modules a page needs before it renders beyond its routes: a lazily imported chunk (by its webpackChunkName) that
 * the page's HTML shows it uses. The page data lists it, and the browser loads it with the route components.
 */
export const HYDRATION_EXTRAS = [
  { name: 'code-highlighter', module: './src/theme/CodeBlock/Highlighted.tsx', usedBy: /\btheme-code-block\b/ },
];

const exactPath = (file: string) => new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Rspack plugin: records the build hash and every chunk's files once the client bundle is emitted. */
class ClientBuildInfoPlugin {
  constructor(private readonly file: string) {}
  apply(compiler: { hooks: { done: { tapPromise(name: string, fn: (stats: { toJson(options: object): StatsJson }) => Promise<void>): void } } }): void {
    compiler.hooks.done.tapPromise(NAME, async (stats) => {
      const json = stats.toJson({ all: false, hash: true, chunks: true, ids: true, chunkGroups: true, modules: true });
      const info: ClientBuildInfo = { hash: json.hash, chunkFiles: {}, registryFiles: [], extras: {} };
      for (const extra of HYDRATION_EXTRAS) {
        const group = json.namedChunkGroups?.[extra.name];
        const module = json.modules?.find((candidate) => candidate.name === extra.module || candidate.name?.startsWith(`${extra.module} + `));
        if (!group || module?.id === undefined || module.id === null) throw new Error(`${NAME}: ${extra.name} (${extra.module}) is not in the client build`);
        info.extras[extra.name] = [group.chunks.map(String), module.id];
      }
      for (const chunk of json.chunks) {
        const files = chunk.files.filter((file) => file.endsWith('.js'));
        info.chunkFiles[String(chunk.id)] = files;
        if (chunk.names.includes(REGISTRY_CHUNK)) info.registryFiles.push(...files);
      }
      await mkdir(path.dirname(this.file), { recursive: true });
      await writeFile(this.file, JSON.stringify(info));
    });
  }
}

interface StatsJson {
  hash: string;
  chunks: Array<{ id: string | number; names: string[]; files: string[] }>;
  namedChunkGroups?: Record<string, { chunks: Array<string | number> }>;
  modules?: Array<{ id?: string | number | null; name?: string }>;
}

/** Docusaurus' deferred app scripts, as its minified HTML writes them. */
const DEFERRED_SCRIPT = /<script src=([^\s>]+) defer><\/script>/g;

/**
 * Rewrites a page's HTML: its route data inline, and the app scripts started, in order, once the first frame is
 * painted (or after 500 ms if no frame comes, as in a hidden tab), with the page's chunks fetched alongside. Nothing
 * of the app is requested before the content is on screen, so its downloads never compete with the stylesheet.
 * The boot script is the same on every page (one CSP hash); the chunk list comes from the inline data.
 */
export function bootAfterPaint(html: string, data: PageData, info: ClientBuildInfo, baseUrl: string): string {
  const appScripts = [...html.matchAll(DEFERRED_SCRIPT)].map((match) => match[1]);
  if (appScripts.length === 0) throw new Error(`${NAME}: no deferred app scripts found in a page`);
  const chunkIds = new Set(Object.values(data.modules).flatMap(([ids]) => ids));
  const preload = [...chunkIds].flatMap((id) => info.chunkFiles[id] ?? []).map((file) => `${baseUrl}${file}`);
  const boot =
    `(function(){var s=${JSON.stringify(appScripts)},d=0;function b(){if(d)return;d=1;var p=[];` +
    `try{p=JSON.parse(document.getElementById(${JSON.stringify(PAGE_DATA_ELEMENT_ID)}).textContent).preload||[]}catch(e){}` +
    `p.forEach(function(u){var l=document.createElement("link");l.rel="preload";l.as="script";l.href=u;document.head.appendChild(l)});` +
    `s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=!1;document.body.appendChild(e)})}` +
    `requestAnimationFrame(function(){setTimeout(b)});setTimeout(b,500)})()`;
  return html
    .replace(DEFERRED_SCRIPT, '')
    .replace(
      '</body>',
      `<script type=application/json id=${PAGE_DATA_ELEMENT_ID}>${inlineJson({ ...data, preload })}</script><script id=${BOOT_ELEMENT_ID}>${boot}</script></body>`,
    );
}

/** The HTML file Docusaurus wrote for a route (trailingSlash: false). */
function htmlFileFor(outDir: string, routePath: string): string | null {
  const candidates = routePath === '/' ? ['index.html'] : routePath.endsWith('.html') ? [routePath.slice(1)] : [`${routePath.slice(1)}.html`, `${routePath.slice(1)}/index.html`];
  for (const candidate of candidates) {
    const file = path.join(outDir, decodeURI(candidate));
    if (existsSync(file)) return file;
  }
  return null;
}

export default function firstLoadPlugin(context: LoadContext): Plugin {
  const infoFile = path.join(context.generatedFilesDir, 'first-load', 'client-build.json');
  let enabled = false;

  return {
    name: NAME,

    configureWebpack(config, isServer, utils) {
      if (config.mode !== 'production') return {};
      const bundler = utils.currentBundler.instance as unknown as {
        NormalModuleReplacementPlugin: new (pattern: RegExp, replacement: string) => unknown;
      };
      const replace = (original: string, replacement: string) => new bundler.NormalModuleReplacementPlugin(exactPath(original), replacement);
      if (isServer) {
        // The code block is a lazy chunk in the browser only: the server renders it in place.
        return { plugins: [replace(path.join(context.siteDir, 'src/theme/CodeBlock/index.tsx'), path.join(__dirname, 'server', 'CodeBlock.tsx'))] } as object;
      }
      enabled = true;
      const client = (file: string) => path.join(clientDir, file);

      const globalDataFile = path.join(context.generatedFilesDir, 'globalData.json');
      const clientGlobalDataFile = path.join(context.generatedFilesDir, 'first-load', 'globalData.json');
      const navbarItems = ((context.siteConfig.themeConfig as { navbar?: { items?: NavbarItem[] } }).navbar?.items ?? []) as NavbarItem[];
      mkdirSync(path.dirname(clientGlobalDataFile), { recursive: true });
      writeFileSync(clientGlobalDataFile, JSON.stringify(clientGlobalData(JSON.parse(readFileSync(globalDataFile, 'utf8')), docsPluginsUsedByNavbar(navbarItems))));

      // The search plugin's generated options module re-exports mark.js; a copy re-exports lazyMark instead.
      const searchOptions = path.join(context.generatedFilesDir, '@easyops-cn', 'docusaurus-search-local', 'default', 'generated.js');
      const clientSearchOptions = path.join(context.generatedFilesDir, 'first-load', 'search-generated.js');
      const markExport = /^export \{ default as Mark \} from .*$/m;
      const searchSource = existsSync(searchOptions) ? readFileSync(searchOptions, 'utf8') : '';
      if (markExport.test(searchSource)) {
        writeFileSync(clientSearchOptions, searchSource.replace(markExport, `export { default as Mark } from ${JSON.stringify(client('lazyMark.ts'))};`));
      }
      // Docusaurus' chunk-name → URL helper holds a map of every chunk; nothing calls it once prefetching is replaced.
      config.plugins = (config.plugins ?? []).filter((plugin) => plugin?.constructor?.name !== 'ChunkAssetPlugin');
      return {
        // One build hash in every chunk name: the runtime builds chunk URLs from the id alone, with no map of chunks.
        output: { chunkFilename: 'assets/js/[id].[fullhash:8].js' },
        plugins: [
          replace(path.join(context.generatedFilesDir, 'routes.js'), client('routes.ts')),
          replace(path.join(coreClientDir, 'preload.js'), client('preload.ts')),
          replace(path.join(coreClientDir, 'docusaurus.js'), client('docusaurus.ts')),
          replace(path.join(coreClientDir, 'normalizeLocation.js'), client('normalizeLocation.ts')),
          replace(path.join(coreClientDir, 'exports', 'ExecutionEnvironment.js'), client('ExecutionEnvironment.ts')),
          replace(require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js'), client('noPrismInMain.ts')),
          replace(globalDataFile, clientGlobalDataFile),
          ...(markExport.test(searchSource) ? [replace(searchOptions, clientSearchOptions)] : []),
          new ClientBuildInfoPlugin(infoFile),
        ],
      } as object;
    },

    async postBuild({ outDir, routesBuildMetadata }) {
      if (!enabled) return;
      const started = performance.now();
      const info = JSON.parse(await readFile(infoFile, 'utf8')) as ClientBuildInfo;
      if (info.registryFiles.length !== 1) throw new Error(`${NAME}: expected one compiled registry chunk, found ${info.registryFiles.length}`);
      const registry = await readCompiledRegistry(await readFile(path.join(outDir, info.registryFiles[0]), 'utf8'));
      const routes = readGeneratedRoutes(await readFile(path.join(context.generatedFilesDir, 'routes.js'), 'utf8'));
      const routesChunkNames = JSON.parse(await readFile(path.join(context.generatedFilesDir, 'routesChunkNames.json'), 'utf8')) as Record<string, ChunkNames>;
      const base = `${context.baseUrl}assets/routes/${info.hash.slice(0, 8)}`;
      const dataDir = path.join(outDir, base.slice(context.baseUrl.length));

      let pages = 0;
      const routePaths = Object.keys(routesBuildMetadata);
      const quarter = Math.ceil(routePaths.length / 4);
      for (const [index, routePath] of routePaths.entries()) {
        if (index > 0 && index % quarter === 0) console.log(`[first-load] route data: ${index}/${routePaths.length} pages`);
        const file = htmlFileFor(outDir, routePath);
        if (!file) continue;
        const html = await readFile(file, 'utf8');
        const data = pageDataFor(routePath, routes, routesChunkNames, registry, base);
        for (const extra of HYDRATION_EXTRAS) {
          if (!extra.usedBy.test(html)) continue;
          data.modules[extra.name] = info.extras[extra.name];
          (data.extras ??= []).push(extra.name);
        }
        const dataFile = path.join(dataDir, decodeURI(pageDataFile(routePath)));
        await mkdir(path.dirname(dataFile), { recursive: true });
        await writeFile(dataFile, JSON.stringify(data));

        // Other plugins' postBuild (the search index) read the pages meanwhile: replace each file in one step.
        await writeFile(`${file}.first-load`, bootAfterPaint(html, data, info, context.baseUrl));
        await rename(`${file}.first-load`, file);
        pages += 1;
      }
      console.log(`[first-load] route data and boot scripts for ${pages} pages, ${Object.keys(registry).length} modules (${Math.round(performance.now() - started)} ms)`);
    },
  };
}
