/** Retrieval quality of the chat assistant on the built index: each question should find its page in the top 3. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { assertBuilt, buildDir } from './builtSite';
import { loadChatIndex } from '../../src/lib/chat/chatIndex';

assertBuilt();

/** Question → the page (URL without anchor) that answers it. */
const QUESTIONS: Array<[string, string]> = [
  ['How do I write a custom action with a validate function and a handler?', '/docs/core/actions'],
  ['What fields does a character file have?', '/docs/core/characters'],
  ['How do providers add context to the agent state?', '/docs/core/providers'],
  ['What does an evaluator do after a response?', '/docs/core/evaluators'],
  ['How do I load documents for RAG knowledge?', '/docs/core/knowledge'],
  ['How are tasks scheduled and run by workers?', '/docs/core/tasks'],
  ['What is a world and how does it relate to servers?', '/docs/core/worlds'],
  ['What is a room in elizaOS?', '/docs/core/rooms'],
  ['How do entities and components work?', '/docs/core/entities'],
  ['How do I register and get a service?', '/docs/core/services'],
  ['Which database adapter does elizaOS use by default, PGLite or Postgres?', '/docs/core/database'],
  ['How do I create a new project with the CLI?', '/docs/cli/create'],
  ['How do I start my agent with a character file?', '/docs/cli/start'],
  ['How do I run in development mode with reload?', '/docs/cli/dev'],
  ['How do I list, start and stop agents from the terminal?', '/docs/cli/agent'],
  ['How do I add a plugin with elizaos plugins add?', '/docs/cli/plugins'],
  ['How do I publish my plugin to the registry?', '/docs/cli/publish'],
  ['How do I edit environment variables with elizaos env?', '/docs/cli/env'],
  ['Is there an elizaos stop command?', '/docs/cli/stop'],
  ['No handler found for delegate type: TEXT_EMBEDDING', '/docs/troubleshooting'],
  ['Error: Used disallowed intents', '/docs/troubleshooting'],
  ['zsh: command not found: elizaos', '/docs/troubleshooting'],
  ['Which Node.js and Bun versions do I need?', '/docs/getting-started/prerequisites'],
  ['How do I deploy my agent to Railway?', '/docs/simple/guides/deployment-railway'],
  ['How do I deploy on Render?', '/docs/simple/guides/deployment-render'],
  ['How do I install elizaOS on Windows with WSL2?', '/docs/simple/guides/windows'],
  ['How do I set up a Telegram bot agent with BotFather?', '/docs/simple/templates/telegram-agent'],
  ['How do I migrate a 0.x plugin to 1.x?', '/docs/migration/plugin-migration-tutorial'],
  ['What fields does the Plugin interface have?', '/docs/api/plugin-interface'],
  ['How does socket.io real-time messaging work in the server?', '/docs/technical/architecture/socket-communication'],
  ['How is state composed from providers in the architecture?', '/docs/technical/architecture/state-management'],
  ['How do I run elizaOS in production with SERVER_PORT and logs?', '/docs/technical/advanced/production'],
];

test('chat retrieval finds the answering page in the top 3 for at least 80% of questions', () => {
  const index = loadChatIndex(readFileSync(path.join(buildDir, 'chat-index.json'), 'utf8'));
  const misses: string[] = [];
  let hits = 0;
  for (const [question, page] of QUESTIONS) {
    const urls = index.search(question, 10).map((p) => p.url.split('#')[0]);
    const top3 = [...new Set(urls)].slice(0, 3);
    if (top3.includes(page)) hits += 1;
    else misses.push(`${question} → expected ${page}, got ${top3.join(', ')}`);
  }
  const recall = hits / QUESTIONS.length;
  console.log(`recall@3 = ${hits}/${QUESTIONS.length} = ${(recall * 100).toFixed(0)}%`);
  assert.ok(recall >= 0.8, `recall@3 ${(recall * 100).toFixed(0)}% is under 80%:\n${misses.join('\n')}`);
});

test('asked about three reported errors, the assistant cites the troubleshooting page first', () => {
  const index = loadChatIndex(readFileSync(path.join(buildDir, 'chat-index.json'), 'utf8'));
  for (const error of ['No handler found for delegate type: TEXT_EMBEDDING', 'Error: Used disallowed intents', 'zsh: command not found: elizaos']) {
    const pages = [...new Set(index.search(error, 10).map((p) => p.url.split('#')[0]))].slice(0, 3);
    assert.ok(pages.includes('/docs/troubleshooting'), `${error} → ${pages.join(', ')}`);
  }
});
