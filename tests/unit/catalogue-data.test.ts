import { test } from 'node:test';
import { ELIZA_VERSION } from '../../src/lib/versions';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkArgs } from '../../scripts/lib/cli/check';
import { loadCliSnapshot } from '../../scripts/lib/cli/snapshot';
import packages from '../../src/data/packages.json';
import partners from '../../src/data/partners.json';
import { loadCatalogue } from '../../src/lib/loadCatalogue';
import { DataValidationError } from '../../src/lib/validate';
import { packageKey } from '../../src/data/schemas/packages';
import registrySnapshot from '../../data/npm-plugins/registry.json';
import npmSnapshot from '../../data/npm-plugins/npm.json';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Runs `mutate` on copies of the data and returns the loader's error message. */
function problemsAfter(mutate: (data: { packages: Array<Record<string, unknown>>; partners: Array<Record<string, unknown>> }) => void): string {
  const data = { packages: clone(packages) as Array<Record<string, unknown>>, partners: clone(partners) as Array<Record<string, unknown>> };
  mutate(data);
  try {
    loadCatalogue(data.packages, data.partners);
  } catch (error) {
    assert.ok(error instanceof DataValidationError, `expected a DataValidationError, got ${String(error)}`);
    return error.message;
  }
  assert.fail('the loader accepted broken data');
}

const find = (list: Array<Record<string, unknown>>, key: string) => list.find((entry) => `${String(entry.kind)}/${String(entry.slug)}` === key)!;

test('every catalogue entry and partner passes the schema, with unique slugs and resolving cross-links', () => {
  const catalogue = loadCatalogue(packages, partners);
  // Counts come from the data: one entry per record, and every kind present.
  const count = (kind: string) => catalogue.packages.filter((entry) => entry.kind === kind).length;
  assert.equal(count('adapter') + count('client') + count('plugin'), packages.length);
  for (const kind of ['adapter', 'client', 'plugin']) assert.ok(count(kind) > 0, kind);
  assert.equal(catalogue.partners.length, partners.length);
  for (const slug of ['mongodb', 'pglite', 'postgres', 'qdrant', 'sqlite', 'sqljs', 'supabase']) assert.ok(catalogue.packageByKey.has(`adapter/${slug}`), slug);
  for (const slug of ['eliza-home', 'discord', 'telegram', 'telegram-account', 'twitter', 'xmtp'])
    assert.ok(catalogue.packageByKey.has(`client/${slug}`), slug);
});

test('every registry entry with 1.x support, and every @elizaos/plugin-* with a 1.x npm release, has one 1.x entry', () => {
  const { packages: entries } = loadCatalogue(packages, partners);
  const byNpm = new Map<string, typeof entries>();
  for (const entry of entries) if (entry.npmPackage) byNpm.set(entry.npmPackage, [...(byNpm.get(entry.npmPackage) ?? []), entry]);
  const wanted = new Set<string>();
  for (const [name, entry] of Object.entries(registrySnapshot.entries)) if (entry.supports.v1) wanted.add(name);
  for (const [name, facts] of Object.entries(npmSnapshot.packages)) if (name.startsWith('@elizaos/plugin-') && facts.releases.length) wanted.add(name);
  assert.ok(wanted.size > 0);
  for (const name of wanted) {
    const found = (byNpm.get(name) ?? []).filter((entry) => entry.supports?.includes('1.x'));
    assert.equal(found.length, 1, `${name}: ${found.length} 1.x entries`);
  }
  // A package the npm registry serves 1.x releases of says which release fits the docs' core, or that none does.
  for (const entry of entries) {
    const facts = entry.npmPackage ? (npmSnapshot.packages as Record<string, { releases: unknown[] }>)[entry.npmPackage] : undefined;
    if (facts?.releases.length) assert.equal(entry.npmReleases?.state, 'published', packageKey(entry));
  }
});

test('0.x connectors and adapters name their 1.x successor, which supports 1.x', () => {
  const { packageByKey } = loadCatalogue(packages, partners);
  for (const [from, to] of [
    ['client/discord', 'plugin/discord'],
    ['client/telegram', 'plugin/telegram'],
    ['adapter/postgres', 'plugin/sql'],
  ]) {
    assert.equal(packageByKey.get(from)?.successor, to, from);
    assert.ok(packageByKey.get(to)?.supports?.includes('1.x'), to);
  }
  assert.match(
    problemsAfter(({ packages: list }) => void (find(list, 'client/discord').successor = 'plugin/no-such')),
    /field "successor": no entry has the key "plugin\/no-such"/,
  );
});

test('a duplicate slug is rejected', () => {
  const message = problemsAfter(({ packages: list }) => list.push({ ...find(list, 'plugin/evm') }));
  assert.match(message, /packages\.json/);
  assert.match(message, /share the key "plugin\/evm"/);
});

test('a malformed URL names the entry, the field and the fix', () => {
  const message = problemsAfter(({ packages: list }) => {
    find(list, 'plugin/evm').repository = 'github.com/elizaos-plugins/plugin-evm';
  });
  assert.match(message, /\(evm\), field "repository"/);
  assert.match(message, /write an absolute URL/);
  const partnerMessage = problemsAfter(({ partners: list }) => {
    list[0].website = 'not a url';
  });
  assert.match(partnerMessage, /partners\.json/);
  assert.match(partnerMessage, /field "website"/);
});

