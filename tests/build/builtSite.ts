/** Reads the production build: which routes exist, and the links and anchors of each HTML page. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';

export const buildDir = path.resolve(__dirname, '../../build');

export function assertBuilt(): void {
  if (!existsSync(path.join(buildDir, 'index.html'))) throw new Error('build/ is missing: run `npm run build` first.');
}

/** The file that serves `route` (trailingSlash is off, so /docs/intro is docs/intro.html). */
export function fileForRoute(route: string): string | null {
  const clean = decodeURIComponent(route.split(/[?#]/)[0]).replace(/\/+$/, '') || '/';
  const candidates =
    clean === '/'
      ? ['index.html']
      : [clean.slice(1), `${clean.slice(1)}.html`, `${clean.slice(1)}/index.html`];
  for (const candidate of candidates) {
    const full = path.join(buildDir, candidate);
    if (existsSync(full) && statSync(full).isFile()) return full;
  }
  return null;
}

export function routeExists(route: string): boolean {
  return fileForRoute(route) !== null;
}

export function* htmlFiles(dir = buildDir): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === '__server' || entry.name === 'assets') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

export function routeOfFile(file: string): string {
  const rel = path.relative(buildDir, file).replace(/\\/g, '/');
  if (rel === 'index.html') return '/';
  return `/${rel.replace(/(\/index)?\.html$/, '')}`;
}

export interface PageLinks {
  ids: Set<string>;
  hrefs: string[];
  isRedirect: boolean;
}

const cache = new Map<string, PageLinks>();

export function readPage(file: string): PageLinks {
  const cached = cache.get(file);
  if (cached) return cached;
  const page: PageLinks = { ids: new Set(), hrefs: [], isRedirect: false };
  const parser = new Parser({
    onopentag(name, attrs) {
      if (attrs.id) page.ids.add(attrs.id);
      if (name === 'a' && attrs.name) page.ids.add(attrs.name);
      if (name === 'a' && attrs.href !== undefined) page.hrefs.push(attrs.href);
      if (name === 'meta' && attrs['http-equiv']?.toLowerCase() === 'refresh') page.isRedirect = true;
    },
  });
  parser.write(readFileSync(file, 'utf8'));
  parser.end();
  cache.set(file, page);
  return page;
}
