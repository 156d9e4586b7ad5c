/** Text + facet filtering shared by the data-driven index pages (showcase, catalogue, partners), with URL state. */
export interface Filterable {
  title: string;
  tags: readonly string[];
  text?: string;
  /** Values of further facet groups, by group (URL parameter) name, e.g. { category: ['chain'], version: ['1.x'] }. */
  facets?: Readonly<Record<string, readonly string[]>>;
}

export interface FilterState {
  query: string;
  tags: string[];
  /** Selected values of further facet groups; present only when the page declares such groups. */
  facets?: Record<string, string[]>;
}

export interface FilterOptions {
  /** How selected tags combine: every tag (showcase), or any of them (a kind facet, where each entry has one). */
  tagMatch?: 'all' | 'any';
}

const list = (value: string | null): string[] => (value ?? '').split(',').filter(Boolean);

/** Reads q, tags and each named facet group from a query string. */
export function readFilterState(search: string, facetGroups: readonly string[] = []): FilterState {
  const params = new URLSearchParams(search);
  const state: FilterState = { query: params.get('q') ?? '', tags: list(params.get('tags')) };
  if (facetGroups.length) state.facets = Object.fromEntries(facetGroups.map((group) => [group, list(params.get(group))]));
  return state;
}

export function writeFilterState(search: string, state: FilterState): string {
  const params = new URLSearchParams(search);
  const set = (name: string, values: string[]) => (values.length ? params.set(name, values.join(',')) : params.delete(name));
  if (state.query) params.set('q', state.query);
  else params.delete('q');
  set('tags', state.tags);
  for (const [group, values] of Object.entries(state.facets ?? {})) set(group, values);
  const out = params.toString().replace(/%2C/g, ',');
  return out ? `?${out}` : '';
}

function matchesQuery(entry: Filterable, words: string[]): boolean {
  const haystack = `${entry.title} ${entry.text ?? ''}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

function matchesTags(entry: Filterable, tags: string[], options: FilterOptions): boolean {
  if (!tags.length) return true;
  return options.tagMatch === 'any' ? tags.some((tag) => entry.tags.includes(tag)) : tags.every((tag) => entry.tags.includes(tag));
}

/** Within a facet group any selected value matches; across groups every group must match. */
function matchesFacets(entry: Filterable, facets: Record<string, string[]>, skip?: string): boolean {
  return Object.entries(facets).every(
    ([group, selected]) => group === skip || !selected.length || selected.some((value) => entry.facets?.[group]?.includes(value)),
  );
}

/** Keeps entries that match the tags and facet groups and contain every word of the query. */
export function filterEntries<T extends Filterable>(entries: readonly T[], state: FilterState, options: FilterOptions = {}): T[] {
  const words = state.query.toLowerCase().split(/\s+/).filter(Boolean);
  return entries.filter((entry) => matchesTags(entry, state.tags, options) && matchesFacets(entry, state.facets ?? {}) && matchesQuery(entry, words));
}

/** How many of `entries` carry each tag. */
export function countTags<T extends Filterable>(entries: readonly T[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entry of entries) for (const tag of entry.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return counts;
}

/**
 * Counts per value of one group ('tags' or a facet group) among the entries that match everything else: the query
 * and the other groups. A count then says how many results that value gives next to the current choices.
 */
export function countFacet<T extends Filterable>(entries: readonly T[], state: FilterState, group: string, options: FilterOptions = {}): Map<string, number> {
  const words = state.query.toLowerCase().split(/\s+/).filter(Boolean);
  const counts = new Map<string, number>();
  for (const entry of entries) {
    if (!matchesQuery(entry, words) || !matchesFacets(entry, state.facets ?? {}, group)) continue;
    if (group !== 'tags' && !matchesTags(entry, state.tags, options)) continue;
    const values = group === 'tags' ? entry.tags : (entry.facets?.[group] ?? []);
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}
