/** Which area of the site a route belongs to, its label in search results, and how search weighs it. */
import type { Area } from '../corpus/types';
import type { FrameworkLine } from '../retrieval/line';
import { DOCS_VERSION, LEGACY_DOCS_VERSION } from '../versions';

export type { Area };

/** A page's place: its area and, for docs and REST pages, the docs version. */
export interface Place {
  area: Area;
  version?: string;
  /** Catalogue pages: the package's framework line, which search ranks by (see lib/retrieval/line.ts). */
  line?: FrameworkLine;
}

/** Whether a page's place passes the results page's filters (areas; the docs version applies to docs and REST pages). */
export function placeMatches(place: Place, { areas, version }: { areas?: Area[]; version?: string }): boolean {
  if (areas?.length && !areas.includes(place.area)) return false;
  return !version || (place.area !== 'docs' && place.area !== 'rest') || place.version === version;
}

/** The areas in the order the results page lists its filters. */
export const SEARCH_AREAS: Area[] = ['docs', 'api', 'rest', 'packages', 'partners', 'community', 'blog', 'news', 'site'];

const AREA_LABELS: Record<Area, string> = {
  docs: 'Docs',
  api: 'API',
  rest: 'REST',
  packages: 'Plugins',
  partners: 'Partners',
  community: 'Community',
  blog: 'Blog',
  news: 'News',
  site: 'Site',
};

/** The label a result carries: "Docs 1.0.17", "Docs 0.25.9", "REST 0.25.9", "Plugins"… */
export function placeLabel({ area, version }: Place): string {
  if (area === 'docs') return `Docs ${version ?? DOCS_VERSION}`;
  if (area === 'rest' && version === LEGACY_DOCS_VERSION) return `REST ${LEGACY_DOCS_VERSION}`;
  return AREA_LABELS[area];
}

export function areaLabel(area: Area): string {
  return AREA_LABELS[area];
}

/** The area (and docs version) of a site path such as /docs/0.25.9/intro or /api/rest/create-agent. */
export function placeOfPath(pathname: string): Place {
  const path = pathname.replace(/\/+$/, '') || '/';
  const under = (base: string) => path === base || path.startsWith(`${base}/`);
  if (under(`/docs/${LEGACY_DOCS_VERSION}/rest`)) return { area: 'rest', version: LEGACY_DOCS_VERSION };
  if (under(`/docs/${LEGACY_DOCS_VERSION}`)) return { area: 'docs', version: LEGACY_DOCS_VERSION };
  if (under('/docs/rest') || under('/api/rest')) return { area: 'rest', version: DOCS_VERSION };
  if (under('/docs')) return { area: 'docs', version: DOCS_VERSION };
  if (under('/api')) return { area: 'api' };
  if (under('/packages')) return { area: 'packages' };
  if (under('/partners')) return { area: 'partners' };
  if (under('/community')) return { area: 'community' };
  if (under('/blog')) return { area: 'blog' };
  if (under('/news')) return { area: 'news' };
  return { area: 'site' };
}

/**
 * Pages written by a pipeline or kept as a record (weekly analysis, contributor notes, AI News, stream notes): they
 * mention every name in passing, so they must not outrank the page about that name.
 */
export function isActivityPage(pathname: string): boolean {
  return /^\/(community\/(Analysis|Contributors|Streams)|news)(\/|$)/.test(pathname);
}

/**
 * Routes the site-wide index leaves out: lists of other pages (tags, pagination, archives, authors), the search
 * page itself, and the third copy of the REST reference (/docs/rest repeats /api/rest page for page).
 */
export function isIndexedRoute(pathname: string): boolean {
  if (/\/(tags|authors)(\/|$)|\/page\/\d+$|\/archive$/.test(pathname)) return false;
  if (/^\/(search|404)$/.test(pathname)) return false;
  if (pathname === '/docs/rest' || pathname.startsWith('/docs/rest/')) return false;
  if (/\/brief$/.test(pathname)) return false;
  return true;
}
