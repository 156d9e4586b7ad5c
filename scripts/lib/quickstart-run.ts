/** Process helpers of the quickstart check: run a shell command with a log and a time limit, kill a process tree, poll HTTP. */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';

// eslint-disable-next-line no-control-regex -- terminal colour codes start with ESC
const stripAnsi = (text: string): string => text.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '');

/** Every process group started here and not yet ended, so an interrupted check can end them all. */
export const liveChildren = new Set<ChildProcess>();

function track(child: ChildProcess): ChildProcess {
  liveChildren.add(child);
  child.on('close', () => liveChildren.delete(child));
  return child;
}

export interface RunResult {
  code: number | null;
  output: string;
  timedOut: boolean;
}

/** Runs `command` with bash in its own process group; output goes to the log file and is returned. */
export function runShell(command: string, options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number; logFile: string }): Promise<RunResult> {
  return new Promise((resolve) => {
    appendFileSync(options.logFile, `\n$ ${command}   (in ${options.cwd})\n`);
    const child = spawn('bash', ['-c', command], {
      cwd: options.cwd,
      env: options.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    track(child);
    let output = '';
    const collect = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output += text;
      appendFileSync(options.logFile, text);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      void killTree(child);
    }, options.timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output: stripAnsi(output), timedOut });
    });
  });
}

/** Starts a long-running shell command in its own process group, its output appended to the log file. */
export function startShell(command: string, options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string }): { child: ChildProcess; output: () => string } {
  appendFileSync(options.logFile, `\n$ ${command} &   (in ${options.cwd})\n`);
  const child = track(
    spawn('bash', ['-c', command], {
      cwd: options.cwd,
      env: options.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output += text;
    appendFileSync(options.logFile, text);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { child, output: () => stripAnsi(output) };
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Ends the whole process group of `child` (bash, the CLI, the server, bun): TERM, then KILL after 5 s. */
export async function killTree(child: ChildProcess): Promise<void> {
  if (child.pid === undefined) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // the group is already gone
    }
  };
  signal('SIGTERM');
  for (let i = 0; i < 50 && !exited(child); i += 1) await sleep(100);
  signal('SIGKILL');
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls until `check` returns a value (not undefined) or the time is up; returns undefined on timeout. */
export async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs: number, everyMs = 1000): Promise<T | undefined> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    await sleep(everyMs);
  }
  return undefined;
}

/** The last `count` lines of a text, indented, for a failure message. */
export function tail(text: string, count = 30): string {
  return stripAnsi(text)
    .split('\n')
    .filter((line) => line.trim())
    .slice(-count)
    .map((line) => `    ${line}`)
    .join('\n');
}

/** Whether an install's output says it could not reach the registry (as opposed to a bad package). */
export function looksOffline(output: string): boolean {
  return /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|network|ConnectionRefused|getaddrinfo|socket hang up|unable to connect/i.test(output);
}
