/** The validating loader of activity snapshots (data/activity/<start>_<end>.json): the pipeline's only input. */
import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { activitySnapshotSchema, type ActivitySnapshot } from '../../../src/data/schemas/activity';
import { DataValidationError, validateData } from '../../../src/lib/validate';

/** The file name a week's snapshot must have, e.g. 2025-04-21_2025-04-27.json. */
export function snapshotFileName(week: { start: string; end: string }): string {
  return `${week.start}_${week.end}.json`;
}

/** Validates one parsed snapshot; `file` names it in every message. */
export function parseSnapshot(file: string, data: unknown): ActivitySnapshot {
  const snapshot = validateData(file, activitySnapshotSchema, data);
  const expected = snapshotFileName(snapshot.week);
  if (path.basename(file) !== expected) {
    throw new DataValidationError(file, [
      `week, field "start": the file holds the week ${snapshot.week.start} to ${snapshot.week.end}, so it must be named ${expected}`,
    ]);
  }
  return snapshot;
}

/** Reads and validates one snapshot file; malformed JSON is reported with the file name too. */
export async function readSnapshot(file: string): Promise<ActivitySnapshot> {
  return parseSnapshotText(file, await readFile(file, 'utf8'));
}

function parseSnapshotText(file: string, text: string): ActivitySnapshot {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new DataValidationError(path.basename(file), [`(root), field "(whole file)": not valid JSON (${(error as Error).message})`]);
  }
  return parseSnapshot(path.basename(file), data);
}

/** The synchronous form of loadSnapshots, for modules that must export plain values (the route manifest). */
export function loadSnapshotsSync(dir: string): ActivitySnapshot[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  return sortSnapshots(files.map((name) => parseSnapshotText(path.join(dir, name), readFileSync(path.join(dir, name), 'utf8'))));
}

/** Every snapshot of `dir`, oldest week first; weeks must not repeat. */
export async function loadSnapshots(dir: string): Promise<ActivitySnapshot[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  const snapshots = await Promise.all(files.map((name) => readSnapshot(path.join(dir, name))));
  return sortSnapshots(snapshots);
}

export function sortSnapshots(snapshots: ActivitySnapshot[]): ActivitySnapshot[] {
  const sorted = [...snapshots].sort((a, b) => (a.week.start < b.week.start ? -1 : a.week.start > b.week.start ? 1 : 0));
  sorted.forEach((snapshot, i) => {
    if (i > 0 && sorted[i - 1].week.start === snapshot.week.start) {
      throw new DataValidationError(snapshotFileName(snapshot.week), ['week, field "start": two snapshots hold the same week']);
    }
  });
  return sorted;
}
