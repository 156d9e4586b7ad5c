/** Video categories and their labels, without the validator (src/data/schemas/videos.ts), so pages load no zod. */
export const videoCategories = ['animation', 'events', 'streams', 'community', 'dev', 'news'] as const;
export type VideoCategory = (typeof videoCategories)[number];

export const videoCategoryLabels: Record<VideoCategory, string> = {
  animation: 'Animations',
  events: 'Events',
  streams: 'Streams',
  community: 'Community',
  dev: 'ElizaOS Developers',
  news: 'Daily News',
};
