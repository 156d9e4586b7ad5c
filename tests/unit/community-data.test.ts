import { test } from 'node:test';
import assert from 'node:assert/strict';
import streamsData from '../../src/data/streams.json';
import videosData from '../../src/data/videos.json';
import { streamsSchema, streamSchema, isFragment } from '../../src/data/schemas/streams';
import { videosSchema, videoSchema, videoCategories } from '../../src/data/schemas/videos';
import { validateData, assertUnique, DataValidationError } from '../../src/lib/validate';
import { communityRoutes } from '../build/routeManifest';

const streams = validateData('streams.json', streamsSchema, streamsData);
const videos = validateData('videos.json', videosSchema, videosData);

test('every stream passes the schema and has a unique id', () => {
  assertUnique('streams.json', streams, (stream) => stream.id);
  assert.equal(streams.length, 41);
});

test('streams fall into the six month folders of the original site', () => {
  const perMonth = new Map<string, number>();
  for (const stream of streams) perMonth.set(stream.monthYear, (perMonth.get(stream.monthYear) ?? 0) + 1);
  assert.deepEqual(Object.fromEntries(perMonth), { '10-2024': 3, '11-2024': 10, '12-2024': 11, '01-2025': 6, '03-2025': 9, '04-2025': 2 });
});

test('the route manifest lists exactly the stream pages the data produces', () => {
  const manifest = communityRoutes.filter((route) => /^\/community\/Streams\/.+/.test(route)).sort();
  assert.deepEqual(manifest, streams.map((stream) => `/community/Streams/${stream.id}`).sort());
});

test('every video passes the schema, has a unique id and sits in its category', () => {
  assertUnique('videos.json', videos, (video) => video.id);
  assert.equal(videos.length, 54);
  const counts = Object.fromEntries(videoCategories.map((category) => [category, videos.filter((v) => v.category === category).length]));
  assert.deepEqual(counts, { animation: 10, events: 3, streams: 8, community: 2, dev: 9, news: 22 });
});

test('every cross-link resolves: video to stream, stream to its related pages', () => {
  const ids = new Set(streams.map((stream) => stream.id));
  for (const video of videos) if (video.streamId) assert.ok(ids.has(video.streamId), `${video.id} → ${video.streamId}`);
  // Each linked video's YouTube id is one of the stream's recordings.
  for (const video of videos.filter((v) => v.streamId && v.source.kind === 'youtube')) {
    const stream = streams.find((s) => s.id === video.streamId)!;
    const youtubeId = video.source.kind === 'youtube' ? video.source.youtubeId : '';
    assert.ok(
      stream.recordings.some((r) => r.url.includes(youtubeId)),
      `${video.id} is not a recording of ${stream.id}`,
    );
  }
  for (const stream of streams) for (const page of stream.related) assert.match(page.route, /^\/(docs|blog)\//);
});

test('no stream holds a cut-off fragment or an ellipsis', () => {
  for (const stream of streams) {
    for (const item of [...stream.topics, ...stream.projectUpdates, ...stream.chapters, ...stream.participants, ...stream.speakers]) {
      assert.ok(!isFragment(item), `${stream.id}: "${item}"`);
      assert.ok(!item.includes('…'), `${stream.id}: "${item}"`);
    }
  }
});

const base = streams[0];

test('the stream schema rejects fragments, ellipses, bad URLs and dates outside the folder month', () => {
  const bad = [
    { ...base, topics: ['Discussion about actions vs'] },
    { ...base, topics: ['to the database'] },
    { ...base, topics: ['many more …'] },
    { ...base, recordings: [{ url: 'http://x.com/a/status/1', platform: 'x' }] },
    { ...base, recordings: [{ url: 'https://www.youtube.com/watch?v=abc?si=xyz', platform: 'youtube' }] },
    { ...base, recordings: [{ url: 'https://x.com/a/status/1', platform: 'youtube' }] },
    { ...base, date: '2024-11-25' },
    { ...base, id: '10-2024/other' },
    { ...base, related: [{ title: 'Elsewhere', route: 'https://example.com' }] },
  ];
  for (const entry of bad) assert.equal(streamSchema.safeParse(entry).success, false, JSON.stringify(entry).slice(0, 120));
});

test('the video schema rejects http files, malformed YouTube ids and unknown categories', () => {
  const video = videos[0];
  assert.equal(videoSchema.safeParse({ ...video, source: { kind: 'file', url: 'http://arweave.net/x.mp4' } }).success, false);
  assert.equal(videoSchema.safeParse({ ...video, source: { kind: 'youtube', youtubeId: 'short' } }).success, false);
  assert.equal(videoSchema.safeParse({ ...video, category: 'music' }).success, false);
  assert.equal(videoSchema.safeParse({ ...video, thumbnail: '/img/x.jpg' }).success, false);
});

test('a bad stream record is reported with its id and field', () => {
  assert.throws(
    () => validateData('streams.json', streamsSchema, [{ ...base, topics: [] }]),
    (error: unknown) => error instanceof DataValidationError && /entry 0 \(10-2024\/2024-10-25\), field "topics"/.test(error.message),
  );
});
