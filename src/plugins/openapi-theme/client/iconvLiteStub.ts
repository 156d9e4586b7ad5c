/**
 * iconv-lite in the browser build of the request panel. postman-collection uses it only to decode a response body
 * held as a Node.js Buffer in a named charset (Response#text); the panel reads responses with fetch, never that way.
 * With no encoding known, postman-collection falls back to the buffer's UTF-8 text. This leaves out iconv-lite's
 * code-page tables (the CJK ones alone are about 390 KB).
 */
export const encodingExists = (): boolean => false;

export function decode(): string {
  throw new Error('iconv-lite is not part of the browser build (src/plugins/openapi-theme)');
}

export default { encodingExists, decode };
