// Wraps the local-search box: its placeholder says "Loading..." while the site-wide index downloads and shows the
// shortcut ("Search Ctrl+K", "Search ⌘+K" on Mac) once the index is there. The index and its engine start
// loading when the browser is first idle after the page has painted, so the hint shows without the reader touching
// the box; the box's own code (autocomplete) still loads on the first hover or focus, as the plugin does it.
import React, { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import SearchBar from '@theme-original/SearchBar';
import { searchPlaceholder, type SearchIndexState } from '@site/src/lib/searchHint';
import { loadSiteSearch } from '@site/src/plugins/search-index/client/loadSiteSearch';

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
    let settled = false;
    const set = (state: SearchIndexState) => {
      input.placeholder = searchPlaceholder(state, isMac);
      box.current?.setAttribute('data-search-index', state);
    };
    set('loading');
    // The plugin turns the input into a combobox once it has loaded the index itself (after a failed idle download,
    // on the reader's focus): that is ready too.
    const observer = new MutationObserver(() => input.getAttribute('role') === 'combobox' && set('ready'));
    observer.observe(input, { attributes: true, attributeFilter: ['role'] });
    const load = () =>
      loadSiteSearch().then(
        () => {
          settled = true;
          set('ready');
        },
        // Offline or a failed download: the plugin retries when the reader focuses the box.
        () => undefined,
      );
    const cancel = whenIdle(() => !settled && void load(), 4000);
    // The plugin's autocomplete.js writes ARIA 1.1: the input names its list with aria-owns only (1.2 wants
    // aria-controls), and the "See all results" link sits inside the listbox, where only options may. Both are
    // mended as the list renders.
    const mend = () => {
      const list = input.getAttribute('aria-owns');
      if (list && input.getAttribute('aria-controls') !== list) input.setAttribute('aria-controls', list);
      box.current?.querySelectorAll('[role="listbox"] [class*="hitFooter"] a:not([role])').forEach((link) => link.setAttribute('role', 'option'));
    };
    const lists = new MutationObserver(mend);
    if (box.current) lists.observe(box.current, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-owns'] });
    return () => {
      settled = true;
      cancel();
      observer.disconnect();
      lists.disconnect();
    };
  }, []);
  return (
    <div ref={box} className="search-bar-wrapper" data-search-index="idle">
      <SearchBar {...props} />
    </div>
  );
}
