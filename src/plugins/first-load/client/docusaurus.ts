/**
 * Replaces window.docusaurus. Links call prefetch when they scroll into view and preload when the reader hovers or
 * touches them; only the reader's intent loads anything, so a page's first load fetches no other page's chunks.
 */
import { preloadPath } from './routeStore';

const isSlowConnection = (): boolean => {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

const preloaded = new Set<string>();

const docusaurus = {
  prefetch: (_routePath: string): false => false,
  preload: (routePath: string): false | Promise<unknown> => {
    if (isSlowConnection() || preloaded.has(routePath)) return false;
    preloaded.add(routePath);
    // A link to a file that is not a page (a feed, llms.txt) has no route data; navigating there still works.
    return preloadPath(routePath).catch(() => preloaded.delete(routePath));
  },
};

export default Object.freeze(docusaurus);
