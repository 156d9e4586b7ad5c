/**
 * Replaces window.docusaurus (@docusaurus/core/lib/client/docusaurus.js), which reads the table of every route.
 * Links preload a page when the reader hovers or touches them, and prefetch it when they scroll into view; neither
 * runs on a 2g connection or with data saving on. With the prefetch part on (../../prefetch), Link reports no
 * IntersectionObserver and calls prefetch when it mounts: the link is then watched by one observer shared by all
 * links, instead of one observer per link, and prefetched when it comes into view.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { preloadPath, prefetchPath } from './routeStore';

const isSlowConnection = (): boolean => {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

/**
 * Only pages have route data: an anchor, or a link to a file (a feed, llms.txt), is neither prefetched nor preloaded.
 * Link asks for every internal link once IntersectionObserver is reported absent, files and anchors included.
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

const sharedObserver = ExecutionEnvironment.canUseDOM && !ExecutionEnvironment.canUseIntersectionObserver && 'IntersectionObserver' in window;
let observer: IntersectionObserver | null = null;
const waiting = new Set<string>();
let scheduled = false;

/** Watches the links to the paths that mounted since the last frame (Link calls prefetch right after it renders). */
function watchWaitingLinks(): void {
  scheduled = false;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        // A link with no size (in a collapsed category or a closed menu) counts as intersecting wherever it is.
        if (!entry.isIntersecting || entry.boundingClientRect.width === 0 || entry.boundingClientRect.height === 0) continue;
        observer?.unobserve(entry.target);
        const href = entry.target.getAttribute('href');
        if (href) void prefetchNow(href);
      }
    },
    { rootMargin: '0px' },
  );
  for (const routePath of waiting) {
    document.querySelectorAll(`a[href="${CSS.escape(routePath)}"]`).forEach((link) => observer?.observe(link));
  }
  waiting.clear();
}

const docusaurus = {
  prefetch: (routePath: string): false | Promise<unknown> => {
    if (!sharedObserver) return prefetchNow(routePath);
    if (!isPagePath(routePath) || isSlowConnection() || prefetched.has(routePath)) return false;
    waiting.add(routePath);
    if (!scheduled) {
      scheduled = true;
      requestAnimationFrame(watchWaitingLinks);
    }
    return false;
  },
  preload: (routePath: string): false | Promise<unknown> => {
    if (!isPagePath(routePath) || isSlowConnection() || preloaded.has(routePath)) return false;
    preloaded.add(routePath);
    return preloadPath(routePath).catch(() => preloaded.delete(routePath));
  },
};

export default Object.freeze(docusaurus);
