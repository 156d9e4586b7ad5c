/**
 * Bench section: the drift report (pinned 1.2.0 against the newest 1.x on the registry). The bench may reach the
 * registry; the build and the tests never do. `--no-drift` skips it; a registry failure is reported, not fatal.
 */
import { runDrift, summarise } from '../lib/drift-run';

export async function benchDrift(args: Set<string>): Promise<Record<string, unknown> | undefined> {
  if (args.has('--no-drift')) return undefined;
  console.log('[bench] drift: pinned @elizaos packages against the newest 1.x on the registry');
  try {
    const report = await runDrift((message) => console.log(`[bench]   ${message}`));
    console.log(summarise(report, 20));
    return {
      newest: report.newest,
      cliCommandsRemoved: report.cli?.commands.removed ?? [],
      cliCommandsAdded: report.cli?.commands.added ?? [],
      coreExportsRemoved: report.coreApi.removed.length,
      coreExportsChanged: report.coreApi.changed.length,
      routesRemoved: report.routes.removed.length,
      routesAdded: report.routes.added.length,
      pages: report.pages.map((entry) => entry.page),
      seconds: report.seconds,
    };
  } catch (error) {
    console.log(`[bench] drift skipped: ${(error as Error).message}`);
    return { error: (error as Error).message };
  }
}
