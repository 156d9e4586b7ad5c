/**
 * The corpus (build/corpus.json): it validates, every content route of the build has a page in it and a Markdown
 * twin at its URL + ".md", and every twin and llms.txt link is a file of the build. Prints the pages per area.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AREAS, CORPUS_FILE, parseCorpus, type Corpus } from '../../src/lib/corpus/types';
import { functionDataDir } from '../../src/lib/corpus/load';
import { markdownCopyPath } from '../../src/lib/llms/markdownPath';
import { builtHtmlFile } from '../../src/lib/builtFiles';
import { parseSource } from '../../src/lib/corpus/source';
import type { Nodes } from 'mdast';
import { assertBuilt, buildDir, fileForRoute, htmlFiles, readPage, routeOfFile } from './builtSite';
import { DOCS_VERSION, LEGACY_DOCS_VERSION } from '../../src/lib/versions';

assertBuilt();

const corpusFile = path.join(functionDataDir(buildDir), CORPUS_FILE);
const corpus: Corpus = parseCorpus(readFileSync(corpusFile, 'utf8'));
const byUrl = new Map(corpus.pages.flatMap((page) => [page.url, ...(page.aliases ?? [])].map((url) => [url, page] as const)));

/**
 * Routes that only list other pages (tag indexes, pagination, archives, authors, post lists, generated category
 * indexes) or are not pages (404, search): everything they say is on the pages they list.
 */
const LISTING = [/\/tags(\/|$)/, /\/page\/\d+$/, /\/archive$/, /\/authors(\/|$)/, /^\/(blog|news)$/, /^\/404$/, /^\/search$/];

function contentRoutes(): string[] {
  const routes: string[] = [];
  for (const file of htmlFiles()) {
    const route = routeOfFile(file);
    if (LISTING.some((pattern) => pattern.test(route))) continue;
    const html = readFileSync(file, 'utf8');
    // Client redirects and Docusaurus's generated category indexes (a grid of cards linking to the category's pages).
    if (readPage(file).isRedirect || html.includes('generatedIndexPage')) continue;
    routes.push(route);
  }
  return routes;
}

test('the corpus validates, and has pages in every area', () => {
  const counts = Object.fromEntries(AREAS.map((area) => [area, corpus.pages.filter((page) => page.area === area).length]));
  console.log(`corpus: ${corpus.pages.length} pages, ${(readFileSync(corpusFile).length / 1e6).toFixed(1)} MB`, counts);
  for (const area of AREAS) assert.ok(counts[area] > 0, `no ${area} pages`);
  assert.equal(new Set(corpus.pages.map((page) => page.url)).size, corpus.pages.length, 'each URL appears once');
  const versions = new Set(corpus.pages.filter((page) => page.area === 'docs').map((page) => page.version));
  assert.deepEqual([...versions].sort(), [LEGACY_DOCS_VERSION, DOCS_VERSION]);
});

test('every content route of the build has a corpus page', () => {
  const routes = contentRoutes();
  assert.ok(routes.length > 1000, `only ${routes.length} content routes`);
  const missing = routes.filter((route) => !byUrl.has(route));
  console.log(`${routes.length} content routes, all in the corpus but ${missing.length}`);
  assert.deepEqual(missing, [], `${missing.length} content routes have no corpus page`);
});

test('every corpus page is a route of the build and has its Markdown twin', () => {
  const notRoutes: string[] = [];
  const noTwin: string[] = [];
  for (const url of byUrl.keys()) {
    if (!builtHtmlFile(buildDir, url)) notRoutes.push(url);
    if (!existsSync(path.join(buildDir, markdownCopyPath(url)))) noTwin.push(url);
  }
  assert.deepEqual(notRoutes, []);
  assert.deepEqual(noTwin, []);
});

/** Plain text (no code spans) of a block. */
const plainText = (node: Nodes): string => (node.type === 'text' ? node.value : 'children' in node ? (node.children as Nodes[]).map(plainText).join('') : '');

/** The text of every block that is not code (paragraphs, headings, raw HTML), at any depth, without code spans. */
function proseBlocks(node: Nodes): string[] {
  if (node.type === 'code') return [];
  if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'html') return [node.type === 'html' ? node.value : plainText(node)];
  return 'children' in node ? (node.children as Nodes[]).flatMap(proseBlocks) : [];
}

test('pages are clean Markdown: no front matter, imports or JSX tags outside code', () => {
  const suspect = /^(import|export) .+ from ['"]|^---\n|^:::|^<\/?(Tabs|TabItem|VideoGallery|VideoFacade)\b/m;
  // A quick look first, then the parser decides: an import inside a fenced code block is content.
  const dirty = corpus.pages.filter((page) => {
    if (!suspect.test(page.markdown)) return false;
    return proseBlocks(parseSource(page.markdown, false)).some((text) => suspect.test(text));
  });
  assert.deepEqual(
    dirty.map((page) => page.url),
    [],
  );
});

test('every heading anchor of a corpus page is an id of the built page', () => {
  const wrong: string[] = [];
  for (const page of corpus.pages) {
    const file = fileForRoute(page.url);
    if (!file) continue;
    const { ids } = readPage(file);
    for (const heading of page.headings) if (heading.anchor && !ids.has(heading.anchor)) wrong.push(`${page.url}#${heading.anchor}`);
  }
  assert.deepEqual(wrong.slice(0, 30), [], `${wrong.length} anchors are not on their page`);
});

test('each kind of page carries what a reader asks it for', () => {
  const page = (url: string) => {
    const found = byUrl.get(url);
    assert.ok(found, `${url} is in the corpus`);
    return found;
  };
  assert.match(page('/packages/clients/discord').markdown, /\| `DISCORD_API_TOKEN` +\|/);
  assert.match(page('/api/rest/create-agent').markdown, /\*\*`POST \/api\/agents`\*\*/);
  assert.match(page('/docs/rest/create-agent').markdown, /\*\*`POST \/api\/agents`\*\*/, 'the /docs/rest copy is an alias');
  assert.match(page('/api/enumerations/Role').markdown, /OWNER/);
  assert.equal(page('/docs/intro').version, DOCS_VERSION);
  assert.equal(page(`/docs/${LEGACY_DOCS_VERSION}/intro`).version, LEGACY_DOCS_VERSION);
  assert.equal(page('/community/Analysis/20250421_20250427').automated, true);
  assert.equal(page('/').area, 'site');
  const post = corpus.pages.find((candidate) => candidate.area === 'blog' && candidate.url !== '/blog');
  assert.match(post!.markdown, /^Published on \w+ \d+, \d{4}/, 'a post starts with its date');
});

test('every link of llms.txt and the area indexes it links resolves to a file of the build, and every area is listed', () => {
  const linksIn = (file: string) =>
    [...readFileSync(path.join(buildDir, file), 'utf8').matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((m) => new URL(m[1]).pathname);
  const root = linksIn('llms.txt');
  const links = [...root, ...root.filter((link) => link.endsWith('/llms.txt')).flatMap(linksIn)];
  const missing = links.filter((link) => !existsSync(path.join(buildDir, decodeURIComponent(link))));
  assert.deepEqual(missing, []);
  for (const area of AREAS) {
    const sample = corpus.pages.find((page) => page.area === area)!;
    assert.ok(links.includes(markdownCopyPath(sample.url)), `llms.txt lists ${area} pages (${sample.url})`);
  }
});
