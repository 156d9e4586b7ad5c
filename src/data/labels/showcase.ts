/** Showcase tags, without the validator (src/data/schemas/showcase.ts), so the page loads no zod. */
export const showcaseTags = ['favorite', 'adapter', 'client', 'plugin'] as const;
