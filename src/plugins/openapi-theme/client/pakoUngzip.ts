/**
 * What the OpenAPI theme's ApiItem uses of pako: `ungzip`, to unpack the operation that a generated page carries
 * compressed and base64-encoded in its front matter (a zlib stream; pako's ungzip reads zlib and gzip alike).
 * tiny-inflate (about 3 KB) unpacks the DEFLATE data inside as well as pako (about 45 KB with its compressor) does;
 * src/plugins/openapi-theme swaps this module in for the browser build.
 */
import inflate from 'tiny-inflate';

const GZIP_FHCRC = 2;
const GZIP_FEXTRA = 4;
const GZIP_FNAME = 8;
const GZIP_FCOMMENT = 16;
const ZLIB_FDICT = 0x20;

/** Where the DEFLATE data starts and ends inside a gzip or zlib stream, and the unpacked size when the stream says it. */
function deflateData(data: Uint8Array): { start: number; end: number; size?: number } {
  if (data[0] === 0x1f && data[1] === 0x8b && data[2] === 8) {
    const flags = data[3];
    let at = 10;
    if (flags & GZIP_FEXTRA) at += 2 + (data[at] | (data[at + 1] << 8));
    if (flags & GZIP_FNAME) while (data[at++] !== 0);
    if (flags & GZIP_FCOMMENT) while (data[at++] !== 0);
    if (flags & GZIP_FHCRC) at += 2;
    // The trailer: CRC-32, then the unpacked size (modulo 2^32, little-endian).
    const size = new DataView(data.buffer, data.byteOffset + data.length - 4, 4).getUint32(0, true);
    return { start: at, end: data.length - 8, size };
  }
  // zlib: a method byte (8, DEFLATE) and a flag byte that together are a multiple of 31; an Adler-32 trailer.
  if ((data[0] & 0x0f) === 8 && ((data[0] << 8) | data[1]) % 31 === 0) {
    return { start: data[1] & ZLIB_FDICT ? 6 : 2, end: data.length - 4 };
  }
  throw new Error('ungzip: neither a gzip nor a zlib stream');
}

export function ungzip(data: Uint8Array): Uint8Array {
  const { start, end, size } = deflateData(data);
  const source = data.subarray(start, end);
  if (size !== undefined) return inflate(source, new Uint8Array(size));
  // A zlib stream does not state its size: unpack into a buffer, and into one twice as large while it fills up.
  for (let capacity = Math.max(1024, source.length * 8); ; capacity *= 2) {
    const out = inflate(source, new Uint8Array(capacity));
    if (out.length < capacity) return out;
  }
}

export default { ungzip };
