/** Checks every `elizaos ...` command in docs/ against the @elizaos/cli 1.2.0 help snapshot, and tests the parsers. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkArgs, checkMarkdown, expandAlternatives } from '../../scripts/lib/cli/check';
import { parseCommanderHelp } from '../../scripts/lib/cli/help';
import { extractInvocations } from '../../scripts/lib/cli/invocations';
import { loadCliSnapshot, type CliSnapshot } from '../../scripts/lib/cli/snapshot';
import { listFilesSync } from '../../src/lib/walk';
import { DRIFT_PAGE_FILE } from '../../scripts/lib/drift-page';
import { ELIZA_VERSION } from '../../src/lib/versions';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Commands that pages may name in inline code to say that they do not exist in 1.2.0 (never in code blocks). */
const NAMED_ABSENT = ['elizaos stop'];
const snapshotDir = path.join(root, 'data/cli-help', ELIZA_VERSION);
const snapshot: CliSnapshot = loadCliSnapshot(
  JSON.parse(readFileSync(path.join(snapshotDir, 'index.json'), 'utf8')),
  `data/cli-help/${ELIZA_VERSION}/index.json`,
);

function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return listFilesSync(dir, { accept: (name) => /\.mdx?$/.test(name) });
}

test('the snapshot is @elizaos/cli 1.2.0 and each command has its help text file', () => {
  assert.equal(snapshot.package, '@elizaos/cli');
  assert.equal(snapshot.version, ELIZA_VERSION);
  for (const command of snapshot.commands) {
    assert.ok(existsSync(path.join(snapshotDir, command.file)), `missing ${command.file} for "${command.path}"`);
  }
  const rootCommand = snapshot.commands.find((command) => command.path === 'elizaos');
  assert.deepEqual(rootCommand?.subcommands.filter((name) => name !== 'help').sort(), [
    'agent',
    'create',
    'dev',
    'env',
    'monorepo',
    'plugins',
    'publish',
    'start',
    'tee',
    'test',
    'update',
  ]);
});

test('parseCommanderHelp reads usage, aliases, arguments, wrapped options, defaults and choices', () => {
  const help = parseCommanderHelp(
    [
      'Usage: elizaos demo run|r [options] <target> [more...]',
      '',
      'Run a demo',
      '',
      'Arguments:',
      '  target             what to run',
      '',
      'Options:',
      '  -t, --type <type>  the kind of run (choices: "a", "b", default:',
      '                     "a")',
      '  --yes, -y          skip prompts',
      '  --out [file]       where to write (defaults to {name}.json)',
      '  --dry              do nothing (skip all) (default: false)',
      '  -h, --help         display help for command',
      '',
      'Commands:',
      '  add|install <x>    Add a thing',
      '  help [command]     display help for command',
      '',
      'Examples:',
      '  $ elizaos demo run x --nope',
    ].join('\n'),
  );
  assert.deepEqual(help.commandPath, ['elizaos', 'demo', 'run']);
  assert.deepEqual(help.aliases, ['r']);
  assert.equal(help.description, 'Run a demo');
  assert.deepEqual(help.arguments, [
    { name: 'target', required: true, variadic: false, description: 'what to run' },
    { name: 'more', required: false, variadic: true, description: '' },
  ]);
  assert.deepEqual(help.options[0], {
    flags: '-t, --type <type>',
    short: '-t',
    long: '--type',
    value: '<type>',
    description: 'the kind of run',
    choices: ['a', 'b'],
    default: 'a',
  });
  assert.equal(help.options[1].short, '-y');
  assert.equal(help.options[1].long, '--yes');
  assert.equal(help.options[2].description, 'where to write (defaults to {name}.json)');
  assert.equal(help.options[2].default, undefined);
  assert.equal(help.options[3].description, 'do nothing (skip all)');
  assert.equal(help.options[3].default, false);
  assert.deepEqual(
    help.subcommands.map((sub) => [sub.name, sub.aliases]),
    [
      ['add', ['install']],
      ['help', []],
    ],
  );
});

