/** Text + tag filtering shared by the data-driven index pages (showcase, catalogue), with URL state. */
export interface Filterable {
  title: string;
  tags: readonly string[];
  text?: string;
}

export interface FilterState {
  query: string;
  tags: string[];
}

export function readFilterState(search: string): FilterState {
  const params = new URLSearchParams(search);
  return {
    query: params.get('q') ?? '',
    tags: (params.get('tags') ?? '').split(',').filter(Boolean),
  };
}

export function writeFilterState(search: string, state: FilterState): string {
  const params = new URLSearchParams(search);
  if (state.query) params.set('q', state.query);
  else params.delete('q');
  if (state.tags.length) params.set('tags', state.tags.join(','));
  else params.delete('tags');
  const out = params.toString().replace(/%2C/g, ',');
  return out ? `?${out}` : '';
}

/** Keeps entries that carry every selected tag and contain every word of the query. */
export function filterEntries<T extends Filterable>(entries: readonly T[], state: FilterState): T[] {
  const words = state.query.toLowerCase().split(/\s+/).filter(Boolean);
  return entries.filter((entry) => {
    if (!state.tags.every((tag) => entry.tags.includes(tag))) return false;
    const haystack = `${entry.title} ${entry.text ?? ''}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** How many of `entries` carry each tag. */
export function countTags<T extends Filterable>(entries: readonly T[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entry of entries) for (const tag of entry.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return counts;
}
