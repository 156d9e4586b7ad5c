/**
 * The code highlighter of the build (src/plugins/prism-languages): the Prism languages of the site's code blocks,
 * each defined once, and none that no page uses.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listFilesSync } from '../../src/lib/walk';
import { prismComponents } from '../../src/plugins/prism-languages/languages';
import { GENERATED_DIR, REST_LANGUAGES } from '../../src/plugins/prism-languages/index';
import { assertBuilt, buildDir, htmlFiles } from './builtSite';

assertBuilt();
const root = path.resolve(__dirname, '../..');
const components = JSON.parse(readFileSync(require.resolve('prismjs/components.json'), 'utf8')) as Parameters<typeof prismComponents>[1];
const built = JSON.parse(readFileSync(path.join(GENERATED_DIR(root), 'languages.json'), 'utf8')) as string[];

/** Languages as the built pages' code blocks name them (the theme's `language-…` class). */
function pageLanguages(): Set<string> {
  const found = new Set<string>();
  for (const file of htmlFiles()) {
    const html = readFileSync(file, 'utf8');
    for (const match of html.matchAll(/class="[^"]*\blanguage-([A-Za-z0-9_+-]+)[^"]*\btheme-code-block\b/g)) found.add(match[1]);
  }
  return found;
}

test("the build registers the Prism languages of the built pages' code blocks and the REST pages' samples, and no other", () => {
  const used = pageLanguages();
  assert.ok(used.has('bash') && used.has('typescript'), `languages found in the pages: ${[...used].join(', ')}`);
  assert.deepEqual([...built].sort(), [...prismComponents([...used, ...REST_LANGUAGES], components)].sort());
});

test('the highlighter defines each language once: none of the bundled ones the pages do not use, no second JSON or YAML', () => {
  const scripts = listFilesSync(path.join(buildDir, 'assets', 'js'), { accept: (name) => name.endsWith('.js') }).map((file) => readFileSync(file, 'utf8'));
  const definitions = (language: string) =>
    scripts.reduce((count, script) => count + (script.match(new RegExp(`\\.languages\\.${language}=\\{`, 'g'))?.length ?? 0), 0);
  for (const language of built.filter((id) => id !== 'typescript' && id !== 'javascript')) assert.equal(definitions(language), 1, language);
  for (const language of ['swift', 'kotlin', 'go', 'cpp', 'reason', 'diff', 'graphql', 'objectivec']) assert.equal(definitions(language), 0, language);
});
