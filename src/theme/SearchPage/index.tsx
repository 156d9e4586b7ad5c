// Replaces the local-search plugin's results page: that page searched one area's index (none at all when reached
// from a page outside the areas); this one searches the whole site, with area and docs-version filters kept in the URL.
// Its layout holds still while the index loads: the heading, the box and a one-line status are the same in the
// pre-rendered page and after the answer, and the answer (filters, then results) fills a space reserved below them.
import React, { useEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useUrlFilter } from '@site/src/components/useUrlFilter';
import { loadSiteSearch, type SearchEngine } from '@site/src/plugins/search-index/client/loadSiteSearch';
import { ASK_PARAM, extractAround } from '@site/src/plugins/search-index/client/extract';
import type { SiteHit } from '@site/src/lib/search/siteIndex';
import { SEARCH_AREAS, areaLabel, placeMatches, type Area } from '@site/src/lib/search/areas';
import { DOCS_VERSION, LEGACY_DOCS_VERSION } from '@site/src/lib/versions';
import facetStyles from '@site/src/components/FilterBar/facets.module.css';
import styles from './styles.module.css';

const MAX_RESULTS = 100;
/** Characters of a result's extract: about two lines of the list. */
const EXTRACT_CHARS = 220;

function hitUrl(hit: SiteHit): string {
  const params = new URLSearchParams();
  for (const term of hit.terms) params.append('_highlight', term);
  const query = params.toString();
  return `${hit.route}${query ? `?${query}` : ''}${hit.anchor ? `#${hit.anchor}` : ''}`;
}

/** The TypeDoc namespace of an API page (/api/namespaces/v2/…): it tells apart two pages of the same name. */
const namespaceOf = (route: string) => /^\/api\/namespaces\/([^/]+)\//.exec(route)?.[1];

/** `text` with the matched words marked. */
function Highlighted({ text, terms }: { text: string; terms: string[] }): ReactNode {
  const words = terms.filter((term) => term.length > 1).map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (!words.length) return text;
  const parts = text.split(new RegExp(`(${words.join('|')})`, 'gi'));
  return parts.map((part, i) => (i % 2 === 1 ? <mark key={i}>{part}</mark> : part));
}

interface Facet {
  tag: string;
  label: string;
  count: number;
}

