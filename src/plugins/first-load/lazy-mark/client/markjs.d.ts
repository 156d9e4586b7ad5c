// mark.js ships no types; this is the part lazyMark.ts uses.
declare module 'mark.js/dist/mark.js' {
  const Mark: new (root: Element) => { mark(keywords: string[], options?: object): void; unmark(options?: object): void };
  export default Mark;
}
