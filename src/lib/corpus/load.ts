/**
 * Reads the corpus once per process, for Netlify functions and local serving (Node only; pages never import this).
 * The corpus and the chat index are data of the functions, not files for readers: the build writes them beside the
 * publish folder (build-function-data/ beside build/), Netlify ships them with the functions (netlify.toml
 * included_files), and CORPUS_PATH or CHAT_INDEX_PATH point elsewhere.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CORPUS_FILE, parseCorpus, type Corpus } from './types';
import { createCorpusLookup, type CorpusLookup } from './lookup';

/** The chat function's retrieval index, written from the corpus by the build. */
export const CHAT_INDEX_FILE = 'chat-index.json';

/** Where a build into `outDir` puts the files only functions read: a sibling folder, so they are never published. */
export function functionDataDir(outDir: string): string {
  const resolved = path.resolve(outDir);
  return path.join(path.dirname(resolved), `${path.basename(resolved)}-function-data`);
}

export function corpusPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CORPUS_PATH ?? path.join(functionDataDir(path.join(process.cwd(), 'build')), CORPUS_FILE);
}

export function chatIndexPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHAT_INDEX_PATH ?? path.join(functionDataDir(path.join(process.cwd(), 'build')), CHAT_INDEX_FILE);
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
