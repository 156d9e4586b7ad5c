/**
 * The catalogue's fixed vocabularies and their labels, without the validator: the pages import these, so zod
 * (src/data/schemas/packages.ts, used at build time) stays out of the browser bundle.
 */
import { LEGACY_DOCS_BASE, LEGACY_DOCS_VERSION } from '../../lib/versions';

export const packageKinds = ['adapter', 'client', 'plugin'] as const;
export const packageCategories = [
  'ai-model',
  'chain',
  'data-provider',
  'exchange-defi',
  'media-generation',
  'messaging-social',
  'storage',
  'tee-security',
  'utility',
  'other',
] as const;
export const frameworkVersions = ['0.x', '1.x'] as const;
export const packageStatuses = ['maintained', 'unmaintained', 'deprecated'] as const;

export type PackageKind = (typeof packageKinds)[number];
export type PackageCategory = (typeof packageCategories)[number];
export type FrameworkVersion = (typeof frameworkVersions)[number];
export type PackageStatus = (typeof packageStatuses)[number];

/** The general docs each kind's page links to, after the entry's own (the package page and its corpus page). */
export const packageKindDocs: Record<PackageKind, Array<{ label: string; to: string }>> = {
  adapter: [
    { label: 'Database and storage in 1.x', to: '/docs/core/database' },
    { label: `Database adapters in ${LEGACY_DOCS_VERSION}`, to: `${LEGACY_DOCS_BASE}/core/database` },
  ],
  client: [
    { label: `Clients in ${LEGACY_DOCS_VERSION}`, to: `${LEGACY_DOCS_BASE}/core/clients` },
    { label: 'Plugins in 1.x', to: '/docs/core/plugins' },
  ],
  plugin: [
    { label: 'How plugins work in 1.x', to: '/docs/core/plugins' },
    { label: 'The elizaos plugins command', to: '/docs/cli/plugins' },
    { label: `Plugins in ${LEGACY_DOCS_VERSION}`, to: `${LEGACY_DOCS_BASE}/core/plugins` },
  ],
};

export const kindLabels: Record<PackageKind, { one: string; many: string }> = {
  adapter: { one: 'Adapter', many: 'Adapters' },
  client: { one: 'Client', many: 'Clients' },
  plugin: { one: 'Plugin', many: 'Plugins' },
};
export const categoryLabels: Record<PackageCategory, string> = {
  'ai-model': 'AI models',
  chain: 'Chains',
  'data-provider': 'Data providers',
  'exchange-defi': 'Exchanges and DeFi',
  'media-generation': 'Media generation',
  'messaging-social': 'Messaging and social',
  storage: 'Storage',
  'tee-security': 'TEE and security',
  utility: 'Utilities',
  other: 'Other',
};
export const statusLabels: Record<PackageStatus, string> = {
  maintained: 'Maintained',
  unmaintained: 'Unmaintained',
  deprecated: 'Deprecated',
};

/** The page of an entry: /packages/{kind}s/{slug}. */
export function packageRoute(entry: { kind: PackageKind; slug: string }): string {
  return `/packages/${entry.kind}s/${entry.slug}`;
}

/** A key unique across kinds, e.g. plugin/evm. */
export function packageKey(entry: { kind: PackageKind; slug: string }): string {
  return `${entry.kind}/${entry.slug}`;
}
