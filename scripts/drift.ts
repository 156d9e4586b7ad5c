/**
 * `npm run drift`: how far the newest 1.x release of @elizaos/core, cli and server has moved from the 1.2.0 these
 * docs are pinned to (CLI help, exported API, server routes), and which doc pages name what changed or went away.
 * Needs the npm registry. `--json <file>` also writes the full report.
 */
import { writeFileSync } from 'node:fs';
import { runDrift, summarise } from './lib/drift-run';

async function main(): Promise<void> {
  const report = await runDrift((message) => console.log(`[drift] ${message}`));
  console.log(summarise(report));
  const jsonIndex = process.argv.indexOf('--json');
  if (jsonIndex > 0) {
    writeFileSync(process.argv[jsonIndex + 1], `${JSON.stringify(report, null, 2)}\n`);
    console.log(`[drift] wrote ${process.argv[jsonIndex + 1]}`);
  }
}

main().catch((error: unknown) => {
  console.error(`[drift] failed: ${(error as Error).message}`);
  process.exit(1);
});
