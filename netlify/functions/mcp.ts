/** The docs MCP server, POST /mcp (Streamable HTTP, stateless, JSON responses): loads the data once, then answers. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { handleMcpRequest } from '../../src/lib/mcp/http';
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

export default function mcp(request: Request): Promise<Response> {
  return handleMcpRequest(request, getData, { name: 'elizaos-docs', version: SITE.siteVersion });
}

export const config = {
  path: '/mcp',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
