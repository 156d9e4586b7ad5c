/** Reads the production build: which routes exist, and the links and anchors of each HTML page. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { listFilesSync } from '../../src/lib/walk';
import { htmlCandidates } from '../../src/lib/builtFiles';

export const buildDir = path.resolve(__dirname, '../../build');

export function assertBuilt(): void {
  if (!existsSync(path.join(buildDir, 'index.html'))) throw new Error('build/ is missing: run `npm run build` first.');
}

/** The file that serves `route` (trailingSlash is off, so /docs/intro is docs/intro.html). */
export function fileForRoute(route: string): string | null {
  const clean = decodeURIComponent(route.split(/[?#]/)[0]).replace(/\/+$/, '') || '/';
  const candidates = clean === '/' ? htmlCandidates(clean) : [clean.slice(1), ...htmlCandidates(clean)];
  for (const candidate of candidates) {
    const full = path.join(buildDir, candidate);
    if (existsSync(full) && statSync(full).isFile()) return full;
  }
  return null;
}

export function routeExists(route: string): boolean {
  return fileForRoute(route) !== null;
}

export function htmlFiles(dir = buildDir): string[] {
  return listFilesSync(dir, { skipDirs: ['__server', 'assets'], accept: (name) => name.endsWith('.html') });
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
  /** Where a client-redirect page sends the reader (its meta refresh URL). */
  redirectTo?: string;
  /** Files the page loads or points to besides its links: images, scripts, stylesheets, icons, feeds, canonical. */
  resources: string[];
}

/** Elements and attributes that reference a file the page needs or declares. */
const RESOURCE_ATTRIBUTES: Record<string, string[]> = {
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  script: ['src'],
  iframe: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  link: ['href'],
};
// Hints to other origins and search pages are not files of this site.
const LINK_RELS_WITHOUT_FILE = /^(preconnect|dns-prefetch|search)$/i;

const cache = new Map<string, PageLinks>();

export function readPage(file: string): PageLinks {
  const cached = cache.get(file);
  if (cached) return cached;
  const page: PageLinks = { ids: new Set(), hrefs: [], isRedirect: false, resources: [] };
  const parser = new Parser({
    onopentag(name, attrs) {
      if (attrs.id) page.ids.add(attrs.id);
      if (name === 'a' && attrs.name) page.ids.add(attrs.name);
      if ((name === 'a' || name === 'area') && attrs.href !== undefined) page.hrefs.push(attrs.href);
      if (name === 'meta' && attrs['http-equiv']?.toLowerCase() === 'refresh') {
        page.isRedirect = true;
        page.redirectTo = /url=(.+)$/i.exec(attrs.content ?? '')?.[1]?.trim();
      }
      if (name === 'link' && LINK_RELS_WITHOUT_FILE.test(attrs.rel ?? '')) return;
      for (const attribute of RESOURCE_ATTRIBUTES[name] ?? []) {
        const value = attrs[attribute];
        if (!value) continue;
        if (attribute === 'srcset')
          page.resources.push(
            ...value
              .split(',')
              .map((candidate) => candidate.trim().split(/\s+/)[0])
              .filter(Boolean),
          );
        else page.resources.push(value);
      }
    },
  });
  parser.write(readFileSync(file, 'utf8'));
  parser.end();
  cache.set(file, page);
  return page;
}
