// The plain parts behind the MCP tools and the page actions: paths, slices, excerpts, names, schemas, links.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sitePath, pageStore, pageSlice } from '../../src/lib/mcp/pages';
import { bestExcerpt } from '../../src/lib/mcp/siteSearch';
import { clip, closest, nameKey, plainInline } from '../../src/lib/mcp/text';
import { parseApiPage } from '../../src/lib/mcp/apiSymbols';
import { kebabId } from '../../src/lib/mcp/restOperations';
import { kebabId as siteKebabId, REST_OUTPUTS, REST_SPECS } from '../../config/restReference';
import { REST_SPEC_FILES } from '../../netlify/functions/mcp';
import { assistantLinks, feedbackIssueUrl, markdownUrl } from '../../src/lib/pageActions';
import { fixtureCorpus } from './mcp-fixtures';

test('sitePath reads URLs, paths, .md copies, slashes, queries and anchors; refuses what is not a path', () => {
  assert.equal(sitePath('https://eliza.how/docs/core/actions'), '/docs/core/actions');
  assert.equal(sitePath('http://localhost:3000/docs/core/actions.md?x=1#a'), '/docs/core/actions');
  assert.equal(sitePath('docs/core/actions/'), '/docs/core/actions');
  assert.equal(sitePath('/index.md'), '/');
  assert.equal(sitePath('/docs/intro.html'), '/docs/intro');
  assert.equal(sitePath('/'), '/');
  assert.equal(sitePath('javascript:alert(1)'), null);
  assert.equal(sitePath('/docs/<script>'), null);
  assert.equal(sitePath(''), null);
  assert.equal(sitePath(`/${'a'.repeat(3000)}`), null);
});

test('pageSlice cuts at a line break and says where to continue', () => {
  const store = pageStore(fixtureCorpus);
  const page = fixtureCorpus.pages.find((candidate) => candidate.url === '/docs/long-page')!;
  const first = pageSlice(store, page, 0, 1000);
  assert.ok(first.markdown.endsWith('\n'));
  assert.equal(first.nextOffset, first.markdown.length);
  const last = pageSlice(store, page, page.markdown.length - 10, 1000);
  assert.equal(last.nextOffset, undefined);
  assert.equal(pageSlice(store, page, 10 ** 9).markdown, '');
});

test('bestExcerpt picks the paragraph with the query words and the anchor of its section', () => {
  const page = fixtureCorpus.pages.find((candidate) => candidate.url.endsWith('discord-technical'))!;
  const { excerpt, anchor } = bestExcerpt(page, 'discord bot token');
  assert.match(excerpt, /DISCORD_API_TOKEN/);
  assert.equal(anchor, 'bot-token');
});

test('text helpers: clip, inline Markdown, name keys, closest names', () => {
  assert.equal(clip('one two three four', 10), 'one two…');
  assert.equal(clip('short', 10), 'short');
  assert.equal(plainInline('> **new AgentRuntime**(`opts`): [`Action`](../interfaces/Action.md)\\<T\\>'), '> new AgentRuntime(opts): Action<T>');
  assert.equal(nameKey('@elizaos/plugin-EVM'), 'pluginevm');
  assert.deepEqual(closest('discrod', ['telegram', 'discord', 'twitter'], 1), ['discord']);
});

test('closest: a typo finds the name a reader meant, not a short name or a shared prefix', () => {
  // A kind prefix or suffix costs nothing: "plugin-di" was nearer to "discrod" than "plugin-discord" (six edits).
  const packages = ['@elizaos/plugin-di', '@elizaos/plugin-groq', '@elizaos/plugin-discord', '@elizaos/client-discord', '@elizaos/plugin-evm'];
  assert.deepEqual(closest('discrod', packages, 2).sort(), ['@elizaos/client-discord', '@elizaos/plugin-discord']);
  assert.deepEqual(closest('evm-plugin', packages, 1), ['@elizaos/plugin-evm']);
  // Paths: "/docs" and "/" inside a long path, or a shared folder, are no reason to suggest them.
  const paths = [
    '/',
    '/docs',
    '/docs/core/actions',
    '/docs/core/agents',
    '/packages/plugins/di',
    '/packages/plugins/discord',
    '/docs/cli/plugins',
    '/api/interfaces/Plugin',
  ];
  assert.equal(closest('/docs/core/actoins', paths, 1)[0], '/docs/core/actions');
  assert.equal(closest('/packages/plugins/discrod', paths, 1)[0], '/packages/plugins/discord');
  // A whole-path match with one edit ranks before an API page whose last segment matches exactly.
  assert.equal(closest('/docs/cli/plugin', paths, 1)[0], '/docs/cli/plugins');
  // One edit ranks before a shorter name the query holds.
  assert.equal(closest('ModelTypes', ['Model', 'ModelType', 'Models'], 1)[0], 'ModelType');
  assert.equal(closest('GET /api/agent/{agentId}', ['DELETE /agents/{agentId}', 'GET /api/agents/{agentId}'], 1)[0], 'GET /api/agents/{agentId}');
});

