/** One sample route of each kind of page, and the quality thresholds they are held to (Lighthouse, JS budget). */

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

export const LIGHTHOUSE_CATEGORIES: LighthouseCategory[] = ['performance', 'accessibility', 'best-practices', 'seo'];

/** What CI fails under (mobile preset, one run a page). The bench aims higher: performance ≥ BENCH_PERFORMANCE_TARGET. */
export const LIGHTHOUSE_THRESHOLDS: Record<LighthouseCategory, number> = {
  performance: 90,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

export const BENCH_PERFORMANCE_TARGET = 95;

/** The first load of a doc page may transfer at most this much JavaScript, compressed (brotli, as served). */
export const DOC_PAGE_JS_BUDGET_BYTES = 200 * 1024;
