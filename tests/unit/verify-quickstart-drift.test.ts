/** The drift report's comparisons, on small fixtures and on the installed @elizaos/core 1.2.0 (no registry). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCliSnapshot } from '../../scripts/lib/cli/snapshot';
import { codeText, compareCli, compareExports, dtsExports, namedIn, newestStable, routesIn, serverRoutes } from '../../scripts/lib/drift';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('newestStable picks the highest release of a major line and skips pre-releases', () => {
  assert.equal(newestStable(['1.2.0', '1.10.1', '1.9.9', '1.7.3-alpha.4', '2.0.0', '0.25.9'], 1), '1.10.1');
  assert.equal(newestStable(['2.0.0-alpha.1'], 2), undefined);
});

test('compareCli lists removed and added commands and options', () => {
  const command = (path: string, flags: string[]) => ({
    path,
    file: `${path.replace(/ /g, '-')}.txt`,
    helpArgs: [],
    usage: path,
    description: `what ${path} does`,
    aliases: [],
    arguments: [],
    options: flags.map((long) => ({ flags: long, long, description: '' })),
    subcommands: [],
    passThrough: false,
  });
  const before = loadCliSnapshot({
    package: '@elizaos/cli',
    version: '1.2.0',
    commands: [command('elizaos', []), command('elizaos start', ['--port', '--configure']), command('elizaos tee', [])],
  });
  const after = loadCliSnapshot({
    package: '@elizaos/cli',
    version: '1.7.2',
    commands: [command('elizaos', []), command('elizaos start', ['--port', '--build']), command('elizaos scenario', [])],
  });
  assert.deepEqual(compareCli(before, after), {
    commands: { added: ['elizaos scenario'], removed: ['elizaos tee'] },
    descriptions: { 'elizaos scenario': 'what elizaos scenario does', 'elizaos tee': 'what elizaos tee does' },
    options: [{ command: 'elizaos start', added: ['--build'], removed: ['--configure'] }],
  });
});

test('compareCli counts a short flag added to a kept long flag (create --type gained -t in 1.7.2)', () => {
  const command = (path: string, options: Array<{ flags: string; long?: string; short?: string }>) => ({
    path,
    file: `${path.replace(/ /g, '-')}.txt`,
    helpArgs: [],
    usage: path,
    description: path,
    aliases: [],
    arguments: [],
    options: options.map((option) => ({ ...option, description: '' })),
    subcommands: [],
    passThrough: false,
  });
  // The same two commands in both releases; only how `create`'s options are spelled differs.
  const snapshot = (version: string, createOptions: Parameters<typeof command>[1]) =>
    loadCliSnapshot({
      package: '@elizaos/cli',
      version,
      commands: [command('elizaos', []), command('elizaos create', createOptions)],
    });
  const before = snapshot('1.2.0', [
    { flags: '--yes, -y', long: '--yes', short: '-y' },
    { flags: '--type <type>', long: '--type' },
  ]);
  const after = snapshot('1.7.2', [
    { flags: '-y, --yes', long: '--yes', short: '-y' },
    { flags: '-t, --type <type>', long: '--type', short: '-t' },
  ]);
  assert.deepEqual(compareCli(before, after).options, [{ command: 'elizaos create', added: ['-t'], removed: [] }]);
});

test('dtsExports and compareExports see removed, added and changed declarations', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'qs-drift-test-'));
  try {
    const write = (name: string, text: string) => {
      writeFileSync(path.join(dir, name), text);
      return path.join(dir, name);
    };
    write('chunk-a.d.ts', 'export interface Memory { id: string; content: string }\nexport declare function gone(): void;\n');
    const before = write('a.d.ts', "export { Memory, gone } from './chunk-a';\nexport type Kept = string;\nexport interface Grown { a: string }\n");
    write('chunk-b.d.ts', 'export interface Memory { id: string; text: string }\nexport declare function fresh(): void;\n');
    const after = write('b.d.ts', "export { Memory, fresh } from './chunk-b';\nexport type Kept = string;\nexport interface Grown { a: string; b?: number }\n");
    const drift = compareExports(dtsExports(before), dtsExports(after));
    assert.deepEqual(drift.removed, ['gone']);
    assert.deepEqual(drift.removedKinds, { gone: 'function' });
    assert.deepEqual(drift.added, ['fresh']);
    assert.deepEqual(drift.changed, [
      { name: 'Grown', detail: 'members added: b', breaking: false },
      { name: 'Memory', detail: 'members removed: content; members added: text', breaking: true },
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('dtsExports reads the installed @elizaos/core 1.2.0 (the pinned side of the report)', () => {
  const exports = dtsExports(path.join(root, 'node_modules/@elizaos/core/dist/index.d.ts'));
  assert.ok(exports.size > 100, `only ${exports.size} exports`);
  assert.equal(exports.get('AgentRuntime')?.kind, 'class');
  assert.ok(exports.get('Character')?.members.includes('name'));
});

test('serverRoutes reads Express registrations, also across lines', () => {
  const code = 'router.get("/ping", f);\napiRouter.post(\n  "/central-channels/:channelId/messages",\n  h);\nfoo.get(bar);';
  assert.deepEqual([...serverRoutes(code)], ['GET /ping', 'POST /central-channels/:channelId/messages']);
});

test('namedIn and routesIn look only at code, and at whole identifiers and literal route segments', () => {
  const page = 'Use `Memory` here; Memoryless prose. `runtime.createMemory()`\n\n```ts\nconst x: Handler = h;\n```\nSee /api/agents/{agentId}/logs.';
  assert.match(codeText(page), /Handler/);
  assert.deepEqual(namedIn(page, ['Memory', 'Handler', 'Memoryless', 'Room']), ['Memory', 'Handler']);
  // A quoted log line is not code; a call in a sentence-like span is; two-letter names are ignored.
  assert.deepEqual(namedIn('It logs `Setting x to 1`, then `Setting.read(key) works`; `v1` too.', ['Setting', 'v1']), ['Setting']);
  assert.deepEqual(namedIn('It logs `Setting x to 1`.', ['Setting']), []);
  assert.deepEqual(routesIn(page, ['GET /:agentId/logs', 'GET /:id', 'POST /ping']), ['GET /:agentId/logs']);
});
