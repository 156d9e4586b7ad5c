/** One partner as a card: monogram, name, tags, one-line summary, and how many catalogue plugins it has. */
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { partnerTagLabels } from '@site/src/data/labels/partners';
import type { PartnerCard as PartnerCardData } from '@site/src/lib/catalogue';
import Monogram from '@site/src/components/Monogram';
import styles from './styles.module.css';

function PartnerCard({ card }: { card: PartnerCardData }): ReactNode {
  return (
    <li className={styles.card} data-partner={card.slug}>
      <Monogram {...card.monogram} />
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link to={card.route}>{card.name}</Link>
        </h2>
        <p className={styles.tags}>
          {card.tags.map((tag) => (
            <span key={tag} className="badge badge--secondary">
              {partnerTagLabels[tag].one}
            </span>
          ))}
          {card.pluginCount > 0 && (
            <span className="badge badge--success">
              {card.pluginCount} {card.pluginCount === 1 ? 'plugin' : 'plugins'}
            </span>
          )}
        </p>
        <p className={styles.summary}>{card.summary}</p>
      </div>
    </li>
  );
}

export function PartnerGrid({ cards }: { cards: PartnerCardData[] }): ReactNode {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <PartnerCard key={card.slug} card={card} />
      ))}
    </ul>
  );
}
