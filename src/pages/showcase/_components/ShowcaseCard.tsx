/** One showcase entry as a card: its name, tags and repository link. */
import React, { type ReactNode } from 'react';
import type { ShowcaseEntry } from '@site/src/data/schemas/showcase';
import styles from '../styles.module.css';

export default function ShowcaseCard({ entry }: { entry: ShowcaseEntry }): ReactNode {
  return (
    <li className={styles.card}>
      <h2 className={styles.cardTitle}>
        <a href={entry.website}>{entry.title}</a>
      </h2>
      <p className={styles.tags}>
        {entry.tags.map((tag) => (
          <span key={tag} className="badge badge--secondary">
            {tag}
          </span>
        ))}
      </p>
    </li>
  );
}
