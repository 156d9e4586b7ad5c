// Replaces the stock banner of the legacy docs (two paragraphs of a sentence each, upstream) with one short line in
// the words the version badge uses, so that on a phone a 0.25.9 page's title still starts on the first screen.
// The link goes to the same page in the current docs when it exists there, else to their start, as upstream's does.
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useActivePlugin, useDocsPreferredVersion, useDocsVersion, useDocVersionSuggestions } from '@docusaurus/plugin-content-docs/client';
import { RELEASE_LABEL } from '@site/src/lib/versions';

function LegacyBanner({ className, label }: { className?: string; label: string }): ReactNode {
  const pluginId = useActivePlugin({ failfast: true })?.pluginId ?? 'default';
  const { savePreferredVersionName } = useDocsPreferredVersion(pluginId);
  const { latestDocSuggestion, latestVersionSuggestion } = useDocVersionSuggestions(pluginId);
  const target = latestDocSuggestion ?? latestVersionSuggestion.docs.find((doc) => doc.id === latestVersionSuggestion.mainDocId);
  return (
    <div className={clsx(className, ThemeClassNames.docs.docVersionBanner, 'alert alert--warning margin-bottom--md')} role="alert">
      <b>elizaOS {label}</b>: legacy, no longer maintained.{' '}
      <Link to={target?.path ?? '/docs/'} onClick={() => savePreferredVersionName(latestVersionSuggestion.name)}>
        {latestDocSuggestion ? 'This page' : 'The docs'} in {RELEASE_LABEL}
      </Link>
    </div>
  );
}

export default function DocVersionBanner({ className }: { className?: string }): ReactNode {
  const version = useDocsVersion();
  // The current docs have no banner; only an older version ("unmaintained") gets one.
  if (version.banner !== 'unmaintained') return null;
  return <LegacyBanner className={className} label={version.label} />;
}
