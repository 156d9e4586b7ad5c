/** Checks on the repository's own files that no other test covers: a merge left half-done must not ship. */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const TEXT_FILE = /\.(?:[cm]?[jt]sx?|json|mdx?|css|ya?ml|toml|sh|txt)$/;

test('no tracked text file holds a merge-conflict marker', () => {
  const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => TEXT_FILE.test(file));
  assert.ok(files.length > 100, 'git ls-files listed the repository');
  const marked = files.filter((file) => /^(?:<{7} |>{7} |={7}$)/m.test(readFileSync(file, 'utf8')));
  assert.deepEqual(marked, []);
});
