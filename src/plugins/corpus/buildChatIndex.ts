/**
 * `tsx src/plugins/corpus/buildChatIndex.ts <outDir>`: builds the chat function's retrieval index from the corpus the
 * build just wrote (<outDir>/corpus.json) into <outDir>/chat-index.json. The corpus plugin runs it as a child
 * process, so that its ~10 s of indexing use the second core while the other plugins' postBuild steps keep the first.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildChatIndex } from '../../lib/chat/chatIndex';
import { loadCorpus } from '../../lib/corpus/load';
import { CORPUS_FILE } from '../../lib/corpus/types';

async function main(outDir: string): Promise<void> {
  const { corpus } = await loadCorpus(path.join(outDir, CORPUS_FILE));
  await writeFile(path.join(outDir, 'chat-index.json'), buildChatIndex(corpus.pages));
}

main(process.argv[2] ?? '').catch((error: unknown) => {
  console.error(`[corpus] chat index: ${(error as Error).message}`);
  process.exit(1);
});
