/**
 * Replaces window.docusaurus (@docusaurus/core/lib/client/docusaurus.js), which reads the table of every route.
 * Links preload a page when the reader hovers or touches them, and prefetch it when they scroll into view; neither
 * runs on a 2g connection or with data saving on. Docusaurus' Link watches each link with an IntersectionObserver and
 * calls prefetch when it comes into view. (A part that made all links share one observer was measured on the full
 * site, each page type on and off, and removed: it saved no bytes and no blocking time the bench could tell apart.)
 */
import { preloadPath, prefetchPath } from './routeStore';

const isSlowConnection = (): boolean => {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

/**
 * Only pages have route data: an anchor, or a link to a file (a feed, llms.txt), is neither prefetched nor preloaded.
 * Link asks for each internal link that comes into view, links to files included.
 */
const isPagePath = (routePath: string): boolean =>
  routePath.startsWith('/') &&
  !/\.[a-z][a-z0-9]*$/i.test(
    routePath
      .replace(/[?#].*$/, '')
      .split('/')
      .pop() ?? '',
  );

const preloaded = new Set<string>();
const prefetched = new Set<string>();

function prefetchNow(routePath: string): false | Promise<unknown> {
  if (!isPagePath(routePath) || isSlowConnection() || prefetched.has(routePath) || preloaded.has(routePath)) return false;
  prefetched.add(routePath);
  // A link to a file that is not a page (a feed, llms.txt) has no route data; navigating there still works.
  return prefetchPath(routePath).catch(() => undefined);
}

const docusaurus = {
  prefetch: prefetchNow,
  preload: (routePath: string): false | Promise<unknown> => {
    if (!isPagePath(routePath) || isSlowConnection() || preloaded.has(routePath)) return false;
    preloaded.add(routePath);
    return preloadPath(routePath).catch(() => preloaded.delete(routePath));
  },
};

export default Object.freeze(docusaurus);
