/** Loads the package catalogue and the partners: validates every record, rejects duplicates and unresolved cross-links. */
import { packagesSchema, packageKey, packageRoute } from '../data/schemas/packages';
import { partnersSchema } from '../data/schemas/partners';
import type { Catalogue } from './catalogue';
import { validateData, assertUnique, DataValidationError } from './validate';

/** Parses both data files and checks that every plugin ↔ partner link resolves in both directions. */
export function loadCatalogue(packagesData: unknown, partnersData: unknown): Catalogue {
  const packages = validateData('packages.json', packagesSchema, packagesData);
  assertUnique('packages.json', packages, packageKey);
  assertUnique('packages.json', packages, (entry) => packageRoute(entry).toLowerCase());
  const partners = validateData('partners.json', partnersSchema, partnersData);
  assertUnique('partners.json', partners, (partner) => partner.slug);

  const packageByKey = new Map(packages.map((entry) => [packageKey(entry), entry]));
  const partnerBySlug = new Map(partners.map((partner) => [partner.slug, partner]));
  const packageProblems: string[] = [];
  const partnerProblems: string[] = [];

  for (const entry of packages) {
    const at = `entry ${packageKey(entry)}`;
    if (entry.relatedPartner) {
      const partner = partnerBySlug.get(entry.relatedPartner);
      if (!partner) {
        packageProblems.push(
          `${at}, field "relatedPartner": no partner has the slug "${entry.relatedPartner}". Fix: use a slug from partners.json or remove the field.`,
        );
      } else if (entry.kind !== 'plugin') {
        packageProblems.push(`${at}, field "relatedPartner": partners link to plugins only. Fix: remove the field.`);
      } else if (!partner.plugins.some((link) => link.slug === entry.slug && link.relation === 'subject')) {
        packageProblems.push(
          `${at}, field "relatedPartner": partner ${partner.slug} does not list plugin ${entry.slug} as its subject plugin. Fix: add { "slug": "${entry.slug}", "relation": "subject" } to its plugins in partners.json, or remove the field.`,
        );
      }
    }
    if (entry.successor) {
      const successor = packageByKey.get(entry.successor);
      if (!successor)
        packageProblems.push(`${at}, field "successor": no entry has the key "${entry.successor}". Fix: use kind/slug of an entry, or remove the field.`);
      else if (!successor.supports?.includes('1.x')) {
        packageProblems.push(`${at}, field "successor": ${entry.successor} does not support 1.x. Fix: name a 1.x entry, or remove the field.`);
      }
    }
    for (const slug of entry.mentionedPartners) {
      if (!partnerBySlug.has(slug)) {
        packageProblems.push(`${at}, field "mentionedPartners": no partner has the slug "${slug}". Fix: use a slug from partners.json or remove it.`);
      }
    }
  }

  for (const partner of partners) {
    for (const link of partner.plugins) {
      const plugin = packageByKey.get(`plugin/${link.slug}`);
      const at = `entry ${partner.slug}, field "plugins"`;
      if (!plugin) {
        partnerProblems.push(`${at}: no plugin has the slug "${link.slug}". Fix: use a slug of a /packages/plugins page or remove the link.`);
      } else if (link.relation === 'subject' && plugin.relatedPartner !== partner.slug) {
        partnerProblems.push(
          `${at}: plugin ${link.slug} is linked as subject but its relatedPartner is ${plugin.relatedPartner ?? 'absent'}. Fix: set "relatedPartner": "${partner.slug}" on plugin/${link.slug} in packages.json, or change the relation to mentioned.`,
        );
      }
    }
  }

  if (packageProblems.length) throw new DataValidationError('packages.json', packageProblems);
  if (partnerProblems.length) throw new DataValidationError('partners.json', partnerProblems);
  return { packages, partners, packageByKey, partnerBySlug };
}

/** Case-insensitive name order, as a reader scans an index. */
