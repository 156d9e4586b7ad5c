/**
 * sucrase in the browser build of the request panel. react-live's LiveProvider compiles its code to render a
 * preview; the panel uses its editor only (the request body as JSON), with no preview, and the provider catches a
 * failed compile and keeps the code as typed. This leaves the compiler out.
 */
export function transform(): never {
  throw new Error('the request body editor has no preview to compile (src/plugins/openapi-theme)');
}
