// Wraps the local-search box so its placeholder says "Loading..." while the index downloads and shows the
// shortcut ("Search Ctrl+K", "Search ⌘+K" on Mac) only once the index is there (SPEC §2).
import React, { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import SearchBar from '@theme-original/SearchBar';
import { searchPlaceholder, isSearchIndexUrl } from '@site/src/lib/searchHint';

export default function SearchBarWrapper(props: ComponentProps<typeof SearchBar>): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const input = box.current?.querySelector<HTMLInputElement>('input.navbar__search-input');
    if (!input) return undefined;
    const isMac = /Mac|iPhone|iPad/.test(navigator.platform);
    const set = (state: 'idle' | 'loading' | 'ready') => {
      input.placeholder = searchPlaceholder(state, isMac);
      box.current?.setAttribute('data-search-index', state);
    };
    const loaded = () => performance.getEntriesByType('resource').some((entry) => isSearchIndexUrl(entry.name));
    set(loaded() ? 'ready' : 'idle');
    // The plugin fetches its index on the first hover or focus; until it arrives the box says "Loading...".
    const startLoading = () => !loaded() && set('loading');
    input.addEventListener('mouseenter', startLoading);
    input.addEventListener('focus', startLoading);
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => isSearchIndexUrl(entry.name))) set('ready');
    });
    observer.observe({ type: 'resource', buffered: true });
    return () => {
      observer.disconnect();
      input.removeEventListener('mouseenter', startLoading);
      input.removeEventListener('focus', startLoading);
    };
  }, []);
  return (
    <div ref={box} className="search-bar-wrapper" data-search-index="idle">
      <SearchBar {...props} />
    </div>
  );
}
