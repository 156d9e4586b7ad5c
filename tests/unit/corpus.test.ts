/** The corpus renderers: sources keep their tables, lists and code; MDX-only syntax goes; data pages are Markdown structures. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Root, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { cleanSource, parseSource, cleanTree } from '../../src/lib/corpus/source';
import { renderRestOperation, renderRestInfo, firstSentence, type RestSpecLike } from '../../src/lib/corpus/rest';
import { renderPackage, renderPartnerBrief } from '../../src/lib/corpus/catalogue';
import { htmlToCorpus } from '../../src/lib/corpus/html';
import { renderShowcase } from '../../src/lib/corpus/site';
import { toMarkdown } from '../../src/lib/corpus/mdast';
import { packageDetail, partnerPage } from '../../src/lib/catalogue';
import { loadCatalogue } from '../../src/lib/loadCatalogue';
import { parseCorpus } from '../../src/lib/corpus/types';
import { createCorpusLookup } from '../../src/lib/corpus/lookup';
import { corpusPath, loadCorpus } from '../../src/lib/corpus/load';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { byline } from '../../src/plugins/corpus/collect';
import { apiSymbol } from '../../src/lib/corpus/apiSymbol';
import { SourceCache } from '../../src/plugins/corpus/cache';
import packages from '../../src/data/packages.json';
import { DOCS_VERSION } from '../../src/lib/versions';
import partners from '../../src/data/partners.json';

/** The header cells of every table in a Markdown text, read back by the parser. */
function tables(markdown: string): string[][] {
  const tree = parseSource(markdown, false);
  return tree.children.filter((node): node is Table => node.type === 'table').map((table) => table.children[0].children.map((cell) => toString(cell)));
}
const nodeTypes = (markdown: string): string[] => parseSource(markdown, false).children.map((node) => node.type);

const DOC = `---
title: Actions
description: What actions are.
---
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
export const answer = 42;

# Actions

Actions are what an agent does. See [providers](./providers.md#top) and [the web](https://example.org).

{/* a note for editors */}

| Field | Meaning |
| --- | --- |
| name | The action's name |

- one
- two

\`\`\`typescript
const action = { name: 'HELLO' };
\`\`\`

## Custom anchor {#my-anchor}

<Tabs>
  <TabItem value="npm" label="npm">

\`\`\`bash
npm install x
\`\`\`

  </TabItem>
</Tabs>

:::tip[Remember]
Register the action.
:::

## Actions

Time is 10:30 today. The value is {answer}.
`;

