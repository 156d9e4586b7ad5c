import { test } from 'node:test';
import assert from 'node:assert/strict';
import { plainParagraphs } from '../../src/lib/plainMarkdown';

test('plain paragraphs with code spans are recognised', () => {
  assert.deepEqual(plainParagraphs('Returns every agent, running or not.'), [[{ code: false, text: 'Returns every agent, running or not.' }]]);
  assert.deepEqual(plainParagraphs('The database failed (`DB_ERROR`).\n\nTry again.'), [
    [
      { code: false, text: 'The database failed (' },
      { code: true, text: 'DB_ERROR' },
      { code: false, text: ').' },
    ],
    [{ code: false, text: 'Try again.' }],
  ]);
  assert.deepEqual(plainParagraphs('`elizaos start`'), [[{ code: true, text: 'elizaos start' }]]);
});

test('anything a Markdown parser must handle is left to it', () => {
  for (const source of [
    'Each entry is:\n- a name',
    '- a list',
    '1. first',
    '# Heading',
    '> quote',
    'some *emphasis*',
    'a [link](https://example.com)',
    'see https://eliza.how',
    'write to team@example.com',
    'an <b>element</b>',
    'an open `span',
    'a `` double `` span',
    'line one\nline two',
    ':::note\nhi\n:::',
    'a | table',
    'AT&amp;T',
    'snake_case outside code',
    '',
  ]) {
    assert.equal(plainParagraphs(source), null, source);
  }
});
