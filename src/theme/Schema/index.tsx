/**
 * The theme's RequestSchema and ResponseSchema put each schema straight inside a <ul>; a list may only hold list
 * items, so screen readers announce a broken list. The schema is wrapped in the missing <li>.
 */
import React, { type ComponentProps, type ReactNode } from 'react';
import Schema from '@theme-original/Schema';
import ListItem from '@site/src/components/ListItem';

export default function SchemaListItem(props: ComponentProps<typeof Schema>): ReactNode {
  return (
    <ListItem>
      <Schema {...props} />
    </ListItem>
  );
}
