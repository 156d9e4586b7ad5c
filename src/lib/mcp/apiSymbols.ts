/**
 * API symbols of @elizaos/core for the MCP server, read from the corpus pages of the TypeScript reference (TypeDoc's
 * Markdown: one page per class, interface, function, type alias, enumeration and variable).
 */
import { apiSymbol } from '../corpus/apiSymbol';
import type { CorpusPage } from '../corpus/types';
import { clip, closest, plainInline } from './text';

export const SYMBOL_KINDS = ['class', 'interface', 'function', 'type', 'enum', 'variable'] as const;
type SymbolKind = (typeof SYMBOL_KINDS)[number];

const MAX_MEMBERS = 120;
const MAX_SIGNATURE = 400;
const MAX_DESCRIPTION = 300;

interface ApiMember {
  name: string;
  /** The group TypeDoc puts it in: Properties, Methods, Constructors, Accessors, Enumeration Members, Parameters. */
  group: string;
  signature?: string;
  description?: string;
}

export interface ApiSymbol {
  name: string;
  kind: SymbolKind;
  /** v1 or v2 for the symbols of those namespaces of @elizaos/core; absent at the top level. */
  namespace?: string;
  url: string;
  signature?: string;
  description?: string;
  /** Extends / Implements / Returns, as TypeDoc lists them. */
  relations?: Record<string, string[]>;
  members: ApiMember[];
  /** How many members the page has when the list was cut at its cap. */
  totalMembers?: number;
}

interface Section {
  depth: number;
  heading: string;
  lines: string[];
}

function sectionsOf(markdown: string): Section[] {
  const sections: Section[] = [{ depth: 1, heading: '', lines: [] }];
  let inCode = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inCode = !inCode;
    const heading = inCode ? null : /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) sections.push({ depth: heading[1].length, heading: plainInline(heading[2]).replace(/\(\)$/, ''), lines: [] });
    else sections[sections.length - 1].lines.push(line);
  }
  return sections;
}

/** The first `> signature` line of a block, else the first code line (TypeDoc can emit either). */
function signatureOf(lines: string[]): string | undefined {
  const quote = lines.find((line) => /^>\s+\S/.test(line));
  if (quote) return clip(plainInline(quote.replace(/^>\s+/, '')), MAX_SIGNATURE);
  const fence = lines.findIndex((line) => /^\s*```/.test(line));
  if (fence >= 0 && lines[fence + 1] && !/^\s*```/.test(lines[fence + 1])) return clip(lines[fence + 1].trim(), MAX_SIGNATURE);
  return undefined;
}

