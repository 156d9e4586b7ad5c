// Replaces the stock "Version: 1.0.17" badge (a dozen lines upstream) so that every doc page names the elizaOS
// release it describes the way the footer, the API reference and the llms files do, and tells a reader on a newer
// release where to look.
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import { DOCS_VERSION, LEGACY_RELEASE_LABEL, NEWER_RELEASE_DOC, RELEASE_LABEL } from '@site/src/lib/versions';
import styles from './styles.module.css';

export default function DocVersionBadge({ className }: { className?: string }): ReactNode {
  const version = useDocsVersion();
  if (!version.badge) return null;
  const current = version.label === DOCS_VERSION;
  return (
    <p className={clsx(className, ThemeClassNames.docs.docVersionBadge, styles.release)}>
      <span className="badge badge--secondary">{current ? RELEASE_LABEL : LEGACY_RELEASE_LABEL}</span>
      {current && ' '}
      {current && (
        <Link className={styles.newer} to={NEWER_RELEASE_DOC}>
          Newer release?
        </Link>
      )}
    </p>
  );
}
