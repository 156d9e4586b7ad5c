/**
 * Build-side helpers of page-scoped routes: read Docusaurus' generated route tree, resolve each chunk name to the
 * chunks and module the browser must load (from the compiled registry), and cut the branch a page needs.
 */
import vm from 'node:vm';
import { matchRoutes, type RouteConfig } from 'react-router-config';
import { INLINE_SUFFIX, type ChunkNames, type ModuleRef, type PageData, type PageRoute } from './pageData';

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

/**
 * The exports of one module of the client bundle but its default export, as data: its chunks are run with a stand-in
 * for the bundler's runtime, the module's factory is called (its imports are empty stand-ins: only data is read,
 * nothing is rendered), and each export getter it defines is read. For a Markdown page's content module: metadata,
 * front matter, table of contents, content title and assets, without the body. Throws when the module is not found
 * or an export is not plain data.
 */
export function readModuleData(chunkSources: string[], moduleId: string | number): Record<string, unknown> {
  const self: Record<string, unknown> = {};
  for (const source of chunkSources) vm.runInNewContext(source, { self });
  const factories = Object.assign(
    {},
    ...(
      Object.values(self).filter(Array.isArray).flat() as Array<[unknown, Record<string, (module: unknown, exports: unknown, require: unknown) => void>]>
    ).map(([, modules]) => modules),
  ) as Record<string, (module: unknown, exports: unknown, require: unknown) => void>;
  const factory = factories[String(moduleId)];
  if (!factory) throw new Error(`page-routes: module ${moduleId} is not in its chunks`);
  const exports: Record<string, unknown> = {};
  const require = (() => ({})) as unknown as ((id: string | number) => unknown) & Record<string, unknown>;
  require.r = (target: object) => Object.defineProperty(target, '__esModule', { value: true });
  require.d = (target: object, getters: Record<string, () => unknown>) => {
    for (const [key, get] of Object.entries(getters)) Object.defineProperty(target, key, { enumerable: true, get });
  };
  require.n = (module: { default?: unknown }) => () => module.default ?? module;
  require.o = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);
  factory({ exports }, exports, require);
  const data: Record<string, unknown> = {};
  for (const key of Object.keys(exports).filter((name) => name !== 'default')) {
    const value = exports[key];
    if (typeof value === 'function' || typeof value === 'symbol') throw new Error(`page-routes: export ${key} of module ${moduleId} is not data`);
    data[key] = value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);
  }
  return data;
}

/**
 * The first-load copy of a page's data when its body is kept from the server HTML: the leaf's content module given
 * as its data (readModuleData) under `<name>~inline`, the leaf under a key of its own (so the component built from it
 * is never reused once the reader comes back by navigation, when the route-data file's branch loads the real
 * module), and the content module left out of the modules to load. Returns undefined when the leaf has no content.
 */
export function inlineKeptContent(data: PageData, readChunk: (chunkId: string) => string): PageData | undefined {
  const copy = JSON.parse(JSON.stringify(data)) as PageData;
  let leaf = copy.routes[0];
  while (leaf?.routes?.[0]) leaf = leaf.routes[0];
  const chunks = leaf?.chunks as Record<string, unknown> | undefined;
  const name = chunks?.content;
  if (!leaf || !chunks || typeof name !== 'string' || !copy.modules[name]) return undefined;
  const [chunkIds, moduleId] = copy.modules[name];
  const inlineName = `${name}${INLINE_SUFFIX}`;
  copy.inline = { [inlineName]: readModuleData(chunkIds.map(readChunk), moduleId) };
  leaf.chunks = { ...chunks, content: inlineName } as PageRoute['chunks'];
  leaf.key = `${leaf.key}${INLINE_SUFFIX}`;
  delete copy.modules[name];
  const needed = new Set(Object.values(copy.modules).flatMap(([ids]) => ids));
  if (copy.files) copy.files = Object.fromEntries(Object.entries(copy.files).filter(([id]) => needed.has(id)));
  return copy;
}
