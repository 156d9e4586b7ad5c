/**
 * The committed drift snapshot (data/drift/<pinned>-to-<newest>.json): what `npm run drift` found removed and added
 * between the pinned 1.2.0 packages and the newest 1.x, reduced to what a reader needs. The build turns it into the
 * "What changed after 1.2.0" page; a unit test uses it to require a notice on every page that names a removed
 * command or route. Written only by `npm run drift -- --snapshot`; the build and the tests never reach the registry.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { validateData } from '../../src/lib/validate';
import type { CliSnapshot } from './cli/snapshot';
import type { DriftReport } from './drift-run';
import { routesIn } from './drift';

const version = z.string().regex(/^\d+\.\d+\.\d+$/, 'a release number such as 1.7.2');
const command = z.object({
  path: z.string().regex(/^elizaos( [a-z0-9][a-z0-9-]*)+$/, 'a command path such as "elizaos plugins upgrade"'),
  description: z.string(),
});
const route = z.string().regex(/^(GET|POST|PUT|PATCH|DELETE) \/\S*$/, 'METHOD /path, as the server registers it');
const name = z.string().regex(/^[A-Za-z_$][\w$]*$/, 'an exported identifier');

const driftSnapshotSchema = z.object({
  pinned: version,
  newest: z.object({ core: version, cli: version, server: version }),
  /** The day `npm run drift` read the registry (YYYY-MM-DD). */
  checkedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD'),
  cli: z.object({
    removed: z.array(command),
    added: z.array(command),
    /** Commands present in both releases whose options changed (each long and short spelling). */
    options: z.array(
      z.object({
        command: z.string().regex(/^elizaos( [a-z0-9][a-z0-9-]*)*$/, 'a command path such as "elizaos start", or "elizaos" for global options'),
        removed: z.array(z.string()),
        added: z.array(z.string()),
      }),
    ),
  }),
  routes: z.object({ removed: z.array(route), added: z.array(route) }),
  coreExports: z.object({
    removed: z.array(z.object({ name, kind: z.string().min(1) })),
    addedCount: z.number().int().nonnegative(),
    /** Exports kept by name whose declaration lost members or changed shape. */
    changedIncompatiblyCount: z.number().int().nonnegative(),
  }),
});

export type DriftSnapshot = z.infer<typeof driftSnapshotSchema>;

const root = path.resolve(__dirname, '../..');
export const DRIFT_DIR = path.join(root, 'data/drift');

export const snapshotFileName = (snapshot: Pick<DriftSnapshot, 'pinned' | 'newest'>) => `${snapshot.pinned}-to-${snapshot.newest.core}.json`;

/** A route with its parameter names blanked: `/groups/:serverId` and `/groups/:messageServerId` are one route. */
const routeShape = (route: string) => route.replace(/:\w+/g, ':');

/**
 * Removed and added routes without those that only renamed a parameter: a client calling the path is unaffected,
 * so listing them as removed would send readers after a change that does not concern them.
 */
export function withoutParameterRenames(routes: { removed: string[]; added: string[] }): { removed: string[]; added: string[] } {
  const removedShapes = new Set(routes.removed.map(routeShape));
  const addedShapes = new Set(routes.added.map(routeShape));
  return {
    removed: routes.removed.filter((route) => !addedShapes.has(routeShape(route))),
    added: routes.added.filter((route) => !removedShapes.has(routeShape(route))),
  };
}

/** Reduces a full drift report to the snapshot; throws when the report has no CLI comparison (newest CLI = pinned). */
export function toSnapshot(report: DriftReport, checkedOn: string): DriftSnapshot {
  if (!report.cli) throw new Error(`the newest @elizaos/cli is the pinned ${report.pinned}: nothing to compare`);
  const cli = report.cli;
  const described = (paths: string[]) => paths.map((commandPath) => ({ path: commandPath, description: cli.descriptions[commandPath] ?? '' }));
  const snapshot: DriftSnapshot = {
    pinned: report.pinned,
    newest: report.newest,
    checkedOn,
    cli: { removed: described(cli.commands.removed), added: described(cli.commands.added), options: cli.options },
    routes: withoutParameterRenames(report.routes),
    coreExports: {
      removed: report.coreApi.removed.map((exported) => ({ name: exported, kind: report.coreApi.removedKinds[exported] ?? 'unknown' })),
      addedCount: report.coreApi.added.length,
      changedIncompatiblyCount: report.coreApi.changed.filter((change) => change.breaking).length,
    },
  };
  return validateData('drift snapshot', driftSnapshotSchema, snapshot);
}

/** Validates parsed snapshot content; the file name must match the versions inside. */
export function parseDriftSnapshot(data: unknown, file: string): DriftSnapshot {
  const snapshot = validateData(file, driftSnapshotSchema, data);
  if (path.basename(file) !== snapshotFileName(snapshot)) {
    throw new Error(`${file}: holds ${snapshot.pinned} to ${snapshot.newest.core}; name it ${snapshotFileName(snapshot)}`);
  }
  return snapshot;
}

/** The snapshot for `pinned` in data/drift: exactly one file compares the pinned release with a newer one. */
export function loadDriftSnapshot(pinned: string, dir = DRIFT_DIR): DriftSnapshot {
  const files = readdirSync(dir).filter((file) => file.startsWith(`${pinned}-to-`) && file.endsWith('.json'));
  if (files.length !== 1) {
    throw new Error(`${dir}: expected one ${pinned}-to-<newest>.json, found ${files.length}; run \`npm run drift -- --snapshot\` and remove stale files`);
  }
  const file = path.join(dir, files[0]);
  return parseDriftSnapshot(JSON.parse(readFileSync(file, 'utf8')), file);
}

/** The canonical command path an invocation's words resolve to in a CLI snapshot (aliases followed), flags skipped. */
export function resolveCommand(cli: CliSnapshot, args: string[]): string {
  const byPath = new Map(cli.commands.map((entry) => [entry.path, entry]));
  let current = 'elizaos';
  for (const word of args) {
    if (word.startsWith('-')) break;
    const node = byPath.get(current);
    const next = node?.subcommands
      .map((sub) => byPath.get(`${current} ${sub}`))
      .find((child) => child && (child.path.endsWith(` ${word}`) || child.aliases.includes(word)));
    if (!next) break;
    current = next.path;
  }
  return current;
}

/**
 * What a page names that the newest 1.x removed: commands (from its `elizaos …` invocations, resolved through the
 * pinned CLI's aliases; `invocations` are the args after `elizaos`) and REST routes (by path).
 */
export function removedNamedIn(
  snapshot: DriftSnapshot,
  pinnedCli: CliSnapshot,
  markdown: string,
  invocations: string[][],
): { commands: string[]; routes: string[] } {
  const removedCommands = new Set(snapshot.cli.removed.map((entry) => entry.path));
  const commands = new Set<string>();
  for (const args of invocations) {
    const resolved = resolveCommand(pinnedCli, args);
    // A removed parent (`elizaos tee`) takes its subcommands with it.
    for (const removed of removedCommands) if (resolved === removed || resolved.startsWith(`${removed} `)) commands.add(removed);
  }
  return { commands: [...commands].sort(), routes: routesIn(markdown, snapshot.routes.removed) };
}
