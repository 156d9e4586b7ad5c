/** Imports facts from ../shared/facts into src/data through the schemas; run by hand, never by the build. */
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { showcaseSchema, showcaseEntrySchema } from '../src/data/schemas/showcase';
import { streamsSchema } from '../src/data/schemas/streams';
import { videosSchema } from '../src/data/schemas/videos';
import { validateData, assertUnique } from '../src/lib/validate';
import { knownErrorsSchema } from '../src/data/schemas/knownErrors';
import { parseKnownErrors } from './lib/knownErrors';
import { parseStreamFacts } from './facts/streams';
import { buildVideos, type GalleryFact } from './facts/videos';
import { blogPagesFromFacts, relatedPages, tutorialPageFromSheet, type FactPage } from './facts/related';
import { loadCatalogue } from '../src/lib/loadCatalogue';
import { buildCatalogue, mergeWrittenText, writtenTextOf, type CatalogueFacts, type WrittenText } from './import-catalogue';
import { loadRegistrySnapshots, mergeRegistry } from './import-registry';

// Usage: npx tsx scripts/import-facts.ts [--seed <written-text.yaml>]
//   --seed: names, summaries, env-var purposes and checklists in the site's own words, for entries the records lack
//   (YAML: packages: { "plugin/evm": { name, summary, envPurposes, checklist } }, partners: { slug: { summary } }).
import { parseSnapshot, snapshotFileName, sortSnapshots } from './lib/activity/snapshots';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const factsDir = process.env.FACTS_DIR ?? path.resolve(root, '../shared/facts');

async function readFactsText(name: string): Promise<string> {
  try {
    return await readFile(path.join(factsDir, name), 'utf8');
  } catch (error) {
    throw new Error(`Cannot read ${name} in ${factsDir} (set FACTS_DIR to the facts folder): ${(error as Error).message}`);
  }
}

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

async function importKnownErrors(): Promise<void> {
  const markdown = await readFile(path.join(factsDir, 'user-needs.md'), 'utf8');
  const errors = validateData('known-errors.json', knownErrorsSchema, parseKnownErrors(markdown));
  assertUnique('known-errors.json', errors, (error) => error.text);
  await writeData('known-errors.json', errors);
}

interface CommunityFacts {
  items: {
    streams: Array<{ monthYear: string; pages: Array<{ route: string; title: string }> }>;
    videoGallery: { videos: GalleryFact[] };
  };
}

/** Streams from community-facts.md, checked against the stream routes of community.json; videos from its gallery list. */
async function importCommunity(): Promise<void> {
  const community = (await readFacts('community.json')) as CommunityFacts;
  const { streams: parsed, dropped } = parseStreamFacts(await readFactsText('community-facts.md'));
  const sheets = (await readdir(path.join(factsDir, 'docs'), { recursive: true })).filter((file) => file.endsWith('.md'));
  const pages: FactPage[] = blogPagesFromFacts(await readFactsText('blog-facts.md'));
  for (const sheet of sheets) {
    const page = tutorialPageFromSheet(await readFactsText(path.join('docs', sheet)));
    if (page) pages.push(page);
  }
  for (const stream of parsed) stream.related = relatedPages(stream, pages);
  const streams = validateData(
    'streams.json',
    streamsSchema,
    parsed.sort((a, b) => a.date.localeCompare(b.date) || a.page.localeCompare(b.page)),
  );
  assertUnique('streams.json', streams, (stream) => stream.id);

  const routes = community.items.streams.flatMap((folder) => folder.pages.map((page) => page.route)).filter((route) => route !== '/community/Streams');
  const imported = new Set(streams.map((stream) => `/community/Streams/${stream.id}`));
  const missing = routes.filter((route) => !imported.has(route));
  if (missing.length || routes.length !== imported.size) {
    throw new Error(`streams: community.json lists ${routes.length} stream pages, the facts sheet ${imported.size}; missing: ${missing.join(', ')}`);
  }
  for (const line of dropped) console.warn(`streams: left out ${line}`);
  await writeData('streams.json', streams);

  const videos = validateData('videos.json', videosSchema, buildVideos(community.items.videoGallery.videos, streams));
  assertUnique('videos.json', videos, (video) => video.id);
  await writeData('videos.json', videos);
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
  const built = buildCatalogue(facts, text);
  // The 1.x plugins from the registry and npm snapshots (data/npm-plugins, written by scripts/fetch-npm-plugins.ts).
  const merged = mergeRegistry(built.packages, await loadRegistrySnapshots(root), text);
  const { partners } = built;
  const packages = merged.packages;
  // A purpose written for a variable no entry lists is a typo or a stale seed: checked once the release code is merged.
  for (const [key, written] of Object.entries(text.packages)) {
    const entry = packages.find((candidate) => `${candidate.kind}/${candidate.slug}` === key);
    for (const name of Object.keys(written.envPurposes ?? {})) {
      if (entry && !entry.envVars.some((envVar) => envVar.name === name))
        throw new Error(`${key}: a purpose is written for ${name}, which the entry does not list`);
    }
  }
  loadCatalogue(packages, partners);
  for (const note of [...built.report.notes, ...merged.report.notes]) console.log(`  note: ${note}`);
  console.log(
    `  1.x: ${merged.report.added.length} entries added, ${merged.report.merged.length} existing entries gained 1.x, ${merged.report.codeRead.length} with env vars and parts read from a release's code`,
  );
  await writeData('packages.json', packages);
  await writeData('partners.json', partners);
}

async function main(): Promise<void> {
  await importShowcase();
  await importKnownErrors();
  await importCommunity();
  await importCatalogue();
  await importActivity();
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
