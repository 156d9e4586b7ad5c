/**
 * Rspack's persistent cache (Docusaurus Faster) is invalidated by the files Docusaurus lists as build dependencies:
 * its own bundler config and docusaurus.config.ts. A local plugin named by path in the config is not among them, so
 * a change to its module replacements would be built from stale cache entries. Each such plugin adds its own files.
 */
import { listFilesSync } from '../lib/walk';

const filesUnder = (dir: string): string[] => listFilesSync(dir, { accept: (name) => /\.(ts|tsx|mjs|js)$/.test(name) });

/** Adds every script under `dir` to the persistent cache's build dependencies, when that cache is on. */
export function addCacheBuildDependencies(config: { experiments?: unknown }, dir: string): void {
  const cache = (config.experiments as { cache?: { buildDependencies?: string[] } } | undefined)?.cache;
  if (cache?.buildDependencies) cache.buildDependencies.push(...filesUnder(dir));
}
