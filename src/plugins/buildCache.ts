/**
 * Rspack's persistent cache (Docusaurus Faster) is invalidated by the files Docusaurus lists as build dependencies:
 * its own bundler config and docusaurus.config.ts. A local plugin named by path in the config is not among them, so
 * a change to its module replacements would be built from stale cache entries. Each such plugin adds its own files.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [file] : [];
  });
}

/** Adds every script under `dir` to the persistent cache's build dependencies, when that cache is on. */
export function addCacheBuildDependencies(config: { experiments?: unknown }, dir: string): void {
  const cache = (config.experiments as { cache?: { buildDependencies?: string[] } } | undefined)?.cache;
  if (cache?.buildDependencies) cache.buildDependencies.push(...filesUnder(dir));
}