test('extractInvocations finds commands in code blocks and inline code, and skips prose and other words', () => {
  const markdown = [
    '---',
    'title: "`elizaos stop` is not here"',
    '---',
    'Run `elizaos agent list --json` or `bun install -g @elizaos/cli`; the binary is ~/.bun/bin/elizaos.',
    '',
    '```bash',
    '$ cd my-project && elizaos start --port 4000 # a comment --nope',
    'ELIZA_NO_AUTO_INSTALL=true elizaos create my-agent \\',
    '  --type agent',
    'elizaos agent start --name <name> > out.log 2>&1',
    '# elizaos stop --all',
    '```',
    '',
    '```json',
    '{ "scripts": { "dev": "elizaos dev --port 3001", "name": "elizaos" } }',
    '```',
    '',
    'Plain prose mentioning elizaos start --nope is not code.',
  ].join('\n');
  const found = extractInvocations(markdown).map((invocation) => [invocation.line, invocation.args.join(' ')]);
  assert.deepEqual(found, [
    [4, 'agent list --json'],
    [7, 'start --port 4000'],
    [8, 'create my-agent --type agent'],
    [10, 'agent start --name <name>'],
    [15, 'dev --port 3001'],
    [15, ''],
  ]);
});

test('checkArgs accepts real commands, aliases, globals and placeholders, and names unknown flags and commands', () => {
  const ok = (line: string) => assert.deepEqual(checkArgs(snapshot, line.split(' ').filter(Boolean)), [], line);
  ok('');
  ok('--version');
  ok('--no-emoji create my-app --yes --type plugin');
  ok('agent ls -j');
  ok('agent get --name eliza --output');
  ok('start --character a.json b.json --port 4000');
  ok('test --type e2e --name db --skip-build');
  ok('tee phala');
  ok('agent help start');
  ok('<command> --help');

  const problems = (line: string) => checkArgs(snapshot, line.split(' ')).map((problem) => `${problem.resolved}: ${problem.token}`);
  assert.deepEqual(problems('stop --all'), ['elizaos: stop']);
  assert.deepEqual(problems('create -t plugin my-plugin'), ['elizaos create: -t']);
  assert.deepEqual(problems('agent list --format json'), ['elizaos agent list: --format']);
  assert.deepEqual(problems('env set KEY value'), ['elizaos env: set']);
  assert.deepEqual(problems('start --build'), ['elizaos start: --build']);
});

test('checkArgs applies commander 14 rules: excess and missing arguments, options that the parent takes', () => {
  const rules = (line: string, options = {}) => checkArgs(snapshot, line.split(' '), options).map((problem) => `${problem.rule} ${problem.token}`);
  // `tee phala` declares no argument: commander 14 rejects every word after it, a forwarded --help included.
  assert.deepEqual(rules('tee phala <args>'), ['excess-arguments <args>']);
  assert.deepEqual(rules('tee phala cvms list'), ['excess-arguments cvms']);
  assert.deepEqual(rules('tee phala --help'), ['excess-arguments --help']);
  assert.deepEqual(rules('tee phala'), []);
  // The root reads its own options wherever they stand, so this one never reaches `phala`.
  assert.deepEqual(rules('tee phala --no-emoji'), []);
  assert.deepEqual(rules('start now'), ['excess-arguments now']);
  assert.deepEqual(rules('create a b'), ['excess-arguments b']);
  // Required arguments: missing in a command that runs, not in a command named in prose, not when help is asked.
  assert.deepEqual(rules('plugins add'), ['missing-argument <plugin>']);
  assert.deepEqual(rules('plugins add --tag 1.2.5'), ['missing-argument <plugin>']);
  assert.deepEqual(rules('plugins add', { reference: true }), []);
  assert.deepEqual(rules('plugins add --tag 1.2.5', { reference: true }), ['missing-argument <plugin>']);
  assert.deepEqual(rules('plugins add --help'), []);
  assert.deepEqual(rules('plugins add <plugin> --tag 1.2.5'), []);
  // An option placed before the subcommand it belongs to is unknown to the parent that reads it.
  const early = checkArgs(snapshot, ['--port', '4000', 'start']);
  assert.deepEqual(
    early.map((problem) => [problem.rule, problem.resolved, problem.message]),
    [['unknown-option', 'elizaos', 'unknown option --port: it belongs to elizaos start, so it must come after "start"']],
  );
});

test('checkArgs: an option that both a parent and its subcommand define is taken by the parent', () => {
  const command = (path: string, extra: Partial<CliSnapshot['commands'][number]>) => ({
    path,
    file: `${path.replace(/ /g, '-')}.txt`,
    helpArgs: [],
    usage: path,
    description: '',
    aliases: [],
    arguments: [],
    options: [],
    subcommands: [],
    passThrough: false,
    ...extra,
  });
  const demo = loadCliSnapshot({
    package: 'demo',
    version: '1.0.0',
    commands: [
      command('elizaos', {
        subcommands: ['run'],
        options: [{ flags: '-v, --version', short: '-v', long: '--version', description: 'print the version' }],
      }),
      command('elizaos run', { options: [{ flags: '-v, --verbose', short: '-v', long: '--verbose', description: 'say more' }] }),
    ],
  });
  assert.deepEqual(
    checkArgs(demo, ['run', '-v']).map((problem) => [problem.rule, problem.message]),
    [['parent-option', 'option -v is read by elizaos first, so elizaos run never receives it']],
  );
  assert.deepEqual(checkArgs(demo, ['run', '--verbose']), []);
});

