/** The generated API reference: index names the package and version, kinds and namespaces exist, back-links work. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { assertBuilt, buildDir, fileForRoute, htmlFiles, readPage, routeOfFile } from './builtSite';
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

/** The TypeDoc pages of the build (the REST reference under /api/rest is another generator's). */
const typeDocPages = htmlFiles(path.join(buildDir, 'api')).filter((file) => !routeOfFile(file).startsWith('/api/rest'));
const textOf = (html: string) => html.replace(/<[^>]+>/g, '');

test('API titles and sidebar labels carry no Markdown escapes, and no page points at a line of a .d.ts file', () => {
  assert.ok(typeDocPages.length > 300, `only ${typeDocPages.length} TypeDoc pages`);
  const problems: string[] = [];
  for (const file of typeDocPages) {
    const html = readFileSync(file, 'utf8');
    const title = /<title[^>]*>([^<]*)/.exec(html)?.[1] ?? '';
    if (title.includes('\\')) problems.push(`${routeOfFile(file)}: title ${title}`);
    if (/Defined in:/.test(textOf(html))) problems.push(`${routeOfFile(file)}: "Defined in"`);
  }
  assert.deepEqual(problems, []);
  const adapter = readFileSync(fileForRoute('/api/classes/DatabaseAdapter')!, 'utf8');
  // postbuild rewrites pages with their end tags, which may spell "<" as &#x3C;.
  assert.match(adapter, /<title[^>]*>Abstract Class: DatabaseAdapter(&lt;|&#x3C;)DB(&gt;|>) \|/);
});

test('the API sidebar groups the reference by kind, in words, with the overview first', () => {
  const html = readFileSync(fileForRoute('/api/classes/AgentRuntime')!, 'utf8');
  const menu = html.slice(html.indexOf('menu__list'), html.indexOf('</nav>', html.indexOf('menu__list')));
  const labels = [...menu.matchAll(/<a[^>]*menu__link[^>]*>(?:<span[^>]*>)?([^<]+)</g)].map((match) => match[1].trim());
  const groups = ['Overview', 'All exports', 'Classes', 'Interfaces', 'Type aliases', 'Functions', 'Enumerations', 'Variables', 'Namespaces', 'REST API'];
  assert.deepEqual(
    labels.filter((label) => groups.includes(label)),
    groups,
  );
  assert.ok(labels.includes('DatabaseAdapter'), 'a class is listed by its name alone');
  assert.deepEqual(
    labels.filter((label) => /\\|^(index|classes|type-aliases)$|^Class:/.test(label)),
    [],
  );
});

test('a long class page opens with an index of its members, and its signatures are highlighted code', () => {
  const file = fileForRoute('/api/classes/AgentRuntime')!;
  const html = readFileSync(file, 'utf8');
  const nav = /<nav class="?api-members[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  const anchors = [...nav.matchAll(/href="?#([^"\s>]+)/g)].map((match) => match[1]);
  assert.ok(anchors.length > 100, `${anchors.length} members in the index`);
  const { ids } = readPage(file);
  assert.deepEqual(
    anchors.filter((anchor) => !ids.has(anchor)),
    [],
  );
  for (const group of ['Properties', 'Methods']) assert.match(nav, new RegExp(`>${group}<`));
  assert.ok((html.match(/class="?api-code/g) ?? []).length > 100, 'signatures as highlighted blocks');
  assert.match(html, /<span class="?token function"?>composeState<\/span>/);
});
