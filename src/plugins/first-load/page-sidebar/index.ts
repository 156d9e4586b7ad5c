/**
 * Per-page sidebars (production builds; kill switch ELIZA_FIRST_LOAD_SIDEBAR=off, off too when page-scoped routes
 * are). This module is the docs plugin, wrapped: docusaurus.config.ts and config/plugins/areas.ts name it instead of
 * @docusaurus/plugin-content-docs. Its contentLoaded passes the routes the docs plugin adds through one step: for
 * each sidebar of a version it writes that sidebar's cut of the version metadata (./variants.ts), and each page of
 * the version names its cut as a module (`pageSidebarVersion`). Page-scoped routes (../page-routes) then load that
 * cut in place of the whole version metadata, which carries every sidebar and every doc's description. Upstream:
 * no issue asks for a per-page sidebar; the docs plugin's own TODO in lib/routes.js ("expose version metadata as
 * route context instead of props", planned for Docusaurus v4) is where it would land; retire this part then.
 * The server render keeps the whole metadata: the sidebar it renders is the same.
 *
 * What it relies on (checked as the routes arrive, and against the real routes in tests/build/first-load.test.ts):
 * the docs plugin adds a route tree whose version route has `props.version` with `docsSidebars` and `docs`
 * (plugin-content-docs/lib/props.js, toVersionMetadataProp), and leaf routes that name their sidebar in `sidebar`.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';
import docsPlugin, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { PluginOptions } from '@docusaurus/plugin-content-docs';
import { FIRST_LOAD_PARTS, partEnabled } from '../switches';
import { guardError } from '../guard';
import { SIDEBAR_VERSION_KEY, categoryOf, isVersionProp, versionForSidebar } from './variants';

export const PART = 'first-load/page-sidebar';
const SWITCH = FIRST_LOAD_PARTS.sidebar;

export { validateOptions };

type CreateData = (name: string, data: string) => Promise<string>;

const leavesOf = (route: RouteConfig): RouteConfig[] => (route.routes?.length ? route.routes.flatMap(leavesOf) : [route]);

/** Gives every leaf under each version route of `route` the module of its sidebar's cut; returns how many versions. */
export async function addSidebarModules(route: RouteConfig, pluginId: string, createData: CreateData): Promise<number> {
  const version = (route.props as Record<string, unknown> | undefined)?.version;
  if (!isVersionProp(version)) {
    let found = 0;
    for (const child of route.routes ?? []) found += await addSidebarModules(child, pluginId, createData);
    return found;
  }
  const files = new Map<string, Promise<string>>();
  // One cut per sidebar, and one per category page of it (the only pages that show cards, of that category's docs).
  const fileFor = (sidebar: string | undefined, pagePath: string) => {
    const items = sidebar === undefined ? undefined : version.docsSidebars[sidebar];
    const category = items && categoryOf(items, pagePath) ? pagePath : undefined;
    const key = `${sidebar ?? ''}\0${category ?? ''}`;
    let file = files.get(key);
    if (!file) {
      const name = createHash('sha256').update(`${pluginId}\0${route.path}\0${key}`).digest('hex').slice(0, 12);
      // The version route's props with the cut as `version`: the module stands in for its props module as it is.
      file = createData(`page-sidebar-${name}.json`, JSON.stringify({ ...route.props, version: versionForSidebar(version, sidebar, category) }));
      files.set(key, file);
    }
    return file;
  };
  for (const leaf of leavesOf(route)) {
    const sidebar = typeof leaf.sidebar === 'string' ? leaf.sidebar : undefined;
    if (sidebar !== undefined && !version.docsSidebars[sidebar]) {
      throw guardError(PART, SWITCH, [`${leaf.path}: route names sidebar "${sidebar}", which the version metadata (props.version.docsSidebars) lacks`]);
    }
    leaf.modules = { ...(leaf.modules ?? {}), [SIDEBAR_VERSION_KEY]: await fileFor(sidebar, leaf.path) };
  }
  return 1;
}

export default async function pageSidebarDocsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<unknown>> {
  const plugin = (await docsPlugin(context, options)) as Plugin<unknown>;
  const contentLoaded = plugin.contentLoaded;
  if (!partEnabled('sidebar') || !contentLoaded) return plugin;
  return {
    ...plugin,
    async contentLoaded(args) {
      const added: RouteConfig[] = [];
      await contentLoaded.call(plugin, { ...args, actions: { ...args.actions, addRoute: (route: RouteConfig) => void added.push(route) } });
      let versions = 0;
      // Modules are named through the @generated alias, as Docusaurus names its own: createData returns an absolute
      // path, and a module path is written into the bundle's chunk registry (the build machine's checkout would leak).
      const createData: CreateData = async (name, data) =>
        `@generated/${path
          .relative(context.generatedFilesDir, await args.actions.createData(name, data))
          .split(path.sep)
          .join('/')}`;
      for (const route of added) versions += await addSidebarModules(route, options.id, createData);
      const expected = (args.content as { loadedVersions?: unknown[] } | undefined)?.loadedVersions?.length;
      if (expected !== undefined && versions !== expected) {
        throw guardError(PART, SWITCH, [
          `@docusaurus/plugin-content-docs (${options.id}): expected ${expected} version routes with props.version { docsSidebars, docs }, found ${versions}`,
        ]);
      }
      for (const route of added) args.actions.addRoute(route);
    },
  };
}
