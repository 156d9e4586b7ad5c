// Wraps the stock doc content to add a "Copy page" button that copies the page's Markdown (served at URL + .md).
import React, { useState, type ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

function CopyPageButton({ permalink }: { permalink: string }): ReactNode {
  const [label, setLabel] = useState('Copy page');
  const copy = async () => {
    try {
      const response = await fetch(`${permalink}.md`);
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
      <a className={styles.raw} href={`${permalink}.md`} target="_self">
        View as Markdown
      </a>
    </div>
  );
}

export default function ContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  // Generated reference pages (TypeDoc, OpenAPI) have no Markdown copy.
  const isGenerated = /\.(api|info|tag)\.mdx$/.test(metadata.source) || metadata.source.startsWith('@site/api/');
  return (
    <>
      {!isGenerated && <CopyPageButton permalink={metadata.permalink} />}
      <Content {...props} />
    </>
  );
}
