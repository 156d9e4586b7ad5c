// Wraps CodeBlock so the highlighter (Prism) stays off a page's first load: the theme imports CodeBlock into every
// MDX page, and the server HTML already holds each block highlighted (./Highlighted renders it on the server).
// - First load: a block keeps the server's HTML while the page hydrates (React leaves the children of an element
//   given as dangerouslySetInnerHTML alone, as src/components/StaticOnFirstLoad relies on), then the highlighter
//   loads and the block is rendered by React (with its copy and wrap buttons, which the theme never renders on the
//   server) when the browser is idle, when the reader points at, touches or focuses the block, or at once in the dark
//   colour mode (the server's colours are the light theme's). The kept block has no control to click (the buttons
//   come with the live block); if the reader has focused the code (to scroll it by keyboard), the live code keeps it.
// - Client-side navigation: the build lists the highlighter among the modules of pages that show code, so it is in
//   before the page renders and the block renders at once (src/plugins/first-load/page-routes).
import React, { startTransition, useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useColorMode } from '@docusaurus/theme-common';
import type { Props } from '@theme/CodeBlock';
import { highlighterSlot, loadHighlightedCodeBlock } from './highlighterSlot';
import { inBrowser, useClientLayoutEffect, useHydrating } from '@site/src/lib/hydrating';

/** Only if a block appears before the highlighter is in (a page the build did not see): the code, unhighlighted. */
function PlainCodeBlock({ children }: Props): ReactNode {
  return (
    <pre>
      <code>{typeof children === 'string' ? children : null}</code>
    </pre>
  );
}

export default function CodeBlock(props: Props): ReactNode {
  // True while the server renders or the browser hydrates, false otherwise; latched at mount.
  const hydrating = useHydrating();
  const [Highlighted, setHighlighted] = useState<ComponentType<Props> | null>(() => highlighterSlot.component);
  const [keepServerHtml, setKeepServerHtml] = useState(() => hydrating && !highlighterSlot.component);
  const kept = inBrowser && keepServerHtml;
  const { colorMode } = useColorMode();
  const ref = useRef<HTMLDivElement>(null);
  /** Where the kept block was when the reader focused its code: the live block takes its place, and the focus. */
  const focused = useRef<{ parent: Element; index: number } | null>(null);

  const goLive = useCallback(() => {
    void loadHighlightedCodeBlock().then((component) =>
      startTransition(() => {
        setHighlighted(() => component);
        setKeepServerHtml(false);
      }),
    );
  }, []);

  useEffect(() => {
    if (!Highlighted && !kept) void loadHighlightedCodeBlock().then((component) => setHighlighted(() => component));
  }, [Highlighted, kept]);

  useEffect(() => {
    if (!kept) return undefined;
    if (colorMode !== 'light') {
      goLive();
      return undefined;
    }
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(goLive, { timeout: 4000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(goLive, 1000);
    return () => clearTimeout(handle);
  }, [kept, colorMode, goLive]);

  // Once live (the new block takes the kept one's place in the same commit): the focus goes back to the code.
  useClientLayoutEffect(() => {
    const target = focused.current;
    if (kept || !target) return;
    focused.current = null;
    const code = target.parent.children[target.index]?.querySelector('pre');
    if (code && document.activeElement === document.body) code.focus({ preventScroll: true });
  }, [kept]);

  if (!kept) return Highlighted ? <Highlighted {...props} /> : <PlainCodeBlock {...props} />;

  return (
    // The server's block stays as it is; its handlers only ask for the live block (the reader's intent).
    <div
      ref={ref}
      onPointerEnter={goLive}
      onTouchStart={goLive}
      onFocus={() => {
        const block = ref.current;
        if (block?.parentElement)
          focused.current = { parent: block.parentElement, index: Array.prototype.indexOf.call(block.parentElement.children, block) as number };
        goLive();
      }}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
