import { test } from 'node:test';
import assert from 'node:assert/strict';
import showcase from '../../src/data/showcase.json';
import { showcaseSchema } from '../../src/data/schemas/showcase';
import { validateData, assertUnique } from '../../src/lib/validate';

test('every showcase entry passes the schema and has a unique website', () => {
  const entries = validateData('showcase.json', showcaseSchema, showcase);
  assertUnique('showcase.json', entries, (entry) => entry.website);
  assert.ok(entries.length > 200, `expected the registry's 200+ projects, got ${entries.length}`);
});
