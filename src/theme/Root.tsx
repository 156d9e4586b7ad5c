// Wraps the app root (the documented extension point) to put the "Ask the docs" button on every page.
import React, { type ReactNode } from 'react';
import AskAiButton from '@site/src/components/AskAi';

export default function Root({ children }: { children: ReactNode }): ReactNode {
  return (
    <>
      {children}
      <AskAiButton />
    </>
  );
}
