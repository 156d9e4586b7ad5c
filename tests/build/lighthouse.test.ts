import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { createServer } from '../../scripts/serve';
import { formatLighthouseTable, runLighthouse, servedPageTypes, thresholdFailures, type LighthouseRow } from '../../scripts/lighthouse';
import { ALL_PAGE_TYPES } from '../../scripts/lib/pageTypes';
import { assertBuilt, buildDir } from './builtSite';

assertBuilt();

// Performance and TBT depend on the CPU of the moment, so they are bench figures (`npm run bench`, median of
// three) and never fail a test. Accessibility, best practices and SEO are deterministic: they are gated here.
const gatedFailures = (row: LighthouseRow) => thresholdFailures(row).filter((line) => !line.includes(': performance '));

// Lighthouse's mobile preset on the served build (brotli, cache and security headers as on Netlify), one run a page.
test('Lighthouse: every page type scores 100 for accessibility, best practices and SEO', { timeout: 1_500_000 }, async () => {
  const server = createServer(buildDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const rows = await runLighthouse(baseUrl, await servedPageTypes(baseUrl, ALL_PAGE_TYPES));
    console.log(formatLighthouseTable(rows));
    const failures = rows.flatMap(gatedFailures);
    assert.deepEqual(failures, [], failures.join('\n'));
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
