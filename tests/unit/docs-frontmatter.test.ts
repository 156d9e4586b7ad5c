/** Every doc page and post has valid front matter with a title and a description, and no placeholder text. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const root = path.resolve(__dirname, '../..');
const folders = ['docs', 'versioned_docs', 'blog', 'community', 'partners', 'packages', 'news'];

function pages(): string[] {
  return folders
    .filter((dir) => existsSync(path.join(root, dir)))
    .flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.mdx?$/.test(file) && !/(^|\/)rest\//.test(file) && !path.basename(file).startsWith('_'))
        .map((file) => path.join(dir, file)),
    );
}

function frontMatter(file: string): Record<string, unknown> {
  const text = readFileSync(path.join(root, file), 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!match) return {};
  return (parse(match[1]) ?? {}) as Record<string, unknown>;
}

test('front matter parses and gives every page a title and a description', () => {
  const problems: string[] = [];
  for (const file of pages()) {
    try {
      const data = frontMatter(file);
      if (!data.title && !file.startsWith('community/') && !file.startsWith('news/')) problems.push(`${file}: no title`);
      if (!data.description && file.startsWith('docs/')) problems.push(`${file}: no description`);
    } catch (error) {
      problems.push(`${file}: front matter is not valid YAML (${(error as Error).message.split('\n')[0]}); quote values that contain ": "`);
    }
  }
  assert.deepEqual(problems, []);
});

test('no page ships placeholder text', () => {
  const placeholder = /lorem ipsum|coming soon|\bTBD\b|content goes here|to be written/i;
  const hits = pages().filter((file) => placeholder.test(readFileSync(path.join(root, file), 'utf8')));
  assert.deepEqual(hits, []);
});
