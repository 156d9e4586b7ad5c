/**
 * The "What changed after 1.2.0" page and its notices, from the committed drift snapshot (no registry): the page
 * lists every removed command, route and export, and every docs page that names a removed command or route carries
 * a callout that names it and links the page.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCliSnapshot } from '../../scripts/lib/cli/snapshot';
import { extractInvocations } from '../../scripts/lib/cli/invocations';
import { loadDriftSnapshot, parseDriftSnapshot, removedNamedIn, resolveCommand, withoutParameterRenames } from '../../scripts/lib/drift-snapshot';
import { DRIFT_PAGE_FILE, DRIFT_PAGE_ROUTE, renderDriftPage } from '../../scripts/lib/drift-page';
import { steps } from '../../scripts/prebuild';
import { listFilesSync } from '../../src/lib/walk';
import { ELIZA_VERSION } from '../../src/lib/versions';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const snapshot = loadDriftSnapshot(ELIZA_VERSION);
const pinnedCli = loadCliSnapshot(JSON.parse(readFileSync(path.join(root, 'data/cli-help', ELIZA_VERSION, 'index.json'), 'utf8')));

/**
 * Pages another engineer owns that still lack their notice; each must be removed from here when its notice lands
 * (a test below fails once the page has one).
 */
const NOTICE_PENDING = new Set<string>();

function docsPages(): string[] {
  return listFilesSync(path.join(root, 'docs'), { skipDirs: ['rest'], accept: (name) => /\.mdx?$/.test(name) })
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .filter((file) => file !== DRIFT_PAGE_FILE)
    .sort();
}

/** The admonitions (`:::info[Title]` … `:::`, any type) of a page, as raw text. */
const callouts = (markdown: string) =>
  [...markdown.matchAll(/^:::(?:info|warning|caution|note|tip|danger)\[[^\]\n]+\]\n([\s\S]*?)^:::\s*$/gm)].map((m) => m[0]);

function namedRemoved(markdown: string) {
  const invocations = extractInvocations(markdown).map((invocation) => invocation.args);
  return removedNamedIn(snapshot, pinnedCli, markdown, invocations);
}

test('the snapshot compares the pinned release with a newer one and is named for both', () => {
  assert.equal(snapshot.pinned, ELIZA_VERSION);
  assert.notEqual(snapshot.newest.cli, ELIZA_VERSION);
  assert.throws(() => parseDriftSnapshot(snapshot, 'data/drift/1.2.0-to-9.9.9.json'), /name it 1\.2\.0-to-/);
  assert.throws(() => parseDriftSnapshot({ ...snapshot, checkedOn: 'yesterday' }, 'x.json'), /checkedOn/);
});

test('a route that only renamed a parameter is neither removed nor added', () => {
  assert.deepEqual(
    withoutParameterRenames({
      removed: ['DELETE /groups/:serverId', 'POST /complete'],
      added: ['DELETE /groups/:messageServerId', 'GET /jobs'],
    }),
    { removed: ['POST /complete'], added: ['GET /jobs'] },
  );
});

test('resolveCommand follows the pinned CLI aliases and stops at flags and user input', () => {
  assert.equal(resolveCommand(pinnedCli, ['plugins', 'upgrade', './x']), 'elizaos plugins upgrade');
  assert.equal(resolveCommand(pinnedCli, ['plugins', 'generate', '--skip-prompts']), 'elizaos plugins generate');
  assert.equal(resolveCommand(pinnedCli, ['agent', 'ls']), 'elizaos agent list');
  assert.equal(resolveCommand(pinnedCli, ['start', '--character', 'a.json']), 'elizaos start');
});

test('the generated page lists every removed command, route and export, and links the page of each command', () => {
  const page = renderDriftPage(snapshot, (commandPath) => `/docs/cli/${commandPath.split(' ')[1]}`);
  assert.match(page, new RegExp(`^title: What changed after ${ELIZA_VERSION.replace(/\./g, '\\.')}$`, 'm'));
  assert.match(page, new RegExp(`checked on ${snapshot.checkedOn}`));
  for (const entry of [...snapshot.cli.removed, ...snapshot.cli.added]) assert.ok(page.includes(`\`${entry.path}\``), entry.path);
  for (const route of [...snapshot.routes.removed, ...snapshot.routes.added]) {
    assert.ok(page.includes(`| ${route.split(' ')[0]} | \`${route.split(' ')[1]}\` |`), route);
  }
  for (const entry of snapshot.coreExports.removed) assert.ok(page.includes(`| \`${entry.name}\` | `), entry.name);
  assert.ok(page.includes('[plugins](/docs/cli/plugins)'));
  assert.doesNotMatch(page, /:::/, 'no callout syntax in the generated page');
  assert.ok(
    steps.some((step) => /after 1\.2\.0/.test(step.name)),
    'the build generates the page',
  );
});

test('a page that names a removed command or route carries a notice that names it and links the changes page', () => {
  const missing: string[] = [];
  let flagged = 0;
  for (const file of docsPages()) {
    const markdown = readFileSync(path.join(root, file), 'utf8');
    const { commands, routes } = namedRemoved(markdown);
    if (!commands.length && !routes.length) continue;
    flagged += 1;
    if (NOTICE_PENDING.has(file)) continue;
    const notice = callouts(markdown).find((callout) => callout.includes(`](${DRIFT_PAGE_ROUTE})`));
    if (!notice) {
      missing.push(`${file}: names ${[...commands, ...routes].join(', ')} but has no callout linking ${DRIFT_PAGE_ROUTE}`);
      continue;
    }
    const shortName = (command: string) => command.replace(/^elizaos /, '');
    for (const command of commands) if (!notice.includes(shortName(command))) missing.push(`${file}: the notice does not name ${command}`);
    for (const route of routes)
      if (!notice.includes(route.split(' ')[1].replace(/:(\w+)/g, '{$1}')) && !notice.includes(route.split(' ')[1])) {
        missing.push(`${file}: the notice does not name ${route}`);
      }
  }
  assert.deepEqual(missing, []);
  assert.ok(flagged > 0, 'some pages name removed commands (the check found none: is the snapshot empty?)');
});

test('pages waiting for their notice still need one (drop them from NOTICE_PENDING once they have it)', () => {
  for (const file of NOTICE_PENDING) {
    const markdown = readFileSync(path.join(root, file), 'utf8');
    const { commands, routes } = namedRemoved(markdown);
    assert.ok(commands.length + routes.length > 0, `${file} no longer names a removed command or route`);
    assert.ok(!callouts(markdown).some((callout) => callout.includes(`](${DRIFT_PAGE_ROUTE})`)), `${file} has its notice now`);
  }
});
