/**
 * Builds the catalogue and partner records (src/data/packages.json, src/data/partners.json) from the fact files.
 * Fact fields are rebuilt from the facts on every run; written fields (names, summaries, env-var purposes, setup
 * checklists) are the site's own words and are kept from the current records, or taken from a seed file.
 */
import { frameworkVersions, packageKey, type PackageEntry, type PackageCategory, type EnvVar, type RelatedDoc } from '../src/data/schemas/packages';
import type { Partner, PartnerTag } from '../src/data/schemas/partners';

// ---------------------------------------------------------------------------------------------------------------
// The fact files' shapes (only the fields read here)
// ---------------------------------------------------------------------------------------------------------------

type Kind = PackageEntry['kind'];
interface FactPackage {
  slug: string;
  npmPackage: string;
  repo: string;
  supports: string[] | 'unknown';
  supportsSource: string;
  npmVersions: { v0: string | null; v1: string | null } | 'unknown';
  pageStatus?: 'unmaintained' | 'deprecated';
  category?: string;
}
interface FactDetails {
  npmPackage: string;
  envVars?: Array<{ name: string; required?: boolean; purpose?: string }>;
  actions?: string[];
  providers?: string[];
  evaluators?: string[];
  services?: string[];
  platforms?: string[];
  supportedChains?: string[];
  status?: 'unmaintained' | 'deprecated';
  relatedPartner?: string;
  otherPartnersNamed?: string[];
}
interface FactPartner {
  slug: string;
  name: string;
  tags: string[];
  website: string;
}
interface FactPartnerDetails {
  socialLinks: string[];
  relatedPlugins: Array<{ slug: string; basis: string }>;
}
interface RegistryItem {
  repo: string;
}

export interface CatalogueFacts {
  plugins: { items: FactPackage[]; registry: { items: RegistryItem[] }; registryLatest: { items: RegistryItem[] } };
  clients: { items: FactPackage[] };
  adapters: { items: FactPackage[] };
  details: { items: Record<string, FactDetails> };
  partners: { items: FactPartner[] };
  partnerDetails: { items: Record<string, FactPartnerDetails> };
}

/** The site's own words for one entry, keyed like packageKey (plugin/evm) or by partner slug. */
export interface WrittenPackageText {
  name: string;
  summary: string;
  envPurposes?: Record<string, string>;
  checklist?: PackageEntry['checklist'];
  /** The site's classification, for entries the fact files do not categorise (the registry's 1.x-only plugins). */
  category?: PackageCategory;
}
export interface WrittenPartnerText {
  summary: string;
}
export interface WrittenText {
  packages: Record<string, WrittenPackageText>;
  partners: Record<string, WrittenPartnerText>;
}

// ---------------------------------------------------------------------------------------------------------------
// Corrections, each with its source
// ---------------------------------------------------------------------------------------------------------------

/** Names the fact parser took for env vars that are not: the Cronos page lists its action names in the same block. */
const NOT_ENV_VARS: Record<string, string[]> = { 'plugin/cronos': ['SEND_TOKEN', 'CHECK_BALANCE'] };

/**
 * Env vars left out because no source confirms the spelling: the LetzAI page spells its key LETZAI_API_LEY, and no
 * published package was available to check it against.
 */
const UNCONFIRMED_ENV_VARS: Record<string, string[]> = { 'plugin/letzai': ['LETZAI_API_LEY'] };

const CATEGORY: Record<string, PackageCategory> = {
  'ai-model': 'ai-model',
  chain: 'chain',
  'data-provider': 'data-provider',
  'exchange/defi': 'exchange-defi',
  'media-generation': 'media-generation',
  'messaging/social': 'messaging-social',
  storage: 'storage',
  'tee/security': 'tee-security',
  utility: 'utility',
  other: 'other',
};

const TEMPLATE_DOCS: Record<string, RelatedDoc[]> = {
  discord: [
    { label: 'Discord agent template (1.x)', to: '/docs/simple/templates/discord-agent' },
    { label: 'Discord integration internals', to: '/docs/technical/integrations/discord-technical' },
  ],
  telegram: [
    { label: 'Telegram agent template (1.x)', to: '/docs/simple/templates/telegram-agent' },
    { label: 'Telegram integration internals', to: '/docs/technical/integrations/telegram-technical' },
  ],
  twitter: [
    { label: 'X (Twitter) agent template (1.x)', to: '/docs/simple/templates/twitter-agent' },
    { label: 'X (Twitter) integration internals', to: '/docs/technical/integrations/twitter-technical' },
  ],
};
const MULTI_PLATFORM: RelatedDoc = { label: 'Multi-platform agent template', to: '/docs/simple/templates/multi-platform-agent' };

