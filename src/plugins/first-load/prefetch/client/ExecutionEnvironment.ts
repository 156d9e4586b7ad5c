/**
 * Replaces Docusaurus' ExecutionEnvironment (@docusaurus/core/lib/client/exports/ExecutionEnvironment.js) with
 * IntersectionObserver reported absent. Its reader that matters is Link, which otherwise starts one observer per
 * internal link to prefetch on sight; reported absent, Link calls prefetch once when it mounts, and the page-routes
 * runtime (../../page-routes/client/docusaurus.ts) watches all links with one shared observer instead.
 */
const canUseDOM = typeof window !== 'undefined' && 'document' in window && 'createElement' in window.document;

const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && 'addEventListener' in window,
  canUseIntersectionObserver: false,
  canUseViewport: canUseDOM && 'screen' in window,
};

export default ExecutionEnvironment;
