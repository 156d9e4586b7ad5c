import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { platformOf, addPlatformStubs } from '../../scripts/lock-platform-stubs';

test('platform fields are read from binary package names', () => {
  assert.deepEqual(platformOf('@swc/core-darwin-arm64'), { os: ['darwin'], cpu: ['arm64'] });
  assert.deepEqual(platformOf('@swc/html-linux-x64-musl'), { os: ['linux'], cpu: ['x64'], libc: ['musl'] });
  assert.deepEqual(platformOf('@rollup/rollup-linux-arm-gnueabihf'), { os: ['linux'], cpu: ['arm'], libc: ['glibc'] });
  assert.equal(platformOf('left-pad'), null);
});

test('the committed lock already names every optional platform binary (npm ci needs them)', () => {
  const lock = JSON.parse(readFileSync(path.resolve(__dirname, '../../package-lock.json'), 'utf8'));
  assert.deepEqual(addPlatformStubs(lock), [], 'run npx tsx scripts/lock-platform-stubs.ts after npm install');
});
