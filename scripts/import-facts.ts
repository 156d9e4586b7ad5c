/** Imports facts from ../shared/facts into src/data through the schemas; run by hand, never by the build. */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { showcaseSchema, showcaseEntrySchema } from '../src/data/schemas/showcase';
import { validateData, assertUnique } from '../src/lib/validate';
import { knownErrorsSchema } from '../src/data/schemas/knownErrors';
import { parseKnownErrors } from '../src/lib/knownErrors';

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

async function importKnownErrors(): Promise<void> {
  const markdown = await readFile(path.join(factsDir, 'user-needs.md'), 'utf8');
  const errors = validateData('known-errors.json', knownErrorsSchema, parseKnownErrors(markdown));
  assertUnique('known-errors.json', errors, (error) => error.text);
  await writeData('known-errors.json', errors);
}

Promise.all([importShowcase(), importKnownErrors()]).catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
