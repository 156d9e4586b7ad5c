/**
 * The kill switches of every part that swaps or reaches into private code of Docusaurus or a dependency. One
 * convention: a part is on unless its variable is "off". ELIZA_FIRST_LOAD=off turns every first-load part off (the
 * site then loads the stock Docusaurus way); the highlighter and OpenAPI-page splits and per-page sidebars need page-scoped
 * routes (the route data is what loads their chunk before a page renders), so they are off whenever page-scoped routes are.
 * Every switch is part of the bundler cache's key (./cache-key) and off in the plain build (ALL_PARTS_OFF).
 */
export const FIRST_LOAD_PARTS = {
  routes: 'ELIZA_FIRST_LOAD_ROUTES',
  boot: 'ELIZA_FIRST_LOAD_BOOT',
  highlighter: 'ELIZA_FIRST_LOAD_HIGHLIGHTER',
  openapi: 'ELIZA_FIRST_LOAD_OPENAPI',
  globalData: 'ELIZA_FIRST_LOAD_GLOBAL_DATA',
  mark: 'ELIZA_FIRST_LOAD_MARK',
  sidebar: 'ELIZA_FIRST_LOAD_SIDEBAR',
} as const;

export type FirstLoadPart = keyof typeof FIRST_LOAD_PARTS;

/** The parts outside the first load, each with its own switch. */
export const OTHER_PARTS = {
  /** src/plugins/rest-pages: REST pages rendered on the server and kept through hydration. */
  restPages: 'ELIZA_REST_PAGES',
  /** src/plugins/search-index: the search box queries one index of the whole site. */
  searchSiteWide: 'ELIZA_SEARCH_SITE_WIDE',
  /** src/components/StaticOnFirstLoad (switched by src/plugins/static-body): API bodies kept from the server. */
  staticBody: 'ELIZA_STATIC_BODY',
} as const;

export type OtherPart = keyof typeof OTHER_PARTS;

/** The variable that turns every first-load part off at once. */
const ALL_PARTS_SWITCH = 'ELIZA_FIRST_LOAD';

/** Switches of an earlier convention, still read: variable, the value that meant off, the switch it stands for. */
const LEGACY_SWITCHES: Array<{ name: string; offValue: string; part: OtherPart }> = [{ name: 'SEARCH_SITE_WIDE', offValue: '0', part: 'searchSiteWide' }];

const NEEDS_ROUTES = new Set<FirstLoadPart>(['highlighter', 'openapi', 'sidebar']);

const isOff = (value: string | undefined) => value?.trim().toLowerCase() === 'off';

export function partEnabled(part: FirstLoadPart, env: Record<string, string | undefined> = process.env): boolean {
  if (isOff(env[ALL_PARTS_SWITCH]) || isOff(env[FIRST_LOAD_PARTS[part]])) return false;
  return NEEDS_ROUTES.has(part) ? partEnabled('routes', env) : true;
}

const warned = new Set<string>();

/** Whether a part outside the first load is on; an old-style switch still turns it off, with a warning once. */
export function otherPartEnabled(part: OtherPart, env: Record<string, string | undefined> = process.env, warn = console.warn): boolean {
  if (isOff(env[OTHER_PARTS[part]])) return false;
  for (const legacy of LEGACY_SWITCHES) {
    if (legacy.part !== part || env[legacy.name]?.trim() !== legacy.offValue) continue;
    if (!warned.has(legacy.name)) {
      warned.add(legacy.name);
      warn(`${legacy.name}=${legacy.offValue} is the old form of ${OTHER_PARTS[part]}=off; it still works, but use ${OTHER_PARTS[part]}=off.`);
    }
    return false;
  }
  return true;
}

/** The environment that builds the site with every part off (the plain build CI smoke-tests). */
export const ALL_PARTS_OFF: Record<string, 'off'> = {
  [ALL_PARTS_SWITCH]: 'off',
  ...Object.fromEntries(Object.values(OTHER_PARTS).map((name) => [name, 'off'])),
};
