/** Turns the gallery list of community.json into video records (before schema validation). */
import type { Video, VideoCategory } from '../../src/data/schemas/videos';
import type { Stream } from '../../src/data/schemas/streams';
import { youtubeIdOf } from './streams';

export interface GalleryFact {
  title: string;
  category: string;
  src: string;
  /** A picture in the original site's static folder; this site has none of them, so it is not imported. */
  thumbnail?: string;
  newLink?: string;
}

export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The gallery's embed URL becomes a YouTube id; any other address is a video file, upgraded to https. */
export function sourceOf(src: string): Video['source'] {
  const embed = /^https:\/\/www\.youtube\.com\/embed\/([A-Za-z0-9_-]{11})$/.exec(src);
  if (embed) return { kind: 'youtube', youtubeId: embed[1] };
  return { kind: 'file', url: src.replace(/^http:\/\//, 'https://') };
}

/** Builds the gallery records and links each YouTube video to the stream page whose recording it is. */
export function buildVideos(gallery: GalleryFact[], streams: Stream[]): Video[] {
  const streamByYoutubeId = new Map<string, string>();
  for (const stream of [...streams].sort((a, b) => a.date.localeCompare(b.date))) {
    for (const recording of stream.recordings) {
      const id = youtubeIdOf(recording.url);
      if (id && !streamByYoutubeId.has(id)) streamByYoutubeId.set(id, stream.id);
    }
  }
  return gallery.map((fact) => {
    const source = sourceOf(fact.src);
    const streamId = source.kind === 'youtube' ? streamByYoutubeId.get(source.youtubeId) : undefined;
    return {
      id: slugify(fact.title),
      title: fact.title,
      category: fact.category as VideoCategory,
      source,
      ...(fact.newLink ? { relatedUrl: fact.newLink } : {}),
      ...(streamId ? { streamId } : {}),
    };
  });
}
