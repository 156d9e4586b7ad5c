import { test } from 'node:test';
import assert from 'node:assert/strict';
import { searchPlaceholder, isSearchIndexUrl } from '../../src/lib/searchHint';

test('the placeholder says Loading... while the index loads, then shows the shortcut', () => {
  assert.equal(searchPlaceholder('loading', false), 'Loading...');
  assert.equal(searchPlaceholder('ready', false), 'Search Ctrl+K');
  assert.equal(searchPlaceholder('ready', true), 'Search ⌘+K');
  assert.equal(searchPlaceholder('idle', false), 'Search');
});

test('search index requests are recognised by URL', () => {
  assert.ok(isSearchIndexUrl('http://x/search-index-docs.json?_=a7054e45'));
  assert.ok(isSearchIndexUrl('/search-index.json'));
  assert.ok(!isSearchIndexUrl('/docs/search-index-notes'));
});
