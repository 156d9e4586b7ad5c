import { test } from 'node:test';
import assert from 'node:assert/strict';
import { filterEntries, countTags, countFacet, readFilterState, writeFilterState } from '../../src/lib/filterEntries';

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
  assert.deepEqual(
    filterEntries(entries, { query: '', tags: ['favorite', 'plugin'] }).map((e) => e.title),
    ['EVM'],
  );
});

test('the query matches title and text, case-insensitively, word by word', () => {
  assert.deepEqual(
    filterEntries(entries, { query: 'ethereum', tags: [] }).map((e) => e.title),
    ['EVM'],
  );
  assert.deepEqual(
    filterEntries(entries, { query: 'evm chains', tags: [] }).map((e) => e.title),
    ['EVM'],
  );
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

const catalogue = [
  { title: 'EVM', tags: ['plugin'], facets: { category: ['chain'], version: ['0.x', '1.x'], status: ['maintained'] } },
  { title: 'Solana', tags: ['plugin'], facets: { category: ['chain'], version: ['0.x'], status: ['maintained'] } },
  { title: 'OpenAI', tags: ['plugin'], facets: { category: ['ai-model'], version: ['1.x'], status: ['maintained'] } },
  { title: 'Discord', tags: ['client'], facets: { category: [], version: ['0.x'], status: ['maintained'] } },
  { title: 'Twitter', tags: ['client'], facets: { category: [], version: ['0.x'], status: ['deprecated'] } },
];
const groups = ['category', 'version', 'status'];
const state = (search: string) => readFilterState(search, groups);

test('facet groups: any value within a group, every group across groups; tags may match any', () => {
  const titles = (search: string) => filterEntries(catalogue, state(search), { tagMatch: 'any' }).map((e) => e.title);
  assert.deepEqual(titles('?tags=plugin,client&version=1.x'), ['EVM', 'OpenAI']);
  assert.deepEqual(titles('?category=chain,ai-model&version=0.x'), ['EVM', 'Solana']);
  assert.deepEqual(titles('?tags=client&status=deprecated'), ['Twitter']);
  assert.deepEqual(titles('?q=sol&version=0.x'), ['Solana']);
});

test('facet counts leave out their own group but apply the query and the other groups', () => {
  const current = state('?tags=plugin&version=1.x');
  assert.deepEqual(Object.fromEntries(countFacet(catalogue, current, 'tags', { tagMatch: 'any' })), { plugin: 2 });
  assert.deepEqual(Object.fromEntries(countFacet(catalogue, current, 'version', { tagMatch: 'any' })), { '0.x': 2, '1.x': 2 });
  assert.deepEqual(Object.fromEntries(countFacet(catalogue, state('?q=open'), 'category')), { 'ai-model': 1 });
});

test('facet groups round-trip through the URL, and empty groups leave no parameter', () => {
  const search = writeFilterState('', { query: 'evm', tags: ['plugin'], facets: { category: ['chain'], version: [], status: [] } });
  assert.equal(search, '?q=evm&tags=plugin&category=chain');
  assert.deepEqual(state(search), { query: 'evm', tags: ['plugin'], facets: { category: ['chain'], version: [], status: [] } });
});
