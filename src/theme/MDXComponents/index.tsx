// Wraps the stock MDX components for one reason: a Markdown table wider than the screen scrolls sideways (Infima makes
// every table its own scroll container), and a reader without a pointer can only scroll what takes keyboard focus.
import React, { type ComponentProps, type ReactNode } from 'react';
import MDXComponents from '@theme-original/MDXComponents';

function Table(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

export default { ...MDXComponents, table: Table };
