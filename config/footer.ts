/** Footer columns: Docs (with llms.txt and llms-full.txt), Community, More. */
import type { Footer } from '@docusaurus/theme-common';
import { SITE } from './site';
import { RELEASE_LABEL } from '../src/lib/versions';

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Docs',
      items: [
        { label: 'Documentation', to: '/docs' },
        { label: 'Simple track', to: '/docs/simple/intro' },
        { label: 'Technical track', to: '/docs/technical/intro' },
        { label: 'API reference', to: '/api' },
        { label: 'llms.txt', href: '/llms.txt', target: '_self' },
        { label: 'llms-full.txt', href: '/llms-full.txt', target: '_self' },
      ],
    },
    {
      title: 'Community',
      items: [
        { label: 'Website', href: SITE.website },
        { label: 'Discord', href: SITE.discord },
        { label: 'X (Twitter)', href: SITE.social },
      ],
    },
    {
      title: 'More',
      items: [
        { label: 'Blog', to: '/blog' },
        { label: 'RSS', href: '/blog/rss.xml', target: '_self' },
        { label: 'GitHub', href: SITE.github },
      ],
    },
  ],
  copyright: `elizaOS documentation: ${RELEASE_LABEL}. Built with Docusaurus.`,
} satisfies Footer;
