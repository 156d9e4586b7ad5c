/**
 * The actions above a page: copy its Markdown, view it as Markdown, open it in ChatGPT or Claude (a new chat asked to
 * read the page's .md URL). Plain links but for the copy button, so they add almost nothing to a first load.
 */
import React, { useState, type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { markdownCopyPath } from '@site/src/lib/llms/llmsTxt';
import { assistantLinks, markdownUrl } from '@site/src/lib/pageActions';
import styles from './styles.module.css';

function CopyPageButton({ mdPath }: { mdPath: string }): ReactNode {
  const [label, setLabel] = useState('Copy page');
  const copy = async () => {
    try {
      const response = await fetch(mdPath);
      if (!response.ok) throw new Error(String(response.status));
      await navigator.clipboard.writeText(await response.text());
      setLabel('Copied');
    } catch {
      setLabel('Copy failed');
    }
    window.setTimeout(() => setLabel('Copy page'), 2000);
  };
  return (
    <button type="button" className="button button--sm button--outline button--secondary" onClick={copy} aria-live="polite">
      {label}
    </button>
  );
}

export default function PageActions({ permalink }: { permalink: string }): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const mdPath = markdownCopyPath(permalink);
  const links = assistantLinks(markdownUrl(siteConfig.url, permalink));
  return (
    <div className={styles.bar} role="group" aria-label="Page actions">
      <CopyPageButton mdPath={mdPath} />
      <a className={styles.link} href={mdPath} target="_self">
        View as Markdown
      </a>
      <a className={styles.link} href={links.chatgpt} target="_blank" rel="noopener noreferrer">
        Open in ChatGPT
      </a>
      <a className={styles.link} href={links.claude} target="_blank" rel="noopener noreferrer">
        Open in Claude
      </a>
    </div>
  );
}
