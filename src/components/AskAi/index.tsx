/**
 * The "Ask the docs" button (named for what answers: the site's pages, quoted, or a model writing from them when one is
 * set up); the chat panel's code loads only when a reader first opens it.
 */
import React, { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import { useHistory, useLocation } from '@docusaurus/router';
// `?ask=<question>` on any page opens the panel and asks it (the search box's no-results state links there); the
// parameter's name is the search plugin's, which writes those links.
import { ASK_PARAM } from '@site/src/plugins/search-index/client/extract';
import styles from './styles.module.css';

const ChatPanel = lazy(() => import('./ChatPanel'));

function AskAi(): ReactNode {
  const [open, setOpen] = useState(false);
  const [question, setQuestion] = useState<string>();
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const history = useHistory();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const asked = params.get(ASK_PARAM)?.trim();
    if (!params.has(ASK_PARAM)) return;
    // The question is asked once: the parameter leaves the address, so a reload or a shared link does not repeat it.
    params.delete(ASK_PARAM);
    const search = params.toString();
    history.replace({ ...location, search: search ? `?${search}` : '' });
    if (asked) setQuestion(asked);
    setOpen(true);
  }, [location, history]);
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
          <ChatPanel onClose={close} question={question} onAsked={() => setQuestion(undefined)} />
        </Suspense>
      )}
    </>
  );
}

export default function AskAiButton(): ReactNode {
  return <BrowserOnly>{() => <AskAi />}</BrowserOnly>;
}
