/** Replaces Docusaurus' normalizeLocation: "/x.html" and "/x/index.html" render "/x", unless "/x.html" is itself a page. */
import type { Location } from 'history';
import { knownBranch } from './routeStore';

export default function normalizeLocation<T extends Location>(location: T): T {
  if (knownBranch(location.pathname)) return location;
  const pathname = location.pathname.trim().replace(/(?:\/index)?\.html$/, '') || '/';
  return pathname === location.pathname ? location : { ...location, pathname };
}
