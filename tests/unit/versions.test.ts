/** The version numbers of src/lib/versions.ts are the ones package.json, versions.json, the data folders and the docs use. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DOCS_VERSION, ELIZA_VERSION, LEGACY_DOCS_VERSION, RELEASE_LABEL, SITE_VERSION } from '../../src/lib/versions';
import { SITE } from '../../config/site';

const root = path.resolve(__dirname, '../..');
const json = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

test('package.json carries the site version and pins @elizaos/core at the release the docs follow', () => {
  const pkg = json('package.json');
  assert.equal(pkg.version, SITE_VERSION);
  assert.equal(pkg.devDependencies['@elizaos/core'], ELIZA_VERSION);
  assert.equal(json('node_modules/@elizaos/core/package.json').version, ELIZA_VERSION, 'the installed @elizaos/core');
});

test('the site constants and versions.json name the same versions', () => {
  assert.deepEqual(json('versions.json'), [LEGACY_DOCS_VERSION]);
  assert.equal(SITE.docsVersion, DOCS_VERSION);
  assert.equal(SITE.legacyDocsVersion, LEGACY_DOCS_VERSION);
  assert.equal(SITE.coreVersion, ELIZA_VERSION);
  assert.equal(SITE.siteVersion, SITE_VERSION);
});

test('the files named after a version exist: the legacy docs, both OpenAPI specs, the CLI help snapshot', () => {
  for (const file of [
    `versioned_docs/version-${LEGACY_DOCS_VERSION}`,
    `versioned_sidebars/version-${LEGACY_DOCS_VERSION}-sidebars.json`,
    `openapi/elizaos-server-${ELIZA_VERSION}.yaml`,
    `openapi/elizaos-server-${LEGACY_DOCS_VERSION}.yaml`,
  ]) {
    assert.ok(existsSync(path.join(root, file)), `${file} is missing`);
  }
  const cliHelp = `data/cli-help/${ELIZA_VERSION}/index.json`;
  if (existsSync(path.join(root, cliHelp))) assert.equal(json(cliHelp).version, ELIZA_VERSION);
});

/** Every `@elizaos/core|cli|server@<version>` a folder's Markdown names. */
function pinnedVersions(dir: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
    if (!/\.mdx?$/.test(file)) continue;
    for (const match of readFileSync(path.join(root, dir, file), 'utf8').matchAll(/@elizaos\/(?:core|cli|server)@(\d[\w.-]*)/g)) {
      found.set(match[1], [...(found.get(match[1]) ?? []), `${dir}/${file}`]);
    }
  }
  return found;
}

test('the Markdown of each docs version pins the elizaOS packages at that version', () => {
  const current = pinnedVersions('docs');
  assert.ok(current.has(ELIZA_VERSION), `docs/ pins no package at ${ELIZA_VERSION}`);
  assert.deepEqual([...current.keys()], [ELIZA_VERSION], `docs/ pins other versions: ${JSON.stringify(Object.fromEntries(current))}`);
  const legacy = pinnedVersions(`versioned_docs/version-${LEGACY_DOCS_VERSION}`);
  assert.deepEqual(
    [...legacy.keys()].filter((version) => version !== LEGACY_DOCS_VERSION),
    [],
    'the legacy docs pin only their own version',
  );
});

test('the release the docs describe is named one way: the footer, the API start page and the intro say it alike', async () => {
  const { footer } = await import('../../config/footer');
  assert.match(String(footer.copyright), new RegExp(RELEASE_LABEL));
  assert.ok(!String(footer.copyright).includes(SITE_VERSION), 'the footer names the docs and the elizaOS release, not the site build');
  assert.ok(readFileSync(path.join(root, 'config/api-readme.md'), 'utf8').startsWith(`**${RELEASE_LABEL}.**`));
  assert.match(
    readFileSync(path.join(root, 'docs/intro.md'), 'utf8'),
    new RegExp(`docs ${DOCS_VERSION}, describe elizaOS ${ELIZA_VERSION.replace(/\./g, '\\.')}`),
  );
});
