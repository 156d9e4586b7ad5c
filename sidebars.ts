/** The docs plugin's sidebars: the main tutorial sidebar here, the two tracks in their own modules. */
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import simple from './sidebars.simple';
import technical from './sidebars.technical';
import { restDocsCategory } from './config/restReference';

const tutorialSidebar: SidebarsConfig[string] = [
  { type: 'doc', id: 'intro', label: 'Introduction' },
  {
    type: 'category',
    label: 'Getting Started',
    collapsed: false,
    items: [
      'getting-started/prerequisites',
      'quickstart',
      'getting-started/pin-a-project',
      'getting-started/after-1-2-0',
      'getting-started/ai-configuration',
      'getting-started/local-ai',
      'getting-started/database-reset',
      'troubleshooting',
      'faq',
    ],
  },
  {
    type: 'category',
    label: 'Core Concepts',
    items: [
      { type: 'doc', id: 'core/overview', label: 'Overview' },
      'core/agents',
      'core/project',
      'core/characters',
      'core/plugins',
      'core/actions',
      'core/providers',
      'core/evaluators',
      'core/services',
      'core/knowledge',
      'core/database',
      'core/entities',
      'core/worlds',
      'core/rooms',
      'core/tasks',
      'core/testing',
    ],
  },
  {
    type: 'category',
    label: 'Building Plugins',
    items: ['api/plugin-interface', 'plugins/service-registration-pattern', 'plugins/extending-service-types'],
  },
  {
    type: 'category',
    label: 'CLI',
    items: [
      'cli/overview',
      'cli/create',
      'cli/start',
      'cli/dev',
      'cli/agent',
      'cli/plugins',
      'cli/env',
      'cli/test',
      'cli/publish',
      'cli/update',
      'cli/tee',
      'cli/monorepo',
      'cli/stop',
    ],
  },
  {
    type: 'category',
    label: 'Migration',
    items: [
      'migration/project-migration',
      'migration/plugin-migration-tutorial',
      'migration/plugin-migration-detailed',
      {
        type: 'category',
        label: 'AI-assisted plugin migration',
        items: [
          'plugins/migration/claude-code/migration-guide',
          'plugins/migration/claude-code/advanced-migration-guide',
          'plugins/migration/claude-code/integrated-migration-loop',
          'plugins/migration/claude-code/state-and-providers-guide',
          'plugins/migration/claude-code/prompt-and-generation-guide',
          'plugins/migration/claude-code/testing-guide',
          'plugins/migration/claude-code/completion-requirements',
        ],
      },
    ],
  },
  // Generated at prebuild from openapi/elizaos-server-1.2.0.yaml (docs/rest is git-ignored).
  restDocsCategory(),
  'overview/documentation-structure',
  'contributing',
  'awesome-eliza',
  { type: 'doc', id: 'changelog', label: 'Changelog' },
];

const sidebars: SidebarsConfig = { tutorialSidebar, ...simple, ...technical };

export default sidebars;
