/**
 * The request panel of a REST operation page is the heaviest thing on it (the request builder and a code sample
 * generator for every language tab: about 500 KB of JavaScript). It loads when the reader reaches it: once it
 * scrolls into view (beside the text on a wide screen, below it on a phone) or when its button is pressed.
 */
import React, { lazy, Suspense, useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import type ApiExplorerType from '@theme-original/ApiExplorer';
import styles from './styles.module.css';

const ApiExplorer = lazy(() => import('@theme-original/ApiExplorer'));

type Props = ComponentProps<typeof ApiExplorerType>;

export default function ApiExplorerOnDemand(props: Props): ReactNode {
  const [wanted, setWanted] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = placeholder.current;
    if (wanted || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [wanted]);

  const waiting = (
    <div ref={placeholder} className={styles.placeholder}>
      <p>Send this request to your elizaOS server and see the answer, with code samples in cURL, Node.js, JavaScript and Python.</p>
      <button type="button" className="button button--primary" onClick={() => setWanted(true)} disabled={wanted}>
        {wanted ? 'Loading the request panel…' : 'Open the request panel'}
      </button>
    </div>
  );
  if (!wanted) return waiting;
  return (
    <Suspense fallback={waiting}>
      <ApiExplorer {...props} />
    </Suspense>
  );
}
