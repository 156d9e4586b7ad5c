/** A generated monogram standing in for a partner's logo: no third-party image is shipped or requested. */
import React, { type CSSProperties, type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export default function Monogram({ letters, hue, size = 'md' }: { letters: string; hue: number; size?: 'md' | 'lg' }): ReactNode {
  return (
    <span className={clsx(styles.monogram, size === 'lg' && styles.large)} style={{ '--monogram-hue': hue } as CSSProperties} aria-hidden="true">
      {letters}
    </span>
  );
}
