/**
 * REST reference pages from the OpenAPI spec itself (not the generated MDX): per operation its method and path,
 * description, parameters table, request body (field table and JSON example) and responses per status; and the
 * introduction page with the spec's overview and every operation in a table.
 */
import type { BlockContent, PhrasingContent, Root, RootContent } from 'mdast';
import { code, codeBlock, heading, link, list, paragraph, root, strong, table, text } from './mdast';
import { toString } from 'mdast-util-to-string';
import { parseSource } from './source';

type Json = Record<string, unknown>;

export interface RestSpecLike {
  info: { title: string; version: string; description: string; contact?: { name?: string; url?: string }; license?: { name?: string; url?: string } };
  tags: Array<{ name: string; 'x-displayName'?: string; description?: string }>;
  paths: Record<string, Record<string, unknown>>;
  components?: Json;
  security?: unknown[];
  servers?: Array<{ url: string; description?: string }>;
}

export interface RestOperationRef {
  /** The page slug (kebab-case of the operationId). */
  id: string;
  operationId: string;
  method: string;
  path: string;
  tag: string;
  summary: string;
}

/** The first sentence of a description (its first paragraph as plain text), as a one-line summary. */
export function firstSentence(markdown: string): string {
  const first = parseSource(markdown, false).children.find((node) => node.type === 'paragraph');
  const plain = first ? toString(first).replace(/\s+/g, ' ').trim() : '';
  return /^(.+?[.!?])(\s|$)/.exec(plain)?.[1] ?? plain;
}

/** Limits that keep a page readable when a schema nests deeply or refers to itself. */
const MAX_DEPTH = 5;
const MAX_ROWS = 60;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows a local `$ref` (#/components/...) once; other values pass through. */
function deref(spec: RestSpecLike, value: unknown): Json {
  if (!isObject(value)) return {};
  const ref = value.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return value;
  let target: unknown = spec;
  for (const part of ref.slice(2).split('/')) target = isObject(target) ? target[part] : undefined;
  return isObject(target) ? { ...target, 'x-ref-name': ref.split('/').pop() } : {};
}

/** Markdown (the spec's descriptions are CommonMark) as block nodes. */
function blocks(markdown: unknown): RootContent[] {
  return typeof markdown === 'string' && markdown.trim() ? parseSource(markdown, false).children : [];
}

/** One line of a description for a table cell: its first paragraph's inline content. */
function inline(markdown: unknown): PhrasingContent[] {
  const paragraphs = blocks(markdown).filter((node) => node.type === 'paragraph');
  return paragraphs.flatMap((node, index) => [...(index ? [text(' ')] : []), ...(node.type === 'paragraph' ? node.children : [])]);
}

/** A schema's merged view: allOf parts combined, $refs followed. */
function resolveSchema(spec: RestSpecLike, schema: unknown): Json {
  const resolved = deref(spec, schema);
  if (!Array.isArray(resolved.allOf)) return resolved;
  const parts = resolved.allOf.map((part) => resolveSchema(spec, part));
  return {
    ...resolved,
    type: 'object',
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {}), resolved.properties ?? {}),
    required: [...parts.flatMap((part) => (part.required as string[] | undefined) ?? []), ...((resolved.required as string[] | undefined) ?? [])],
  };
}

/**
 * A schema's type written as the page shows it (the OpenAPI theme's notation): `string<uuid>`, `object[]`,
 * `integer<int64>`, `one of string, string[]`; a named schema's name goes in the row's notes (schemaRef).
 */
function schemaType(spec: RestSpecLike, schema: unknown): string {
  const resolved = resolveSchema(spec, schema);
  const variants = (resolved.oneOf ?? resolved.anyOf) as unknown[] | undefined;
  if (Array.isArray(variants)) return `one of ${variants.map((variant) => schemaType(spec, variant)).join(', ')}`;
  const type = Array.isArray(resolved.type) ? resolved.type.join(' | ') : (resolved.type as string | undefined);
  if (type === 'array') return `${schemaType(spec, resolved.items)}[]`;
  let shown = type ?? (resolved.properties ? 'object' : 'any');
  if (typeof resolved.format === 'string') shown += `<${resolved.format}>`;
  if (resolved.nullable === true) shown += ', nullable';
  return shown;
}

