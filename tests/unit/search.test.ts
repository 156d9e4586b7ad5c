import { distinctHits, EXTRACT_CHARS, extractAround, noResultRows, toPluginResult } from '../../src/plugins/search-index/client/siteSearchClient';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cutAtWord, readableText } from '../../src/lib/search/text';
import { isActivityPage, isIndexedRoute, placeLabel, placeOfPath } from '../../src/lib/search/areas';
import { buildSiteIndex } from '../../src/lib/search/buildIndex';
import { SiteSearch, normaliseTitle, queryWords } from '../../src/lib/search/siteIndex';
import { DOCS_VERSION, LEGACY_DOCS_VERSION } from '../../src/lib/versions';
import type { CorpusHeading } from '../../src/lib/corpus/types';

/**
 * A corpus page as the corpus plugin writes it: the Markdown body, and its headings with the anchors the built page
 * gives them ("## Text {#anchor}" here; the anchor is the slug of the text otherwise).
 */
const page = (url: string, title: string, body: string, description = '', line?: '0.x' | '1.x') => {
  const headings: CorpusHeading[] = [];
  const markdown = body.replace(/^(#{2,6}) (.+?)(?: \{#([\w-]*)\})?$/gm, (_, marks: string, text: string, anchor?: string) => {
    const plain = text.replace(/`/g, '');
    headings.push({
      depth: marks.length,
      text: plain,
      anchor:
        anchor ??
        plain
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, ''),
    });
    return `${marks} ${text}`;
  });
  return { url, title, description, markdown, headings, ...(line ? { line } : {}) };
};

test('places: every area, the docs version, and the labels results carry', () => {
  assert.deepEqual(placeOfPath(`/docs/${LEGACY_DOCS_VERSION}/intro`), { area: 'docs', version: LEGACY_DOCS_VERSION });
  assert.deepEqual(placeOfPath('/docs/core/actions'), { area: 'docs', version: DOCS_VERSION });
  assert.deepEqual(placeOfPath(`/docs/${LEGACY_DOCS_VERSION}/rest/list-agents`), { area: 'rest', version: LEGACY_DOCS_VERSION });
  assert.deepEqual(placeOfPath('/api/rest/create-agent'), { area: 'rest', version: DOCS_VERSION });
  assert.deepEqual(placeOfPath('/api/classes/AgentRuntime'), { area: 'api' });
  assert.equal(placeOfPath('/packages/plugins/solana').area, 'packages');
  assert.equal(placeOfPath('/partners/0g-labs').area, 'partners');
  assert.equal(placeOfPath('/showcase').area, 'site');
  assert.equal(placeOfPath('/').area, 'site');
  assert.equal(placeLabel({ area: 'docs', version: LEGACY_DOCS_VERSION }), `Docs ${LEGACY_DOCS_VERSION}`);
  assert.equal(placeLabel({ area: 'docs', version: DOCS_VERSION }), `Docs ${DOCS_VERSION}`);
  assert.equal(placeLabel({ area: 'packages' }), 'Plugins');
  assert.equal(isActivityPage('/community/Analysis/20250421_20250427'), true);
  assert.equal(isActivityPage('/news/2025/05/15'), true);
  assert.equal(isActivityPage('/community/Streams/11-2024/2024-11-06'), true);
  assert.equal(isActivityPage('/community/faq-and-support'), false);
  assert.equal(isIndexedRoute('/blog/tags/plugins'), false);
  assert.equal(isIndexedRoute('/blog/page/2'), false);
  assert.equal(isIndexedRoute('/docs/rest/create-agent'), false);
  assert.equal(isIndexedRoute('/api/rest/create-agent'), true);
});

test('the index reads corpus pages: title, place, description and lead, h2/h3 headings with anchors, inline code but not code blocks', () => {
  const file = buildSiteIndex([
    page(
      '/docs/troubleshooting',
      'Troubleshooting',
      'Fixes for `OPENAI_API_KEY` errors.\n\n## `Error: Used disallowed intents` {#used-disallowed-intents}\n\nTurn on the privileged intents.\n\n' +
        '```js\nconst secret = 1;\n```\n\n#### Deeper {#deeper}\n\nStill the intents section.\n\n### Port & host {#port}\n\nSet SERVER_PORT.\n\n## No anchor {#}\n',
      'Exact errors & their fixes.',
    ),
    page('/packages/plugins/discord', 'Discord plugin', 'The Discord connector.\n\nnpm package: `@elizaos/plugin-discord`.', 'The Discord connector.', '1.x'),
  ]);
  const [docs, catalogue] = [file.pages.find((row) => row[0] === '/docs/troubleshooting')!, file.pages.find((row) => row[0] === '/packages/plugins/discord')!];
  assert.deepEqual(docs.slice(0, 3), ['/docs/troubleshooting', 'Troubleshooting', `docs@${DOCS_VERSION}`]);
  assert.equal(docs[3], 'Exact errors & their fixes. Fixes for OPENAI_API_KEY errors.');
  assert.deepEqual(docs[4].split('\n'), ['OPENAI_API_KEY', 'Error: Used disallowed intents']);
  // The lead repeats the description on a catalogue page: said once; its framework line is part of its place.
  assert.equal(catalogue[3], 'The Discord connector. npm package: @elizaos/plugin-discord.');
  assert.equal(catalogue[2], 'packages#1.x');
  const headings = file.headings.filter((row) => file.pages[row[0]] === docs);
  assert.deepEqual(
    headings.map(([, anchor, text]) => [anchor, text]),
    [
      ['used-disallowed-intents', 'Error: Used disallowed intents'],
      ['port', 'Port & host'],
    ],
  );
  // A section runs to the next h2 or h3, code and deeper headings included.
  assert.match(headings[0][3], /privileged intents\. const secret = 1; Deeper Still the intents section\.$/);
});

const site = SiteSearch.fromFile(
  buildSiteIndex([
    page('/api/classes/AgentRuntime', 'Class: AgentRuntime', '### createAgent() {#createagent}\n\nCreates an agent.'),
    page('/api/namespaces/v2/variables/AgentRuntime', 'Variable: AgentRuntime', 'Alias of the class.'),
    page('/docs/core/agents', 'Agent Runtime', 'The AgentRuntime class runs an agent.'),
    page(`/docs/${LEGACY_DOCS_VERSION}/core/agents`, 'Agent Runtime', 'The runtime of 0.x.'),
    page('/packages/clients/discord', 'Discord', 'Set `DISCORD_API_TOKEN`.', 'The Discord client.'),
    page('/docs/simple/templates/discord-agent', 'Discord Agent Template', 'A Discord agent.'),
    page('/community/Contributors/2025-05-05', 'Contributors: May 5–11, 2025', 'Discord discord discord fixes.'),
    page('/docs/troubleshooting', 'Troubleshooting', '## `Error: Used disallowed intents` {#intents}\n\nDiscord portal.'),
    page('/api/rest/create-agent', 'Create an agent', 'POST /api/agents'),
    page('/docs/quickstart', 'Quickstart', 'Install the CLI.'),
    page('/blog/tags/discord', 'Posts tagged discord', 'discord'),
  ]),
);
const routes = (query: string, from = '/') => site.search(query, { from: placeOfPath(from) }).map((hit) => hit.route);

test('exact names first: a symbol gives its class page, a name its catalogue page', () => {
  assert.equal(routes('AgentRuntime')[0], '/api/classes/AgentRuntime');
  assert.equal(routes('discord')[0], '/packages/clients/discord');
  assert.equal(routes('create agent')[0], '/api/rest/create-agent');
  assert.equal(routes('quick start')[0], '/docs/quickstart');
});

test('activity pages rank below reference pages; lists of pages are not indexed', () => {
  const hits = routes('discord');
  assert.ok(hits.indexOf('/community/Contributors/2025-05-05') > hits.indexOf('/docs/simple/templates/discord-agent'));
  assert.ok(!hits.includes('/blog/tags/discord'));
});

test('the reader’s docs version comes first; others meet the current docs first', () => {
  assert.equal(routes('agent runtime', `/docs/${LEGACY_DOCS_VERSION}/intro`)[0], `/docs/${LEGACY_DOCS_VERSION}/core/agents`);
  assert.equal(routes('agent runtime', '/docs/intro')[0], '/docs/core/agents');
});

test('typos within one edit (two for long words), unfinished last words, pasted errors and env vars', () => {
  assert.equal(routes('discrod')[0], '/packages/clients/discord');
  assert.equal(routes('troubleshoting')[0], '/docs/troubleshooting');
  assert.equal(routes('quicksta')[0], '/docs/quickstart');
  assert.equal(routes('Error: Used disallowed intents')[0], '/docs/troubleshooting');
  assert.equal(routes('DISCORD_API_TOKEN')[0], '/packages/clients/discord');
});

test('results carry their area label and the heading they matched', () => {
  const [hit] = site.search('disallowed intents', { from: { area: 'site' } });
  assert.equal(hit.label, `Docs ${DOCS_VERSION}`);
  assert.equal(hit.anchor, 'intents');
  assert.equal(hit.pageTitle, 'Troubleshooting');
});

test('filters: areas and docs version', () => {
  assert.deepEqual(
    site.search('agent runtime', { areas: ['docs'], version: LEGACY_DOCS_VERSION }).map((hit) => hit.route),
    [`/docs/${LEGACY_DOCS_VERSION}/core/agents`],
  );
  assert.ok(site.search('discord', { areas: ['packages'] }).every((hit) => hit.route.startsWith('/packages/')));
});

test('query words drop stop words; titles compare without their TypeDoc kind', () => {
  assert.deepEqual(queryWords('How do I create an agent?'), ['create', 'agent']);
  assert.equal(normaliseTitle('Class: AgentRuntime'), 'agentruntime');
  assert.equal(normaliseTitle('Create an agent'), 'createagent');
});

test('the module swap fails the build with a clear message when the plugin stops importing the swapped file', async () => {
  const { assertSwappable } = await import('../../src/plugins/search-index/index');
  assert.doesNotThrow(() => assertSwappable());
  assert.throws(() => assertSwappable('/nonexistent'), /no longer imports "\.\.\/searchByWorker"/);
});

test('a suggestion shows its title over an extract cut at word boundaries around the match, the words highlighted', () => {
  const text = `${'Before the match there is a long run of words that the reader does not need to see at all. '.repeat(3)}Set OPENAI_API_KEY in the file .env of the project, then start the agent again to load it.`;
  const extract = extractAround(text, ['openai_api_key']);
  assert.ok(extract.length <= EXTRACT_CHARS + 4, extract);
  assert.match(extract, /^… /);
  assert.ok(extract.toLowerCase().includes('openai_api_key'), extract);
  // Whole words only: the first and last words of the extract are words of the text.
  const words = new Set(text.split(/\s+/));
  const inner = extract.replace(/^… /, '').replace(/ …$/, '').split(' ');
  assert.ok(words.has(inner[0]) && words.has(inner.at(-1)!), extract);
  const hit = {
    route: '/docs/x',
    anchor: 'keys',
    title: 'Keys',
    pageTitle: 'X',
    place: { area: 'docs' },
    label: 'Docs',
    score: 1,
    text,
    terms: ['openai_api_key'],
  };
  const result = toPluginResult(hit as never, 0);
  assert.equal(result.document.t.split('\n')[0], 'Keys');
  const [[at, length]] = result.metadata.t.t.position;
  assert.equal(result.document.t.slice(at, at + length).toLowerCase(), 'openai_api_key');
});

test('suggestions keep one row per page section', () => {
  const hit = (route: string, anchor?: string, pageTitle = route) => ({ route, anchor, label: 'API', pageTitle, title: anchor ?? pageTitle }) as never;
  assert.equal(distinctHits([hit('/a'), hit('/a', 'x'), hit('/a'), hit('/b'), hit('/a', 'x')]).length, 3);
  // A page and its copy in a namespace read the same in the box: one row, the first.
  const rows = distinctHits([hit('/api/interfaces/I', 'm', 'I'), hit('/api/namespaces/v2/interfaces/I', 'm', 'I'), hit('/api/interfaces/J', 'm', 'J')]);
  assert.deepEqual(
    rows.map((row: { route: string }) => row.route),
    ['/api/interfaces/I', '/api/interfaces/J'],
  );
});

test('the reader’s area breaks ties only: a page that answers better wins from any area', () => {
  const tie = SiteSearch.fromFile(
    buildSiteIndex([
      page('/api/rest/create-agent', 'Create an agent', 'POST /api/agents creates an agent from a character.'),
      page('/blog/agents-everywhere', 'Agents everywhere', 'Create an agent and give it an endpoint of its own.'),
      page('/docs/core/agents', 'Agents', 'An agent runs a character.'),
      page('/blog/agents', 'Agents', 'An agent runs a character.'),
    ]),
  );
  const first = (query: string, from: string) => tie.search(query, { from: placeOfPath(from) })[0]?.route;
  // The title says it, with a word more that only the post holds: the REST operation, from the blog as from anywhere.
  assert.equal(first('create agent endpoint', '/blog/other'), '/api/rest/create-agent');
  assert.equal(first('create agent endpoint', '/'), '/api/rest/create-agent');
  // Two pages that answer alike: the reader's area first.
  assert.equal(first('agents', '/blog/other'), '/blog/agents');
  assert.equal(first('agents', '/docs/intro'), '/docs/core/agents');
});

test('a query that matches nothing offers the results page, the assistant and the nearest pages', () => {
  assert.deepEqual(site.search('kubernetesx'), []);
  // The start of a word: "troublesome" shares "trouble" with Troubleshooting.
  assert.equal(site.nearest('troublesome zzzz')[0]?.route, '/docs/troubleshooting');
  // Nothing near at all: the start pages of the reader's area (here, those the small index has).
  assert.deepEqual(
    site.nearest('qqqq', { from: placeOfPath('/docs/intro') }).map((hit) => hit.route),
    ['/docs/quickstart', '/docs/troubleshooting'],
  );
  const nearest = site.nearest('troublesome zzzz');
  const rows = noResultRows('troublesome zzzz', nearest, { pathname: '/blog/x', search: '?a=1' });
  assert.deepEqual(
    rows.map((row) => [row.noResult, row.document.u]),
    [['search', '/search?q=troublesome+zzzz'], ['ask', '/blog/x?a=1&ask=troublesome+zzzz'], ...nearest.map((hit) => ['nearest', hit.route])],
  );
  // No highlighting is added to the results page's or the assistant's address.
  assert.deepEqual(rows[0].tokens, []);
});

test('extracts end on a whole word and carry no file names of the build', () => {
  assert.equal(cutAtWord('one two three four', 12), 'one two …');
  assert.equal(cutAtWord('short', 12), 'short');
  assert.equal(readableText('Creates a memory. Defined in: index-Bu4JVNja.d.ts:1340 Returns a promise.'), 'Creates a memory. Returns a promise.');
  assert.equal(readableText('See index-Bu4JVNja.d.ts:12 for it'), 'See for it');
  const file = buildSiteIndex([
    page(
      '/api/functions/createMemory',
      'createMemory',
      `Stores a memory. Defined in: index-Bu4JVNja.d.ts:1340\n\n## Parameters {#params}\n\n${'word '.repeat(60)}`,
    ),
  ]);
  assert.equal(file.pages[0][3], 'Stores a memory.');
  assert.match(file.headings[0][3], /^(word )+…$/);
});
