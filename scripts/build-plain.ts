/**
 * Builds the site with every part off (ALL_PARTS_OFF: the first-load parts, the REST-page swaps, site-wide search
 * and the static API bodies; the stock Docusaurus loading path) into
 * build-plain/, with the security headers of a normal build, so `npm test` can smoke-test it (tests/plain). It reuses
 * the pre-steps' output of the main build (api/, generated pages): run after `npm run build`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALL_PARTS_OFF } from '../src/plugins/first-load/switches';
import { writeHeaders } from './postbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PLAIN_DIR = 'build-plain';

async function main(): Promise<void> {
  if (!existsSync(path.join(root, 'api', 'classes'))) throw new Error('api/ is missing: run `npm run build` first (its pre-steps generate the API pages).');
  const started = performance.now();
  // The main build's generated files (.docusaurus) stay as they are for the build-output tests: set aside meanwhile.
  const generated = path.join(root, '.docusaurus');
  const aside = path.join(root, '.docusaurus-main');
  rmSync(aside, { recursive: true, force: true });
  if (existsSync(generated)) renameSync(generated, aside);
  try {
    // No persistent cache: the plain build neither reads nor fills the main build's.
    const env = { ...process.env, ...ALL_PARTS_OFF, DOCUSAURUS_NO_PERSISTENT_CACHE: '1' };
    const build = spawnSync('npx', ['docusaurus', 'build', '--out-dir', PLAIN_DIR], { cwd: root, stdio: 'inherit', env });
    if (build.status !== 0) throw new Error(`docusaurus build exited with ${build.status}`);
  } finally {
    if (existsSync(aside)) {
      rmSync(generated, { recursive: true, force: true });
      renameSync(aside, generated);
    }
  }
  const headers = await writeHeaders(path.join(root, PLAIN_DIR));
  console.log(
    `[build-plain] built ${PLAIN_DIR}/ with every first-load part off: ${headers.pages} pages (${Math.round((performance.now() - started) / 1000)} s)`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(`[build-plain] failed: ${(error as Error).message}`);
    process.exit(1);
  });
}
