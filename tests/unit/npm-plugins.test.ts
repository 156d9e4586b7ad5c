import { test } from 'node:test';
import assert from 'node:assert/strict';
import { listingNames, oneXVersions, pickReleases, rangeAdmits } from '../../scripts/lib/npmPlugins';
import { slugOfName } from '../../scripts/import-registry';

test('core ranges: the forms plugins declare are read; tags and workspace links are not', () => {
  assert.equal(rangeAdmits('^1.0.4', '1.2.0'), true);
  assert.equal(rangeAdmits('^1.5.15', '1.2.0'), false);
  assert.equal(rangeAdmits('1.2.0', '1.2.0'), true);
  assert.equal(rangeAdmits('1.0.19', '1.2.0'), false);
  assert.equal(rangeAdmits('~1.2.0', '1.2.0'), true);
  assert.equal(rangeAdmits('>=1.0.0 <2.0.0', '1.2.0'), true);
  assert.equal(rangeAdmits('^0.25.0 || ^1.0.0', '1.2.0'), true);
  assert.equal(rangeAdmits('^1.0.0-beta.1', '1.2.0'), true);
  assert.equal(rangeAdmits('1.x', '1.2.0'), true);
  assert.equal(rangeAdmits('latest', '1.2.0'), undefined);
  assert.equal(rangeAdmits('workspace:*', '1.2.0'), undefined);
});

test('releases: the newest whose core range admits 1.2.0, and the newest of all', () => {
  const picks = pickReleases([
    { version: '1.0.10', coreDependency: '^1.0.4' },
    { version: '1.2.5', coreDependency: '^1.0.4' },
    { version: '1.3.8', coreDependency: '^1.7.2' },
    // A peer range is what npm enforces: it wins over the dependency.
    { version: '1.2.9', coreDependency: '^1.0.0', corePeer: '^1.5.0' },
  ]);
  assert.equal(picks.compatible?.version, '1.2.5');
  assert.equal(picks.newest?.version, '1.3.8');
  assert.equal(pickReleases([{ version: '1.0.0', coreDependency: 'latest' }]).compatible, undefined);
});

test('slugs of new entries: the elizaOS plugin name, or scope and name for others', () => {
  assert.equal(slugOfName('@elizaos/plugin-discord'), 'discord');
  assert.equal(slugOfName('@andysalvo/plugin-x402-trust'), 'andysalvo-plugin-x402-trust');
  assert.equal(slugOfName('plugin-octav'), 'plugin-octav');
});

test('a registry listing yields its @elizaos/plugin-* names once each, and nothing else', () => {
  const listing = [
    'name\tversion\tdownloads',
    '@elizaos/plugin-slack\t2.0.0-alpha.7\t10',
    '@elizaos/plugin-slack\t2.0.0-alpha.7\t10',
    '@elizaos/core\t1.2.0\t5',
    '@someone/plugin-x\t1.0.0\t1',
    '@elizaos/plugin-discord',
    '',
  ].join('\n');
  assert.deepEqual(listingNames(listing), ['@elizaos/plugin-discord', '@elizaos/plugin-slack']);
});

test('1.x releases: stable 1.x versions only, never a prerelease or another line', () => {
  assert.deepEqual(oneXVersions(['0.25.9', '1.0.0', '1.7.3-alpha.4', '2.0.0-alpha.7', '1.2.5', '10.1.0']), ['1.0.0', '1.2.5']);
});
