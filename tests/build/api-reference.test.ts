/** The generated API reference: index names the package and version, kinds and namespaces exist, back-links work. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { assertBuilt, buildDir, fileForRoute, readPage } from './builtSite';
import { apiConceptPages } from '../../src/data/apiConcepts';
import { RELEASE_LABEL } from '../../src/lib/versions';

assertBuilt();

test('the API index names the package and the version it documents', () => {
  const version = JSON.parse(readFileSync(path.resolve(__dirname, '../../node_modules/@elizaos/core/package.json'), 'utf8')).version;
  const html = readFileSync(fileForRoute('/api')!, 'utf8');
  assert.match(html, new RegExp(`@elizaos/core</code> ${version.replace(/\./g, '\\.')}, the elizaOS release the docs`));
  assert.ok(html.includes(RELEASE_LABEL), 'the API start page names the release the way every doc page does');
});

test('every kind of API page and both namespaces are built, with the Role enumeration', () => {
  for (const dir of ['classes', 'enumerations', 'functions', 'interfaces', 'type-aliases', 'variables', 'namespaces/v1', 'namespaces/v2']) {
    const pages = readdirSync(path.join(buildDir, 'api', dir), { recursive: true }).filter((f) => String(f).endsWith('.html'));
    assert.ok(pages.length > 0, `no pages under /api/${dir}`);
  }
  assert.ok(fileForRoute('/api/enumerations/Role'), '/api/enumerations/Role');
});

test('API pages of central types link back to their concept pages', () => {
  for (const [apiPage, concept] of Object.entries(apiConceptPages)) {
    const file = fileForRoute(apiPage);
    assert.ok(file, `${apiPage} is not built`);
    assert.ok(readPage(file).hrefs.includes(concept.to), `${apiPage} does not link to ${concept.to}`);
    assert.ok(fileForRoute(concept.to), `${concept.to} is not built`);
  }
});
