/**
 * The data side of per-page sidebars (no Docusaurus imports, so unit tests and the route-data step can use it).
 *
 * The docs plugin hands every page of a version one metadata object: every sidebar of the version and the title and
 * description of every doc (the API reference: 624 docs for an 18-link sidebar). A page renders one sidebar, and a
 * doc's entry only where the doc is a card: the theme's DocCard (the one reader of the docs map, through
 * useDocById) shows the items of the current sidebar category, so only the page of a category (its generated index,
 * or the doc it links to) can show cards, those of the category's own links. `versionForSidebar` cuts the object
 * down to one sidebar and, on a category's page, that category's docs; `usePageSidebar` makes a page's route data
 * load that cut instead of the whole object.
 */
import type { PageData, PageRoute } from '../page-routes/pageData';

/** The module key each leaf route under a docs version carries: its sidebar's cut of the version metadata. */
export const SIDEBAR_VERSION_KEY = 'pageSidebarVersion';

interface SidebarItem {
  type: string;
  docId?: string;
  href?: string;
  items?: SidebarItem[];
}

interface VersionDoc {
  id: string;
  title: string;
  description?: string;
  sidebar?: string;
}

/** The parts of the docs plugin's version metadata (PropVersionMetadata) this step reads. */
export interface VersionProp {
  docsSidebars: Record<string, SidebarItem[]>;
  docs: Record<string, VersionDoc>;
  [field: string]: unknown;
}

export const isVersionProp = (value: unknown): value is VersionProp =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as VersionProp).docsSidebars === 'object' &&
  (value as VersionProp).docsSidebars !== null &&
  typeof (value as VersionProp).docs === 'object' &&
  (value as VersionProp).docs !== null;

/**
 * The version metadata a page of `sidebar` at `pagePath` needs: that sidebar only, and when the page is a category's
 * page, the docs that category links directly (its cards: DocCard looks each one up and fails on a missing one). A
 * page outside any sidebar gets no sidebar and no docs.
 */
export function versionForSidebar(version: VersionProp, sidebar: string | undefined, pagePath?: string): VersionProp {
  const items = sidebar === undefined ? undefined : version.docsSidebars[sidebar];
  const docs: Record<string, VersionDoc> = {};
  const category = pagePath === undefined ? undefined : categoryOf(items ?? [], pagePath);
  for (const item of category?.items ?? []) {
    if (item.type === 'link' && item.docId && version.docs[item.docId]) docs[item.docId] = version.docs[item.docId];
  }
  return { ...version, docsSidebars: items && sidebar !== undefined ? { [sidebar]: items } : {}, docs };
}

/** The category of `items` whose page is at `pagePath`, if any. */
export function categoryOf(items: SidebarItem[], pagePath: string): SidebarItem | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === pagePath) return item;
    const inner = categoryOf(item.items ?? [], pagePath);
    if (inner) return inner;
  }
  return undefined;
}

/** The route's chunk names as a flat list (nested chunk names included). */
function chunkNamesOf(chunks: unknown): string[] {
  if (typeof chunks === 'string') return [chunks];
  if (chunks && typeof chunks === 'object') return Object.values(chunks).flatMap(chunkNamesOf);
  return [];
}

/**
 * Makes a page's route data load its sidebar's cut of the version metadata: the leaf's `pageSidebarVersion` module
 * becomes the `__props` of the nearest route above it that has props (the docs version route), under a key of its
 * own (a page of another sidebar is another route to the browser, so it never keeps this one's props), and the full
 * metadata leaves the page's modules. Returns false when the page has no such leaf (not a docs page); throws when
 * the leaf has one but no route above it has props (the docs plugin's route tree changed).
 */
export function usePageSidebar(data: PageData): boolean {
  const chain: PageRoute[] = [];
  for (let route: PageRoute | undefined = data.routes[0]; route; route = route.routes?.[0]) chain.push(route);
  const leaf = chain.at(-1);
  const chunks = leaf?.chunks as Record<string, unknown> | undefined;
  const variant = chunks?.[SIDEBAR_VERSION_KEY];
  if (!leaf || !chunks || typeof variant !== 'string') return false;
  const leafChunks = { ...chunks };
  delete leafChunks[SIDEBAR_VERSION_KEY];
  leaf.chunks = leafChunks as PageRoute['chunks'];
  const version = chain
    .slice(0, -1)
    .reverse()
    .find((route) => typeof (route.chunks as Record<string, unknown> | undefined)?.__props === 'string');
  if (!version) throw new Error(`page-sidebar: the route of ${leaf.path} has a ${SIDEBAR_VERSION_KEY} module but no route above it has props`);
  version.chunks = { ...(version.chunks as Record<string, unknown>), __props: variant } as PageRoute['chunks'];
  version.key = `${version.key}~${variant}`;
  const used = new Set(chain.flatMap((route) => chunkNamesOf(route.chunks)));
  for (const name of Object.keys(data.modules)) if (!used.has(name)) delete data.modules[name];
  return true;
}