test('an MDX doc keeps its table, list and code, and loses imports, exports, expressions, comments and JSX tags', () => {
  const page = cleanSource(DOC, { mdx: true, resolveLink: (url) => (url.startsWith('./providers.md') ? '/docs/core/providers#top' : undefined) });
  assert.equal(page.h1, 'Actions');
  assert.deepEqual(tables(page.markdown), [['Field', 'Meaning']]);
  const types = nodeTypes(page.markdown);
  for (const type of ['table', 'list', 'code', 'blockquote']) assert.ok(types.includes(type), `keeps a ${type}`);
  assert.match(page.markdown, /```typescript\nconst action = \{ name: 'HELLO' \};\n```/);
  assert.match(page.markdown, /```bash\nnpm install x\n```/);
  assert.match(page.markdown, /\*\*npm\*\*/, 'a tab keeps its label');
  assert.match(page.markdown, /> \*\*Remember\*\*\n>\n> Register the action\./, 'an admonition becomes a quote with its title');
  assert.match(page.markdown, /\[providers\]\(\/docs\/core\/providers#top\)/, 'a link to a source file becomes its route');
  assert.match(page.markdown, /Time is 10:30 today\./);
  for (const gone of ['import ', 'export ', '<Tabs', '<TabItem', '{answer}', 'a note for editors', 'title: Actions', '{#my-anchor}', ':::']) {
    assert.ok(!page.markdown.includes(gone), `"${gone}" is removed`);
  }
  assert.deepEqual(
    page.headings.map((heading) => [heading.depth, heading.text, heading.anchor]),
    [
      [2, 'Custom anchor', 'my-anchor'],
      [2, 'Actions', 'actions-1'],
    ],
    'anchors as Docusaurus gives them: custom ids, and the slugger counts the title',
  );
});

test('a CommonMark doc with a custom heading id and raw HTML keeps the HTML and sets the anchor', () => {
  const page = cleanSource('<!-- truncate -->\n\n## Setup {#setup-steps}\n\n<details><summary>More</summary>Hidden text.</details>\n\n1. first\n2. second\n', {
    mdx: false,
  });
  assert.deepEqual(page.headings, [{ depth: 2, text: 'Setup', anchor: 'setup-steps' }]);
  assert.match(page.markdown, /<details>/);
  assert.ok(!page.markdown.includes('truncate'), 'comments go');
  assert.ok(nodeTypes(page.markdown).includes('list'));
});

const SPEC: RestSpecLike = {
  info: { title: 'Test API', version: '1.0.0', description: 'An API.' },
  tags: [{ name: 'agents', 'x-displayName': 'Agents', description: 'Agents.' }],
  components: {
    parameters: { AgentId: { name: 'agentId', in: 'path', required: true, description: 'The agent ID.', schema: { $ref: '#/components/schemas/Uuid' } } },
    schemas: {
      Uuid: { type: 'string', format: 'uuid' },
      Agent: {
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string', description: 'Its name.' }, status: { type: 'string', enum: ['active', 'inactive'] } },
      },
    },
    securitySchemes: { ApiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-API-KEY', description: 'Send the token.' } },
  },
  paths: {
    '/api/agents/{agentId}': {
      patch: {
        operationId: 'updateAgent',
        summary: 'Update an agent',
        description: 'Changes an agent. Only the fields sent change.',
        tags: ['agents'],
        parameters: [{ $ref: '#/components/parameters/AgentId' }, { name: 'dryRun', in: 'query', schema: { type: 'boolean', default: false } }],
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Agent' }, example: { name: 'Eliza' } } } },
        responses: {
          '200': {
            description: 'The updated agent.',
            content: { 'application/json': { schema: { type: 'object', properties: { data: { $ref: '#/components/schemas/Agent' } } } } },
          },
          '404': { description: 'No such agent.' },
        },
      },
    },
  },
};
const OP = { id: 'update-agent', operationId: 'updateAgent', method: 'patch', path: '/api/agents/{agentId}', tag: 'agents', summary: 'Update an agent' };

test('a REST operation keeps its method and path, parameters table, request body fields and example, and responses per status', () => {
  const markdown = toMarkdown(renderRestOperation(SPEC, OP));
  assert.match(markdown, /\*\*`PATCH \/api\/agents\/\{agentId\}`\*\*/);
  const [parameters, body, response] = tables(markdown);
  // Name, type and "required" side by side, as the page shows a field ("agentId string<uuid> required").
  assert.deepEqual(parameters, ['Name', 'Type', 'Required', 'In', 'Description']);
  assert.deepEqual(body, ['Field', 'Type', 'Required', 'Description']);
  assert.deepEqual(response, ['Field', 'Type', 'Required', 'Description']);
  assert.match(markdown, /\| `agentId` +\| `string<uuid>` +\| required +\| path +\| The agent ID\. +\|/);
  assert.match(markdown, /\| `dryRun` +\| `boolean` +\| optional +\| query +\| Default value: `false`\. +\|/);
  assert.match(markdown, /\| `status` +\| `string` +\| optional +\| Possible values: `\[active, inactive\]`\. +\|/);
  assert.match(markdown, /\| `data\.name` +\| `string` +\| required +\| Its name\. +\|/);
  assert.match(markdown, /\| `data` +\| `object` +\| optional +\| Schema: `Agent`\. +\|/, 'a named schema is named in the notes');
  assert.match(markdown, /Body \(`application\/json`\) required\./);
  assert.match(markdown, /```json\n\{\n {2}"name": "Eliza"\n\}\n```/);
  assert.match(markdown, /### 200\n\nThe updated agent\./);
  assert.match(markdown, /### 404\n\nNo such agent\./);
  assert.doesNotMatch(markdown, /Example \(auto\)/, 'no generated example without a generator');
  assert.equal(firstSentence('Changes an agent. Only the fields sent change.'), 'Changes an agent.');
});

test('a REST operation copies the generated examples the page shows: every response, a request body without its own example', () => {
  const seen: unknown[] = [];
  const sample = (schema: Record<string, unknown>) => {
    seen.push(schema);
    return { generated: true };
  };
  const markdown = toMarkdown(renderRestOperation(SPEC, OP, sample));
  assert.equal((markdown.match(/Example \(auto\):/g) ?? []).length, 1, 'the 200 response only: the request body has its own example');
  assert.match(markdown, /### 200[\s\S]*Example \(auto\):\n\n```json\n\{\n {2}"generated": true\n\}\n```/);
  assert.ok(!JSON.stringify(seen).includes('$ref'), 'the generator gets the schema with its references inlined');
  assert.match(JSON.stringify(seen), /"enum":\["active","inactive"\]/);
});

test('the REST introduction lists every operation with a link to its page', () => {
  const markdown = toMarkdown(renderRestInfo(SPEC, [OP], '/api/rest'));
  assert.match(markdown, /\| `PATCH` +\| `\/api\/agents\/\{agentId\}` +\| \[Update an agent\]\(\/api\/rest\/update-agent\) +\|/);
  assert.match(markdown, /\*\*ApiKeyAuth\*\* \(API key in the `X-API-KEY` header\): Send the token\./);
  assert.match(markdown, /- Security Scheme Type: `apiKey`\n- Header parameter name: `X-API-KEY`/, 'the scheme facts in the words the page uses');
});

const catalogue = loadCatalogue(packages, partners);

test('a package page has install commands per version and an env var table', () => {
  const entry = catalogue.packages.find((candidate) => candidate.install['1.x'] && candidate.install['0.x'] && candidate.envVars.length)!;
  const page = cleanTree(renderPackage(packageDetail(catalogue, entry)), { mdx: false });
  for (const command of [...entry.install['1.x']!, ...entry.install['0.x']!])
    assert.ok(page.markdown.includes(`\`\`\`bash\n`) && page.markdown.includes(command), command);
  assert.ok(tables(page.markdown).some((header) => header[0] === 'Variable' && header.includes('Purpose')));
  for (const envVar of entry.envVars) assert.ok(page.markdown.includes(`\`${envVar.name}\``), envVar.name);
  assert.deepEqual(
    page.headings.filter((heading) => heading.anchor.startsWith('install')).map((heading) => heading.anchor),
    ['install', 'install-1x', 'install-0x'],
    'headings carry the ids the page component gives them',
  );
});

test('the Discord client page names its token variable and the setup error', () => {
  const discord = catalogue.packageByKey.get('client/discord')!;
  const { markdown } = cleanTree(renderPackage(packageDetail(catalogue, discord)), { mdx: false });
  assert.match(markdown, /`DISCORD_API_TOKEN`/);
  assert.match(markdown, /`Error: Used disallowed intents`/);
});

test('a partner brief is a table of facts and a table of catalogue entries', () => {
  const partner = catalogue.partners.find((candidate) => candidate.plugins.length > 0)!;
  const { markdown } = cleanTree(renderPartnerBrief(partnerPage(catalogue, partner)), { mdx: false });
  assert.deepEqual(
    tables(markdown).map((header) => header[0]),
    ['Fact', 'Entry'],
  );
  assert.ok(markdown.includes(partner.summary));
});

test('a React page converts from its built HTML: headings with their ids, lists and tables as Markdown', () => {
  const html = `<html><head><title>Home | elizaOS</title><meta name="description" content="The home page."></head><body>
    <nav><a href="/">Skip</a></nav><main><h1>elizaOS</h1><p>Build <strong>agents</strong>.</p>
    <h2 id="start">Start<a class="hash-link" href="#start">#</a></h2><ul><li>Install</li><li>Run</li></ul>
    <table><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>
    <button>Copy</button><p>235<!-- --> results</p></main></body></html>`;
  const page = htmlToCorpus(html)!;
  assert.equal(page.title, 'elizaOS');
  assert.equal(page.description, 'The home page.');
  assert.deepEqual(page.headings, [{ depth: 2, text: 'Start', anchor: 'start' }]);
  assert.deepEqual(nodeTypes(page.markdown), ['paragraph', 'heading', 'list', 'table', 'paragraph']);
  assert.match(page.markdown, /235 results/, 'the text separators React writes (comments) go');
  assert.ok(!page.markdown.includes('Copy') && !page.markdown.includes('Skip') && !page.markdown.includes('#start'));
});

test('parseCorpus accepts a page with aliases and names the field of a bad page', () => {
  const page = { url: '/api/rest/x', title: 'X', description: '', area: 'rest', headings: [], markdown: 'x', aliases: ['/docs/rest/x'] };
  assert.equal(parseCorpus(JSON.stringify({ site: 'https://eliza.how', pages: [page] })).pages[0].aliases?.[0], '/docs/rest/x');
  assert.throws(() => parseCorpus(JSON.stringify({ site: 'https://eliza.how', pages: [{ ...page, area: 'nope' }] })), /pages\.0\.area/);
});

export type { Root };

test('a heading with a colon word keeps its text, and its anchor is the one Docusaurus gives it', () => {
  const page = cleanSource('### 1. Primary SOL:AT pools\n', { mdx: false });
  assert.deepEqual(page.headings, [{ depth: 3, text: '1. Primary SOL:AT pools', anchor: '1-primary-sol-pools' }]);
  assert.match(page.markdown, /### 1\. Primary SOL:AT pools/);
});

test('the lookup finds a page by URL, path, .md, alias, operation and symbol', () => {
  const corpus = parseCorpus(
    JSON.stringify({
      site: 'https://eliza.how',
      pages: [
        { url: '/', title: 'Home', description: '', area: 'site', headings: [], markdown: '' },
        { url: '/docs/core/actions', title: 'Actions', description: '', area: 'docs', version: DOCS_VERSION, headings: [], markdown: '' },
        {
          url: '/api/rest/create-agent',
          aliases: ['/docs/rest/create-agent'],
          title: 'Create an agent',
          description: '',
          area: 'rest',
          version: DOCS_VERSION,
          operation: { operationId: 'createAgent', method: 'POST', path: '/api/agents' },
          headings: [],
          markdown: '',
        },
        { url: '/api/enumerations/Role', title: 'Role', description: '', area: 'api', symbol: { kind: 'enum', name: 'Role' }, headings: [], markdown: '' },
        {
          url: '/api/namespaces/v2/enumerations/Role',
          title: 'Role',
          description: '',
          area: 'api',
          symbol: { kind: 'enum', name: 'Role', namespace: 'v2' },
          headings: [],
          markdown: '',
        },
      ],
    }),
  );
  const lookup = createCorpusLookup(corpus);
  for (const query of [
    '/docs/core/actions',
    'https://eliza.how/docs/core/actions/',
    '/docs/core/actions.md',
    'docs/core/actions#x',
    '/docs/core/actions?a=1',
  ]) {
    assert.equal(lookup.page(query)?.title, 'Actions', query);
  }
  assert.equal(lookup.page('https://example.org/docs/core/actions'), undefined, 'another site');
  assert.equal(lookup.page('/index.md')?.title, 'Home');
  assert.equal(lookup.page('/docs/rest/create-agent')?.url, '/api/rest/create-agent');
  assert.equal(lookup.operation('createAgent')?.url, '/api/rest/create-agent');
  assert.equal(lookup.operation('create-agent')?.url, '/api/rest/create-agent');
  assert.equal(lookup.operation('post /api/agents/')?.url, '/api/rest/create-agent');
  assert.equal(lookup.operation('GET /api/agents'), undefined);
  assert.deepEqual(
    lookup.symbols('role').map((page) => page.url),
    ['/api/enumerations/Role', '/api/namespaces/v2/enumerations/Role'],
  );
});

test('an API route names its symbol; the index and namespace members are told apart', () => {
  assert.deepEqual(apiSymbol('/api/enumerations/Role'), { kind: 'enum', name: 'Role' });
  assert.deepEqual(apiSymbol('/api/namespaces/v1'), { kind: 'namespace', name: 'v1' });
  assert.deepEqual(apiSymbol('/api/namespaces/v2/interfaces/Action'), { kind: 'interface', name: 'Action', namespace: 'v2' });
  assert.equal(apiSymbol('/api'), undefined);
});

test('an admonition becomes a quote led by its title, or by its keyword when it has none', () => {
  const page = cleanSource(':::info[Version]\nFor **elizaOS 1.x** only.\n:::\n\n:::warning\nCareful.\n:::\n', { mdx: false });
  assert.equal(page.markdown, '> **Version**\n>\n> For **elizaOS 1.x** only.\n\n> **Warning**\n>\n> Careful.\n');
});

test('a title after the keyword (":::info Version") stays raw text in the twin, as Docusaurus 3 shows it', () => {
  const page = cleanSource(':::info Version\nFor 1.x.\n:::\n', { mdx: false });
  assert.match(page.markdown, /^:::info Version/);
});

test('the showcase is one table of its projects', () => {
  const { markdown } = cleanTree(
    renderShowcase([
      { title: 'Discord', website: 'https://github.com/elizaos-plugins/client-discord', tags: ['client', 'favorite'] },
      { title: 'EVM', website: 'https://github.com/elizaos-plugins/plugin-evm', source: 'https://github.com/elizaos-plugins/plugin-evm', tags: ['plugin'] },
    ]),
    { mdx: false },
  );
  assert.deepEqual(tables(markdown), [['Project', 'Kind', 'Favorite', 'Source']]);
  assert.match(markdown, /\| \[Discord\]\(https:\/\/github\.com\/elizaos-plugins\/client-discord\) +\| client +\| Yes +\|/);
});

test('loadCorpus reads a corpus file once and retries after a failure', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'corpus-'));
  const file = path.join(dir, 'corpus.json');
  await assert.rejects(loadCorpus(file));
  await writeFile(
    file,
    JSON.stringify({ site: 'https://eliza.how', pages: [{ url: '/', title: 'Home', description: '', area: 'site', headings: [], markdown: 'Hi' }] }),
  );
  const first = await loadCorpus(file);
  assert.equal(first.lookup.page('/index.md')?.markdown, 'Hi');
  assert.equal(await loadCorpus(file), first, 'the second call reuses the first read');
  assert.equal(corpusPath({ CORPUS_PATH: '/x/corpus.json' }), '/x/corpus.json');
});

test('the page cache returns a page cleaned by an earlier build unless its content or context changed', async () => {
  const siteDir = await mkdtemp(path.join(tmpdir(), 'corpus-site-'));
  const page = { headings: [], markdown: 'Cleaned.\n', lead: 'Cleaned.' };
  let made = 0;
  const make = () => {
    made += 1;
    return page;
  };
  const first = await SourceCache.open(siteDir, 'routes-a', {});
  assert.deepEqual(first.get('/a.md', 'source', make), page);
  await first.save();
  const second = await SourceCache.open(siteDir, 'routes-a', {});
  assert.deepEqual(second.get('/a.md', 'source', make), page);
  assert.equal(made, 1, 'the second build reads it from the cache');
  second.get('/a.md', 'changed source', make);
  (await SourceCache.open(siteDir, 'routes-b', {})).get('/a.md', 'source', make);
  assert.equal(made, 3, 'a changed file or changed routes parse again');
  const off = await SourceCache.open(siteDir, 'routes-a', { CORPUS_CACHE: '0' });
  off.get('/a.md', 'source', make);
  assert.equal(made, 4, 'CORPUS_CACHE=0 turns it off');
});

test('a post starts with its date and authors, as its header shows them', () => {
  assert.equal(byline(new Date('2025-07-13T00:00:00Z'), ['Jane Doe', 'John Roe', 'Ada']), 'Published on July 13, 2025 by Jane Doe, John Roe and Ada.');
  assert.equal(byline('2025-01-02', []), 'Published on January 2, 2025.');
});
