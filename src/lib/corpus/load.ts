/**
 * Reads build/corpus.json once per process, for Netlify functions and local serving (Node only; pages never import
 * this). Netlify ships the file with every function (netlify.toml included_files); CORPUS_PATH points elsewhere.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CORPUS_FILE, parseCorpus, type Corpus } from './types';
import { createCorpusLookup, type CorpusLookup } from './lookup';

export function corpusPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CORPUS_PATH ?? path.join(process.cwd(), 'build', CORPUS_FILE);
}

const loaded = new Map<string, Promise<{ corpus: Corpus; lookup: CorpusLookup }>>();

/** The parsed, validated corpus and its lookup; a failed read is retried on the next call. */
export function loadCorpus(file: string = corpusPath()): Promise<{ corpus: Corpus; lookup: CorpusLookup }> {
  let pending = loaded.get(file);
  if (!pending) {
    pending = readFile(file, 'utf8').then((json) => {
      const corpus = parseCorpus(json);
      return { corpus, lookup: createCorpusLookup(corpus) };
    });
    pending.catch(() => loaded.delete(file));
    loaded.set(file, pending);
  }
  return pending;
}
