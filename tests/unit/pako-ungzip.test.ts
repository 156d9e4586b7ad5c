import { test } from 'node:test';
import assert from 'node:assert/strict';
import { deflateSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { ungzip } from '../../src/plugins/openapi-theme/client/pakoUngzip';

test('the pako stand-in unpacks gzip and zlib streams as zlib does', () => {
  const operation = JSON.stringify({ description: 'Création d’un agent 🚀', parameters: Array.from({ length: 300 }, (_, index) => ({ name: `p${index}` })) });
  for (const level of [1, 6, 9]) {
    const packed = new Uint8Array(gzipSync(operation, { level }));
    assert.deepEqual(ungzip(packed), new Uint8Array(gunzipSync(packed)));
    assert.equal(new TextDecoder().decode(ungzip(packed)), operation);
  }
  assert.equal(new TextDecoder().decode(ungzip(new Uint8Array(gzipSync('')))), '');
  // The generated pages carry zlib streams, whose size is not stated: small, and growing past the first guess.
  for (const text of ['', 'x', operation, 'a'.repeat(200_000)]) {
    const packed = new Uint8Array(deflateSync(text));
    assert.deepEqual(ungzip(packed), new Uint8Array(inflateSync(packed)));
  }
  assert.throws(() => ungzip(new Uint8Array([1, 2, 3, 4])), /neither a gzip nor a zlib stream/);
});
