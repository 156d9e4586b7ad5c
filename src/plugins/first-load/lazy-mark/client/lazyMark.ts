/**
 * Replaces mark.js for the search plugin, which highlights search terms on the page a result opens: the plugin
 * unmarks the whole article on every page view and marks only when the URL carries search terms, so the real
 * mark.js is loaded for that case (or when there are marks to remove) instead of with main.js.
 */
import type MarkJs from 'mark.js/dist/mark.js';

type MarkConstructor = typeof MarkJs;

let markJs: Promise<MarkConstructor> | null = null;
const loadMarkJs = (): Promise<MarkConstructor> =>
  (markJs ??= import(/* webpackChunkName: "mark-js" */ 'mark.js/dist/mark.js').then((module) => module.default));

export default class LazyMark {
  constructor(private readonly root: Element) {}

  unmark(options?: object): void {
    if (!this.root.querySelector('mark[data-markjs]')) return;
    void loadMarkJs().then((Mark) => new Mark(this.root).unmark(options));
  }

  mark(keywords: string[], options?: object): void {
    void loadMarkJs().then((Mark) => new Mark(this.root).mark(keywords, options));
  }
}
