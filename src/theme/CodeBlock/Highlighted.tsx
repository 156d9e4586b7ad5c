// The theme's CodeBlock, loaded only on pages that show code (see ./highlighterSlot.ts), with one change: a block is
// re-mounted after hydration only when the reader's colour mode is not the server's (light). The theme re-mounts
// every block, which highlights all the code a second time, because the server's colours are style attributes that
// hydration keeps. A block rendered on the client (a navigation, or a block ./index.tsx kept from the server HTML until
// now) has nothing to keep: it renders in the reader's colours at once, and a focus in it stays where it is.
// (Prism comes with the languages of the site's code blocks: src/plugins/prism-languages.)
// Based on @docusaurus/theme-classic/lib/theme/CodeBlock/index.js (MIT).
import React, { isValidElement, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useColorMode } from '@docusaurus/theme-common';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';
import { highlighterSlot } from './highlighterSlot';

/** A plain string when the children are strings (so the block can be copied), else the children as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

const subscribe = () => () => {};
const onClient = () => false;
const onServerOrHydrating = () => true;

export default function HighlightedCodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  // True while the server renders or the browser hydrates (then the block is the server's, in light colours).
  const hydrating = useSyncExternalStore(subscribe, onClient, onServerOrHydrating);
  const [mounted, setMounted] = useState(!hydrating);
  const { colorMode } = useColorMode();
  useEffect(() => setMounted(true), []);
  const children = maybeStringifyChildren(rawChildren);
  const key = String(mounted && colorMode !== 'light');
  return typeof children === 'string' ? (
    <StringContent key={key} {...props}>
      {children}
    </StringContent>
  ) : (
    <ElementContent key={key} {...props}>
      {children}
    </ElementContent>
  );
}

highlighterSlot.component = HighlightedCodeBlock;
