/**
 * The drift report's work: fetch the pinned and the newest 1.x releases of @elizaos/core, cli and server from the
 * registry into a temporary folder, compare them (CLI help, .d.ts exports, server routes) and find the doc pages
 * that name what changed. Used by `npm run drift` and the bench; never by the build or the tests.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { checkMarkdown } from './cli/check';
import { loadCliSnapshot, type CliSnapshot } from './cli/snapshot';
import { listFilesSync } from '../../src/lib/walk';
import {
  compareCli,
  compareExports,
  diffSets,
  dtsExports,
  namedIn,
  newestStable,
  routesIn,
  serverRoutes,
  type ApiDrift,
  type CliDrift,
  type SetDiff,
} from './drift';
import { ELIZA_VERSION } from '../../src/lib/versions';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../..');
const PINNED = ELIZA_VERSION;

export interface DriftReport {
  pinned: string;
  newest: Record<'core' | 'cli' | 'server', string>;
  cli: CliDrift | null;
  coreApi: ApiDrift;
  serverApi: ApiDrift;
  routes: SetDiff;
  /** Doc pages that name something changed or removed, with what they name. */
  pages: Array<{ page: string; names: string[] }>;
  seconds: number;
}

async function npm(args: string[], cwd: string, retry = true): Promise<string> {
  try {
    const { stdout } = await run('npm', args, { cwd, maxBuffer: 64 * 1024 * 1024, timeout: 600_000 });
    return stdout;
  } catch (error) {
    if (retry) return npm(args, cwd, false);
    const detail = String((error as { stderr?: string }).stderr ?? (error as Error).message)
      .trim()
      .split('\n')
      .slice(-3)
      .join(' ');
    throw new Error(`npm ${args.join(' ')} failed (is the npm registry reachable?): ${detail}`);
  }
}

/** Downloads and unpacks a package tarball; returns the folder holding its package.json. */
async function unpack(spec: string, tmp: string): Promise<string> {
  const dir = path.join(tmp, spec.replace(/[@/]/g, '_'));
  mkdirSync(dir, { recursive: true });
  const out = await npm(['pack', spec, '--pack-destination', dir, '--silent'], tmp);
  const file = out.trim().split('\n').pop()!;
  await run('tar', ['xzf', path.join(dir, file), '-C', dir]);
  return path.join(dir, 'package');
}

function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return listFilesSync(dir, { skipDirs: ['rest'], accept: (name) => /\.mdx?$/.test(name) });
}

function jsOf(pkgDir: string): string {
  const dist = path.join(pkgDir, 'dist');
  return readdirSync(dist)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(path.join(dist, name), 'utf8'))
    .join('\n');
}

