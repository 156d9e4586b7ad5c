/**
 * The kill switches of the first-load parts. Each part is on in production builds unless its variable, or
 * ELIZA_FIRST_LOAD for all of them, is "off"; the site then loads that part the stock Docusaurus way. The highlighter
 * and OpenAPI-page splits need page-scoped routes (the route data is what loads their chunk before a page renders),
 * so they are off whenever page-scoped routes are.
 */
export const FIRST_LOAD_PARTS = {
  routes: 'ELIZA_FIRST_LOAD_ROUTES',
  boot: 'ELIZA_FIRST_LOAD_BOOT',
  highlighter: 'ELIZA_FIRST_LOAD_HIGHLIGHTER',
  openapi: 'ELIZA_FIRST_LOAD_OPENAPI',
  globalData: 'ELIZA_FIRST_LOAD_GLOBAL_DATA',
  mark: 'ELIZA_FIRST_LOAD_MARK',
} as const;

export type FirstLoadPart = keyof typeof FIRST_LOAD_PARTS;

/** The variable that turns every part off at once. */
const ALL_PARTS_SWITCH = 'ELIZA_FIRST_LOAD';

const NEEDS_ROUTES = new Set<FirstLoadPart>(['highlighter', 'openapi']);

const isOff = (value: string | undefined) => value?.trim().toLowerCase() === 'off';

export function partEnabled(part: FirstLoadPart, env: Record<string, string | undefined> = process.env): boolean {
  if (isOff(env[ALL_PARTS_SWITCH]) || isOff(env[FIRST_LOAD_PARTS[part]])) return false;
  return NEEDS_ROUTES.has(part) ? partEnabled('routes', env) : true;
}

/** The environment that builds the site with every part off (the plain build CI smoke-tests). */
export const ALL_PARTS_OFF = { [ALL_PARTS_SWITCH]: 'off', ELIZA_REST_PAGES: 'off' } as const;
