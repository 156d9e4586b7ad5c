/** One catalogue entry as a card (index, partner pages, related entries), and the version and status badges it shows. */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { categoryLabels, frameworkVersions, kindLabels, statusLabels, type PackageStatus } from '@site/src/data/labels/packages';
import type { PackageCard as PackageCardData } from '@site/src/lib/catalogue';
import styles from './styles.module.css';

/** One badge per major line the registry marks as supported; unlisted entries say so. */
export function VersionBadges({ supports }: { supports?: readonly string[] }): ReactNode {
  if (!supports) return <span className={clsx('badge', styles.badgeMuted)}>Not in the registry</span>;
  if (!supports.length) return <span className={clsx('badge', styles.badgeMuted)}>No supported version</span>;
  return frameworkVersions
    .filter((version) => supports.includes(version))
    .map((version) => (
      <span key={version} className={clsx('badge', version === '1.x' ? 'badge--success' : 'badge--info')} title={`Supports elizaOS ${version}`}>
        {version}
      </span>
    ));
}

export function StatusBadge({ status }: { status: PackageStatus }): ReactNode {
  if (status === 'maintained') return null;
  return <span className={clsx('badge', status === 'deprecated' ? 'badge--danger' : 'badge--warning')}>{statusLabels[status]}</span>;
}

export default function PackageCard({ card, headingLevel = 3, note }: { card: PackageCardData; headingLevel?: 2 | 3; note?: ReactNode }): ReactNode {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={styles.card} data-package={card.key}>
      <Heading className={styles.cardTitle}>
        <Link to={card.route}>{card.name}</Link>
      </Heading>
      <p className={styles.meta}>
        <span className="badge badge--secondary">{kindLabels[card.kind].one}</span>
        {card.category && <span className={clsx('badge', styles.badgeMuted)}>{categoryLabels[card.category]}</span>}
        <VersionBadges supports={card.supports} />
        <StatusBadge status={card.status} />
      </p>
      <p className={styles.summary}>{card.summary}</p>
      {card.npmPackage && <code className={styles.npm}>{card.npmPackage}</code>}
      {note && <p className={styles.note}>{note}</p>}
    </li>
  );
}

/** A grid of cards; the list semantics keep it readable as a plain list without CSS or JavaScript. */
export function PackageGrid({ cards, headingLevel }: { cards: PackageCardData[]; headingLevel?: 2 | 3 }): ReactNode {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <PackageCard key={card.key} card={card} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
