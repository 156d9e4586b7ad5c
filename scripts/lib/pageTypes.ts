/** One sample route of each kind of page, and the quality thresholds they are held to (Lighthouse, JS budget). */
import { LEGACY_DOCS_BASE, LEGACY_DOCS_VERSION } from '../../src/lib/versions';

export interface PageType {
  /** Short name used in tables and test titles. */
  kind: 'home' | 'doc' | 'api' | 'rest' | 'plugin' | 'blog';
  path: string;
}

export const PAGE_TYPES: PageType[] = [
  { kind: 'home', path: '/' },
  { kind: 'doc', path: '/docs/intro' },
  { kind: 'api', path: '/api/classes/AgentRuntime' },
  // An operation page: the heaviest REST page, with the OpenAPI theme's request panel.
  { kind: 'rest', path: '/api/rest/create-agent' },
  { kind: 'plugin', path: '/packages/plugins/openai' },
  { kind: 'blog', path: '/blog/add-plugins' },
];

export type LighthouseCategory = 'performance' | 'accessibility' | 'best-practices' | 'seo';

/**
 * One sample route of every kind of page the site has: the deterministic first-load gates (JavaScript bytes, DOM
 * size, layout shift, render-blocking requests) and the bench cover all of them; PAGE_TYPES above is the subset
 * that Lighthouse and the accessibility audit visit in `npm test`.
 */
export interface SitePageType {
  kind: string;
  path: string;
}

export const ALL_PAGE_TYPES: SitePageType[] = [
  ...PAGE_TYPES,
  { kind: `doc-${LEGACY_DOCS_VERSION}`, path: `${LEGACY_DOCS_BASE}/intro` },
  { kind: 'api-interface', path: '/api/interfaces/Character' },
  { kind: 'packages', path: '/packages' },
  { kind: 'partner', path: '/partners/0g-labs' },
  { kind: 'partner-brief', path: '/partners/0g-labs/brief' },
  { kind: 'analysis', path: '/community/Analysis/20250421_20250427' },
  { kind: 'videos', path: '/community/videos' },
  { kind: 'news', path: '/news' },
];

/**
 * Elements in a page's HTML (tests/build/first-load.test.ts). Lighthouse flags more than 1,400; the API class pages
 * (member tables) and REST operation pages (schemas) are larger and hold their own, higher ceiling until their
 * tables are slimmed. The catalogue index lists every entry (251 since the 1.x registry import, about ten elements a
 * card), so its ceiling grows with the catalogue until the list is paged.
 */
export const DOM_ELEMENTS_BUDGET: Record<string, number> = { default: 1_400, packages: 3_000, rest: 2_800, api: 5_500 };

/** Cumulative layout shift of a first load on a phone, after the app has started (tests/e2e/first-load.spec.ts). */
export const CLS_BUDGET = 0.05;

/**
 * First-load JavaScript (brotli, as served: the app's scripts and the chunks the page data preloads) per page type,
 * read from the build (tests/build/first-load.test.ts): the targets of issue 31. Docs, blog, community, partner and
 * catalogue pages near the floor of the stack (React, the router, the Docusaurus client and theme); the API reference
 * with its longer page data; a REST operation page with the OpenAPI theme's page (its request panel loads only when
 * the reader asks for it).
 */
export const FIRST_LOAD_JS_BUDGET_BYTES: Record<string, number> = {
  default: 135 * 1024,
  api: 140 * 1024,
  'api-interface': 140 * 1024,
  rest: 250 * 1024,
};

/**
 * Page types still above their target, held at what they load today (rounded up, plus 1 KB); the test fails once one
 * is within its target, so its ceiling is removed. None today: every page type is within its target
 * (scripts/bench/breakdown.ts shows what each loads; main.js and the runtime, 111.5 KB with React DOM 53, the
 * Docusaurus client, theme and router, are on every page).
 */
export const FIRST_LOAD_JS_INTERIM_CEILING_BYTES: Record<string, number> = {};

/** The stylesheet that blocks a page's first paint (brotli, as served), on every page but the REST reference's. */
export const STYLESHEET_BUDGET_BYTES = 25 * 1024;

export const LIGHTHOUSE_CATEGORIES: LighthouseCategory[] = ['performance', 'accessibility', 'best-practices', 'seo'];

/** What CI fails under (mobile preset, one run a page). The bench aims higher: performance ≥ BENCH_PERFORMANCE_TARGET. */
export const LIGHTHOUSE_THRESHOLDS: Record<LighthouseCategory, number> = {
  performance: 90,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

export const BENCH_PERFORMANCE_TARGET = 95;

/** Total blocking time the bench aims under on every page type (median of three, mobile preset). */
export const BENCH_TBT_TARGET_MS = 200;

/** The first load of a doc page may transfer at most this much JavaScript, compressed (brotli, as served). */
export const DOC_PAGE_JS_BUDGET_BYTES = 200 * 1024;
