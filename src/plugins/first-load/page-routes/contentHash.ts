/**
 * Chunk files named by their own content. The bundler's runtime turns a chunk id into a file name; with
 * `[contenthash]` in the template it does so through a map of every chunk's hash (facebook/docusaurus#7256 again),
 * and with `[fullhash]` every file is renamed by any change to any page. So the client bundle names its chunks
 * `assets/js/[id].js`, and after minification this plugin renames each such file to `[id].<hash of its bytes>.js`:
 * - a route's chunks are named in the route data of the pages that use them (`files` of ./pageData.ts);
 * - the few chunks something other than a route loads (the chat panel, diagrams, the search worker, the highlighter)
 *   are named in a small table prepended to the runtime chunk, which the entry's own content hash then covers;
 * - ./client/chunkFiles.ts points the runtime's file-name function at both.
 */
import { createHash } from 'node:crypto';
import { LAZY_CHUNK_FILES_GLOBAL, UNHASHED_CHUNK } from './pageData';

/** The name of a chunk file once it carries its content hash: `assets/js/123.js` → `assets/js/123.1a2b3c4d.js`. */
export function contentHashedName(file: string, content: Buffer | string): string {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 8);
  return file.replace(/\.js$/, `.${hash}.js`);
}

interface ChunkGroupLike {
  name?: string | null;
}
interface ChunkLike {
  id?: string | number | null;
  files: Iterable<string>;
  groupsIterable: Iterable<ChunkGroupLike>;
  hasRuntime(): boolean;
  canBeInitial(): boolean;
}
interface CompilationLike {
  chunks: Iterable<ChunkLike>;
  getAsset(file: string): { source: { buffer(): Buffer } } | undefined;
  renameAsset(file: string, renamed: string): void;
  updateAsset(file: string, update: (source: unknown) => unknown): void;
  hooks: { processAssets: { tap(options: { name: string; stage: number }, fn: () => void): void } };
}
export interface BundlerLike {
  Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_HASH: number };
  sources: { ConcatSource: new (...sources: unknown[]) => unknown };
}

/** What the renaming did: every renamed chunk's file, and the table the runtime chunk carries. */
interface ContentHashReport {
  renamed: Record<string, string>;
  lazy: Record<string, string>;
  runtimeFiles: string[];
}

/**
 * Rspack/webpack plugin. `routeGroups()` names the chunk groups route modules load (the chunk names of
 * .docusaurus/registry.js); a chunk in any other group goes into the runtime's table. Runs just before the bundler
 * computes the real content hashes of the entry files, so the table is part of main.js's own hash.
 */
export class ContentHashedChunksPlugin {
  report: ContentHashReport = { renamed: {}, lazy: {}, runtimeFiles: [] };

  constructor(
    private readonly part: string,
    private readonly bundler: BundlerLike,
    private readonly routeGroups: () => Set<string>,
  ) {}

  apply(compiler: { hooks: { thisCompilation: { tap(name: string, fn: (compilation: CompilationLike) => void): void } } }): void {
    compiler.hooks.thisCompilation.tap(this.part, (compilation) => {
      compilation.hooks.processAssets.tap({ name: this.part, stage: this.bundler.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH - 1 }, () => {
        const routeGroups = this.routeGroups();
        const report: ContentHashReport = { renamed: {}, lazy: {}, runtimeFiles: [] };
        const chunkId = (chunk: ChunkLike) => {
          if (chunk.id === undefined || chunk.id === null) throw new Error(`${this.part}: a chunk without id (${[...chunk.files].join(', ')})`);
          return String(chunk.id);
        };
        const rename = (chunk: ChunkLike, file: string) => {
          const asset = compilation.getAsset(file);
          if (!asset) throw new Error(`${this.part}: chunk file ${file} has no asset`);
          const renamed = contentHashedName(file, asset.source.buffer());
          compilation.renameAsset(file, renamed);
          report.renamed[file] = renamed;
          const byRouteOnly = [...chunk.groupsIterable].every((group) => typeof group.name === 'string' && routeGroups.has(group.name));
          if (!byRouteOnly) report.lazy[chunkId(chunk)] = renamed;
        };
        const chunks = [...compilation.chunks];
        const ownFiles = (chunk: ChunkLike) => [...chunk.files].filter((file) => UNHASHED_CHUNK.test(file));
        // 1. Chunks without a runtime: named by their bytes.
        for (const chunk of chunks.filter((candidate) => !candidate.hasRuntime())) for (const file of ownFiles(chunk)) rename(chunk, file);
        // 2. A worker's entry chunk has a runtime of its own, which loads the worker's other chunks by importScripts()
        //    with hash-free names: it gets the table and an importScripts() that reads it, then is named by its bytes.
        const workerPrelude = `${tableScript(report.lazy)}${WORKER_IMPORT_SCRIPTS}`;
        for (const chunk of chunks.filter((candidate) => candidate.hasRuntime())) {
          for (const file of ownFiles(chunk)) {
            compilation.updateAsset(file, (source) => new this.bundler.sources.ConcatSource(workerPrelude, source));
            rename(chunk, file);
          }
        }
        // 3. The page's runtime chunk (named by the bundler's own content hash, computed after this stage) gets the table.
        const ours = new Set(Object.values(report.renamed));
        const table = tableScript(report.lazy);
        for (const chunk of chunks.filter((candidate) => candidate.hasRuntime() && candidate.canBeInitial())) {
          for (const file of chunk.files) {
            if (!file.endsWith('.js') || ours.has(file)) continue;
            compilation.updateAsset(file, (source) => new this.bundler.sources.ConcatSource(table, source));
            report.runtimeFiles.push(file);
          }
        }
        this.report = report;
      });
    });
  }
}

const tableScript = (lazy: Record<string, string>) => `self.${LAZY_CHUNK_FILES_GLOBAL}=${JSON.stringify(lazy)};\n`;

/** In a worker: importScripts() of a hash-free chunk URL loads the file the table names instead. */
const WORKER_IMPORT_SCRIPTS =
  `(function(){var load=self.importScripts,files=self.${LAZY_CHUNK_FILES_GLOBAL};` +
  `self.importScripts=function(){return load.apply(self,Array.prototype.map.call(arguments,function(url){` +
  `return String(url).replace(/assets\\/js\\/([^/.]+)\\.js$/,function(name,id){return files[id]||name})}))}})();\n`;
