/**
 * Merges the 1.x plugin world into the catalogue: every plugin-registry entry (snapshot of 2026-04-22) that supports
 * 1.x and every @elizaos/plugin-* package with a 1.x release on npm, from the committed snapshots in data/npm-plugins/
 * (written by scripts/fetch-npm-plugins.ts; nothing here touches the network). An entry the catalogue already has for
 * the same npm package gains its 1.x facts, so one package keeps one page with both lines.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { packageKey, type EnvVar, type PackageEntry } from '../src/data/schemas/packages';
import { validateData } from '../src/lib/validate';
import { GENERIC_ENV, coreRange, pickReleases, type NpmPackageFacts, type NpmRelease } from './lib/npmPlugins';
import { RELATED_DOCS, installCommands, type WrittenText } from './import-catalogue';

const codeSchema = z.object({
  settings: z.array(z.string()),
  declared: z.record(z.object({ required: z.boolean().optional(), default: z.string().optional() })).optional(),
  actions: z.array(z.string()),
  providers: z.array(z.string()),
  services: z.array(z.string()),
  models: z.array(z.string()),
});
const releaseSchema = z.object({
  version: z.string().regex(/^1\.\d+\.\d+$/),
  coreDependency: z.string().optional(),
  corePeer: z.string().optional(),
  published: z.string().optional(),
  code: codeSchema.optional(),
});
const npmSnapshotSchema = z.object({
  readAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  packages: z.record(
    z.object({
      name: z.string(),
      published: z.boolean(),
      lookupError: z.enum(['E404', 'E403']).optional(),
      description: z.string().optional(),
      repository: z.string().optional(),
      versions: z.number().optional(),
      releases: z.array(releaseSchema),
    }),
  ),
});
const registrySnapshotSchema = z.object({
  source: z.string(),
  lastUpdatedAt: z.string(),
  entries: z.record(
    z.object({
      gitRepo: z.string().regex(/^[\w.-]+\/[\w.-]+$/),
      v1Branch: z.string().optional(),
      npm: z.object({ v0: z.string().nullable(), v1: z.string().nullable(), v1CoreRange: z.string().nullable() }),
      supports: z.object({ v0: z.boolean(), v1: z.boolean() }),
      description: z.string().optional(),
    }),
  ),
});
export type NpmSnapshot = z.infer<typeof npmSnapshotSchema>;
export type RegistrySnapshot = z.infer<typeof registrySnapshotSchema>;

/** Reads and validates both snapshot files. */
export async function loadRegistrySnapshots(root: string): Promise<{ registry: RegistrySnapshot; npm: NpmSnapshot }> {
  const read = async (name: string) => JSON.parse(await readFile(path.join(root, 'data/npm-plugins', name), 'utf8')) as unknown;
  return {
    registry: validateData('data/npm-plugins/registry.json', registrySnapshotSchema, await read('registry.json')),
    npm: validateData('data/npm-plugins/npm.json', npmSnapshotSchema, await read('npm.json')),
  };
}

/**
 * 0.x entries whose role a 1.x package fills, each with its ground: the 1.x Discord, Telegram and X connectors are
 * the plugin packages of the same names (their 1.x releases run the platform's service); the 1.x database layer is
 * @elizaos/plugin-sql, which runs on PGlite (embedded) or PostgreSQL (its code reads POSTGRES_URL and
 * PGLITE_DATA_DIR), so the 0.x PostgreSQL, PGlite and embedded SQL adapters hand over to it.
 */
export const SUCCESSORS: Record<string, string> = {
  'client/discord': 'plugin/discord',
  'client/telegram': 'plugin/telegram',
  'client/twitter': 'plugin/twitter',
  'client/farcaster': 'plugin/farcaster',
  'adapter/postgres': 'plugin/sql',
  'adapter/pglite': 'plugin/sql',
  'adapter/sqlite': 'plugin/sql',
  'adapter/sqljs': 'plugin/sql',
};

/** The slug a new entry gets: @elizaos/plugin-discord → discord; @scope/plugin-x → scope-plugin-x. */
export function slugOfName(name: string): string {
  const own = /^@elizaos\/plugin-(.+)$/.exec(name);
  return own ? own[1] : name.replace(/^@/, '').replace('/', '-');
}

