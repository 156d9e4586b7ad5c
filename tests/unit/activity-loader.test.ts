/** The activity loader: committed snapshots pass; malformed ones fail with the file and the field named. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadSnapshots, parseSnapshot, readSnapshot } from '../../scripts/lib/activity/snapshots';
import { DataValidationError } from '../../src/lib/validate';
import type { ActivitySnapshot } from '../../src/data/schemas/activity';

const dataDir = path.resolve(__dirname, '../../data/activity');
const fixture = path.resolve(__dirname, '../fixtures/activity/snapshots/2025-04-21_2025-04-27.json');
const FILE = '2025-04-21_2025-04-27.json';

async function fixtureCopy(): Promise<ActivitySnapshot> {
  return JSON.parse(await readFile(fixture, 'utf8')) as ActivitySnapshot;
}

function rejects(data: unknown, field: RegExp, file = FILE): void {
  assert.throws(
    () => parseSnapshot(file, data),
    (error: unknown) => {
      assert.ok(error instanceof DataValidationError, String(error));
      assert.match(error.message, new RegExp(file.replace(/\./g, '\\.')), 'names the file');
      assert.match(error.message, field, `names the field: ${error.message}`);
      return true;
    },
  );
}

test('every committed snapshot passes the schema; weeks are consecutive ISO weeks', async () => {
  const snapshots = await loadSnapshots(dataDir);
  assert.equal(snapshots.length, 12);
  assert.equal(snapshots[0].week.start, '2025-04-21');
  assert.equal(snapshots.at(-1)!.week.end, '2025-07-13');
  snapshots.slice(1).forEach((s, i) => {
    const gap = (Date.parse(s.week.start) - Date.parse(snapshots[i].week.start)) / 86_400_000;
    assert.equal(gap, 7, `${s.week.start} follows ${snapshots[i].week.start}`);
  });
});

test('a commit with a malformed date is named by list, index, sha and field', async () => {
  const data = await fixtureCopy();
  data.commits[3].date = '2025-04-21 10:41';
  rejects(data, /commits\[3\] \(168ac3e26\), field "date": expected a UTC time/);
});

test('a missing required field is reported', async () => {
  const data = (await fixtureCopy()) as unknown as { mergedPullRequests: Array<Record<string, unknown>> };
  delete data.mergedPullRequests[0].author;
  rejects(data, /mergedPullRequests\[0\] \(4328\), field "author": Required/);
});

test('totals that disagree with the lists are rejected', async () => {
  const data = await fixtureCopy();
  data.totals.mergedPullRequests = 21;
  rejects(data, /totals, field "mergedPullRequests": is 21 but the number of merged pull requests listed is 22/);
});

test('a week that does not start on a Monday, or a commit outside the week, is rejected', async () => {
  const data = await fixtureCopy();
  data.week = { start: '2025-04-22', end: '2025-04-28' };
  rejects(data, /week, field "start": 2025-04-22 is not a Monday/);
  const outside = await fixtureCopy();
  outside.commits[0].date = '2025-04-28T00:01Z';
  rejects(outside, /commits\[0\] \(c6778f713\), field "date": 2025-04-28T00:01Z is outside the week/);
});

test('unknown fields and contributor counts that do not match the commits are rejected', async () => {
  const data = (await fixtureCopy()) as unknown as Record<string, unknown> & ActivitySnapshot;
  (data.commits[0] as unknown as Record<string, unknown>).files = 3;
  rejects(data, /commits\[0\] \(c6778f713\), field "\(whole entry\)": Unrecognized key\(s\) in object: 'files'/);
  const counts = await fixtureCopy();
  counts.contributors[0].commits += 1;
  rejects(counts, /contributors\[0\] \(Sayo\), field "commits": is 39 but the commits list has 38/);
});

test('a file named for another week, or not JSON at all, is rejected with its name', async () => {
  rejects(await fixtureCopy(), /must be named 2025-04-21_2025-04-27\.json/, '2025-04-28_2025-05-04.json');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'activity-loader-'));
  await writeFile(path.join(dir, FILE), '{"source": ');
  await assert.rejects(readSnapshot(path.join(dir, FILE)), /2025-04-21_2025-04-27\.json: 1 problem.*not valid JSON/s);
});
