import { distinctHits, EXTRACT_CHARS, extractAround, noResultRows, toPluginResult } from '../../src/plugins/search-index/client/siteSearchClient';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cutAtWord, extractPage, plainText, readableText } from '../../src/lib/search/extract';
import { isActivityPage, isIndexedRoute, placeLabel, placeOfPath } from '../../src/lib/search/areas';
import { buildSiteIndex } from '../../src/lib/search/buildIndex';
import { SiteSearch, normaliseTitle, queryWords } from '../../src/lib/search/siteIndex';
import { DOCS_VERSION, LEGACY_DOCS_VERSION } from '../../src/lib/versions';

const page = (title: string, body: string, description = '') =>
  `<html><head><title>${title} | elizaOS</title><meta data-rh=true name=description content="${description}"/></head>` +
  `<body><nav>Docs API Blog</nav><main><article><header><h1>${title}</h1></header>${body}</article></main></body></html>`;

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

test('extraction reads minified HTML: title, description, headings with anchors, inline code but not code blocks', () => {
  const html = page(
    'Troubleshooting',
    '<p>Fixes for <code>OPENAI_API_KEY</code> errors.</p>' +
      '<h2 class="anchor" id=used-disallowed-intents><code>Error: Used disallowed intents</code><a href=#used-disallowed-intents class=hash-link>\u200b</a></h2>' +
      '<p>Turn on the privileged intents.</p><pre><code>const secret = 1;</code></pre>' +
      '<h3 id="port">Port &amp; host</h3><p>Set SERVER_PORT.</p>',
    'Exact errors &amp; their fixes.',
  );
  const extracted = extractPage(html);
  assert.equal(extracted.title, 'Troubleshooting');
  assert.equal(extracted.description, 'Exact errors & their fixes.');
  assert.deepEqual(
    extracted.headings.map(({ anchor, text }) => [anchor, text]),
    [
      ['used-disallowed-intents', 'Error: Used disallowed intents'],
      ['port', 'Port & host'],
    ],
  );
  assert.match(extracted.headings[0].snippet, /privileged intents/);
  assert.ok(extracted.codeTerms.includes('OPENAI_API_KEY'));
  assert.ok(!extracted.codeTerms.includes('const secret = 1;'));
  assert.equal(plainText('<b>a</b>&nbsp;b'), 'a b');
});

const site = SiteSearch.fromFile(
  buildSiteIndex([
    { route: '/api/classes/AgentRuntime', html: page('Class: AgentRuntime', '<h3 id=createagent>createAgent()</h3><p>Creates an agent.</p>') },
    { route: '/api/namespaces/v2/variables/AgentRuntime', html: page('Variable: AgentRuntime', '<p>Alias of the class.</p>') },
    { route: '/docs/core/agents', html: page('Agent Runtime', '<p>The AgentRuntime class runs an agent.</p>') },
    { route: `/docs/${LEGACY_DOCS_VERSION}/core/agents`, html: page('Agent Runtime', '<p>The runtime of 0.x.</p>') },
    { route: '/packages/clients/discord', html: page('Discord', '<p>Set <code>DISCORD_API_TOKEN</code>.</p>', 'The Discord client.') },
    { route: '/docs/simple/templates/discord-agent', html: page('Discord Agent Template', '<p>A Discord agent.</p>') },
    { route: '/community/Contributors/2025-05-05', html: page('Contributors: May 5–11, 2025', '<p>Discord discord discord fixes.</p>') },
    { route: '/docs/troubleshooting', html: page('Troubleshooting', '<h2 id=intents><code>Error: Used disallowed intents</code></h2><p>Discord portal.</p>') },
    { route: '/api/rest/create-agent', html: page('Create an agent', '<p>POST /api/agents</p>') },
    { route: '/docs/quickstart', html: page('Quickstart', '<p>Install the CLI.</p>') },
    { route: '/blog/tags/discord', html: page('Posts tagged discord', '<p>discord</p>') },
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
      { route: '/api/rest/create-agent', html: page('Create an agent', '<p>POST /api/agents creates an agent from a character.</p>') },
      { route: '/blog/agents-everywhere', html: page('Agents everywhere', '<p>Create an agent and give it an endpoint of its own.</p>') },
      { route: '/docs/core/agents', html: page('Agents', '<p>An agent runs a character.</p>') },
      { route: '/blog/agents', html: page('Agents', '<p>An agent runs a character.</p>') },
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
  const extracted = extractPage(
    page('createMemory', `<p>Stores a memory. Defined in: index-Bu4JVNja.d.ts:1340</p><h2 id=params>Parameters</h2><p>${'word '.repeat(60)}</p>`),
  );
  assert.doesNotMatch(extracted.lead, /\.d\.ts/);
  assert.match(extracted.headings[0].snippet, /^(word )+…$/);
});
