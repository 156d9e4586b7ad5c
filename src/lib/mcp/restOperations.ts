/**
 * REST operations of the elizaOS server for the MCP server, read from the OpenAPI specs in openapi/: one operation by
 * operationId, page id or method and path, with parameters, request body and responses ($refs resolved, bounded).
 */
import { clip, closest } from './text';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
const MAX_DEPTH = 4;
const MAX_PROPERTIES = 40;
const MAX_OUTPUT_CHARS = 24_000;

type Json = Record<string, unknown>;

export interface RestSpecSource {
  /** The docs version the spec belongs to ('1.0.17' for the current server API, '0.25.9' for the legacy one). */
  docsVersion: string;
  /** Where its operation pages live, e.g. /api/rest. */
  routeBase: string;
  spec: unknown;
}

interface RestOperationInfo {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  description?: string;
  tag?: string;
  docsVersion: string;
  serverVersion?: string;
  url: string;
  parameters: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The page id the OpenAPI docs generator derives from an operationId (getAgent → get-agent). */
export function kebabId(operationId: string): string {
  return operationId.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** Follows a local $ref (#/components/...); null when it points elsewhere or nowhere. */
function deref(spec: Json, value: unknown): { value: unknown; name?: string } {
  let current = value;
  let name: string | undefined;
  for (let hops = 0; hops < 8 && isObject(current) && typeof current.$ref === 'string'; hops += 1) {
    const ref = current.$ref;
    if (!ref.startsWith('#/')) return { value: { ref } };
    name = ref.split('/').pop();
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (isObject(node) ? node[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), spec);
  }
  return { value: current, name };
}

/** A schema as a compact outline: types, required fields, enums and one-line descriptions, nested to `depth`. */
function outline(spec: Json, raw: unknown, depth: number): unknown {
  const { value, name } = deref(spec, raw);
  if (!isObject(value)) return name ? { ref: name } : {};
  if (depth <= 0) return name ? { ref: name } : { type: value.type ?? 'object' };
  const out: Json = {};
  if (name) out.ref = name;
  for (const key of ['type', 'format', 'nullable', 'default', 'minimum', 'maximum', 'maxLength', 'pattern']) {
    if (value[key] !== undefined) out[key] = value[key];
  }
  if (typeof value.description === 'string') out.description = clip(value.description.replace(/\s+/g, ' '), 200);
  if (Array.isArray(value.enum)) out.enum = value.enum.slice(0, 30);
  if (Array.isArray(value.required)) out.required = value.required;
  for (const combiner of ['allOf', 'oneOf', 'anyOf']) {
    if (Array.isArray(value[combiner])) out[combiner] = (value[combiner] as unknown[]).slice(0, 6).map((part) => outline(spec, part, depth - 1));
  }
  if (value.items !== undefined) out.items = outline(spec, value.items, depth - 1);
  if (isObject(value.properties)) {
    const entries = Object.entries(value.properties);
    out.properties = Object.fromEntries(entries.slice(0, MAX_PROPERTIES).map(([key, property]) => [key, outline(spec, property, depth - 1)]));
    if (entries.length > MAX_PROPERTIES) out.moreProperties = entries.length - MAX_PROPERTIES;
  }
  if (isObject(value.additionalProperties)) out.additionalProperties = outline(spec, value.additionalProperties, depth - 1);
  return out;
}

function content(spec: Json, raw: unknown, depth: number): Record<string, unknown> | undefined {
  if (!isObject(raw)) return undefined;
  return Object.fromEntries(
    Object.entries(raw).map(([mediaType, media]) => {
      const schema = isObject(media) ? outline(spec, media.schema, depth) : {};
      const example = isObject(media) && media.example !== undefined ? clip(JSON.stringify(media.example), 600) : undefined;
      return [mediaType, example ? { schema, example } : { schema }];
    }),
  );
}

function describe(spec: Json, op: Json, pathItem: Json, depth: number) {
  const parameters = [...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []), ...(Array.isArray(op.parameters) ? op.parameters : [])]
    .map((raw) => deref(spec, raw).value)
    .filter(isObject)
    .map((param) => ({
      name: param.name,
      in: param.in,
      required: param.required === true,
      ...(typeof param.description === 'string' ? { description: clip(param.description.replace(/\s+/g, ' '), 300) } : {}),
      schema: outline(spec, param.schema, Math.min(depth, 2)),
    }));
  const body = deref(spec, op.requestBody).value;
  const requestBody = isObject(body)
    ? {
        required: body.required === true,
        ...(typeof body.description === 'string' ? { description: clip(body.description, 300) } : {}),
        content: content(spec, body.content, depth),
      }
    : undefined;
  const responses = Object.fromEntries(
    Object.entries(isObject(op.responses) ? op.responses : {}).map(([status, raw]) => {
      const response = deref(spec, raw).value;
      if (!isObject(response)) return [status, {}];
      return [status, { description: response.description, ...(response.content ? { content: content(spec, response.content, depth - 1) } : {}) }];
    }),
  );
  return { parameters, requestBody, responses };
}

interface IndexedOperation {
  source: RestSpecSource;
  spec: Json;
  method: string;
  path: string;
  op: Json;
  pathItem: Json;
  /** The path as a pattern where every {param} matches one segment. */
  pattern: RegExp;
}

export interface RestCatalog {
  size: number;
  find: (query: {
    operationId?: string;
    method?: string;
    path?: string;
    docsVersion?: string;
  }) => { found: RestOperationInfo[] } | { found: []; suggestions: string[] };
}

function info(entry: IndexedOperation): RestOperationInfo {
  const operationId = String(entry.op.operationId);
  const serverVersion = isObject(entry.spec.info) && typeof entry.spec.info.version === 'string' ? entry.spec.info.version : undefined;
  const base = {
    operationId,
    method: entry.method.toUpperCase(),
    path: entry.path,
    summary: String(entry.op.summary ?? ''),
    ...(typeof entry.op.description === 'string' ? { description: clip(entry.op.description, 2000) } : {}),
    ...(Array.isArray(entry.op.tags) && typeof entry.op.tags[0] === 'string' ? { tag: entry.op.tags[0] } : {}),
    docsVersion: entry.source.docsVersion,
    ...(serverVersion ? { serverVersion } : {}),
    url: `${entry.source.routeBase}/${kebabId(operationId)}`,
  };
  // Deep schemas can be large: shallower outlines until the answer fits.
  for (let depth = MAX_DEPTH; depth >= 1; depth -= 1) {
    const described = { ...base, ...describe(entry.spec, entry.op, entry.pathItem, depth) };
    if (JSON.stringify(described).length <= MAX_OUTPUT_CHARS || depth === 1) return described;
  }
  throw new Error('unreachable');
}

export function buildRestCatalog(sources: RestSpecSource[], site: string): RestCatalog {
  const operations: IndexedOperation[] = [];
  for (const source of sources) {
    if (!isObject(source.spec) || !isObject(source.spec.paths)) continue;
    const spec = source.spec;
    for (const [path, pathItem] of Object.entries(spec.paths as Json)) {
      if (!isObject(pathItem)) continue;
      for (const method of METHODS) {
        const op = pathItem[method];
        if (!isObject(op) || typeof op.operationId !== 'string') continue;
        const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}/]+\\?\}/g, '[^/]+')}$`);
        operations.push({ source: { ...source, routeBase: site + source.routeBase }, spec, method, path, op, pathItem, pattern });
      }
    }
  }

  return {
    size: operations.length,
    find(query) {
      let pool = operations.filter((entry) => !query.docsVersion || entry.source.docsVersion === query.docsVersion);
      if (query.operationId) {
        const wanted = query.operationId.trim().toLowerCase();
        pool = pool.filter((entry) => String(entry.op.operationId).toLowerCase() === wanted || kebabId(String(entry.op.operationId)) === wanted);
      }
      if (query.method) pool = pool.filter((entry) => entry.method === query.method!.toLowerCase());
      if (query.path) {
        const path = query.path
          .trim()
          .replace(/^https?:\/\/[^/]+/i, '')
          .replace(/[?#].*$/, '')
          .replace(/(.)\/+$/, '$1');
        const exact = pool.filter((entry) => entry.path === path);
        pool = exact.length ? exact : pool.filter((entry) => entry.pattern.test(path));
      }
      // Without a version asked for, the current API comes first.
      pool.sort((a, b) => sources.findIndex((s) => s.docsVersion === a.source.docsVersion) - sources.findIndex((s) => s.docsVersion === b.source.docsVersion));
      if (pool.length) return { found: pool.slice(0, 5).map(info) };
      const names = operations.map((entry) => (query.operationId ? String(entry.op.operationId) : `${entry.method.toUpperCase()} ${entry.path}`));
      return { found: [], suggestions: closest(query.operationId ?? `${query.method ?? ''} ${query.path ?? ''}`, names) };
    },
  };
}
