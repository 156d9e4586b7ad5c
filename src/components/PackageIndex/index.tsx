/** /packages: every adapter, client and plugin as a card, with a search box and facets kept in the URL. */
import React, { useMemo, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { categoryLabels, frameworkVersions, kindLabels, packageCategories, packageKinds, packageStatuses, statusLabels } from '@site/src/data/labels/packages';
import { guidesFor, type PackageCard } from '@site/src/lib/catalogue';
import { filterEntries, countFacet, type FilterOptions } from '@site/src/lib/filterEntries';
import { useUrlFilter } from '@site/src/components/useUrlFilter';
import FilterBar, { type FacetGroup } from '@site/src/components/FilterBar';
import { PackageGrid } from '@site/src/components/PackageCard';
import styles from './styles.module.css';

const FACET_GROUPS = ['category', 'version', 'status'] as const;
// Each entry has one kind, so choosing two kinds shows both.
const OPTIONS: FilterOptions = { tagMatch: 'any' };

export default function PackageIndex({ packages }: { packages: PackageCard[] }): ReactNode {
  const isBrowser = useIsBrowser();
  const [state, setState] = useUrlFilter(FACET_GROUPS);
  const filterable = useMemo(
    () =>
      packages.map((card) => ({
        card,
        title: card.name,
        text: `${card.slug} ${card.npmPackage ?? ''} ${card.summary}`,
        tags: [card.kind],
        facets: { category: card.category ? [card.category] : [], version: [...(card.supports ?? [])], status: [card.status] },
      })),
    [packages],
  );
  const visible = useMemo(() => filterEntries(filterable, state, OPTIONS), [filterable, state]);
  // With a version filter and no result: the entries that match everything but the version, nearest first.
  const versionFilter = state.facets?.version ?? [];
  const nearest = useMemo(
    () =>
      visible.length === 0 && versionFilter.length
        ? filterEntries(filterable, { ...state, facets: { ...state.facets, version: [] } }, OPTIONS)
            .slice(0, 6)
            .map((entry) => entry.card)
        : [],
    [visible.length, versionFilter.length, filterable, state],
  );
  const count = (group: string) => countFacet(filterable, state, group, OPTIONS);
  const kinds = count('tags');
  const categories = count('category');
  const versions = count('version');
  const statuses = count('status');
  const groups: FacetGroup[] = [
    { id: 'tags', label: 'Kind', facets: packageKinds.map((kind) => ({ tag: kind, label: kindLabels[kind].many, count: kinds.get(kind) ?? 0 })) },
    {
      id: 'version',
      label: 'Supports',
      facets: frameworkVersions.map((version) => ({ tag: version, label: `elizaOS ${version}`, count: versions.get(version) ?? 0 })),
    },
    {
      id: 'status',
      label: 'Status',
      facets: packageStatuses.map((status) => ({ tag: status, label: statusLabels[status], count: statuses.get(status) ?? 0 })),
    },
    {
      id: 'category',
      label: 'Plugin category',
      facets: packageCategories.map((category) => ({ tag: category, label: categoryLabels[category], count: categories.get(category) ?? 0 })),
    },
  ];
  const total = (kind: string) => packages.filter((card) => card.kind === kind).length;

  return (
    <Layout
      title="Packages: adapters, clients and plugins"
      description="Find the elizaOS adapter, client or plugin you need: what each does, which versions it supports, how to install it and which environment variables it reads."
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">Packages</Heading>
        <p className={styles.lead}>
          {packages.length} packages for elizaOS: {total('adapter')} database adapters, {total('client')} platform clients and {total('plugin')} plugins. Each
          page says which major version the package supports (0.x or 1.x), how to install it, and which environment variables it reads. Check the version first:
          a 0.x package does not load in a 1.x agent. <Link to="/packages/about">About the catalogue</Link>.
        </p>
        <FilterBar
          label="Search packages"
          placeholder="Name or purpose"
          state={state}
          groups={groups}
          resultCount={visible.length}
          onChange={setState}
          disabled={!isBrowser}
        />
        {packageKinds.map((kind) => {
          const cards = visible.filter((entry) => entry.card.kind === kind).map((entry) => entry.card);
          if (!cards.length) return null;
          return (
            <section key={kind} aria-labelledby={`kind-${kind}`}>
              <Heading as="h2" id={`kind-${kind}`}>
                {kindLabels[kind].many} <span className={styles.count}>({cards.length})</span>
              </Heading>
              <PackageGrid cards={cards} />
            </section>
          );
        })}
        {visible.length === 0 && (
          <div data-testid="no-match">
            <p>No package matches these filters. Clear a filter or change the search words.</p>
            {nearest.length > 0 && (
              <>
                <p>Without the version filter, these match:</p>
                <PackageGrid cards={nearest} />
              </>
            )}
            {versionFilter.length > 0 && (
              <>
                <p>Guides that may help:</p>
                <ul>
                  {guidesFor(state.query).map((guide) => (
                    <li key={guide.to}>
                      <Link to={guide.to}>{guide.label}</Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
      </main>
    </Layout>
  );
}
