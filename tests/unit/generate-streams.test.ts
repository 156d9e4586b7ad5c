import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import streamsData from '../../src/data/streams.json';
import type { Stream } from '../../src/data/schemas/streams';
import { escapeMarkdown, longDate, dayDate } from '../../src/lib/markdown';
import { listFiles } from '../../src/lib/walk';
import { monthLabel, renderStreamFiles, renderStreamPage, streamDescription, streamsByMonth, STREAMS_DIR } from '../../scripts/lib/renderStreamPages';
import { expectedStreamFiles, generateStreams } from '../../scripts/generate-streams';

const streams = streamsData as Stream[];
const siteDir = path.resolve(__dirname, '../..');

/** MDX's own compiler (ESM-only, so loaded dynamically) on the body, as Docusaurus compiles it after reading the front matter. */
async function compile(source: string): Promise<void> {
  const mdx = await import('@mdx-js/mdx');
  await mdx.compile(source.replace(/^---\n[\s\S]*?\n---\n/, ''));
}

function frontMatter(text: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  assert.ok(match, 'front matter');
  return parseYaml(match[1]) as Record<string, unknown>;
}

test('dates and months are written out the same on every machine', () => {
  assert.equal(longDate('2024-10-25'), 'Friday, October 25, 2024');
  assert.equal(dayDate('2025-01-03'), 'January 3, 2025');
  assert.equal(monthLabel('04-2025'), 'April 2025');
  assert.deepEqual(
    streamsByMonth(streams).map((month) => month.monthYear),
    ['10-2024', '11-2024', '12-2024', '01-2025', '03-2025', '04-2025'],
  );
});

test('Markdown and JSX characters in data are escaped', () => {
  assert.equal(escapeMarkdown('a_b {c} <D> #1 [x]', 'mdx'), 'a\\_b \\{c\\} \\<D\\> \\#1 \\[x\\]');
});

test('the committed Streams pages are exactly what the generator produces (no hand edits, nothing stale)', async () => {
  const expected = expectedStreamFiles();
  const dir = path.join(siteDir, STREAMS_DIR);
  const onDisk = (await listFiles(dir)).map((file) => path.relative(dir, file).split(path.sep).join('/'));
  assert.deepEqual(onDisk.sort(), [...expected.keys()].sort(), 'run `npm run generate:streams`');
  for (const [file, content] of expected) {
    assert.equal(
      await readFile(path.join(dir, file), 'utf8'),
      content,
      `${file} differs from the generator output: edit src/data/streams.json and run \`npm run generate:streams\``,
    );
  }
});

test('generation is idempotent, restores hand edits and removes stale pages', async () => {
  const temp = await mkdtemp(path.join(tmpdir(), 'streams-'));
  try {
    const first = await generateStreams(temp);
    assert.equal(first.written.length, expectedStreamFiles().size);
    const second = await generateStreams(temp);
    assert.deepEqual([second.written.length, second.removed.length], [0, 0]);

    const page = path.join(temp, STREAMS_DIR, '10-2024/2024-10-25.mdx');
    await writeFile(page, 'hand edited');
    await mkdir(path.join(temp, STREAMS_DIR, '02-2025'), { recursive: true });
    await writeFile(path.join(temp, STREAMS_DIR, '02-2025/old.mdx'), 'stale');
    const third = await generateStreams(temp);
    assert.deepEqual(third.written, ['10-2024/2024-10-25.mdx']);
    assert.deepEqual(third.removed, ['02-2025/old.mdx']);
    assert.ok((await readFile(page, 'utf8')).includes('generate-streams.ts'));
    assert.deepEqual((await readdir(path.join(temp, STREAMS_DIR))).includes('02-2025'), false);
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
});

test('every generated page compiles as MDX and carries its metadata', async () => {
  for (const [file, content] of renderStreamFiles(streams, [])) {
    if (!file.endsWith('.mdx')) continue;
    await compile(content);
    const meta = frontMatter(content);
    assert.deepEqual(meta.tags, ['automated'], file);
    assert.ok(typeof meta.description === 'string' && meta.description.length < 160, `${file}: description length`);
  }
});

test('a stream page states its facts and no more', () => {
  const stream = streams.find((s) => s.id === '12-2024/2024-12-20')!;
  const page = renderStreamPage(stream, 1, []);
  assert.equal(frontMatter(page).title, stream.title);
  assert.match(page, /Friday, December 20, 2024/);
  assert.match(page, /<VideoFacade youtubeId=\{"R3auUQj9oEg"\}/);
  assert.match(page, /more speakers than the 40 below/);
  assert.match(page, /\[What Did You Get Done This Week\? Recap\]\(\/blog\/wdygdtw-recap\)/);
  for (const url of stream.recordings.map((r) => r.url)) assert.ok(page.includes(`](${url})`), url);
});

test('tricky text renders safely, and a stream without YouTube gets no player', async () => {
  const tricky: Stream = {
    ...streams[0],
    title: 'Braces {x} and <Tags> #1',
    show: 'Show_with_underscores',
    participants: [],
    speakers: ['_lead', 'trail_'],
    topics: ['a <b> topic', 'curly {braces}'],
    recordings: [{ url: 'https://x.com/i/spaces/1abc', platform: 'x' }],
    related: [],
  };
  const page = renderStreamPage(tricky, 1, []);
  await compile(page);
  assert.equal(frontMatter(page).title, 'Braces {x} and <Tags> #1');
  assert.doesNotMatch(page, /VideoFacade/);
  assert.match(page, /do not name the presenter/);
  assert.match(page, /\[The Space on X\]/);
  assert.ok(streamDescription({ ...tricky, title: 'x'.repeat(200) }).length < 160);
});
