import { test } from 'node:test';
import assert from 'node:assert/strict';
import { NO_REMOUNT_MODULES, SERVER_RENDERED_MODULES } from '../../src/plugins/rest-pages';

const theme = '/repo/node_modules/docusaurus-theme-openapi-docs/lib/theme';

test('BrowserOnly is replaced only in the schema and parameter lists of the OpenAPI theme', () => {
  for (const name of ['ParamsDetails', 'RequestSchema', 'ResponseSchema']) assert.ok(SERVER_RENDERED_MODULES.test(`${theme}/${name}/index.js`), name);
  // The request panel stays browser-only: it reads storage and sends requests.
  for (const name of ['ApiItem', 'ApiExplorer', 'StatusCodes']) assert.ok(!SERVER_RENDERED_MODULES.test(`${theme}/${name}/index.js`), name);
  assert.ok(!SERVER_RENDERED_MODULES.test('/repo/src/theme/RequestSchema/index.js'));
});

test('the re-mount key is held constant only in the tab components of the OpenAPI theme', () => {
  for (const name of ['Tabs', 'MimeTabs', 'SchemaTabs']) assert.ok(NO_REMOUNT_MODULES.test(`${theme}/${name}/index.js`), name);
  for (const name of ['ApiItem', 'ApiExplorer/CodeTabs', 'ApiTabs']) assert.ok(!NO_REMOUNT_MODULES.test(`${theme}/${name}/index.js`), name);
  assert.ok(!NO_REMOUNT_MODULES.test('/repo/node_modules/@docusaurus/theme-classic/lib/theme/Tabs/index.js'));
});
