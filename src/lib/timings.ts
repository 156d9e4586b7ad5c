/** Interface timings of SPEC §4 and §9, shared by the theme wrappers and the tests. */
export const HOVER_INTENT_MS = 400;
export const CLOSING_MS = 300;
export const DESKTOP_BREAKPOINT_PX = 996;
export const SCROLL_THRESHOLD_PX = 50;
export const PROGRESS_DELAY_MS = 200;
