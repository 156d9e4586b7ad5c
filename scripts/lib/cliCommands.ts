/** Parses commander `--help` output into a CLI snapshot and checks `elizaos ...` invocations in Markdown against it. */
import { z } from 'zod';
import { validateData } from '../../src/lib/validate';

// ---------------------------------------------------------------------------------------------------------------
// Snapshot model (data/cli-help/<version>/index.json)
// ---------------------------------------------------------------------------------------------------------------

const defaultValueSchema = z.union([z.string(), z.number(), z.boolean()]);

const cliOptionSchema = z.object({
  /** The flags exactly as the help prints them, e.g. `-n, --name <name>` or `--yes, -y`. */
  flags: z.string().min(1),
  short: z.string().regex(/^-[^-]$/).optional(),
  long: z.string().regex(/^--[^-]/).optional(),
  /** `<x>` = required value, `[x]` = optional value, `...` inside = variadic. Absent for boolean flags. */
  value: z.string().optional(),
  description: z.string(),
  default: defaultValueSchema.optional(),
  choices: z.array(z.string()).optional(),
});

const cliArgumentSchema = z.object({
  name: z.string().min(1),
  required: z.boolean(),
  variadic: z.boolean(),
  description: z.string(),
});

const cliCommandSchema = z.object({
  /** Space-separated command path, starting with `elizaos`. */
  path: z.string().regex(/^elizaos( [a-z0-9][a-z0-9-]*)*$/),
  /** The snapshot text file holding this command's help output. */
  file: z.string().regex(/^elizaos(-[a-z0-9-]+)*\.txt$/),
  /** Arguments passed to the CLI to print this help. */
  helpArgs: z.array(z.string()),
  usage: z.string().min(1),
  description: z.string(),
  /** Aliases as the parent's help lists them (commander prints only the first alias). */
  aliases: z.array(z.string()),
  arguments: z.array(cliArgumentSchema),
  options: z.array(cliOptionSchema),
  /** Names of the subcommands the help lists, `help` included when commander adds it. */
  subcommands: z.array(z.string()),
  /** True when the command disables its own help option: it forwards everything it gets to another tool. */
  passThrough: z.boolean(),
});

const cliSnapshotSchema = z.object({
  package: z.string().min(1),
  version: z.string().regex(/^\d+\.\d+\.\d+/),
  commands: z.array(cliCommandSchema).min(1),
});

export type CliOption = z.infer<typeof cliOptionSchema>;
export type CliArgument = z.infer<typeof cliArgumentSchema>;
export type CliCommand = z.infer<typeof cliCommandSchema>;
export type CliSnapshot = z.infer<typeof cliSnapshotSchema>;

/** Validates parsed index.json content; throws naming every problem. */
export function loadCliSnapshot(data: unknown, file = 'index.json'): CliSnapshot {
  const snapshot = validateData(file, cliSnapshotSchema, data);
  const byPath = new Map(snapshot.commands.map((command) => [command.path, command]));
  const problems: string[] = [];
  if (!byPath.has('elizaos')) problems.push('no root command "elizaos"');
  if (byPath.size !== snapshot.commands.length) problems.push('two commands share a path');
  for (const command of snapshot.commands) {
    for (const sub of command.subcommands) {
      if (sub !== 'help' && !byPath.has(`${command.path} ${sub}`)) {
        problems.push(`"${command.path}" lists subcommand "${sub}" but the snapshot has no "${command.path} ${sub}"`);
      }
    }
  }
  if (problems.length) throw new Error(`${file}: ${problems.join('; ')}`);
  return snapshot;
}

// ---------------------------------------------------------------------------------------------------------------
// Parsing commander's help output
// ---------------------------------------------------------------------------------------------------------------

export interface HelpEntry {
  term: string;
  description: string;
}

export interface ParsedSubcommand {
  name: string;
  aliases: string[];
  description: string;
}

export interface ParsedHelp {
  usage: string;
  /** Command names from the usage line, e.g. `['elizaos', 'agent', 'list']`. */
  commandPath: string[];
  /** Alias printed after `|` in the usage line, e.g. `ls` for `list|ls`. */
  aliases: string[];
  description: string;
  arguments: CliArgument[];
  options: CliOption[];
  subcommands: ParsedSubcommand[];
}

const SECTION = /^(Arguments|Options|Commands|Global Options):$/;

/** Removes ANSI colour codes. */
export function stripAnsi(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}

