/** Checks `elizaos ...` invocations against a CLI help snapshot: unknown commands, flags and arguments. */
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
export function checkArgs(snapshot: CliSnapshot, args: string[]): Array<{ resolved: string; token: string; message: string }> {
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
      const sub = parent.subcommands.find((name) => name === word || (byPath.get(`${parent.path} ${name}`)?.aliases.includes(word) ?? false));
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
