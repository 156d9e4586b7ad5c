/** The CLI help snapshot model (data/cli-help/<version>/index.json) and its validating loader. */
import { z } from 'zod';
import { validateData } from '../../../src/lib/validate';

const defaultValueSchema = z.union([z.string(), z.number(), z.boolean()]);

const cliOptionSchema = z.object({
  /** The flags exactly as the help prints them, e.g. `-n, --name <name>` or `--yes, -y`. */
  flags: z.string().min(1),
  short: z
    .string()
    .regex(/^-[^-]$/)
    .optional(),
  long: z
    .string()
    .regex(/^--[^-]/)
    .optional(),
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
