/**
 * What a returning reader downloads again after a deploy. Compares two builds of the site (before and after a
 * one-page change) page by page: of the files a page's first load fetches (its scripts, its stylesheets, the chunk
 * files its route data preloads), those it cannot take from the browser's cache: a name the earlier build did not
 * have, or the same name with other bytes (only for names that carry no hash). The page's HTML is revalidated on
 * every visit and counted apart. `npm run bench -- --redownload` runs the two builds (about twice a build's time).
 */
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { firstLoadFiles, htmlFile, servedSize } from '../first-load-js';

/** The pages the figure is taken on: a doc page, an API reference page, the catalogue. */
export const REDOWNLOAD_ROUTES = ['/docs/intro', '/api/classes/AgentRuntime', '/packages'];

/** The page the bench changes between the two builds (not one of the routes measured) and the text it appends. */
export const CHANGED_DOC = 'docs/faq.md';

export interface Redownload {
  route: string;
  files: number;
  /** Bytes of those files as served (brotli). */
  bytes: number;
  changedFiles: number;
  changedBytes: number;
  /** The page's HTML, as served, and whether its bytes changed. */
  htmlBytes: number;
  htmlChanged: boolean;
}

/** The stylesheets and scripts a page names, plus what its route data preloads (absolute paths in `buildDir`). */
export function pageFiles(buildDir: string, route: string): string[] {
  const html = readFileSync(htmlFile(buildDir, route), 'utf8');
  const styles = [...html.matchAll(/<link[^>]+rel="?stylesheet"?[^>]*>/g)]
    .map((tag) => /href="?([^\s>"]+)"?/.exec(tag[0])?.[1])
    .filter((href): href is string => !!href && href.startsWith('/'))
    .map((href) => path.join(buildDir, href));
  return [...new Set([...styles, ...firstLoadFiles(buildDir, route)])];
}

const HASHED = /\.[0-9a-f]{8,}\.(js|css)$/;

/** The returning reader's bill on `route`: files of `after` that `before` lacks, or holds with other bytes. */
export function redownload(before: string, after: string, route: string): Redownload {
  const files = pageFiles(after, route);
  let bytes = 0;
  let changedFiles = 0;
  let changedBytes = 0;
  for (const file of files) {
    const size = servedSize(after, file);
    bytes += size;
    const earlier = path.join(before, path.relative(after, file));
    const same = existsSync(earlier) && (HASHED.test(file) || readFileSync(earlier).equals(readFileSync(file)));
    if (!same) {
      changedFiles += 1;
      changedBytes += size;
    }
  }
  const page = htmlFile(after, route);
  const earlierPage = path.join(before, path.relative(after, page));
  return {
    route,
    files: files.length,
    bytes,
    changedFiles,
    changedBytes,
    htmlBytes: servedSize(after, page),
    htmlChanged: !existsSync(earlierPage) || !readFileSync(earlierPage).equals(readFileSync(page)),
  };
}

/**
 * Copies `buildDir` aside, appends a sentence to CHANGED_DOC, runs `build()`, restores the page, and compares.
 * The copy is left in build-redownload-before/ for inspection (git-ignored).
 */
export async function benchRedownload(root: string, buildDir: string, build: () => Promise<unknown>, log: (line: string) => void): Promise<Redownload[]> {
  const before = path.join(root, 'build-redownload-before');
  rmSync(before, { recursive: true, force: true });
  cpSync(buildDir, before, { recursive: true });
  const doc = path.join(root, CHANGED_DOC);
  const original = readFileSync(doc, 'utf8');
  writeFileSync(doc, `${original.trimEnd()}\n\nThis sentence changes between the bench's two builds.\n`);
  log(`redownload: ${CHANGED_DOC} changed; building again…`);
  try {
    await build();
  } finally {
    writeFileSync(doc, original);
  }
  const rows = REDOWNLOAD_ROUTES.map((route) => redownload(before, buildDir, route));
  console.table(
    rows.map((row) => ({
      route: row.route,
      files: row.files,
      'KB (br)': Math.round(row.bytes / 102.4) / 10,
      'again: files': row.changedFiles,
      'again: KB (br)': Math.round(row.changedBytes / 102.4) / 10,
      'HTML changed': row.htmlChanged,
    })),
  );
  return rows;
}
