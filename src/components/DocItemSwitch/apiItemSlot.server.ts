/** The server build's ./apiItemSlot.ts: the OpenAPI page component, imported directly (src/plugins/first-load/openapi-page; the browser too when that part is off). */
import ApiItem from '@theme/ApiItem';
import type { ApiItemComponent } from './apiItemSlot';

export type { ApiItemComponent };

export const apiItemSlot: { component: ApiItemComponent | null } = { component: ApiItem as unknown as ApiItemComponent };

export function loadApiItem(): Promise<ApiItemComponent> {
  return Promise.resolve(apiItemSlot.component as ApiItemComponent);
}
