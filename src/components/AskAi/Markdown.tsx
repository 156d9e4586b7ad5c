/**
 * A small Markdown renderer for the assistant's answers: paragraphs, lists, fenced code with a copy button, GFM
 * tables, headings, quotes; inline code, emphasis, links and [n] citations. It builds React elements only (text is
 * never HTML), links go to this site or to http(s) addresses, and it tolerates the half-written Markdown of an
 * answer that is still streaming.
 */
import React, { useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { parseBlocks, safeHref, type Block } from './markdownBlocks';
import styles from './styles.module.css';

export interface Citation {
  title: string;
  url: string;
}

// One pass over inline Markdown: code spans, links, citations, strong and emphasis, escapes.
const INLINE =
  /(`+)([\s\S]*?[^`])\1(?!`)|\[([^\]]+)\]\(([^)\s]+)\)|\[(\d{1,2})\]|\*\*([^*]+)\*\*|\*([^*\s][^*]*)\*|(?<![\w\\])_([^_\s][^_]*)_(?!\w)|\\([\\`*_{}[\]()#+\-.!|<>~])/g;

function renderInline(text: string, citations: Citation[], keyPrefix = 'i'): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let n = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) out.push(text.slice(last, match.index));
    const key = `${keyPrefix}-${n++}`;
    const [, ticks, code, label, url, citation, strong, em, em2, escaped] = match;
    if (ticks) out.push(<code key={key}>{code.trim() || code}</code>);
    else if (label !== undefined) {
      const href = safeHref(url);
      const children = renderInline(label, citations, key);
      if (!href) out.push(<span key={key}>{children}</span>);
      else if (href.startsWith('/') || href.startsWith('#'))
        out.push(
          <Link key={key} to={href}>
            {children}
          </Link>,
        );
      else
        out.push(
          <a key={key} href={href} target="_blank" rel="noopener noreferrer">
            {children}
          </a>,
        );
    } else if (citation) {
      const source = citations[Number(citation) - 1];
      const href = source ? safeHref(source.url) : null;
      out.push(
        href && href.startsWith('/') ? (
          <Link key={key} to={href} className={styles.citation} title={source.title}>
            [{citation}]
          </Link>
        ) : (
          `[${citation}]`
        ),
      );
    } else if (strong) out.push(<strong key={key}>{renderInline(strong, citations, key)}</strong>);
    else if (em ?? em2) out.push(<em key={key}>{renderInline((em ?? em2)!, citations, key)}</em>);
    else if (escaped) out.push(escaped);
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

function CodeBlock({ lang, text }: { lang: string; text: string }): ReactNode {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(text).then(
      () => {
        setCopied(true);
        setTimeout(() => setCopied(false), 1500);
      },
      () => setCopied(false),
    );
  };
  return (
    <div className={styles.code}>
      <button type="button" className={styles.copy} onClick={copy} aria-label={copied ? 'Code copied' : 'Copy code'}>
        {copied ? 'Copied' : 'Copy'}
      </button>
      {/* Focusable so a keyboard can scroll a long line; its label names the language. */}
      <pre tabIndex={0} aria-label={lang ? `${lang} code` : 'code'}>
        <code>{text}</code>
      </pre>
    </div>
  );
}

function renderBlocks(blocks: Block[], citations: Citation[], prefix: string): ReactNode[] {
  return blocks.map((block, i) => {
    const key = `${prefix}b${i}`;
    switch (block.type) {
      case 'code':
        return <CodeBlock key={key} lang={block.lang} text={block.text} />;
      case 'table':
        return (
          <div key={key} className={styles.table} tabIndex={0} role="group" aria-label="Table">
            <table>
              <thead>
                <tr>
                  {block.header.map((cell, c) => (
                    <th key={c} scope="col">
                      {renderInline(cell, citations, `${key}h${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row, r) => (
                  <tr key={r}>
                    {block.header.map((_, c) => (
                      <td key={c}>{renderInline(row[c] ?? '', citations, `${key}r${r}c${c}`)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      case 'list': {
        const items = block.items.map((item, n) => <li key={n}>{renderInline(item, citations, `${key}l${n}`)}</li>);
        return block.ordered ? (
          <ol key={key} start={block.start}>
            {items}
          </ol>
        ) : (
          <ul key={key}>{items}</ul>
        );
      }
      case 'heading':
        return (
          <p key={key}>
            <strong>{renderInline(block.text, citations, key)}</strong>
          </p>
        );
      case 'quote':
        return <blockquote key={key}>{renderBlocks(block.blocks, citations, key)}</blockquote>;
      default:
        return <p key={key}>{renderInline(block.text, citations, key)}</p>;
    }
  });
}

export default function Markdown({ text, citations }: { text: string; citations: Citation[] }): ReactNode {
  return <div className={styles.markdown}>{renderBlocks(parseBlocks(text), citations, '')}</div>;
}
