/** /partners: every partner as a card, filterable by tag and by name, with the filter kept in the URL. */
import React, { useMemo, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { partnerTags, partnerTagLabels } from '@site/src/data/labels/partners';
import type { PartnerCard } from '@site/src/lib/catalogue';
import { filterEntries, countFacet, type FilterOptions } from '@site/src/lib/filterEntries';
import { useUrlFilter } from '@site/src/components/useUrlFilter';
import FilterBar from '@site/src/components/FilterBar';
import { PartnerGrid } from '@site/src/components/PartnerCard';

const OPTIONS: FilterOptions = { tagMatch: 'any' };

export default function PartnerIndex({ partners }: { partners: PartnerCard[] }): ReactNode {
  const isBrowser = useIsBrowser();
  const [state, setState] = useUrlFilter();
  const filterable = useMemo(() => partners.map((card) => ({ card, title: card.name, text: card.summary, tags: card.tags })), [partners]);
  const visible = useMemo(() => filterEntries(filterable, state, OPTIONS), [filterable, state]);
  const counts = countFacet(filterable, state, 'tags', OPTIONS);
  const withPlugins = partners.filter((card) => card.pluginCount > 0).length;
  return (
    <Layout
      title="Partners"
      description="Companies, projects, agent teams and research groups that work with elizaOS, with their links and their plugins in the catalogue."
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">Partners</Heading>
        <p>
          {partners.length} companies, projects, agent teams and research groups work with elizaOS; {withPlugins} of them have plugins in the{' '}
          <Link to="/packages">package catalogue</Link>. Each page links the partner&apos;s website and profiles, and a brief gathers the facts about it.{' '}
          <Link to="/partners/about">About partner pages</Link> · <Link to="/partners/tags">Browse by tag</Link>
        </p>
        <FilterBar
          label="Search partners"
          placeholder="Name or what they build"
          state={state}
          groups={[{ id: 'tags', label: 'Tag', facets: partnerTags.map((tag) => ({ tag, label: partnerTagLabels[tag].one, count: counts.get(tag) ?? 0 })) }]}
          resultCount={visible.length}
          onChange={setState}
          disabled={!isBrowser}
        />
        <PartnerGrid cards={visible.map((entry) => entry.card)} />
        {visible.length === 0 && <p>No partner matches these filters. Clear a filter or change the search words.</p>}
      </main>
    </Layout>
  );
}
