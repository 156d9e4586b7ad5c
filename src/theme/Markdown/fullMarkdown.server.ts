/** The server build's ./fullMarkdown.ts: the theme's Markdown renderer, imported directly (src/plugins/openapi-theme). */
import Markdown from '@theme-original/Markdown';
import type { MarkdownComponent } from './fullMarkdown';

export type { MarkdownComponent };

export const fullMarkdownSlot: { component: MarkdownComponent | null } = { component: Markdown as unknown as MarkdownComponent };

export function loadFullMarkdown(): Promise<MarkdownComponent> {
  return Promise.resolve(fullMarkdownSlot.component as MarkdownComponent);
}
