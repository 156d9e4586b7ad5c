/**
 * Pure parts of the drift report: pick the newest 1.x release, and compare two releases' CLI help snapshots,
 * exported API (.d.ts) and server routes; then find the doc pages that name what changed or went away.
 */
import ts from 'typescript';
import type { CliSnapshot } from './cli/snapshot';

/** The newest stable release of a major line, by semantic version (pre-releases ignored). */
export function newestStable(versions: string[], major: number): string | undefined {
  const parsed = versions
    .map((version) => ({ version, parts: /^(\d+)\.(\d+)\.(\d+)$/.exec(version)?.slice(1).map(Number) }))
    .filter((entry): entry is { version: string; parts: number[] } => !!entry.parts && entry.parts[0] === major);
  parsed.sort((a, b) => a.parts[0] - b.parts[0] || a.parts[1] - b.parts[1] || a.parts[2] - b.parts[2]);
  return parsed.at(-1)?.version;
}

export interface SetDiff {
  added: string[];
  removed: string[];
}

export function diffSets(before: Iterable<string>, after: Iterable<string>): SetDiff {
  const a = new Set(before);
  const b = new Set(after);
  return { added: [...b].filter((x) => !a.has(x)).sort(), removed: [...a].filter((x) => !b.has(x)).sort() };
}

export interface CliDrift {
  commands: SetDiff;
  /** One-line help description of each command, from the release that has it (removed: older; added: newer). */
  descriptions: Record<string, string>;
  /** Per command present in both: option spellings (each long and each short flag) added and removed. */
  options: Array<{ command: string } & SetDiff>;
}

/**
 * Every spelling of an option, so that a short flag added to a kept long one counts too (CLI 1.7.2 gave
 * `create --type` the short `-t`, which 1.2.0 rejects with "unknown option '-t'").
 */
const optionSpellings = (option: { long?: string; short?: string; flags: string }) =>
  option.long || option.short ? [option.long, option.short].filter((flag): flag is string => !!flag) : [option.flags];

export function compareCli(before: CliSnapshot, after: CliSnapshot): CliDrift {
  const commands = diffSets(
    before.commands.map((command) => command.path),
    after.commands.map((command) => command.path),
  );
  const options: CliDrift['options'] = [];
  for (const command of before.commands) {
    const next = after.commands.find((candidate) => candidate.path === command.path);
    if (!next) continue;
    const diff = diffSets(command.options.flatMap(optionSpellings), next.options.flatMap(optionSpellings));
    if (diff.added.length || diff.removed.length) options.push({ command: command.path, ...diff });
  }
  const descriptions: Record<string, string> = {};
  for (const name of commands.removed) descriptions[name] = before.commands.find((command) => command.path === name)?.description ?? '';
  for (const name of commands.added) descriptions[name] = after.commands.find((command) => command.path === name)?.description ?? '';
  return { commands, descriptions, options };
}

export interface ExportInfo {
  kind: string;
  /** Member names of an interface, class, enum or object type; empty for others. */
  members: string[];
  /** The declaration text with comments and whitespace normalised, to detect any change. */
  text: string;
}

function declarationText(node: ts.Node): string {
  const printer = ts.createPrinter({ removeComments: true });
  const source = node.getSourceFile();
  try {
    return printer.printNode(ts.EmitHint.Unspecified, node, source).replace(/\s+/g, ' ').trim();
  } catch {
    return node
      .getText(source)
      .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
      .replace(/\s+/g, ' ')
      .trim();
  }
}

function kindOf(declaration: ts.Declaration | undefined): string {
  if (!declaration) return 'unknown';
  if (ts.isInterfaceDeclaration(declaration)) return 'interface';
  if (ts.isTypeAliasDeclaration(declaration)) return 'type';
  if (ts.isClassDeclaration(declaration)) return 'class';
  if (ts.isEnumDeclaration(declaration)) return 'enum';
  if (ts.isFunctionDeclaration(declaration)) return 'function';
  if (ts.isVariableDeclaration(declaration)) return 'variable';
  if (ts.isModuleDeclaration(declaration)) return 'namespace';
  return ts.SyntaxKind[declaration.kind];
}

function membersOf(declaration: ts.Declaration | undefined): string[] {
  if (!declaration) return [];
  const named = (members: ts.NodeArray<ts.Node>) =>
    members
      .map((member) => (member as { name?: ts.PropertyName }).name)
      .filter((name): name is ts.PropertyName => !!name)
      .map((name) => (ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : name.getText()));
  if (ts.isInterfaceDeclaration(declaration) || ts.isClassDeclaration(declaration)) return named(declaration.members).sort();
  if (ts.isEnumDeclaration(declaration)) return named(declaration.members).sort();
  if (ts.isTypeAliasDeclaration(declaration) && ts.isTypeLiteralNode(declaration.type)) return named(declaration.type.members).sort();
  return [];
}

