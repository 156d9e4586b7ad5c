/**
 * Where the build writes a route's page. With trailingSlash off, Docusaurus writes /a/b as a/b.html, or as
 * a/b/index.html for a route that has pages under it; the home page is index.html. (A page's Markdown twin is
 * markdownCopyPath in llms/markdownPath.ts.)
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The files, relative to the build folder, that may hold a route's page, in the order to try them. */
export function htmlCandidates(route: string): string[] {
  const relative = route.replace(/^\/+|\/+$/g, '');
  return relative ? [`${relative}.html`, `${relative}/index.html`] : ['index.html'];
}

/** The built HTML file of a route, or undefined when the build has none. */
export function builtHtmlFile(outDir: string, route: string): string | undefined {
  return htmlCandidates(route)
    .map((candidate) => path.join(outDir, candidate))
    .find((file) => existsSync(file));
}
