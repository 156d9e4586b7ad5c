/**
 * Finding corpus pages the way a reader or an agent names them: a full URL of the site, a path with or without a
 * trailing slash, ".md" or "#anchor", an alias (/docs/rest/x for /api/rest/x), a REST operation by id or by method
 * and path, an API symbol by name. Pure: the caller reads build/corpus.json (see parseCorpus).
 */
import type { Corpus, CorpusPage } from './types';
import { DOCS_VERSION } from '../versions';

export interface CorpusLookup {
  /** The page at a URL or path of the site, or undefined. */
  page: (urlOrPath: string) => CorpusPage | undefined;
  /** A REST operation page of the current API (or 0.25.9 when asked), by operationId, page slug or "METHOD /path". */
  operation: (query: string, version?: string) => CorpusPage | undefined;
  /** API reference pages whose symbol has this name (case-insensitive), top-level symbols first. */
  symbols: (name: string) => CorpusPage[];
}

/** A URL or path reduced to the corpus's form: a site path without origin, query, hash, ".md" or trailing slash. */
function normalizePath(urlOrPath: string, site?: string): string {
  let value = urlOrPath.trim();
  if (/^https?:\/\//i.test(value)) {
    const url = new URL(value);
    if (site && url.origin !== new URL(site).origin) return '';
    value = url.pathname;
  }
  value = value.split(/[?#]/)[0];
  if (!value.startsWith('/')) value = `/${value}`;
  value = value.replace(/\.md$/, '').replace(/\/index$/, '/');
  return value.replace(/\/+$/, '') || '/';
}

export function createCorpusLookup(corpus: Corpus): CorpusLookup {
  const byPath = new Map<string, CorpusPage>();
  for (const page of corpus.pages) for (const url of [page.url, ...(page.aliases ?? [])]) byPath.set(url, page);
  const operations = corpus.pages.filter((page) => page.operation);
  const symbolPages = corpus.pages.filter((page) => page.symbol);
  return {
    page: (urlOrPath) => byPath.get(normalizePath(urlOrPath, corpus.site)),
    operation: (query, version = DOCS_VERSION) => {
      const wanted = query.trim();
      const inVersion = operations.filter((page) => page.version === version);
      const spaced = /^([a-z]+)\s+(\/\S*)$/i.exec(wanted);
      if (spaced) {
        const [method, path] = [spaced[1].toUpperCase(), spaced[2].replace(/\/+$/, '')];
        return inVersion.find((page) => page.operation!.method === method && page.operation!.path === path);
      }
      const lower = wanted.toLowerCase();
      return inVersion.find((page) => page.operation!.operationId.toLowerCase() === lower || page.url.endsWith(`/${lower}`));
    },
    symbols: (name) => {
      const lower = name.trim().toLowerCase();
      return symbolPages
        .filter((page) => page.symbol!.name.toLowerCase() === lower)
        .sort((a, b) => Number(Boolean(a.symbol!.namespace)) - Number(Boolean(b.symbol!.namespace)));
    },
  };
}
