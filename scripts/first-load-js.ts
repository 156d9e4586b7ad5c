/**
 * JavaScript a page's first load transfers, read from the build (no browser): the app scripts its boot script
 * starts plus the chunks its page data preloads, at their brotli size as served; and the stylesheets its <head> links. `npx tsx scripts/first-load-js.ts`
 * prints it for one page of each type; the bench and the e2e budget test measure the same thing.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { ALL_PAGE_TYPES } from './lib/pageTypes';
import { htmlCandidates } from '../src/lib/builtFiles';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../src/plugins/first-load/page-routes/pageData';
import { BOOT_ELEMENT_ID } from '../src/plugins/first-load/boot-after-paint/boot';
import { precompressedDirOf } from './lib/serveStatic';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface FirstLoadJs {
  files: number;
  /** Bytes as transferred: the precompressed .br size, or the file's own size when it is too small to compress. */
  bytes: number;
  /** The same files uncompressed. */
  rawBytes: number;
}

/** A built file's size as served: its precompressed brotli copy (build-precompressed/), or compressed here. */
export function servedSize(buildDir: string, file: string): number {
  const copy = `${path.join(precompressedDirOf(buildDir), path.relative(buildDir, file))}.br`;
  if (existsSync(copy)) return statSync(copy).size;
  // Files under 1 KB are served as they are; compress anything else that was not precompressed, as a CDN would.
  const raw = readFileSync(file);
  return raw.length < 1024 ? raw.length : brotliCompressSync(raw).length;
}

export function htmlFile(buildDir: string, route: string): string {
  return path.join(buildDir, htmlCandidates(route)[0]);
}

/** The script files (absolute paths) a page's first load fetches. */
export function firstLoadFiles(buildDir: string, route: string): string[] {
  const html = readFileSync(htmlFile(buildDir, route), 'utf8');
  const boot = new RegExp(`<script id="?${BOOT_ELEMENT_ID}"?>([\\s\\S]*?)</script>`).exec(html);
  const json = new RegExp(`<script type="?application/json"? id="?${PAGE_DATA_ELEMENT_ID}"?>([\\s\\S]*?)</script>`).exec(html);
  // A build without the first-load plugin: Docusaurus' deferred scripts, and route chunks the runtime finds itself.
  const appScripts = boot
    ? [...boot[1].matchAll(/"(\/[^"]+\.js)"/g)].map((m) => m[1])
    : [...html.matchAll(/<script src="?([^\s>"]+)"? defer>/g)].map((m) => m[1]);
  const preload = json ? ((JSON.parse(json[1]) as PageData).preload ?? []) : [];
  return [...new Set([...appScripts, ...preload])].map((url) => path.join(buildDir, url));
}

export function firstLoadJs(buildDir: string, route: string): FirstLoadJs {
  const files = firstLoadFiles(buildDir, route);
  return {
    files: files.length,
    bytes: files.reduce((sum, file) => sum + servedSize(buildDir, file), 0),
    rawBytes: files.reduce((sum, file) => sum + statSync(file).size, 0),
  };
}

/** The stylesheets a page's <head> links (what blocks its first paint), at their brotli size as served. */
export function firstLoadCss(buildDir: string, route: string): FirstLoadJs & { hrefs: string[] } {
  const html = readFileSync(htmlFile(buildDir, route), 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  const hrefs = [...head.matchAll(/<link\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => /\brel="?stylesheet"?/.test(tag))
    .map((tag) => /\bhref="?([^"\s>]+)"?/.exec(tag)?.[1] ?? '')
    .filter((href) => href.startsWith('/'));
  const files = hrefs.map((href) => path.join(buildDir, href));
  return {
    hrefs,
    files: files.length,
    bytes: files.reduce((sum, file) => sum + servedSize(buildDir, file), 0),
    rawBytes: files.reduce((sum, file) => sum + statSync(file).size, 0),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const buildDir = path.join(root, 'build');
  const routes = process.argv.slice(2).length ? process.argv.slice(2).map((route) => ({ kind: 'page', path: route })) : ALL_PAGE_TYPES;
  for (const { kind, path: route } of routes) {
    if (!existsSync(htmlFile(buildDir, route))) {
      console.log(`${kind.padEnd(14)} ${route}: not built`);
      continue;
    }
    const js = firstLoadJs(buildDir, route);
    const css = firstLoadCss(buildDir, route);
    console.log(
      `${kind.padEnd(14)} ${route}: ${(js.bytes / 1024).toFixed(1)} KB brotli (${(js.rawBytes / 1024).toFixed(0)} KB raw) in ${js.files} files; ` +
        `stylesheets ${(css.bytes / 1024).toFixed(1)} KB brotli (${(css.rawBytes / 1024).toFixed(0)} KB raw) in ${css.files}`,
    );
  }
}
