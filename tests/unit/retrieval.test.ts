/**
 * The three finders (the search box's SiteSearch, the assistant's chat index, the MCP search_docs) build on one
 * retrieval module (src/lib/retrieval): the same pages, asked the same words, are found or left out by all three
 * alike. Each check goes through the engines themselves, so a finder that tokenised, stemmed or dropped words its
 * own way would fail here.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CorpusPage } from '../../src/lib/corpus/types';
import { SiteSearch } from '../../src/lib/search/siteIndex';
import { buildSiteIndex } from '../../src/lib/search/buildIndex';
import { buildChatIndex, loadChatIndex } from '../../src/lib/chat/chatIndex';
import { resolveQuery } from '../../src/lib/chat/followUp';
import { buildSiteSearch, queryTerms } from '../../src/lib/mcp/siteSearch';
import { KEEP_UPPER, STOP_WORDS, identifierParts, processTerm, textTerms, tokenize } from '../../src/lib/retrieval/terms';
import { lineWeight } from '../../src/lib/retrieval/line';

const page = (url: string, title: string, markdown: string): CorpusPage => ({
  url,
  title,
  description: '',
  area: 'docs',
  version: '1.0.17',
  headings: [],
  markdown,
});

const pages = [
  page('/docs/runtime', 'Execution', 'Everything runs inside an `AgentRuntime`, which loads its plugins.'),
  page('/docs/port', 'Listening address', 'The server listens on the port that `SERVER_PORT` names, 3000 by default.'),
  page('/docs/methods', 'HTTP methods', 'Reading an agent is a GET request; creating one is a POST request.'),
  page('/docs/other', 'Something else', 'Characters and memories, nothing about the rest.'),
];

const box = SiteSearch.fromFile(buildSiteIndex(pages));
const chat = loadChatIndex(buildChatIndex(pages));
const mcp = buildSiteSearch(pages, 'https://example.org');

/** The pages each finder returns for a query: [box, assistant, search_docs]. */
function found(query: string): string[][] {
  return [
    box.search(query).map((hit) => hit.route),
    [...new Set(chat.search(resolveQuery(query)).map((hit) => hit.passage.page))],
    mcp.search(query).map((hit) => hit.url.replace('https://example.org', '').split('#')[0]),
  ];
}

test('one tokeniser: identifiers whole and split, versions kept as one token, stems shared by index and query', () => {
  assert.deepEqual(tokenize('Set SERVER_PORT in v0.25.9, not 1.x.'), ['Set', 'SERVER_PORT', 'in', '0_25_9', 'not', '1_x']);
  assert.deepEqual(identifierParts('AgentRuntime'), ['Agent', 'Runtime']);
  assert.deepEqual(identifierParts('OPENAI_API_KEY'), ['OPENAI', 'API', 'KEY']);
  assert.deepEqual(processTerm('SERVER_PORT'), ['server_port', 'server', 'port']);
  assert.deepEqual(textTerms('How do I use agents?'), ['agent']);
  // The exception mechanism: a stop word in capitals is a name (an HTTP method), not a question word.
  assert.ok(STOP_WORDS.has('get') && KEEP_UPPER.has('GET'));
  assert.deepEqual(processTerm('GET'), ['get']);
  assert.equal(processTerm('get'), null);
});

test('the three finders split an identifier the same way: "agent runtime" and "server port" find the page that names it', () => {
  for (const [finder, routes] of found('agent runtime').entries()) assert.equal(routes[0], '/docs/runtime', `finder ${finder}: ${routes.join(', ')}`);
  for (const [finder, routes] of found('server port').entries()) assert.equal(routes[0], '/docs/port', `finder ${finder}: ${routes.join(', ')}`);
  // And the whole name as written.
  for (const [finder, routes] of found('SERVER_PORT').entries()) assert.equal(routes[0], '/docs/port', `finder ${finder}: ${routes.join(', ')}`);
});

test('the three finders drop the same stop words and keep the same exceptions', () => {
  for (const query of ['what about the', 'how do I use it', 'get']) {
    for (const [finder, routes] of found(query).entries()) assert.deepEqual(routes, [], `finder ${finder} searched "${query}": ${routes.join(', ')}`);
  }
  assert.deepEqual(queryTerms('How do I use the Discord bot?'), ['discord', 'bot']);
  for (const [finder, routes] of found('GET request').entries()) assert.equal(routes[0], '/docs/methods', `finder ${finder}: ${routes.join(', ')}`);
});

test('the three finders stem alike: "plugin" finds "plugins", "characters" finds "Characters"', () => {
  for (const [finder, routes] of found('plugin').entries()) assert.equal(routes[0], '/docs/runtime', `finder ${finder}: ${routes.join(', ')}`);
  for (const [finder, routes] of found('characters').entries()) assert.equal(routes[0], '/docs/other', `finder ${finder}: ${routes.join(', ')}`);
});

test('one framework-line weight: the current line first, the 0.x line first for a 0.x question or reader', () => {
  assert.ok(lineWeight('1.x', {}) > lineWeight('0.x', {}));
  assert.ok(lineWeight('0.x', { legacy: true }) > lineWeight('1.x', { legacy: true }));
  assert.ok(lineWeight('0.x', { readerVersion: '0.25.9' }) > lineWeight('1.x', { readerVersion: '0.25.9' }));
});
