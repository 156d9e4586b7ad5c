/** The home page's example in use: the quickstart's commands and what they print, then the first chat message. */
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { FIRST_MESSAGE, QUICKSTART_STEPS_SHOWN } from './quickstartExample';
import styles from './Terminal.module.css';

export default function Terminal(): ReactNode {
  return (
    <figure className={styles.figure}>
      <div className={styles.window}>
        <div className={styles.bar} aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
        <pre className={styles.screen} aria-label="Terminal" tabIndex={0}>
          {QUICKSTART_STEPS_SHOWN.map((line, index) => (
            <span key={index} className={styles[line.kind]}>
              {line.kind === 'command' && (
                <span className={styles.prompt} aria-hidden="true">
                  ${' '}
                </span>
              )}
              {line.text}
              {'\n'}
            </span>
          ))}
        </pre>
        <div className={styles.chat}>
          <p className={styles.chatLabel}>Then, in the dashboard at localhost:3000:</p>
          <p className={styles.message}>{FIRST_MESSAGE}</p>
          <p className={styles.reply}>Eliza, the agent of the project template, replies a few seconds later.</p>
        </div>
      </div>
      <figcaption className={styles.caption}>
        From the <Link to="/docs/quickstart">quickstart</Link>: a working agent with elizaOS 1.2.0.
      </figcaption>
    </figure>
  );
}
