/**
 * REST reference pages from the OpenAPI spec itself (not the generated MDX): per operation its method and path,
 * description, parameters table, request body (field table and JSON example) and responses per status; and the
 * introduction page with the spec's overview and every operation in a table.
 */
import type { BlockContent, PhrasingContent, Root, RootContent } from 'mdast';
import { code, codeBlock, heading, link, paragraph, root, strong, table, text } from './mdast';
import { toString } from 'mdast-util-to-string';
import { parseSource } from './source';

type Json = Record<string, unknown>;

export interface RestSpecLike {
  info: { title: string; version: string; description: string };
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
const MAX_DEPTH = 3;
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

/** A schema's type as a reader scans it: `string (uuid)`, `array of Memory`, `one of A, B`. */
function schemaType(spec: RestSpecLike, schema: unknown): string {
  const raw = isObject(schema) ? schema : {};
  const refName = typeof raw.$ref === 'string' ? raw.$ref.split('/').pop() : undefined;
  const resolved = resolveSchema(spec, schema);
  const variants = (resolved.oneOf ?? resolved.anyOf) as unknown[] | undefined;
  if (Array.isArray(variants)) return `one of ${variants.map((variant) => schemaType(spec, variant)).join(', ')}`;
  const type = Array.isArray(resolved.type) ? resolved.type.join(' | ') : (resolved.type as string | undefined);
  let shown: string;
  if (type === 'array') shown = `array of ${schemaType(spec, resolved.items)}`;
  else if (refName && (type === 'object' || resolved.properties)) shown = refName;
  else shown = type ?? (resolved.properties ? 'object' : (refName ?? 'any'));
  if (typeof resolved.format === 'string') shown += ` (${resolved.format})`;
  if (resolved.nullable === true) shown += ', nullable';
  return shown;
}

/** The notes of a field's row: description, allowed values, default, example. */
function fieldNotes(spec: RestSpecLike, schema: Json, description: unknown): PhrasingContent[] {
  const resolved = resolveSchema(spec, schema);
  const notes: PhrasingContent[] = [...inline(description ?? resolved.description)];
  const add = (label: string, values: unknown[]) => {
    if (notes.length) notes.push(text(' '));
    notes.push(text(`${label}: `));
    values.forEach((value, index) => {
      if (index) notes.push(text(', '));
      notes.push(code(typeof value === 'string' ? value : JSON.stringify(value)));
    });
    notes.push(text('.'));
  };
  if (Array.isArray(resolved.enum)) add('One of', resolved.enum);
  if (resolved.default !== undefined) add('Default', [resolved.default]);
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
  for (const [name, property] of Object.entries(properties)) {
    const field = resolveSchema(spec, property);
    const fullName = `${prefix}${name}`;
    rows.push({ name: fullName, type: schemaType(spec, property), required: required.has(name), notes: fieldNotes(spec, field, field.description) });
    if (depth + 1 >= MAX_DEPTH) continue;
    if (isObject(field.properties)) rows.push(...fieldRows(spec, property, `${fullName}.`, depth + 1, nextSeen));
    else if (field.type === 'array' && isObject(resolveSchema(spec, field.items).properties)) {
      rows.push(...fieldRows(spec, field.items, `${fullName}[].`, depth + 1, nextSeen));
    }
  }
  return rows;
}

function fieldTable(rows: FieldRow[]): RootContent[] {
  if (!rows.length) return [];
  const shown = rows.slice(0, MAX_ROWS);
  const nodes: RootContent[] = [
    table(
      ['Field', 'Type', 'Required', 'Description'],
      shown.map((row) => [code(row.name), row.type, row.required ? 'Yes' : 'No', row.notes]),
    ),
  ];
  if (rows.length > shown.length) nodes.push(paragraph(`${rows.length - shown.length} more nested fields are left out here.`));
  return nodes;
}

/** A body (request or response content): per media type its fields, or its type, and its example as JSON. */
function content(spec: RestSpecLike, media: unknown, depth: 3 | 4): RootContent[] {
  if (!isObject(media)) return [];
  const nodes: RootContent[] = [];
  const types = Object.entries(media);
  for (const [mediaType, value] of types) {
    const entry = isObject(value) ? value : {};
    const schema = entry.schema;
    const rows = schema === undefined ? [] : fieldRows(spec, schema);
    const label: PhrasingContent[] = [text('Content type '), code(mediaType)];
    if (schema !== undefined && !rows.length) label.push(text(': '), code(schemaType(spec, schema)));
    nodes.push(paragraph(...label, text('.')));
    if (types.length > 1) nodes.push(heading(depth, mediaType, ''));
    nodes.push(...fieldTable(rows));
    const example =
      entry.example ?? (isObject(entry.examples) ? Object.values(entry.examples).map((ex) => (isObject(ex) ? ex.value : undefined))[0] : undefined);
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
      ['Name', 'In', 'Type', 'Required', 'Description'],
      resolved.map((parameter) => {
        const schema = isObject(parameter.schema) ? parameter.schema : {};
        const notes = fieldNotes(spec, schema, parameter.description);
        if (parameter.example !== undefined) notes.push(text(notes.length ? ' Example: ' : 'Example: '), code(String(parameter.example)), text('.'));
        return [code(String(parameter.name)), String(parameter.in), schemaType(spec, schema), parameter.required === true ? 'Yes' : 'No', notes];
      }),
    ),
  ];
}

/** One operation's page (without the title, which the page copy adds). */
export function renderRestOperation(spec: RestSpecLike, op: RestOperationRef): Root {
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
    nodes.push(paragraph(body.required === true ? 'Required.' : 'Optional.'), ...blocks(body.description));
    nodes.push(...content(spec, body.content, 3));
  }

  const responses = isObject(operation.responses) ? operation.responses : {};
  if (Object.keys(responses).length) {
    nodes.push(heading(2, 'Responses', 'responses'));
    for (const [status, value] of Object.entries(responses)) {
      const response = deref(spec, value);
      nodes.push(heading(3, status, ''), ...blocks(response.description), ...content(spec, response.content, 4));
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
    }
  }
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
