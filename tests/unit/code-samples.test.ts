/**
 * Every TypeScript block in the docs compiles: current pages against @elizaos/core 1.2.0, 0.25.9 pages against the
 * 0.25.9 declarations snapshotted in data/legacy-types (scripts/snapshot-legacy-types.ts; the package itself is not
 * installed: its runtime dependencies cost minutes of `npm ci`).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { extractTypeScriptSamples } from '../../scripts/lib/codeSamples';
import { LEGACY_TYPES_DIR, standInImports, type LegacyTypesSource } from '../../scripts/snapshot-legacy-types';
import { ELIZA_VERSION, LEGACY_DOCS_VERSION } from '../../src/lib/versions';

const root = path.resolve(__dirname, '../..');

function markdownFiles(dir: string): string[] {
  const full = path.join(root, dir);
  try {
    statSync(full);
  } catch {
    return [];
  }
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file) && !file.split(path.sep).includes('rest'))
    .map((file) => path.join(dir, file));
}

interface Origin {
  page: string;
  line: number;
}

function compileSamples(label: string, pages: string[], coreDir: string): { count: number; errors: string[] } {
  const outDir = path.join(root, 'node_modules/.cache/code-samples', label);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const origins = new Map<string, Origin>();
  for (const page of pages) {
    for (const sample of extractTypeScriptSamples(readFileSync(path.join(root, page), 'utf8'))) {
      const file = path.join(outDir, `sample${origins.size}.ts`);
      // Each sample is its own module, as a reader would paste it into a file.
      writeFileSync(file, `${sample.code}\nexport {};\n`);
      origins.set(file, { page, line: sample.line });
    }
  }
  const program = ts.createProgram([...origins.keys()], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: ['node'],
    typeRoots: [path.join(root, 'node_modules/@types')],
    baseUrl: root,
    paths: { '@elizaos/core': [coreDir] },
  });
  const errors = ts.getPreEmitDiagnostics(program).map((d) => {
    const origin = d.file ? origins.get(path.resolve(d.file.fileName)) : undefined;
    const where =
      origin && d.file && d.start !== undefined
        ? `${origin.page}:${origin.line + d.file.getLineAndCharacterOfPosition(d.start).line + 1}`
        : (d.file?.fileName ?? '(program)');
    return `${where}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
  return { count: origins.size, errors };
}

test(`TypeScript samples of the current docs and blog compile against @elizaos/core ${ELIZA_VERSION}`, () => {
  const { count, errors } = compileSamples('current', [...markdownFiles('docs'), ...markdownFiles('blog')], 'node_modules/@elizaos/core');
  assert.ok(count > 10, `expected samples, found ${count}`);
  assert.deepEqual(errors, [], `${errors.length} errors in ${count} samples:\n${errors.join('\n')}`);
});

test(`TypeScript samples of the ${LEGACY_DOCS_VERSION} docs compile against the @elizaos/core ${LEGACY_DOCS_VERSION} declarations`, () => {
  const { count, errors } = compileSamples(
    LEGACY_DOCS_VERSION,
    markdownFiles(`versioned_docs/version-${LEGACY_DOCS_VERSION}`),
    `${LEGACY_TYPES_DIR}/index.d.ts`,
  );
  assert.ok(count > 10, `expected samples, found ${count}`);
  assert.deepEqual(errors, [], `${errors.length} errors in ${count} samples:\n${errors.join('\n')}`);
});

test(`the ${LEGACY_DOCS_VERSION} declarations snapshot names its source and only stands in for packages that are not installed`, () => {
  const source = JSON.parse(readFileSync(path.join(root, LEGACY_TYPES_DIR, 'source.json'), 'utf8')) as LegacyTypesSource;
  assert.equal(source.package, '@elizaos/core');
  assert.equal(source.version, LEGACY_DOCS_VERSION);
  assert.match(source.sha256, /^[0-9a-f]{64}$/);
  const installed = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: object; devDependencies: object };
  const names = new Set([...Object.keys(installed.dependencies), ...Object.keys(installed.devDependencies)]);
  for (const { from } of source.standIns)
    assert.ok(!names.has(from), `${from} is installed now: re-run scripts/snapshot-legacy-types.ts to use its real types`);
});

test('standInImports replaces named and namespace imports of missing packages, keeps the others', () => {
  const input = "import { Readable } from 'stream';\nimport { A, B as C } from 'gone';\nimport * as log from 'gone2';\ndeclare const l: log.Logger<string>;\n";
  const { text, replaced } = standInImports(input, (specifier) => specifier === 'stream');
  assert.match(text, /^import \{ Readable \} from 'stream';$/m);
  assert.match(text, /^type A<_1 = any, _2 = any, _3 = any> = any;/m);
  assert.match(text, /^type C<_1 = any, _2 = any, _3 = any> = any;/m);
  assert.match(text, /declare namespace log \{\n {2}type Logger<_1 = any, _2 = any, _3 = any> = any;\n\}/);
  assert.deepEqual(replaced, [
    { from: 'gone', names: ['A', 'C'] },
    { from: 'gone2', names: ['log.Logger'] },
  ]);
});
