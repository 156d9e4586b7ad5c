/**
 * `npm run activity:fetch -- --from YYYY-MM-DD --to YYYY-MM-DD [--repo elizaOS/eliza] [--branch main]`: pulls the
 * finished ISO weeks of that range from the GitHub REST API into data/activity/ (needs GITHUB_TOKEN). It writes
 * nothing unless every week was fetched and validated. Then run `npm run activity:generate`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ActivityFetchError, fetchActivity, writeSnapshots } from './lib/activity/fetch';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      repo: { type: 'string', default: 'elizaOS/eliza' },
      branch: { type: 'string', default: 'main' },
      out: { type: 'string', default: path.join(root, 'data/activity') },
    },
  });
  if (!values.from || !values.to) throw new ActivityFetchError('Give the date range: npm run activity:fetch -- --from 2025-07-14 --to 2025-07-20.');
  const snapshots = await fetchActivity({
    token: process.env.GITHUB_TOKEN,
    repository: values.repo,
    branch: values.branch,
    from: values.from,
    to: values.to,
    http: fetch,
    now: () => new Date(),
    apiBase: process.env.GITHUB_API_URL,
    log: (line) => console.log(`  ${line}`),
  });
  const files = await writeSnapshots(path.resolve(values.out), snapshots);
  for (const file of files) console.log(`wrote ${path.relative(root, file)}`);
  console.log('next: npm run activity:generate');
}

main().catch((error: unknown) => {
  console.error(`activity:fetch failed: ${(error as Error).message}`);
  process.exit(1);
});
