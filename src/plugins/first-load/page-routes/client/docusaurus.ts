/**
 * Replaces window.docusaurus (@docusaurus/core/lib/client/docusaurus.js), which reads the table of every route.
 * Links load a page on intent: when the reader hovers, touches or focuses them (Docusaurus' Link calls preload on
 * mouseenter and touchstart; the focusin listener below adds keyboard focus), never on a 2g connection or with data
 * saving on. Docusaurus' Link also calls prefetch when a link scrolls into view: that is a no-op here, as a page
 * view fetched 173-268 KB of other pages' scripts before idle that way (issue 31).
 */
import { preloadPath } from './routeStore';

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

/** A link in view is not a reader's intent: nothing is fetched (see above). */
const prefetchOnSight = (): false => false;

const docusaurus = {
  prefetch: prefetchOnSight,
  preload: (routePath: string): false | Promise<unknown> => {
    if (!isPagePath(routePath) || isSlowConnection() || preloaded.has(routePath)) return false;
    preloaded.add(routePath);
    return preloadPath(routePath).catch(() => preloaded.delete(routePath));
  },
};

// Keyboard focus on a same-site link is intent too (the app's own links and the kept server HTML's alike).
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (anchor && anchor.origin === window.location.origin && anchor.pathname !== window.location.pathname) void docusaurus.preload(anchor.pathname);
  });
}

export default Object.freeze(docusaurus);
