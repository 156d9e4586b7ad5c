/** Build pre-steps, run by `npm run build` before Docusaurus: each step prints what it did and how long it took. */
import { readdir, rm, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeReport } from '../src/lib/activity/generate';
import { generateForBuild } from './activity-generate';

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

export const steps: Step[] = [
  { name: 'clean generated API pages', run: cleanApiFolder },
  { name: 'generate activity pages', run: generateActivity },
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
