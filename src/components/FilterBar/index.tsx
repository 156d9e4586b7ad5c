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
}

export default function FilterBar({ label, state, facets, resultCount, onChange }: Props): ReactNode {
  const toggle = (tag: string) => {
    const tags = state.tags.includes(tag) ? state.tags.filter((t) => t !== tag) : [...state.tags, tag];
    onChange({ ...state, tags });
  };
  return (
    <div className={styles.bar}>
      <label className={styles.search}>
        <span className={styles.label}>{label}</span>
        <input
          type="search"
          value={state.query}
          placeholder="Filter by name"
          onChange={(event) => onChange({ ...state, query: event.target.value })}
        />
      </label>
      <fieldset className={styles.facets}>
        <legend className={styles.label}>Tags</legend>
        {facets.map((facet) => (
          <button
            key={facet.tag}
            type="button"
            aria-pressed={state.tags.includes(facet.tag)}
            className={clsx('button button--sm', state.tags.includes(facet.tag) ? 'button--primary' : 'button--outline button--secondary')}
            onClick={() => toggle(facet.tag)}>
            {facet.label} <span className={styles.count}>({facet.count})</span>
          </button>
        ))}
      </fieldset>
      <p className={styles.results} role="status">
        {resultCount} {resultCount === 1 ? 'result' : 'results'}
      </p>
    </div>
  );
}
