/**
 * Writes the Streams pages of the community docs (community/Streams/**) from src/data/streams.json. Idempotent:
 * unchanged files are not touched, files no stream produces are removed. The folder is the script's alone.
 */
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import streamsData from '../src/data/streams.json';
import videosData from '../src/data/videos.json';
import { streamsSchema } from '../src/data/schemas/streams';
import { videosSchema } from '../src/data/schemas/videos';
import { validateData, assertUnique } from '../src/lib/validate';
import { listFiles } from '../src/lib/walk';
import { renderStreamFiles, STREAMS_DIR } from './lib/renderStreamPages';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface GenerateResult {
  written: string[];
  removed: string[];
  unchanged: number;
}

/** The files under `dir`, as paths relative to it with forward slashes; none when it does not exist. */
async function relativeFiles(dir: string): Promise<string[]> {
  try {
    return (await listFiles(dir)).map((file) => path.relative(dir, file).split(path.sep).join('/'));
  } catch {
    return [];
  }
}

/** The files the data produces, validated first so a bad record fails here with its field named. */
export function expectedStreamFiles(): Map<string, string> {
  const streams = validateData('streams.json', streamsSchema, streamsData);
  assertUnique('streams.json', streams, (stream) => stream.id);
  const videos = validateData('videos.json', videosSchema, videosData);
  return renderStreamFiles(streams, videos);
}

export async function generateStreams(siteDir = root): Promise<GenerateResult> {
  const dir = path.join(siteDir, STREAMS_DIR);
  const expected = expectedStreamFiles();
  const result: GenerateResult = { written: [], removed: [], unchanged: 0 };
  for (const file of await relativeFiles(dir)) {
    if (!expected.has(file)) {
      await rm(path.join(dir, file));
      result.removed.push(file);
    }
  }
  for (const [file, content] of expected) {
    const full = path.join(dir, file);
    const current = await readFile(full, 'utf8').catch(() => null);
    if (current === content) {
      result.unchanged++;
      continue;
    }
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, content);
    result.written.push(file);
  }
  // Month folders emptied by removed streams go too.
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && (await readdir(path.join(dir, entry.name))).length === 0) await rm(path.join(dir, entry.name), { recursive: true });
  }
  return result;
}

export function summarize(result: GenerateResult): string {
  return `${result.written.length} written, ${result.removed.length} removed, ${result.unchanged} unchanged`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  generateStreams()
    .then((result) => console.log(`community/Streams: ${summarize(result)}`))
    .catch((error: unknown) => {
      console.error((error as Error).message);
      process.exit(1);
    });
}
