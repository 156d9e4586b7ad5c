/** Schema of a showcase entry: a project built on elizaOS, listed at /showcase. */
import { z } from 'zod';
import { showcaseTags } from '../labels/showcase';

export const showcaseEntrySchema = z
  .object({
    title: z.string().min(1, 'a title is required'),
    website: z.string().url(),
    source: z.string().url().optional(),
    tags: z.array(z.enum(showcaseTags)).min(1, 'at least one tag is required'),
  })
  .strict();

export const showcaseSchema = z.array(showcaseEntrySchema);
export type ShowcaseEntry = z.infer<typeof showcaseEntrySchema>;
