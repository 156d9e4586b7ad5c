// Wraps the stock doc content: a "Copy page" button (the page's Markdown, served at URL + .md) on written pages,
// and on API pages of central types a link back to the concept page that explains them.
import React, { useState, type ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Link from '@docusaurus/Link';
import { apiConceptPages } from '@site/src/data/apiConcepts';
import { markdownCopyPath } from '@site/src/lib/llms/llmsTxt';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

function CopyPageButton({ permalink }: { permalink: string }): ReactNode {
  const [label, setLabel] = useState('Copy page');
  const copy = async () => {
    try {
      const response = await fetch(markdownCopyPath(permalink));
      if (!response.ok) throw new Error(String(response.status));
      await navigator.clipboard.writeText(await response.text());
      setLabel('Copied');
    } catch {
      setLabel('Copy failed');
    }
    window.setTimeout(() => setLabel('Copy page'), 2000);
  };
  return (
    <div className={styles.bar}>
      <button type="button" className="button button--sm button--outline button--secondary" onClick={copy} aria-live="polite">
        {label}
      </button>
      <a className={styles.raw} href={markdownCopyPath(permalink)} target="_self">
        View as Markdown
      </a>
    </div>
  );
}

export default function ContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  // Generated reference pages (TypeDoc, OpenAPI) have no Markdown copy.
  const isGenerated = /\.(api|info|tag)\.mdx$/.test(metadata.source) || metadata.source.startsWith('@site/api/');
  const concept = apiConceptPages[metadata.permalink];
  return (
    <>
      {!isGenerated && <CopyPageButton permalink={metadata.permalink} />}
      {concept && (
        <div className="alert alert--info margin-bottom--md" role="note">
          Concepts and examples: <Link to={concept.to}>{concept.label}</Link>
        </div>
      )}
      <Content {...props} />
    </>
  );
}
