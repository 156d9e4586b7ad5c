/**
 * Replaces Docusaurus' ExecutionEnvironment with IntersectionObserver reported absent: its only reader is Link, which
 * otherwise starts one observer per internal link to prefetch on sight, and prefetching on sight is off here (see
 * ./docusaurus.ts). Without it, Link calls the no-op prefetch once when it mounts.
 */
const canUseDOM = typeof window !== 'undefined' && 'document' in window && 'createElement' in window.document;

const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && 'addEventListener' in window,
  canUseIntersectionObserver: false,
  canUseViewport: canUseDOM && 'screen' in window,
};

export default ExecutionEnvironment;
