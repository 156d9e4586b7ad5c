/**
 * The REST reference as data: reads the two OpenAPI specs in openapi/ (through a validating loader) and derives
 * what the site needs from them: page ids, routes and the tag-grouped sidebar categories.
 * Build-time only (Node): sidebars, docs options and tests import it; pages never do.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { validateData, assertUnique } from '../src/lib/validate';
import { ELIZA_VERSION, LEGACY_DOCS_BASE, LEGACY_DOCS_VERSION } from '../src/lib/versions';

const root = path.resolve(__dirname, '..');

/** The specs, relative to the repository root; config/plugins/openapi.ts generates pages from them. */
export const REST_SPECS = {
  current: `openapi/elizaos-server-${ELIZA_VERSION}.yaml`,
  legacy: `openapi/elizaos-server-${LEGACY_DOCS_VERSION}.yaml`,
} as const;
export type RestSpecName = keyof typeof REST_SPECS;

/** Where the generator writes each set of pages (all git-ignored), and the routes they get. */
export const REST_OUTPUTS = {
  api: { spec: 'current', dir: 'api/rest', routeBase: '/api/rest' },
  docs: { spec: 'current', dir: 'docs/rest', routeBase: '/docs/rest' },
  legacy: { spec: 'legacy', dir: `versioned_docs/version-${LEGACY_DOCS_VERSION}/rest`, routeBase: `${LEGACY_DOCS_BASE}/rest` },
} as const satisfies Record<string, { spec: RestSpecName; dir: string; routeBase: string }>;

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
type HttpMethod = (typeof HTTP_METHODS)[number];

const operationSchema = z
  .object({
    operationId: z.string().regex(/^[a-z][a-zA-Z]*$/, 'operationId must be camelCase letters (it becomes the page slug)'),
    summary: z.string().min(1),
    description: z.string().min(1),
    tags: z.array(z.string()).length(1, 'each operation has exactly one tag (its sidebar category)'),
    responses: z.record(z.unknown()).refine((responses) => Object.keys(responses).length > 0, 'no responses'),
  })
  .passthrough();

const specSchema = z
  .object({
    openapi: z.string().regex(/^3\.[01]\.\d+$/),
    info: z.object({ title: z.string().min(1), version: z.string().min(1), description: z.string().min(1) }).passthrough(),
    tags: z.array(z.object({ name: z.string(), 'x-displayName': z.string(), description: z.string() }).passthrough()).min(1),
    paths: z.record(z.record(z.unknown())),
  })
  .passthrough();

export type RestSpec = z.infer<typeof specSchema>;

export interface RestOperation {
  /** The page id and slug the generator derives from the operationId (get-agent for getAgent). */
  id: string;
  operationId: string;
  method: HttpMethod;
  path: string;
  tag: string;
  summary: string;
}

/** lodash's kebabCase, as the generator applies it, restricted to the camelCase ids the schema allows. */
export function kebabId(operationId: string): string {
  return operationId.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
}

/** The info page's id: the generator kebab-cases the spec title ("Eliza OS API" gives eliza-os-api). */
export function infoPageId(spec: RestSpec): string {
  return spec.info.title
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => word.toLowerCase())
    .join('-');
}

const cache = new Map<RestSpecName, { spec: RestSpec; operations: RestOperation[] }>();

/** Reads and validates one spec; every operation must carry an operationId, summary, description and one known tag. */
export function loadRestSpec(name: RestSpecName): { spec: RestSpec; operations: RestOperation[] } {
  const cached = cache.get(name);
  if (cached) return cached;
  const file = REST_SPECS[name];
  const spec = validateData(file, specSchema, parse(readFileSync(path.join(root, file), 'utf8')));
  const knownTags = new Set(spec.tags.map((tag) => tag.name));
  const operations: RestOperation[] = [];
  for (const [route, item] of Object.entries(spec.paths)) {
    // In the spec's own order, which is the sidebar order within a tag.
    for (const method of Object.keys(item).filter((key): key is HttpMethod => (HTTP_METHODS as readonly string[]).includes(key))) {
      const op = validateData(`${file} ${method.toUpperCase()} ${route}`, operationSchema, item[method]);
      const tag = op.tags[0];
      if (!knownTags.has(tag)) throw new Error(`${file}: ${op.operationId} uses the undeclared tag "${tag}"`);
      operations.push({ id: kebabId(op.operationId), operationId: op.operationId, method, path: route, tag, summary: op.summary });
    }
  }
  assertUnique(file, operations, (op) => op.id);
  const loaded = { spec, operations };
  cache.set(name, loaded);
  return loaded;
}

/** Every page route one output produces: the info page and one page per operation. */
export function restRoutes(output: keyof typeof REST_OUTPUTS): string[] {
  const { spec: specName, routeBase } = REST_OUTPUTS[output];
  const { spec, operations } = loadRestSpec(specName);
  return [`${routeBase}/${infoPageId(spec)}`, ...operations.map((op) => `${routeBase}/${op.id}`)];
}

/** One sidebar item (a sidebar is either a list of these or a shorthand object). */
type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

/**
 * Sidebar categories for a folder of generated pages (docIdPrefix is the folder inside the docs instance, "rest"):
 * one category per tag in the spec's tag order, each operation labelled with its summary and styled by method.
 */
export function restTagCategories(specName: RestSpecName, docIdPrefix: string) {
  const { spec, operations } = loadRestSpec(specName);
  return spec.tags
    .map((tag) => ({
      type: 'category' as const,
      label: tag['x-displayName'],
      collapsed: true,
      items: operations
        .filter((op) => op.tag === tag.name)
        .map((op) => ({
          type: 'doc' as const,
          id: `${docIdPrefix}/${op.id}`,
          label: op.summary,
          className: `api-method ${op.method}`,
        })),
    }))
    .filter((category) => category.items.length > 0);
}

/** The main docs sidebar's REST category: linked to the introduction page, then one category per tag. */
export function restDocsCategory(): SidebarItemConfig {
  const { spec } = loadRestSpec('current');
  return {
    type: 'category',
    label: 'REST API',
    link: { type: 'doc', id: `rest/${infoPageId(spec)}` },
    items: restTagCategories('current', 'rest'),
  };
}
