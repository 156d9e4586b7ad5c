/**
 * The OpenAPI theme renders every description (of each operation, parameter, property and response) with
 * react-markdown, which parses it again in the browser on every render: on a large REST page that is the biggest
 * piece of script work after hydration itself. Descriptions that are plain paragraphs with `code` spans (all the
 * operations' descriptions in openapi/) are rendered directly, with the same elements react-markdown makes; anything
 * else goes to the theme's renderer, which the browser downloads only then (./fullMarkdown.ts).
 */
import React, { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import type Markdown from '@theme-original/Markdown';
import { plainParagraphs } from '@site/src/lib/plainMarkdown';
import { fullMarkdownSlot, loadFullMarkdown } from './fullMarkdown';

type Props = ComponentProps<typeof Markdown>;

/** The theme's renderer, once its chunk is in; until then the description's text as it is written. */
function FullMarkdown(props: Props): ReactNode {
  const [Full, setFull] = useState(() => fullMarkdownSlot.component);
  useEffect(() => {
    if (!Full) void loadFullMarkdown().then((component) => setFull(() => component));
  }, [Full]);
  if (Full) return <Full {...(props as Record<string, unknown>)} />;
  const { children } = props as { children?: ReactNode };
  return <div style={{ whiteSpace: 'pre-line' }}>{children}</div>;
}

export default function PlainOrMarkdown(props: Props): ReactNode {
  const { children } = props as { children?: ReactNode };
  // An absent or blank description renders nothing, as react-markdown renders it.
  if (children === undefined || children === null || (typeof children === 'string' && children.trim() === '')) return null;
  const paragraphs = typeof children === 'string' ? plainParagraphs(children) : null;
  if (!paragraphs) return <FullMarkdown {...props} />;
  return (
    <>
      {paragraphs.map((pieces, index) => (
        <p key={index}>{pieces.map((piece, at) => (piece.code ? <code key={at}>{piece.text}</code> : piece.text))}</p>
      ))}
    </>
  );
}
