import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderLlmsTxt, renderLlmsFullTxt, renderPageMarkdown, markdownCopyPath } from '../../src/lib/llms/llmsTxt';
import { stripFrontMatter, toPlainMarkdown } from '../../src/lib/chat/markdown';

const site = { title: 'elizaOS', summary: 'Agents.', url: 'https://example.org', details: 'Details.' };
const page = { title: 'Quick start', url: '/docs/quickstart', description: 'Start here.', markdown: 'Install the CLI.' };

test('llms.txt follows the llmstxt.org layout: title, summary, sections of links', () => {
  const text = renderLlmsTxt(site, [
    { title: 'Docs', pages: [page] },
    { title: 'Blog', pages: [{ ...page, title: 'Post', url: '/blog/post' }], optional: true },
    { title: 'Empty', pages: [] },
  ]);
  assert.equal(
    text,
    '# elizaOS\n\n> Agents.\n\nDetails.\n\n## Docs\n\n- [Quick start](https://example.org/docs/quickstart.md): Start here.\n\n## Optional\n\n- [Post](https://example.org/blog/post.md): Start here.\n',
  );
});

test('llms-full.txt carries each page with its source URL', () => {
  const text = renderLlmsFullTxt(site, [page]);
  assert.match(text, /# Quick start\n\nSource: https:\/\/example.org\/docs\/quickstart\n\nInstall the CLI\./);
});

test('a page copy starts with its title and description', () => {
  assert.equal(renderPageMarkdown(page), '# Quick start\n\n> Start here.\n\nInstall the CLI.\n');
});

test('copies of index routes drop the trailing slash', () => {
  assert.equal(markdownCopyPath('/docs/'), '/docs.md');
  assert.equal(markdownCopyPath('/docs/intro'), '/docs/intro.md');
  assert.equal(markdownCopyPath('/'), '/index.md');
});

test('front matter is found by the parser and removed; MDX imports and component lines too', () => {
  assert.equal(stripFrontMatter('---\ntitle: A: b\n---\n\nText'), 'Text');
  assert.equal(stripFrontMatter('No front matter'), 'No front matter');
  assert.equal(toPlainMarkdown("---\nt: 1\n---\nimport X from 'y';\n\n<Tabs>\nText\n</Tabs>"), 'Text');
});
