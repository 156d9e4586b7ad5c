/**
 * The chat panel: streams answers from /.netlify/functions/predict and shows them as Markdown with numbered
 * sources, says which engine answered, and keeps the conversation for the session (follow-ups send it along).
 */
import React, { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { readEventStream } from './sse';
import Markdown from './Markdown';
import styles from './styles.module.css';

type Engine = 'embedded' | 'llm';

interface Message {
  role: 'user' | 'assistant';
  content: string;
  sources?: Array<{ title: string; url: string }>;
  engine?: Engine;
  error?: boolean;
}

const ENGINE_LABELS: Record<Engine, string> = {
  embedded: 'Quoted from this site’s pages (no AI model)',
  llm: 'Written by an AI model from this site’s pages',
};

const STORAGE_KEY = 'elizaos-docs-chat';
const HISTORY_TURNS = 6;
const HISTORY_CHARS = 1200;
const ENDPOINT = '/.netlify/functions/predict';

function loadConversation(): Message[] {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as Message[];
  } catch {
    return []; // storage may be unavailable (privacy settings); the chat still works without it
  }
}

interface Props {
  onClose: () => void;
  /** A question to ask at once (from the search box's no-results state); `onAsked` is called when it is sent. */
  question?: string;
  onAsked?: () => void;
}

export default function ChatPanel({ onClose, question: pending, onAsked }: Props): ReactNode {
  const [messages, setMessages] = useState<Message[]>(loadConversation);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);

  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(messages.slice(-20)));
    } catch {
      // ignored: the conversation simply does not survive navigation
    }
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [messages]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const ask = useCallback(async (question: string, earlier: Message[]) => {
    setBusy(true);
    // The function takes at most 16 KB: the last turns, each cut short, are enough to resolve a follow-up.
    const history = earlier
      .filter((m) => !m.error && m.content)
      .slice(-HISTORY_TURNS)
      .map(({ role, content }) => ({ role, content: content.slice(0, HISTORY_CHARS) }));
    setMessages([...earlier, { role: 'user', content: question }, { role: 'assistant', content: '' }]);
    const update = (patch: Partial<Message>) => setMessages((all) => [...all.slice(0, -1), { ...all[all.length - 1], ...patch }]);
    try {
      const response = await fetch(ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ question, history }),
      });
      if (!response.ok || !response.body) {
        const body = (await response.json().catch(() => ({}))) as { error?: string };
        throw new Error(body.error ?? `The assistant answered with status ${response.status}.`);
      }
      let text = '';
      for await (const event of readEventStream(response.body)) {
        if (event.event === 'meta') {
          update({ engine: (JSON.parse(event.data) as { engine: Engine }).engine });
        } else if (event.event === 'token') {
          text += JSON.parse(event.data) as string;
          update({ content: text });
        } else if (event.event === 'sources') {
          update({ sources: JSON.parse(event.data) as Message['sources'] });
        }
      }
    } catch (error) {
      update({ content: (error as Error).message || 'Something went wrong.', error: true });
    } finally {
      setBusy(false);
    }
  }, []);

  useEffect(() => {
    if (!pending || busy) return;
    onAsked?.();
    void ask(pending, messages);
    // Only a new pending question starts a request; the conversation so far is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const question = draft.trim();
    if (!question || busy) return;
    setDraft('');
    void ask(question, messages);
  };

  const retry = () => {
    const lastQuestion = [...messages].reverse().find((m) => m.role === 'user');
    if (lastQuestion) void ask(lastQuestion.content, messages.slice(0, -2));
  };

  return (
    <div className={styles.panel} role="dialog" aria-modal="false" aria-labelledby="ask-ai-title">
      <div className={styles.header}>
        <h2 id="ask-ai-title" className={styles.title}>
          Ask the docs
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close the assistant">
          ×
        </button>
      </div>
      <div className={styles.log} ref={log} aria-live="polite">
        {messages.length === 0 && (
          <p className={styles.hint}>
            Ask a question about elizaOS. The answer is built from the pages of this site that match it, and each part links to the page it came from.
          </p>
        )}
        {messages.map((message, i) => (
          <div
            key={i}
            className={message.role === 'user' ? styles.user : styles.assistant}
            data-role={message.role}
            aria-busy={busy && i === messages.length - 1}
          >
            {message.role === 'assistant' && !message.error && message.content ? (
              <Markdown text={message.content} citations={message.sources ?? []} />
            ) : (
              <p className={styles.text}>{message.content || (busy ? 'Thinking…' : '')}</p>
            )}
            {message.error && (
              <button type="button" className="button button--sm button--primary" onClick={retry} disabled={busy}>
                Retry
              </button>
            )}
            {message.sources && message.sources.length > 0 && (
              <ol className={styles.sources} aria-label="Sources">
                {message.sources.map((source) => (
                  <li key={source.url}>
                    <Link to={source.url}>{source.title}</Link>
                  </li>
                ))}
              </ol>
            )}
            {message.role === 'assistant' && message.engine && !message.error && <p className={styles.engine}>{ENGINE_LABELS[message.engine]}</p>}
          </div>
        ))}
      </div>
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor="ask-ai-input" className={styles.srOnly}>
          Your question
        </label>
        <textarea
          id="ask-ai-input"
          ref={input}
          rows={2}
          maxLength={2000}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) submit(event);
          }}
          placeholder="How do I add a Discord bot?"
        />
        <button type="submit" className="button button--primary" disabled={busy || !draft.trim()}>
          Ask
        </button>
      </form>
    </div>
  );
}
