/**
 * The site-wide search engine, once per page session; the box and the results page share it. It runs in a Web
 * Worker (./searchWorker.ts) so that building it never blocks the page; where workers are missing it is built on
 * the main thread in slices of a few milliseconds.
 */
import type { SiteHit, SiteSearchOptions } from '../../../lib/search/siteIndex';
import { fetchSiteIndex } from '../../../lib/search/files';
import type { WorkerRequest } from './searchWorker';

export interface SearchEngine {
  search(query: string, options?: SiteSearchOptions): Promise<SiteHit[]>;
  /** Pages near a query that found nothing (SiteSearch.nearest). */
  nearest(query: string, options?: SiteSearchOptions): Promise<SiteHit[]>;
}

type Pending = { resolve: (hits: SiteHit[]) => void; reject: (error: Error) => void };
type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

function inWorker(): Promise<SearchEngine> {
  const worker = new Worker(new URL('./searchWorker.ts', import.meta.url));
  const pending = new Map<number, Pending>();
  let next = 0;
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.onmessage = ({ data }: MessageEvent<{ id: number; hits?: SiteHit[]; error?: string }>) => {
    const call = pending.get(data.id);
    pending.delete(data.id);
    if (data.error !== undefined) call?.reject(new Error(data.error));
    else call?.resolve(data.hits ?? []);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    failAll(new Error(`search worker: ${event.message}`));
  };
  const call = (request: Request) =>
    new Promise<SiteHit[]>((resolve, reject) => {
      const id = (next += 1);
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  return call({ type: 'load' }).then(
    () => ({
      search: (query, options = {}) => call({ type: 'search', query, options }),
      nearest: (query, options = {}) => call({ type: 'nearest', query, options }),
    }),
    (error: Error) => {
      worker.terminate();
      throw error;
    },
  );
}

async function onMainThread(): Promise<SearchEngine> {
  const [{ SiteSearch }, file] = await Promise.all([import('../../../lib/search/siteIndex'), fetchSiteIndex()]);
  const engine = await SiteSearch.fromFileAsync(file);
  return { search: async (query, options) => engine.search(query, options), nearest: async (query, options) => engine.nearest(query, options) };
}

let loading: Promise<SearchEngine> | undefined;

export function loadSiteSearch(): Promise<SearchEngine> {
  loading ??= typeof Worker === 'function' ? inWorker() : onMainThread();
  loading.catch(() => {
    // A failed download may succeed on the next try (flaky network): forget it.
    loading = undefined;
  });
  return loading;
}