/** The first prose paragraph: not a signature, a "Defined in" note, a code block or a type line. */
function descriptionOf(lines: string[]): string | undefined {
  const paragraphs = lines
    .join('\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim());
  const prose = paragraphs.find(
    (block) => block && !/^(>|```|Defined in:|\*\*\*|`|\[`|\\\{|Inherited from|Implementation of|Overrides)/.test(block) && /[a-z]{3,}/i.test(block),
  );
  return prose ? clip(plainInline(prose), MAX_DESCRIPTION) : undefined;
}

/** The cells of a Markdown table row (`| a | b |`), with escaped pipes kept inside their cell. */
function cellsOf(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

/**
 * The members a group lists as a table (TypeDoc's property tables: Property, Modifier, Type, Description): the name
 * from the first column, a `name: Type` signature and the description when the table has those columns.
 */
function tableMembers(lines: string[]): ApiMember[] {
  const rows = lines.filter((line) => /^\s*\|/.test(line));
  if (rows.length < 3 || !/^\s*\|[\s|:-]+\|\s*$/.test(rows[1])) return [];
  const header = cellsOf(rows[0]).map((cell) => plainInline(cell));
  const typeColumn = header.indexOf('Type');
  const descriptionColumn = header.indexOf('Description');
  return rows.slice(2).map((row) => {
    const cells = cellsOf(row).map((cell) => plainInline(cell.replace(/<[^>]+>/g, '')));
    const name = cells[0];
    const type = typeColumn > 0 ? cells[typeColumn] : undefined;
    const description = descriptionColumn > 0 && cells[descriptionColumn] !== '-' ? cells[descriptionColumn] : undefined;
    return {
      name,
      group: '',
      ...(type ? { signature: clip(`${name}: ${type}`, MAX_SIGNATURE) } : {}),
      ...(description ? { description: clip(description, MAX_DESCRIPTION) } : {}),
    };
  });
}

const RELATION_GROUPS = new Set(['Extends', 'Implements', 'Extended by', 'Implemented by', 'Returns', 'Type Parameters']);

/** Reads one reference page; null when the page is not a symbol page (an index, a REST page). */
export function parseApiPage(page: CorpusPage, site: string): ApiSymbol | null {
  const ref = page.url.startsWith('/api/') ? apiSymbol(page.url) : undefined;
  if (!ref || ref.kind === 'namespace') return null;
  const { kind, namespace, name: slug } = ref;
  const sections = sectionsOf(page.markdown);
  const titled = sections.find((section) => section.depth === 1 && section.heading);
  // "Class: AgentRuntime", "Function: asUUID()": the name is after the colon; else the page title, else the slug.
  const name =
    (titled?.heading ?? page.title)
      .replace(/^[A-Za-z ]+:\s*/, '')
      .replace(/\(\)$/, '')
      .trim() || slug;
  const top = sections.filter((section) => section.depth === 1).flatMap((section) => section.lines);

  const members: ApiMember[] = [];
  const relations: Record<string, string[]> = {};
  let group = '';
  let total = 0;
  for (const section of sections) {
    if (section.depth === 2) {
      group = section.heading;
      if (RELATION_GROUPS.has(group)) {
        const items = section.lines.filter((line) => /^\s*[-*]\s+/.test(line)).map((line) => plainInline(line.replace(/^\s*[-*]\s+/, '')));
        const single = plainInline(
          section.lines
            .filter((line) => line.trim() && !/^Defined in:/.test(line))
            .slice(0, 1)
            .join(' '),
        );
        const list = items.length ? items : single ? [single] : [];
        if (list.length) relations[group] = list.slice(0, 40).map((item) => clip(item, MAX_SIGNATURE));
        continue;
      }
      for (const member of tableMembers(section.lines)) {
        total += 1;
        if (members.length < MAX_MEMBERS) members.push({ ...member, group });
      }
      continue;
    }
    if (section.depth !== 3 || !group || RELATION_GROUPS.has(group)) continue;
    total += 1;
    if (members.length >= MAX_MEMBERS) continue;
    const signature = signatureOf(section.lines);
    const description = descriptionOf(section.lines);
    members.push({ name: section.heading, group, ...(signature ? { signature } : {}), ...(description ? { description } : {}) });
  }
  const signature = signatureOf(top);
  const described = descriptionOf(top) ?? (page.description || undefined);
  // A page with no prose of its own (a re-exported variable) would repeat its signature as its description.
  const description = described && described !== signature ? described : undefined;
  return {
    name,
    kind,
    ...(namespace ? { namespace } : {}),
    url: site + page.url,
    ...(signature ? { signature } : {}),
    ...(description ? { description } : {}),
    ...(Object.keys(relations).length ? { relations } : {}),
    members,
    ...(total > members.length ? { totalMembers: total } : {}),
  };
}

export interface SymbolTable {
  lookup: (name: string, options?: { kind?: SymbolKind; namespace?: string }) => { found: ApiSymbol[] } | { found: []; suggestions: string[] };
  size: number;
}

export function buildSymbolTable(pages: CorpusPage[], site: string): SymbolTable {
  const symbols = pages.filter((page) => page.area === 'api').flatMap((page) => parseApiPage(page, site) ?? []);
  const byName = new Map<string, ApiSymbol[]>();
  for (const symbol of symbols) {
    const key = symbol.name.toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), symbol]);
  }
  return {
    size: symbols.length,
    lookup(name, options = {}) {
      const wanted = name.trim().replace(/\(\)$/, '').toLowerCase();
      const found = (byName.get(wanted) ?? [])
        .filter((symbol) => !options.kind || symbol.kind === options.kind)
        .filter((symbol) => (options.namespace ? symbol.namespace === options.namespace : true))
        // The top-level symbol first: it is what `import { X } from '@elizaos/core'` gives.
        .sort((a, b) => Number(Boolean(a.namespace)) - Number(Boolean(b.namespace)));
      if (found.length) return { found };
      const pool = symbols.filter((symbol) => !options.kind || symbol.kind === options.kind).map((symbol) => symbol.name);
      return { found: [], suggestions: closest(name, pool) };
    },
  };
}
