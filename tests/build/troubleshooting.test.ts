/** Every error users reported appears, word for word, on a troubleshooting page of the built site. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { decodeHTML } from 'entities';
import { assertBuilt, fileForRoute } from './builtSite';
import knownErrors from '../../src/data/known-errors.json';
import { DOCS_VERSION, LEGACY_DOCS_VERSION } from '../../src/lib/versions';

assertBuilt();

const pageText = (route: string) => {
  const file = fileForRoute(route);
  assert.ok(file, `${route} is not built`);
  // Tags are removed so an error split by inline markup still reads as one string.
  return decodeHTML(readFileSync(file, 'utf8').replace(/<[^>]+>/g, ''));
};

test(`the ${DOCS_VERSION} troubleshooting page quotes every reported error exactly`, () => {
  const text = pageText('/docs/troubleshooting');
  const missing = knownErrors.filter((error) => !text.includes(error.text)).map((error) => error.text);
  assert.deepEqual(missing, []);
});

test(`the ${LEGACY_DOCS_VERSION} troubleshooting page exists and quotes the 0.x errors`, () => {
  const text = pageText(`/docs/${LEGACY_DOCS_VERSION}/troubleshooting`);
  for (const error of ['Error: Used disallowed intents', 'NODE_MODULE_VERSION 127']) assert.ok(text.includes(error), error);
});
