/**
 * SHA-1 of a string's UTF-8 bytes, as lowercase hex, synchronously (the Web Crypto API only digests asynchronously).
 * The OpenAPI theme hashes the names of a page's security schemes with it to key what it stores; this replaces the
 * whole of crypto-js, which it imported for that one function (src/plugins/openapi-theme). Not for security.
 */
const rotate = (value: number, bits: number) => (value << bits) | (value >>> (32 - bits));

export function sha1Hex(message: string): string {
  const bytes = new TextEncoder().encode(message);
  // The message, a 1 bit, zeros, and its length in bits as a 64-bit big-endian number: a multiple of 64 bytes.
  const length = (((bytes.length + 8) >> 6) + 1) << 6;
  const padded = new Uint8Array(length);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(length - 8, Math.floor(bytes.length / 0x20000000));
  view.setUint32(length - 4, (bytes.length * 8) >>> 0);

  const state = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0];
  const words = new Uint32Array(80);
  for (let block = 0; block < length; block += 64) {
    for (let i = 0; i < 16; i += 1) words[i] = view.getUint32(block + i * 4);
    for (let i = 16; i < 80; i += 1) words[i] = rotate(words[i - 3] ^ words[i - 8] ^ words[i - 14] ^ words[i - 16], 1);
    let [a, b, c, d, e] = state;
    for (let i = 0; i < 80; i += 1) {
      const [f, k] =
        i < 20
          ? [(b & c) | (~b & d), 0x5a827999]
          : i < 40
            ? [b ^ c ^ d, 0x6ed9eba1]
            : i < 60
              ? [(b & c) | (b & d) | (c & d), 0x8f1bbcdc]
              : [b ^ c ^ d, 0xca62c1d6];
      const next = (rotate(a, 5) + f + e + k + words[i]) | 0;
      e = d;
      d = c;
      c = rotate(b, 30);
      b = a;
      a = next;
    }
    state[0] = (state[0] + a) | 0;
    state[1] = (state[1] + b) | 0;
    state[2] = (state[2] + c) | 0;
    state[3] = (state[3] + d) | 0;
    state[4] = (state[4] + e) | 0;
  }
  return state.map((word) => (word >>> 0).toString(16).padStart(8, '0')).join('');
}