/** The name of the object schema a field refers to (directly or as its items), if any: "Memory", not "Uuid". */
function schemaRef(spec: RestSpecLike, schema: unknown): string | undefined {
  if (!isObject(schema)) return undefined;
  if (typeof schema.$ref === 'string') {
    const target = resolveSchema(spec, schema);
    return target.type === 'object' || isObject(target.properties) ? schema.$ref.split('/').pop() : undefined;
  }
  return schema.type === 'array' ? schemaRef(spec, schema.items) : undefined;
}

/** The limits a schema puts on its values, in the page's words ("Possible values: `non-empty`"); undefined if none. */
function possibleValues(resolved: Json): PhrasingContent[] | undefined {
  const groups: string[][] = [];
  const values = Array.isArray(resolved.enum) ? resolved.enum : undefined;
  if (values) groups.push([`[${values.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))).join(', ')}]`]);
  const min = typeof resolved.minLength === 'number' ? resolved.minLength : 0;
  const max = typeof resolved.maxLength === 'number' ? resolved.maxLength : undefined;
  const length = [...(min === 1 ? ['non-empty'] : min > 1 ? [`>= ${min} characters`] : []), ...(max !== undefined ? [`<= ${max} characters`] : [])];
  if (length.length) groups.push(length);
  const lower = typeof resolved.minimum === 'number' ? `>= ${resolved.minimum}` : undefined;
  const upper = typeof resolved.maximum === 'number' ? `<= ${resolved.maximum}` : undefined;
  const range = [lower, upper].filter((bound): bound is string => Boolean(bound));
  if (range.length) groups.push(range);
  if (!groups.length) return undefined;
  const nodes: PhrasingContent[] = [text('Possible values: ')];
  groups.forEach((group, index) => {
    if (index) nodes.push(text(', '));
    group.forEach((value, at) => {
      if (at) nodes.push(text(' and '));
      nodes.push(code(value));
    });
  });
  return nodes;
}

/** The notes of a field's row: description, possible values, default, example, the named schema. */
function fieldNotes(spec: RestSpecLike, schema: unknown, description: unknown, example?: unknown): PhrasingContent[] {
  const resolved = resolveSchema(spec, schema);
  const notes: PhrasingContent[] = [...inline(description ?? resolved.description)];
  const sentence = (...parts: PhrasingContent[]) => {
    if (notes.length) notes.push(text(' '));
    notes.push(...parts, text('.'));
  };
  const values = possibleValues(resolved.type === 'array' && isObject(resolved.items) ? { ...resolveSchema(spec, resolved.items), ...resolved } : resolved);
  if (values) sentence(...values);
  if (resolved.default !== undefined)
    sentence(text('Default value: '), code(typeof resolved.default === 'string' ? resolved.default : JSON.stringify(resolved.default)));
  const shown = example ?? resolved.example;
  if (shown !== undefined && typeof shown !== 'object') sentence(text('Example: '), code(String(shown)));
  const ref = schemaRef(spec, schema);
  if (ref) sentence(text('Schema: '), code(ref));
  return notes;
}

interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  notes: PhrasingContent[];
}

/** Rows for an object schema's fields, nested objects as dotted names (items of arrays as name[].field). */
function fieldRows(spec: RestSpecLike, schema: unknown, prefix = '', depth = 0, seen = new Set<string>()): FieldRow[] {
  const resolved = resolveSchema(spec, schema);
  const refName = isObject(schema) && typeof schema.$ref === 'string' ? schema.$ref : undefined;
  if (refName && seen.has(refName)) return [];
  const nextSeen = refName ? new Set([...seen, refName]) : seen;
  const properties = isObject(resolved.properties) ? resolved.properties : {};
  const required = new Set((resolved.required as string[] | undefined) ?? []);
  const rows: FieldRow[] = [];
  const add = (name: string, property: unknown, isRequired: boolean) => {
    const field = resolveSchema(spec, property);
    const fullName = `${prefix}${name}`;
    rows.push({ name: fullName, type: schemaType(spec, property), required: isRequired, notes: fieldNotes(spec, property, field.description) });
    if (depth + 1 >= MAX_DEPTH) return;
    if (isObject(field.properties) || isObject(field.additionalProperties)) rows.push(...fieldRows(spec, property, `${fullName}.`, depth + 1, nextSeen));
    else if (field.type === 'array' && isObject(resolveSchema(spec, field.items).properties)) {
      rows.push(...fieldRows(spec, field.items, `${fullName}[].`, depth + 1, nextSeen));
    }
  };
  for (const [name, property] of Object.entries(properties)) add(name, property, required.has(name));
  // A map's values (additionalProperties): the page lists them as "property name*".
  if (isObject(resolved.additionalProperties)) add('<property name>*', resolved.additionalProperties, false);
  else if (resolved.additionalProperties === true) add('<property name>*', {}, false);
  return rows;
}

