/** The shape of a page's route data, shared by the build step (index.ts) and the browser runtime (client/). */
import type { ChunkNames } from '@docusaurus/types';

export type { ChunkNames };

/**
 * How the browser gets one module: the chunks to load, the module id to require, and, for JSON and other
 * non-ESM modules, the fake-namespace mode the bundler's own import() would use.
 */
export type ModuleRef = [chunkIds: string[], moduleId: string | number, namespaceMode?: number];

/** One node of a page's route branch: the route fields Docusaurus generated, minus the component. */
export interface PageRoute {
  /** `${path}-${hash}` as in routesChunkNames; the same layout route keeps the same component across pages. */
  key: string;
  path: string;
  exact?: boolean;
  /** Chunk names of the route's component and props; absent for the not-found route. */
  chunks?: ChunkNames;
  notFound?: true;
  routes?: PageRoute[];
  /** Other generated route fields (the docs plugin's `sidebar`). */
  [field: string]: unknown;
}

export interface PageData {
  /** Where the route data of the other pages lives: `${base}/docs/intro.json`. */
  base: string;
  /** The branch of routes that matches the page: one route a level. */
  routes: PageRoute[];
  /** Every chunk name the branch uses. */
  modules: Record<string, ModuleRef>;
  /** Modules the page needs before it renders besides its routes' (the code highlighter), by name in `modules`. */
  extras?: string[];
  /** Extras the first load of the page goes without (inline data only): loaded after hydration, by what uses them. */
  deferred?: string[];
  /** The URLs of the page's chunk files, fetched as the app boots (first load only). */
  preload?: string[];
  /** The file of each chunk in `modules`, under the public path: chunk files are named by their content. */
  files?: Record<string, string>;
  /** The entry files the data was built with; a page running other entry files loads the path afresh. */
  build?: string;
  /**
   * First load only (never in the route-data files): modules given as their data, by chunk name. A page whose body
   * is kept from the server HTML gets its content module's exports but the body (metadata, front matter, table of
   * contents) under `<name>~inline`, instead of the content chunk; the branch that names it is for the first render.
   */
  inline?: Record<string, Record<string, unknown>>;
}

/** The attribute src/components/StaticOnFirstLoad puts on a body kept from the server HTML, with its upgrade mode. */
export const KEPT_BODY_ATTRIBUTE = 'data-kept-body';

/** The suffix of an inline module's chunk name, and of the key of the route that loads it. */
export const INLINE_SUFFIX = '~inline';

/** The id of the inline <script type="application/json"> that carries the page's data. */
export const PAGE_DATA_ELEMENT_ID = '__docusaurus_page_routes';

/** The file, relative to `base`, that holds a route's data: "/" → "/index.json", "/docs/intro" → "/docs/intro.json". */
export function pageDataFile(routePath: string): string {
  return `${routePath === '/' ? '/index' : routePath.replace(/\/+$/, '')}.json`;
}

/** The global the runtime chunk sets to the table of chunks loaded by something other than a route (../contentHash.ts). */
export const LAZY_CHUNK_FILES_GLOBAL = '__elizaChunkFiles';

/** The template of the client bundle's chunk files before they are renamed by their content. */
export const CHUNK_FILENAME = 'assets/js/[id].js';

/** A chunk file the bundler wrote from that template: `assets/js/123.js`. */
export const UNHASHED_CHUNK = /^assets\/js\/[^/.]+\.js$/;

/**
 * The file, beside the client build's info in .docusaurus/first-load, that lists the client bundle's modules (id, name,
 * size): what the bench's per-package breakdown names modules by (scripts/bench/breakdown.ts).
 */
export const MODULES_FILE = 'client-modules.json';

/** Where the route data of every page lives, under the base URL: stable names, revalidated rather than cached for a year. */
export const ROUTE_DATA_DIR = 'route-data';