test('parseApiPage reads kind, namespace and name from the route, and skips pages that are not symbols', () => {
  const base = { title: 'x', description: '', area: 'api' as const, headings: [] };
  const inNamespace = parseApiPage(
    { ...base, url: '/api/namespaces/v2/interfaces/Memory', markdown: '# Interface: Memory\n\nA memory.\n' },
    'https://eliza.how',
  );
  assert.equal(inNamespace?.kind, 'interface');
  assert.equal(inNamespace?.namespace, 'v2');
  assert.equal(inNamespace?.name, 'Memory');
  assert.equal(inNamespace?.description, 'A memory.');
  assert.equal(parseApiPage({ ...base, url: '/api/rest/get-agent', markdown: '' }, 'https://eliza.how'), null);
  assert.equal(parseApiPage({ ...base, url: '/api', markdown: '' }, 'https://eliza.how'), null);
});

test('parseApiPage lists the members a page gives as a table (TypeDoc property tables)', () => {
  const markdown = [
    '# Interface: Action',
    '',
    '## Properties',
    '',
    '| Property | Type | Description |',
    '| ------ | ------ | ------ |',
    '| <a id="property-handler"></a> `handler` | [`Handler`](../type-aliases/Handler.md) | Handler function |',
    '| <a id="property-similes"></a> `similes?` | `string`[] | - |',
    '',
  ].join('\n');
  const action = parseApiPage({ title: 'x', description: '', area: 'api', headings: [], url: '/api/interfaces/Action', markdown }, 'https://eliza.how');
  assert.deepEqual(action?.members, [
    { name: 'handler', group: 'Properties', signature: 'handler: Handler', description: 'Handler function' },
    { name: 'similes?', group: 'Properties', signature: 'similes?: string[]' },
  ]);
});

test('the function reads the specs config/restReference.ts declares, and derives the same page ids', () => {
  assert.deepEqual(
    REST_SPEC_FILES.map(({ file, routeBase }) => ({ file, routeBase })),
    [
      { file: REST_SPECS.current, routeBase: REST_OUTPUTS.api.routeBase },
      { file: REST_SPECS.legacy, routeBase: REST_OUTPUTS.legacy.routeBase },
    ],
  );
  for (const id of ['getAgent', 'createAgent', 'getAgentPanels', 'ping']) assert.equal(kebabId(id), siteKebabId(id));
});

test('page actions: assistants are asked to read the .md URL; feedback opens a prefilled issue without labels', () => {
  const md = markdownUrl('https://eliza.how/', '/docs/core/actions');
  assert.equal(md, 'https://eliza.how/docs/core/actions.md');
  const { chatgpt, claude } = assistantLinks(md);
  const gpt = new URL(chatgpt);
  assert.equal(gpt.origin + gpt.pathname, 'https://chatgpt.com/');
  assert.match(gpt.searchParams.get('q') ?? '', /https:\/\/eliza\.how\/docs\/core\/actions\.md/);
  const cl = new URL(claude);
  assert.equal(cl.origin + cl.pathname, 'https://claude.ai/new');
  assert.match(cl.searchParams.get('q') ?? '', /actions\.md/);

  const issue = new URL(feedbackIssueUrl('https://github.com/elizaos/eliza', { title: 'Actions', url: 'https://eliza.how/docs/core/actions' }, false));
  assert.equal(issue.pathname, '/elizaos/eliza/issues/new');
  assert.match(issue.searchParams.get('title') ?? '', /Actions.*not helpful/);
  assert.match(issue.searchParams.get('body') ?? '', /https:\/\/eliza\.how\/docs\/core\/actions/);
  assert.equal(issue.searchParams.get('labels'), null);
});
