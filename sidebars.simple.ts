/** The simple track (/docs/simple): for readers who have never used a terminal. */
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  simpleSidebar: [
    { type: 'doc', id: 'simple/intro', label: 'Introduction' },
    {
      type: 'category',
      label: 'Getting Started',
      collapsed: false,
      items: [{ type: 'doc', id: 'simple/getting-started/quick-start', label: '5-Minute Quick Start' }],
    },
    {
      type: 'category',
      label: 'Templates & Examples',
      items: [
        'simple/templates/quick-start',
        'simple/templates/discord-agent',
        'simple/templates/telegram-agent',
        'simple/templates/twitter-agent',
        'simple/templates/multi-platform-agent',
      ],
    },
    {
      type: 'category',
      label: 'Guides',
      items: [
        'simple/guides/character-creation',
        'simple/guides/plugin-requirements',
        'simple/guides/windows',
        { type: 'category', label: 'Deployment', items: ['simple/guides/deployment-railway', 'simple/guides/deployment-render'] },
      ],
    },
    { type: 'doc', id: 'simple/faq', label: 'FAQ' },
  ],
};

export default sidebars;
