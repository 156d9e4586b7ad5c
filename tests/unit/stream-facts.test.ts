import { test } from 'node:test';
import assert from 'node:assert/strict';
import { americanize, normaliseRecordingUrl, parseStreamFacts, recordingOf, splitTopLevel, youtubeIdOf } from '../../scripts/facts/streams';
import { buildVideos, slugify, sourceOf } from '../../scripts/facts/videos';
import { blogPagesFromFacts, relatedPages, tutorialPageFromSheet } from '../../scripts/facts/related';
import { streamsSchema } from '../../src/data/schemas/streams';
import { videosSchema } from '../../src/data/schemas/videos';

// A made-up facts sheet in the format of community-facts.md (names and links are placeholders, not facts).
const SHEET = `# Community facts

## Streams (community/Streams; index page Streams/index.md)
- Per page: date; title; show; participants; topics; recording link(s)
- **11-2024/2024-11-15.md** — 2024-11-15 — "Weekly check-in 1"
  - show: Weekly check-in #1; participants: Ada (host); Grace (Acme; Widgets Inc) and speakers; speakers (timestamped): ada_dev, grace_x, third_one …
  - topics: Introduction; tooling to the; project updates: Plugin A; Docs site
  - recording: https://www.youtube.com/watch?v=AAAAAAAAAAA?si=tracking, https://x.com/i/spaces/1abc
- **03-2025/DemoDay.md** — 2025-03-19 — "Demo day"
  - show: Builder demo (2 parts; gallery label "Demo (v1)"); participants: presenter not named on page
  - topics: demo; summarisation of threads (see timestamps); timestamped: Start; Discussion about actions vs; Wrap-up
  - recording: https://www.youtube.com/live/BBBBBBBBBBB?feature=share

## Analysis pages
- not streams
`;

test('splitTopLevel keeps separators inside parentheses and quotes', () => {
  assert.deepEqual(splitTopLevel('a; b (c; d); "e; f"; g'), ['a', 'b (c; d)', '"e; f"', 'g']);
});

test('recording URLs lose a pasted second query and are sorted by platform', () => {
  assert.equal(normaliseRecordingUrl('https://www.youtube.com/watch?v=abc?si=x'), 'https://www.youtube.com/watch?v=abc');
  assert.equal(normaliseRecordingUrl('https://x.com/i/spaces/1/peek'), 'https://x.com/i/spaces/1/peek');
  assert.deepEqual(recordingOf('https://x.com/i/spaces/1'), { url: 'https://x.com/i/spaces/1', platform: 'x' });
  assert.throws(() => recordingOf('https://example.com/video'), /unknown platform/);
  assert.equal(youtubeIdOf('https://www.youtube.com/live/BBBBBBBBBBB?feature=share'), 'BBBBBBBBBBB');
  assert.equal(youtubeIdOf('https://x.com/i/spaces/1'), undefined);
});

test('British spellings of the sheets become American, other words stay', () => {
  assert.equal(
    americanize('decentralisation; summarisation; organisational; exercise; promise'),
    'decentralization; summarization; organizational; exercise; promise',
  );
});

