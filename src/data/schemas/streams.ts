/** Schema of a community stream: one recorded X Space, podcast, dev school or builder demo, listed at /community/Streams. */
import { z } from 'zod';

/** Words a cut-off phrase ends on ("Discussion about actions vs"); a topic ending on one is a fragment, not a topic. */
const DANGLING = /\s(a|an|the|as|at|in|to|of|on|for|vs|and|or|with|by|from|new)$/;

export const isFragment = (text: string): boolean => DANGLING.test(text.trim()) || /^(to|of|and|or)\s/.test(text.trim());

const label = z
  .string()
  .min(1, 'must not be empty')
  .refine((text) => text === text.trim(), 'must not start or end with spaces')
  .refine((text) => !isFragment(text), 'reads as a cut-off fragment: drop it or complete it from the source')
  .refine((text) => !text.includes('…'), 'must not contain an ellipsis: mark the list as partial instead');

const recordingPlatforms = ['youtube', 'x'] as const;

const recordingSchema = z
  .object({
    url: z
      .string()
      .url()
      .refine((url) => url.startsWith('https://'), 'must be an https URL')
      .refine((url) => !/[\s()<>]/.test(url), 'must not contain spaces, parentheses or angle brackets (it goes into Markdown links)')
      .refine((url) => (url.match(/\?/g) ?? []).length <= 1, 'has two "?" (a pasted tracking suffix): keep only the first query'),
    platform: z.enum(recordingPlatforms),
  })
  .strict()
  .refine(({ url, platform }) => (platform === 'youtube' ? /^https:\/\/(www\.)?youtube\.com\//.test(url) : /^https:\/\/x\.com\//.test(url)), {
    message: 'the URL does not belong to the platform',
    path: ['platform'],
  });

export const streamSchema = z
  .object({
    /** `<month-year>/<page>`, the page's path under /community/Streams. */
    id: z.string().regex(/^\d{2}-\d{4}\/[A-Za-z0-9-]+$/, 'must be "<MM-YYYY>/<page>"'),
    monthYear: z.string().regex(/^(0[1-9]|1[0-2])-\d{4}$/, 'must be "MM-YYYY"'),
    page: z.string().regex(/^[A-Za-z0-9-]+$/, 'must be letters, digits and hyphens'),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be an ISO date (YYYY-MM-DD)'),
    title: z.string().min(1),
    show: z.string().min(1),
    /** People and groups the notes name as hosts or guests, as written there. Empty when the notes name nobody. */
    participants: z.array(label),
    participantsPartial: z.boolean(),
    /** Speakers of a timestamped Space, by the public handle or name the notes give. */
    speakers: z.array(label),
    speakersPartial: z.boolean(),
    topics: z.array(label).min(1, 'a stream needs at least one topic'),
    topicsPartial: z.boolean(),
    /** Short project updates given in turn (the weekly "What Did You Get Done This Week?" format). */
    projectUpdates: z.array(label),
    /** Timestamped segments of a long stream, in order. */
    chapters: z.array(label),
    recordings: z.array(recordingSchema).min(1, 'a stream needs at least one recording link'),
    /** Tutorials and blog posts on this site written from this stream's recording. */
    related: z.array(
      z
        .object({ title: z.string().min(1), route: z.string().regex(/^\/(docs|blog)\/[^?#\s]+$/, 'must be a /docs or /blog route') })
        .strict(),
    ),
  })
  .strict()
  .refine((stream) => stream.id === `${stream.monthYear}/${stream.page}`, { message: 'id must be monthYear/page', path: ['id'] })
  .refine((stream) => stream.date.slice(5, 7) === stream.monthYear.slice(0, 2) && stream.date.slice(0, 4) === stream.monthYear.slice(3), {
    message: 'the date is not in the month of its folder',
    path: ['date'],
  });

export const streamsSchema = z.array(streamSchema);
export type Stream = z.infer<typeof streamSchema>;
export type Recording = z.infer<typeof recordingSchema>;