/** Splits a help section into entries; wrapped description lines are joined to their entry. */
function readEntries(lines: string[]): HelpEntry[] {
  const entries: HelpEntry[] = [];
  for (const line of lines) {
    const entry = /^ {2}(\S.*?)(?: {2,}(\S.*))?$/.exec(line);
    if (entry) {
      entries.push({ term: entry[1].trim(), description: (entry[2] ?? '').trim() });
    } else if (entries.length && line.trim()) {
      const last = entries[entries.length - 1];
      last.description = `${last.description} ${line.trim()}`.trim();
    }
  }
  return entries;
}

function parseDefaultValue(raw: string): string | number | boolean {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  } catch {
    // Not JSON (commander prints some defaults as plain text): keep the text.
  }
  return raw;
}

/** Splits commander's trailing `(choices: ..., default: ...)` from an option description. */
export function splitOptionDescription(text: string): Pick<CliOption, 'description' | 'default' | 'choices'> {
  const match = /^(.*?)\s*\((?:choices: ((?:"[^"]*"(?:, )?)+?)(?:, default: (.+))?|default: (.+))\)$/s.exec(text);
  if (!match) return { description: text };
  const result: Pick<CliOption, 'description' | 'default' | 'choices'> = { description: match[1] };
  if (match[2]) result.choices = [...match[2].matchAll(/"([^"]*)"/g)].map((choice) => choice[1]);
  const rawDefault = match[3] ?? match[4];
  if (rawDefault !== undefined) result.default = parseDefaultValue(rawDefault);
  return result;
}

/** Parses an Options entry such as `-p, --port <port>` or `--yes, -y`. */
export function parseOptionEntry(entry: HelpEntry): CliOption {
  const match = /^(-{1,2}[^\s,]+(?:,\s*-{1,2}[^\s,]+)*)(?:\s+(.+))?$/.exec(entry.term);
  if (!match) throw new Error(`Not an option term: "${entry.term}"`);
  const option: CliOption = { flags: entry.term, ...splitOptionDescription(entry.description) };
  for (const flag of match[1].split(/,\s*/)) {
    if (/^--[^-]/.test(flag)) option.long = flag;
    else if (/^-[^-]$/.test(flag)) option.short = flag;
    else throw new Error(`Unexpected flag "${flag}" in "${entry.term}"`);
  }
  if (match[2]) option.value = match[2];
  return option;
}

/** Parses a Commands entry such as `add|install [options] <plugin>`. */
export function parseCommandEntry(entry: HelpEntry): ParsedSubcommand {
  const [names] = entry.term.split(/\s+/);
  const [name, ...aliases] = names.split('|');
  return { name, aliases, description: entry.description };
}

/** Parses the full help text commander prints for one command. */
export function parseCommanderHelp(rawText: string): ParsedHelp {
  const lines = stripAnsi(rawText).replace(/\r\n/g, '\n').split('\n');
  const usageIndex = lines.findIndex((line) => line.startsWith('Usage: '));
  if (usageIndex < 0) throw new Error('No "Usage:" line in the help output');
  const usage = lines[usageIndex].slice('Usage: '.length).trim();
  const usageTokens = usage.split(/\s+/);
  const nameTokens = usageTokens.filter((token) => !/^[[<]/.test(token));
  const lastName = nameTokens[nameTokens.length - 1] ?? '';
  const [lastCommand, ...aliases] = lastName.split('|');
  const commandPath = [...nameTokens.slice(0, -1), lastCommand];

  const sections = new Map<string, string[]>();
  const descriptionLines: string[] = [];
  let current: string[] | null = null;
  let seenSection = false;
  for (const line of lines.slice(usageIndex + 1)) {
    const header = SECTION.exec(line);
    if (header) {
      current = [];
      sections.set(header[1], current);
      seenSection = true;
    } else if (!line.trim()) {
      current = null;
    } else if (current) {
      current.push(line);
    } else if (!seenSection) {
      descriptionLines.push(line.trim());
    }
    // Free text after the sections (examples added with addHelpText) stays in the .txt snapshot only.
  }

  const argumentDescriptions = new Map(
    readEntries(sections.get('Arguments') ?? []).map((entry) => [entry.term, entry.description]),
  );
  const argumentsList: CliArgument[] = usageTokens
    .filter((token) => /^[[<]/.test(token) && token !== '[options]' && token !== '[command]')
    .map((token) => {
      const name = token.slice(1, -1).replace(/\.\.\.$/, '');
      return {
        name,
        required: token.startsWith('<'),
        variadic: token.includes('...'),
        description: argumentDescriptions.get(name) ?? '',
      };
    });

  return {
    usage,
    commandPath,
    aliases,
    description: descriptionLines.join(' '),
    arguments: argumentsList,
    options: [...readEntries(sections.get('Options') ?? []), ...readEntries(sections.get('Global Options') ?? [])].map(
      parseOptionEntry,
    ),
    subcommands: readEntries(sections.get('Commands') ?? []).map(parseCommandEntry),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Finding `elizaos ...` invocations in Markdown
// ---------------------------------------------------------------------------------------------------------------

export interface Invocation {
  line: number;
  /** The invocation as written, from `elizaos` to the end of the shell command. */
  text: string;
  /** Arguments after `elizaos`, with quotes removed. */
  args: string[];
  where: 'code block' | 'inline code';
}

/** Words that may stand before `elizaos` in a command: wrappers and runners. */
const WRAPPERS = new Set(['sudo', 'npx', 'bunx', 'exec', 'nohup', 'time', 'env', 'command', '-y', '--yes']);
/** Text after which a new shell command (or a quoted command string) starts: operators, prompts, quotes, `key:`. */
const BOUNDARY = /(?:&&|\|\||[;|&(`"'$>{:])$/;

function startsCommand(prefix: string): boolean {
  const words = prefix.trimEnd().split(/\s+/).filter(Boolean);
  while (words.length) {
    const last = words[words.length - 1];
    if (WRAPPERS.has(last) || /^[A-Za-z_][A-Za-z0-9_]*=\S*$/.test(last)) words.pop();
    else if (last === 'x' && words[words.length - 2] === 'bun') words.splice(-2, 2);
    else break;
  }
  const rest = words.join(' ');
  return rest === '' || rest === '-' || BOUNDARY.test(rest);
}

/** Splits a shell command into words, stopping at the end of the command (`;`, `&&`, `|`, `#`, redirections). */
export function shellWords(text: string): { words: string[]; consumed: number } {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let index = 0;
  const push = () => {
    if (inWord) words.push(word);
    word = '';
    inWord = false;
  };
  for (; index < text.length; index += 1) {
    const char = text[index];
    if (char === "'" || char === '"') {
      const end = text.indexOf(char, index + 1);
      if (end < 0) break;
      word += text.slice(index + 1, end).replace(char === '"' ? /\\(["\\$`])/g : /$^/g, '$1');
      inWord = true;
      index = end;
    } else if (char === '<' && /^<[^<>]+>/.test(text.slice(index))) {
      // A documentation placeholder such as <name> or <api-key>, not a redirection.
      const end = text.indexOf('>', index);
      word += text.slice(index, end + 1);
      inWord = true;
      index = end;
    } else if (char === '\\' && index + 1 < text.length) {
      word += text[index + 1];
      inWord = true;
      index += 1;
    } else if (/\s/.test(char)) {
      push();
    } else if (/[;&|)<>`]/.test(char) || (char === '#' && !inWord)) {
      if (char === '>' && /^\d+$/.test(word)) {
        word = '';
        inWord = false;
      }
      break;
    } else {
      word += char;
      inWord = true;
    }
  }
  push();
  return { words, consumed: index };
}

/** Finds `elizaos` invocations in one line of code (a logical line of a code block, or an inline code span). */
export function findInvocationsInCode(code: string): Array<{ text: string; args: string[] }> {
  const found: Array<{ text: string; args: string[] }> = [];
  const pattern = /(?<![\w@/.\\-])elizaos(?=\s|$|["'`;)|&])/g;
  for (let match = pattern.exec(code); match; match = pattern.exec(code)) {
    const prefix = code.slice(0, match.index);
    if (!startsCommand(prefix)) continue;
    let rest = code.slice(match.index + 'elizaos'.length);
    // Inside a quoted string (a package.json script, a YAML value), the command ends at the closing quote.
    const opening = prefix.trimEnd().slice(-1);
    if ((opening === '"' || opening === "'") && rest.includes(opening)) rest = rest.slice(0, rest.indexOf(opening));
    const { words, consumed } = shellWords(rest);
    found.push({ text: `elizaos${rest.slice(0, consumed)}`.trim(), args: words });
  }
  return found;
}

/** Removes a trailing shell comment from a line of a code block. */
function stripShellComment(line: string): string {
  if (/^\s*(?:#|\/\/)/.test(line)) return '';
  let quote = '';
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '#' && (index === 0 || /\s/.test(line[index - 1]))) {
      return line.slice(0, index);
    }
  }
  return line;
}

/** Inline code spans of one Markdown line (CommonMark backtick runs), with `\|` table escapes undone. */
export function inlineCodeSpans(line: string): string[] {
  const spans: string[] = [];
  const runs = /`+/g;
  for (let open = runs.exec(line); open; open = runs.exec(line)) {
    const fence = open[0];
    const start = open.index + fence.length;
    let close: RegExpExecArray | null = null;
    const closer = /`+/g;
    closer.lastIndex = start;
    for (let candidate = closer.exec(line); candidate; candidate = closer.exec(line)) {
      if (candidate[0].length === fence.length) {
        close = candidate;
        break;
      }
    }
    if (!close) continue;
    let content = line.slice(start, close.index);
    if (/^ .*\S.* $/.test(content)) content = content.slice(1, -1);
    spans.push(content.replace(/\\\|/g, '|'));
    runs.lastIndex = close.index + close[0].length;
  }
  return spans;
}

/** Every `elizaos ...` invocation in a Markdown document: in fenced code blocks and in inline code. */
export function extractInvocations(markdown: string): Invocation[] {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const invocations: Invocation[] = [];
  let index = 0;
  if (lines[0]?.trim() === '---') {
    const end = lines.findIndex((line, position) => position > 0 && line.trim() === '---');
    if (end > 0) index = end + 1;
  }
  let fence: { char: string; length: number } | null = null;
  let pending: { line: number; text: string } | null = null;
  for (; index < lines.length; index += 1) {
    const line = lines[index];
    const fenceMatch = /^\s*(`{3,}|~{3,})(.*)$/.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1][0] === fence.char && fenceMatch[1].length >= fence.length && !fenceMatch[2].trim()) {
        fence = null;
        pending = null;
        continue;
      }
      const code = stripShellComment(line);
      const joined: { line: number; text: string } = pending
        ? { line: pending.line, text: `${pending.text} ${code}` }
        : { line: index + 1, text: code };
      if (/\\\s*$/.test(joined.text)) {
        pending = { line: joined.line, text: joined.text.replace(/\\\s*$/, '') };
        continue;
      }
      pending = null;
      for (const found of findInvocationsInCode(joined.text)) {
        invocations.push({ line: joined.line, ...found, where: 'code block' });
      }
      continue;
    }
    if (fenceMatch && !(fenceMatch[1][0] === '`' && fenceMatch[2].includes('`'))) {
      fence = { char: fenceMatch[1][0], length: fenceMatch[1].length };
      continue;
    }
    for (const span of inlineCodeSpans(line)) {
      for (const found of findInvocationsInCode(span)) {
        invocations.push({ line: index + 1, ...found, where: 'inline code' });
      }
    }
  }
  return invocations;
}

// ---------------------------------------------------------------------------------------------------------------
// Checking invocations against the snapshot
// ---------------------------------------------------------------------------------------------------------------

export interface CliProblem {
  line: number;
  command: string;
  /** The command path the invocation resolved to, e.g. `elizaos agent list`. */
  resolved: string;
  /** The unknown flag or word. */
  token: string;
  message: string;
}

/** Placeholders such as `<name>`, `[options]` or `...` stand for user input and are not checked. */
function isPlaceholder(word: string): boolean {
  return /^<.*>$/.test(word) || /^\[.*\]$/.test(word) || /^\.{3}$/.test(word) || /^\{.*\}$/.test(word);
}

function takesValue(option: CliOption): 'required' | 'optional' | 'none' {
  if (!option.value) return 'none';
  return option.value.startsWith('<') ? 'required' : 'optional';
}

/** Resolves `args` (the words after `elizaos`) through the snapshot; returns one message per unknown word or flag. */
export function checkArgs(
  snapshot: CliSnapshot,
  args: string[],
): Array<{ resolved: string; token: string; message: string }> {
  const byPath = new Map(snapshot.commands.map((command) => [command.path, command]));
  let command = byPath.get('elizaos');
  if (!command) throw new Error('The snapshot has no root command');
  const chain: CliCommand[] = [command];
  const problems: Array<{ resolved: string; token: string; message: string }> = [];
  let positionals = 0;
  // After an unknown option nobody knows whether it took a value, so the words that follow are not judged.
  let unsure = false;

  const findOption = (match: (option: CliOption) => boolean): CliOption | undefined => {
    for (let level = chain.length - 1; level >= 0; level -= 1) {
      const option = chain[level].options.find(match);
      if (option) return option;
    }
    return undefined;
  };

  for (let index = 0; index < args.length; index += 1) {
    const word = args[index];
    if (command.passThrough) break;
    if (word === '--') break;
    if (isPlaceholder(word)) {
      if (positionals === 0 && command.subcommands.length && !command.arguments.length) break;
      positionals += 1;
      continue;
    }
    if (word.startsWith('-') && word !== '-') {
      const consumeValue = (option: CliOption, inline: boolean) => {
        const kind = takesValue(option);
        if (kind === 'none' || inline) return;
        const variadic = option.value?.includes('...') ?? false;
        if (kind === 'required' && index + 1 < args.length) index += 1;
        else if (kind === 'optional' && index + 1 < args.length && !args[index + 1].startsWith('-')) index += 1;
        while (variadic && index + 1 < args.length && !args[index + 1].startsWith('-')) index += 1;
      };
      if (word.startsWith('--')) {
        const [flag] = word.split('=');
        const option = findOption((candidate) => candidate.long === flag);
        if (!option) {
          problems.push({ resolved: command.path, token: flag, message: `unknown option ${flag}` });
          unsure = true;
          continue;
        }
        if (word.includes('=') && takesValue(option) === 'none') {
          problems.push({ resolved: command.path, token: word, message: `option ${flag} takes no value` });
        }
        consumeValue(option, word.includes('='));
      } else {
        const flag = word.slice(0, 2);
        const option = findOption((candidate) => candidate.short === flag);
        if (!option) {
          problems.push({ resolved: command.path, token: word, message: `unknown option ${word}` });
          unsure = true;
          continue;
        }
        if (word.length > 2) {
          if (takesValue(option) !== 'none') continue; // value attached: -p4000
          for (const letter of word.slice(2)) {
            const combined = findOption((candidate) => candidate.short === `-${letter}`);
            if (!combined || takesValue(combined) === 'required') {
              problems.push({ resolved: command.path, token: word, message: `unknown option ${word}` });
              break;
            }
          }
          continue;
        }
        consumeValue(option, false);
      }
      continue;
    }
    if (unsure) continue;
    if (positionals === 0) {
      const parent = command;
      const sub = parent.subcommands.find(
        (name) => name === word || (byPath.get(`${parent.path} ${name}`)?.aliases.includes(word) ?? false),
      );
      if (sub === 'help') break; // `elizaos help <command>` prints help for any command.
      if (sub) {
        const next = byPath.get(`${parent.path} ${sub}`);
        if (next) {
          command = next;
          chain.push(next);
          continue;
        }
      }
      if (command.subcommands.length && !command.arguments.length) {
        problems.push({ resolved: command.path, token: word, message: `unknown command "${word}" for ${command.path}` });
        break;
      }
    }
    positionals += 1;
    const last = command.arguments[command.arguments.length - 1];
    if (positionals > command.arguments.length && !last?.variadic) {
      problems.push({
        resolved: command.path,
        token: word,
        message: `unexpected argument "${word}": ${command.path} takes ${command.arguments.length || 'no'} argument(s)`,
      });
      unsure = true;
    }
  }
  return problems;
}

/**
 * Expands the shorthand `elizaos agent start / stop` (a standalone `/` between alternatives) into one argument list per
 * alternative: each later alternative replaces as many trailing words of the first as it has.
 */
export function expandAlternatives(args: string[]): string[][] {
  const groups: string[][] = [[]];
  for (const word of args) {
    if (word === '/') groups.push([]);
    else groups[groups.length - 1].push(word);
  }
  const [first, ...others] = groups;
  return [first, ...others.filter((group) => group.length).map((group) => [...first.slice(0, Math.max(first.length - group.length, 0)), ...group])];
}

export interface CheckOptions {
  /**
   * Exact inline-code texts that pages may use to say a command does not exist (`There is no \`elizaos stop\``).
   * They are accepted only as inline code, never in a code block, and only verbatim.
   */
  namedAbsent?: string[];
}

/** Checks every `elizaos ...` invocation of a Markdown document against the snapshot. */
export function checkMarkdown(snapshot: CliSnapshot, markdown: string, options: CheckOptions = {}): CliProblem[] {
  const absent = new Set(options.namedAbsent ?? []);
  return extractInvocations(markdown)
    .filter((invocation) => !(invocation.where === 'inline code' && absent.has(invocation.text)))
    .flatMap((invocation) =>
      expandAlternatives(invocation.args).flatMap((args) =>
        checkArgs(snapshot, args).map((problem) => ({ line: invocation.line, command: invocation.text, ...problem })),
      ),
    );
}
