/** /showcase: projects built on elizaOS, from src/data/showcase.json, searchable and filterable by tag. */
import React, { useMemo, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import showcase from '@site/src/data/showcase.json';
import { showcaseTags } from '@site/src/data/labels/showcase';
import type { ShowcaseEntry } from '@site/src/data/schemas/showcase';
import { filterEntries, countTags } from '@site/src/lib/filterEntries';
import { useUrlFilter } from '@site/src/components/useUrlFilter';
import FilterBar from '@site/src/components/FilterBar';
import ShowcaseCard from './_components/ShowcaseCard';
import styles from './styles.module.css';

const entries = showcase as ShowcaseEntry[];
const tagLabels: Record<string, string> = { favorite: 'Favorite', adapter: 'Adapter', client: 'Client', plugin: 'Plugin' };

export default function Showcase(): ReactNode {
  const [state, setState] = useUrlFilter();
  const visible = useMemo(() => filterEntries(entries, state), [state]);
  const counts = useMemo(() => countTags(entries), []);
  const facets = showcaseTags.map((tag) => ({ tag, label: tagLabels[tag], count: counts.get(tag) ?? 0 }));
  return (
    <Layout title="Showcase" description="Adapters, clients and plugins the elizaOS community has built and published.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Showcase</Heading>
        <p>
          {entries.length} projects from the elizaOS plugin registry: database adapters, platform clients and plugins. Filter by tag or name; each card links to
          the project&apos;s repository. For settings and install commands, see the <a href="/packages">package catalogue</a>.
        </p>
        <FilterBar label="Search projects" state={state} facets={facets} resultCount={visible.length} onChange={setState} />
        <ul className={styles.grid}>
          {visible.map((entry) => (
            <ShowcaseCard key={entry.website} entry={entry} />
          ))}
        </ul>
      </main>
    </Layout>
  );
}
