/**
 * Where the highlighted code block is found once loaded. ./Highlighted fills it when it is evaluated: before the
 * page renders on pages that show code, since the build lists it among their modules (src/plugins/first-load), or
 * by loadHighlightedCodeBlock when a block appears on any other page.
 */
import type { ComponentType } from 'react';
import type { Props } from '@theme/CodeBlock';

export const highlighterSlot: { component: ComponentType<Props> | null } = { component: null };

export function loadHighlightedCodeBlock(): Promise<ComponentType<Props>> {
  return import(/* webpackChunkName: "code-highlighter" */ './Highlighted').then((module) => module.default);
}