/** The exports of a .d.ts entry (following re-exports into its chunk files), without resolving other packages. */
export function dtsExports(entry: string): Map<string, ExportInfo> {
  const program = ts.createProgram([entry], {
    noResolve: false,
    noLib: true,
    types: [],
    skipLibCheck: true,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const exports = new Map<string, ExportInfo>();
  if (!source) return exports;
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) return exports;
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const declarations = target.declarations ?? [];
    const first = declarations[0];
    exports.set(symbol.name, {
      kind: kindOf(first),
      members: declarations.flatMap(membersOf).sort(),
      text: declarations.map(declarationText).join(' | '),
    });
  }
  return exports;
}

export interface ApiDrift {
  added: string[];
  removed: string[];
  /** The kind (interface, function, …) each removed export had in the older release. */
  removedKinds: Record<string, string>;
  /** `breaking`: the kind changed, members went away, or a declaration without members (a function, a type) changed. */
  changed: Array<{ name: string; detail: string; breaking: boolean }>;
}

export function compareExports(before: Map<string, ExportInfo>, after: Map<string, ExportInfo>): ApiDrift {
  const { added, removed } = diffSets(before.keys(), after.keys());
  const changed: ApiDrift['changed'] = [];
  for (const [name, info] of before) {
    const next = after.get(name);
    if (!next || next.text === info.text) continue;
    const members = diffSets(info.members, next.members);
    const parts: string[] = [];
    if (next.kind !== info.kind) parts.push(`${info.kind} → ${next.kind}`);
    if (members.removed.length) parts.push(`members removed: ${members.removed.join(', ')}`);
    if (members.added.length) parts.push(`members added: ${members.added.join(', ')}`);
    const onlyAdded = next.kind === info.kind && members.removed.length === 0 && members.added.length > 0;
    changed.push({ name, detail: parts.join('; ') || 'declaration changed', breaking: !onlyAdded });
  }
  const removedKinds = Object.fromEntries(removed.map((name) => [name, before.get(name)?.kind ?? 'unknown']));
  return { added, removed, removedKinds, changed: changed.sort((a, b) => a.name.localeCompare(b.name)) };
}

/** `METHOD /path` of every Express route registered in a bundled server (router.get("/x", …) and the like). */
export function serverRoutes(code: string): Set<string> {
  const routes = new Set<string>();
  const pattern = /\b[A-Za-z_$][\w$]*\.(get|post|put|patch|delete)\(\s*["'`](\/[^"'`]*)["'`]/g;
  for (const match of code.matchAll(pattern)) routes.add(`${match[1].toUpperCase()} ${match[2]}`);
  return routes;
}

/** A route path as docs write it: `:param` becomes `{param}`. */
const docRoutePath = (route: string) => route.replace(/^[A-Z]+ /, '').replace(/:(\w+)/g, '{$1}');

/** Code blocks and inline code spans of a Markdown text: where pages name API symbols. */
function codeParts(markdown: string): { blocks: string[]; spans: string[] } {
  const blocks = [...markdown.matchAll(/```[^\n]*\n([\s\S]*?)```/g)].map((match) => match[1]);
  const withoutBlocks = markdown.replace(/```[^\n]*\n[\s\S]*?```/g, '');
  const spans = [...withoutBlocks.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]);
  return { blocks, spans };
}

export const codeText = (markdown: string) => {
  const { blocks, spans } = codeParts(markdown);
  return [...blocks, ...spans].join('\n');
};

/**
 * Which of `names` a page names in its code (whole identifiers only). An inline span counts when it is code-like
 * (no spaces) or uses the name as code (`name(`, `name.`, `name<`): a span quoting a log line that starts with
 * the word "Setting" does not name the `Setting` type. Names under three characters are ignored.
 */
export function namedIn(markdown: string, names: string[]): string[] {
  const { blocks, spans } = codeParts(markdown);
  const escape = (name: string) => name.replace(/[$]/g, '\\$');
  return names.filter((name) => {
    if (name.length < 3) return false;
    const whole = new RegExp(`(^|[^\\w$])${escape(name)}([^\\w$]|$)`);
    const asCode = new RegExp(`(^|[^\\w$])${escape(name)}[.(<\\[]`);
    return blocks.some((block) => whole.test(block)) || spans.some((span) => whole.test(span) && (!/\s/.test(span.trim()) || asCode.test(span)));
  });
}

/** Which removed routes a page names (by path, with `{param}` or `:param`). */
export function routesIn(markdown: string, routes: string[]): string[] {
  return routes.filter((route) => {
    const plain = route.replace(/^[A-Z]+ /, '');
    // Sub-routes are mounted under a prefix, so a page names them with /api/... in front.
    // A path of parameters only (`/:id`) would match any page.
    if (!/\/[A-Za-z]/.test(plain)) return false;
    return markdown.includes(docRoutePath(route)) || markdown.includes(plain);
  });
}
