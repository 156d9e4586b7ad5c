/**
 * The browser side of page-scoped routes: the branch of the page being loaded comes inline with its HTML, the
 * branches of other pages are fetched when the reader heads there, and each route's modules are loaded by the
 * chunk and module ids the build recorded, so no table of all routes ships in main.js.
 */
import { addChunkFiles } from './chunkFiles';
import React, { type ComponentType, type ReactNode } from 'react';
import Loadable from 'react-loadable';
import { matchRoutes, type RouteConfig } from 'react-router-config';
import Loading from '@theme/Loading';
import flat from '@docusaurus/core/lib/client/flat';
import { RouteContextProvider } from '@docusaurus/core/lib/client/routeContext';
import { PAGE_DATA_ELEMENT_ID, pageDataFile, type ChunkNames, type ModuleRef, type PageData, type PageRoute } from '../pageData';

declare const __webpack_require__: {
  (moduleId: string | number): unknown;
  e(chunkId: string): Promise<unknown>;
  t(moduleId: string | number, mode: number): unknown;
  /** The public path, and a chunk's file name from its id (the bundler's runtime). */
  p: string;
  u(chunkId: string): string;
};

type LoadedModule = { default?: unknown } & Record<string, unknown>;
type LoadableRouteComponent = ComponentType<Record<string, unknown>> & { preload(): Promise<unknown> };
export type LoadedRoute = RouteConfig & { key: string; component: LoadableRouteComponent; routes?: LoadedRoute[] };

const modules = new Map<string, ModuleRef>();
const components = new Map<string, LoadableRouteComponent>();
const branches = new Map<string, LoadedRoute[]>();
const extras = new Map<string, string[]>();
const pending = new Map<string, Promise<LoadedRoute[]>>();
/** Modules the first load's data gives as data (PageData.inline), by chunk name. */
const inlineModules = new Map<string, Record<string, unknown>>();
/** The path whose first-load branch uses inline modules: forgotten once the reader leaves it (forgetFirstLoadBranch). */
let inlinePath: string | undefined;
let base = '';
/** The entry files this page runs (see PageData.build). */
let build: string | undefined;

