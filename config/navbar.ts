/** Navbar items, in the original site's order; colour toggle and search box are added by the theme. */
import type { Navbar } from '@docusaurus/theme-common';
import { SITE } from './site';

export const navbar = {
  title: 'elizaOS',
  hideOnScroll: true,
  logo: { alt: 'elizaOS logo', src: 'img/logo.svg', width: 32, height: 32 },
  items: [
    { type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Documentation', position: 'left' },
    {
      type: 'dropdown',
      label: 'Learn',
      position: 'left',
      items: [
        { label: 'Simple track: quick start', to: '/docs/simple/getting-started/quick-start' },
        { label: 'Technical track: architecture', to: '/docs/technical/architecture/overview' },
      ],
    },
    { label: 'API', to: '/api', position: 'left', activeBasePath: '/api' },
    { label: 'Plugins', to: '/packages', position: 'left', activeBasePath: '/packages' },
    {
      type: 'dropdown',
      label: 'Community',
      position: 'left',
      items: [
        { label: 'Partners', to: '/partners' },
        // No public calendar URL is known; the stream schedule is the community's dated event record.
        { label: 'Calendar', to: '/community/Streams' },
        { label: 'Video Gallery', to: '/community/videos' },
      ],
    },
    {
      type: 'dropdown',
      label: 'Blog',
      position: 'left',
      items: [
        { label: 'Main Blog', to: '/blog' },
        { label: 'GitHub Activity', to: '/news' },
      ],
    },
    { type: 'docsVersionDropdown', position: 'right', dropdownActiveClassDisabled: true },
    {
      type: 'dropdown',
      label: 'RSS',
      position: 'right',
      items: [
        { label: 'RSS', href: '/blog/rss.xml', target: '_self' },
        { label: 'Atom', href: '/blog/atom.xml', target: '_self' },
        { label: 'JSON feed', href: '/blog/feed.json', target: '_self' },
        { label: 'AI News RSS', href: '/news/rss.xml', target: '_self' },
      ],
    },
    { href: SITE.github, label: 'GitHub', position: 'right', 'aria-label': 'elizaOS on GitHub' },
  ],
} satisfies Navbar;
