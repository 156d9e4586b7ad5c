/**
 * The actions above a page: copy its Markdown, view it as Markdown, open it in ChatGPT or Claude (a new chat asked to
 * read the page's .md URL), and connect the docs' MCP server (copy its URL, or install it in Cursor or VS Code).
 * Plain links and a native disclosure but for the two copy buttons, so they add almost nothing to a first load.
 * The bar is marked data-markdown-ignore: it is the site's chrome, not the page's content, so a tool that compares
 * the page with its Markdown copy leaves it out.
 */
import React, { useState, type ReactNode } from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { markdownCopyPath } from '@site/src/lib/llms/markdownPath';
import { assistantLinks, markdownUrl, mcpInstallLinks, mcpServerUrl } from '@site/src/lib/pageActions';
import styles from './styles.module.css';

/** A button that copies text (fetched when it is clicked) and says so for two seconds. */
function CopyButton({
  label,
  copiedLabel,
  text,
  className = 'button button--sm button--outline button--secondary',
}: {
  label: string;
  copiedLabel: string;
  text: () => Promise<string>;
  className?: string;
}): ReactNode {
  const [shown, setShown] = useState(label);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(await text());
      setShown(copiedLabel);
    } catch {
      setShown('Copy failed');
    }
    window.setTimeout(() => setShown(label), 2000);
  };
  return (
    <button type="button" className={className} onClick={copy} aria-live="polite">
      {shown}
    </button>
  );
}

async function fetchText(path: string): Promise<string> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(String(response.status));
  return response.text();
}

export default function PageActions({ permalink }: { permalink: string }): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const mdPath = markdownCopyPath(permalink);
  const links = assistantLinks(markdownUrl(siteConfig.url, permalink));
  const mcpUrl = mcpServerUrl(siteConfig.url);
  const install = mcpInstallLinks(siteConfig.url);
  return (
    // On a desk, the copy button and a menu that holds the rest. On a phone, one menu that holds all of them, beside
    // the "On this page" disclosure (src/css/custom.css), so the page title starts on the first screen.
    // "page-actions" is that rule's hook.
    <div className={clsx(styles.bar, 'page-actions')} role="group" aria-label="Page actions" data-markdown-ignore="">
      <span className={styles.wide}>
        <CopyButton label="Copy page" copiedLabel="Copied" text={() => fetchText(mdPath)} />
      </span>
      <details className={styles.menu}>
        <summary className={styles.summary}>
          <span className={styles.wide}>More</span>
          <span className={styles.narrow}>Page actions</span>
        </summary>
        <div className={styles.panel}>
          <span className={styles.narrow}>
            <CopyButton label="Copy page" copiedLabel="Copied" text={() => fetchText(mdPath)} className={styles.itemButton} />
          </span>
          <a className={styles.item} href={mdPath} target="_self">
            View as Markdown
          </a>
          <a className={styles.item} href={links.chatgpt} target="_blank" rel="noopener noreferrer">
            Open in ChatGPT
          </a>
          <a className={styles.item} href={links.claude} target="_blank" rel="noopener noreferrer">
            Open in Claude
          </a>
          <p className={styles.heading}>Connect MCP</p>
          <p className={styles.note}>
            The docs as tools for your editor's agent, at <code>{mcpUrl}</code>
          </p>
          <CopyButton label="Copy MCP URL" copiedLabel="Copied" text={async () => mcpUrl} />
          <a className={styles.item} href={install.cursor}>
            Add to Cursor
          </a>
          <a className={styles.item} href={install.vscode}>
            Add to VS Code
          </a>
        </div>
      </details>
    </div>
  );
}
