import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { assertBuilt, htmlFiles, readPage, routeOfFile } from './builtSite';

assertBuilt();

// Lighthouse's SEO audits on one page of each type, for every page: a language, a title, one description, a canonical URL.
test('every page declares its language, a title, one meta description and a canonical URL', () => {
  const problems: string[] = [];
  for (const file of htmlFiles()) {
    if (readPage(file).isRedirect) continue;
    const html = readFileSync(file, 'utf8');
    const route = routeOfFile(file);
    if (!/<html[^>]* lang=("?)[a-z]{2}/.test(html)) problems.push(`${route}: no lang`);
    if (!/<title[^>]*>[^<\s][^<]*<\/title>/.test(html)) problems.push(`${route}: no title`);
    const descriptions = html.match(/<meta[^>]* name=("?)description\1[^>]* content=("?)[^"\s>]/g) ?? [];
    if (descriptions.length !== 1) problems.push(`${route}: ${descriptions.length} meta descriptions`);
    if (route !== '/404' && !/<link[^>]* rel=("?)canonical\1/.test(html)) problems.push(`${route}: no canonical link`);
  }
  assert.deepEqual(problems, []);
});
