/** Partner tags and their labels, without the validator (src/data/schemas/partners.ts), so pages load no zod. */
export const partnerTags = ['academic', 'agent', 'company', 'project'] as const;
export type PartnerTag = (typeof partnerTags)[number];

export const partnerTagLabels: Record<PartnerTag, { one: string; many: string; description: string }> = {
  academic: { one: 'Academic', many: 'Academic partners', description: 'Universities and research groups.' },
  agent: { one: 'Agent', many: 'Agents', description: 'AI agents and the teams that run them.' },
  company: { one: 'Company', many: 'Companies', description: 'Companies, foundations, protocols and networks.' },
  project: { one: 'Project', many: 'Projects', description: 'Projects such as toolkits, collections and virtual worlds.' },
};

export function partnerRoute(slug: string): string {
  return `/partners/${slug}`;
}
