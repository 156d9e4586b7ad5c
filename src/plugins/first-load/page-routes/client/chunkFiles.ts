/**
 * Chunk file names for the bundler's runtime. The client bundle's chunk files carry their own content hash
 * (../contentHash.ts), which the runtime cannot compute from a chunk id: the names come from the route data of the
 * pages the reader has seen (`files`) and, for chunks no route names, from the small table the runtime chunk sets.
 * Imported first by ./routeStore.tsx, before anything loads a chunk.
 */
import { LAZY_CHUNK_FILES_GLOBAL } from '../pageData';

declare const __webpack_require__: { u(chunkId: string): string };

const files = new Map<string, string>(
  Object.entries((globalThis as unknown as Record<string, Record<string, string> | undefined>)[LAZY_CHUNK_FILES_GLOBAL] ?? {}),
);

/** Records the files a page's route data names (chunk id → file under the public path). */
export function addChunkFiles(named: Record<string, string> | undefined): void {
  for (const [id, file] of Object.entries(named ?? {})) files.set(id, file);
}

if (typeof __webpack_require__ !== 'undefined') {
  const bundlerName = __webpack_require__.u;
  __webpack_require__.u = (chunkId) => files.get(String(chunkId)) ?? bundlerName(chunkId);
}