function release(facts: NpmRelease | undefined): { version: string; core?: string } | undefined {
  if (!facts) return undefined;
  const core = coreRange(facts);
  return { version: facts.version, ...(core ? { core } : {}) };
}

export interface RegistryMergeReport {
  notes: string[];
  added: string[];
  merged: string[];
  /** Entries whose env vars come from a release's code. */
  codeRead: string[];
}

/** The 1.x facts of one npm package, applied to an entry (new or existing). */
function applyNpm(
  entry: PackageEntry,
  facts: NpmPackageFacts | undefined,
  readAt: string,
  written: WrittenText['packages'][string] | undefined,
  notes: string[],
): boolean {
  const key = packageKey(entry);
  if (!facts || !entry.npmPackage) return false;
  if (!facts.published) {
    entry.npmReleases = { readAt, state: 'not-on-npm' };
    return false;
  }
  const { compatible, newest } = pickReleases(facts.releases);
  if (!newest) {
    entry.npmReleases = { readAt, state: 'no-1x' };
    return false;
  }
  entry.npmReleases = {
    readAt,
    state: 'published',
    ...(compatible ? { forDocs: release(compatible) } : {}),
    newest: release(newest),
  };
  if (!entry.supports?.includes('1.x')) entry.supports = [...(entry.supports ?? []).filter((v) => v !== '1.x'), '1.x'];
  entry.install = { ...entry.install, '1.x': compatible ? [`bun add ${entry.npmPackage}@${compatible.version}`] : installCommands(entry.npmPackage, '1.x') };
  const read = [compatible, newest].find((candidate) => candidate?.code);
  if (!read?.code) {
    notes.push(`${key}: ${entry.npmPackage} has 1.x releases, but none could be read`);
    return false;
  }
  const code = { ...read.code, settings: read.code.settings.filter((name) => !GENERIC_ENV.has(name)) };
  const envVars: EnvVar[] = code.settings.map((name) => {
    const declared = code.declared?.[name];
    const purpose = written?.envPurposes?.[name];
    return {
      name,
      ...(declared?.required !== undefined ? { required: declared.required } : {}),
      ...(purpose ? { purpose } : {}),
      ...(declared?.default !== undefined ? { default: declared.default } : {}),
    };
  });
  const dropped = entry.envVars.filter((envVar) => !code.settings.includes(envVar.name)).map((envVar) => envVar.name);
  if (dropped.length) notes.push(`${key}: ${read.version}'s code does not read ${dropped.join(', ')} (listed by the original page): left out`);
  entry.envVars = envVars;
  if (code.actions.length) entry.actions = code.actions;
  if (code.providers.length) entry.providers = code.providers;
  if (code.services.length) entry.services = code.services;
  if (code.models.length) entry.models = code.models;
  else delete entry.models;
  entry.checkedAgainst = { package: entry.npmPackage, version: read.version };
  return true;
}

