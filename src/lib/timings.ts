/** Interface timings of SPEC §4 and §9, shared by the theme wrappers and the tests. */
export const HOVER_INTENT_MS = 400;
export const CLOSING_MS = 300;
