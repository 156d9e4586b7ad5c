/**
 * Replaces the theme's client module that registers extra Prism languages in main.js: src/theme/CodeBlock does it
 * where code is highlighted, so Prism loads with code blocks only.
 */
export {};
