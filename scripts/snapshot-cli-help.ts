/** Snapshots the `--help` output of an @elizaos/cli build into data/cli-help/<version>/ (one .txt per command + index.json). */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { parseCommanderHelp, stripAnsi } from './lib/cli/help';
import { loadCliSnapshot, type CliCommand } from './lib/cli/snapshot';

// Usage: npx tsx scripts/snapshot-cli-help.ts --cli <path to the CLI entry, e.g. node_modules/@elizaos/cli/dist/index.js>
//        [--out <folder>]   (default: data/cli-help/<version reported by the CLI>)
//        [--runtime <path>] (default: this Node.js; CLI 1.7 and later are bundled for Bun and need a bun binary)
const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

/**
 * Runs the CLI with Node. PATH is emptied so the CLI can reach neither npm (its update check) nor npx or bun (commands
 * that forward to other tools), and the home folder is a fresh temporary one; help output is plain text at 80 columns.
 */
async function cliOutput(cliPath: string, home: string, args: string[]): Promise<string> {
  const { stdout } = await run(argument('--runtime') ?? process.execPath, [cliPath, ...args], {
    env: { HOME: home, PATH: '', NO_COLOR: '1', ELIZA_NO_AUTO_INSTALL: 'true', LANG: 'C' },
    timeout: 60_000,
  });
  const lines = stripAnsi(stdout)
    .split('\n')
    .map((line) => line.trimEnd());
  // Anything printed before the help itself (an update notice) is not part of the help.
  const usage = lines.findIndex((line) => line.startsWith('Usage: '));
  return `${lines.slice(Math.max(usage, 0)).join('\n').trim()}\n`;
}

async function findPackageJson(start: string): Promise<{ name: string; version: string }> {
  for (let dir = path.dirname(start); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8')) as { name: string; version: string };
  }
  throw new Error(`No package.json above ${start}`);
}

/** Reads one command's help, then each subcommand's; `parent help <sub>` is used where commander offers it. */
async function visit(
  read: (args: string[]) => Promise<string>,
  found: { helpTexts: Map<string, string>; commands: CliCommand[] },
  names: string[],
  helpArgs: string[],
  aliases: string[],
): Promise<void> {
  const { helpTexts, commands } = found;
  const text = await read(helpArgs);
  const help = parseCommanderHelp(text);
  if (help.commandPath.join(' ') !== names.join(' ')) {
    throw new Error(`"${helpArgs.join(' ')}" printed the help of "${help.commandPath.join(' ')}", not "${names.join(' ')}"`);
  }
  const file = `${names.join('-')}.txt`;
  helpTexts.set(file, text);
  commands.push({
    path: names.join(' '),
    file,
    helpArgs,
    usage: help.usage,
    description: help.description,
    aliases,
    arguments: help.arguments,
    options: help.options,
    subcommands: help.subcommands.map((sub) => sub.name),
    passThrough: !help.options.some((option) => option.long === '--help'),
  });
  const hasHelpCommand = help.subcommands.some((sub) => sub.name === 'help');
  for (const sub of help.subcommands) {
    if (sub.name === 'help') continue;
    const parentArgs = names.slice(1);
    // `help <sub>` prints commander's help even for a command that forwards `--help` to another program.
    const args = hasHelpCommand ? [...parentArgs, 'help', sub.name] : [...parentArgs, sub.name, '--help'];
    await visit(read, found, [...names, sub.name], args, sub.aliases);
  }
}

async function main(): Promise<void> {
  const cli = argument('--cli');
  if (!cli || !existsSync(cli)) {
    throw new Error('Usage: npx tsx scripts/snapshot-cli-help.ts --cli <path to the CLI entry file> [--out <folder>]');
  }
  const cliPath = path.resolve(cli);
  const pkg = await findPackageJson(cliPath);
  const home = await mkdtemp(path.join(os.tmpdir(), 'cli-help-'));
  const read = (args: string[]) => cliOutput(cliPath, home, args);
  const found = { helpTexts: new Map<string, string>(), commands: [] as CliCommand[] };
  let version = '';
  try {
    version = (await read(['--version'])).trim().split('\n').pop() ?? '';
    if (version !== pkg.version) throw new Error(`The CLI reports ${version} but its package.json says ${pkg.version}`);
    await visit(read, found, ['elizaos'], ['--help'], []);
  } finally {
    await rm(home, { recursive: true, force: true });
  }

  const snapshot = loadCliSnapshot({ package: pkg.name, version, commands: found.commands });
  const out = path.resolve(argument('--out') ?? path.join(root, 'data/cli-help', version));
  await mkdir(out, { recursive: true });
  for (const stale of (await readdir(out)).filter((name) => name.endsWith('.txt') && !found.helpTexts.has(name))) {
    await rm(path.join(out, stale));
  }
  for (const [file, text] of found.helpTexts) await writeFile(path.join(out, file), text);
  await writeFile(path.join(out, 'index.json'), `${JSON.stringify(snapshot, null, 2)}\n`);

  const options = snapshot.commands.reduce((sum, command) => sum + command.options.length, 0);
  console.log(`${pkg.name}@${version}: ${snapshot.commands.length} commands, ${options} options -> ${path.relative(root, out)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
