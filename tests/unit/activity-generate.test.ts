/** The activity generator: golden output for a fixture week, idempotence, hand-edit and --force rules, freshness. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateActivityPages, type GenerateReport } from '../../scripts/lib/activity/generate';
import { loadSnapshots } from '../../scripts/lib/activity/snapshots';
import { templateSummariser, type Summariser } from '../../scripts/lib/activity/summarise';
import { isHandEdited, readMarker } from '../../scripts/lib/activity/marker';
import { listFiles } from '../../src/lib/walk';

const repoRoot = path.resolve(__dirname, '../..');
const fixtures = path.resolve(__dirname, '../fixtures/activity');
const goldenDir = path.join(fixtures, 'golden');
// A 5-day window over the fixture week: five news posts and an archive of the first two days.
const WINDOW = 5;

const snapshots = loadSnapshots(path.join(fixtures, 'snapshots'));
const tempDir = () => mkdtemp(path.join(os.tmpdir(), 'activity-gen-'));
const generate = async (root: string, extra: Partial<Parameters<typeof generateActivityPages>[0]> = {}): Promise<GenerateReport> =>
  generateActivityPages({ root, snapshots: await snapshots, summariser: templateSummariser, windowDays: WINDOW, ...extra });

async function filesUnder(dir: string): Promise<string[]> {
  return (await listFiles(dir)).map((file) => path.relative(dir, file).replace(/\\/g, '/')).sort();
}

test('the fixture week generates exactly the golden pages (UPDATE_GOLDEN=1 rewrites them)', async () => {
  const root = await tempDir();
  const report = await generate(root);
  assert.deepEqual(report.pages, { analysis: 1, contributors: 1, news: 5, index: 2, archive: 1 });
  const produced = await filesUnder(root);
  if (process.env.UPDATE_GOLDEN === '1') {
    await rm(goldenDir, { recursive: true, force: true });
    for (const file of produced) {
      await mkdir(path.dirname(path.join(goldenDir, file)), { recursive: true });
      await writeFile(path.join(goldenDir, file), await readFile(path.join(root, file)));
    }
  }
  assert.deepEqual(produced, await filesUnder(goldenDir));
  for (const file of produced) {
    assert.equal(await readFile(path.join(root, file), 'utf8'), await readFile(path.join(goldenDir, file), 'utf8'), `${file} differs from its golden file`);
  }
});

test('golden pages carry the automated tag, the engine line, the marker and accessible chart', async () => {
  const analysis = await readFile(path.join(goldenDir, 'community/Analysis/20250421_20250427.md'), 'utf8');
  assert.match(analysis, /^tags: \[automated\]$/m);
  assert.match(analysis, /Engine: the template summariser/);
  assert.match(analysis, /<svg [^>]*role="img" aria-labelledby="activity-20250421_20250427-title activity-20250421_20250427-desc">/);
  assert.match(analysis, /<title id="activity-20250421_20250427-title">Daily activity, April 21–27, 2025<\/title>/);
  assert.doesNotMatch(analysis.slice(analysis.indexOf('<figure>'), analysis.indexOf('</figure>')), /\n\s*\n/, 'the figure is one HTML block');
  assert.match(analysis, /\[AI News archive\]\(\/news\/older#monday-april-21-2025\)/);
  assert.match(analysis, /\[AI News post\]\(\/news\/2025\/04\/27\)/);
  const post = await readFile(path.join(goldenDir, 'news/2025-04-24.md'), 'utf8');
  assert.match(post, /^authors: \[activity-summariser\]$/m);
  assert.match(post, /^tags: \[automated\]$/m);
  assert.match(post, /<!-- truncate -->/);
  assert.equal(readMarker(post)?.engine, 'template');
  assert.equal(isHandEdited(post), false);
});

test('a second run with the same snapshots changes nothing, byte for byte', async () => {
  const root = await tempDir();
  const first = await generate(root);
  const before = await Promise.all((await filesUnder(root)).map((f) => readFile(path.join(root, f), 'utf8')));
  const second = await generate(root);
  assert.equal(first.written.length, 10);
  assert.deepEqual(second.written, []);
  assert.equal(second.unchanged.length, 10);
  const after = await Promise.all((await filesUnder(root)).map((f) => readFile(path.join(root, f), 'utf8')));
  assert.deepEqual(after, before);
});

test('a hand-edited page is kept, and only --force overwrites it', async () => {
  const root = await tempDir();
  await generate(root);
  const file = path.join(root, 'community/Analysis/20250421_20250427.md');
  const edited = (await readFile(file, 'utf8')).replace('## Summary', '## Summary\n\nA maintainer added this note by hand.');
  await writeFile(file, edited);
  const kept = await generate(root);
  assert.deepEqual(kept.keptHandEdited, ['community/Analysis/20250421_20250427.md']);
  assert.equal(await readFile(file, 'utf8'), edited);
  const forced = await generate(root, { force: true });
  assert.ok(forced.written.includes('community/Analysis/20250421_20250427.md'));
  assert.doesNotMatch(await readFile(file, 'utf8'), /added this note by hand/);
});

test('a page without the marker at a generated path counts as hand-written', async () => {
  const root = await tempDir();
  await mkdir(path.join(root, 'news'), { recursive: true });
  await writeFile(path.join(root, 'news/2025-04-25.md'), '---\ntitle: Written by a person\n---\n\nHello.\n');
  const report = await generate(root);
  assert.deepEqual(report.keptHandEdited, ['news/2025-04-25.md']);
  assert.match(await readFile(path.join(root, 'news/2025-04-25.md'), 'utf8'), /Written by a person/);
});

test('posts that leave the window are removed, unless edited by hand; the window stays bounded', async () => {
  const root = await tempDir();
  await generate(root, { windowDays: 7 });
  assert.equal((await readdir(path.join(root, 'news'))).length, 7);
  const edited = path.join(root, 'news/2025-04-22.md');
  await writeFile(edited, `${await readFile(edited, 'utf8')}\nEdited.\n`);
  const narrowed = await generate(root);
  assert.deepEqual(narrowed.removed, ['news/2025-04-21.md']);
  assert.deepEqual(narrowed.keptHandEdited, ['news/2025-04-22.md']);
  const forced = await generate(root, { force: true });
  assert.deepEqual(forced.removed, ['news/2025-04-22.md']);
  assert.deepEqual((await readdir(path.join(root, 'news'))).sort(), ['2025-04-23.md', '2025-04-24.md', '2025-04-25.md', '2025-04-26.md', '2025-04-27.md']);
});

test('an LLM-written page survives a template run for the same facts, and is rewritten when its facts change', async () => {
  const root = await tempDir();
  const llmLike: Summariser = {
    engine: { name: 'llm', model: 'stub-model' },
    summarise: async () => ({ text: 'A summary from the model.', engine: { name: 'llm', model: 'stub-model' } }),
  };
  await generate(root, { summariser: llmLike });
  const file = path.join(root, 'news/2025-04-24.md');
  assert.match(await readFile(file, 'utf8'), /A summary from the model\.[\s\S]*model `stub-model`/);
  const templateRun = await generate(root);
  assert.ok(templateRun.keptLlm.includes('news/2025-04-24.md'));
  assert.match(await readFile(file, 'utf8'), /A summary from the model/);
  const narrower = await generate(root, { windowDays: 4 });
  assert.ok(narrower.written.includes('community/Analysis/20250421_20250427.md'), 'the analysis links change with the window');
  assert.ok(narrower.keptLlm.includes('news/2025-04-24.md'), 'posts whose facts did not change are kept');
});

test('dry run reports changes and writes nothing', async () => {
  const root = await tempDir();
  const report = await generate(root, { dryRun: true });
  assert.equal(report.written.length, 10);
  assert.deepEqual(await filesUnder(root), []);
});

test('the committed pages are what the generator makes from data/activity (run npm run activity:generate)', async () => {
  const report = await generateActivityPages({
    root: repoRoot,
    snapshots: await loadSnapshots(path.join(repoRoot, 'data/activity')),
    summariser: templateSummariser,
    dryRun: true,
  });
  assert.deepEqual(report.written, [], 'out-of-date pages');
  assert.deepEqual(report.removed, [], 'pages that should be gone');
  assert.deepEqual(report.pages, { analysis: 12, contributors: 12, news: 60, index: 2, archive: 1 });
});
