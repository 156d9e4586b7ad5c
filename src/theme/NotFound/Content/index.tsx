// Wraps the stock not-found content to add a suggestion box (one link chosen from the path asked for), shown 100 ms after the page mounts.
import React, { useEffect, useState, type ReactNode } from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import { suggestionFor, SUGGESTION_DELAY_MS } from '@site/src/lib/notFoundSuggestion';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const { pathname } = useLocation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), SUGGESTION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const suggestion = suggestionFor(pathname);
  return (
    <>
      <Content {...props} />
      {shown && (
        <aside className={`container ${styles.box}`} aria-label="Suggestions" data-testid="not-found-suggestions">
          <h2 className={styles.title}>Looking for something specific?</h2>
          <p>You might want to try:</p>
          <Link className="button button--primary" to={suggestion.to}>
            {suggestion.label}
          </Link>
          <p className={styles.hint}>Or use the search bar above to find what you&apos;re looking for.</p>
        </aside>
      )}
    </>
  );
}
