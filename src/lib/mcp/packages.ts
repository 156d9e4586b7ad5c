/** Catalogue lookups of the MCP server: one package by name, and lists by kind, category and supported version. */
import { packageRoute, type FrameworkVersion, type PackageCategory, type PackageEntry, type PackageKind } from '../../data/schemas/packages';
import { closest, nameKey } from './text';
import { asksForLegacy, lineOfPackage, lineWeight } from '../retrieval/line';

export const MAX_LIST = 200;

/** Every name a reader may use for an entry: slug, display name, npm name and the npm name without its kind prefix. */
function keysOf(entry: PackageEntry): Set<string> {
  const keys = [entry.slug, entry.name, `${entry.kind}-${entry.slug}`];
  if (entry.npmPackage) {
    keys.push(entry.npmPackage);
    keys.push(entry.npmPackage.replace(/^@[^/]+\//, '').replace(/^(plugin|client|adapter)-/, ''));
  }
  return new Set(keys.map(nameKey));
}

export interface PackageDetails {
  kind: PackageKind;
  slug: string;
  name: string;
  summary: string;
  url: string;
  npmPackage?: string;
  repository?: string;
  category?: PackageCategory;
  status: PackageEntry['status'];
  /** Major framework lines the plugin registry lists it for; absent when the registry does not list it. */
  supportedVersions?: FrameworkVersion[];
  /** The npm version the registry records for each supported line. */
  npmVersions?: Partial<Record<FrameworkVersion, string>>;
  /** The 1.x releases the npm registry served when read: the one that fits the docs' core, and the newest. */
  npmReleases?: PackageEntry['npmReleases'];
  /** For a 0.x entry: the 1.x entry that takes over its role. */
  successor?: { key: string; url: string };
  install: PackageEntry['install'];
  envVars: PackageEntry['envVars'];
  actions: string[];
  providers: string[];
  evaluators: string[];
  services: string[];
  platforms: string[];
  setupSteps?: PackageEntry['checklist'];
  relatedDocs: { label: string; url: string }[];
}

export function packageDetails(entry: PackageEntry, site: string): PackageDetails {
  return {
    kind: entry.kind,
    slug: entry.slug,
    name: entry.name,
    summary: entry.summary,
    url: site + packageRoute(entry),
    ...(entry.npmPackage ? { npmPackage: entry.npmPackage } : {}),
    ...(entry.repository ? { repository: entry.repository } : {}),
    ...(entry.category ? { category: entry.category } : {}),
    status: entry.status,
    ...(entry.supports ? { supportedVersions: entry.supports } : {}),
    ...(entry.registry ? { npmVersions: entry.registry.npm } : {}),
    ...(entry.npmReleases ? { npmReleases: entry.npmReleases } : {}),
    ...(entry.successor ? { successor: { key: entry.successor, url: `${site}/packages/${entry.successor.replace('/', 's/')}` } } : {}),
    install: entry.install,
    envVars: entry.envVars,
    actions: entry.actions,
    providers: entry.providers,
    evaluators: entry.evaluators,
    services: entry.services,
    platforms: entry.platforms,
    ...(entry.checklist ? { setupSteps: entry.checklist } : {}),
    relatedDocs: (entry.relatedDocs ?? []).map((doc) => ({ label: doc.label, url: site + doc.to })),
  };
}

export type PackageLookup = { found: PackageEntry[] } | { found: []; suggestions: string[] };

/**
 * Entries whose slug, name or npm name is `name` (several when kinds share a name, e.g. a client and a plugin): the
 * 1.x one first, unless the name points at 0.x (such as client-discord).
 */
export function lookupPackage(packages: PackageEntry[], name: string, kind?: PackageKind): PackageLookup {
  const key = nameKey(name);
  const pool = kind ? packages.filter((entry) => entry.kind === kind) : packages;
  const legacy = asksForLegacy(name);
  const weight = (entry: PackageEntry) => lineWeight(lineOfPackage(entry.supports), { legacy });
  const found = key ? pool.filter((entry) => keysOf(entry).has(key)).sort((a, b) => weight(b) - weight(a)) : [];
  if (found.length) return { found };
  return {
    found: [],
    suggestions: closest(
      name,
      pool.map((entry) => entry.npmPackage ?? entry.slug),
    ),
  };
}

export interface PackageFilters {
  kind?: PackageKind;
  category?: PackageCategory;
  supports?: FrameworkVersion;
  limit?: number;
  offset?: number;
}

export interface PackageSummary {
  kind: PackageKind;
  slug: string;
  name: string;
  summary: string;
  npmPackage?: string;
  supportedVersions?: FrameworkVersion[];
  url: string;
}

export function listPackages(
  packages: PackageEntry[],
  filters: PackageFilters,
  site: string,
): { total: number; offset: number; items: PackageSummary[]; nextOffset?: number } {
  const matching = packages
    .filter((entry) => !filters.kind || entry.kind === filters.kind)
    .filter((entry) => !filters.category || entry.category === filters.category)
    .filter((entry) => !filters.supports || (entry.supports ?? []).includes(filters.supports))
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
  const offset = Math.max(0, filters.offset ?? 0);
  const limit = Math.min(Math.max(1, filters.limit ?? 50), MAX_LIST);
  const items = matching.slice(offset, offset + limit).map((entry) => ({
    kind: entry.kind,
    slug: entry.slug,
    name: entry.name,
    summary: entry.summary,
    ...(entry.npmPackage ? { npmPackage: entry.npmPackage } : {}),
    ...(entry.supports ? { supportedVersions: entry.supports } : {}),
    url: site + packageRoute(entry),
  }));
  return { total: matching.length, offset, items, ...(offset + limit < matching.length ? { nextOffset: offset + limit } : {}) };
}
