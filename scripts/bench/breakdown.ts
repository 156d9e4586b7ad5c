/**
 * Where a page's first-load JavaScript comes from, by package: `npx tsx scripts/bench/breakdown.ts [buildDir]
 * [--modules <client-modules.json>] [--only doc,api]`. Each script file the page's first load fetches
 * (scripts/first-load-js.ts) is split into its modules (the bundler's chunk format: an object of module factories);
 * each module is named from the client build's module list (.docusaurus/first-load/client-modules.json, written by
 * page-routes) and its package found from its path; a file's brotli size (as served) is shared among its modules in
 * proportion to their minified bytes. Module ids are stable across builds of the same sources, so the list of one
 * build also names the modules of another (an older build's modules that no longer exist show as "unknown").
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { firstLoadFiles, servedSize } from '../first-load-js';
import { ALL_PAGE_TYPES } from '../lib/pageTypes';
import { MODULES_FILE } from '../../src/plugins/first-load/page-routes/pageData';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface ModuleEntry {
  id: string | number;
  name?: string;
  size?: number;
  modules?: Array<{ name?: string; size?: number }>;
}

/** The package a module path belongs to: an npm package, the site's own folder, or generated data. */
export function packageOf(name: string | undefined): string {
  if (!name) return 'unknown';
  const clean = name
    .replace(/^\.\//, '')
    .replace(/ \+ \d+ modules$/, '')
    .replace(/^.*!/, '');
  const nodeModules = clean.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const parts = clean.slice(nodeModules + 'node_modules/'.length).split('/');
    // Modules a plugin generates into node_modules/.cache (the highlighter's languages) are named by their folder.
    return parts[0].startsWith('@') || parts[0] === '.cache' ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (clean.startsWith('.docusaurus/')) {
    if (/\.json$/.test(clean)) return clean.includes('plugin-content-docs') ? 'docs plugin data (version, sidebars)' : 'generated data (.docusaurus)';
    return 'generated code (.docusaurus)';
  }
  const parts = clean.split('/');
  if (['docs', 'api', 'blog', 'news', 'community', 'versioned_docs', 'partners', 'packages'].includes(parts[0])) return `page content (${parts[0]}/)`;
  return parts[0] === 'src' ? `site: src/${parts[1] ?? ''}` : `site: ${parts[0]}`;
}

/**
 * The modules of one chunk file, with their minified bytes: the file is run with a stand-in for the bundler's chunk
 * list, so its push hands over the object of module factories, and each factory's source is its module.
 */
export function chunkModules(source: string): Array<{ id: string; bytes: number }> {
  const self: Record<string, unknown> = {};
  try {
    vm.runInNewContext(source, { self });
  } catch {
    return []; // not a chunk (the runtime): all of it is counted as the file's own code
  }
  const pushed = Object.values(self).filter(Array.isArray).flat() as Array<[unknown, Record<string, (...args: unknown[]) => void>]>;
  return pushed.flatMap(([, factories]) => Object.entries(factories ?? {}).map(([id, factory]) => ({ id, bytes: String(factory).length })));
}

/** KB (brotli, as served) per package of one page's first load. */
export function pageBreakdown(buildDir: string, route: string, names: Map<string, ModuleEntry>): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (name: string, bytes: number) => totals.set(name, (totals.get(name) ?? 0) + bytes);
  for (const file of firstLoadFiles(buildDir, route)) {
    const served = servedSize(buildDir, file);
    const source = readFileSync(file, 'utf8');
    const modules = chunkModules(source);
    const moduleBytes = modules.reduce((sum, module) => sum + module.bytes, 0);
    const base = path.basename(file);
    // What is not a module (the bundler's runtime, the chunk wrapper) keeps its share under the file's own name.
    if (source.length > moduleBytes)
      add(base.startsWith('runtime') ? 'bundler runtime' : 'chunk wrappers', (served * (source.length - moduleBytes)) / source.length);
    for (const module of modules) {
      const share = (served * module.bytes) / source.length;
      const entry = names.get(module.id);
      const inner = entry?.modules?.filter((child) => child.size);
      if (inner?.length) {
        const innerTotal = inner.reduce((sum, child) => sum + (child.size ?? 0), 0);
        for (const child of inner) add(packageOf(child.name), (share * (child.size ?? 0)) / innerTotal);
      } else add(packageOf(entry?.name), share);
    }
  }
  return totals;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const index = args.indexOf(name);
    return index >= 0 ? args.splice(index, 2)[1] : undefined;
  };
  const modulesFile = option('--modules') ?? path.join(root, '.docusaurus/first-load', MODULES_FILE);
  const only = option('--only')?.split(',');
  const buildDir = path.resolve(args[0] ?? path.join(root, 'build'));
  const entries = JSON.parse(readFileSync(modulesFile, 'utf8')) as ModuleEntry[];
  const names = new Map(entries.map((entry) => [String(entry.id), entry]));
  for (const { kind, path: route } of ALL_PAGE_TYPES.filter((type) => !only || only.includes(type.kind))) {
    const totals = [...pageBreakdown(buildDir, route, names)].sort((a, b) => b[1] - a[1]);
    const sum = totals.reduce((total, [, bytes]) => total + bytes, 0);
    console.log(`\n${kind} ${route}: ${(sum / 1024).toFixed(1)} KB`);
    for (const [name, bytes] of totals) if (bytes >= 205) console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)}  ${name}`);
    const small = totals.filter(([, bytes]) => bytes < 205);
    if (small.length)
      console.log(`  ${(small.reduce((total, [, bytes]) => total + bytes, 0) / 1024).toFixed(1).padStart(6)}  ${small.length} others under 0.2 KB`);
  }
}
