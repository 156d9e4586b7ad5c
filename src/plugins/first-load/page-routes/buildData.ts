/**
 * Build-side helpers of page-scoped routes: read Docusaurus' generated route tree, resolve each chunk name to the
 * chunks and module the browser must load (from the compiled registry), and cut the branch a page needs.
 */
import vm from 'node:vm';
import { matchRoutes, type RouteConfig } from 'react-router-config';
import type { ChunkNames, ModuleRef, PageData, PageRoute } from './pageData';

/** A route of .docusaurus/routes.js, with ComponentCreator(path, hash) replaced by its key. */
export interface GeneratedRoute {
  path: string;
  exact?: boolean;
  component: { key: string };
  routes?: GeneratedRoute[];
  [field: string]: unknown;
}

/** Evaluates the generated routes module (plain object literals around ComponentCreator calls). */
export function readGeneratedRoutes(source: string): GeneratedRoute[] {
  const body = source.replace(/^import .*;$/gm, '').replace(/^export default /m, 'return ');
  const creator = (path: string, hash?: string) => ({ key: path === '*' ? '*' : `${path}-${hash}` });
  return new Function('ComponentCreator', body)(creator) as GeneratedRoute[];
}

/**
 * Runs the compiled registry chunk (a JSONP chunk whose module default-exports { chunkName: [loader, path, id] })
 * with a stub bundler runtime that records, for each chunk name, the chunks its import() loads and how it
 * requires the module. This is exactly what the bundler's own import() would do in the browser.
 */
export async function readCompiledRegistry(chunkSource: string): Promise<Record<string, ModuleRef>> {
  const self: Record<string, unknown> = {};
  vm.runInNewContext(chunkSource, { self });
  const pushed = Object.values(self).filter(Array.isArray).flat() as Array<
    [unknown, Record<string, (module: unknown, exports: unknown, require: unknown) => void>]
  >;

  let recorded: string[] = [];
  let required: { id: string | number; mode?: number } | null = null;
  const require = ((id: string | number) => {
    required = { id };
    return {};
  }) as ((id: string | number) => unknown) & Record<string, unknown>;
  require.r = (exports: object) => Object.defineProperty(exports, '__esModule', { value: true });
  require.d = (exports: object, getters: Record<string, () => unknown>) => {
    for (const [key, get] of Object.entries(getters)) Object.defineProperty(exports, key, { enumerable: true, get });
  };
  require.e = (chunkId: string | number) => {
    recorded.push(String(chunkId));
    return Promise.resolve();
  };
  require.t = (id: string | number, mode: number) => {
    required = { id, mode };
    return {};
  };
  require.n = (module: { default?: unknown }) => () => module.default ?? module;
  require.o = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

  const table: Record<string, ModuleRef> = {};
  for (const [, factories] of pushed) {
    for (const factory of Object.values(factories)) {
      const module = { exports: {} as Record<string, unknown> };
      try {
        factory(module, module.exports, require);
      } catch {
        continue;
      }
      const registry = module.exports.default as Record<string, [() => Promise<unknown>, string, string | number]> | undefined;
      if (!registry || typeof registry !== 'object') continue;
      for (const [chunkName, entry] of Object.entries(registry)) {
        if (!Array.isArray(entry) || typeof entry[0] !== 'function') continue;
        recorded = [];
        required = null;
        await entry[0]();
        const found = required as { id: string | number; mode?: number } | null;
        const moduleId = found?.id ?? entry[2];
        table[chunkName] = found?.mode === undefined ? [recorded, moduleId] : [recorded, moduleId, found.mode];
      }
    }
  }
  return table;
}

function flatChunkNames(chunks: unknown): string[] {
  if (typeof chunks === 'string') return [chunks];
  if (chunks && typeof chunks === 'object') return Object.values(chunks).flatMap(flatChunkNames);
  return [];
}

/** The page data of one path: its branch of the route tree, each route with its chunk names, and their modules. */
export function pageDataFor(
  pathname: string,
  routes: GeneratedRoute[],
  routesChunkNames: Record<string, ChunkNames>,
  registry: Record<string, ModuleRef>,
  base: string,
): PageData {
  const matches = matchRoutes(routes as unknown as RouteConfig[], pathname).map(({ route }) => route as unknown as GeneratedRoute);
  const modules: Record<string, ModuleRef> = {};
  const toPageRoute = (route: GeneratedRoute, depth: number): PageRoute => {
    const { component, routes: children, ...fields } = route;
    const next = matches[depth + 1];
    const node: PageRoute = { ...fields, key: component.key };
    if (component.key === '*') node.notFound = true;
    else {
      const chunks = routesChunkNames[component.key];
      if (!chunks) throw new Error(`page-routes: no chunk names for route ${component.key}`);
      node.chunks = chunks;
      for (const chunkName of flatChunkNames(chunks)) {
        const ref = registry[chunkName];
        if (!ref) throw new Error(`page-routes: chunk ${chunkName} of route ${component.key} is not in the compiled registry`);
        modules[chunkName] = ref;
      }
    }
    if (children && next && children.includes(next)) node.routes = [toPageRoute(next, depth + 1)];
    return node;
  };
  return { base, routes: matches.length ? [toPageRoute(matches[0], 0)] : [], modules };
}

/** Serialises page data for an inline <script type="application/json"> (no "</script>" can close it early). */
export function inlineJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
