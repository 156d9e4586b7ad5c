/**
 * llms.txt links one index per area, each small enough to read whole, whose links resolve to Markdown copies in the
 * build; llms-full.txt holds the current docs; install.md the quickstart; every copy names the index.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { assertBuilt, buildDir } from './builtSite';
import { LEGACY_DOCS_VERSION } from '../../src/lib/versions';
import { LLMS_TXT_MAX_CHARS } from '../../src/lib/llms/llmsTxt';

assertBuilt();

const read = (file: string) => readFileSync(path.join(buildDir, file), 'utf8');
const linksOf = (text: string) => [...text.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((m) => new URL(m[1]).pathname);

test('llms.txt links one index per area; every index is under 50,000 characters and every link resolves to a file', () => {
  const root = read('llms.txt');
  const areas = linksOf(root).filter((link) => link.endsWith('/llms.txt'));
  assert.deepEqual(areas, [
    '/docs/llms.txt',
    `/docs/${LEGACY_DOCS_VERSION}/llms.txt`,
    '/api/llms.txt',
    '/api/namespaces/v1/llms.txt',
    '/api/namespaces/v2/llms.txt',
    '/api/rest/llms.txt',
    '/packages/llms.txt',
    '/partners/llms.txt',
    '/community/llms.txt',
    '/blog/llms.txt',
    '/news/llms.txt',
  ]);
  const files = ['/llms.txt', ...areas];
  const links: string[] = [];
  for (const file of files) {
    const text = read(file);
    assert.ok(text.length <= LLMS_TXT_MAX_CHARS, `${file}: ${text.length} characters`);
    assert.ok((text.match(/^## Optional$/gm)?.length ?? 0) <= 1, `${file}: one Optional section at most, last`);
    links.push(...linksOf(text));
  }
  assert.ok(links.length > 1000, `only ${links.length} links`);
  const missing = links.filter((link) => !existsSync(path.join(buildDir, decodeURIComponent(link))));
  assert.deepEqual(missing, []);
});

test('install.md holds the quickstart: the CLI install, the create and start commands, then the page', () => {
  const text = read('install.md');
  assert.match(text, /^# Install elizaOS and run an agent\n/);
  for (const command of ['bun install -g @elizaos/cli@', 'elizaos create ', 'elizaos start']) assert.ok(text.includes(command), command);
  assert.ok(text.includes('## The whole page: '));
});

test('every Markdown copy names the index in its first lines and holds no relative link', () => {
  const relative: string[] = [];
  for (const file of ['docs/intro.md', 'docs/core/actions.md', 'api/rest/create-agent.md', 'news.md', 'index.md']) {
    if (!existsSync(path.join(buildDir, file))) continue;
    const text = read(file);
    assert.match(text.split('\n').slice(0, 4).join('\n'), /Documentation index: https?:\/\/\S+\/llms\.txt\./, file);
    const body = text.replace(/```[\s\S]*?```/g, '');
    for (const [, href] of body.matchAll(/\]\(([^)\s]+)/g)) if (!/^[a-z][a-z0-9+.-]*:|^#/i.test(href)) relative.push(`${file}: ${href}`);
  }
  assert.deepEqual(relative, []);
});

test('llms-full.txt holds every current doc page in sidebar order, starting with the introduction', () => {
  const text = readFileSync(path.join(buildDir, 'llms-full.txt'), 'utf8');
  const sources = [...text.matchAll(/^Source: \S+?(\/docs\S*)$/gm)].map((m) => m[1]);
  assert.ok(sources.length > 80, `only ${sources.length} pages`);
  assert.equal(sources[0], '/docs/intro');
  assert.ok(
    sources.every((url) => !url.startsWith(`/docs/${LEGACY_DOCS_VERSION}`)),
    'older versions are not in llms-full.txt',
  );
});