test('expandAlternatives reads `a / b` shorthand as separate commands', () => {
  assert.deepEqual(expandAlternatives(['start', '/', 'dev', '/', 'test']), [['start'], ['dev'], ['test']]);
  assert.deepEqual(expandAlternatives(['agent', 'start', '/', 'stop']), [
    ['agent', 'start'],
    ['agent', 'stop'],
  ]);
});

test('checkMarkdown accepts a named-absent command only verbatim and only as inline code', () => {
  const markdown = ['There is no `elizaos stop` command.', '`elizaos stop --all`', '```bash', 'elizaos stop', '```'].join('\n');
  const lines = checkMarkdown(snapshot, markdown, { namedAbsent: ['elizaos stop'] }).map((problem) => problem.line);
  assert.deepEqual(lines, [2, 4]);
});

test('checkMarkdown: a `tee phala <args>` claim fails and the command that works passes', () => {
  const wrong = ['```bash', 'elizaos tee phala help', 'elizaos tee phala cvms list', '```', 'Run `elizaos tee phala <args>`.'].join('\n');
  assert.deepEqual(
    checkMarkdown(snapshot, wrong).map((problem) => [problem.line, problem.rule]),
    [
      [2, 'excess-arguments'],
      [3, 'excess-arguments'],
      [5, 'excess-arguments'],
    ],
  );
  const right = ['```bash', 'elizaos tee phala', 'npx phala help', '```', 'The wrapper is `elizaos tee phala`; `elizaos tee help phala` describes it.'].join(
    '\n',
  );
  assert.deepEqual(checkMarkdown(snapshot, right), []);
});

test('checkMarkdown reports the line, the command and the unknown flag', () => {
  const result = checkMarkdown(snapshot, ['Intro', '', '```bash', 'elizaos start --quiet', '```'].join('\n'));
  assert.deepEqual(result, [
    {
      line: 4,
      command: 'elizaos start --quiet',
      resolved: 'elizaos start',
      token: '--quiet',
      message: 'unknown option --quiet',
      rule: 'unknown-option',
    },
  ]);
});

test('every elizaos command and flag in docs/ exists in @elizaos/cli 1.2.0', () => {
  const docsDir = path.join(root, 'docs');
  // The changes page lists the commands of the newer CLI on purpose (generated in the build, absent in a fresh clone).
  const files = markdownFiles(docsDir).filter((file) => path.relative(root, file).split(path.sep).join('/') !== DRIFT_PAGE_FILE);
  let invocations = 0;
  const failures: string[] = [];
  for (const file of files) {
    const markdown = readFileSync(file, 'utf8');
    invocations += extractInvocations(markdown).length;
    for (const problem of checkMarkdown(snapshot, markdown, { namedAbsent: NAMED_ABSENT })) {
      failures.push(`${path.relative(root, file)}:${problem.line}: \`${problem.command}\`: ${problem.message} (${problem.resolved})`);
    }
  }
  assert.ok(invocations > 0, 'no elizaos command found under docs/: is the scan looking in the right place?');
  assert.deepEqual(failures, [], `Commands or flags not in @elizaos/cli 1.2.0:\n${failures.join('\n')}`);
});

test('extractInvocations reads code inside lists, block quotes and tables, with the line of the code', () => {
  const markdown = [
    '1. Install:',
    '',
    '   ```bash',
    '   elizaos create app',
    '   ```',
    '',
    '> ~~~sh',
    '> elizaos start --nope',
    '> ~~~',
    '',
    '| Command | Does |',
    '| --- | --- |',
    '| `elizaos agent list \\| head` | lists |',
  ].join('\n');
  const found = extractInvocations(markdown).map((invocation) => [invocation.line, invocation.where, invocation.args.join(' ')]);
  assert.deepEqual(found, [
    [4, 'code block', 'create app'],
    [8, 'code block', 'start --nope'],
    [13, 'inline code', 'agent list'],
  ]);
  assert.deepEqual(
    checkMarkdown(snapshot, markdown).map((problem) => [problem.line, problem.token]),
    [[8, '--nope']],
  );
});