test('an unknown category or kind is rejected with the allowed values', () => {
  const message = problemsAfter(({ packages: list }) => {
    find(list, 'plugin/evm').category = 'blockchain';
  });
  assert.match(message, /\(evm\), field "category": use one of ai-model, chain/);
  assert.match(
    problemsAfter(({ packages: list }) => void (find(list, 'adapter/sqlite').kind = 'database')),
    /field "kind": use one of adapter, client, plugin/,
  );
  assert.match(
    problemsAfter(({ partners: list }) => void (list[0].tags = ['sponsor'])),
    /field "tags\.0": use one of academic, agent, company, project/,
  );
});

test('a plugin → partner link that does not resolve is rejected with a fix', () => {
  const message = problemsAfter(({ packages: list }) => {
    find(list, 'plugin/0g').relatedPartner = 'zero-g';
  });
  assert.match(message, /entry plugin\/0g, field "relatedPartner": no partner has the slug "zero-g"\. Fix:/);
  assert.match(
    problemsAfter(({ packages: list }) => void (find(list, 'plugin/0x').mentionedPartners = ['nobody'])),
    /entry plugin\/0x, field "mentionedPartners": no partner has the slug "nobody"/,
  );
});

test('a partner → plugin link that does not resolve, or disagrees with the plugin, is rejected with a fix', () => {
  const message = problemsAfter(({ partners: list }) => {
    (list.find((partner) => partner.slug === '0g-labs')!.plugins as unknown[]).push({ slug: 'no-such-plugin', relation: 'mentioned' });
  });
  assert.match(message, /entry 0g-labs, field "plugins": no plugin has the slug "no-such-plugin"\. Fix:/);
  const oneSided = problemsAfter(({ packages: list }) => {
    delete find(list, 'plugin/0g').relatedPartner;
  });
  assert.match(
    oneSided,
    /entry 0g-labs, field "plugins": plugin 0g is linked as subject but its relatedPartner is absent\. Fix: set "relatedPartner": "0g-labs"/,
  );
});

test('install commands follow the supported versions; 1.x pins the release that fits core 1.2.0, else uses the CLI', () => {
  const { packages: entries } = loadCatalogue(packages, partners);
  for (const entry of entries) {
    const key = packageKey(entry);
    assert.deepEqual(Object.keys(entry.install).sort(), [...(entry.supports ?? [])].sort(), key);
    const pinned = entry.npmReleases?.forDocs && `bun add ${entry.npmPackage}@${entry.npmReleases.forDocs.version}`;
    if (entry.install['1.x']) assert.deepEqual(entry.install['1.x'], [pinned || `elizaos plugins add ${entry.npmPackage}`], key);
    if (entry.install['0.x']) assert.match(entry.install['0.x'][0], new RegExp(`^pnpm add ${entry.npmPackage!.replace(/[.]/g, '\\.')}(@\\S+)?$`), key);
  }
  assert.match(
    problemsAfter(({ packages: list }) => void ((find(list, 'plugin/evm').install as Record<string, unknown>)['1.x'] = undefined)),
    /the entry supports 1\.x: add its install commands/,
  );
});

test('the X plugin uses the secret name the published 1.x package reads', () => {
  const { packageByKey } = loadCatalogue(packages, partners);
  const twitter = packageByKey.get('plugin/twitter')!;
  const names = twitter.envVars.map((envVar) => envVar.name);
  assert.ok(names.includes('TWITTER_API_SECRET_KEY'));
  assert.ok(!names.includes('TWITTER_API_KEY_SECRET'));
  assert.equal(twitter.checkedAgainst?.package, '@elizaos/plugin-twitter');
});

test('connector pages carry a setup checklist and link the platform templates', () => {
  const { packageByKey } = loadCatalogue(packages, partners);
  const expectations: Array<[string, RegExp, string]> = [
    ['client/discord', /Used disallowed intents/, '/docs/simple/templates/discord-agent'],
    ['client/telegram', /BotFather/, '/docs/simple/templates/telegram-agent'],
    ['client/twitter', /"code":399/, '/docs/simple/templates/twitter-agent'],
    ['plugin/twitter', /TWITTER_API_SECRET_KEY/, '/docs/simple/templates/twitter-agent'],
  ];
  for (const [key, checklistText, doc] of expectations) {
    const entry = packageByKey.get(key)!;
    const text = (entry.checklist ?? []).map((step) => `${step.text} ${step.error ?? ''}`).join('\n');
    assert.match(text, checklistText, key);
    assert.ok(
      entry.relatedDocs?.some((link) => link.to === doc),
      `${key} links ${doc}`,
    );
  }
});

const cliSnapshot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../data/cli-help', ELIZA_VERSION, 'index.json');

test(
  'every elizaos command in the catalogue exists in the @elizaos/cli 1.2.0 help snapshot',
  { skip: existsSync(cliSnapshot) ? false : 'the CLI help snapshot (data/cli-help/1.2.0) is not in this checkout' },
  () => {
    const snapshot = loadCliSnapshot(JSON.parse(readFileSync(cliSnapshot, 'utf8')));
    const { packages: entries } = loadCatalogue(packages, partners);
    for (const entry of entries) {
      for (const command of entry.install['1.x'] ?? []) {
        // A pinned install goes through the package manager (bun add), not the CLI.
        if (command.startsWith('bun add ')) continue;
        const [program, ...args] = command.split(' ');
        assert.equal(program, 'elizaos');
        assert.deepEqual(checkArgs(snapshot, args), [], `${packageKey(entry)}: ${command}`);
      }
    }
  },
);
