import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { prismComponents } from '../../src/plugins/prism-languages/languages';
import { LANGUAGES_END, LANGUAGES_START, withLanguages } from '../../src/plugins/prism-languages/index';

const components = JSON.parse(readFileSync(require.resolve('prismjs/components.json'), 'utf8')) as Parameters<typeof prismComponents>[1];

test('fence names resolve to Prism components through their aliases, each after the components it extends, once', () => {
  assert.deepEqual(prismComponents(['ts', 'sh', 'yml', 'json', 'typescript', 'text', 'env'], components), [
    'json',
    'bash',
    'clike',
    'javascript',
    'typescript',
    'yaml',
  ]);
  assert.deepEqual(prismComponents([], components), []);
});

test("prism-react-renderer's bundled languages are replaced by the given components, the rest of its module kept", () => {
  const module = readFileSync(require.resolve('prism-react-renderer').replace(/index\.js$/, 'index.mjs'), 'utf8');
  const out = withLanguages(module, [{ id: 'json', source: 'Prism.languages.json = {};' }]);
  assert.ok(module.includes('Prism.languages.swift =') && !out.includes('Prism.languages.swift ='));
  assert.ok(out.includes('(function (Prism) {\nPrism.languages.json = {};\n})(Prism);'));
  assert.equal(out.slice(out.indexOf(LANGUAGES_END)), module.slice(module.indexOf(LANGUAGES_END)));
  assert.equal(out.slice(0, out.indexOf(LANGUAGES_START)), module.slice(0, module.indexOf(LANGUAGES_START)));
  assert.throws(() => withLanguages('export {}', []), /no longer has its language section/);
});
