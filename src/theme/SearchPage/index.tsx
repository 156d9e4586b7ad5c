// Replaces the local-search plugin's results page: that page searched one area's index (none at all when reached
// from a page outside the areas); this one searches the whole site, with area and docs-version filters kept in the URL.
import React, { useEffect, useState, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import FilterBar, { type FacetGroup } from '@site/src/components/FilterBar';
import { useUrlFilter } from '@site/src/components/useUrlFilter';
import { loadSiteSearch, type SearchEngine } from '@site/src/plugins/search-index/client/loadSiteSearch';
import type { SiteHit } from '@site/src/lib/search/siteIndex';
import { SEARCH_AREAS, areaLabel, placeMatches, type Area } from '@site/src/lib/search/areas';
import { DOCS_VERSION, LEGACY_DOCS_VERSION } from '@site/src/lib/versions';
import styles from './styles.module.css';

const MAX_RESULTS = 100;

function hitUrl(hit: SiteHit): string {
  const params = new URLSearchParams();
  for (const term of hit.terms) params.append('_highlight', term);
  const query = params.toString();
  return `${hit.route}${query ? `?${query}` : ''}${hit.anchor ? `#${hit.anchor}` : ''}`;
}

export default function SearchPage(): ReactNode {
  const [state, setState] = useUrlFilter(['area', 'version']);
  const [engine, setEngine] = useState<SearchEngine | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    loadSiteSearch().then(setEngine, () => setFailed(true));
  }, []);

  const areas = (state.facets?.area ?? []).filter((area): area is Area => (SEARCH_AREAS as string[]).includes(area));
  // The box's "See all results" link from a legacy docs page says version=docs/0.25.9/: the number is what counts.
  const version = /\d+\.\d+\.\d+/.exec(state.facets?.version?.[0] ?? '')?.[0];
  // The engine answers asynchronously (in a worker), so an answer is kept with the search it answers: until the
  // answer to the current query and filters arrives, the list is marked busy and shows only the previous hits that the
  // chosen filters allow, never hits that contradict them.
  const areaKey = areas.join(',');
  const searchKey = JSON.stringify([state.query, version ?? '', areaKey]);
  const [answer, setAnswer] = useState<{ key: string; everything: SiteHit[]; hits: SiteHit[] }>({ key: '', everything: [], hits: [] });
  useEffect(() => {
    if (!engine || !state.query) {
      setAnswer({ key: searchKey, everything: [], hits: [] });
      return undefined;
    }
    let current = true;
    // Counts per area come from the unfiltered search, so each button says what choosing it would show.
    Promise.all([engine.search(state.query, { limit: 1000, version }), engine.search(state.query, { limit: MAX_RESULTS, areas, version })]).then(
      ([everything, hits]) => current && setAnswer({ key: searchKey, everything, hits }),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `areas` and `version` are in searchKey
  }, [engine, searchKey]);
  const fresh = answer.key === searchKey;
  const everything = answer.everything;
  const hits = fresh ? answer.hits : answer.hits.filter((hit) => placeMatches(hit.place, { areas, version }));
  const groups: FacetGroup[] = [
    {
      id: 'area',
      label: 'Areas',
      facets: SEARCH_AREAS.map((area) => ({ tag: area, label: areaLabel(area), count: everything.filter((hit) => hit.place.area === area).length })).filter(
        (facet) => facet.count > 0 || areas.includes(facet.tag as Area),
      ),
    },
    {
      id: 'version',
      label: 'Docs version',
      single: true,
      facets: [DOCS_VERSION, LEGACY_DOCS_VERSION].map((name) => ({
        tag: name,
        label: name,
        count: everything.filter((hit) => hit.place.version === name).length,
      })),
    },
  ];
  const title = state.query ? `Search results for "${state.query}"` : 'Search the site';

  return (
    <Layout
      title={title}
      description="Search every page of the elizaOS site: docs of both versions, API and REST references, plugins, partners, community, blog and news."
    >
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>{title}</h1>
        <FilterBar label="Search" placeholder="Search the site" state={state} groups={groups} resultCount={hits.length} onChange={setState} />
        {failed && <p role="alert">The search index could not be loaded. Check your connection and reload the page.</p>}
        {!engine && !failed && state.query && <p>Loading...</p>}
        <ol className={styles.results} aria-busy={!fresh}>
          {hits.map((hit) => (
            <li key={hit.route} className={styles.result}>
              <Link to={hitUrl(hit)} className={styles.title}>
                {hit.title}
              </Link>
              <span className={styles.where}>
                <span className={styles.badge}>{hit.label}</span>
                {hit.anchor && <span> › {hit.pageTitle}</span>}
              </span>
              {hit.text && <p className={styles.text}>{hit.text}</p>}
            </li>
          ))}
        </ol>
      </main>
    </Layout>
  );
}
