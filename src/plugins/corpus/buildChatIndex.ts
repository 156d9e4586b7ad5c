/**
 * `tsx src/plugins/corpus/buildChatIndex.ts <outDir>`: builds the chat function's retrieval index from the corpus the
 * build just wrote into the function data folder beside <outDir> (see functionDataDir), as chat-index.json there. The corpus plugin runs it as a child
 * process, so that its ~10 s of indexing use the second core while the other plugins' postBuild steps keep the first.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildChatIndex } from '../../lib/chat/chatIndex';
import { CHAT_INDEX_FILE, functionDataDir, loadCorpus } from '../../lib/corpus/load';
import { CORPUS_FILE } from '../../lib/corpus/types';

async function main(outDir: string): Promise<void> {
  const dataDir = functionDataDir(outDir);
  const { corpus } = await loadCorpus(path.join(dataDir, CORPUS_FILE));
  await writeFile(path.join(dataDir, CHAT_INDEX_FILE), buildChatIndex(corpus.pages));
}

main(process.argv[2] ?? '').catch((error: unknown) => {
  console.error(`[corpus] chat index: ${(error as Error).message}`);
  process.exit(1);
});
