/** After the build: writes .br and .gz beside each text file so local serving compresses as Netlify's CDN does. */
import { readdir, readFile, writeFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COMPRESSIBLE = /\.(html|js|css|json|xml|txt|svg|md|map)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

export async function precompress(buildDir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const files: string[] = [];
  for await (const file of walk(buildDir)) if ((await stat(file)).size >= MIN_BYTES) files.push(file);
  let bytes = 0;
  let brotliBytes = 0;
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const data = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        gz(data, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
      bytes += data.length;
      brotliBytes += br.length;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { files: files.length, bytes, brotliBytes };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const started = performance.now();
  precompress(path.join(root, 'build'))
    .then((result) =>
      console.log(
        `[postbuild] precompressed ${result.files} files: ${(result.bytes / 1e6).toFixed(1)} MB → ${(result.brotliBytes / 1e6).toFixed(1)} MB brotli (${Math.round(performance.now() - started)} ms)`,
      ),
    )
    .catch((error: unknown) => {
      console.error(`[postbuild] failed: ${(error as Error).message}`);
      process.exit(1);
    });
}