function fieldTable(rows: FieldRow[]): RootContent[] {
  if (!rows.length) return [];
  const shown = rows.slice(0, MAX_ROWS);
  const nodes: RootContent[] = [
    table(
      ['Field', 'Type', 'Required', 'Description'],
      shown.map((row) => [code(row.name), code(row.type), row.required ? 'required' : 'optional', row.notes]),
    ),
  ];
  if (rows.length > shown.length) nodes.push(paragraph(`${rows.length - shown.length} more nested fields are left out here.`));
  return nodes;
}

/**
 * A schema with its local $refs replaced by their targets, as the page's generator receives it; a reference back
 * into a schema being expanded is left out (an empty schema), which is where a recursive schema's example stops.
 */
function inlineRefs(spec: RestSpecLike, value: unknown, open: ReadonlySet<string> = new Set()): unknown {
  if (Array.isArray(value)) return value.map((item) => inlineRefs(spec, item, open));
  if (!isObject(value)) return value;
  const ref = value.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    if (open.has(ref)) return {};
    const target = deref(spec, value);
    delete target['x-ref-name'];
    return inlineRefs(spec, target, new Set([...open, ref]));
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inlineRefs(spec, item, open)]));
}

/** Writes the example the page generates from a schema (the OpenAPI theme's "Example (auto)"). */
export type SchemaSampler = (schema: Json) => unknown;

type BodyKind = 'request' | 'response';

/** A body (request or response content): per media type its fields, or its type, and its examples as JSON. */
function content(spec: RestSpecLike, media: unknown, depth: 3 | 4, kind: BodyKind, sample?: SchemaSampler, required?: boolean): RootContent[] {
  if (!isObject(media)) return [];
  const nodes: RootContent[] = [];
  const types = Object.entries(media);
  for (const [mediaType, value] of types) {
    const entry = isObject(value) ? value : {};
    const schema = entry.schema;
    const rows = schema === undefined ? [] : fieldRows(spec, schema);
    if (types.length > 1) nodes.push(heading(depth, mediaType, ''));
    // The page's heading for a body: "Body (application/json) required" on a request, the media type on a response.
    const label: PhrasingContent[] =
      kind === 'request' ? [text('Body ('), code(mediaType), text(required ? ') required' : ')')] : [text('Content type '), code(mediaType)];
    if (schema !== undefined && !rows.length) label.push(text(': '), code(schemaType(spec, schema)));
    nodes.push(paragraph(...label, text('.')));
    // The schema's own description, which the page shows under its fields.
    if (rows.length) nodes.push(...blocks(resolveSchema(spec, schema).description));
    nodes.push(...fieldTable(rows));
    const example =
      entry.example ?? (isObject(entry.examples) ? Object.values(entry.examples).map((ex) => (isObject(ex) ? ex.value : undefined))[0] : undefined);
    // The page shows a generated example for every response, and for a request body that has no example of its own.
    if (sample && isObject(schema) && !mediaType.endsWith('xml') && (kind === 'response' || example === undefined)) {
      const generated = sample(inlineRefs(spec, schema) as Json);
      if (generated !== undefined) nodes.push(paragraph('Example (auto):'), codeBlock(JSON.stringify(generated, null, 2), 'json'));
    }
    if (example !== undefined) {
      nodes.push(
        paragraph('Example:'),
        codeBlock(typeof example === 'string' ? example : JSON.stringify(example, null, 2), typeof example === 'string' ? 'text' : 'json'),
      );
    }
  }
  return nodes;
}

