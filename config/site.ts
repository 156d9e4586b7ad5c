/** The site's own constants (title, URLs, versions), in one place so pages, tests and config agree. */
import { DOCS_VERSION, ELIZA_VERSION, LEGACY_DOCS_VERSION, SITE_VERSION } from '../src/lib/versions';

export const SITE = {
  title: 'elizaOS',
  tagline: 'Build autonomous AI agents that live on Discord, Telegram, X and more',
  url: 'https://eliza.how',
  siteVersion: SITE_VERSION,
  docsVersion: DOCS_VERSION,
  legacyDocsVersion: LEGACY_DOCS_VERSION,
  frameworkVersion: '3.8.1',
  coreVersion: ELIZA_VERSION,
  github: 'https://github.com/elizaos/eliza',
  website: 'https://elizaos.ai',
  discord: 'https://discord.gg/elizaos',
  social: 'https://twitter.com/elizaos',
} as const;
