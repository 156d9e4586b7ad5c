/**
 * `npm run drift`: how far the newest 1.x release of @elizaos/core, cli and server has moved from the 1.2.0 these
 * docs are pinned to (CLI help, exported API, server routes), and which doc pages name what changed or went away.
 * Needs the npm registry. `--json <file>` also writes the full report; `--snapshot` writes the reader-facing part
 * to data/drift/<pinned>-to-<newest>.json, from which the build makes the "What changed after 1.2.0" page.
 * `--from-report <file>` reads a report written earlier with `--json` instead of asking the registry again.
 */
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runDrift, summarise, type DriftReport } from './lib/drift-run';
import { DRIFT_DIR, snapshotFileName, toSnapshot } from './lib/drift-snapshot';

async function main(): Promise<void> {
  const fromIndex = process.argv.indexOf('--from-report');
  const fromFile = fromIndex > 0 ? process.argv[fromIndex + 1] : undefined;
  const report: DriftReport = fromFile
    ? (JSON.parse(readFileSync(fromFile, 'utf8')) as DriftReport)
    : await runDrift((message) => console.log(`[drift] ${message}`));
  // The day the registry was read: today, or the day the saved report was written.
  const checkedOn = (fromFile ? statSync(fromFile).mtime : new Date()).toISOString().slice(0, 10);
  console.log(summarise(report));
  const jsonIndex = process.argv.indexOf('--json');
  if (jsonIndex > 0) {
    writeFileSync(process.argv[jsonIndex + 1], `${JSON.stringify(report, null, 2)}\n`);
    console.log(`[drift] wrote ${process.argv[jsonIndex + 1]}`);
  }
  if (process.argv.includes('--snapshot')) {
    const snapshot = toSnapshot(report, checkedOn);
    const name = snapshotFileName(snapshot);
    // One snapshot per pinned release: an older comparison is replaced, not kept beside the new one.
    for (const stale of readdirSync(DRIFT_DIR).filter((file) => file.startsWith(`${snapshot.pinned}-to-`) && file !== name)) {
      rmSync(path.join(DRIFT_DIR, stale));
    }
    writeFileSync(path.join(DRIFT_DIR, name), `${JSON.stringify(snapshot, null, 2)}\n`);
    console.log(`[drift] wrote data/drift/${name}`);
  }
}

main().catch((error: unknown) => {
  console.error(`[drift] failed: ${(error as Error).message}`);
  process.exit(1);
});
