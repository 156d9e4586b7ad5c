import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkExternalLinks } from '../../scripts/check-external-links';

/** A stand-in for fetch: answers by URL and method, and records how many requests ran at once per host. */
function fakeFetch(answers: Record<string, number | Error>, seen: string[], overlap: { max: Record<string, number> }) {
  const running: Record<string, number> = {};
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const host = new URL(url).host;
    seen.push(`${init?.method ?? 'GET'} ${url}`);
    running[host] = (running[host] ?? 0) + 1;
    overlap.max[host] = Math.max(overlap.max[host] ?? 0, running[host]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running[host] -= 1;
    const answer = answers[url];
    if (answer instanceof Error) throw answer;
    const status = init?.method === 'HEAD' && url.includes('no-head') ? 405 : (answer ?? 200);
    return new Response(null, { status });
  }) as typeof fetch;
}

test('external links: ok, broken, rate-limited, unreachable and never-checkable hosts are told apart', async () => {
  const links = new Map<string, string[]>([
    ['https://github.com/elizaos/eliza', ['/docs/intro']],
    ['https://github.com/elizaos/missing', ['/docs/faq']],
    ['https://example.com/busy', ['/blog']],
    ['https://down.example/', ['/blog']],
    ['https://example.com/no-head', ['/docs']],
    ['https://twitter.com/elizaos', ['/']],
  ]);
  const seen: string[] = [];
  const overlap = { max: {} as Record<string, number> };
  const results = await checkExternalLinks(links, {
    fetch: fakeFetch(
      { 'https://github.com/elizaos/missing': 404, 'https://example.com/busy': 429, 'https://down.example/': new Error('ENOTFOUND') },
      seen,
      overlap,
    ),
    concurrency: 4,
    log: () => {},
  });
  const outcome = Object.fromEntries(results.map((result) => [result.url, result.outcome]));
  assert.deepEqual(outcome, {
    'https://down.example/': 'broken',
    'https://example.com/busy': 'rate-limited',
    'https://example.com/no-head': 'ok',
    'https://github.com/elizaos/eliza': 'ok',
    'https://github.com/elizaos/missing': 'broken',
    'https://twitter.com/elizaos': 'unchecked',
  });
  // A server that refuses HEAD is asked again with GET; a login-walled host is never asked.
  assert.ok(seen.includes('GET https://example.com/no-head'));
  assert.ok(!seen.some((line) => line.includes('twitter.com')));
  // Never two requests at once to one host.
  assert.ok(
    Object.values(overlap.max).every((count) => count === 1),
    JSON.stringify(overlap.max),
  );
  assert.deepEqual(results.find((result) => result.url.endsWith('missing'))?.pages, ['/docs/faq']);
});