async function cliSnapshot(version: string, tmp: string, log: (message: string) => void): Promise<CliSnapshot> {
  const prefix = path.join(tmp, `cli-${version}`);
  log(`installing @elizaos/cli@${version} to read its help`);
  await npm(['install', '--prefix', prefix, '--no-audit', '--no-fund', '--ignore-scripts', `@elizaos/cli@${version}`], tmp);
  const out = path.join(tmp, `help-${version}`);
  const entry = path.join(prefix, 'node_modules/@elizaos/cli/dist/index.js');
  // From 1.7 the CLI is bundled for Bun and does not start under Node.js; it depends on the `bun` package.
  // Its `bun` package carries the binary in a platform package (@oven/bun-<os>-<arch>); installed without
  // scripts, bun/bin/bun.exe is only a placeholder.
  const oven = path.join(prefix, 'node_modules/@oven');
  const bun = existsSync(oven)
    ? readdirSync(oven)
        .map((name) => path.join(oven, name, 'bin/bun'))
        .find((file) => existsSync(file))
    : undefined;
  const runtime = bun ? ['--runtime', bun] : [];
  await run(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/snapshot-cli-help.ts'), '--cli', entry, '--out', out, ...runtime],
    {
      cwd: root,
      timeout: 600_000,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return loadCliSnapshot(JSON.parse(readFileSync(path.join(out, 'index.json'), 'utf8')), `${out}/index.json`);
}

export async function runDrift(log: (message: string) => void = () => {}): Promise<DriftReport> {
  const started = Date.now();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'qs-drift-'));
  try {
    const newest = {} as DriftReport['newest'];
    for (const name of ['core', 'cli', 'server'] as const) {
      const versions = JSON.parse(await npm(['view', `@elizaos/${name}`, 'versions', '--json'], tmp)) as string[];
      const found = newestStable(versions, 1);
      if (!found) throw new Error(`no stable 1.x release of @elizaos/${name} on the registry`);
      newest[name] = found;
    }
    log(`pinned ${PINNED}; newest 1.x: core ${newest.core}, cli ${newest.cli}, server ${newest.server}`);

    const [coreOld, coreNew, serverOld, serverNew] = await Promise.all([
      unpack(`@elizaos/core@${PINNED}`, tmp),
      unpack(`@elizaos/core@${newest.core}`, tmp),
      unpack(`@elizaos/server@${PINNED}`, tmp),
      unpack(`@elizaos/server@${newest.server}`, tmp),
    ]);
    const coreApi = compareExports(dtsExports(path.join(coreOld, 'dist/index.d.ts')), dtsExports(path.join(coreNew, 'dist/index.d.ts')));
    const serverApi = compareExports(dtsExports(path.join(serverOld, 'dist/index.d.ts')), dtsExports(path.join(serverNew, 'dist/index.d.ts')));
    const routes = diffSets(serverRoutes(jsOf(serverOld)), serverRoutes(jsOf(serverNew)));
    log(
      `core API: ${coreApi.removed.length} removed, ${coreApi.changed.length} changed, ${coreApi.added.length} added; routes: ${routes.removed.length} removed, ${routes.added.length} added`,
    );

    const pinnedCli = loadCliSnapshot(JSON.parse(readFileSync(path.join(root, 'data/cli-help', PINNED, 'index.json'), 'utf8')));
    const newCli = newest.cli === PINNED ? null : await cliSnapshot(newest.cli, tmp, log);
    const cli = newCli ? compareCli(pinnedCli, newCli) : null;

    // Pages are flagged for what was removed or changed incompatibly; an interface that only gained members is not.
    const breaking = (api: ApiDrift) => [...api.removed, ...api.changed.filter((change) => change.breaking).map((change) => change.name)];
    const apiNames = [...new Set([...breaking(coreApi), ...breaking(serverApi)])];
    const pages: DriftReport['pages'] = [];
    for (const file of markdownFiles(path.join(root, 'docs'))) {
      const markdown = readFileSync(file, 'utf8');
      const names = [
        ...namedIn(markdown, apiNames),
        ...routesIn(markdown, routes.removed).map((route) => `route ${route}`),
        ...(newCli
          ? [...new Set(checkMarkdown(newCli, markdown, { namedAbsent: ['elizaos stop'] }).map((p) => `\`${p.command}\` (${p.message} in ${newest.cli})`))]
          : []),
      ];
      if (names.length) pages.push({ page: path.relative(root, file), names });
    }
    return { pinned: PINNED, newest, cli, coreApi, serverApi, routes, pages, seconds: Math.round((Date.now() - started) / 100) / 10 };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** A short plain-text summary of a report. */
export function summarise(report: DriftReport, maxPages = 40): string {
  const lines: string[] = [];
  const list = (items: string[], max = 12) =>
    items.length ? `${items.slice(0, max).join(', ')}${items.length > max ? `, … (${items.length - max} more)` : ''}` : 'none';
  lines.push(`pinned ${report.pinned} → newest 1.x: core ${report.newest.core}, cli ${report.newest.cli}, server ${report.newest.server}`);
  if (report.cli) {
    lines.push(`CLI commands removed: ${list(report.cli.commands.removed)}; added: ${list(report.cli.commands.added)}`);
    for (const option of report.cli.options) {
      lines.push(`  ${option.command}: options removed ${list(option.removed)}; added ${list(option.added)}`);
    }
  }
  const api = (label: string, drift: ApiDrift) => {
    const breaking = drift.changed.filter((change) => change.breaking);
    lines.push(
      `${label} exports: ${drift.removed.length} removed (${list(drift.removed)}); ${breaking.length} changed incompatibly ` +
        `(${list(breaking.map((change) => change.name))}); ${drift.changed.length - breaking.length} only gained members; ${drift.added.length} added`,
    );
  };
  api('core', report.coreApi);
  api('server', report.serverApi);
  lines.push(`server routes: ${report.routes.removed.length} removed (${list(report.routes.removed)}), ${report.routes.added.length} added`);
  lines.push(`doc pages naming something changed or removed: ${report.pages.length}`);
  for (const { page, names } of report.pages.slice(0, maxPages)) lines.push(`  ${page}: ${list(names, 8)}`);
  if (report.pages.length > maxPages) lines.push(`  … ${report.pages.length - maxPages} more pages`);
  lines.push(`(${report.seconds} s)`);
  return lines.join('\n');
}
