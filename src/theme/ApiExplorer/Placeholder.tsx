/**
 * What stands in the request panel's place until the reader asks for the panel: a line on what it does and the
 * button that loads it. The server HTML has it too (src/theme/SkeletonLoader), so that a REST page's body kept from
 * the server (src/components/StaticOnFirstLoad) shows the button before React renders that body, with the same
 * markup as the live one: a press on the server's button is replayed on the live one.
 */
import React, { type ReactNode } from 'react';
import styles from './styles.module.css';

interface Props {
  /** True once the reader asked for the panel and its code is loading. */
  loading?: boolean;
  onOpen?: () => void;
  onPrefetch?: () => void;
}

export default function RequestPanelPlaceholder({ loading = false, onOpen, onPrefetch }: Props): ReactNode {
  return (
    // data-markdown-ignore: a control for human readers, not content; agents comparing the page with its Markdown
    // copy (AFDocs' parity check) leave it out.
    <div className={styles.placeholder} data-markdown-ignore="">
      <p>Send this request to your elizaOS server and see the answer, with code samples in cURL, Node.js, JavaScript and Python.</p>
      <button type="button" className="button button--primary" onClick={onOpen} onFocus={onOpen} onPointerEnter={onPrefetch} disabled={loading}>
        {loading ? 'Loading the request panel…' : 'Open the request panel'}
      </button>
    </div>
  );
}
