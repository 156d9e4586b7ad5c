/**
 * `npm run verify:quickstart`: follows the quickstart pages (docs/quickstart.md and the simple track's quick start)
 * as a reader would, running the commands of their code blocks in a temporary folder — install the pinned CLI,
 * create and pin a project, point it at a stub OpenAI-compatible server, start the agent, send it a message over the
 * REST API and wait for the stub's reply. Prints every step with its time; on failure names the step and shows the
 * end of its output. Needs the npm registry; touches nothing outside the temporary folder (removed at the end).
 *
 * Options: --page <file> (one page only), --keep (keep the temporary folder). Ports: QUICKSTART_SERVER_PORT (3302),
 * QUICKSTART_STUB_PORT (3402); both bind to 127.0.0.1.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { planFromMarkdown, setEnvValue, withPort, type QuickstartPlan, type QuickstartStep } from './lib/quickstart-plan';
import { killTree, liveChildren, looksOffline, runShell, startShell, tail, waitFor } from './lib/quickstart-run';
import { STUB_REPLY, startStub, type StubServer } from './lib/quickstart-stub';

const root = path.resolve(__dirname, '..');
const PAGES = ['docs/quickstart.md', 'docs/simple/getting-started/quick-start.md'];
/** The Bun the check installs from npm when none is on PATH (the page's prerequisite). */
const BUN_VERSION = '1.4.4';
const SERVER_PORT = Number(process.env.QUICKSTART_SERVER_PORT ?? 3302);
const STUB_PORT = Number(process.env.QUICKSTART_STUB_PORT ?? 3402);
/** The central server id every 1.2.0 agent is subscribed to. */
const DEFAULT_SERVER_ID = '00000000-0000-0000-0000-000000000000';

const args = process.argv.slice(2);
const keep = args.includes('--keep');
const onlyPage = args.includes('--page') ? args[args.indexOf('--page') + 1] : undefined;

class StepError extends Error {
  constructor(
    readonly step: string,
    message: string,
  ) {
    super(message);
  }
}

class RegistryUnreachable extends Error {}

const started = Date.now();
const clock = () => `${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`;
const say = (message: string) => console.log(`[verify:quickstart] ${clock()}  ${message}`);

interface Context {
  page: string;
  plan: QuickstartPlan;
  tmp: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
  logFile: string;
  stub: StubServer;
  agent?: { child: ChildProcess; output: () => string };
}

/** Runs one step and prints its duration; a failure carries the step's name. */
async function timed(name: string, action: () => Promise<string | void>): Promise<void> {
  const begin = Date.now();
  try {
    const detail = await action();
    say(`ok    ${name} (${((Date.now() - begin) / 1000).toFixed(1)} s)${detail ? ` — ${detail}` : ''}`);
  } catch (error) {
    if (error instanceof RegistryUnreachable) throw error;
    const message = error instanceof StepError ? error.message : (error as Error).message;
    throw new StepError(name, message);
  }
}

async function shell(ctx: Context, command: string, timeoutMs: number, options: { network?: boolean } = {}): Promise<string> {
  const attempts = options.network ? 2 : 1;
  let last = '';
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const result = await runShell(command, { cwd: ctx.cwd, env: ctx.env, timeoutMs, logFile: ctx.logFile });
    if (result.code === 0 && !result.timedOut) return result.output;
    last = result.timedOut ? `timed out after ${timeoutMs / 1000} s\n${result.output}` : `exit code ${result.code}\n${result.output}`;
    if (attempt < attempts) say(`      ${command}: failed, retrying once (network install)`);
    else if (options.network && looksOffline(result.output)) {
      throw new RegistryUnreachable(`\`${command}\` could not reach the npm registry:\n${tail(result.output, 12)}`);
    }
  }
  throw new Error(`\`${command}\` failed: ${tail(last)}`);
}

/** The registry must answer before anything is installed; otherwise say so plainly. */
function checkRegistry(version: string): void {
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      execFileSync('npm', ['view', `@elizaos/cli@${version}`, 'version'], { stdio: 'pipe', timeout: 60_000 });
      return;
    } catch (error) {
      if (attempt === 2) {
        const detail = String((error as { stderr?: Buffer }).stderr ?? (error as Error).message)
          .trim()
          .split('\n')
          .slice(-3)
          .join(' ');
        throw new RegistryUnreachable(`the npm registry did not answer \`npm view @elizaos/cli@${version}\`: ${detail}`);
      }
    }
  }
}

