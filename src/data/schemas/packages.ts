/** Schema of a catalogue entry (an adapter, client or plugin listed at /packages): the type and its validator. */
import { z } from 'zod';
import { packageKinds, packageCategories, frameworkVersions, packageStatuses } from '../labels/packages';

export {
  packageKinds,
  packageCategories,
  frameworkVersions,
  packageKindDocs,
  kindLabels,
  categoryLabels,
  statusLabels,
  packageRoute,
  packageKey,
} from '../labels/packages';
export type { PackageKind, PackageCategory, FrameworkVersion } from '../labels/packages';

/** Dates of the plugin-registry snapshots the version facts come from. */
const registrySnapshots = ['2025-07-08', '2026-04-22'] as const;

const fix = (message: string) => ({ message });

/** Slugs are the route segment: as the original site spelled them (ATTPs, lensNetwork, d-a-t-a). */
export const slugSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9.-]*$/, fix('use letters, digits, dots and hyphens only'));
const npmNameSchema = z
  .string()
  .regex(/^(@[a-z0-9][\w.-]*\/)?[A-Za-z0-9][\w.-]*$/, fix('use an npm package name such as @elizaos/plugin-evm'));
const oneLine = (max: number) =>
  z
    .string()
    .min(1, fix('write one line; an empty string is not allowed (leave the field out if it is unknown)'))
    .max(max, fix(`keep it under ${max} characters`))
    .refine((text) => !/\n/.test(text), fix('keep it on one line'))
    .refine((text) => !/\b(TBD|TODO|coming soon|lorem ipsum)\b/i.test(text), fix('write the real text; placeholders are not allowed'));
const httpsUrl = z
  .string()
  .url(fix('write an absolute URL such as https://github.com/elizaos-plugins/plugin-evm'))
  .refine((url) => url.startsWith('https://'), fix('use an https:// URL'));
/** A route of this site, absolute, without trailing slash or .md (e.g. /docs/core/plugins). */
const siteRoute = z
  .string()
  .regex(/^\/[A-Za-z0-9._/-]*[A-Za-z0-9]$|^\/$/, fix('write a site route such as /docs/core/plugins, without a trailing slash'));

const envVarSchema = z
  .object({
    name: z.string().regex(/^[A-Z][A-Z0-9_]*$/, fix('write the variable name in UPPER_SNAKE_CASE, exactly as the package reads it')),
    /** Absent when the source does not say whether the variable is required. */
    required: z.boolean().optional(),
    purpose: oneLine(160).optional(),
    /** The default value, only where the published package states one. */
    default: z.string().optional(),
  })
  .strict();

const checklistStepSchema = z
  .object({
    text: oneLine(400),
    /** The error message a user sees when the step is skipped, exactly as reported. */
    error: z.string().min(1).optional(),
  })
  .strict();

const relatedDocSchema = z.object({ label: oneLine(80), to: siteRoute }).strict();

const releaseSchema = z
  .object({
    version: z.string().regex(/^1\.\d+\.\d+$/, fix('write a 1.x release such as 1.2.5')),
    /** The @elizaos/core range the release declares (peer range where it gives one, else its dependency). */
    core: z.string().min(1).optional(),
  })
  .strict();

/** What the npm registry serves for the package's 1.x line, as read on `readAt` (data/npm-plugins/npm.json). */
const npmReleasesSchema = z
  .object({
    readAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, fix('write the date the registry was read, YYYY-MM-DD')),
    /** published: 1.x releases exist; no-1x: the package exists without a 1.x release; not-on-npm: no package of that name. */
    state: z.enum(['published', 'no-1x', 'not-on-npm']),
    /** The newest 1.x release whose core range admits the core release these docs describe. */
    forDocs: releaseSchema.optional(),
    /** The newest 1.x release. */
    newest: releaseSchema.optional(),
  })
  .strict()
  .refine((releases) => releases.state === 'published' || (!releases.forDocs && !releases.newest), fix('only a published package has releases'));

