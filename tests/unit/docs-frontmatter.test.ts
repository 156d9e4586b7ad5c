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

/** Lines of a Markdown source outside fenced code blocks, with their numbers. */
function proseLines(text: string): Array<[number, string]> {
  const lines: Array<[number, string]> = [];
  let fence: string | null = null;
  text.split('\n').forEach((line, index) => {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length) fence = null;
    } else if (opening) fence = opening[1];
    else lines.push([index + 1, line]);
  });
  return lines;
}

test('callouts use the forms Docusaurus 3 renders: a title in brackets, and no markup in a .md title', () => {
  const problems: string[] = [];
  for (const file of pages()) {
    for (const [line, text] of proseLines(readFileSync(path.join(root, file), 'utf8'))) {
      // ":::info Title" is shown as a raw paragraph; the title goes in brackets.
      if (/^[\s>]*:::+[a-z]+[ \t]+[^\s[{]/.test(text)) problems.push(`${file}:${line}: write ":::name[Title]", not ":::name Title"`);
      // In CommonMark (.md) pages a title with code or emphasis leaves an <mdxAdmonitionTitle> tag in the body.
      if (file.endsWith('.md') && /^[\s>]*:::+[a-z]+\[[^\]]*[`*_<]/.test(text))
        problems.push(`${file}:${line}: plain text only in a callout title of a .md page`);
    }
  }
  assert.deepEqual(problems, []);
});
