/** Schema of a partner (a company, project, agent or research group listed at /partners): the type and its validator. */
import { z } from 'zod';
import { partnerTags } from '../labels/partners';
import { slugSchema } from './packages';

export { partnerTags, partnerTagLabels } from '../labels/partners';
export type { PartnerTag } from '../labels/partners';

const fix = (message: string) => ({ message });
const httpsUrl = z
  .string()
  .url(fix('write an absolute URL such as https://example.org'))
  .refine((url) => url.startsWith('https://'), fix('use an https:// URL'));

const partnerPluginLinkSchema = z
  .object({
    /** A plugin slug of the catalogue (/packages/plugins/{slug}). */
    slug: slugSchema,
    /** subject: the plugin is about the partner's product; mentioned: the partner's page names the plugin. */
    relation: z.enum(['subject', 'mentioned'], fix('use subject or mentioned')),
  })
  .strict();

const partnerSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, fix('use lowercase letters, digits and hyphens only')),
    name: z.string().min(1, fix('write the partner name as the partner spells it')),
    tags: z.array(z.enum(partnerTags, fix(`use one of ${partnerTags.join(', ')}`))).min(1, fix('give the partner at least one tag')),
    website: httpsUrl,
    /** Social and code-hosting profiles, exactly as the partner published them. */
    links: z.array(httpsUrl),
    /** What the partner builds, in one line of the site's own words. */
    summary: z
      .string()
      .min(1, fix('write one line on what the partner builds'))
      .max(160, fix('keep it under 160 characters'))
      .refine((text) => !/\b(TBD|TODO|coming soon|lorem ipsum)\b/i.test(text), fix('write the real text; placeholders are not allowed')),
    plugins: z.array(partnerPluginLinkSchema),
  })
  .strict()
  .superRefine((partner, ctx) => {
    const slugs = partner.plugins.map((plugin) => plugin.slug);
    const duplicate = slugs.find((slug, index) => slugs.indexOf(slug) !== index);
    if (duplicate) ctx.addIssue({ code: 'custom', path: ['plugins'], message: `plugin ${duplicate} is listed twice: keep one link per plugin` });
    if (new Set(partner.links).size !== partner.links.length) {
      ctx.addIssue({ code: 'custom', path: ['links'], message: 'a link is listed twice: keep one of each' });
    }
  });

export const partnersSchema = z.array(partnerSchema);
export type Partner = z.infer<typeof partnerSchema>;