function decode(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

function loadModule(chunkName: string): Promise<LoadedModule> {
  const inline = inlineModules.get(chunkName);
  // A content module given as its data: the body it would render is the server's HTML, which the page keeps.
  if (inline) return Promise.resolve({ ...inline, default: () => null });
  const ref = modules.get(chunkName);
  if (!ref) {
    // Only if a page's data lacks a module (a build fault): fall back to Docusaurus' registry of every route.
    return import(/* webpackChunkName: "page-routes-registry" */ '@generated/registry').then(
      ({ default: registry }) => registry[chunkName][0]() as Promise<LoadedModule>,
    );
  }
  const [chunkIds, moduleId, mode] = ref;
  return Promise.all(chunkIds.map((id) => __webpack_require__.e(id))).then(
    () => (mode === undefined ? __webpack_require__(moduleId) : __webpack_require__.t(moduleId, mode)) as LoadedModule,
  );
}

/** Docusaurus' 404 route, as its own ComponentCreator('*') builds it. */
function notFoundComponent(): LoadableRouteComponent {
  return Loadable({
    loading: Loading,
    loader: () => import('@theme/NotFound'),
    render(loaded: { default: ComponentType<Record<string, unknown>> }, props: Record<string, unknown>): ReactNode {
      const NotFound = loaded.default;
      return (
        <RouteContextProvider value={{ plugin: { name: 'native', id: 'default' } }}>
          <NotFound {...props} />
        </RouteContextProvider>
      );
    },
  }) as unknown as LoadableRouteComponent;
}

/**
 * A route's component from its chunk names: the same loading and prop-merging rules as Docusaurus'
 * ComponentCreator (@docusaurus/core/lib/client/exports/ComponentCreator.js, MIT), with our module loader.
 */
function routeComponent(key: string, chunkNames: ChunkNames): LoadableRouteComponent {
  const flatChunkNames = flat(chunkNames) as Record<string, unknown>;
  const loader: Record<string, () => Promise<LoadedModule>> = {};
  for (const [keyPath, chunkName] of Object.entries(flatChunkNames)) {
    // flat() leaves empty lists (a blog with no posts has `items: []`) as values: they stay props, not modules.
    if (typeof chunkName === 'string') loader[keyPath] = () => loadModule(chunkName);
  }
  return Loadable.Map({
    loading: Loading,
    loader,
    render(loaded: Record<string, LoadedModule>, props: Record<string, unknown>): ReactNode {
      const loadedModules = JSON.parse(JSON.stringify(chunkNames)) as Record<string, unknown>;
      for (const [keyPath, loadedModule] of Object.entries(loaded)) {
        const chunk = loadedModule.default as Record<string, unknown> | undefined;
        if (!chunk) throw new Error(`The page component of route ${key} has no default export.`);
        if (typeof chunk === 'object' || typeof chunk === 'function') {
          for (const name of Object.keys(loadedModule).filter((k) => k !== 'default')) chunk[name] = loadedModule[name];
        }
        const keys = keyPath.split('.');
        let target = loadedModules;
        for (const k of keys.slice(0, -1)) target = target[k] as Record<string, unknown>;
        target[keys[keys.length - 1]] = chunk;
      }
      const {
        __comp: Component,
        __context: routeContext,
        __props: routeProps,
        ...rest
      } = loadedModules as {
        __comp: ComponentType<Record<string, unknown>>;
        __context?: { plugin: { name: string; id: string } };
        __props?: Record<string, unknown>;
      } & Record<string, unknown>;
      return (
        <RouteContextProvider value={routeContext ?? null}>
          <Component {...rest} {...routeProps} {...props} />
        </RouteContextProvider>
      );
    },
  }) as unknown as LoadableRouteComponent;
}

function componentFor(route: PageRoute): LoadableRouteComponent {
  let component = components.get(route.key);
  if (!component) {
    component = route.notFound || !route.chunks ? notFoundComponent() : routeComponent(route.key, route.chunks);
    components.set(route.key, component);
  }
  return component;
}

function toLoadedRoute(route: PageRoute): LoadedRoute {
  const { routes, ...fields } = route;
  delete fields.chunks;
  delete fields.notFound;
  return { ...fields, component: componentFor(route), routes: routes?.map(toLoadedRoute) } as LoadedRoute;
}

function register(pathname: string, data: PageData): LoadedRoute[] {
  addChunkFiles(data.files);
  for (const [chunkName, ref] of Object.entries(data.modules)) modules.set(chunkName, ref);
  for (const [chunkName, exports] of Object.entries(data.inline ?? {})) inlineModules.set(chunkName, exports);
  const branch = data.routes.map(toLoadedRoute);
  branches.set(decode(pathname), branch);
  // The page's inline data names the extras its first load goes without; what uses them loads them (their module
  // is known from `modules` all the same).
  extras.set(
    decode(pathname),
    (data.extras ?? []).filter((name) => !data.deferred?.includes(name)),
  );
  return branch;
}

// The page's own branch comes with its HTML; reading it here makes it ready before the first render.
if (typeof document !== 'undefined') {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (element?.textContent) {
    const data = JSON.parse(element.textContent) as PageData;
    base = data.base;
    build = data.build;
    register(window.location.pathname, data);
    if (data.inline) inlinePath = decode(window.location.pathname);
  }
}

/**
 * Called as each path renders: once the reader has left the first page, its branch with inline modules is dropped,
 * so coming back loads the page's route data and its real content module (the body then renders with React).
 */
export function forgetFirstLoadBranch(pathname: string): void {
  if (inlinePath === undefined || decode(pathname) === inlinePath) return;
  branches.delete(inlinePath);
  extras.delete(inlinePath);
  inlinePath = undefined;
}

/** The branch already known for a path, if any (render time: preload has run before). */
export function knownBranch(pathname: string): LoadedRoute[] | undefined {
  return branches.get(decode(pathname));
}

/** The route branch of a path: known, or fetched from the route data the build wrote beside the pages. */
export function loadBranch(pathname: string): Promise<LoadedRoute[]> {
  const key = decode(pathname);
  const known = branches.get(key);
  if (known) return Promise.resolve(known);
  let request = pending.get(key);
  if (!request) {
    request = fetch(encodeURI(`${base}${pageDataFile(key)}`))
      .then((response) => {
        if (!response.ok) throw new Error(`No route data for ${key} (${response.status})`);
        return response.json() as Promise<PageData>;
      })
      .then((data) => {
        // Route data of a newer deploy may need modules this page's main.js lacks; Docusaurus then reloads the page.
        if (data.build !== build) throw new Error(`The route data of ${key} is of another build`);
        return register(key, data);
      })
      .finally(() => pending.delete(key));
    pending.set(key, request);
  }
  return request;
}

/**
 * Loads everything a path renders: its branch, every route component on it, then the page's extra modules (after
 * the components: an extra's chunk leaves out what the chunk that imports it already holds).
 */
export function preloadPath(pathname: string): Promise<unknown> {
  const path = pathname.replace(/[?#].*$/, '');
  return loadBranch(path)
    .then((branch) => Promise.all(matchRoutes(branch, path).map(({ route }) => (route as LoadedRoute).component.preload())))
    .then(() => Promise.all((extras.get(decode(path)) ?? []).map((name) => loadModule(name))));
}
