import { test } from 'node:test';
import assert from 'node:assert/strict';
import { searchPlaceholder } from '../../src/lib/searchHint';

test('the placeholder says Loading... while the index loads, then shows the shortcut', () => {
  assert.equal(searchPlaceholder('loading', false), 'Loading...');
  assert.equal(searchPlaceholder('ready', false), 'Search Ctrl+K');
  assert.equal(searchPlaceholder('ready', true), 'Search ⌘+K');
  assert.equal(searchPlaceholder('idle', false), 'Search');
});
