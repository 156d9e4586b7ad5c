/** Imports facts from ../shared/facts into src/data through the schemas; run by hand, never by the build. */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { showcaseSchema, showcaseEntrySchema } from '../src/data/schemas/showcase';
import { validateData, assertUnique } from '../src/lib/validate';
import { loadCatalogue } from '../src/lib/catalogue';
import { buildCatalogue, mergeWrittenText, writtenTextOf, type CatalogueFacts, type WrittenText } from './import-catalogue';

// Usage: npx tsx scripts/import-facts.ts [--seed <written-text.yaml>]
//   --seed: names, summaries, env-var purposes and checklists in the site's own words, for entries the records lack
//   (YAML: packages: { "plugin/evm": { name, summary, envPurposes, checklist } }, partners: { slug: { summary } }).

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

async function readRecords(name: string): Promise<unknown[]> {
  const file = path.join(root, 'src/data', name);
  return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as unknown[]) : [];
}

/** /packages and /partners: the fact fields are rebuilt, the written text is kept (or seeded), then all is validated. */
async function importCatalogue(): Promise<void> {
  const facts = {
    plugins: await readFacts('plugins.json'),
    clients: await readFacts('clients.json'),
    adapters: await readFacts('adapters.json'),
    details: await readFacts('packages-details.json'),
    partners: await readFacts('partners.json'),
    partnerDetails: await readFacts('partners-details.json'),
  } as CatalogueFacts;
  const current = loadCatalogue(await readRecords('packages.json'), await readRecords('partners.json'));
  let text = writtenTextOf(current.packages, current.partners);
  const seedIndex = process.argv.indexOf('--seed');
  if (seedIndex > 0) {
    const seed = parseYaml(await readFile(process.argv[seedIndex + 1], 'utf8')) as Partial<WrittenText>;
    text = mergeWrittenText(text, seed);
  }
  const { packages, partners, report } = buildCatalogue(facts, text);
  loadCatalogue(packages, partners);
  for (const note of report.notes) console.log(`  note: ${note}`);
  await writeData('packages.json', packages);
  await writeData('partners.json', partners);
}

async function main(): Promise<void> {
  await importShowcase();
  await importCatalogue();
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
