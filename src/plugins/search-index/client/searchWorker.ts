/**
 * The site-wide search engine in a Web Worker: downloading the index, building the engine (tokenising ~8,000 pages
 * and headings: about half a second of a phone's CPU) and answering queries all happen off the page's main thread,
 * so loading search never delays the reader's scrolling or typing. ./loadSiteSearch.ts talks to it.
 */
import { SiteSearch, type SiteSearchOptions } from '../../../lib/search/siteIndex';
import { fetchSiteIndex } from '../../../lib/search/files';

export type WorkerRequest = { id: number; type: 'load' } | { id: number; type: 'search' | 'nearest'; query: string; options: SiteSearchOptions };

const scope = self as unknown as { onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null; postMessage(message: unknown): void };

let engine: Promise<SiteSearch> | undefined;

function load(): Promise<SiteSearch> {
  engine ??= fetchSiteIndex().then((file) => SiteSearch.fromFile(file));
  // A failed download may succeed on the next try (flaky network): forget it.
  engine.catch(() => (engine = undefined));
  return engine;
}

scope.onmessage = async ({ data }) => {
  try {
    const search = await load();
    scope.postMessage({ id: data.id, hits: data.type === 'load' ? [] : search[data.type](data.query, data.options) });
  } catch (error) {
    scope.postMessage({ id: data.id, error: (error as Error).message });
  }
};
