/** The two blog instances: the main blog at /blog and the automated AI News feed at /news. */
import type { Options as BlogOptions } from '@docusaurus/plugin-content-blog';
import { SITE } from '../site';
import { NEWS_WINDOW_DAYS } from '../../src/lib/newsWindow';

const commonBlogOptions = {
  showReadingTime: true,
  onInlineAuthors: 'warn',
  onUntruncatedBlogPosts: 'ignore',
  onInlineTags: 'warn',
} satisfies BlogOptions;

export const blog = {
  ...commonBlogOptions,
  path: 'blog',
  routeBasePath: 'blog',
  blogTitle: 'elizaOS Blog',
  blogDescription: 'Releases, guides and stories from the elizaOS project',
  postsPerPage: 10,
  blogSidebarTitle: 'All posts',
  blogSidebarCount: 'ALL',
  tags: 'tags.yml',
  authorsMapPath: 'authors.yml',
  feedOptions: {
    type: 'all',
    title: 'elizaOS Blog',
    description: 'Releases, guides and stories from the elizaOS project',
    copyright: `elizaOS, site ${SITE.siteVersion}`,
    limit: false,
  },
} satisfies BlogOptions;

export const news = {
  ...commonBlogOptions,
  id: 'news',
  path: 'news',
  routeBasePath: 'news',
  blogTitle: 'AI News',
  blogDescription: 'Daily summaries of what changed in the elizaOS framework, written by a summariser',
  blogSidebarTitle: 'Recent days',
  blogSidebarCount: 'ALL',
  postsPerPage: 20,
  authorsMapPath: 'authors.yml',
  tags: 'tags.yml',
  onInlineTags: 'throw',
  // The activity pipeline keeps only this many daily posts (older days go to /news/older), and so does the feed.
  feedOptions: { type: 'rss', title: 'elizaOS AI News', description: 'Daily summaries of what changed in the elizaOS framework', limit: NEWS_WINDOW_DAYS },
} satisfies BlogOptions;
