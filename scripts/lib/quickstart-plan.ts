/**
 * Turns a quickstart page into the list of steps the quickstart check runs: the shell commands of its code blocks,
 * in page order, each classified (run it, start the agent, skip it and why), plus its .env blocks and the log lines
 * it tells the reader to wait for. The check never retypes a command: a command it cannot classify is an error.
 */
import { parseMarkdown } from '../../src/lib/chat/markdown';

type StepKind =
  | 'prerequisite' // `node --version`: run, print the answer
  | 'install-cli' // `bun install -g @elizaos/cli@<v>`: run with BUN_INSTALL in the temporary folder
  | 'cli-version' // `elizaos --version`: must print the pinned version
  | 'create' // `… elizaos create <name> --yes`
  | 'cd'
  | 'run' // any other command that finishes on its own
  | 'network' // a command that downloads packages (retried once)
  | 'start' // `elizaos start`: runs in the background until the check ends
  | 'http-get' // `curl http://localhost:3000/...`
  | 'after-start' // a command that needs the running server (`elizaos agent list`)
  | 'skip';

export interface QuickstartStep {
  kind: StepKind;
  command: string;
  /** Line of the code block in the page, for messages. */
  line: number;
  /** Why a command is skipped, or how it is mapped. */
  note?: string;
  /** `cd`: the folder; `create`: the project name; `http-get`: the path. */
  target?: string;
}

interface EnvBlock {
  line: number;
  /** The block's first comment, e.g. "Option A: OpenAI for everything". */
  title: string;
  values: Array<[string, string]>;
}

export interface QuickstartPlan {
  steps: QuickstartStep[];
  envBlocks: EnvBlock[];
  /** The @elizaos/cli version the page installs. */
  cliVersion: string;
  /** Lines of a `text` block right after the start command: what the page says to wait for. */
  readyLines: string[];
}

interface MdNode {
  type: string;
  lang?: string | null;
  value?: string;
  position?: { start: { line: number } };
  children?: MdNode[];
}

const SHELL = new Set(['bash', 'sh', 'shell', 'console']);
const ENV = new Set(['env', 'dotenv', 'ini']);

/** Splits a shell block into commands: joins `\` continuations, drops comments, blank lines and a `$ ` prompt. */
export function shellCommands(code: string, firstLine: number): Array<{ command: string; line: number }> {
  const found: Array<{ command: string; line: number }> = [];
  const lines = code.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const start = i;
    let text = lines[i];
    while (text.endsWith('\\') && i + 1 < lines.length) {
      i += 1;
      text = `${text.slice(0, -1)} ${lines[i].trim()}`;
    }
    const command = text
      .replace(/^\s*\$\s+/, '')
      .replace(/\s+#.*$/, '')
      .trim();
    if (!command || command.startsWith('#')) continue;
    // Code starts on the line after the fence.
    found.push({ command: command.replace(/\s+/g, ' '), line: firstLine + 1 + start });
  }
  return found;
}

/** Reads KEY=value lines; the first comment line is the block's title. */
function envValues(code: string): { title: string; values: Array<[string, string]> } {
  let title = '';
  const values: Array<[string, string]> = [];
  for (const raw of code.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#')) {
      if (!title) title = line.replace(/^#+\s*/, '');
      continue;
    }
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match) values.push([match[1], match[2]]);
  }
  return { title, values };
}

/** Classifies one command of the page. Returns null when the check does not know the command. */
export function classify(command: string, line: number): QuickstartStep | null {
  const step = (kind: StepKind, extra: Partial<QuickstartStep> = {}): QuickstartStep => ({ kind, command, line, ...extra });
  if (/^(node|bun|git) --version$/.test(command)) return step('prerequisite');
  const install = /^bun (?:install|add|i) -g @elizaos\/cli(?:@(\S+))?$/.exec(command);
  if (install) {
    return step('install-cli', {
      target: install[1],
      note: 'run as written, with BUN_INSTALL set to the temporary folder, so "global" means that folder',
    });
  }
  if (command === 'elizaos --version') return step('cli-version');
  const create = /^((?:[A-Z_]+=\S+ )*)elizaos create (\S+)(.*)$/.exec(command);
  if (create) {
    const flags = create[3].trim().split(' ').filter(Boolean);
    if (flags.includes('--yes') || flags.includes('-y')) return step('create', { target: create[2] });
    return step('skip', { target: create[2], note: "asks questions; the check runs the page's `--yes` variant" });
  }
  const cd = /^cd (\S+)$/.exec(command);
  if (cd) return step('cd', { target: cd[1] });
  if (/^npm pkg (?:get|set) /.test(command)) return step('run');
  if (/^bun (?:install|add \S+)$/.test(command)) return step('network');
  if (command === 'bun run build') return step('run');
  if (command === 'elizaos env list --local') return step('run');
  if (command === 'elizaos env edit-local') {
    return step('skip', { note: "interactive editor; the check writes the page's .env block into .env instead" });
  }
  if (command === 'elizaos start') return step('start');
  if (/^elizaos start --port \d+$/.test(command)) return step('skip', { note: 'the same start on another port' });
  if (command === 'elizaos dev') return step('skip', { note: 'the watch-mode variant of `elizaos start`' });
  const curl = /^curl (?:-s )?http:\/\/localhost:3000(\/\S*)$/.exec(command);
  if (curl) return step('http-get', { target: curl[1] });
  if (/^elizaos agent (?:list|ls)$/.test(command)) return step('after-start');
  return null;
}

