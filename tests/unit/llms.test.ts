import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderLlmsTxt, renderLlmsFullTxt, renderPageMarkdown, markdownCopyPath } from '../../src/lib/llms/llmsTxt';
import { negotiatePage } from '../../src/lib/llms/markdownPath';
import * as edge from '../../netlify/edge-functions/markdown';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const site = { title: 'elizaOS', summary: 'Agents.', url: 'https://example.org', details: 'Details.' };
const page = { title: 'Quick start', url: '/docs/quickstart', description: 'Start here.', markdown: 'Install the CLI.' };

test('llms.txt follows the llmstxt.org layout: title, summary, sections of links, optional ones last under one heading', () => {
  const text = renderLlmsTxt(site, [
    { title: 'Blog', pages: [{ ...page, title: 'Post', url: '/blog/post' }], optional: true },
    { title: 'Docs', pages: [page] },
    { title: 'News', pages: [{ ...page, title: 'Day', url: '/news/day', description: '' }], optional: true },
    { title: 'Empty', pages: [] },
  ]);
  assert.equal(
    text,
    '# elizaOS\n\n> Agents.\n\nDetails.\n\n## Docs\n\n- [Quick start](https://example.org/docs/quickstart.md): Start here.\n\n## Optional\n\n- [Post](https://example.org/blog/post.md): Start here.\n- [Day](https://example.org/news/day.md)\n',
  );
});

test('llms-full.txt carries each page with its source URL', () => {
  const text = renderLlmsFullTxt(site, [page]);
  assert.match(text, /# Quick start\n\nSource: https:\/\/example.org\/docs\/quickstart\n\nInstall the CLI\./);
});

test('a page copy starts with its title and description', () => {
  assert.equal(renderPageMarkdown(page), '# Quick start\n\n> Start here.\n\nInstall the CLI.\n');
  assert.equal(renderPageMarkdown({ ...page, description: '', markdown: '' }), '# Quick start\n');
});

test('copies of index routes drop the trailing slash', () => {
  assert.equal(markdownCopyPath('/docs/'), '/docs.md');
  assert.equal(markdownCopyPath('/docs/intro'), '/docs/intro.md');
  assert.equal(markdownCopyPath('/'), '/index.md');
});

const ACCEPTS: Array<[string | null, 'markdown' | 'html']> = [
  ['text/markdown', 'markdown'],
  ['text/markdown, text/html;q=0.9', 'markdown'],
  ['text/html, text/markdown', 'markdown'],
  ['text/markdown;q=0.5, text/html', 'html'],
  ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'html'],
  ['*/*', 'html'],
  ['text/markdown;q=0', 'html'],
  ['TEXT/MARKDOWN', 'markdown'],
  ['text/x-markdown', 'markdown'],
  ['text/x-markdown;q=0.5, text/html', 'html'],
  ['text/markdown;q=abc', 'html'],
  ['text/markdown;q=-1', 'html'],
  ['text/markdown;q=1.5', 'html'],
  ['text/markdown;q=0.0001', 'html'],
  ['text/markdown;q=0.001', 'markdown'],
  ['text/markdown ; Q=1.000', 'markdown'],
  ['text/markdown;charset=utf-8;q=0.8, text/html;q=0.7', 'markdown'],
  ['text/markdown;q=0, text/x-markdown', 'markdown'],
  ['', 'html'],
  [null, 'html'],
];

test('a page is Markdown when text/markdown (or text/x-markdown) has a valid weight at least that of HTML', () => {
  for (const [accept, expected] of ACCEPTS) assert.equal(negotiatePage(accept, true), expected, String(accept));
});

test('the edge function answers Accept: text/markdown with the twin, anything else with the page, both with Vary: Accept', async () => {
  const fetched: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: URL | RequestInfo) => {
    const url = String(input);
    fetched.push(url);
    return url.endsWith('/docs/intro.md') ? new Response('# Intro\n') : new Response('missing', { status: 404 });
  }) as typeof fetch;
  try {
    const context = { next: async () => new Response('<html></html>', { headers: { 'content-type': 'text/html' } }) };
    const md = await edge.default(new Request('https://example.org/docs/intro', { headers: { accept: 'text/markdown' } }), context);
    assert.equal(md.headers.get('content-type'), 'text/markdown; charset=utf-8');
    assert.equal(md.headers.get('vary'), 'Accept');
    assert.equal(await md.text(), '# Intro\n');
    assert.deepEqual(fetched, ['https://example.org/docs/intro.md']);

    const html = await edge.default(new Request('https://example.org/docs/intro', { headers: { accept: 'text/html' } }), context);
    assert.equal(html.headers.get('content-type'), 'text/html');
    assert.equal(html.headers.get('vary'), 'Accept');

    const listing = await edge.default(new Request('https://example.org/blog/tags', { headers: { accept: 'text/markdown, */*' } }), context);
    assert.equal(await listing.text(), '<html></html>', 'a route without a twin falls through to the page');
    assert.equal(listing.headers.get('vary'), 'Accept');

    const only = await edge.default(new Request('https://example.org/blog/tags', { headers: { accept: 'text/markdown' } }), context);
    assert.equal(only.status, 406, 'Markdown alone, and the page has none: as local serving answers');
    assert.equal(only.headers.get('vary'), 'Accept');
  } finally {
    globalThis.fetch = realFetch;
  }
});

test('netlify.toml runs the markdown edge function on pages (not on files) and ships the corpus with the functions', () => {
  const toml = readFileSync(path.resolve(__dirname, '../../netlify.toml'), 'utf8');
  assert.match(toml, /\[\[edge_functions\]\]\s+function = "markdown"\s+path = "\/\*"/);
  const excluded = /excludedPath = \[([^\]]*)\]/.exec(toml)?.[1] ?? '';
  for (const pattern of ['/*.md', '/assets/*', '/.netlify/*', '/mcp']) assert.ok(excluded.includes(`"${pattern}"`), pattern);
  assert.match(toml, /included_files = \[[^\]]*"build-function-data\/corpus\.json"/);
  assert.ok(existsSync(path.resolve(__dirname, '../../netlify/edge-functions/markdown.ts')));
});

test('a docs page twin repeats the release line the page shows under its title', () => {
  const text = renderPageMarkdown({ title: 'Intro', url: '/docs/intro', markdown: 'Hello.', release: 'Docs 1.0.17 · elizaOS 1.2.0' }, 'https://example.org');
  assert.match(text, /^# Intro\n\nDocumentation index: [^\n]+\n\nDocs 1\.0\.17 · elizaOS 1\.2\.0\n\nHello\.\n$/);
});
