/** Stands in for @docusaurus/BrowserOnly in the OpenAPI theme's schema and parameter lists: they render everywhere. */
import type { ReactNode } from 'react';

export default function RenderInPlace({ children }: { children?: () => ReactNode; fallback?: ReactNode }): ReactNode {
  return children?.() ?? null;
}
