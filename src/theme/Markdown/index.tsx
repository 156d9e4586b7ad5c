/**
 * The OpenAPI theme renders every description (of each operation, parameter, property and response) with
 * react-markdown, which parses it again in the browser on every render: on a large REST page that is the biggest
 * piece of script work after hydration itself. Descriptions that are plain paragraphs with `code` spans (most of
 * them) are rendered directly, with the same elements react-markdown makes; anything else goes to the theme's.
 */
import React, { type ComponentProps, type ReactNode } from 'react';
import Markdown from '@theme-original/Markdown';
import { plainParagraphs } from '@site/src/lib/plainMarkdown';

export default function PlainOrMarkdown(props: ComponentProps<typeof Markdown>): ReactNode {
  const { children } = props as { children?: ReactNode };
  const paragraphs = typeof children === 'string' ? plainParagraphs(children) : null;
  if (!paragraphs) return <Markdown {...props} />;
  return (
    <>
      {paragraphs.map((pieces, index) => (
        <p key={index}>{pieces.map((piece, at) => (piece.code ? <code key={at}>{piece.text}</code> : piece.text))}</p>
      ))}
    </>
  );
}
