/**
 * Checks `elizaos ...` invocations against a CLI help snapshot with commander's parsing rules: unknown commands and
 * flags, too many or missing arguments, and options that a parent command takes before its subcommand sees them.
 */
import type { CliCommand, CliOption, CliSnapshot } from './snapshot';
import { extractInvocations } from './invocations';

export interface CliProblem {
  line: number;
  command: string;
  /** The command path the invocation resolved to, e.g. `elizaos agent list`. */
  resolved: string;
  /** The unknown flag or word. */
  token: string;
  message: string;
  rule: CliRule;
}

/** Placeholders such as `<name>`, `[options]` or `...` stand for user input and are not checked. */
function isPlaceholder(word: string): boolean {
  return /^<.*>$/.test(word) || /^\[.*\]$/.test(word) || /^\.{3}$/.test(word) || /^\{.*\}$/.test(word);
}

/** `[options]` or `[flags]` stands for options, not for an argument. */
function isOptionsPlaceholder(word: string): boolean {
  return /^\[(?:options|flags)\]$/.test(word);
}

const HELP_FLAGS = new Set(['-h', '--help']);

function takesValue(option: CliOption): 'required' | 'optional' | 'none' {
  if (!option.value) return 'none';
  return option.value.startsWith('<') ? 'required' : 'optional';
}

/** Which commander rule an invocation breaks. */
type CliRule = 'unknown-command' | 'unknown-option' | 'option-value' | 'parent-option' | 'excess-arguments' | 'missing-argument';

export interface ArgProblem {
  resolved: string;
  token: string;
  message: string;
  rule: CliRule;
}

export interface ArgOptions {
  /**
   * The words name a command in prose (inline code) rather than run it: `elizaos plugins add` with nothing after
   * the command's name is not held to its required arguments.
   */
  reference?: boolean;
}

/**
 * Resolves `args` (the words after `elizaos`) through the snapshot the way commander 14 (the parser of
 * @elizaos/cli 1.x) does, and returns one problem per rule broken:
 * - every command reads its own options wherever they stand, so an option placed after a subcommand is taken by
 *   the first command of the chain that knows it, parents first; one a subcommand also defines never reaches it;
 * - an option nobody in the chain knows is an error, unless the command forwards unknown options (a pass-through
 *   command such as `tee phala`), and then it counts as one of that command's arguments;
 * - a command takes no more arguments than it declares (commander 14 rejects excess arguments by default) unless
 *   its last one is variadic, and every required argument must be given, unless `--help` asks for help first.
 */