function FacetGroup({
  id,
  label,
  facets,
  selected,
  onToggle,
}: {
  id: string;
  label: string;
  facets: Facet[];
  selected: string[];
  onToggle: (tag: string) => void;
}): ReactNode {
  return (
    <fieldset className={facetStyles.facets} data-facet-group={id}>
      <legend className={facetStyles.label}>{label}</legend>
      {facets.map((facet) => (
        <button
          key={facet.tag}
          type="button"
          aria-pressed={selected.includes(facet.tag)}
          className={clsx('button button--sm', selected.includes(facet.tag) ? 'button--primary' : 'button--outline button--secondary')}
          onClick={() => onToggle(facet.tag)}
        >
          {facet.label} <span className={facetStyles.count}>({facet.count})</span>
        </button>
      ))}
    </fieldset>
  );
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
  const [answer, setAnswer] = useState<{ key: string; everything: SiteHit[]; hits: SiteHit[]; nearest: SiteHit[] } | null>(null);
  useEffect(() => {
    if (!engine || !state.query) {
      setAnswer(null);
      return undefined;
    }
    let current = true;
    // Counts per area come from the unfiltered search, so each button says what choosing it would show.
    Promise.all([engine.search(state.query, { limit: 1000, version }), engine.search(state.query, { limit: MAX_RESULTS, areas, version })])
      .then(async ([everything, hits]) => ({ everything, hits, nearest: everything.length ? [] : await engine.nearest(state.query) }))
      .then(
        ({ everything, hits, nearest }) => current && setAnswer({ key: searchKey, everything, hits, nearest }),
        () => current && setFailed(true),
      );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `areas` and `version` are in searchKey
  }, [engine, searchKey]);
  const fresh = answer?.key === searchKey;
  const everything = answer?.everything ?? [];
  const hits = !answer ? [] : fresh ? answer.hits : answer.hits.filter((hit) => placeMatches(hit.place, { areas, version }));

  const toggle = (group: 'area' | 'version', tag: string, single = false) => {
    const current = state.facets?.[group] ?? [];
    const next = current.includes(tag) ? current.filter((t) => t !== tag) : single ? [tag] : [...current, tag];
    setState({ ...state, facets: { ...state.facets, [group]: next } });
  };
  const areaFacets = SEARCH_AREAS.map((area) => ({
    tag: area,
    label: areaLabel(area),
    count: everything.filter((hit) => hit.place.area === area).length,
  })).filter((facet) => facet.count > 0 || areas.includes(facet.tag));
  const versionFacets = [DOCS_VERSION, LEGACY_DOCS_VERSION]
    .map((name) => ({ tag: name, label: name, count: everything.filter((hit) => hit.place.version === name).length }))
    .filter((facet) => facet.count > 0 || facet.tag === version);
  const filtered = areas.length > 0 || version !== undefined;

  const quoted = `“${state.query}”`;
  let status: string;
  if (!state.query) status = 'Type to search every page.';
  else if (failed) status = 'The search index could not be loaded.';
  else if (!answer) status = `Searching for ${quoted}…`;
  else status = `${hits.length === MAX_RESULTS ? 'The first ' : ''}${hits.length} ${hits.length === 1 ? 'result' : 'results'} for ${quoted}`;
  const askUrl = `/search?${new URLSearchParams({ q: state.query, [ASK_PARAM]: state.query })}`;

  return (
    <Layout
      title={state.query ? `Search results for "${state.query}"` : 'Search the site'}
      description="Search every page of the elizaOS site: docs of both versions, API and REST references, plugins, partners, community, blog and news."
    >
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className={clsx('container margin-vert--lg', styles.page)}>
        <h1>Search the site</h1>
        <form role="search" className={styles.box} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="search-page-input" className={facetStyles.label}>
            Search
          </label>
          <input
            id="search-page-input"
            type="search"
            value={state.query}
            placeholder="Search the site"
            onChange={(event) => setState({ ...state, query: event.target.value })}
          />
        </form>
        <p className={styles.status} role="status">
          {status}
        </p>
        {failed && <p role="alert">Check your connection and reload the page.</p>}
        <div className={styles.answer}>
          {answer && (areaFacets.length > 0 || versionFacets.length > 0) && (
            <div className={styles.filters}>
              {filtered && (
                <button
                  type="button"
                  className={clsx('button button--sm button--link', styles.clear)}
                  onClick={() => setState({ ...state, facets: { area: [], version: [] } })}
                >
                  Clear filters
                </button>
              )}
              {areaFacets.length > 0 && <FacetGroup id="area" label="Areas" facets={areaFacets} selected={areas} onToggle={(tag) => toggle('area', tag)} />}
              {versionFacets.length > 0 && (
                <FacetGroup
                  id="version"
                  label="Docs version"
                  facets={versionFacets}
                  selected={version ? [version] : []}
                  onToggle={(tag) => toggle('version', tag, true)}
                />
              )}
            </div>
          )}
          {answer && hits.length > 0 && (
            <ol className={styles.results} aria-busy={!fresh}>
              {hits.map((hit) => (
                <li key={hit.route} className={styles.result}>
                  <Link to={hitUrl(hit)} className={styles.title}>
                    {hit.title}
                  </Link>
                  <span className={styles.where}>
                    <span className={styles.badge}>{hit.label}</span>
                    {hit.anchor && <span> › {hit.pageTitle}</span>}
                    {namespaceOf(hit.route) && <span> (namespace {namespaceOf(hit.route)})</span>}
                  </span>
                  {hit.text && (
                    <p className={styles.text}>
                      <Highlighted text={extractAround(hit.text, hit.terms, EXTRACT_CHARS)} terms={hit.terms} />
                    </p>
                  )}
                </li>
              ))}
            </ol>
          )}
          {answer && fresh && hits.length === 0 && (
            <div className={styles.none}>
              <p>
                No page matches {quoted}
                {filtered ? ' with these filters' : ''}. Try fewer or other words, or <Link to={askUrl}>ask the docs</Link>: the answer quotes the pages that
                come closest, with links to them.
              </p>
              {answer.nearest.length > 0 && (
                <>
                  <h2 className={styles.nearestTitle}>Nearest pages</h2>
                  <ul>
                    {answer.nearest.map((hit) => (
                      <li key={hit.route}>
                        <Link to={hit.route}>{hit.title}</Link> <span className={styles.badge}>{hit.label}</span>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          )}
        </div>
      </main>
    </Layout>
  );
}
