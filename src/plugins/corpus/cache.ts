/**
 * A cache of cleaned source pages across builds (node_modules/.cache/elizaos-corpus), so a rebuild parses only the
 * files that changed. An entry is keyed by the file's path and content; the whole cache is dropped when the code
 * that cleans pages, the dependencies (package-lock.json), the routes links resolve to or the video data change.
 * CORPUS_CACHE=0 turns it off.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CorpusHeading } from '../../lib/corpus/types';

export interface CachedPage {
  h1?: string;
  headings: CorpusHeading[];
  markdown: string;
  /** The first paragraph of prose (not "Defined in: …"), for pages whose own description is no use. */
  lead: string;
}

interface CacheFile {
  salt: string;
  entries: Record<string, CachedPage>;
}

/** The files whose change makes every cached page stale. */
const CODE_FILES = [
  'src/lib/corpus/source.ts',
  'src/lib/corpus/mdast.ts',
  'src/lib/corpus/apiSymbol.ts',
  'src/lib/markdown.ts',
  'src/plugins/corpus/collect.ts',
  'src/plugins/corpus/cache.ts',
  'package-lock.json',
];

const hash = (...parts: string[]): string => createHash('sha256').update(parts.join('\0')).digest('hex').slice(0, 32);

export class SourceCache {
  private readonly used: Record<string, CachedPage> = {};
  hits = 0;
  misses = 0;

  private constructor(
    private readonly file: string | null,
    private readonly salt: string,
    private readonly entries: Record<string, CachedPage>,
  ) {}

  /** Opens the cache for this build; `context` is what else the cleaned pages depend on (routes, data). */
  static async open(siteDir: string, context: string, env: NodeJS.ProcessEnv = process.env): Promise<SourceCache> {
    if (env.CORPUS_CACHE === '0') return new SourceCache(null, '', {});
    const code = await Promise.all(CODE_FILES.map((file) => readFile(path.join(siteDir, file), 'utf8').catch(() => '')));
    const salt = hash(...code, context);
    const file = path.join(siteDir, 'node_modules', '.cache', 'elizaos-corpus', 'sources.json');
    try {
      const stored = JSON.parse(await readFile(file, 'utf8')) as CacheFile;
      return new SourceCache(file, salt, stored.salt === salt ? stored.entries : {});
    } catch {
      return new SourceCache(file, salt, {});
    }
  }

  /** The cached page for this file and content, or the result of `make`, remembered for the next build. */
  get(file: string, source: string, make: () => CachedPage): CachedPage {
    const key = hash(file, source);
    let page = this.entries[key];
    if (page) this.hits += 1;
    else {
      this.misses += 1;
      page = make();
    }
    this.used[key] = page;
    return page;
  }

  /** Writes the entries this build used (stale ones are dropped). */
  async save(): Promise<void> {
    if (!this.file || this.misses === 0) return;
    await mkdir(path.dirname(this.file), { recursive: true });
    await writeFile(this.file, JSON.stringify({ salt: this.salt, entries: this.used } satisfies CacheFile));
  }
}
