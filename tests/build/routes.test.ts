import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertBuilt, routeExists } from './builtSite';
import { routeManifest } from './routeManifest';

assertBuilt();

for (const [area, routes] of Object.entries(routeManifest)) {
  test(`every ${area} route in the manifest is built`, () => {
    const missing = routes.filter((route) => !routeExists(route));
    assert.deepEqual(missing, [], `missing routes: ${missing.join(', ')}`);
  });
}