test('the parser reads every block and applies its rules', () => {
  const { streams, dropped } = parseStreamFacts(SHEET);
  assert.equal(streams.length, 2);
  const [weekly, demo] = streams;
  assert.equal(weekly.id, '11-2024/2024-11-15');
  assert.deepEqual(weekly.participants, ['Ada (host)', 'Grace (Acme; Widgets Inc)']);
  assert.deepEqual(weekly.speakers, ['ada_dev', 'grace_x', 'third_one']);
  assert.equal(weekly.speakersPartial, true);
  assert.deepEqual(weekly.topics, ['Introduction']);
  assert.deepEqual(weekly.projectUpdates, ['Plugin A', 'Docs site']);
  assert.equal(weekly.recordings[0].url, 'https://www.youtube.com/watch?v=AAAAAAAAAAA');

  assert.equal(demo.show, 'Builder demo (2 parts)');
  assert.deepEqual(demo.participants, []);
  assert.deepEqual(demo.topics, ['demo', 'summarization of threads']);
  assert.deepEqual(demo.chapters, ['Start', 'Wrap-up']);
  assert.ok(dropped.some((line) => line.includes('tooling to the')));
  assert.ok(dropped.some((line) => line.includes('Discussion about actions vs')));
  assert.ok(dropped.some((line) => line.includes('gallery label')));

  // A shortened list of project updates cannot be marked partial, so the parser refuses it rather than guess.
  assert.throws(() => parseStreamFacts(SHEET.replace('Plugin A; Docs site', 'Plugin A; Docs site …')), /not supported/);
  const shortened = parseStreamFacts(SHEET.replace('; timestamped: Start; Discussion about actions vs; Wrap-up', ' …')).streams[1];
  assert.equal(shortened.topicsPartial, true);
  assert.equal(weekly.topicsPartial, false);
  assert.doesNotThrow(() => streamsSchema.parse(streams));
});

test('the parser fails loudly on a block it cannot read', () => {
  assert.throws(() => parseStreamFacts(SHEET.replace('  - topics:', '  - subjects:')), /unreadable line/);
  assert.throws(() => parseStreamFacts('# nothing here\n'), /no "## Streams" section/);
});

test('gallery facts become typed videos linked to the stream of their recording', () => {
  const { streams } = parseStreamFacts(SHEET);
  const videos = buildVideos(
    [
      { title: 'Weekly Check-in #1 | Show', category: 'streams', src: 'https://www.youtube.com/embed/AAAAAAAAAAA' },
      { title: 'An Animation', category: 'animation', src: 'http://arweave.net/abc', thumbnail: '/img/a.jpg', newLink: 'https://example.com/tv' },
    ],
    streams,
  );
  assert.deepEqual(videos[0], {
    id: 'weekly-check-in-1-show',
    title: 'Weekly Check-in #1 | Show',
    category: 'streams',
    source: { kind: 'youtube', youtubeId: 'AAAAAAAAAAA' },
    streamId: '11-2024/2024-11-15',
  });
  assert.deepEqual(videos[1].source, { kind: 'file', url: 'https://arweave.net/abc' });
  assert.equal(videos[1].relatedUrl, 'https://example.com/tv');
  assert.equal('thumbnail' in videos[1], false);
  assert.doesNotThrow(() => videosSchema.parse(videos));
  assert.equal(slugify('Daily News Update 1-7-25 | ai16z'), 'daily-news-update-1-7-25-ai16z');
  assert.deepEqual(sourceOf('https://www.youtube.com/embed/-2PD3uk0Hz4'), { kind: 'youtube', youtubeId: '-2PD3uk0Hz4' });
});

test('related pages are tutorials and blog posts that cite the stream recording', () => {
  const { streams } = parseStreamFacts(SHEET);
  const blog = blogPagesFromFacts(
    '# Blog\n\n## weekly-recap\n- Title: Weekly Recap\n- youtube AAAAAAAAAAA\n\n## .draft (not published)\n- Title: Draft\n- AAAAAAAAAAA\n',
  );
  assert.deepEqual(
    blog.map((page) => page.route),
    ['/blog/weekly-recap'],
  );
  const tutorial = tutorialPageFromSheet('- title: Part 1\n- route: /docs/0.25.9/tutorials/school/part1\n- https://www.youtube.com/watch?v=BBBBBBBBBBB');
  assert.equal(tutorialPageFromSheet('- title: FAQ\n- route: /docs/faq\n'), null);
  assert.deepEqual(relatedPages(streams[0], [...blog, tutorial!]), [{ title: 'Weekly Recap', route: '/blog/weekly-recap' }]);
  assert.deepEqual(relatedPages(streams[1], [...blog, tutorial!]), [{ title: 'Part 1', route: '/docs/0.25.9/tutorials/school/part1' }]);
});
