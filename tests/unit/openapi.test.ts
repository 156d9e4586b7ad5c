/** The two OpenAPI specs behind the REST reference: valid, complete per operation, and covering every group of operations the original REST reference listed. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { REST_SPECS, loadRestSpec, infoPageId, restRoutes, restTagCategories, kebabId } from '../../config/restReference';
import { ELIZA_VERSION, LEGACY_DOCS_VERSION } from '../../src/lib/versions';

const root = path.resolve(__dirname, '../..');

/** Operations as the standard validator dereferences them, so shared responses count too. */
async function dereferencedOperations(file: string) {
  const api = await SwaggerParser.validate(path.join(root, file));
  const operations: { key: string; operationId?: string; summary?: string; tags?: string[]; statuses: string[] }[] = [];
  for (const [route, item] of Object.entries(api.paths ?? {})) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const) {
      const op = (item as Record<string, unknown>)[method] as
        { operationId?: string; summary?: string; tags?: string[]; responses?: Record<string, unknown> } | undefined;
      if (!op) continue;
      operations.push({
        key: `${method.toUpperCase()} ${route}`,
        operationId: op.operationId,
        summary: op.summary,
        tags: op.tags,
        statuses: Object.keys(op.responses ?? {}),
      });
    }
  }
  return operations;
}

for (const [name, file] of Object.entries(REST_SPECS)) {
  test(`${file} passes the OpenAPI validator with no errors`, async () => {
    await assert.doesNotReject(SwaggerParser.validate(path.join(root, file)));
  });

  test(`${file}: every operation has an operationId, a summary, a tag, a 2xx and a 4xx/5xx response`, async () => {
    const problems: string[] = [];
    for (const op of await dereferencedOperations(file)) {
      if (!op.operationId) problems.push(`${op.key}: no operationId`);
      if (!op.summary) problems.push(`${op.key}: no summary`);
      if (!op.tags?.length) problems.push(`${op.key}: no tag`);
      if (!op.statuses.some((status) => /^2\d\d$/.test(status))) problems.push(`${op.key}: no 2xx response`);
      if (!op.statuses.some((status) => /^[45]\d\d$/.test(status))) problems.push(`${op.key}: no 4xx or 5xx response`);
    }
    assert.deepEqual(problems, []);
  });

  test(`${file}: the loader accepts it and page ids are unique (${name})`, () => {
    const { operations } = loadRestSpec(name as keyof typeof REST_SPECS);
    assert.equal(new Set(operations.map((op) => op.id)).size, operations.length);
  });
}

test('page ids follow the generator: kebab-cased operationIds and the title-derived info id', () => {
  assert.equal(kebabId('getAgent'), 'get-agent');
  assert.equal(kebabId('getDmChannel'), 'get-dm-channel');
  assert.equal(kebabId('deleteAllAgentMemories'), 'delete-all-agent-memories');
  assert.equal(infoPageId(loadRestSpec('current').spec), 'eliza-os-api');
  assert.equal(infoPageId(loadRestSpec('legacy').spec), 'eliza-os-api');
});

/** The groups of operations the original REST reference listed, each with the operations that cover it in @elizaos/server 1.2.0. */
const originalGroups: Record<string, string[]> = {
  'agents list': ['listAgents'],
  'agents get': ['getAgent'],
  'agents create': ['createAgent'],
  'agents update': ['updateAgent'],
  'agents delete': ['deleteAgent'],
  'agents start': ['startAgent'],
  'agents stop': ['stopAgent'],
  'agent logs': ['getAgentLogs', 'deleteAgentLog'],
  memories: ['getAgentMemories', 'getRoomMemories', 'updateAgentMemory', 'deleteAgentMemory', 'deleteAllAgentMemories', 'deleteRoomMemories'],
  rooms: ['getAgentRooms', 'createRoom', 'getRoom', 'createMemoryRoom'],
  panels: ['getAgentPanels'],
  worlds: ['createAgentWorld', 'updateAgentWorld'],
  servers: ['getCentralServers', 'createServer', 'addAgentToServer', 'getServerAgents', 'removeAgentFromServer'],
  channels: ['createChannel', 'createCentralChannel', 'getChannelDetails', 'updateChannel', 'deleteChannel', 'getCentralServerChannels'],
  'channel messages': ['getChannelMessages', 'sendChannelMessage', 'deleteChannelMessage', 'deleteAllChannelMessages'],
  'audio messages': ['sendAudioMessage'],
  'speech synthesis': ['synthesizeSpeech', 'generateSpeech'],
  transcription: ['transcribeAudio'],
  'media upload': ['uploadAgentMedia', 'uploadChannelMedia'],
  'local environment': ['getLocalEnv', 'updateLocalEnv'],
  health: ['getHealth'],
  ping: ['getPing'],
  status: ['getStatus'],
  hello: ['getHello'],
};

test(`the ${ELIZA_VERSION} spec covers every group of operations the original reference listed`, () => {
  const ids = new Set(loadRestSpec('current').operations.map((op) => op.operationId));
  const missing = Object.entries(originalGroups).flatMap(([group, ops]) => ops.filter((op) => !ids.has(op)).map((op) => `${group}: ${op}`));
  assert.deepEqual(missing, []);
});

