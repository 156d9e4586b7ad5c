/**
 * Which concept page explains each central type of the API reference (the reverse of the docs' API links). The map
 * is JSON because the TypeDoc plugin (src/plugins/typedoc-pages.mjs) reads it too: it puts the link under the title.
 */
import concepts from './apiConcepts.json';

export const apiConceptPages: Record<string, { to: string; label: string }> = concepts;
