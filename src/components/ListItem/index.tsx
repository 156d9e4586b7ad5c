/** A list item with no marker or indent of its own, for content that supplies its own layout. */
import React, { type ReactNode } from 'react';
import styles from './styles.module.css';

export default function ListItem({ children }: { children: ReactNode }): ReactNode {
  return <li className={styles.item}>{children}</li>;
}
