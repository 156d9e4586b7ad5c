// No absolute path of the machine that built the site reaches what the site publishes (bundles, pages, data).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { assertBuilt, buildDir } from './builtSite';

assertBuilt();

const repoRoot = path.resolve(__dirname, '../..');

/** Published text files (the precompressed copies hold the same bytes; the server-side bundle is never sent). */
function* publishedText(dir = buildDir): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__server') yield* publishedText(full);
    } else if (/\.(js|css|html|json|xml|txt|md)$/.test(entry.name)) yield full;
  }
}

test('no bundle, page or data file contains the build machine\'s checkout path', () => {
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
