/** React state for a filterable index page, mirrored in the URL so links and the back button keep it. */
import { useCallback, useMemo } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import { readFilterState, writeFilterState, type FilterState } from '@site/src/lib/filterEntries';

export function useUrlFilter(): [FilterState, (next: FilterState) => void] {
  const location = useLocation();
  const history = useHistory();
  const state = useMemo(() => readFilterState(location.search), [location.search]);
  const setState = useCallback(
    (next: FilterState) => {
      history.push({ ...location, search: writeFilterState(location.search, next) });
    },
    [history, location],
  );
  return [state, setState];
}
