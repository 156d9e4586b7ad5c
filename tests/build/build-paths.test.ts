// What the site publishes (build/, Netlify's publish folder) holds only what production serves, and no absolute
// path of the machine that built it reaches its bundles, pages or data.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { assertBuilt, buildDir } from './builtSite';
import { listFilesSync } from '../../src/lib/walk';

assertBuilt();

const repoRoot = path.resolve(__dirname, '../..');

/** Published text files (the server-side bundle is never sent). */
const publishedText = (dir = buildDir): string[] =>
  listFilesSync(dir, { skipDirs: ['__server'], accept: (name) => /\.(js|css|html|json|xml|txt|md)$/.test(name) });

test('the publish folder holds no precompressed copy and no file only the functions read', () => {
  const publish = /^\s*publish = "([^"]+)"/m.exec(readFileSync(path.join(repoRoot, 'netlify.toml'), 'utf8'))?.[1];
  assert.equal(path.resolve(repoRoot, publish ?? ''), buildDir, 'netlify.toml publishes build/');
  const localOnly = listFilesSync(buildDir, { accept: (name) => /\.(br|gz)$/.test(name) || name === 'corpus.json' || name === 'chat-index.json' });
  assert.deepEqual(localOnly.map((file) => path.relative(buildDir, file)).slice(0, 10), []);
});

test("no bundle, page or data file contains the build machine's checkout path", () => {
  const hits: string[] = [];
  let scripts = 0;
  for (const file of publishedText()) {
    if (file.endsWith('.js')) scripts += 1;
    const text = readFileSync(file, 'utf8');
    const at = text.indexOf(repoRoot);
    if (at >= 0) hits.push(`${path.relative(buildDir, file)}: …${text.slice(Math.max(0, at - 80), at + repoRoot.length + 60)}…`);
  }
  assert.ok(scripts > 50, `only ${scripts} scripts scanned`);
  assert.deepEqual(hits, [], `${hits.length} files name ${repoRoot}:\n${hits.slice(0, 10).join('\n')}`);
});
