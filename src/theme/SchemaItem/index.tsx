// The theme's SchemaItem writes a field's name and type with nothing between them ("idstring<uuid>"), which is what
// a screen reader announces, a copy pastes and the page's Markdown copy is compared with; its Schema component puts
// a space before the type. The same space is added here.
import React, { type ComponentProps, type ReactNode } from 'react';
import SchemaItem from '@theme-original/SchemaItem';

type Props = ComponentProps<typeof SchemaItem>;

export default function SchemaItemSpaced(props: Props): ReactNode {
  const { schemaName } = props as { schemaName?: unknown };
  const spaced = typeof schemaName === 'string' && schemaName && !schemaName.startsWith(' ') ? ` ${schemaName}` : schemaName;
  return <SchemaItem {...props} {...({ schemaName: spaced } as Partial<Props>)} />;
}
