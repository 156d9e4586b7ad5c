/** The search box's placeholder for each state of its index: "Loading...", then the shortcut hint. */
export type SearchIndexState = 'idle' | 'loading' | 'ready';

/** `idle` is the pre-rendered page before the app starts; from then on the index is loading until it is ready. */
export function searchPlaceholder(state: SearchIndexState, isMac: boolean): string {
  if (state === 'loading') return 'Loading...';
  if (state === 'ready') return `Search ${isMac ? '⌘' : 'Ctrl'}+K`;
  return 'Search';
}
