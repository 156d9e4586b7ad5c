/** Search box and facet groups with counts, for data-driven index pages. */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import type { FilterState } from '@site/src/lib/filterEntries';
import styles from './styles.module.css';

export interface Facet {
  tag: string;
  label: string;
  count: number;
}

/** One group of facet buttons; `id` is 'tags' or the URL parameter of a further group (category, version…). */
export interface FacetGroup {
  id: string;
  label: string;
  facets: Facet[];
}

interface Props {
  label: string;
  state: FilterState;
  /** A single group of tags (the showcase); use `groups` for several. */
  facets?: Facet[];
  groups?: FacetGroup[];
  resultCount: number;
  onChange: (next: FilterState) => void;
  placeholder?: string;
}

function selected(state: FilterState, group: string): string[] {
  return group === 'tags' ? state.tags : (state.facets?.[group] ?? []);
}

export default function FilterBar({ label, state, facets, groups, resultCount, onChange, placeholder = 'Filter by name' }: Props): ReactNode {
  const allGroups: FacetGroup[] = groups ?? [{ id: 'tags', label: 'Tags', facets: facets ?? [] }];
  const toggle = (group: string, tag: string) => {
    const current = selected(state, group);
    const next = current.includes(tag) ? current.filter((t) => t !== tag) : [...current, tag];
    onChange(group === 'tags' ? { ...state, tags: next } : { ...state, facets: { ...state.facets, [group]: next } });
  };
  const active = state.query !== '' || allGroups.some((group) => selected(state, group.id).length > 0);
  const clear = () =>
    onChange({ query: '', tags: [], ...(state.facets ? { facets: Object.fromEntries(Object.keys(state.facets).map((group) => [group, []])) } : {}) });
  return (
    <div className={styles.bar}>
      <label className={styles.search}>
        <span className={styles.label}>{label}</span>
        <input
          type="search"
          value={state.query}
          placeholder={placeholder}
          onChange={(event) => onChange({ ...state, query: event.target.value })}
        />
      </label>
      {allGroups.map((group) => (
        <fieldset key={group.id} className={styles.facets} data-facet-group={group.id}>
          <legend className={styles.label}>{group.label}</legend>
          {group.facets.map((facet) => {
            const pressed = selected(state, group.id).includes(facet.tag);
            return (
              <button
                key={facet.tag}
                type="button"
                aria-pressed={pressed}
                className={clsx('button button--sm', pressed ? 'button--primary' : 'button--outline button--secondary')}
                onClick={() => toggle(group.id, facet.tag)}>
                {facet.label} <span className={styles.count}>({facet.count})</span>
              </button>
            );
          })}
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
