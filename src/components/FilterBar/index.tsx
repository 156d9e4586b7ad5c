/** Search box and facet groups with counts, for data-driven index pages (showcase, catalogue, partners, videos). */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import type { FilterState } from '@site/src/lib/filterEntries';
import facetStyles from './facets.module.css';
import styles from './styles.module.css';

interface Facet {
  tag: string;
  label: string;
  count: number;
}

/** One group of facet buttons; `id` is 'tags' or the URL parameter of a further group (category, version…). */
export interface FacetGroup {
  id: string;
  label: string;
  facets: Facet[];
  /** One facet at a time, with an "All" button, for entries that carry exactly one value (a category). */
  single?: boolean;
  /** Total shown on the "All" button of a single-choice group. */
  totalCount?: number;
}

interface Props {
  label: string;
  state: FilterState;
  /** A single group of tags (showcase, videos); use `groups` for several. */
  facets?: Facet[];
  groups?: FacetGroup[];
  /** Legend of the single tag group (default "Tags"). */
  facetsLabel?: string;
  single?: boolean;
  totalCount?: number;
  resultCount: number;
  onChange: (next: FilterState) => void;
  placeholder?: string;
  /**
   * Inert and unseen, but taking its place: the server render and the first browser render, before the page is
   * interactive. Rendering the bar there (rather than only in the browser) keeps the results below it from moving
   * when the app starts; hidden, it offers readers without JavaScript no control that does nothing.
   */
  disabled?: boolean;
}

function selected(state: FilterState, group: string): string[] {
  return group === 'tags' ? state.tags : (state.facets?.[group] ?? []);
}

function FacetButton({ pressed, onClick, disabled, children }: { pressed: boolean; onClick: () => void; disabled?: boolean; children: ReactNode }): ReactNode {
  return (
    <button
      type="button"
      disabled={disabled}
      aria-pressed={pressed}
      className={clsx('button button--sm', pressed ? 'button--primary' : 'button--outline button--secondary')}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

export default function FilterBar({
  label,
  state,
  facets,
  groups,
  facetsLabel = 'Tags',
  single = false,
  totalCount,
  resultCount,
  onChange,
  placeholder = 'Filter by name',
  disabled = false,
}: Props): ReactNode {
  const allGroups: FacetGroup[] = groups ?? [{ id: 'tags', label: facetsLabel, facets: facets ?? [], single, totalCount }];
  const setGroup = (group: string, next: string[]) =>
    onChange(group === 'tags' ? { ...state, tags: next } : { ...state, facets: { ...state.facets, [group]: next } });
  const toggle = (group: FacetGroup, tag: string) => {
    const current = selected(state, group.id);
    if (group.single) setGroup(group.id, current.includes(tag) ? [] : [tag]);
    else setGroup(group.id, current.includes(tag) ? current.filter((t) => t !== tag) : [...current, tag]);
  };
  const active = state.query !== '' || allGroups.some((group) => selected(state, group.id).length > 0);
  const clear = () =>
    onChange({ query: '', tags: [], ...(state.facets ? { facets: Object.fromEntries(Object.keys(state.facets).map((group) => [group, []])) } : {}) });
  return (
    <div className={clsx(styles.bar, disabled && styles.pending)}>
      <label className={styles.search}>
        <span className={facetStyles.label}>{label}</span>
        <input
          type="search"
          value={state.query}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(event) => onChange({ ...state, query: event.target.value })}
        />
      </label>
      {allGroups.map((group) => (
        <fieldset key={group.id} className={facetStyles.facets} data-facet-group={group.id}>
          <legend className={facetStyles.label}>{group.label}</legend>
          {group.single && (
            <FacetButton disabled={disabled} pressed={selected(state, group.id).length === 0} onClick={() => setGroup(group.id, [])}>
              All {group.totalCount !== undefined && <span className={facetStyles.count}>({group.totalCount})</span>}
            </FacetButton>
          )}
          {group.facets.map((facet) => (
            <FacetButton key={facet.tag} disabled={disabled} pressed={selected(state, group.id).includes(facet.tag)} onClick={() => toggle(group, facet.tag)}>
              {facet.label} <span className={facetStyles.count}>({facet.count})</span>
            </FacetButton>
          ))}
        </fieldset>
      ))}
      <p className={styles.results} role="status">
        {resultCount} {resultCount === 1 ? 'result' : 'results'}
        {active && (
          <button type="button" className={clsx('button button--sm button--link', styles.clear)} onClick={clear}>
            Clear filters
          </button>
        )}
      </p>
    </div>
  );
}
