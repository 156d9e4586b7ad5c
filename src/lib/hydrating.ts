/**
 * What the components that keep server HTML on a first load share (src/components/StaticOnFirstLoad and
 * src/theme/CodeBlock): whether React is rendering on the server or hydrating the server's HTML, and a layout
 * effect that does not warn on the server.
 */
import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const onClient = () => false;
const onServerOrHydrating = () => true;

/** True while the server renders or the browser hydrates, false for a render after that; latched at mount. */
export function useHydrating(): boolean {
  return useSyncExternalStore(subscribe, onClient, onServerOrHydrating);
}

/** True in the browser, false while the server renders. */
export const inBrowser = typeof document !== 'undefined';

/** useLayoutEffect in the browser; useEffect on the server, where useLayoutEffect warns (nothing here runs there). */
export const useClientLayoutEffect = inBrowser ? useLayoutEffect : useEffect;
