/**
 * `npm run activity:generate`: writes the weekly analysis, contributor and AI News pages from data/activity.
 * Flags: --force (overwrite hand-edited pages, re-summarise LLM pages), --check (write nothing; exit 1 if pages are
 * out of date), --engine auto|template|llm (auto: the LLM when LLM_API_KEY is set), --bench <runs>.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { llmConfigFromEnv } from '../src/lib/llm/chatCompletions';
import { describeReport, generateActivityPages, type GenerateReport } from './lib/activity/generate';
import { loadSnapshots } from './lib/activity/snapshots';
import { createLlmSummariser, templateSummariser, type Summariser } from './lib/activity/summarise';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ACTIVITY_DATA_DIR = path.join(root, 'data/activity');

/** The build's pre-step: the template engine only, so the build never calls the network. */
export async function generateForBuild(): Promise<GenerateReport> {
  return generateActivityPages({ root, snapshots: await loadSnapshots(ACTIVITY_DATA_DIR), summariser: templateSummariser });
}

function pickSummariser(engine: string, env: NodeJS.ProcessEnv): Summariser {
  const config = llmConfigFromEnv(env);
  if (engine === 'template' || (engine === 'auto' && !config)) return templateSummariser;
  if (!config) throw new Error('--engine llm needs LLM_API_KEY (and optionally LLM_BASE_URL, LLM_MODEL).');
  if (engine !== 'llm' && engine !== 'auto') throw new Error(`unknown engine "${engine}": use auto, template or llm`);
  return createLlmSummariser(config);
}

async function bench(runs: number, dataDir: string): Promise<void> {
  const snapshots = await loadSnapshots(dataDir);
  const times: number[] = [];
  let report: GenerateReport | null = null;
  for (let i = 0; i < runs; i += 1) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'activity-bench-'));
    const started = performance.now();
    report = await generateActivityPages({ root: dir, snapshots, summariser: templateSummariser });
    times.push(performance.now() - started);
    await rm(dir, { recursive: true, force: true });
  }
  const warmStarted = performance.now();
  await generateActivityPages({ root, snapshots, summariser: templateSummariser, dryRun: true });
  const warm = performance.now() - warmStarted;
  times.sort((a, b) => a - b);
  console.log(`bench: ${report ? describeReport(report) : ''}`);
  console.log(
    `bench: cold generation of all pages, ${runs} runs: median ${Math.round(times[Math.floor(runs / 2)])} ms, min ${Math.round(times[0])} ms; warm check of the repository: ${Math.round(warm)} ms`,
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      force: { type: 'boolean', default: false },
      check: { type: 'boolean', default: false },
      engine: { type: 'string', default: 'auto' },
      data: { type: 'string', default: ACTIVITY_DATA_DIR },
      bench: { type: 'string' },
    },
  });
  const dataDir = path.resolve(values.data);
  if (values.bench) return bench(Math.max(1, Number(values.bench) || 5), dataDir);

  const summariser = pickSummariser(values.engine, process.env);
  const started = performance.now();
  const report = await generateActivityPages({
    root,
    snapshots: await loadSnapshots(dataDir),
    summariser,
    force: values.force,
    dryRun: values.check,
  });
  const ms = Math.round(performance.now() - started);
  console.log(
    `activity:generate (${summariser.engine.name}${summariser.engine.model ? ` ${summariser.engine.model}` : ''}): ${describeReport(report)} in ${ms} ms`,
  );
  if ('fallbacks' in summariser && typeof summariser.fallbacks === 'function' && summariser.fallbacks() > 0) {
    console.log(`  the LLM failed ${summariser.fallbacks()} time(s); those pages use the template engine`);
  }
  for (const file of report.keptHandEdited) console.log(`  kept hand-edited ${file} (run with --force to overwrite)`);
  for (const file of report.removed) console.log(`  ${values.check ? 'would remove' : 'removed'} ${file}`);
  if (values.check) {
    for (const file of report.written) console.log(`  out of date: ${file}`);
    if (report.written.length || report.removed.length) {
      console.error('activity pages are out of date: run npm run activity:generate');
      process.exit(1);
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(`activity:generate failed: ${(error as Error).message}`);
    process.exit(1);
  });
}
