/**
 * The request panel of a REST operation page is the heaviest thing on it (the request builder and a code sample
 * generator for every language tab). It loads when the reader asks for it: a press of its button, or a focus on the
 * button (keyboard readers reach it by Tab). A pointer over the button starts the download early, without showing
 * the panel. Seeing it is not asking for it: reading a page never downloads the panel.
 */
import React, { lazy, Suspense, useState, type ComponentProps, type ReactNode } from 'react';
import type ApiExplorerType from '@theme-original/ApiExplorer';
import styles from './styles.module.css';

const loadPanel = () => import('@theme-original/ApiExplorer');
const ApiExplorer = lazy(loadPanel);

type Props = ComponentProps<typeof ApiExplorerType>;

export default function ApiExplorerOnDemand(props: Props): ReactNode {
  const [wanted, setWanted] = useState(false);
  const open = () => setWanted(true);

  const waiting = (
    <div className={styles.placeholder}>
      <p>Send this request to your elizaOS server and see the answer, with code samples in cURL, Node.js, JavaScript and Python.</p>
      <button type="button" className="button button--primary" onClick={open} onFocus={open} onPointerEnter={() => void loadPanel()} disabled={wanted}>
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
