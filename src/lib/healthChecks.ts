/** The site's self-checks, run in the browser by /qa-testing and in Node by tests: each fetches one resource. */
export interface HealthCheck {
  id: string;
  label: string;
  run: (fetcher: typeof fetch, origin: string) => Promise<string>;
}

async function expectOk(fetcher: typeof fetch, url: string, init?: RequestInit): Promise<Response> {
  const response = await fetcher(url, init);
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return response;
}

export const healthChecks: HealthCheck[] = [
  {
    id: 'search-index',
    label: 'Search index loads',
    run: async (fetcher, origin) => {
      const html = await (await expectOk(fetcher, `${origin}/docs`)).text();
      const match = /search-index[^"']*\.json/.exec(html);
      const url = match ? `${origin}/${match[0].replace(/^\//, '')}` : `${origin}/search-index-docs.json`;
      const body = (await (await expectOk(fetcher, url)).json()) as unknown[];
      return `${url.replace(origin, '')}: ${Array.isArray(body) ? body.length : 0} index parts`;
    },
  },
  ...(
    [
      ['feed-rss', 'Blog RSS feed', '/blog/rss.xml'],
      ['feed-atom', 'Blog Atom feed', '/blog/atom.xml'],
      ['feed-json', 'Blog JSON feed', '/blog/feed.json'],
      ['news-rss', 'AI News RSS feed', '/news/rss.xml'],
      ['llms', 'llms.txt', '/llms.txt'],
      ['llms-full', 'llms-full.txt', '/llms-full.txt'],
    ] as const
  ).map(([id, label, path]) => ({
    id,
    label: `${label} reachable`,
    run: async (fetcher: typeof fetch, origin: string) => {
      const text = await (await expectOk(fetcher, `${origin}${path}`)).text();
      return `${path}: ${text.length.toLocaleString('en-US')} characters`;
    },
  })),
  {
    id: 'chat',
    label: 'Chat assistant answers',
    run: async (fetcher, origin) => {
      const response = await expectOk(fetcher, `${origin}/.netlify/functions/predict`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ question: 'How do I create an agent?' }),
      });
      const body = (await response.json()) as { answer?: string; sources?: unknown[] };
      if (!body.answer) throw new Error('the answer was empty');
      return `answered with ${body.sources?.length ?? 0} sources`;
    },
  },
];
