// Wraps CodeBlock so the highlighter (Prism) loads only on pages that show code: the theme imports CodeBlock into
// every MDX page. On those pages the build has the highlighter loaded before the page renders (first load and
// navigation), so blocks hydrate at once; the server render uses ./Highlighted directly. ./Highlighted is the block.
import React, { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import { highlighterSlot, loadHighlightedCodeBlock } from './highlighterSlot';

/** Only if a block appears before the highlighter is in (a page the build did not see): the code, unhighlighted. */
function PlainCodeBlock({ children }: Props): ReactNode {
  return (
    <pre>
      <code>{typeof children === 'string' ? children : null}</code>
    </pre>
  );
}

export default function CodeBlock(props: Props): ReactNode {
  const [Highlighted, setHighlighted] = useState<ComponentType<Props> | null>(() => highlighterSlot.component);
  useEffect(() => {
    if (!Highlighted) void loadHighlightedCodeBlock().then((component) => setHighlighted(() => component));
  }, [Highlighted]);
  return Highlighted ? <Highlighted {...props} /> : <PlainCodeBlock {...props} />;
}
