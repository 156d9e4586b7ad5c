/**
 * Where the OpenAPI theme's page component is found once its chunk is in. ./ApiItemLoaded fills it when evaluated:
 * before a REST page renders, since the build lists that chunk among the page's modules (src/plugins/first-load),
 * or by loadApiItem() on a page the build did not see (the dev server). The server build swaps this file for
 * ./apiItemSlot.server.ts, which imports the component directly.
 *
 * No React.lazy here: a Suspense boundary around a page body this large makes React's server render emit it as a
 * hidden block that a script reveals after the first paint, so the page jumps.
 */
import type { ComponentType } from 'react';

export type ApiItemComponent = ComponentType<Record<string, unknown>>;

export const apiItemSlot: { component: ApiItemComponent | null } = { component: null };

export function loadApiItem(): Promise<ApiItemComponent> {
  return import(/* webpackChunkName: "openapi-page" */ './ApiItemLoaded').then((module) => module.default);
}
