/** Schema of a video in the community gallery at /community/videos: a YouTube video or a video file, in one category. */
import { z } from 'zod';
import { videoCategories } from '../labels/videos';

export { videoCategories, videoCategoryLabels } from '../labels/videos';
export type { VideoCategory } from '../labels/videos';

const youtubeSource = z
  .object({ kind: z.literal('youtube'), youtubeId: z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'must be an 11-character YouTube video id') })
  .strict();

const fileSource = z
  .object({
    kind: z.literal('file'),
    url: z
      .string()
      .url()
      .refine((url) => url.startsWith('https://'), 'must be an https URL (an http video is blocked on an https page)'),
  })
  .strict();

export const videoSchema = z
  .object({
    /** Stable key, derived from the title. */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens'),
    title: z.string().min(1),
    category: z.enum(videoCategories),
    source: z.discriminatedUnion('kind', [youtubeSource, fileSource]),
    /** A second address the original gallery gave for this video. */
    relatedUrl: z.string().url().optional(),
    /** The stream page (`<MM-YYYY>/<page>`) whose recording is this video. */
    streamId: z.string().optional(),
  })
  .strict();

export const videosSchema = z.array(videoSchema);
export type Video = z.infer<typeof videoSchema>;

