/** Every SPEC route the site delivers; an area adds its routes here as it lands. */
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

export const routeManifest: Record<string, string[]> = {
  shell: shellRoutes,
};
