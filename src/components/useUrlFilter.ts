/** React state for a filterable index page, mirrored in the URL so links and the back button keep it. */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { readFilterState, writeFilterState, type FilterState } from '@site/src/lib/filterEntries';

/**
 * `facetGroups` names the URL parameters of further facet groups (besides q and tags). Until the page has hydrated,
 * the state is empty, as it was in the pre-rendered HTML: the full list, which is also what a reader without
 * JavaScript gets.
 */
export function useUrlFilter(facetGroups: readonly string[] = []): [FilterState, (next: FilterState) => void] {
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const groupsKey = facetGroups.join(',');
  const state = useMemo(
    () => readFilterState(isBrowser ? location.search : '', groupsKey ? groupsKey.split(',') : []),
    [isBrowser, location.search, groupsKey],
  );

  // On every history push the theme moves focus to the top of the page (its skip-to-content reset). For a filter
  // change that would throw the reader out of the search box mid-word, so focus goes back where it was. This effect
  // runs after the theme's, because the page component is the parent of the theme Layout.
  const refocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const element = refocus.current;
    refocus.current = null;
    if (element?.isConnected) element.focus({ preventScroll: true });
  }, [location.search]);

  const setState = useCallback(
    (next: FilterState) => {
      const target = { ...location, search: writeFilterState(location.search, next) };
      // Typing refines one history entry; a new search, or a facet click, adds one the back button returns from.
      const withoutQuery = (filter: FilterState) => writeFilterState('', { ...filter, query: '' });
      const refining = state.query !== '' && next.query !== state.query && withoutQuery(next) === withoutQuery(state);
      if (refining) {
        history.replace(target);
      } else {
        refocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        history.push(target);
      }
    },
    [history, location, state],
  );
  return [state, setState];
}
