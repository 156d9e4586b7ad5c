import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildChatIndex, loadChatIndex, longestSharedRun, pagesOf, messageWords, quotedWeight } from '../../src/lib/chat/chatIndex';
import type { CorpusPage } from '../../src/lib/corpus/types';
import { toPassages } from '../../src/lib/chat/passages';
import { embeddedAnswer, retrieve } from '../../src/lib/chat/answer';
import { composeAnswer } from '../../src/lib/chat/compose';
import { resolveQuery } from '../../src/lib/chat/followUp';
import { questionTerms } from '../../src/lib/chat/terms';
import { MAX_TERMS, processTerm } from '../../src/lib/retrieval/terms';
import { runTogether, statesFact, tableCells } from '../../src/lib/chat/quality';
import { FIXTURE_PAGES } from '../fixtures/chat-corpus';
import { DOCS_VERSION, LEGACY_DOCS_VERSION } from '../../src/lib/versions';

const index = loadChatIndex(buildChatIndex(FIXTURE_PAGES));
const top = (question: string, history: Array<{ role: 'user' | 'assistant'; content: string }> = []) => pagesOf(retrieve(index, question, history).hits, 3);

test('passages are cut at headings, with the anchors the corpus gives', () => {
  const passages = toPassages(FIXTURE_PAGES);
  const production = passages.filter((p) => p.page === '/docs/technical/advanced/production');
  assert.deepEqual(
    [...new Set(production.map((p) => p.url))],
    ['/docs/technical/advanced/production', '/docs/technical/advanced/production#server-and-core-settings', '/docs/technical/advanced/production#logs'],
  );
});