/**
 * Slugs of the original /docs/rest pages. Kept: their route exists in @elizaos/server 1.2.0. Dropped: it does not
 * (or, for get-all-worlds and delete-all-user-channel-messages, another route answers first).
 */
const originalKept = [
  'add-agent-to-channel',
  'add-agent-to-server',
  'clear-logs',
  'complete-message',
  'conversation-to-speech',
  'create-agent',
  'create-agent-world',
  'create-central-channel',
  'create-channel',
  'create-memory-room',
  'create-room',
  'create-server',
  'delete-agent',
  'delete-agent-log',
  'delete-all-agent-memories',
  'delete-all-channel-messages',
  'delete-channel',
  'delete-channel-message',
  'delete-room-memories',
  'generate-speech',
  'get-agent',
  'get-agent-logs',
  'get-agent-memories',
  'get-agent-panels',
  'get-agent-rooms',
  'get-central-server-channels',
  'get-central-servers',
  'get-channel-details',
  'get-channel-messages',
  'get-channel-participants',
  'get-debug-servers',
  'get-dm-channel',
  'get-health',
  'get-hello',
  'get-local-env',
  'get-logs',
  'get-ping',
  'get-room',
  'get-room-memories',
  'get-server-agents',
  'get-status',
  'ingest-external-message',
  'list-agents',
  'post-logs',
  'remove-agent-from-server',
  'send-audio-message',
  'send-channel-message',
  'start-agent',
  'stop-agent',
  'stop-server',
  'submit-message',
  'synthesize-speech',
  'transcribe-audio',
  'update-agent',
  'update-agent-memory',
  'update-agent-world',
  'update-channel',
  'update-local-env',
  'upload-agent-media',
  'upload-channel-media',
];
const originalDropped = [
  'get-servers',
  'get-all-worlds',
  'update-room',
  'delete-room',
  'get-server-channels',
  'get-channel-info',
  'delete-all-user-channel-messages',
  'create-group-channel',
  'process-external-message',
  'process-audio-message',
  'socket-io-real-time-connection',
  'web-socket-connection',
];

test(`every original /docs/rest page whose route exists in ${ELIZA_VERSION} keeps its slug; dropped ones are gone`, () => {
  const ids = new Set(loadRestSpec('current').operations.map((op) => op.id));
  assert.deepEqual(
    originalKept.filter((slug) => !ids.has(slug)),
    [],
  );
  assert.deepEqual(
    originalDropped.filter((slug) => ids.has(slug)),
    [],
  );
  assert.equal(originalKept.length + originalDropped.length, 72, 'the original site had 72 operation pages');
});

test(`the ${LEGACY_DOCS_VERSION} spec has the ten original operations`, () => {
  const ids = loadRestSpec('legacy')
    .operations.map((op) => op.id)
    .sort();
  assert.deepEqual(ids, [
    'delete-agent',
    'get-agent',
    'get-api-root',
    'get-hello',
    'get-memories',
    'list-agents',
    'list-stored-characters',
    'set-agent',
    'start-agent',
    'stop-agent',
  ]);
});

test('both specs default to a local server on port 3000 that readers can change', () => {
  for (const name of ['current', 'legacy'] as const) {
    const servers = loadRestSpec(name).spec.servers as { url: string; variables: Record<string, { default: string }> }[];
    const [server] = servers;
    const url = server.url.replace(/\{(\w+)\}/g, (_, key: string) => server.variables[key].default);
    assert.equal(url, 'http://localhost:3000');
    assert.ok(Object.keys(server.variables).length > 0);
  }
});

test('page descriptions stay short: the first line of each description is one sentence under 160 characters', () => {
  const long: string[] = [];
  for (const name of ['current', 'legacy'] as const) {
    const { spec } = loadRestSpec(name);
    const first = (text: string) => text.split('\n')[0];
    if (first(spec.info.description).length >= 160) long.push(`${name} info`);
    for (const item of Object.values(spec.paths)) {
      for (const op of Object.values(item) as { operationId?: string; description?: string }[]) {
        if (op.operationId && op.description && first(op.description).length >= 160) long.push(`${name} ${op.operationId}`);
      }
    }
  }
  assert.deepEqual(long, []);
});

test('routes and sidebars are derived from the specs: three copies, every tag category filled', () => {
  const current = loadRestSpec('current').operations.length;
  assert.equal(restRoutes('api').length, current + 1);
  assert.equal(restRoutes('docs').length, current + 1);
  assert.equal(restRoutes('legacy').length, loadRestSpec('legacy').operations.length + 1);
  assert.ok(restRoutes('api').includes('/api/rest/get-agent'));
  assert.ok(restRoutes('docs').includes('/docs/rest/start-agent'));
  assert.ok(restRoutes('legacy').includes(`/docs/${LEGACY_DOCS_VERSION}/rest/set-agent`));
  const categories = restTagCategories('current', 'rest');
  assert.equal(
    categories.reduce((sum, category) => sum + category.items.length, 0),
    current,
  );
  assert.ok(categories.every((category) => category.items.every((item) => item.id.startsWith('rest/'))));
});
