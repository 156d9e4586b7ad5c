/** Every SPEC route the site delivers; an area adds its routes here as it lands. */
import path from 'node:path';
import { loadSnapshotsSync } from '../../src/lib/activity/snapshots';
import { activityRoutes, planActivity } from '../../src/lib/activity/plan';

export const shellRoutes = [
  '/',
  '/showcase',
  '/qa-testing',
  '/markdown-page',
  '/404.html',
  '/docs',
  '/docs/0.25.9/intro',
  '/api',
  '/packages/about',
  '/partners/about',
  '/blog',
  '/blog/archive',
  '/blog/authors',
  '/blog/tags',
  '/blog/rss.xml',
  '/blog/atom.xml',
  '/blog/feed.json',
  '/news',
  '/sitemap.xml',
  // Client redirects of SPEC §2.
  '/docs/getting-started',
  '/docs/guides/character-creation',
];

// The activity pipeline's pages, derived from the committed snapshots; the literal routes pin the route forms.
const generated = activityRoutes(planActivity(loadSnapshotsSync(path.resolve(__dirname, '../../data/activity'))));

export const activityRoutesOfSite = [
  '/community/tags/automated',
  '/community/Analysis/20250421_20250427',
  '/community/Contributors/2025-07-07',
  ...generated.activity,
];

export const newsRoutes = [
  '/news',
  '/news/archive',
  '/news/authors',
  '/news/authors/activity-summariser',
  '/news/tags/automated',
  '/news/rss.xml',
  '/news/2025/07/13',
  ...generated.news,
];

export const routeManifest: Record<string, string[]> = {
  shell: shellRoutes,
  activity: activityRoutesOfSite,
  news: newsRoutes,
};
