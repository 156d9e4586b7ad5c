/** The site's own constants (SPEC §9), in one place so pages, tests and config agree. */
export const SITE = {
  title: 'elizaOS',
  tagline: 'Build autonomous AI agents that live on Discord, Telegram, X and more',
  url: 'https://eliza.how',
  siteVersion: '1.0.16',
  docsVersion: '1.0.17',
  legacyDocsVersion: '0.25.9',
  frameworkVersion: '3.8.1',
  coreVersion: '1.2.0',
  github: 'https://github.com/elizaos/eliza',
  website: 'https://elizaos.ai',
  discord: 'https://discord.gg/elizaos',
  social: 'https://twitter.com/elizaos',
} as const;
