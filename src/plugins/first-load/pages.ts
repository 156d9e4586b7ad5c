/** A pass over the built pages (page-scoped routes inline each page's route data with it). */
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { htmlCandidates } from '../../lib/builtFiles';

/** The HTML file Docusaurus wrote for a route (trailingSlash: false). */
function htmlFileFor(outDir: string, routePath: string): string | null {
  const candidates = routePath.endsWith('.html') ? [routePath.slice(1)] : htmlCandidates(routePath);
  for (const candidate of candidates) {
    const file = path.join(outDir, decodeURI(candidate));
    if (existsSync(file)) return file;
  }
  return null;
}

export type PageRewrite = (html: string, routePath: string) => Promise<string> | string;

/** Rewrites the page of every route, a few files at a time; returns how many pages it rewrote. */
export async function rewritePages(outDir: string, routePaths: string[], rewrite: PageRewrite, label: string, concurrency = 8): Promise<number> {
  let pages = 0;
  let next = 0;
  const quarter = Math.ceil(routePaths.length / 4);
  const worker = async () => {
    while (next < routePaths.length) {
      const index = next++;
      if (index > 0 && index % quarter === 0) console.log(`[${label}] ${index}/${routePaths.length} pages`);
      const file = htmlFileFor(outDir, routePaths[index]);
      if (!file) continue;
      const html = await rewrite(await readFile(file, 'utf8'), routePaths[index]);
      // Other plugins' postBuild (the search index) read the pages meanwhile: replace each file in one step.
      await writeFile(`${file}.first-load`, html);
      await rename(`${file}.first-load`, file);
      pages += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return pages;
}
