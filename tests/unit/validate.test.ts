import { test } from 'node:test';
import assert from 'node:assert/strict';
import { z } from 'zod';
import { validateData, assertUnique, DataValidationError } from '../../src/lib/validate';

const schema = z.array(z.object({ slug: z.string(), website: z.string().url() }));

test('a bad field is reported with the file, the entry, the field and a fix', () => {
  assert.throws(
    () => validateData('partners.json', schema, [{ slug: 'acme', website: 'not a url' }]),
    (error: unknown) => {
      assert.ok(error instanceof DataValidationError);
      assert.match(error.message, /partners\.json/);
      assert.match(error.message, /entry 0 \(acme\)/);
      assert.match(error.message, /field "website"/);
      assert.match(error.message, /Fix the field/);
      return true;
    },
  );
});

test('valid data is returned typed', () => {
  assert.deepEqual(validateData('x.json', schema, [{ slug: 'a', website: 'https://a.example' }]), [{ slug: 'a', website: 'https://a.example' }]);
});

test('duplicate keys are rejected', () => {
  assert.throws(() => assertUnique('x.json', [{ slug: 'a' }, { slug: 'a' }], (r) => r.slug), /share the key "a"/);
});
