/**
 * Build-time guards of the first-load and REST-page parts. A part that replaces a private Docusaurus file or reads a
 * generated one states the shape it relies on as a contract: the build checks each file against it before bundling
 * and fails with the file's name and the expected shape when Docusaurus (or the OpenAPI theme) has changed it, and
 * checks after bundling that each module replacement took effect. Tests run the same contracts against the real
 * installed and generated files (tests/build/first-load-guards.test.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Expectation {
  /** The expected shape, in words, for the error message. */
  shape: string;
  test: (source: string) => boolean;
}

export interface FileContract {
  /** Absolute path of the file. */
  file: string;
  expect: Expectation[];
}

/** An expectation that the source matches a pattern. */
export const has = (shape: string, pattern: RegExp): Expectation => ({ shape, test: (source) => pattern.test(source) });

/** Each unmet expectation of the contracts, as "file: expected shape". */
export function contractProblems(contracts: FileContract[], root = process.cwd()): string[] {
  const problems: string[] = [];
  for (const { file, expect } of contracts) {
    const name = path.relative(root, file) || file;
    if (!existsSync(file)) {
      problems.push(`${name}: the file is missing`);
      continue;
    }
    const source = readFileSync(file, 'utf8');
    for (const { shape, test } of expect) {
      let met = false;
      try {
        met = test(source);
      } catch {
        met = false;
      }
      if (!met) problems.push(`${name}: expected ${shape}`);
    }
  }
  return problems;
}

/** The error a part throws when what it relies on has changed: the files, the shapes, and how to build without it. */
export function guardError(part: string, switchName: string, problems: string[]): Error {
  return new Error(
    `${part}: a private file this part relies on has changed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n` +
      `Build without the part (${switchName}=off) and update src/plugins/${part} to the new shape.`,
  );
}

export function assertContracts(part: string, switchName: string, contracts: FileContract[], root?: string): void {
  const problems = contractProblems(contracts, root);
  if (problems.length) throw guardError(part, switchName, problems);
}

/** The parts of a finished compilation the guards read (the same in Rspack and webpack). */
export interface BuiltModule {
  resource?: string;
  /** A concatenated module's parts. */
  modules?: Iterable<BuiltModule>;
}

export interface BuiltCompilation {
  modules: Iterable<BuiltModule>;
  moduleGraph: { getIncomingConnections(module: BuiltModule): Iterable<{ originModule?: BuiltModule | null }> };
}

/** Every module of a compilation, concatenated modules' parts included. */
export function builtModules(compilation: BuiltCompilation): BuiltModule[] {
  const all: BuiltModule[] = [];
  const visit = (module: BuiltModule) => {
    all.push(module);
    if (module.modules) for (const inner of module.modules) visit(inner);
  };
  for (const module of compilation.modules) visit(module);
  return all;
}

/** The files of a compilation's modules (absolute paths, without query). */
export function moduleFiles(compilation: BuiltCompilation): Set<string> {
  return new Set(builtModules(compilation).flatMap((module) => (module.resource ? [module.resource.replace(/\?.*$/, '')] : [])));
}

/** A path relative to the site, for messages. */
const siteRelative = (siteDir: string, file: string) => `./${path.relative(siteDir, file).split(path.sep).join('/')}`;

export interface Replacement {
  original: string;
  replacement: string;
}

/**
 * Replacements that did not take effect in a build: the replacement module is not in the bundle, or the original
 * still is (a new import path reaches it). A module replacement that silently stops matching would otherwise ship
 * Docusaurus' own module next to the part's runtime.
 */
export function unappliedReplacements(siteDir: string, replacements: Replacement[], files: Set<string>): string[] {
  const problems: string[] = [];
  for (const { original, replacement } of replacements) {
    const from = siteRelative(siteDir, original);
    const to = siteRelative(siteDir, replacement);
    if (!files.has(replacement)) problems.push(`${from}: not replaced by ${to} (the replacement is not in the bundle)`);
    else if (files.has(original)) problems.push(`${from}: still bundled beside its replacement ${to}`);
  }
  return problems;
}