test('each table row is a passage of its own, with its header row', () => {
  const rows = toPassages(FIXTURE_PAGES).filter((p) => p.kind === 'row' && p.page === '/docs/technical/advanced/production');
  assert.equal(rows.length, 3);
  const block = rows[0].blocks[0];
  assert.equal(block.kind, 'row');
  if (block.kind === 'row') {
    assert.equal(block.header, '| Variable | Default | Effect |\n| --- | --- | --- |');
    assert.equal(block.md, '| `SERVER_PORT` | `3000` | HTTP and Socket.IO port; `--port` takes precedence. |');
    assert.match(block.text, /Variable \| Default \| Effect\n`?SERVER_PORT/);
  }
});

test('lists stay items, code stays a fenced block, TypeDoc source locations are dropped', () => {
  const passages = toPassages(FIXTURE_PAGES);
  const logs = passages.find((p) => p.url.endsWith('#logs'))!;
  assert.deepEqual(
    logs.blocks.map((b) => b.kind),
    ['text', 'item', 'item', 'code'],
  );
  assert.equal(logs.blocks[3].md, '```bash\nLOG_LEVEL=debug elizaos start\n```');
  assert.ok(!passages.some((p) => p.blocks.some((b) => /Defined in/.test(b.md))));
});

test('an API page opens with the names of its members', () => {
  const lead = index.lead('/api/enumerations/Role')!;
  assert.ok(lead.blocks.some((b) => b.md === 'Enumeration Members: `ADMIN`, `OWNER`.'));
});

test('terms: identifiers are kept whole and split, question words dropped, duplicates and excess capped', () => {
  assert.deepEqual(processTerm('SERVER_PORT'), ['server_port', 'server', 'port']);
  assert.deepEqual(processTerm('useModel'), ['usemodel', 'model']);
  assert.equal(processTerm('the'), null);
  assert.deepEqual(questionTerms('What port, what PORT, which port?'), ['port']);
  const long = Array.from({ length: 300 }, (_, i) => `word${i}x`).join(' ');
  assert.ok(questionTerms(long).length <= MAX_TERMS);
});

test('a 2,000-character question of single letters costs no search at all', () => {
  const letters = Array.from({ length: 1000 }, (_, i) => 'abcdefghijklmnopqrstuvwxyz'[i % 26]).join(' ');
  assert.equal(letters.length, 1999);
  assert.deepEqual(questionTerms(letters), []);
  const answer = embeddedAnswer(index, letters);
  assert.match(answer.answer, /could not find any words/);
  assert.deepEqual(answer.sources, []);
});

test('a question about the default port answers with the table row under its header, cited [1]', () => {
  const answer = embeddedAnswer(index, 'What port does the server listen on by default?');
  assert.match(answer.answer, /^\| Variable \| Default \| Effect \|\n\| --- \| --- \| --- \|\n\| `SERVER_PORT` \| `3000` \|/m);
  assert.match(answer.answer, /\[1\]/);
  assert.equal(answer.sources[0].url, '/docs/technical/advanced/production#server-and-core-settings');
  assert.deepEqual(runTogether(answer.answer, FIXTURE_PAGES[0].markdown, 'From'), []);
  assert.ok(statesFact(answer.answer, '3000'));
});

test('every citation number has its source, and every source is cited', () => {
  for (const question of ['How do I set LOG_LEVEL to debug?', 'Which plugin lets my agent trade on Solana?', 'Which endpoint creates an agent?']) {
    const answer = embeddedAnswer(index, question);
    const cited = new Set([...answer.answer.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])));
    assert.deepEqual(
      [...cited].sort(),
      answer.sources.map((_, i) => i + 1),
      question,
    );
  }
});

test('area-aware: "which plugin" finds the catalogue, "which endpoint" the REST page, a symbol the API page', () => {
  assert.equal(top('Which plugin lets my agent trade on Solana?')[0], '/packages/plugins/solana');
  assert.equal(top('Which endpoint creates an agent?')[0], '/api/rest/create-agent');
  assert.equal(top('What values does the Role enum have?')[0], '/api/enumerations/Role');
  const rest = embeddedAnswer(index, 'Which endpoint creates an agent?');
  assert.match(rest.answer, /POST \/api\/agents/, 'a REST answer starts from the method and path');
  const plugin = embeddedAnswer(index, 'Which plugin lets my agent trade on Solana?');
  assert.match(plugin.answer, /@elizaos\/plugin-solana/, 'a catalogue answer names the package');
});

test(`current docs rank over ${LEGACY_DOCS_VERSION} unless the question names 0.x; automated pages rank below reference`, () => {
  assert.equal(top('Where do I set the Discord token?')[0], '/docs/simple/templates/discord-agent');
  assert.equal(top(`Where do I set the Discord token in ${LEGACY_DOCS_VERSION}?`)[0], `/docs/${LEGACY_DOCS_VERSION}/core/clients`);
  const solana = top('Who works on the Solana plugin?');
  assert.ok(
    solana.indexOf('/packages/plugins/solana') < solana.indexOf('/community/Contributors/2025-07-07') || !solana.includes('/community/Contributors/2025-07-07'),
  );
});

test('a follow-up carries the topic over and swaps the name it replaces', () => {
  const history = [
    { role: 'user' as const, content: 'How do I create the Discord bot token?' },
    { role: 'assistant' as const, content: 'Create an application in the Discord developer portal [1]' },
  ];
  const query = resolveQuery('And what about Telegram?', history);
  assert.deepEqual(query.terms, ['telegram']);
  assert.ok(query.carried.includes('token') && !query.carried.includes('discord'));
  assert.equal(top('And what about Telegram?', history)[0], '/docs/simple/templates/telegram-agent');
  assert.deepEqual(resolveQuery('And what about Telegram?', []).carried, [], 'no history, nothing carried');
});

test('when nothing matches well, the answer says so and offers the nearest pages instead of quoting', () => {
  const answer = embeddedAnswer(index, 'How do I bake sourdough bread with rye flour and a Discord bot?');
  assert.match(answer.answer, /could not find a passage/);
  assert.ok(answer.sources.length > 0 && answer.sources.length <= 3);
  assert.ok(!/Create an application/.test(answer.answer));
  assert.equal(composeAnswer({ terms: ['zzzz'], carried: [], intent: resolveQuery('zzzz').intent }, []).found, false);
});

test('only site paths are ever cited', () => {
  const pages = [{ ...FIXTURE_PAGES[2], url: '//evil.example/x' }];
  const evil = loadChatIndex(buildChatIndex(pages));
  const answer = embeddedAnswer(evil, 'How do I create the Discord bot token?');
  assert.ok(answer.sources.every((s) => s.url.startsWith('/') && !s.url.startsWith('//')));
});

test('the run-together check finds glued table cells and list items, and broken tables', () => {
  const source = '| Variable | Default | Effect |\n| --- | --- | --- |\n| `SERVER_PORT` | `3000` | HTTP port |\n\n- first item\n- second item';
  assert.ok(runTogether('VariableDefaultEffectSERVER_PORT3000HTTP port', source).length > 0);
  assert.ok(runTogether('first itemsecond item', source).length > 0);
  assert.ok(runTogether('| a | b |\n| c | d |', source).some((p) => /delimiter/.test(p)));
  assert.ok(runTogether('| a | b |\n| --- | --- |\n| c |', source).some((p) => /cells/.test(p)));
  assert.deepEqual(runTogether('| Variable | Default |\n| --- | --- |\n| `SERVER_PORT` | `3000` |\n\n- first item\n- second item', source), []);
  assert.deepEqual(tableCells('| `a|b` | c \\| d | e |'), ['`a|b`', 'c \\| d', 'e']);
});

test('a pasted error message weighs the passage that quotes a run of it, and nothing else', () => {
  assert.equal(
    longestSharedRun(messageWords('Plugin registry cache not found. Please run it'), messageWords('**`Plugin registry cache not found`**: check')),
    5,
  );
  assert.equal(longestSharedRun(messageWords('a b c'), messageWords('c b a')), 1);
  const page = (url: string, markdown: string): CorpusPage => ({
    url,
    title: url,
    description: '',
    area: 'docs',
    version: DOCS_VERSION,
    headings: [],
    markdown,
  });
  const [update, plugins] = toPassages([
    page('/docs/cli/update', 'Run `elizaos update` in a project to update its plugins to the latest versions in the registry.'),
    page('/docs/cli/plugins', '- **`Plugin registry cache not found`**: the CLI could not download the registry. Check the network.'),
  ]);
  const pasted = resolveQuery('Plugin registry cache not found. Please run "elizaos plugins update" to fetch the latest registry.', []);
  assert.equal(quotedWeight(update, pasted.words), 1);
  assert.ok(quotedWeight(plugins, pasted.words) >= 2);
  // A short question in the reader's own words is never re-weighed by the words it shares with a page.
  assert.equal(quotedWeight(plugins, resolveQuery('registry cache not found', []).words), 1);
});

test('a callout (a quote in the Markdown twin) is cut into plain blocks, never quoted with its `>` markers', () => {
  const page: CorpusPage = {
    url: '/docs/cli/publish',
    title: 'publish',
    description: '',
    area: 'docs',
    version: DOCS_VERSION,
    headings: [],
    markdown: [
      '> **Add a .gitignore before you publish**',
      '>',
      '> The plugin template has no `.gitignore`, so the push',
      '> sends its `.env` too.',
      '>',
      '> ```bash',
      '> printf ".env\\n" > .gitignore',
      '> ```',
    ].join('\n'),
  };
  const blocks = toPassages([page]).flatMap((passage) => passage.blocks);
  const title = '**Add a .gitignore before you publish**';
  assert.deepEqual(
    blocks.map((block) => [block.kind, block.md, block.lead]),
    [
      ['text', title, undefined],
      ['text', 'The plugin template has no `.gitignore`, so the push\nsends its `.env` too.', title],
      ['code', '```bash\nprintf ".env\\n" > .gitignore\n```', title],
    ],
  );
});

