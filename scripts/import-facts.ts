/** Imports facts from ../shared/facts into src/data through the schemas; run by hand, never by the build. */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { showcaseSchema, showcaseEntrySchema } from '../src/data/schemas/showcase';
import { validateData, assertUnique } from '../src/lib/validate';
import { parseSnapshot, snapshotFileName, sortSnapshots } from '../src/lib/activity/snapshots';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const factsDir = process.env.FACTS_DIR ?? path.resolve(root, '../shared/facts');

async function readFacts(name: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path.join(factsDir, name), 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read ${name} in ${factsDir} (set FACTS_DIR to the facts folder): ${(error as Error).message}`);
  }
}

async function writeData(name: string, data: unknown): Promise<void> {
  await writeFile(path.join(root, 'src/data', name), `${JSON.stringify(data, null, 2)}\n`);
  console.log(`wrote src/data/${name}`);
}

async function importShowcase(): Promise<void> {
  const facts = (await readFacts('showcase.json')) as { items: Array<Record<string, unknown>> };
  const candidates = facts.items.map(({ title, website, source, tags }) => ({ title, website, source, tags }));
  // The original registry produced one nameless entry from a comment key; it is not a project, so it is dropped.
  const kept = candidates.filter((entry) => {
    const ok = showcaseEntrySchema.safeParse(entry).success;
    if (!ok) console.warn(`showcase: skipped malformed entry ${JSON.stringify(entry)}`);
    return ok;
  });
  const entries = validateData('showcase.json', showcaseSchema, kept);
  assertUnique('showcase.json', entries, (entry) => entry.website);
  await writeData('showcase.json', entries);
}

/** Activity snapshots (one a week) go to data/activity/, where the activity pipeline reads them. */
async function importActivity(): Promise<void> {
  const files = (await readdir(path.join(factsDir, 'activity'))).filter((name) => name.endsWith('.json')).sort();
  const snapshots = [];
  for (const name of files) snapshots.push(parseSnapshot(name, await readFacts(`activity/${name}`)));
  const outDir = path.join(root, 'data/activity');
  await mkdir(outDir, { recursive: true });
  for (const snapshot of sortSnapshots(snapshots)) {
    await writeFile(path.join(outDir, snapshotFileName(snapshot.week)), `${JSON.stringify(snapshot, null, 2)}\n`);
  }
  console.log(`wrote ${snapshots.length} activity snapshots to data/activity/`);
}

const importers: Record<string, () => Promise<void>> = { showcase: importShowcase, activity: importActivity };

// `npx tsx scripts/import-facts.ts [name...]` re-imports only the named data sets; no name imports them all.
async function main(): Promise<void> {
  const names = process.argv.slice(2);
  for (const name of names.length ? names : Object.keys(importers)) {
    const run = importers[name];
    if (!run) throw new Error(`unknown data set "${name}"; choose from ${Object.keys(importers).join(', ')}`);
    await run();
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
