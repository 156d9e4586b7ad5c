/** "Was this page helpful?" under a page: Yes and No open a prefilled issue on the docs' repository (no backend). */
import React, { type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { SITE } from '@site/config/site';
import { feedbackIssueUrl } from '@site/src/lib/pageActions';
import styles from './styles.module.css';

export default function PageFeedback({ permalink, title }: { permalink: string; title: string }): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const page = { title, url: siteConfig.url.replace(/\/+$/, '') + permalink };
  return (
    <aside className={styles.feedback} aria-label="Page feedback">
      <span>Was this page helpful?</span>
      <a href={feedbackIssueUrl(SITE.github, page, true)} target="_blank" rel="noopener noreferrer">
        Yes
      </a>
      <a href={feedbackIssueUrl(SITE.github, page, false)} target="_blank" rel="noopener noreferrer">
        No
      </a>
      <span className={styles.note}>(opens an issue on GitHub)</span>
    </aside>
  );
}
