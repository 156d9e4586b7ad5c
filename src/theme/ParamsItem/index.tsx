/**
 * The theme's ParamsDetails lists parameters in a <ul> whose children are not list items, which screen readers
 * announce as a broken list. Each parameter is wrapped in the missing <li> (ParamsDetails is its only user).
 */
import React, { type ComponentProps, type ReactNode } from 'react';
import ParamsItem from '@theme-original/ParamsItem';
import ListItem from '@site/src/components/ListItem';

export default function ParamsListItem(props: ComponentProps<typeof ParamsItem>): ReactNode {
  return (
    <ListItem>
      <ParamsItem {...props} />
    </ListItem>
  );
}
