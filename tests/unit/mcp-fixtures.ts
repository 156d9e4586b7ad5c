/** A small corpus and a loopback HTTP wrapper for the MCP tests (the real corpus exists only after a build). */
import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { parse as parseYaml } from 'yaml';
import type { Corpus } from '../../src/lib/corpus/types';
import { packagesSchema } from '../../src/data/schemas/packages';
import { buildDocsData, type DocsData } from '../../src/lib/mcp/server';
import { REST_SPEC_FILES } from '../../netlify/functions/mcp';
import { DOCS_VERSION, LEGACY_DOCS_VERSION } from '../../src/lib/versions';

const root = path.resolve(__dirname, '../..');

const AGENT_RUNTIME = `# Class: AgentRuntime

Defined in: index.d.ts:1340

Represents the core runtime environment for an agent.

## Implements

- [\`IAgentRuntime\`](../interfaces/IAgentRuntime.md)

## Constructors

### Constructor

> **new AgentRuntime**(\`opts\`): \`AgentRuntime\`

Defined in: index.d.ts:1375

## Properties

### actions

> \`readonly\` **actions**: [\`Action\`](../interfaces/Action.md)[]

Defined in: index.d.ts:1345

***

### agentId

> **agentId**: \`\` \`\${string}-\${string}\` \`\`

## Methods

### registerAction()

> **registerAction**(\`action\`): \`void\`

Defined in: index.d.ts:1400

Registers an action with the runtime.
`;

const AS_UUID = `# Function: asUUID()

> **asUUID**(\`id\`): \`\` \`\${string}-\${string}-\${string}-\${string}-\${string}\` \`\`

Defined in: index.d.ts:12

Helper function to safely cast a string to strongly typed UUID

## Parameters

### id

\`string\`

The string UUID to validate and cast
`;

export const fixtureCorpus: Corpus = {
  site: 'https://eliza.how',
  pages: [
    {
      url: '/docs/core/actions',
      title: 'Actions',
      description: 'What an action is and how an agent chooses one.',
      area: 'docs',
      version: DOCS_VERSION,
      headings: [{ depth: 2, text: 'Action interface', anchor: 'action-interface' }],
      markdown:
        'Actions are what an agent can do in reply to a message.\n\n## Action interface\n\nAn action has a `name`, a `validate` function and a `handler` that runs it.\n\n```typescript\nconst action = { name: "HELLO" };\n```\n',
    },
    {
      url: '/docs/technical/integrations/discord-technical',
      title: 'Discord integration',
      description: 'How the Discord client connects an agent.',
      area: 'docs',
      version: DOCS_VERSION,
      headings: [{ depth: 2, text: 'Bot token', anchor: 'bot-token' }],
      markdown:
        'The agent joins Discord servers as a bot.\n\n## Bot token\n\nPut the bot token of your Discord application into DISCORD_API_TOKEN and its ID into DISCORD_APPLICATION_ID.\n',
    },
    {
      url: `/docs/${LEGACY_DOCS_VERSION}/core/actions`,
      title: `Actions (${LEGACY_DOCS_VERSION})`,
      description: 'Actions in the legacy framework.',
      area: 'docs',
      version: LEGACY_DOCS_VERSION,
      headings: [],
      markdown: `In ${LEGACY_DOCS_VERSION} an action is registered through a plugin and validated before it runs.\n`,
    },
    {
      url: '/blog/add-plugins',
      title: 'Adding plugins',
      description: 'A post about plugins.',
      area: 'blog',
      headings: [],
      markdown: 'Plugins add actions, providers and evaluators to an agent; this post walks through adding one.\n',
    },
    { url: '/api/classes/AgentRuntime', title: 'AgentRuntime', description: '', area: 'api', headings: [], markdown: AGENT_RUNTIME },
    { url: '/api/functions/asUUID', title: 'asUUID', description: '', area: 'api', headings: [], markdown: AS_UUID },
    {
      url: '/docs/long-page',
      title: 'A long page',
      description: 'Long enough to come in slices.',
      area: 'docs',
      version: DOCS_VERSION,
      headings: [],
      markdown: Array.from({ length: 1000 }, (_, i) => `Line ${i} of a long page about memory and knowledge.`).join('\n'),
    },
  ],
};

export function fixtureData(corpus: Corpus = fixtureCorpus): DocsData {
  return buildDocsData({
    corpus,
    packages: packagesSchema.parse(JSON.parse(readFileSync(path.join(root, 'src/data/packages.json'), 'utf8'))),
    restSpecs: REST_SPEC_FILES.map(({ file, docsVersion, routeBase }) => ({
      docsVersion,
      routeBase,
      spec: parseYaml(readFileSync(path.join(root, file), 'utf8')) as unknown,
    })),
    docsVersions: [DOCS_VERSION, LEGACY_DOCS_VERSION],
  });
}

/** Serves a Web-standard handler on 127.0.0.1 (a stand-in for local serving), returning its origin and a closer. */
export async function serveHandler(handler: (request: Request) => Promise<Response>): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const response = await handler(
      new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined }),
    );
    response.headers.forEach((value, key) => res.setHeader(key, value));
    res.writeHead(response.status);
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
