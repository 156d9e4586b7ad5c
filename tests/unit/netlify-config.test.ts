import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SECURITY_HEADERS } from '../../scripts/lib/httpPolicy';

const toml = readFileSync(path.resolve(__dirname, '../../netlify.toml'), 'utf8');

test('netlify.toml sends the same security headers as local serving', () => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    assert.ok(toml.includes(`${name} = "${value}"`), `netlify.toml lacks ${name} = "${value}"`);
  }
});

test('netlify.toml builds with npm, publishes build/ and deploys netlify/functions', () => {
  assert.match(toml, /command = "npm run build"/);
  assert.match(toml, /publish = "build"/);
  assert.match(toml, /directory = "netlify\/functions"/);
});
