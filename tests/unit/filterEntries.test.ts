import { test } from 'node:test';
import assert from 'node:assert/strict';
import { filterEntries, countTags, readFilterState, writeFilterState } from '../../src/lib/filterEntries';

const entries = [
  { title: 'Discord', tags: ['client', 'favorite'] },
  { title: 'EVM', tags: ['plugin', 'favorite'], text: 'Ethereum chains' },
  { title: 'SQLite', tags: ['adapter'] },
];

test('tags narrow the list to entries carrying every selected tag', () => {
  assert.deepEqual(
    filterEntries(entries, { query: '', tags: ['favorite'] }).map((e) => e.title),
    ['Discord', 'EVM'],
  );
  assert.deepEqual(filterEntries(entries, { query: '', tags: ['favorite', 'plugin'] }).map((e) => e.title), ['EVM']);
});

test('the query matches title and text, case-insensitively, word by word', () => {
  assert.deepEqual(filterEntries(entries, { query: 'ethereum', tags: [] }).map((e) => e.title), ['EVM']);
  assert.deepEqual(filterEntries(entries, { query: 'evm chains', tags: [] }).map((e) => e.title), ['EVM']);
  assert.equal(filterEntries(entries, { query: 'nothing', tags: [] }).length, 0);
});

test('tags are counted across all entries', () => {
  assert.equal(countTags(entries).get('favorite'), 2);
});

test('filter state round-trips through the URL and keeps other parameters', () => {
  const search = writeFilterState('?page=2', { query: 'evm', tags: ['plugin', 'favorite'] });
  assert.equal(search, '?page=2&q=evm&tags=plugin,favorite');
  assert.deepEqual(readFilterState(search), { query: 'evm', tags: ['plugin', 'favorite'] });
  assert.equal(writeFilterState('?q=x', { query: '', tags: [] }), '');
});
