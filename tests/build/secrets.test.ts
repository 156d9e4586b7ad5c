import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findSecrets, secretEnvValues } from '../../scripts/lib/secretScan';
import { assertBuilt, buildDir } from './builtSite';
import { listFilesSync } from '../../src/lib/walk';

assertBuilt();

/** Every file the site publishes but images and fonts (precompressed copies live outside it: build-paths.test.ts). */
const publishedFiles = (dir = buildDir): string[] => listFilesSync(dir, { accept: (name) => !/\.(png|jpe?g|gif|webp|ico|woff2?)$/i.test(name) });

test('the built site contains no secret: no value of a *_KEY/*_TOKEN variable, no key-shaped string', () => {
  const envValues = secretEnvValues();
  const hits: string[] = [];
  let files = 0;
  for (const file of publishedFiles()) {
    files += 1;
    for (const finding of findSecrets(readFileSync(file, 'utf8'), envValues)) {
      hits.push(`${path.relative(buildDir, file)}: ${finding.kind} at ${finding.index} ${finding.excerpt}`);
    }
  }
  assert.ok(files > 100, `only ${files} files scanned`);
  assert.deepEqual(hits, [], `${hits.length} possible secrets in build/:\n${hits.slice(0, 20).join('\n')}`);
});