function onPath(binary: string, env: NodeJS.ProcessEnv): boolean {
  try {
    execFileSync('bash', ['-c', `command -v ${binary}`], { env, stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

/** What the pinned project must look like after each install: @elizaos/* exact, core installed at the pin. */
function checkPins(ctx: Context): string {
  const manifest = JSON.parse(readFileSync(path.join(ctx.cwd, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const loose = Object.entries(manifest.dependencies ?? {}).filter(([name, range]) => name.startsWith('@elizaos/') && !/^\d+\.\d+\.\d+$/.test(range));
  if (loose.length > 0) throw new Error(`package.json has unpinned @elizaos dependencies: ${loose.map(([n, r]) => `${n}@${r}`).join(', ')}`);
  const corePackage = path.join(ctx.cwd, 'node_modules/@elizaos/core/package.json');
  if (!existsSync(corePackage)) return 'dependencies pinned';
  const installed = (JSON.parse(readFileSync(corePackage, 'utf8')) as { version: string }).version;
  if (installed !== ctx.plan.cliVersion) throw new Error(`node_modules has @elizaos/core ${installed}, not ${ctx.plan.cliVersion}`);
  return `@elizaos/* pinned; @elizaos/core ${installed} installed`;
}

/** Writes the page's OpenAI-compatible .env block, pointed at the stub. */
function configure(ctx: Context): string {
  const blocks = ctx.plan.envBlocks;
  const block =
    blocks.find((candidate) => candidate.values.some(([key]) => key === 'OPENAI_BASE_URL')) ??
    blocks.find((candidate) => candidate.values.some(([key]) => key === 'OPENAI_API_KEY'));
  if (!block) throw new Error('the page has no .env block with OPENAI_API_KEY or OPENAI_BASE_URL');
  const envFile = path.join(ctx.cwd, '.env');
  let text = existsSync(envFile) ? readFileSync(envFile, 'utf8') : '';
  const set: string[] = [];
  for (const [key, value] of block.values) {
    const actual = key === 'OPENAI_BASE_URL' ? ctx.stub.url : key.endsWith('_API_KEY') ? 'stub-key' : value;
    text = setEnvValue(text, key, actual);
    set.push(key);
  }
  const added = block.values.some(([key]) => key === 'OPENAI_BASE_URL') ? '' : ' (+ OPENAI_BASE_URL, added by the check)';
  if (added) text = setEnvValue(text, 'OPENAI_BASE_URL', ctx.stub.url);
  writeFileSync(envFile, text);
  return `.env from the block at line ${block.line} ("${block.title}"): ${set.join(', ')}${added}, base URL ${ctx.stub.url}`;
}

async function startAgent(ctx: Context, step: QuickstartStep): Promise<string> {
  ctx.agent = startShell(step.command, { cwd: ctx.cwd, env: ctx.env, logFile: ctx.logFile });
  const ready = ctx.plan.readyLines.map((line) => withPort(line, SERVER_PORT));
  const waitLines = ready.length > 0 ? ready : [`AgentServer is listening on port ${SERVER_PORT}`];
  const base = `http://127.0.0.1:${SERVER_PORT}`;
  const outcome = await waitFor(async () => {
    if (ctx.agent!.child.exitCode !== null) return 'exited';
    const log = ctx.agent!.output();
    if (!waitLines.every((line) => log.includes(line))) return undefined;
    const health = await fetch(`${base}/api/server/health`);
    if (!health.ok) return undefined;
    const agents = (await (await fetch(`${base}/api/agents`)).json()) as { data: { agents: Array<{ status: string }> } };
    return agents.data.agents.some((agent) => agent.status === 'active') ? 'ready' : undefined;
  }, 240_000);
  const log = ctx.agent.output();
  if (outcome !== 'ready') {
    throw new Error(`${outcome === 'exited' ? 'the CLI exited' : 'no ready server and active agent within 240 s'}:\n${tail(log)}`);
  }
  if (/Failed to import project/.test(log)) throw new Error(`the project did not import, so the server runs the built-in Eliza:\n${tail(log)}`);
  const missing = /Failed to load module for plugin (\S+)/.exec(log);
  if (missing) throw new Error(`a plugin did not load (${missing[1]}):\n${tail(log)}`);
  return `the page's lines appeared (${waitLines.map((line) => `"${line}"`).join(', ')}); /api/server/health answers; an agent is active`;
}

interface CentralMessage {
  authorId: string;
  content: string;
}

/** Sends "Hello" as a direct message through the REST API and waits for the agent's answer in that channel. */
async function talk(ctx: Context): Promise<string> {
  const base = `http://127.0.0.1:${SERVER_PORT}`;
  const list = (await (await fetch(`${base}/api/agents`)).json()) as { data: { agents: Array<{ id: string; name: string }> } };
  const agent = list.data.agents[0];
  if (!agent) throw new Error('GET /api/agents lists no agent');
  const channelId = randomUUID();
  const posted = await fetch(`${base}/api/messaging/central-channels/${channelId}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      author_id: randomUUID(),
      content: 'Hello! Who are you?',
      server_id: DEFAULT_SERVER_ID,
      source_type: 'quickstart_check',
      metadata: { isDm: true, targetUserId: agent.id, user_display_name: 'quickstart check' },
    }),
  });
  if (posted.status !== 201) throw new Error(`POST /api/messaging/central-channels/{id}/messages answered ${posted.status}: ${await posted.text()}`);
  const reply = await waitFor(async () => {
    const response = await fetch(`${base}/api/messaging/central-channels/${channelId}/messages`);
    const body = (await response.json()) as { data: { messages: CentralMessage[] } };
    return body.data.messages.find((message) => message.authorId === agent.id);
  }, 120_000);
  if (!reply) {
    const calls = ctx.stub.requests.map((request) => `${request.method} ${request.path}`).join(', ') || 'none';
    throw new Error(`${agent.name} did not answer within 120 s (stub calls: ${calls}):\n${tail(ctx.agent?.output() ?? '')}`);
  }
  if (!reply.content.includes(STUB_REPLY)) throw new Error(`${agent.name} answered "${reply.content}", not the stub's line`);
  const completions = ctx.stub.requests.filter((request) => request.path === '/v1/chat/completions').length;
  const embeddings = ctx.stub.requests.filter((request) => request.path === '/v1/embeddings').length;
  return `${agent.name} answered "${reply.content}" (stub: ${completions} chat completion(s), ${embeddings} embedding call(s))`;
}

async function runStep(ctx: Context, step: QuickstartStep): Promise<void> {
  const name = `line ${step.line}: ${step.command}`;
  switch (step.kind) {
    case 'skip':
      say(`skip  ${name} — ${step.note}`);
      return;
    case 'prerequisite':
      return timed(name, async () => (await shell(ctx, step.command, 60_000)).trim().split('\n').at(-1));
    case 'install-cli':
      return timed(name, async () => {
        await shell(ctx, step.command, 600_000, { network: true });
        return `into ${path.relative(ctx.tmp, ctx.env.BUN_INSTALL!)}/ (${step.note})`;
      });
    case 'cli-version':
      return timed(name, async () => {
        const printed = (await shell(ctx, step.command, 60_000)).trim().split('\n').at(-1)?.trim();
        if (printed !== ctx.plan.cliVersion) throw new Error(`printed "${printed}", the page pins ${ctx.plan.cliVersion}`);
        return printed;
      });
    case 'create':
      return timed(name, async () => {
        await shell(ctx, step.command, 600_000, { network: true });
        const manifest = path.join(ctx.cwd, step.target!, 'package.json');
        if (!existsSync(manifest)) throw new Error(`no ${step.target}/package.json after create`);
        return `${step.target}/ created`;
      });
    case 'cd':
      return timed(name, async () => {
        const next = path.resolve(ctx.cwd, step.target!);
        if (!existsSync(next)) throw new Error(`${next} does not exist`);
        ctx.cwd = next;
      });
    case 'network':
      return timed(name, async () => {
        await shell(ctx, step.command, 600_000, { network: true });
        return checkPins(ctx);
      });
    case 'run':
      return timed(name, async () => {
        const output = await shell(ctx, step.command, 600_000);
        if (step.command.startsWith('npm pkg')) return checkPins(ctx);
        return output.trim().split('\n').at(-1)?.slice(0, 120);
      });
    case 'start':
      await timed('configure .env for the stub provider', async () => configure(ctx));
      await timed(name, () => startAgent(ctx, step));
      await timed('send a message through the REST API and wait for the reply', () => talk(ctx));
      return;
    case 'http-get':
      return timed(name, async () => {
        const response = await fetch(`http://127.0.0.1:${SERVER_PORT}${step.target}`);
        const body = await response.text();
        if (!response.ok) throw new Error(`GET ${step.target} answered ${response.status}`);
        return body.slice(0, 100);
      });
    case 'after-start':
      return timed(name, async () => {
        const output = await shell(ctx, step.command, 60_000);
        if (!/active/.test(output)) throw new Error(`no active agent in the output:\n${tail(output, 10)}`);
        return 'lists an active agent';
      });
  }
}

async function verifyPage(page: string, tmpRoot: string): Promise<void> {
  const markdown = readFileSync(path.join(root, page), 'utf8');
  let plan: QuickstartPlan;
  try {
    plan = planFromMarkdown(markdown);
  } catch (error) {
    throw new StepError(`read ${page}`, (error as Error).message);
  }
  const slug = path.basename(page, '.md');
  const tmp = path.join(tmpRoot, slug);
  const home = path.join(tmp, 'home');
  mkdirSync(home, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // A fresh home keeps the reader's ~/.bun and ~/.eliza out of it; BUN_INSTALL makes `bun install -g` local.
    HOME: home,
    BUN_INSTALL: path.join(tmp, 'bun'),
    BUN_INSTALL_CACHE_DIR: path.join(tmpRoot, 'bun-cache'),
    PATH: `${path.join(tmp, 'bun/bin')}:${path.join(tmpRoot, 'tools/node_modules/.bin')}:${process.env.PATH}`,
    SERVER_PORT: String(SERVER_PORT),
    SERVER_HOST: '127.0.0.1',
    NO_COLOR: '1',
    CI: undefined,
    NODE_ENV: undefined,
    // `npm run` passes this project's .npmrc (ignore-scripts) down as npm_config_*; a reader's shell has none of it,
    // and Bun's own npm package needs its postinstall to put the binary in place.
    npm_config_ignore_scripts: undefined,
    NPM_CONFIG_IGNORE_SCRIPTS: undefined,
  };
  const logFile = path.join(tmpRoot, `${slug}.log`);
  writeFileSync(logFile, '');
  const stub = await startStub(STUB_PORT);
  const ctx: Context = { page, plan, tmp, cwd: tmp, env, logFile, stub };
  say(`${page}: ${plan.steps.length} commands from its code blocks; CLI ${plan.cliVersion}; agent server 127.0.0.1:${SERVER_PORT}, stub ${stub.url}`);
  try {
    checkRegistry(plan.cliVersion);
    if (!onPath('bun', env)) {
      await timed(`prerequisite: bun ${BUN_VERSION} from npm (none on PATH)`, async () => {
        const toolCtx = { ...ctx, cwd: tmpRoot };
        await shell(toolCtx, `npm install --prefix ${path.join(tmpRoot, 'tools')} --no-audit --no-fund --ignore-scripts=false bun@${BUN_VERSION}`, 600_000, {
          network: true,
        });
      });
    }
    for (const step of plan.steps) await runStep(ctx, step);
  } finally {
    if (ctx.agent) await killTree(ctx.agent.child);
    await stub.close();
  }
}

async function main(): Promise<void> {
  const pages = onlyPage ? [onlyPage] : PAGES;
  const tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'qs-verify-'));
  let failed = false;
  const cleanup = () => {
    if (keep) say(`kept ${tmpRoot}`);
    else rmSync(tmpRoot, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      say(`${signal}: stopping the processes the check started and removing ${tmpRoot}`);
      void Promise.all([...liveChildren].map((child) => killTree(child))).finally(() => {
        cleanup();
        process.exit(130);
      });
    });
  }
  try {
    for (const page of pages) {
      try {
        await verifyPage(page, tmpRoot);
        say(`PASS  ${page}`);
      } catch (error) {
        failed = true;
        if (error instanceof RegistryUnreachable) {
          say(`FAIL  the npm registry is unreachable, so the quickstart cannot be checked: ${error.message}`);
          break;
        }
        const step = error instanceof StepError ? error.step : 'unknown step';
        say(`FAIL  ${page}: step "${step}": ${(error as Error).message}`);
        if (keep) say(`      full log: ${path.join(tmpRoot, `${path.basename(page, '.md')}.log`)}`);
      }
    }
  } finally {
    cleanup();
  }
  say(failed ? 'quickstart check failed' : `every quickstart page works (${clock().trim()})`);
  process.exit(failed ? 1 : 0);
}

void main();
