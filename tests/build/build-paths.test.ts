// No absolute path of the machine that built the site reaches what the site publishes (bundles, pages, data).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { assertBuilt, buildDir } from './builtSite';
import { listFilesSync } from '../../src/lib/walk';

assertBuilt();

const repoRoot = path.resolve(__dirname, '../..');

/** Published text files (the precompressed copies hold the same bytes; the server-side bundle is never sent). */
const publishedText = (dir = buildDir): string[] =>
  listFilesSync(dir, { skipDirs: ['__server'], accept: (name) => /\.(js|css|html|json|xml|txt|md)$/.test(name) });

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