function codeNodes(markdown: string): MdNode[] {
  const nodes: MdNode[] = [];
  const visit = (node: MdNode) => {
    if (node.type === 'code') nodes.push(node);
    for (const child of node.children ?? []) visit(child);
  };
  visit(parseMarkdown(markdown) as unknown as MdNode);
  return nodes;
}

/** Builds the plan of a page; throws naming every command the check cannot classify. */
export function planFromMarkdown(markdown: string): QuickstartPlan {
  const steps: QuickstartStep[] = [];
  const envBlocks: EnvBlock[] = [];
  const unknown: string[] = [];
  let readyLines: string[] = [];
  let started = false;
  for (const node of codeNodes(markdown)) {
    const lang = (node.lang ?? '').toLowerCase();
    const line = node.position?.start.line ?? 0;
    if (SHELL.has(lang)) {
      for (const { command, line: commandLine } of shellCommands(node.value ?? '', line)) {
        const step = classify(command, commandLine);
        if (!step) {
          unknown.push(`line ${commandLine}: ${command}`);
          continue;
        }
        // A second `elizaos start` (after a rebuild) would start the same agent again.
        if (step.kind === 'start' && started) {
          steps.push({ ...step, kind: 'skip', note: 'the agent is already running' });
          continue;
        }
        if (step.kind === 'start') started = true;
        steps.push(step);
      }
    } else if (ENV.has(lang)) {
      envBlocks.push({ line, ...envValues(node.value ?? '') });
    } else if (lang === 'text' && started && readyLines.length === 0 && steps.at(-1)?.kind === 'start') {
      readyLines = (node.value ?? '')
        .split('\n')
        .map((text) => text.trim())
        .filter(Boolean);
    }
  }
  if (unknown.length > 0) {
    throw new Error(`the check does not know how to run these commands of the page:\n  ${unknown.join('\n  ')}`);
  }
  const installs = steps.filter((step) => step.kind === 'install-cli');
  if (installs.length !== 1) throw new Error(`the page must install the CLI exactly once; found ${installs.length} install commands`);
  const cliVersion = installs[0].target;
  if (!cliVersion || !/^\d+\.\d+\.\d+$/.test(cliVersion)) {
    throw new Error(`line ${installs[0].line}: \`${installs[0].command}\` does not pin an exact CLI version, so it installs whatever is newest`);
  }
  if (!steps.some((step) => step.kind === 'create')) throw new Error('the page has no non-interactive `elizaos create … --yes` command');
  if (!started) throw new Error('the page never runs `elizaos start`');
  return { steps, envBlocks, cliVersion, readyLines };
}

/** Sets KEY=value in a .env text: replaces an existing (or commented-out) line, else appends on a new line. */
export function setEnvValue(envText: string, key: string, value: string): string {
  const lines = envText.split('\n');
  const active = lines.findIndex((text) => text.startsWith(`${key}=`));
  const commented = lines.findIndex((text) => new RegExp(`^#\\s*${key}=`).test(text));
  const index = active >= 0 ? active : commented;
  if (index >= 0) {
    lines[index] = `${key}=${value}`;
    return lines.join('\n');
  }
  const base = envText.length === 0 || envText.endsWith('\n') ? envText : `${envText}\n`;
  return `${base}${key}=${value}\n`;
}

/** The page's port (3000) replaced by the one the check runs the server on. */
export function withPort(text: string, port: number): string {
  return text.replace(/\b3000\b/g, String(port));
}