function parametersSection(spec: RestSpecLike, parameters: unknown[]): RootContent[] {
  const resolved = parameters.map((parameter) => deref(spec, parameter)).filter((parameter) => typeof parameter.name === 'string');
  if (!resolved.length) return [];
  return [
    heading(2, 'Parameters', ''),
    table(
      ['Name', 'Type', 'Required', 'In', 'Description'],
      resolved.map((parameter) => {
        const schema = isObject(parameter.schema) ? parameter.schema : {};
        const notes = fieldNotes(spec, schema, parameter.description, parameter.example);
        return [
          code(String(parameter.name)),
          code(schemaType(spec, schema)),
          parameter.required === true ? 'required' : 'optional',
          String(parameter.in),
          notes,
        ];
      }),
    ),
  ];
}

/** One operation's page (without the title, which the page copy adds). */
export function renderRestOperation(spec: RestSpecLike, op: RestOperationRef, sample?: SchemaSampler): Root {
  const item = spec.paths[op.path] ?? {};
  const operation = isObject(item[op.method]) ? (item[op.method] as Json) : {};
  const tag = spec.tags.find((candidate) => candidate.name === op.tag);
  const nodes: RootContent[] = [
    paragraph(strong(code(`${op.method.toUpperCase()} ${op.path}`))),
    paragraph(text('Operation ID: '), code(op.operationId), text(`. Group: ${tag?.['x-displayName'] ?? op.tag}.`)),
    ...blocks(operation.description),
  ];
  const parameters = [...(Array.isArray(item.parameters) ? item.parameters : []), ...(Array.isArray(operation.parameters) ? operation.parameters : [])];
  nodes.push(...parametersSection(spec, parameters));

  const body = deref(spec, operation.requestBody);
  if (isObject(body.content)) {
    nodes.push(heading(2, 'Request body', 'request'));
    nodes.push(...blocks(body.description));
    nodes.push(...content(spec, body.content, 3, 'request', sample, body.required === true));
  }

  const responses = isObject(operation.responses) ? operation.responses : {};
  if (Object.keys(responses).length) {
    nodes.push(heading(2, 'Responses', 'responses'));
    for (const [status, value] of Object.entries(responses)) {
      const response = deref(spec, value);
      nodes.push(heading(3, status, ''), ...blocks(response.description), ...content(spec, response.content, 4, 'response', sample));
    }
  }
  return root(nodes);
}

/** The introduction page: the spec's overview, the server URL, authentication, then every operation by group. */
export function renderRestInfo(spec: RestSpecLike, operations: RestOperationRef[], routeBase: string): Root {
  const nodes: RootContent[] = [paragraph(text('Version '), code(spec.info.version), text('.')), ...blocks(spec.info.description)];
  const schemes = isObject(spec.components?.securitySchemes) ? (spec.components.securitySchemes as Json) : {};
  if (Object.keys(schemes).length) {
    nodes.push(heading(2, 'Security schemes', ''));
    for (const [name, value] of Object.entries(schemes)) {
      const scheme = isObject(value) ? value : {};
      const where = scheme.type === 'apiKey' ? [text(' (API key in the '), code(String(scheme.name)), text(` ${String(scheme.in)})`)] : [];
      nodes.push(paragraph(strong(text(name)), ...where, text(': '), ...inline(scheme.description)));
      // The facts the page lists under the scheme, in its words.
      const facts: PhrasingContent[][] = [[text('Security Scheme Type: '), code(String(scheme.type))]];
      if (scheme.type === 'apiKey')
        facts.push([text(`${String(scheme.in).replace(/^./, (first) => first.toUpperCase())} parameter name: `), code(String(scheme.name))]);
      nodes.push(list(facts));
    }
  }
  const { contact, license } = spec.info;
  if (contact?.url) nodes.push(paragraph(text(`Contact: ${contact.name ? `${contact.name}, ` : ''}URL: ${contact.url}`)));
  if (license?.name) nodes.push(paragraph(text(`License: ${license.name}`)));
  nodes.push(heading(2, 'Operations', ''));
  for (const tag of spec.tags) {
    const ops = operations.filter((op) => op.tag === tag.name);
    if (!ops.length) continue;
    nodes.push(heading(3, tag['x-displayName'] ?? tag.name, ''));
    if (tag.description) nodes.push(...(blocks(tag.description) as BlockContent[]));
    nodes.push(
      table(
        ['Method', 'Path', 'Operation'],
        ops.map((op) => [code(op.method.toUpperCase()), code(op.path), link(`${routeBase}/${op.id}`, op.summary)]),
      ),
    );
  }
  return root(nodes);
}
