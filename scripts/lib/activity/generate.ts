/**
 * Writes the activity pages into the site: new and stale pages are (re)written, unchanged ones left alone,
 * hand-edited ones kept unless `force`, and generated pages that left the plan (old news days) removed.
 */
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ActivitySnapshot } from '../../../src/data/schemas/activity';
import { addMarker, hashInput, isHandEdited, readMarker } from './marker';
import { pageSpecs, type PageKind, type PageSpec } from './pages';
import { GENERATED_FOLDERS, NEWS_WINDOW_DAYS, planActivity } from './plan';
import type { EngineName, Summariser } from './summarise';

export interface GenerateOptions {
  /** The site's root folder; pages are written below it. */
  root: string;
  snapshots: ActivitySnapshot[];
  summariser: Summariser;
  /** Overwrite hand-edited pages and re-summarise pages an LLM wrote. */
  force?: boolean;
  /** Decide and report, but write and remove nothing. */
  dryRun?: boolean;
  windowDays?: number;
  /** Parallel summaries (LLM requests); the output does not depend on it. */
  concurrency?: number;
}

export interface GenerateReport {
  weeks: number;
  newsDays: number;
  archiveDays: number;
  pages: Record<PageKind, number>;
  /** Pages whose prose each engine wrote, among the pages this run rendered. */
  engines: Record<EngineName, number>;
  written: string[];
  unchanged: string[];
  /** Hand-edited pages left as they are (run with force to overwrite them). */
  keptHandEdited: string[];
  /** Pages an LLM wrote from the same facts, kept so a build without a key does not replace them. */
  keptLlm: string[];
  removed: string[];
}

async function readIfExists(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function inPool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.max(1, size) }, worker));
}

export async function generateActivityPages(options: GenerateOptions): Promise<GenerateReport> {
  const { root, summariser, force = false, dryRun = false } = options;
  const plan = planActivity(options.snapshots, options.windowDays ?? NEWS_WINDOW_DAYS);
  const specs = pageSpecs(plan);
  const report: GenerateReport = {
    weeks: plan.weeks.length,
    newsDays: plan.newsDays.length,
    archiveDays: plan.archiveDays.length,
    pages: { analysis: 0, contributors: 0, news: 0, index: 0, archive: 0 },
    engines: { template: 0, llm: 0 },
    written: [],
    unchanged: [],
    keptHandEdited: [],
    keptLlm: [],
    removed: [],
  };
  const outcome = new Map<string, keyof Pick<GenerateReport, 'written' | 'unchanged' | 'keptHandEdited' | 'keptLlm'>>();

  await inPool(specs, options.concurrency ?? 4, async (spec: PageSpec) => {
    report.pages[spec.kind] += 1;
    const file = path.join(root, spec.file);
    const existing = await readIfExists(file);
    const input = hashInput(spec.input);
    if (existing !== null && !force) {
      if (isHandEdited(existing)) return void outcome.set(spec.file, 'keptHandEdited');
      const marker = readMarker(existing);
      if (marker?.engine === 'llm' && marker.input === input) return void outcome.set(spec.file, 'keptLlm');
    }
    const summary = spec.summary ? await summariser.summarise(spec.summary) : null;
    const engine = summary?.engine.name ?? 'template';
    report.engines[engine] += 1;
    const text = addMarker(spec.render(summary), { kind: spec.kind, engine, input });
    if (text === existing) return void outcome.set(spec.file, 'unchanged');
    if (!dryRun) {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, text);
    }
    outcome.set(spec.file, 'written');
  });
  // Reported in plan order, whatever order the pool finished in.
  for (const spec of specs) report[outcome.get(spec.file)!].push(spec.file);

  const planned = new Set(specs.map((spec) => spec.file));
  for (const folder of GENERATED_FOLDERS) {
    const names = (await readdir(path.join(root, folder)).catch(() => [] as string[])).filter((name) => name.endsWith('.md')).sort();
    for (const name of names) {
      const rel = `${folder}/${name}`;
      if (planned.has(rel)) continue;
      const text = await readFile(path.join(root, rel), 'utf8');
      if (!readMarker(text)) continue; // not the pipeline's page
      if (isHandEdited(text) && !force) {
        report.keptHandEdited.push(rel);
        continue;
      }
      if (!dryRun) await rm(path.join(root, rel));
      report.removed.push(rel);
    }
  }
  return report;
}

/** One line a kind, for the CLI and the build's progress output. */
export function describeReport(report: GenerateReport): string {
  const kinds = Object.entries(report.pages)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');
  const changes = [
    `${report.written.length} written`,
    `${report.unchanged.length} unchanged`,
    report.removed.length ? `${report.removed.length} removed` : '',
    report.keptHandEdited.length ? `${report.keptHandEdited.length} hand-edited kept` : '',
    report.keptLlm.length ? `${report.keptLlm.length} LLM-written kept` : '',
  ].filter(Boolean);
  return `${report.weeks} weeks, ${report.newsDays} news days (+${report.archiveDays} in the archive); pages: ${kinds}; ${changes.join(', ')}`;
}