export function checkArgs(snapshot: CliSnapshot, args: string[], options: ArgOptions = {}): ArgProblem[] {
  const byPath = new Map(snapshot.commands.map((command) => [command.path, command]));
  let command = byPath.get('elizaos');
  if (!command) throw new Error('The snapshot has no root command');
  const chain: CliCommand[] = [command];
  const problems: ArgProblem[] = [];
  const problem = (rule: CliRule, token: string, message: string) => problems.push({ resolved: command!.path, token, message, rule });
  let positionals = 0;
  // Whether any word other than a command name was written: a bare command name in prose is a reference to it.
  let beyondPath = false;
  // After `--` every word is an argument, as in commander.
  let literal = false;
  // After an unknown option nobody knows whether it took a value, so the words that follow are not judged.
  let unsure = false;
  let excessReported = false;
  let help = false;

  /** The option `match` finds, searched parents first, as commander's parsing lets each parent take its own. */
  const findOption = (match: (option: CliOption) => boolean): { option: CliOption; owner: CliCommand } | undefined => {
    for (const owner of chain) {
      const option = owner.options.find((candidate) => match(candidate) && !HELP_FLAGS.has(candidate.long ?? candidate.short ?? ''));
      if (option) return { option, owner };
    }
    return undefined;
  };

  const countArgument = (word: string) => {
    positionals += 1;
    const declared = command!.arguments;
    const last = declared[declared.length - 1];
    if (positionals > declared.length && !last?.variadic && !excessReported) {
      excessReported = true;
      problem(
        'excess-arguments',
        word,
        `too many arguments for '${command!.path.split(' ').pop()}': ${command!.path} takes ${declared.length || 'no'} argument(s), and "${word}" is one more`,
      );
    }
  };

  for (let index = 0; index < args.length; index += 1) {
    const word = args[index];
    if (word === '--' && !literal) {
      literal = true;
      beyondPath = true;
      continue;
    }
    if (!literal && isOptionsPlaceholder(word)) {
      beyondPath = true;
      continue;
    }
    if (!literal && word.startsWith('-') && word !== '-' && !isPlaceholder(word)) {
      beyondPath = true;
      if (HELP_FLAGS.has(word) && !command.passThrough) {
        // Commander prints the help of the command reached so far and exits before it counts arguments.
        help = true;
        break;
      }
      const [flag] = word.split('=');
      const lookup = word.startsWith('--') ? flag : word.slice(0, 2);
      const found = findOption((candidate) => (word.startsWith('--') ? candidate.long === lookup : candidate.short === lookup));
      if (!found) {
        if (command.passThrough) {
          countArgument(word);
          continue;
        }
        const later = args.slice(index + 1).find((next) => command!.subcommands.includes(next));
        const owner = later ? byPath.get(`${command.path} ${later}`) : undefined;
        const belongsLater = owner?.options.some((candidate) => candidate.long === lookup || candidate.short === lookup);
        problem(
          'unknown-option',
          word.startsWith('--') ? flag : word,
          belongsLater
            ? `unknown option ${lookup}: it belongs to ${owner!.path}, so it must come after "${later}"`
            : `unknown option ${word.startsWith('--') ? flag : word}`,
        );
        unsure = true;
        continue;
      }
      const { option, owner } = found;
      if (owner !== command) {
        const shadowed = command.options.find((candidate) => (word.startsWith('--') ? candidate.long === lookup : candidate.short === lookup));
        if (shadowed) {
          problem('parent-option', lookup, `option ${lookup} is read by ${owner.path} first, so ${command.path} never receives it`);
        }
      }
      if (word.startsWith('--')) {
        if (word.includes('=') && takesValue(option) === 'none') problem('option-value', word, `option ${flag} takes no value`);
        if (!word.includes('=')) index = consumeValue(args, index, option);
        continue;
      }
      if (word.length > 2) {
        if (takesValue(option) !== 'none') continue; // value attached: -p4000
        for (const letter of word.slice(2)) {
          const combined = findOption((candidate) => candidate.short === `-${letter}`);
          if (!combined || takesValue(combined.option) === 'required') {
            problem('unknown-option', word, `unknown option ${word}`);
            break;
          }
        }
        continue;
      }
      index = consumeValue(args, index, option);
      continue;
    }
    if (unsure) continue;
    if (isPlaceholder(word)) {
      beyondPath = true;
      if (positionals === 0 && command.subcommands.length && !command.arguments.length) break;
      countArgument(word);
      continue;
    }
    if (positionals === 0 && !command.passThrough) {
      const parent = command;
      const sub = parent.subcommands.find((name) => name === word || (byPath.get(`${parent.path} ${name}`)?.aliases.includes(word) ?? false));
      if (sub === 'help') return problems; // `elizaos help <command>` prints help for any command.
      if (sub) {
        const next = byPath.get(`${parent.path} ${sub}`);
        if (next) {
          command = next;
          chain.push(next);
          continue;
        }
      }
      if (command.subcommands.length && !command.arguments.length) {
        problem('unknown-command', word, `unknown command "${word}" for ${command.path}`);
        return problems;
      }
    }
    beyondPath = true;
    countArgument(word);
  }

  const isLeaf = command.subcommands.length === 0;
  if (!help && !unsure && isLeaf && !(options.reference && !beyondPath)) {
    const missing = command.arguments.filter((argument) => argument.required).slice(positionals);
    for (const argument of missing) {
      problem('missing-argument', `<${argument.name}>`, `missing required argument '${argument.name}' of ${command.path}`);
    }
  }
  return problems;
}

/** Moves past the value (or values) an option takes; returns the index of its last word. */
function consumeValue(args: string[], index: number, option: CliOption): number {
  const kind = takesValue(option);
  if (kind === 'none') return index;
  let at = index;
  const variadic = option.value?.includes('...') ?? false;
  if (kind === 'required' && at + 1 < args.length) at += 1;
  else if (kind === 'optional' && at + 1 < args.length && !args[at + 1].startsWith('-')) at += 1;
  while (variadic && at + 1 < args.length && !args[at + 1].startsWith('-')) at += 1;
  return at;
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
        checkArgs(snapshot, args, { reference: invocation.where === 'inline code' }).map((problem) => ({
          line: invocation.line,
          command: invocation.text,
          ...problem,
        })),
      ),
    );
}
