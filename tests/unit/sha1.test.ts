import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { sha1Hex } from '../../src/lib/sha1';
import CryptoJS from '../../src/plugins/openapi-theme/client/cryptoSha1';

test('sha1Hex gives the SHA-1 of the UTF-8 bytes, across block boundaries and for non-ASCII text', () => {
  const inputs = ['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'a'.repeat(1000), 'bearerAuth,apiKey', 'émoji 🚀 ключ'];
  for (const input of inputs) assert.equal(sha1Hex(input), createHash('sha1').update(input, 'utf8').digest('hex'), JSON.stringify(input));
  // The published test vector.
  assert.equal(sha1Hex('abc'), 'a9993e364706816aba3e25717850c26c9cd0d89d');
});

test("the crypto-js stand-in answers the theme's one call", () => {
  assert.equal(CryptoJS.SHA1('abc').toString(), 'a9993e364706816aba3e25717850c26c9cd0d89d');
});
