import { test } from 'node:test';
import assert from 'node:assert/strict';
import knownErrors from '../../src/data/known-errors.json';
import { knownErrorsSchema } from '../../src/data/schemas/knownErrors';
import { parseKnownErrors, distinctiveQuery } from '../../scripts/lib/knownErrors';
import { validateData } from '../../src/lib/validate';

test('error rows are parsed from the facts table, keeping the text exactly', () => {
  const rows = parseKnownErrors(
    '| error | cause | fix |\n| --- | --- | --- |\n| `Error: Used disallowed intents` (#1940) | intents off | enable them |\n| plain row | x | y |',
  );
  assert.deepEqual(rows, [{ text: 'Error: Used disallowed intents', cause: 'intents off' }]);
});

test('the distinctive query keeps the three longest words in order', () => {
  assert.equal(distinctiveQuery('No handler found for delegate type: TEXT_EMBEDDING'), 'handler delegate TEXT_EMBEDDING');
});

test('the imported errors pass their schema', () => {
  assert.equal(validateData('known-errors.json', knownErrorsSchema, knownErrors).length, 12);
});