test("an answer quoting a callout's second paragraph or its code keeps the callout's title", () => {
  const page: CorpusPage = {
    url: '/docs/cli/env',
    title: 'env',
    description: '',
    area: 'docs',
    version: DOCS_VERSION,
    headings: [],
    markdown: [
      'The env command edits the variables of a project.',
      '',
      '> **After a variables reset, start fails**',
      '>',
      '> Resetting blanks every value in the file.',
      '>',
      '> The blank PGLITE_DATA_DIR makes the next start stop with ENOENT mkdir.',
      '>',
      '> ```bash',
      "> sed -i '/^PGLITE_DATA_DIR=$/d' .env",
      '> ```',
    ].join('\n'),
  };
  const answer = embeddedAnswer(loadChatIndex(buildChatIndex([page])), 'Why does start stop with ENOENT mkdir after PGLITE_DATA_DIR was blanked?').answer;
  assert.match(answer, /\*\*After a variables reset, start fails:\*\* The blank PGLITE_DATA_DIR makes the next start stop/);
  assert.equal(answer.split('After a variables reset').length, 2, answer);
  const blocks = toPassages([page])[0].blocks;
  const composed = composeAnswer({ terms: ['sed'], carried: [], intent: resolveQuery('sed').intent }, [
    { passage: toPassages([page])[0], score: 1, matched: ['sed'] },
  ]);
  assert.ok(blocks.length === 5 && composed.answer.indexOf('**After a variables reset, start fails**') < composed.answer.indexOf('```bash'), composed.answer);
});
