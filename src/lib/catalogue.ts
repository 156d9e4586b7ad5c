/**
 * The package catalogue and the partners as the pages receive them (cards, page data, labels), without the validator:
 * the pages import this module, so zod stays out of the browser bundle. ./loadCatalogue.ts validates the data files.
 */
import type { PackageEntry } from '../data/schemas/packages';
import type { Partner } from '../data/schemas/partners';
import { packageKey, packageRoute } from '../data/labels/packages';
import { partnerRoute } from '../data/labels/partners';

export interface Catalogue {
  packages: PackageEntry[];
  partners: Partner[];
  packageByKey: Map<string, PackageEntry>;
  partnerBySlug: Map<string, Partner>;
}

export function byName<T extends { name: string }>(a: T, b: T): number {
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
}

/** Letters and hue of the generated monogram that stands in for a partner's logo (no third-party image is shipped). */
function monogram(name: string, slug: string): { letters: string; hue: number } {
  const words = name.split(/[\s.\-_/]+/).filter((word) => /[A-Za-z0-9]/.test(word));
  const letters =
    words.length >= 2
      ? `${words[0].replace(/[^A-Za-z0-9]/g, '')[0]}${words[1].replace(/[^A-Za-z0-9]/g, '')[0]}`
      : (words[0] ?? slug).replace(/[^A-Za-z0-9]/g, '').slice(0, 2);
  let hash = 0;
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return { letters: letters.toUpperCase(), hue: hash % 360 };
}

