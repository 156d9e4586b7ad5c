/**
 * Smoke test of the site built with every first-load part off (build-plain/): the stock Docusaurus loading path
 * still serves the home page, a doc, client-side navigation, an API page and a REST operation page, with no error.
 */
import { test, expect } from '@playwright/test';
import { collectConsoleErrors, waitForHydration } from '../e2e/helpers';

test('the plain build has none of the first-load parts', async ({ page }) => {
  const response = await page.goto('/docs/intro');
  const html = (await response?.text()) ?? '';
  expect(html).not.toContain('__docusaurus_page_routes');
  expect(html).not.toContain('__docusaurus_boot');
  expect(html).toMatch(/<script src=[^>]+ defer><\/script>/);
  // Site-wide search is off too (ELIZA_SEARCH_SITE_WIDE=off): its index is not written, the plugin's own search is used.
  expect((await page.request.get('/search-site.json')).status()).toBe(404);
});

for (const [name, path, marker] of [
  ['home', '/', 'main h1, header h1'],
  ['doc', '/docs/intro', 'article h1'],
  ['API class', '/api/classes/AgentRuntime', 'article h1'],
  ['REST operation', '/api/rest/create-agent', '.openapi-schema__list-item'],
] as const) {
  test(`${name} page renders and hydrates without errors (${path})`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator(marker).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('client-side navigation between two docs keeps the app (no full reload)', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await page.locator('a[href="/docs/quickstart"]').first().click();
  await expect(page).toHaveURL(/\/docs\/quickstart$/);
  await expect(page.locator('article h1').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  expect(errors).toEqual([]);
});
