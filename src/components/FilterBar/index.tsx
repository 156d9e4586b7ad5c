/** Search box and tag facets with counts, for data-driven index pages. */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import type { FilterState } from '@site/src/lib/filterEntries';
import styles from './styles.module.css';

export interface Facet {
  tag: string;
  label: string;
  count: number;
}

interface Props {
  label: string;
  state: FilterState;
  facets: Facet[];
  resultCount: number;
  onChange: (next: FilterState) => void;
  /** Legend of the facet group (default "Tags"). */
  facetsLabel?: string;
  /** One facet at a time, with an "All" button, for entries that carry exactly one tag (a category). */
  single?: boolean;
  /** Total shown on the "All" button in single mode. */
  totalCount?: number;
  placeholder?: string;
}

function FacetButton({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }): ReactNode {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      className={clsx('button button--sm', pressed ? 'button--primary' : 'button--outline button--secondary')}
      onClick={onClick}>
      {children}
    </button>
  );
}

export default function FilterBar({
  label,
  state,
  facets,
  resultCount,
  onChange,
  facetsLabel = 'Tags',
  single = false,
  totalCount,
  placeholder = 'Filter by name',
}: Props): ReactNode {
  const toggle = (tag: string) => {
    const selected = state.tags.includes(tag);
    const tags = single ? (selected ? [] : [tag]) : selected ? state.tags.filter((t) => t !== tag) : [...state.tags, tag];
    onChange({ ...state, tags });
  };
  return (
    <div className={styles.bar}>
      <label className={styles.search}>
        <span className={styles.label}>{label}</span>
        <input type="search" value={state.query} placeholder={placeholder} onChange={(event) => onChange({ ...state, query: event.target.value })} />
      </label>
      <fieldset className={styles.facets}>
        <legend className={styles.label}>{facetsLabel}</legend>
        {single && (
          <FacetButton pressed={state.tags.length === 0} onClick={() => onChange({ ...state, tags: [] })}>
            All {totalCount !== undefined && <span className={styles.count}>({totalCount})</span>}
          </FacetButton>
        )}
        {facets.map((facet) => (
          <FacetButton key={facet.tag} pressed={state.tags.includes(facet.tag)} onClick={() => toggle(facet.tag)}>
            {facet.label} <span className={styles.count}>({facet.count})</span>
          </FacetButton>
        ))}
      </fieldset>
      <p className={styles.results} role="status">
        {resultCount} {resultCount === 1 ? 'result' : 'results'}
      </p>
    </div>
  );
}
