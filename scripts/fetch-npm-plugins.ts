/**
 * Reads the 1.x plugins' facts from the npm registry into data/npm-plugins/, which the catalogue importer reads (the
 * build and the importer never touch the network). Run by hand on a machine with ../shared/facts and the npm client:
 *
 *   npx tsx scripts/fetch-npm-plugins.ts            # writes data/npm-plugins/registry.json and npm.json
 *   npx tsx scripts/fetch-npm-plugins.ts --listing names.tsv --add-only
 *                                                   # also looks up the @elizaos/plugin-* names of a registry listing
 *                                                   # (first column), keeping the facts already read for the others
 *
 * `--listing` exists because the registry's search endpoint is not reachable from every machine: a listing of the
 * registry's package names (one per line, tab-separated columns allowed) stands in for it.
 * Candidates are the names the plugin registry snapshot lists (every entry that supports 1.x or records a 1.x npm
 * release, and every @elizaos/plugin-* name) plus the catalogue's own npm names: no name is guessed. For each, `npm view`
 * gives the 1.x releases and the @elizaos/core range each declares; the importer's choices (the newest release whose
 * range admits the docs' core, and the newest 1.x release) are packed with `npm pack` (cached in /tmp) and their built
 * code is read for the environment variables and the parts it registers.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { listingNames, oneXVersions, pickReleases, readPackageCode, type NpmPackageFacts, type NpmRelease } from './lib/npmPlugins';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const factsDir = process.env.FACTS_DIR ?? path.resolve(root, '../shared/facts');
const REGISTRY_FILE = 'plugin-registry-2026-04-22.json';
const cacheDir = process.env.NPM_PACK_CACHE ?? '/tmp/npm-pack-cache';
const PARALLEL = 4;

interface RegistryEntry {
  git: { repo: string; v1: { version: string | null; branch: string | null } };
  npm: { repo: string | null; v0: string | null; v1: string | null; v0CoreRange: string | null; v1CoreRange: string | null };
  supports: { v0: boolean; v1: boolean; alpha: boolean };
  description: string | null;
}

async function pool<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]);
      }
    }),
  );
  return results;
}

async function npmJson(args: string[]): Promise<unknown> {
  try {
    const { stdout } = await run('npm', [...args, '--json'], { maxBuffer: 64 * 1024 * 1024 });
    return stdout.trim() ? JSON.parse(stdout) : undefined;
  } catch (error) {
    // E404: no such package; E403: the registry refuses the name (npm names with capitals are no longer served).
    const output = `${(error as { stdout?: string }).stdout ?? ''}${(error as { stderr?: string }).stderr ?? ''}`;
    const code = /\b(E404|E403)\b/.exec(output)?.[1];
    if (code) return { lookupError: code };
    throw error;
  }
}

async function view(name: string): Promise<NpmPackageFacts> {
  const meta = (await npmJson(['view', name])) as {
    lookupError?: 'E404' | 'E403';
    versions?: string[];
    description?: string;
    repository?: { url?: string } | string;
    time?: Record<string, string>;
  };
  if (meta.lookupError) return { name, published: false, lookupError: meta.lookupError, releases: [] };
  const oneX = oneXVersions(meta.versions ?? []);
  let releases: NpmRelease[] = [];
  if (oneX.length) {
    const raw = await npmJson(['view', `${name}@>=1.0.0 <2.0.0`, 'version', 'dependencies.@elizaos/core', 'peerDependencies.@elizaos/core']);
    const rows = (Array.isArray(raw) ? raw : [raw]) as Array<Record<string, string>>;
    releases = rows
      .filter((row) => row && oneX.includes(row.version))
      .map((row) => ({
        version: row.version,
        ...(row['dependencies.@elizaos/core'] ? { coreDependency: row['dependencies.@elizaos/core'] } : {}),
        ...(row['peerDependencies.@elizaos/core'] ? { corePeer: row['peerDependencies.@elizaos/core'] } : {}),
        ...(meta.time?.[row.version] ? { published: meta.time[row.version].slice(0, 10) } : {}),
      }));
  }
  const repository = typeof meta.repository === 'string' ? meta.repository : meta.repository?.url;
  return {
    name,
    published: true,
    ...(meta.description ? { description: meta.description } : {}),
    ...(repository ? { repository } : {}),
    versions: (meta.versions ?? []).length,
    releases,
  };
}

async function pack(name: string, version: string): Promise<string> {
  const dir = path.join(cacheDir, `${name.replace('/', '__')}@${version}`);
  if (existsSync(path.join(dir, 'package', 'package.json'))) return path.join(dir, 'package');
  await mkdir(dir, { recursive: true });
  const { stdout } = await run('npm', ['pack', `${name}@${version}`, '--json', '--pack-destination', dir], { maxBuffer: 16 * 1024 * 1024 });
  const [{ filename }] = JSON.parse(stdout) as Array<{ filename: string }>;
  await run('tar', ['-xzf', path.join(dir, path.basename(filename)), '-C', dir]);
  const entries = await readdir(dir);
  // A few tarballs use a folder other than package/ (npm accepts any single top folder).
  const top = entries.find((entry) => !entry.endsWith('.tgz'));
  return path.join(dir, top ?? 'package');
}

function argValue(flag: string): string | undefined {
  const at = process.argv.indexOf(flag);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function main(): Promise<void> {
  const registry = JSON.parse(await readFile(path.join(factsDir, REGISTRY_FILE), 'utf8')) as { lastUpdatedAt: string; registry: Record<string, RegistryEntry> };
  const catalogue = JSON.parse(await readFile(path.join(root, 'src/data/packages.json'), 'utf8')) as Array<{ npmPackage?: string }>;
  const names = new Set<string>();
  const kept: Record<string, RegistryEntry> = {};
  for (const [name, entry] of Object.entries(registry.registry)) {
    const wanted = entry.supports.v1 || entry.npm.v1 !== null || name.startsWith('@elizaos/plugin-');
    if (!wanted) continue;
    kept[name] = entry;
    // An unscoped registry name with no npm release recorded is a GitHub-only entry: an npm package of that name
    // may belong to someone else, so it is not looked up.
    if (!name.startsWith('@') && !entry.npm.v0 && !entry.npm.v1) continue;
    names.add(name);
  }
  for (const entry of catalogue) if (entry.npmPackage?.startsWith('@elizaos/plugin-')) names.add(entry.npmPackage);
  const listing = argValue('--listing');
  if (listing) for (const name of listingNames(await readFile(listing, 'utf8'))) names.add(name);
  const addOnly = process.argv.includes('--add-only');
  const previous = addOnly
    ? (JSON.parse(await readFile(path.join(root, 'data/npm-plugins/npm.json'), 'utf8')) as { readAt: string; packages: Record<string, NpmPackageFacts> })
    : undefined;

  const outDir = path.join(root, 'data/npm-plugins');
  await mkdir(outDir, { recursive: true });
  const registryOut = {
    source: REGISTRY_FILE,
    lastUpdatedAt: registry.lastUpdatedAt,
    entries: Object.fromEntries(
      Object.entries(kept)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, entry]) => [
          name,
          {
            gitRepo: entry.git.repo,
            ...(entry.git.v1.branch ? { v1Branch: entry.git.v1.branch } : {}),
            npm: { v0: entry.npm.v0, v1: entry.npm.v1, v1CoreRange: entry.npm.v1CoreRange },
            supports: { v0: entry.supports.v0, v1: entry.supports.v1 },
            ...(entry.description ? { description: entry.description } : {}),
          },
        ]),
    ),
  };
  await writeFile(path.join(outDir, 'registry.json'), `${JSON.stringify(registryOut, null, 2)}\n`);

  const sorted = [...names].sort().filter((name) => !previous?.packages[name]);
  console.log(`npm view: ${sorted.length} packages, ${PARALLEL} at a time`);
  const viewed = await pool(sorted, async (name) => {
    const facts = await view(name);
    const picks = pickReleases(facts.releases);
    const versions = [...new Set([picks.compatible?.version, picks.newest?.version].filter((v): v is string => Boolean(v)))];
    for (const version of versions) {
      try {
        const dir = await pack(name, version);
        const release = facts.releases.find((candidate) => candidate.version === version)!;
        release.code = await readPackageCode(dir);
      } catch (error) {
        console.warn(`  ${name}@${version}: could not pack or read (${(error as Error).message.split('\n')[0]})`);
      }
    }
    process.stdout.write('.');
    return facts;
  });
  // With --add-only the snapshot keeps its first date: the new names were read later, and only ever add facts.
  const readAt = previous?.readAt ?? new Date().toISOString().slice(0, 10);
  const all = [...Object.values(previous?.packages ?? {}), ...viewed].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const out = { readAt, packages: Object.fromEntries(all.map((facts) => [facts.name, facts])) };
  await writeFile(path.join(outDir, 'npm.json'), `${JSON.stringify(out, null, 2)}\n`);
  console.log(
    `\nwrote data/npm-plugins/registry.json (${Object.keys(kept).length}) and npm.json (${all.length}, ${viewed.length} looked up now), read ${readAt}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
