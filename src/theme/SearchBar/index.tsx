// Wraps the local-search box: its placeholder says "Loading..." while the site-wide index downloads and shows the
// shortcut ("Search Ctrl+K", "Search ⌘+K" on Mac) once the index is there (SPEC §2); and the download starts when
// the browser is first idle after the page has painted, so the hint shows without the reader touching the box.
import React, { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import SearchBar from '@theme-original/SearchBar';
import { searchPlaceholder, type SearchIndexState } from '@site/src/lib/searchHint';

/** Runs `task` when the browser is idle (or after `timeout` ms at the latest); returns a cancel function. */
function whenIdle(task: () => void, timeout: number): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1000);
  return () => clearTimeout(handle);
}

export default function SearchBarWrapper(props: ComponentProps<typeof SearchBar>): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const input = box.current?.querySelector<HTMLInputElement>('input.navbar__search-input');
    if (!input) return undefined;
    const isMac = /Mac|iPhone|iPad/.test(navigator.platform);
    const set = (state: SearchIndexState) => {
      input.placeholder = searchPlaceholder(state, isMac);
      box.current?.setAttribute('data-search-index', state);
    };
    // The plugin loads the index (and its autocomplete) on the first hover or focus, then turns the input into a
    // combobox: that attribute is the signal that the index is ready.
    const ready = () => input.getAttribute('role') === 'combobox';
    const observer = new MutationObserver(() => ready() && set('ready'));
    observer.observe(input, { attributes: true, attributeFilter: ['role'] });
    if (ready()) {
      set('ready');
      return () => observer.disconnect();
    }
    set('loading');
    // The plugin exposes no "load now": a pointer entering the box is what starts its loading, so an idle browser
    // sends one (React reads a mouseover from outside the window as the pointer entering).
    const cancel = whenIdle(() => {
      if (!ready()) input.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: null }));
    }, 4000);
    return () => {
      cancel();
      observer.disconnect();
    };
  }, []);
  return (
    <div ref={box} className="search-bar-wrapper" data-search-index="idle">
      <SearchBar {...props} />
    </div>
  );
}