/** Connector pages link to the simple track's platform templates and the technical track's integration pages. */
export const RELATED_DOCS: Record<string, RelatedDoc[]> = {
  'client/discord': [...TEMPLATE_DOCS.discord, MULTI_PLATFORM],
  'client/telegram': [...TEMPLATE_DOCS.telegram, MULTI_PLATFORM],
  'client/telegram-account': TEMPLATE_DOCS.telegram,
  'client/twitter': [...TEMPLATE_DOCS.twitter, MULTI_PLATFORM],
  'plugin/twitter': [...TEMPLATE_DOCS.twitter, MULTI_PLATFORM],
  // The 1.x connectors and database layer (entries added from the registry snapshot, scripts/import-registry.ts).
  'plugin/discord': [...TEMPLATE_DOCS.discord, MULTI_PLATFORM],
  'plugin/telegram': [...TEMPLATE_DOCS.telegram, MULTI_PLATFORM],
  'plugin/sql': [{ label: 'Database and storage in 1.x', to: '/docs/core/database' }],
};

/** Registry snapshot dates, from the fact files' supportsSource ("registry-2025-07-08", "registry-2026-04-22 (...)"). */
function snapshotOf(source: string): '2025-07-08' | '2026-04-22' | undefined {
  const match = /^registry-(\d{4}-\d{2}-\d{2})/.exec(source);
  if (!match) return undefined;
  if (match[1] === '2025-07-08' || match[1] === '2026-04-22') return match[1];
  throw new Error(`unknown registry snapshot "${source}": add its date to registrySnapshots in src/data/schemas/packages.ts`);
}

/**
 * 1.x: the pinned CLI's `elizaos plugins add <plugin>`, which resolves the name through the plugin registry (npm first,
 * the registered GitHub repository when no npm release exists). 0.x: the 0.25 way, adding the package at the
 * registry's 0.x version to the project with pnpm and rebuilding; the character then lists it under `plugins`.
 */
export function installCommands(npmPackage: string, version: '0.x' | '1.x', npmVersion?: string): string[] {
  if (version === '1.x') return [`elizaos plugins add ${npmPackage}`];
  return [`pnpm add ${npmPackage}${npmVersion ? `@${npmVersion}` : ''}`, 'pnpm build'];
}

const ELIZAOS_OWN_LINK = /^https:\/\/github\.com\/(elizaos-plugins|elizaos)(\/|$)/i;

export interface ImportReport {
  notes: string[];
}

