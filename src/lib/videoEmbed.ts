/** Player addresses for the video facade: nothing here is requested until a reader presses play. */
export type VideoSourceInput = { kind: 'youtube'; youtubeId: string } | { kind: 'file'; url: string };

/** YouTube's privacy-enhanced host: it sets no cookies until the reader plays the video. */
const YOUTUBE_EMBED_HOST = 'https://www.youtube-nocookie.com';

export function youtubeEmbedUrl(youtubeId: string): string {
  return `${YOUTUBE_EMBED_HOST}/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`;
}

/** The address the player element loads: the no-cookie embed for YouTube, the file itself otherwise. */
export function playerUrl(source: VideoSourceInput): string {
  return source.kind === 'youtube' ? youtubeEmbedUrl(source.youtubeId) : source.url;
}
