/** The one directory walker of the build and the tooling: the files under a folder, recursively, in a stable order. */
import { readdirSync, type Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

export interface WalkOptions {
  /** Folder names not entered wherever they appear (a build's `assets` or `__server`). */
  skipDirs?: string[];
  /** Keeps a file by its name (and its path relative to the walked folder); every file when absent. */
  accept?: (name: string, relative: string) => boolean;
}

/** Orders paths as a depth-first walk of name-sorted folders does: segment by segment. */
function bySegments(a: string[], b: string[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
    if (a[index] !== b[index]) return a[index] < b[index] ? -1 : 1;
  }
  return a.length - b.length;
}

function select(dir: string, entries: Dirent[], options: WalkOptions): string[] {
  const skip = new Set(options.skipDirs ?? []);
  return entries
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep))
    .filter((parts) => !parts.slice(0, -1).some((part) => skip.has(part)) && (options.accept?.(parts[parts.length - 1], parts.join('/')) ?? true))
    .sort(bySegments)
    .map((parts) => path.join(dir, ...parts));
}

/** The files under `dir` (paths joined to `dir`); symbolic links are listed, not followed. */
export function listFilesSync(dir: string, options: WalkOptions = {}): string[] {
  return select(dir, readdirSync(dir, { recursive: true, withFileTypes: true }), options);
}

export async function listFiles(dir: string, options: WalkOptions = {}): Promise<string[]> {
  return select(dir, await readdir(dir, { recursive: true, withFileTypes: true }), options);
}
