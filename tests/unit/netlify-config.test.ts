import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SECURITY_HEADERS } from '../../scripts/lib/httpPolicy';
import { CHAT_INDEX_FILE, chatIndexPath, corpusPath, functionDataDir } from '../../src/lib/corpus/load';
import { CORPUS_FILE } from '../../src/lib/corpus/types';

const toml = readFileSync(path.resolve(__dirname, '../../netlify.toml'), 'utf8');

test('netlify.toml sends the same security headers as local serving', () => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    assert.ok(toml.includes(`${name} = "${value}"`), `netlify.toml lacks ${name} = "${value}"`);
  }
});

test('netlify.toml builds with npm, publishes build/ and deploys netlify/functions', () => {
  assert.match(toml, /command = "npm run build"/);
  assert.match(toml, /publish = "build"/);
  assert.match(toml, /directory = "netlify\/functions"/);
});

test('the files only functions read are shipped with them from beside the publish folder, never published', () => {
  const root = path.resolve(__dirname, '../..');
  const included = /included_files = \[([^\]]*)\]/.exec(toml)?.[1] ?? '';
  const files = [...included.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
  const dataDir = path.relative(root, functionDataDir(path.join(root, 'build')));
  for (const file of [CORPUS_FILE, CHAT_INDEX_FILE]) assert.ok(files.includes(`${dataDir}/${file}`), `${dataDir}/${file} is in included_files`);
  assert.deepEqual(
    files.filter((file) => file.startsWith('build/')),
    [],
    'nothing shipped with the functions comes from the publish folder',
  );
  // The functions look where the build writes, when run from the site's root as Netlify and local serving do.
  assert.equal(corpusPath({}), path.join(process.cwd(), dataDir, CORPUS_FILE));
  assert.equal(chatIndexPath({}), path.join(process.cwd(), dataDir, CHAT_INDEX_FILE));
});
