/** Every SPEC route the site delivers; an area adds its routes here as it lands. */
import packages from '../../src/data/packages.json';
import partners from '../../src/data/partners.json';
import { partnerTags } from '../../src/data/schemas/partners';

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

/** /packages: the index, the About doc, and one page per adapter, client and plugin record. */
export const packageRoutes = [
  '/packages',
  '/packages/about',
  ...packages.map((entry) => `/packages/${entry.kind}s/${entry.slug}`),
];

/** /partners: the index, About, the tag pages, and a page and a brief per partner record. */
export const partnerRoutes = [
  '/partners',
  '/partners/about',
  '/partners/tags',
  ...partnerTags.map((tag) => `/partners/tags/${tag}`),
  ...partners.flatMap((partner) => [`/partners/${partner.slug}`, `/partners/${partner.slug}/brief`]),
];

export const routeManifest: Record<string, string[]> = {
  shell: shellRoutes,
  packages: packageRoutes,
  partners: partnerRoutes,
};
