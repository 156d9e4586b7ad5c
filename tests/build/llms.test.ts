/** llms.txt links resolve to Markdown copies in the build; llms-full.txt holds the current docs. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { assertBuilt, buildDir } from './builtSite';
import { LEGACY_DOCS_VERSION } from '../../src/lib/versions';

assertBuilt();

test('every link of llms.txt resolves to a file of the build', () => {
  const text = readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
  const links = [...text.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((m) => new URL(m[1]).pathname);
  assert.ok(links.length > 1000, `only ${links.length} links`);
  const missing = links.filter((link) => !existsSync(path.join(buildDir, decodeURIComponent(link))));
  assert.deepEqual(missing, []);
  assert.equal(text.match(/^## Optional$/gm)?.length, 1, 'one Optional section, last');
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
