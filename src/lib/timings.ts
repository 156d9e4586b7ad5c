/** Dropdown timings (hover intent after 400 ms, closing style for 300 ms), shared by the navbar wrapper and its tests. */
export const HOVER_INTENT_MS = 400;
export const CLOSING_MS = 300;
