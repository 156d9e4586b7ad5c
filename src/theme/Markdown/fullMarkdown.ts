/**
 * Where the OpenAPI theme's own Markdown renderer (react-markdown, rehype-raw and an HTML parser: about 80 KB) is
 * found once loaded. Descriptions that are plain paragraphs never need it (./index.tsx renders those), so it is a
 * chunk of its own that loads the first time a description needs it: ./Full fills the slot when evaluated. The server
 * build swaps this file for ./fullMarkdown.server.ts, which imports the renderer directly
 * (src/plugins/openapi-theme), so the built HTML holds every description rendered.
 */
import type { ComponentType } from 'react';

export type MarkdownComponent = ComponentType<Record<string, unknown>>;

export const fullMarkdownSlot: { component: MarkdownComponent | null } = { component: null };

export function loadFullMarkdown(): Promise<MarkdownComponent> {
  return import(/* webpackChunkName: "openapi-markdown" */ './Full').then((module) => module.default);
}
