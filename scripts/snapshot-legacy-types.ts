/**
 * Snapshots the type declarations of the legacy @elizaos/core (0.25.9) into data/legacy-types/, so the 0.25.9 docs'
 * TypeScript samples are type-checked without installing that package: its runtime dependencies (better-sqlite3
 * compiled from source, fastembed, the AI SDKs) made `npm ci` several minutes longer, for types alone.
 *
 * Usage: npx tsx scripts/snapshot-legacy-types.ts [--from <folder of an unpacked @elizaos/core tarball>]
 * Without --from it fetches the tarball with `npm pack @elizaos/core@0.25.9`. Run by hand; commit the output.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { LEGACY_DOCS_VERSION } from '../src/lib/versions';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The legacy docs describe the @elizaos/core release of their own number. */
export const LEGACY_CORE_VERSION = LEGACY_DOCS_VERSION;
/** Where the snapshot lives, relative to the repository root (the code-samples test compiles against it). */
export const LEGACY_TYPES_DIR = `data/legacy-types/core-${LEGACY_CORE_VERSION}`;

/** What the snapshot was made from, written beside it as source.json. */
export interface LegacyTypesSource {
  package: string;
  version: string;
  /** The declaration file inside the package. */
  file: string;
  /** sha256 of that file as published, before the stand-ins. */
  sha256: string;
  tarball?: string;
  integrity?: string;
  /** Imports of packages this project does not install, replaced by `any` stand-ins. */
  standIns: Array<{ from: string; names: string[] }>;
  generatedBy: string;
}

const NAMED_IMPORT = /^import \{([^}]*)\} from '([^']+)';$/gm;
const NAMESPACE_IMPORT = /^import \* as (\w+) from '([^']+)';$/gm;

/**
 * Replaces the imports of packages that `isAvailable` rejects with local `any` stand-ins (a type alias per named
 * import, a namespace of aliases for a namespace import), the same types the compiler would give them if the module
 * were missing, but without the "cannot find module" error. Samples that lean on those types are not checked.
 */
export function standInImports(declarations: string, isAvailable: (specifier: string) => boolean): { text: string; replaced: LegacyTypesSource['standIns'] } {
  const replaced: LegacyTypesSource['standIns'] = [];
  const params = '<_1 = any, _2 = any, _3 = any>';
  let text = declarations.replace(NAMED_IMPORT, (line, list: string, from: string) => {
    if (isAvailable(from)) return line;
    const names = list
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => part.split(/\s+as\s+/).pop()!);
    replaced.push({ from, names });
    return names.map((name) => `type ${name}${params} = any; // stand-in for ${from}`).join('\n');
  });
  text = text.replace(NAMESPACE_IMPORT, (line, name: string, from: string) => {
    if (isAvailable(from)) return line;
    const members = [...new Set([...declarations.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))].map((match) => match[1]))].sort();
    replaced.push({ from, names: members.map((member) => `${name}.${member}`) });
    return `declare namespace ${name} {\n${members.map((member) => `  type ${member}${params} = any;`).join('\n')}\n} // stand-in for ${from}`;
  });
  const header = `// @elizaos/core ${LEGACY_CORE_VERSION} type declarations, snapshotted by scripts/snapshot-legacy-types.ts (see source.json).\n`;
  return { text: header + text, replaced };
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

async function unpackFromRegistry(temp: string): Promise<{ dir: string; tarball: string; integrity: string }> {
  const { stdout } = await run('npm', ['pack', `@elizaos/core@${LEGACY_CORE_VERSION}`, '--json', '--pack-destination', temp], { cwd: temp });
  const [packed] = JSON.parse(stdout) as Array<{ filename: string; integrity: string }>;
  await run('tar', ['-xzf', path.join(temp, packed.filename), '-C', temp]);
  return { dir: path.join(temp, 'package'), tarball: packed.filename, integrity: packed.integrity };
}

async function main(): Promise<void> {
  const temp = await mkdtemp(path.join(os.tmpdir(), 'legacy-types-'));
  try {
    const from = argument('--from');
    const unpacked = from ? { dir: path.resolve(from), tarball: '', integrity: '' } : await unpackFromRegistry(temp);
    const manifest = JSON.parse(await readFile(path.join(unpacked.dir, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
      types?: string;
      dependencies?: Record<string, string>;
    };
    if (manifest.name !== '@elizaos/core' || manifest.version !== LEGACY_CORE_VERSION) {
      throw new Error(`expected @elizaos/core ${LEGACY_CORE_VERSION}, found ${manifest.name} ${manifest.version}`);
    }
    const declarationFile = manifest.types ?? 'dist/index.d.ts';
    const original = await readFile(path.join(unpacked.dir, declarationFile), 'utf8');
    const own = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const available = new Set([...Object.keys(own.dependencies), ...Object.keys(own.devDependencies)]);
    const { text, replaced } = standInImports(
      original,
      (specifier) => specifier.startsWith('node:') || ['stream', 'events', 'fs', 'path'].includes(specifier) || available.has(specifier),
    );

    const source: LegacyTypesSource = {
      package: manifest.name,
      version: manifest.version,
      file: declarationFile,
      sha256: createHash('sha256').update(original).digest('hex'),
      ...(unpacked.tarball ? { tarball: unpacked.tarball, integrity: unpacked.integrity } : {}),
      standIns: replaced,
      generatedBy: 'scripts/snapshot-legacy-types.ts',
    };
    const out = path.join(root, LEGACY_TYPES_DIR);
    await mkdir(out, { recursive: true });
    await writeFile(path.join(out, 'index.d.ts'), text);
    await writeFile(path.join(out, 'source.json'), `${JSON.stringify(source, null, 2)}\n`);
    console.log(
      `wrote ${path.relative(root, out)}/index.d.ts (${text.length} characters); stand-ins for ${replaced.map((r) => r.from).join(', ') || 'nothing'}`,
    );
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
