import { test } from 'node:test';
import assert from 'node:assert/strict';
import { suggestionFor, SUGGESTION_DELAY_MS } from '../../src/lib/notFoundSuggestion';

test('a path about characters suggests the customization guide', () => {
  assert.deepEqual(suggestionFor('/docs/old/character-file'), {
    label: 'Customization Guide',
    to: '/docs/simple/guides/character-creation',
  });
});

test('a path about the API suggests the API reference', () => {
  assert.deepEqual(suggestionFor('/api/classes/Missing'), { label: 'API Reference', to: '/api' });
});

test('a path about packages suggests the catalogue', () => {
  assert.deepEqual(suggestionFor('/old-packages/x'), { label: 'Packages', to: '/packages' });
});

test('any other path suggests the documentation', () => {
  assert.deepEqual(suggestionFor('/nothing/here'), { label: 'Documentation', to: '/docs' });
});

test('character wins over api when both appear, and matching ignores case', () => {
  assert.equal(suggestionFor('/API/Character').label, 'Customization Guide');
});

test('the box is injected after 100 ms', () => {
  assert.equal(SUGGESTION_DELAY_MS, 100);
});