/** Builds every record from the facts and the written text; throws naming each entry that lacks written text. */
export function buildCatalogue(facts: CatalogueFacts, text: WrittenText): { packages: PackageEntry[]; partners: Partner[]; report: ImportReport } {
  const notes: string[] = [];
  const missing: string[] = [];
  const subjectOfPlugin = new Map<string, string>();
  for (const [slug, details] of Object.entries(facts.partnerDetails.items)) {
    for (const link of details.relatedPlugins) if (link.basis === 'name match') subjectOfPlugin.set(link.slug, slug);
  }

  const sources: Array<[Kind, FactPackage[]]> = [
    ['adapter', facts.adapters.items],
    ['client', facts.clients.items],
    ['plugin', facts.plugins.items],
  ];
  const packages: PackageEntry[] = [];
  for (const [kind, items] of sources) {
    for (const item of items) {
      const key = packageKey({ kind, slug: item.slug });
      const details = facts.details.items[`${kind}s/${item.slug}`];
      if (!details) throw new Error(`packages-details.json has no ${kind}s/${item.slug}`);
      const written = text.packages[key];
      if (!written) {
        missing.push(key);
        continue;
      }
      const npmPackage = item.npmPackage !== 'unknown' ? item.npmPackage : undefined;
      const supports = item.supports === 'unknown' ? undefined : frameworkVersions.filter((version) => (item.supports as string[]).includes(version));
      const snapshot = snapshotOf(item.supportsSource);
      const versions = item.npmVersions === 'unknown' ? undefined : item.npmVersions;
      const npm = { ...(versions?.v0 ? { '0.x': versions.v0 } : {}), ...(versions?.v1 ? { '1.x': versions.v1 } : {}) };
      const install: PackageEntry['install'] = {};
      for (const version of supports ?? []) {
        if (npmPackage) install[version] = installCommands(npmPackage, version, version === '0.x' ? npm['0.x'] : undefined);
      }

      const dropped = [...(NOT_ENV_VARS[key] ?? []), ...(UNCONFIRMED_ENV_VARS[key] ?? [])];
      const factEnvVars: EnvVar[] = (details.envVars ?? [])
        .filter((envVar) => !dropped.includes(envVar.name))
        .map((envVar) => ({ name: envVar.name, ...(envVar.required !== undefined ? { required: envVar.required } : {}) }));
      const envVars = factEnvVars.map((envVar) => {
        const purpose = written.envPurposes?.[envVar.name];
        return {
          name: envVar.name,
          ...(envVar.required !== undefined ? { required: envVar.required } : {}),
          ...(purpose ? { purpose } : {}),
          ...(envVar.default !== undefined ? { default: envVar.default } : {}),
        };
      });

      const status = details.status ?? item.pageStatus ?? 'maintained';
      if ((details.status ?? null) !== (item.pageStatus ?? null)) notes.push(`${key}: status "${status}" from the page notice in packages-details.json`);
      let relatedPartner = details.relatedPartner;
      if (!relatedPartner && kind === 'plugin' && subjectOfPlugin.has(item.slug)) {
        relatedPartner = subjectOfPlugin.get(item.slug);
        notes.push(`${key}: relatedPartner ${relatedPartner} from partners-details.json (the partner is the plugin's subject)`);
      }

      const entry: PackageEntry = {
        kind,
        slug: item.slug,
        name: written.name,
        summary: written.summary,
        ...(npmPackage ? { npmPackage } : {}),
        ...(item.repo !== 'unknown' ? { repository: item.repo } : {}),
        ...(kind === 'plugin' && item.category ? { category: CATEGORY[item.category] ?? (item.category as PackageCategory) } : {}),
        ...(supports ? { supports } : {}),
        ...(snapshot ? { registry: { snapshot, npm } } : {}),
        status,
        install,
        envVars,
        actions: details.actions ?? [],
        providers: details.providers ?? [],
        evaluators: details.evaluators ?? [],
        services: details.services ?? [],
        platforms: details.platforms ?? [],
        chains: details.supportedChains ?? [],
        ...(relatedPartner ? { relatedPartner } : {}),
        mentionedPartners: (details.otherPartnersNamed ?? []).filter((slug) => slug !== relatedPartner),
        ...(written.checklist?.length ? { checklist: written.checklist } : {}),
        ...(RELATED_DOCS[key] ? { relatedDocs: RELATED_DOCS[key] } : {}),
      };
      packages.push(entry);
    }
  }

  const partners: Partner[] = [];
  for (const item of facts.partners.items) {
    const details = facts.partnerDetails.items[item.slug];
    if (!details) throw new Error(`partners-details.json has no ${item.slug}`);
    const written = text.partners[item.slug];
    if (!written) {
      missing.push(`partner ${item.slug}`);
      continue;
    }
    const seen = new Set([item.website.replace(/\/$/, '')]);
    const links: string[] = [];
    for (const link of details.socialLinks) {
      // Links into elizaOS's own GitHub organisations are not the partner's profiles, and most of those the original
      // pages gave do not match any repository of the plugin registry; the catalogue entries carry the relation instead.
      if (ELIZAOS_OWN_LINK.test(link)) {
        notes.push(`partner ${item.slug}: left out ${link} (an elizaOS organisation link, not the partner's profile)`);
        continue;
      }
      const normalised = link.replace(/\/$/, '');
      if (seen.has(normalised)) continue;
      seen.add(normalised);
      links.push(link);
    }
    partners.push({
      slug: item.slug,
      name: item.name,
      tags: item.tags.map((tag) => tag.toLowerCase() as PartnerTag),
      website: item.website,
      links,
      summary: written.summary,
      plugins: details.relatedPlugins.map((link) => ({ slug: link.slug, relation: link.basis === 'name match' ? 'subject' : 'mentioned' })),
    });
  }

  if (missing.length) {
    throw new Error(`${missing.length} entries have no written name and summary yet: ${missing.join(', ')}. Add them to the seed file (--seed).`);
  }
  return { packages, partners, report: { notes } };
}

/** The written text already in the records, so a re-import keeps it. */
export function writtenTextOf(packages: PackageEntry[], partners: Partner[]): WrittenText {
  const text: WrittenText = { packages: {}, partners: {} };
  for (const entry of packages) {
    const envPurposes = Object.fromEntries(entry.envVars.filter((envVar) => envVar.purpose).map((envVar) => [envVar.name, envVar.purpose!]));
    text.packages[packageKey(entry)] = {
      name: entry.name,
      summary: entry.summary,
      ...(Object.keys(envPurposes).length ? { envPurposes } : {}),
      ...(entry.checklist ? { checklist: entry.checklist } : {}),
      ...(entry.category ? { category: entry.category } : {}),
    };
  }
  for (const partner of partners) text.partners[partner.slug] = { summary: partner.summary };
  return text;
}

/** Seed text overrides the records' text field by field (a seed entry may carry only a checklist, say). */
export function mergeWrittenText(base: WrittenText, seed: Partial<WrittenText>): WrittenText {
  const packages = { ...base.packages };
  for (const [key, value] of Object.entries(seed.packages ?? {})) {
    packages[key] = { ...packages[key], ...value, envPurposes: { ...packages[key]?.envPurposes, ...value.envPurposes } };
  }
  return { packages, partners: { ...base.partners, ...seed.partners } };
}
