/**
 * The "Ask the docs" button (named for what answers: the site's pages, quoted, or a model writing from them when one is
 * set up); the chat panel's code loads only when a reader first opens it.
 */
import React, { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import styles from './styles.module.css';

const ChatPanel = lazy(() => import('./ChatPanel'));

function AskAi(): ReactNode {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  return (
    <>
      <button ref={button} type="button" className={styles.launcher} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        Ask the docs
      </button>
      {open && (
        <Suspense fallback={null}>
          <ChatPanel onClose={close} />
        </Suspense>
      )}
    </>
  );
}

export default function AskAiButton(): ReactNode {
  return <BrowserOnly>{() => <AskAi />}</BrowserOnly>;
}
