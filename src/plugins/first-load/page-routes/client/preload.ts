/** Replaces Docusaurus' client preload: everything a path renders, loaded before it is shown (first load and navigation). */
import { preloadPath } from './routeStore';

export default function preload(pathname: string): Promise<unknown> {
  return preloadPath(pathname);
}
