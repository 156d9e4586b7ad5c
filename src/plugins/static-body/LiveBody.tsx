// StaticOnFirstLoad with its part switched off (ELIZA_STATIC_BODY=off, ./index.ts): the body renders and hydrates
// with React like any other content. Same props, same wrapper element.
import React, { type ReactNode } from 'react';

interface Props {
  className?: string;
  upgrade?: 'never' | 'intent';
  children: ReactNode;
}

export default function LiveBody({ className, children }: Props): ReactNode {
  return <div className={className}>{children}</div>;
}
