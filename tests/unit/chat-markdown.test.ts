import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseBlocks, safeHref } from '../../src/components/AskAi/markdownBlocks';

test('an answer splits into paragraphs, tables, lists and code blocks', () => {
  const answer = [
    'The server listens on `SERVER_PORT` [1]',
    '',
    '| Variable | Default |',
    '| --- | --- |',
    '| `SERVER_PORT` | `3000` |',
    '| `A\\|B` | x |',
    '',
    '- first item',
    '- second item',
    '   continued',
    '',
    '2. two',
    '3. three',
    '',
    '```bash',
    'elizaos start --port 3001',
    '```',
    '',
    '**Port 3000 already in use**',
  ].join('\n');
  assert.deepEqual(parseBlocks(answer), [
    { type: 'paragraph', text: 'The server listens on `SERVER_PORT` [1]' },
    {
      type: 'table',
      header: ['Variable', 'Default'],
      rows: [
        ['`SERVER_PORT`', '`3000`'],
        ['`A\\|B`', 'x'],
      ],
    },
    { type: 'list', ordered: false, start: 1, items: ['first item', 'second item continued'] },
    { type: 'list', ordered: true, start: 2, items: ['two', 'three'] },
    { type: 'code', lang: 'bash', text: 'elizaos start --port 3001' },
    { type: 'paragraph', text: '**Port 3000 already in use**' },
  ]);
});

test('a code block still streaming runs to the end; a table without its delimiter row stays text', () => {
  assert.deepEqual(parseBlocks('Run:\n\n```ts\nconst a = 1;'), [
    { type: 'paragraph', text: 'Run:' },
    { type: 'code', lang: 'ts', text: 'const a = 1;' },
  ]);
  assert.deepEqual(parseBlocks('| a | b |'), [{ type: 'paragraph', text: '| a | b |' }]);
});

test('raw HTML in an answer is text, never markup', () => {
  assert.deepEqual(parseBlocks('<img src=x onerror=alert(1)>'), [{ type: 'paragraph', text: '<img src=x onerror=alert(1)>' }]);
});

test('links go only to this site or to http(s) addresses', () => {
  assert.equal(safeHref('/docs/intro'), '/docs/intro');
  assert.equal(safeHref('#options'), '#options');
  assert.equal(safeHref('https://github.com/elizaos/eliza'), 'https://github.com/elizaos/eliza');
  for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', '//evil.example', 'data:text/html,x', 'vbscript:x', 'mailto:a@b']) {
    assert.equal(safeHref(bad), null, bad);
  }
});

test('a quoted callout keeps its title, paragraphs and code apart instead of running them into one line', () => {
  const callout = [
    '> **Add a .gitignore first**',
    '>',
    '> The template has none.',
    '>',
    '> ```bash',
    '> printf ".env\\n" > .gitignore',
    '> ```',
    'After the quote.',
  ].join('\n');
  assert.deepEqual(parseBlocks(callout), [
    {
      type: 'quote',
      blocks: [
        { type: 'paragraph', text: '**Add a .gitignore first**' },
        { type: 'paragraph', text: 'The template has none.' },
        { type: 'code', lang: 'bash', text: 'printf ".env\\n" > .gitignore' },
      ],
    },
    { type: 'paragraph', text: 'After the quote.' },
  ]);
  assert.deepEqual(parseBlocks('Text\n> quoted'), [
    { type: 'paragraph', text: 'Text' },
    { type: 'quote', blocks: [{ type: 'paragraph', text: 'quoted' }] },
  ]);
  const deep = parseBlocks('>>>>>> deep');
  assert.equal(deep[0].type, 'quote');
});
