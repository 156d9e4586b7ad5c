/**
 * The quickstart check without the network: its reading of the two quickstart pages (every command classified,
 * the CLI pinned to the snapshot's version), its .env editing, and the stub provider's answers.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { classify, planFromMarkdown, setEnvValue, shellCommands, withPort } from '../../scripts/lib/quickstart-plan';
import { STUB_REPLY, startStub, stubEmbedding } from '../../scripts/lib/quickstart-stub';
import { ELIZA_VERSION } from '../../src/lib/versions';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const snapshotVersion = (JSON.parse(readFileSync(path.join(root, `data/cli-help/${ELIZA_VERSION}/index.json`), 'utf8')) as { version: string }).version;

for (const page of ['docs/quickstart.md', 'docs/simple/getting-started/quick-start.md']) {
  test(`${page}: the check can run every command, pins the CLI and has a --yes create and a start`, () => {
    const plan = planFromMarkdown(readFileSync(path.join(root, page), 'utf8'));
    assert.equal(plan.cliVersion, snapshotVersion);
    const kinds = plan.steps.map((step) => step.kind);
    for (const kind of ['install-cli', 'cli-version', 'create', 'cd', 'network', 'start'] as const) assert.ok(kinds.includes(kind), `${page}: no ${kind} step`);
    assert.ok(kinds.indexOf('create') < kinds.indexOf('start'));
    // The pin must come before the first install in the project.
    const pinIndex = plan.steps.findIndex(
      (step) => step.command.startsWith('npm pkg set ') && step.command.includes(`dependencies.@elizaos/core=${ELIZA_VERSION}`),
    );
    const installIndex = plan.steps.findIndex((step) => step.command === 'bun install');
    assert.ok(pinIndex >= 0 && pinIndex < installIndex, `${page}: the @elizaos pins must come before bun install`);
    assert.ok(
      plan.readyLines.some((line) => line.startsWith('AgentServer is listening on port')),
      `${page}: readiness line`,
    );
    assert.ok(
      plan.envBlocks.some((block) => block.values.some(([key]) => key === 'OPENAI_API_KEY')),
      `${page}: no OpenAI .env block`,
    );
  });
}

test('planFromMarkdown rejects an unpinned CLI install and an unknown command', () => {
  const page = (install: string, extra = '') =>
    ['```bash', install, 'ELIZA_TEST_MODE=true elizaos create a --yes', 'cd a', 'elizaos start', extra, '```'].join('\n');
  assert.throws(() => planFromMarkdown(page('bun install -g @elizaos/cli')), /does not pin an exact CLI version/);
  assert.throws(() => planFromMarkdown(page(`bun install -g @elizaos/cli@${ELIZA_VERSION}`, 'rm -rf /')), /line \d+: rm -rf \//);
  const plan = planFromMarkdown(page(`bun install -g @elizaos/cli@${ELIZA_VERSION}`, 'elizaos start'));
  assert.deepEqual(
    plan.steps.map((step) => step.kind),
    ['install-cli', 'create', 'cd', 'start', 'skip'],
  );
});

test('classify maps interactive and alternative commands to skips with a reason', () => {
  assert.equal(classify('elizaos create my-agent', 1)?.kind, 'skip');
  assert.equal(classify('ELIZA_TEST_MODE=true elizaos create my-agent -y', 1)?.kind, 'create');
  assert.equal(classify('elizaos env edit-local', 1)?.kind, 'skip');
  assert.equal(classify('elizaos start --port 4000', 1)?.kind, 'skip');
  assert.deepEqual(classify('curl http://localhost:3000/api/server/ping', 1)?.target, '/api/server/ping');
  assert.equal(classify('bun add @elizaos/plugin-openai@1.0.11', 1)?.kind, 'network');
  assert.equal(classify('sudo rm -rf ~', 1), null);
});

test('shellCommands joins continuations and drops comments and prompts', () => {
  assert.deepEqual(shellCommands('# setup\n$ cd a \\\n  && ls   # list\n\nelizaos start', 10), [
    { command: 'cd a && ls', line: 12 },
    { command: 'elizaos start', line: 15 },
  ]);
});

test('setEnvValue replaces active or commented lines and appends on a fresh line', () => {
  assert.equal(setEnvValue('A=1\n# B=2\n', 'B', '3'), 'A=1\nB=3\n');
  assert.equal(setEnvValue('A=1\nB=\n', 'B', '3'), 'A=1\nB=3\n');
  // The template's .env ends without a newline: an appended key must not join the last line.
  assert.equal(setEnvValue('PGLITE_DATA_DIR=/x', 'OPENAI_API_KEY', 'k'), 'PGLITE_DATA_DIR=/x\nOPENAI_API_KEY=k\n');
  assert.equal(withPort('Go to http://localhost:3000 on port 3000', 3302), 'Go to http://localhost:3302 on port 3302');
});

test('the stub answers models, chat completions (plain and streamed) and embeddings on loopback', async () => {
  const stub = await startStub(0);
  try {
    assert.match(stub.url, /^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    const models = (await (await fetch(`${stub.url}/models`)).json()) as { data: unknown[] };
    assert.equal(models.data.length, 1);
    const post = (route: string, body: unknown) =>
      fetch(`${stub.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const chat = (await (await post('/chat/completions', { model: 'm', messages: [] })).json()) as {
      choices: Array<{ message: { content: string } }>;
    };
    assert.match(chat.choices[0].message.content, new RegExp(`<text>${STUB_REPLY}</text>`));
    const streamed = await (await post('/chat/completions', { model: 'm', messages: [], stream: true })).text();
    assert.match(streamed, /^data: .*chat\.completion\.chunk/);
    assert.match(streamed, /data: \[DONE\]\n\n$/);
    const embeddings = (await (await post('/embeddings', { model: 'e', input: ['a', 'b'], dimensions: 384 })).json()) as {
      data: Array<{ embedding: number[] }>;
    };
    assert.equal(embeddings.data.length, 2);
    assert.equal(embeddings.data[0].embedding.length, 384);
    assert.equal((await post('/nope', {})).status, 404);
    assert.deepEqual(
      stub.requests.map((request) => `${request.method} ${request.path}`),
      ['GET /v1/models', 'POST /v1/chat/completions', 'POST /v1/chat/completions', 'POST /v1/embeddings', 'POST /v1/nope'],
    );
  } finally {
    await stub.close();
  }
  const vector = stubEmbedding('hello', 1536);
  assert.equal(vector.length, 1536);
  assert.ok(Math.abs(Math.hypot(...vector) - 1) < 1e-9);
  assert.deepEqual(stubEmbedding('hello', 8), stubEmbedding('hello', 8));
});
