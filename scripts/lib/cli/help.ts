/** Parses the help text commander prints for one command (usage, arguments, options, subcommands). */
import type { CliArgument, CliOption } from './snapshot';

interface HelpEntry {
  term: string;
  description: string;
}

interface ParsedSubcommand {
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
function splitOptionDescription(text: string): Pick<CliOption, 'description' | 'default' | 'choices'> {
  const match = /^(.*?)\s*\((?:choices: ((?:"[^"]*"(?:, )?)+?)(?:, default: (.+))?|default: (.+))\)$/s.exec(text);
  if (!match) return { description: text };
  const result: Pick<CliOption, 'description' | 'default' | 'choices'> = { description: match[1] };
  if (match[2]) result.choices = [...match[2].matchAll(/"([^"]*)"/g)].map((choice) => choice[1]);
  const rawDefault = match[3] ?? match[4];
  if (rawDefault !== undefined) result.default = parseDefaultValue(rawDefault);
  return result;
}

/** Parses an Options entry such as `-p, --port <port>` or `--yes, -y`. */
function parseOptionEntry(entry: HelpEntry): CliOption {
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
function parseCommandEntry(entry: HelpEntry): ParsedSubcommand {
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

  const argumentDescriptions = new Map(readEntries(sections.get('Arguments') ?? []).map((entry) => [entry.term, entry.description]));
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
    options: [...readEntries(sections.get('Options') ?? []), ...readEntries(sections.get('Global Options') ?? [])].map(parseOptionEntry),
    subcommands: readEntries(sections.get('Commands') ?? []).map(parseCommandEntry),
  };
}
