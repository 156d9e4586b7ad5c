/** /qa-testing: runs the site's own health checks in the reader's browser and shows pass or fail for each. */
import React, { useCallback, useEffect, useState, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import { healthChecks } from '@site/src/lib/healthChecks';

type Result = { status: 'running' } | { status: 'pass'; detail: string } | { status: 'fail'; detail: string };

export default function QaTesting(): ReactNode {
  const [results, setResults] = useState<Record<string, Result>>({});
  const runAll = useCallback(() => {
    for (const check of healthChecks) {
      setResults((prev) => ({ ...prev, [check.id]: { status: 'running' } }));
      check
        .run(window.fetch.bind(window), window.location.origin)
        .then((detail) => setResults((prev) => ({ ...prev, [check.id]: { status: 'pass', detail } })))
        .catch((error: unknown) => setResults((prev) => ({ ...prev, [check.id]: { status: 'fail', detail: (error as Error).message } })));
    }
  }, []);
  useEffect(runAll, [runAll]);
  return (
    <Layout title="QA testing" description="Live health checks of this documentation site: search, feeds, llms files and the chat assistant.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Site health checks</Heading>
        <p>
          This page checks, from your browser, that the parts of the site that load separately are working: the search index, the feeds, the llms files and the
          chat assistant.
        </p>
        <button type="button" className="button button--primary margin-bottom--md" onClick={runAll}>
          Run again
        </button>
        <table tabIndex={0}>
          <thead>
            <tr>
              <th scope="col">Check</th>
              <th scope="col">Result</th>
              <th scope="col">Detail</th>
            </tr>
          </thead>
          <tbody>
            {healthChecks.map((check) => {
              const result = results[check.id];
              const status = result?.status ?? 'running';
              return (
                <tr key={check.id} data-check={check.id} data-status={status}>
                  <td>{check.label}</td>
                  <td>{status === 'pass' ? 'Pass' : status === 'fail' ? 'Fail' : 'Running…'}</td>
                  <td>{result && result.status !== 'running' ? result.detail : ''}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </main>
    </Layout>
  );
}