/** Adds and updates the 1.x entries; throws naming every new entry that has no written name and summary. */
export function mergeRegistry(
  packages: PackageEntry[],
  snapshots: { registry: RegistrySnapshot; npm: NpmSnapshot },
  text: WrittenText,
): { packages: PackageEntry[]; report: RegistryMergeReport } {
  const { registry, npm } = snapshots;
  const report: RegistryMergeReport = { notes: [], added: [], merged: [], codeRead: [] };
  const out = packages.map((entry) => structuredClone(entry));
  const byNpm = new Map<string, PackageEntry[]>();
  for (const entry of out) if (entry.npmPackage) byNpm.set(entry.npmPackage, [...(byNpm.get(entry.npmPackage) ?? []), entry]);

  const names = new Set<string>();
  for (const [name, entry] of Object.entries(registry.entries)) if (entry.supports.v1) names.add(name);
  for (const [name, facts] of Object.entries(npm.packages)) if (name.startsWith('@elizaos/plugin-') && facts.releases.length) names.add(name);

  // Today's entries first: the npm package's 1.x facts join the page it already has.
  for (const entry of out) {
    if (!entry.npmPackage) continue;
    const reg = registry.entries[entry.npmPackage];
    const had1x = entry.supports?.includes('1.x') ?? false;
    if (reg?.supports.v1 && !had1x) {
      entry.supports = [...(entry.supports ?? []), '1.x'];
      entry.install = { ...entry.install, '1.x': installCommands(entry.npmPackage, '1.x') };
      report.notes.push(`${packageKey(entry)}: 1.x from the registry snapshot of 2026-04-22`);
    }
    const read = applyNpm(entry, npm.packages[entry.npmPackage], npm.readAt, text.packages[packageKey(entry)], report.notes);
    if (read) report.codeRead.push(packageKey(entry));
    if (!had1x && entry.supports?.includes('1.x')) report.merged.push(packageKey(entry));
  }

  const missing: string[] = [];
  const taken = new Set(out.map(packageKey));
  for (const name of [...names].sort()) {
    if (byNpm.has(name)) continue;
    const reg = registry.entries[name];
    const kind = /^@elizaos\/(client|adapter)-/.exec(name)?.[1] as 'client' | 'adapter' | undefined;
    const slug = slugOfName(name).replace(/^(client|adapter)-/, '');
    const entryKind = kind ?? 'plugin';
    const key = `${entryKind}/${slug}`;
    if (taken.has(key)) throw new Error(`${name}: the slug ${key} is taken by another package; give it another slug here`);
    const written = text.packages[key];
    if (!written) {
      missing.push(key);
      continue;
    }
    const npmFacts = npm.packages[name];
    const supports: Array<'0.x' | '1.x'> = [];
    if (reg?.supports.v0 && reg.npm.v0) supports.push('0.x');
    supports.push('1.x');
    const entry: PackageEntry = {
      kind: entryKind,
      slug,
      name: written.name,
      summary: written.summary,
      npmPackage: name,
      ...(reg ? { repository: `https://github.com/${reg.gitRepo}` } : {}),
      ...(entryKind === 'plugin' && written.category ? { category: written.category } : {}),
      supports,
      ...(reg
        ? { registry: { snapshot: '2026-04-22' as const, npm: { ...(reg.npm.v0 ? { '0.x': reg.npm.v0 } : {}), ...(reg.npm.v1 ? { '1.x': reg.npm.v1 } : {}) } } }
        : {}),
      status: 'maintained',
      install: {
        ...(supports.includes('0.x') ? { '0.x': installCommands(name, '0.x', reg?.npm.v0 ?? undefined) } : {}),
        '1.x': installCommands(name, '1.x'),
      },
      envVars: [],
      actions: [],
      providers: [],
      evaluators: [],
      services: [],
      platforms: [],
      chains: [],
      mentionedPartners: [],
      ...(RELATED_DOCS[key] ? { relatedDocs: RELATED_DOCS[key] } : {}),
    };
    if (npmFacts) {
      if (applyNpm(entry, npmFacts, npm.readAt, written, report.notes)) report.codeRead.push(key);
    } else {
      entry.npmReleases = { readAt: npm.readAt, state: 'not-on-npm' };
      report.notes.push(`${key}: the registry records no npm release, so the npm registry was not asked (the CLI installs it from ${reg?.gitRepo})`);
    }
    out.push(entry);
    taken.add(key);
    report.added.push(key);
  }
  if (missing.length)
    throw new Error(`${missing.length} new 1.x entries have no written name and summary yet: ${missing.join(', ')}. Add them to the seed file (--seed).`);

  for (const [from, to] of Object.entries(SUCCESSORS)) {
    const entry = out.find((candidate) => packageKey(candidate) === from);
    if (!entry) throw new Error(`successor map: no entry ${from}`);
    if (entry.supports?.includes('1.x')) continue;
    if (!out.some((candidate) => packageKey(candidate) === to && candidate.supports?.includes('1.x'))) {
      report.notes.push(`${from}: its successor ${to} has no 1.x entry, so no successor is named`);
      continue;
    }
    entry.successor = to;
  }
  return { packages: out, report };
}
