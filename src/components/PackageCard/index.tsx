/** One catalogue entry as a card (index, partner pages, related entries), and the version and status badges it shows. */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { categoryLabels, frameworkVersions, kindLabels, statusLabels, type PackageStatus } from '@site/src/data/labels/packages';
import type { PackageCard as PackageCardData } from '@site/src/lib/catalogue';
import styles from './styles.module.css';

/**
 * One badge per major line the registry marks as supported; unlisted entries say so. A space separates the badges,
 * so their text reads "0.x 1.x" (to a screen reader, a copy, the page's Markdown copy) rather than "0.x1.x".
 */
export function VersionBadges({ supports }: { supports?: readonly string[] }): ReactNode {
  if (!supports) return <span className={clsx('badge', styles.badgeMuted)}>Not in the registry</span>;
  if (!supports.length) return <span className={clsx('badge', styles.badgeMuted)}>No supported version</span>;
  return frameworkVersions
    .filter((version) => supports.includes(version))
    .map((version, index) => (
      <React.Fragment key={version}>
        {index > 0 && ' '}
        <span className={clsx('badge', version === '1.x' ? 'badge--success' : 'badge--info')} title={`Supports elizaOS ${version}`}>
          {version}
        </span>
      </React.Fragment>
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
      {/* The tags as a list: each is read as its own item, not run together ("PluginChains0.x"). */}
      <ul className={styles.meta} aria-label="Tags">
        <li className="badge badge--secondary">{kindLabels[card.kind].one}</li>
        {card.category && <li className={clsx('badge', styles.badgeMuted)}>{categoryLabels[card.category]}</li>}
        <li>
          <VersionBadges supports={card.supports} />
        </li>
        {card.status !== 'maintained' && (
          <li>
            <StatusBadge status={card.status} />
          </li>
        )}
      </ul>
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