const packageEntrySchema = z
  .object({
    kind: z.enum(packageKinds, fix(`use one of ${packageKinds.join(', ')}`)),
    slug: slugSchema,
    /** Display name. */
    name: oneLine(60),
    /** What it does, in one line of the site's own words. */
    summary: oneLine(160),
    npmPackage: npmNameSchema.optional(),
    repository: httpsUrl
      .refine((url) => /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/.test(url), fix('link the GitHub repository itself: https://github.com/<owner>/<repo>'))
      .optional(),
    category: z.enum(packageCategories, fix(`use one of ${packageCategories.join(', ')}`)).optional(),
    /**
     * Major lines the plugin registry marks as supported, plus 1.x where the npm registry serves a 1.x release;
     * [] = neither; absent = the registry does not list it.
     */
    supports: z.array(z.enum(frameworkVersions, fix('use 0.x or 1.x'))).optional(),
    registry: z
      .object({
        snapshot: z.enum(registrySnapshots, fix(`use one of the registry snapshot dates ${registrySnapshots.join(', ')}`)),
        /** The npm version the registry records for each major line. */
        npm: z.object({ '0.x': z.string().min(1).optional(), '1.x': z.string().min(1).optional() }).strict(),
      })
      .strict()
      .optional(),
    status: z.enum(packageStatuses, fix(`use one of ${packageStatuses.join(', ')}`)),
    npmReleases: npmReleasesSchema.optional(),
    /** Install commands for each supported major line. */
    install: z.object({ '0.x': z.array(z.string().min(1)).min(1).optional(), '1.x': z.array(z.string().min(1)).min(1).optional() }).strict(),
    envVars: z.array(envVarSchema),
    actions: z.array(z.string().min(1)),
    providers: z.array(z.string().min(1)),
    evaluators: z.array(z.string().min(1)),
    services: z.array(z.string().min(1)),
    /** Model types the 1.x release registers a handler for (ModelType keys such as TEXT_LARGE), read from its code. */
    models: z.array(z.string().regex(/^[A-Z][A-Z0-9_]*$/)).optional(),
    /** Clients: the service it connects to; adapters: the database engine. */
    platforms: z.array(z.string().min(1)),
    chains: z.array(z.string().min(1)),
    /** The partner whose product the package is about (a partner slug). */
    relatedPartner: slugSchema.optional(),
    /** Other partners the package's page names, such as chains it supports (partner slugs). */
    mentionedPartners: z.array(slugSchema),
    /**
     * The 1.x entry that takes over this 0.x entry's role (a key such as plugin/discord): its page says so at the top.
     */
    successor: z
      .string()
      .regex(/^(adapter|client|plugin)\/[A-Za-z0-9][A-Za-z0-9.-]*$/, fix('write the successor as kind/slug, e.g. plugin/discord'))
      .optional(),
    /** Where the env vars, actions and services were checked against the published package. */
    checkedAgainst: z.object({ package: npmNameSchema, version: z.string().regex(/^\d+\.\d+\.\d+/) }).strict().optional(),
    /** Connector setup steps (Discord, Telegram, X): each names the error a missed step causes. */
    checklist: z.array(checklistStepSchema).optional(),
    relatedDocs: z.array(relatedDocSchema).optional(),
  })
  .strict()
  .superRefine((entry, ctx) => {
    for (const version of frameworkVersions) {
      const supported = entry.supports?.includes(version) ?? false;
      if (supported && !entry.install[version]) {
        ctx.addIssue({ code: 'custom', path: ['install', version], message: `the entry supports ${version}: add its install commands` });
      }
      if (!supported && entry.install[version]) {
        ctx.addIssue({ code: 'custom', path: ['install', version], message: `the entry does not support ${version}: remove these commands or add ${version} to supports` });
      }
    }
    if (entry.install['1.x'] && entry.npmPackage) {
      // Pinned to the release that fits the docs' core where there is one; else through the CLI and the registry.
      const pinned = entry.npmReleases?.forDocs ? `bun add ${entry.npmPackage}@${entry.npmReleases.forDocs.version}` : `elizaos plugins add ${entry.npmPackage}`;
      if (!entry.install['1.x'].includes(pinned)) {
        ctx.addIssue({ code: 'custom', path: ['install', '1.x'], message: `install this 1.x package with "${pinned}"` });
      }
    }
    if (entry.successor && entry.supports?.includes('1.x')) {
      ctx.addIssue({ code: 'custom', path: ['successor'], message: 'only an entry without 1.x support has a 1.x successor: remove the field' });
    }
    if ((entry.install['0.x'] || entry.install['1.x']) && !entry.npmPackage) {
      ctx.addIssue({ code: 'custom', path: ['npmPackage'], message: 'an entry with install commands needs its npm package name' });
    }
    const names = entry.envVars.map((envVar) => envVar.name);
    const duplicate = names.find((name, index) => names.indexOf(name) !== index);
    if (duplicate) ctx.addIssue({ code: 'custom', path: ['envVars'], message: `${duplicate} is listed twice: keep one row per variable` });
    if (entry.kind !== 'plugin' && entry.category) {
      ctx.addIssue({ code: 'custom', path: ['category'], message: 'only plugins carry a category: remove it' });
    }
  });

export const packagesSchema = z.array(packageEntrySchema);
export type PackageEntry = z.infer<typeof packageEntrySchema>;
export type EnvVar = z.infer<typeof envVarSchema>;
export type RelatedDoc = z.infer<typeof relatedDocSchema>;
