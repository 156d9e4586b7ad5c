/** The docs MCP server, POST /mcp (Streamable HTTP, stateless, JSON responses): loads the data once, then answers. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { handleMcpRequest } from '../../src/lib/mcp/http';
import { WindowLimiter, canonicalAddress } from '../../src/lib/rateLimit';
import { buildDocsData, type DocsData } from '../../src/lib/mcp/server';
import { loadCorpus } from '../../src/lib/corpus/load';
import { packagesSchema } from '../../src/data/schemas/packages';
import packagesJson from '../../src/data/packages.json';
import { SITE } from '../../config/site';
import { ELIZA_VERSION, LEGACY_DOCS_BASE, LEGACY_DOCS_VERSION } from '../../src/lib/versions';

// The corpus is written by the site's postBuild step (CORPUS_PATH points elsewhere) and the specs are sources; Netlify
// ships both with the function (netlify.toml included_files). The spec paths and page routes are the ones
// config/restReference.ts declares (a unit test keeps them in step).
const root = process.env.MCP_DATA_ROOT ?? process.cwd();
export const REST_SPEC_FILES = [
  { docsVersion: SITE.docsVersion, file: `openapi/elizaos-server-${ELIZA_VERSION}.yaml`, routeBase: '/api/rest' },
  { docsVersion: SITE.legacyDocsVersion, file: `openapi/elizaos-server-${LEGACY_DOCS_VERSION}.yaml`, routeBase: `${LEGACY_DOCS_BASE}/rest` },
];

async function loadData(): Promise<DocsData> {
  const [corpus, ...specs] = await Promise.all([
    loadCorpus().then(({ corpus }) => corpus),
    ...REST_SPEC_FILES.map(async ({ file, docsVersion, routeBase }) => ({
      docsVersion,
      routeBase,
      spec: parseYaml(await readFile(path.join(root, file), 'utf8')) as unknown,
    })),
  ]);
  return buildDocsData({
    corpus,
    packages: packagesSchema.parse(packagesJson),
    restSpecs: specs,
    docsVersions: [SITE.docsVersion, SITE.legacyDocsVersion],
  });
}

let data: Promise<DocsData> | null = null;
function getData(): Promise<DocsData> {
  data ??= loadData();
  // A failed load (a missing build) is retried on the next request instead of being cached.
  data.catch(() => (data = null));
  return data;
}

export const config = {
  path: '/mcp',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

// Netlify's rateLimit (and local serving's) counts requests, and one request may be a batch of ten calls. So the
// function also counts every call per client address against the same allowance (per warm instance: a bound on
// what one client can make an instance do, not a global count).
const calls = new WindowLimiter(config.rateLimit.windowLimit, config.rateLimit.windowSize * 1000);

/** Netlify's v2 context carries the client address; without one (an in-process caller), calls are not counted. */
export default function mcp(request: Request, context?: { ip?: string }): Promise<Response> {
  const ip = canonicalAddress(context?.ip);
  return handleMcpRequest(request, getData, { name: 'elizaos-docs', version: SITE.siteVersion }, { admit: ip ? (count) => calls.take(ip, count) : undefined });
}
