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
  /** The URLs of the page's chunk files, fetched as the app boots (first load only). */
  preload?: string[];
}

/** The id of the inline <script type="application/json"> that carries the page's data. */
export const PAGE_DATA_ELEMENT_ID = '__docusaurus_page_routes';

/** The file, relative to `base`, that holds a route's data: "/" → "/index.json", "/docs/intro" → "/docs/intro.json". */
export function pageDataFile(routePath: string): string {
  return `${routePath === '/' ? '/index' : routePath.replace(/\/+$/, '')}.json`;
}
