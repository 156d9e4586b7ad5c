/** The technical track (/docs/technical): architecture and internals for developers. */
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  technicalSidebar: [
    { type: 'doc', id: 'technical/intro', label: 'Technical Introduction' },
    {
      type: 'category',
      label: 'Architecture',
      collapsed: false,
      items: [
        { type: 'doc', id: 'technical/architecture/overview', label: 'System Overview' },
        'technical/architecture/core-concepts',
        'technical/architecture/state-management',
        'technical/architecture/memory-system',
        'technical/architecture/plugin-system',
        'technical/architecture/service-layer',
        'technical/architecture/room-world-abstraction',
        'technical/architecture/socket-communication',
      ],
    },
    { type: 'category', label: 'API Reference', items: ['technical/api-reference/core-api', 'technical/api-reference/actions-api'] },
    {
      type: 'category',
      label: 'Integrations',
      items: ['technical/integrations/discord-technical', 'technical/integrations/telegram-technical', 'technical/integrations/twitter-technical'],
    },
    {
      type: 'category',
      label: 'Development',
      items: ['technical/development/creating-plugins', 'technical/development/plugin-development', 'technical/development/docs-for-agents'],
    },
    {
      type: 'category',
      label: 'Advanced',
      items: ['technical/advanced/best-practices', 'technical/advanced/performance', 'technical/advanced/production'],
    },
    { type: 'doc', id: 'technical/faq', label: 'FAQ' },
  ],
};

export default sidebars;
