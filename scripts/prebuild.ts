/** Build pre-steps, run by `npm run build` before Docusaurus: each step prints what it did and how long it took. */
import { readdir, rm, mkdir } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REST_OUTPUTS, loadRestSpec, infoPageId } from '../config/restReference';
import { generateStreams, summarize } from './generate-streams';
import { describeReport } from './lib/activity/generate';
import { generateForBuild } from './activity-generate';
import { loadDriftSnapshot } from './lib/drift-snapshot';
import { writeDriftPage } from './lib/drift-page';
import { ELIZA_VERSION } from '../src/lib/versions';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Step {
  name: string;
  run: () => Promise<string>;
}

/** TypeDoc writes into api/ without cleaning it (so api/rest survives); stale pages are removed here. */
async function cleanApiFolder(): Promise<string> {
  const dir = path.join(root, 'api');
  await mkdir(dir, { recursive: true });
  const keep = new Set(['.gitkeep', 'rest']);
  const entries = (await readdir(dir)).filter((name) => !keep.has(name));
  await Promise.all(entries.map((name) => rm(path.join(dir, name), { recursive: true, force: true })));
  return `removed ${entries.length} stale entries from api/`;
}

/** Weekly analysis, contributor and AI News pages from data/activity (template engine: no network in the build). */
async function generateActivity(): Promise<string> {
  const report = await generateForBuild();
  const kept = report.keptHandEdited.map((file) => `\n  kept hand-edited ${file}`).join('');
  return `${describeReport(report)}${kept}`;
}

/** Runs the Docusaurus CLI in the site folder; its output is shown only when it fails. */
function runDocusaurus(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const bin = createRequire(path.join(root, 'package.json')).resolve('@docusaurus/core/bin/docusaurus.mjs');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`docusaurus ${args.join(' ')} exited with ${code}:\n${output}`))));
  });
}

/**
 * The REST reference: empties the three output folders (stale pages of removed operations must not survive), runs
 * `docusaurus gen-api-docs all` for the openapi plugin (TypeDoc skipped), then checks every page was written.
 */
async function generateRestPages(): Promise<string> {
  const outputs = Object.values(REST_OUTPUTS);
  for (const { dir } of outputs) {
    await rm(path.join(root, dir), { recursive: true, force: true });
    await mkdir(path.join(root, dir), { recursive: true });
  }
  await runDocusaurus(['gen-api-docs', 'all', '--plugin-id', 'openapi'], { ...process.env, ELIZA_DOCS_GEN_ONLY: '1' });
  const counts: string[] = [];
  for (const { dir, spec: specName } of outputs) {
    const { spec, operations } = loadRestSpec(specName);
    const files = new Set(await readdir(path.join(root, dir)));
    const expected = [`${infoPageId(spec)}.info.mdx`, ...operations.map((op) => `${op.id}.api.mdx`)];
    const missing = expected.filter((file) => !files.has(file));
    if (missing.length) throw new Error(`${dir} lacks ${missing.length} generated page(s): ${missing.join(', ')}`);
    counts.push(`${expected.length} in ${dir}`);
  }
  return `generated REST pages: ${counts.join(', ')}`;
}

export const steps: Step[] = [
  { name: 'clean generated API pages', run: cleanApiFolder },
  { name: 'generate REST reference pages', run: generateRestPages },
  { name: 'generate community stream pages', run: async () => summarize(await generateStreams(root)) },
  { name: 'generate activity pages', run: generateActivity },
  { name: 'generate the "What changed after 1.2.0" page', run: async () => writeDriftPage(root, loadDriftSnapshot(ELIZA_VERSION)) },
];

async function main(): Promise<void> {
  for (const [index, step] of steps.entries()) {
    const started = performance.now();
    process.stdout.write(`[prebuild ${index + 1}/${steps.length}] ${step.name}… `);
    const summary = await step.run();
    console.log(`${summary} (${Math.round(performance.now() - started)} ms)`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(`\nprebuild failed: ${(error as Error).message}`);
    process.exit(1);
  });
}