const LINK_LABELS: Array<[RegExp, string]> = [
  [/^https:\/\/(www\.)?(twitter|x)\.com\//, 'X'],
  [/^https:\/\/(www\.)?github\.com\//, 'GitHub'],
  [/^https:\/\/(www\.)?discord\.(gg|com)\//, 'Discord'],
  [/^https:\/\/(www\.)?linkedin\.com\//, 'LinkedIn'],
  [/^https:\/\/(www\.)?youtube\.com\//, 'YouTube'],
  [/^https:\/\/t\.me\//, 'Telegram'],
  [/^https:\/\/linktr\.ee\//, 'Linktree'],
];

/** A short label for a partner link: the service for known hosts, else the host name. */
export function linkLabel(url: string): string {
  const known = LINK_LABELS.find(([pattern]) => pattern.test(url));
  if (known) return known[1];
  return new URL(url).hostname.replace(/^www\./, '');
}

/** A URL as a reader scans it: no scheme, no www, no query string, no trailing slash. */
export function displayUrl(url: string): string {
  const { hostname, pathname } = new URL(url);
  return `${hostname.replace(/^www\./, '')}${pathname.replace(/\/+$/, '')}`;
}

/** The account or path part of a profile link, shown beside the service name (e.g. "0g_labs"). */
export function linkHandle(url: string): string {
  const { pathname } = new URL(url);
  return decodeURIComponent(pathname.replace(/^\/+|\/+$/g, '')) || new URL(url).hostname.replace(/^www\./, '');
}

// ---------------------------------------------------------------------------------------------------------------
// What each generated page receives (the catalogue plugin writes one JSON module of these per route)
// ---------------------------------------------------------------------------------------------------------------

export interface PackageCard {
  key: string;
  kind: PackageEntry['kind'];
  slug: string;
  name: string;
  summary: string;
  route: string;
  npmPackage?: string;
  category?: PackageEntry['category'];
  supports?: PackageEntry['supports'];
  status: PackageEntry['status'];
}

interface PartnerRef {
  slug: string;
  name: string;
  route: string;
}

export interface PackageDetailData {
  entry: PackageEntry;
  route: string;
  /** For a 0.x entry: the 1.x entry that takes over its role. */
  successor?: PackageCard;
  partner?: PartnerRef;
  mentionedPartners: PartnerRef[];
  /** Other entries for the same npm package, or about the same partner. */
  related: Array<PackageCard & { reason: 'same-package' | 'same-partner' }>;
}

export interface PartnerCard {
  slug: string;
  name: string;
  route: string;
  tags: Partner['tags'];
  summary: string;
  monogram: { letters: string; hue: number };
  pluginCount: number;
}

export interface PartnerPageData {
  partner: Partner;
  route: string;
  briefRoute: string;
  monogram: { letters: string; hue: number };
  /** Plugins about the partner's product. */
  subjectPlugins: PackageCard[];
  /** Plugins the partner's page mentions. */
  mentionedPlugins: PackageCard[];
  /** Entries whose pages name the partner (chains they support, tools they use). */
  namedBy: PackageCard[];
}

export function packageCard(entry: PackageEntry): PackageCard {
  return {
    key: packageKey(entry),
    kind: entry.kind,
    slug: entry.slug,
    name: entry.name,
    summary: entry.summary,
    route: packageRoute(entry),
    ...(entry.npmPackage ? { npmPackage: entry.npmPackage } : {}),
    ...(entry.category ? { category: entry.category } : {}),
    ...(entry.supports ? { supports: entry.supports } : {}),
    status: entry.status,
  };
}

function partnerRef(partner: Partner): PartnerRef {
  return { slug: partner.slug, name: partner.name, route: partnerRoute(partner.slug) };
}

export function packageDetail(catalogue: Catalogue, entry: PackageEntry): PackageDetailData {
  const partner = entry.relatedPartner ? catalogue.partnerBySlug.get(entry.relatedPartner) : undefined;
  const related: PackageDetailData['related'] = [];
  for (const other of catalogue.packages) {
    if (other === entry) continue;
    if (entry.npmPackage && other.npmPackage === entry.npmPackage) related.push({ ...packageCard(other), reason: 'same-package' });
    else if (entry.relatedPartner && other.relatedPartner === entry.relatedPartner) related.push({ ...packageCard(other), reason: 'same-partner' });
  }
  const successor = entry.successor ? catalogue.packageByKey.get(entry.successor) : undefined;
  return {
    entry,
    route: packageRoute(entry),
    ...(successor ? { successor: packageCard(successor) } : {}),
    ...(partner ? { partner: partnerRef(partner) } : {}),
    mentionedPartners: entry.mentionedPartners.map((slug) => partnerRef(catalogue.partnerBySlug.get(slug)!)),
    related: related.sort(byName),
  };
}

/**
 * What the npm registry served for the entry's 1.x line, in a sentence (the page and its Markdown twin both show it):
 * the release that fits the docs' core, the newest and the core it needs, or plainly that there is none.
 */
export function releaseNote(entry: PackageEntry, docsCore: string): string | undefined {
  const releases = entry.npmReleases;
  if (!releases) return undefined;
  const read = `Read from the npm registry on ${releases.readAt}.`;
  const needs = (core?: string) => (core ? `@elizaos/core ${core}` : 'a core range it does not declare');
  if (releases.state === 'not-on-npm') {
    const recorded = entry.registry?.npm['1.x'];
    if (recorded) {
      return `The plugin registry records npm release ${recorded} for 1.x, but the npm registry returned no package of this name on ${releases.readAt}, so its core range, settings and code could not be checked.`;
    }
    return entry.supports?.includes('1.x')
      ? `No npm package of this name was found (${releases.readAt}): the CLI installs the plugin from its GitHub repository, as the plugin registry records it.`
      : `No npm package of this name was found when the npm registry was read on ${releases.readAt}.`;
  }
  if (releases.state === 'no-1x') return `The npm package has no 1.x release. ${read}`;
  const newest = releases.newest!;
  if (releases.forDocs) {
    const same = releases.forDocs.version === newest.version;
    return `${releases.forDocs.version} is the newest 1.x release that works with core ${docsCore}, the release these docs describe (it asks for ${needs(releases.forDocs.core)}).${
      same ? '' : ` The newest 1.x release, ${newest.version}, needs ${needs(newest.core)}.`
    } ${read}`;
  }
  // "latest" or "workspace:*" names no version: such a release cannot be matched to a core release.
  if (newest.core && /^(workspace:|[a-z])/i.test(newest.core)) {
    return `No 1.x release is known to work with core ${docsCore}: the newest, ${newest.version}, gives its core dependency as "${newest.core}" rather than a version range, and no release declares a range that includes ${docsCore}. ${read}`;
  }
  // "Declares", not "works": plugin-twitter 1.2.21 asks for core ^1.2.5 yet loads and runs in a 1.2.0 project (d75 run).
  return `No 1.x release declares support for core ${docsCore}, the release these docs describe: the newest, ${newest.version}, needs ${needs(newest.core)}, and may not load on ${docsCore}. Upgrade the core packages first, or add a release and check that the start-up line "Final plugins being loaded" names it. ${read}`;
}

const GUIDES: Array<{ words: RegExp; label: string; to: string }> = [
  { words: /\bdiscord\b/i, label: 'Discord agent template (1.x)', to: '/docs/simple/templates/discord-agent' },
  { words: /\btelegram\b/i, label: 'Telegram agent template (1.x)', to: '/docs/simple/templates/telegram-agent' },
  { words: /\b(twitter|x)\b/i, label: 'X (Twitter) agent template (1.x)', to: '/docs/simple/templates/twitter-agent' },
  { words: /\b(sql|postgres|postgresql|pglite|sqlite|database|db)\b/i, label: 'Database and storage in 1.x', to: '/docs/core/database' },
];

/** The templates and guides a catalogue search is about (shown when a version filter leaves no entry). */
export function guidesFor(query: string): Array<{ label: string; to: string }> {
  const found = GUIDES.filter((guide) => guide.words.test(query)).map(({ label, to }) => ({ label, to }));
  return [...found, { label: 'How plugins work in 1.x', to: '/docs/core/plugins' }];
}

export function partnerCard(catalogue: Catalogue, partner: Partner): PartnerCard {
  return {
    slug: partner.slug,
    name: partner.name,
    route: partnerRoute(partner.slug),
    tags: partner.tags,
    summary: partner.summary,
    monogram: monogram(partner.name, partner.slug),
    pluginCount: partner.plugins.length,
  };
}

export function partnerPage(catalogue: Catalogue, partner: Partner): PartnerPageData {
  const plugins = (relation: 'subject' | 'mentioned') =>
    partner.plugins
      .filter((link) => link.relation === relation)
      .map((link) => packageCard(catalogue.packageByKey.get(`plugin/${link.slug}`)!))
      .sort(byName);
  return {
    partner,
    route: partnerRoute(partner.slug),
    briefRoute: `${partnerRoute(partner.slug)}/brief`,
    monogram: monogram(partner.name, partner.slug),
    subjectPlugins: plugins('subject'),
    mentionedPlugins: plugins('mentioned'),
    namedBy: catalogue.packages
      .filter((entry) => entry.mentionedPartners.includes(partner.slug))
      .map(packageCard)
      .sort(byName),
  };
}
