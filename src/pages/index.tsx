/** Home page: what elizaOS is, the two reading tracks, and the entry points to every area. */
import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { LEGACY_DOCS_BASE, LEGACY_DOCS_VERSION } from '@site/src/lib/versions';
import clsx from 'clsx';
import Terminal from './_home/Terminal';
import styles from './index.module.css';

interface EntryPoint {
  title: string;
  to: string;
  text: string;
}

const tracks: EntryPoint[] = [
  {
    title: 'Simple track',
    to: '/docs/simple/intro',
    text: 'Never used a terminal? Follow click-by-click guides to get an agent running on Discord, Telegram or X, and to deploy it.',
  },
  {
    title: 'Technical track',
    to: '/docs/technical/intro',
    text: 'Architecture, state, memory, the plugin system and the service layer, for developers who extend the runtime.',
  },
];

/** The areas at a glance; the AI News card states the period the feed covers (config/newsPeriod.ts), so the home page promises what is there. */
function entryPoints(news: { from: string; to: string }): EntryPoint[] {
  return [
    { title: 'Documentation', to: '/docs', text: 'Concepts, the CLI and migration guides for elizaOS 1.x.' },
    { title: 'Quick start', to: '/docs/quickstart', text: 'Install the CLI, create a project and talk to your first agent.' },
    { title: 'API reference', to: '/api', text: 'Every class, interface and function exported by @elizaos/core.' },
    { title: 'REST API', to: '/api/rest', text: 'The HTTP endpoints of the elizaOS server: agents, memories, rooms, messaging.' },
    { title: 'Plugins', to: '/packages', text: 'Adapters, clients and plugins: what each does, its settings and how to install it.' },
    { title: 'Community', to: '/community', text: 'Weekly activity analysis, stream recaps, notes and the video gallery.' },
    { title: 'AI News', to: '/news', text: `Daily summaries of the framework's activity, ${news.from} to ${news.to}.` },
    { title: `Version ${LEGACY_DOCS_VERSION}`, to: `${LEGACY_DOCS_BASE}/intro`, text: 'Documentation for agents still running the 0.25.x line.' },
  ];
}

function Card({ title, to, text }: EntryPoint): ReactNode {
  return (
    <Link to={to} className={styles.card}>
      <Heading as="h3" className={styles.cardTitle}>
        {title}
      </Heading>
      <p className={styles.cardText}>{text}</p>
    </Link>
  );
}

export default function Home(): ReactNode {
  // Always set by docusaurus.config.ts (config/newsPeriod.ts throws when the feed has no post).
  const { newsPeriod } = useDocusaurusContext().siteConfig.customFields as { newsPeriod: { from: string; to: string } };
  const areas = entryPoints(newsPeriod);
  return (
    <Layout
      title="Documentation for autonomous AI agents"
      description="Build, run and extend autonomous AI agents with elizaOS, the open-source TypeScript framework."
    >
      <header className={styles.hero}>
        <div className={clsx('container', styles.heroGrid)}>
          <div>
            <Heading as="h1" className={styles.heroTitle}>
              elizaOS documentation
            </Heading>
            <p className={styles.heroText}>
              elizaOS is an open-source TypeScript framework for autonomous AI agents. An agent has a character, talks through platform plugins such as Discord,
              Telegram and X, remembers conversations, and acts through actions you can write yourself.
            </p>
            <div className={styles.heroButtons}>
              <Link className="button button--primary button--lg" to="/docs/quickstart">
                Get started
              </Link>
              <Link className="button button--secondary button--lg" to="/docs">
                Read the docs
              </Link>
            </div>
          </div>
          <Terminal />
        </div>
      </header>
      <main className="container margin-vert--lg">
        <section aria-labelledby="tracks-heading">
          <Heading as="h2" id="tracks-heading">
            Choose your track
          </Heading>
          <div className={styles.grid2}>
            {tracks.map((track) => (
              <Card key={track.to} {...track} />
            ))}
          </div>
        </section>
        <section aria-labelledby="areas-heading" className="margin-top--lg">
          <Heading as="h2" id="areas-heading">
            Find your way
          </Heading>
          <div className={styles.grid4}>
            {areas.map((entry) => (
              <Card key={entry.to} {...entry} />
            ))}
          </div>
        </section>
        <section aria-labelledby="ask-heading" className="margin-top--lg">
          <Heading as="h2" id="ask-heading">
            Ask instead of searching
          </Heading>
          <p>
            Press <kbd>Ctrl</kbd> + <kbd>K</kbd> to search every page, open <strong>Ask the docs</strong> to get an answer with links to the pages it came from,
            or give your own assistant <Link to="/llms-full.txt">llms-full.txt</Link>, the whole documentation as one text file.
          </p>
        </section>
      </main>
    </Layout>
  );
}
