/**
 * What the site gives coding agents beyond the pages: the root llms.txt that links one index per area, Markdown
 * copies with absolute links and a pointer to the index, the pointer at the top of every HTML page, the MCP install
 * links in each client's documented format, and /install.md made from the quickstart page.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { absoluteLinks, renderAreaLlmsTxt, renderLlmsIndex, renderPageMarkdown } from '../../src/lib/llms/llmsTxt';
import { agentPointerHtml, withAgentPointer } from '../../src/lib/llms/agentPointer';
import { renderInstallMd } from '../../src/lib/llms/installMd';
import { MCP_SERVER_NAME, mcpInstallLinks, mcpServerUrl } from '../../src/lib/pageActions';
import { planFromMarkdown } from '../../scripts/lib/quickstart-plan';
import { SITE } from '../../config/site';

const site = { title: 'elizaOS', summary: 'Agents.', url: 'https://example.org', details: 'Details.' };
const page = { title: 'Quick start', url: '/docs/quickstart', description: 'Start here.', markdown: 'Install the CLI.' };

test('the root llms.txt links each area index with its size; an area index links back to the root', () => {
  const root = renderLlmsIndex(
    site,
    [{ title: 'Blog', path: '/blog/llms.txt', description: 'posts', pages: 3 }],
    [{ title: 'Site', pages: [{ ...page, url: '/' }] }],
  );
  assert.equal(
    root,
    '# elizaOS\n\n> Agents.\n\nDetails.\n\n## Indexes\n\n- [Blog](https://example.org/blog/llms.txt): posts (3 pages)\n\n## Site\n\n- [Quick start](https://example.org/index.md): Start here.\n',
  );
  const area = renderAreaLlmsTxt(site, { title: 'Blog', summary: 'Posts.' }, [{ title: 'Blog', pages: [page] }]);
  assert.match(area, /^# elizaOS: Blog\n\n> Posts\.\n\nPart of the elizaOS documentation index \(https:\/\/example\.org\/llms\.txt\)/);
  assert.match(area, /- \[Quick start\]\(https:\/\/example\.org\/docs\/quickstart\.md\): Start here\./);
});

test('links in a Markdown copy become absolute against the page; other schemes, fragments and code stay', () => {
  const markdown = [
    'See [actions](/docs/core/actions#top), [next](./next), [up](../intro) and [mail](mailto:a@b.c), [here](#here).',
    '',
    '![logo](/img/logo.svg)',
    '',
    '[ref]: /docs/ref',
    '',
    '```md',
    '[kept](/docs/core/actions)',
    '```',
    '',
  ].join('\n');
  const out = absoluteLinks(markdown, 'https://example.org/docs/guide/page');
  assert.match(out, /\[actions\]\(https:\/\/example\.org\/docs\/core\/actions#top\)/);
  assert.match(out, /\[next\]\(https:\/\/example\.org\/docs\/guide\/next\)/);
  assert.match(out, /\[up\]\(https:\/\/example\.org\/docs\/intro\)/);
  assert.match(out, /\[mail\]\(mailto:a@b\.c\)/);
  assert.match(out, /\[here\]\(#here\)/);
  assert.match(out, /!\[logo\]\(https:\/\/example\.org\/img\/logo\.svg\)/);
  assert.match(out, /\[ref\]: https:\/\/example\.org\/docs\/ref/);
  assert.match(out, /```md\n\[kept\]\(\/docs\/core\/actions\)\n```/);
  assert.equal(absoluteLinks('No links here.\n', 'https://example.org/x'), 'No links here.\n');
});

test('a Markdown copy names the index and its own URLs in its first lines', () => {
  const text = renderPageMarkdown({ ...page, markdown: 'Read [the intro](/docs/intro).' }, 'https://example.org');
  const [title, , pointer] = text.split('\n');
  assert.equal(title, '# Quick start');
  assert.equal(
    pointer,
    'Documentation index: https://example.org/llms.txt. This page: https://example.org/docs/quickstart (HTML), https://example.org/docs/quickstart.md (Markdown).',
  );
  assert.match(text, /\[the intro\]\(https:\/\/example\.org\/docs\/intro\)/);
});

test('the HTML pointer comes first in <body>, hidden from sight, screen readers and the tab order, and is not doubled', () => {
  const html = '<!doctype html><html><head></head><body class=x><div id=__docusaurus>page</div></body></html>';
  const once = withAgentPointer(html, '/docs/a.md');
  assert.ok(once.startsWith(`<!doctype html><html><head></head><body class=x>${agentPointerHtml('/docs/a.md')}<div id=__docusaurus>`));
  assert.equal(withAgentPointer(once, '/docs/a.md'), once);
  const pointer = agentPointerHtml('/docs/a.md');
  assert.match(pointer, /class="visually-hidden" aria-hidden="true"/);
  assert.equal(pointer.match(/tabindex="-1"/g)?.length, 2);
  assert.match(pointer, /href="\/llms\.txt"/);
  assert.match(pointer, /href="\/docs\/a\.md"/);
  assert.doesNotMatch(agentPointerHtml(null), /\.md/);
  assert.equal(withAgentPointer('<p>no body</p>', null), '<p>no body</p>');
});

test('MCP install links follow Cursor’s and VS Code’s documented formats', () => {
  const url = mcpServerUrl('https://eliza.how/');
  assert.equal(url, 'https://eliza.how/mcp');
  const { cursor, vscode } = mcpInstallLinks('https://eliza.how');
  // Cursor: cursor://anysphere.cursor-deeplink/mcp/install?name=$NAME&config=$BASE64_ENCODED_CONFIG
  const cursorMatch = /^cursor:\/\/anysphere\.cursor-deeplink\/mcp\/install\?name=([^&]+)&config=([A-Za-z0-9+/=]+)$/.exec(cursor);
  assert.ok(cursorMatch, cursor);
  assert.equal(cursorMatch[1], MCP_SERVER_NAME);
  assert.deepEqual(JSON.parse(atob(cursorMatch[2])), { url });
  // VS Code: vscode:mcp/install?${encodeURIComponent(JSON.stringify(obj))}, obj as `code --add-mcp` takes it
  assert.ok(vscode.startsWith('vscode:mcp/install?'), vscode);
  assert.deepEqual(JSON.parse(decodeURIComponent(vscode.slice('vscode:mcp/install?'.length))), { name: MCP_SERVER_NAME, type: 'http', url });
});

test('the docs-for-agents page offers the same install links the page actions do', () => {
  const text = readFileSync('docs/technical/development/docs-for-agents.md', 'utf8');
  const { cursor, vscode } = mcpInstallLinks(SITE.url);
  assert.ok(text.includes(`](${cursor})`), 'the Cursor install link');
  assert.ok(text.includes(`](${vscode})`), 'the VS Code install link');
  assert.ok(text.includes(mcpServerUrl(SITE.url)));
});

test('install.md lists the quickstart page’s commands in page order, its .env choices, then the page', () => {
  const source = readFileSync('docs/quickstart.md', 'utf8');
  const plan = planFromMarkdown(source);
  const text = renderInstallMd('https://example.org', plan, { ...page, markdown: 'The [page](/docs/intro) itself.' });
  assert.match(text, /^# Install elizaOS and run an agent\n/);
  let at = 0;
  for (const step of plan.steps.filter((candidate) => candidate.kind !== 'skip')) {
    const found = text.indexOf(`\`${step.command}\``, at);
    assert.ok(found > at, `${step.command} in order`);
    at = found;
  }
  for (const skipped of plan.steps.filter((candidate) => candidate.kind === 'skip')) {
    if (!plan.steps.some((step) => step.kind !== 'skip' && step.command === skipped.command))
      assert.ok(!text.includes(`\`${skipped.command}\`\n`), skipped.command);
  }
  for (const block of plan.envBlocks) for (const [key] of block.values) assert.ok(text.includes(`${key}=`), key);
  assert.ok(text.includes(plan.cliVersion));
  assert.match(text, /\[page\]\(https:\/\/example\.org\/docs\/intro\) itself\.\n$/);
});
