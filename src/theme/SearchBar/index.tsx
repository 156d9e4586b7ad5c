// Wraps the local-search box so its placeholder says "Loading..." while the index downloads and shows the
// shortcut ("Search Ctrl+K", "Search ⌘+K" on Mac) only once the index is there (SPEC §2).
import React, { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import SearchBar from '@theme-original/SearchBar';
import { searchPlaceholder } from '@site/src/lib/searchHint';

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
    // The plugin fetches its index (in a worker) on the first hover or focus, then turns the input into a
    // combobox: that attribute is the signal that the index is ready.
    const ready = () => input.getAttribute('role') === 'combobox';
    set(ready() ? 'ready' : 'idle');
    const startLoading = () => !ready() && set('loading');
    input.addEventListener('mouseenter', startLoading);
    input.addEventListener('focus', startLoading);
    const observer = new MutationObserver(() => ready() && set('ready'));
    observer.observe(input, { attributes: true, attributeFilter: ['role'] });
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
