/** The REST reference: an operation page renders its parameters and a working request panel. */
import { test, expect } from '@playwright/test';
import { collectConsoleErrors, openRequestPanel, waitForHydration } from './helpers';
import { LEGACY_DOCS_VERSION } from '../../src/lib/versions';

const agentId = '9f3a6c1e-2b7d-4e8a-9c5f-1d2e3f4a5b6c';

test('an operation page shows its endpoint, parameters and request panel without console errors', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/api/rest/get-agent');
  await waitForHydration(page);

  const left = page.locator('.openapi-left-panel__container');
  await expect(left.getByRole('heading', { level: 1, name: 'Get an agent' })).toBeVisible();
  await expect(left).toContainText('/api/agents/:agentId');
  await expect(left.getByText('Path Parameters', { exact: false })).toBeVisible();
  await expect(left.locator('.openapi-params__list-item').filter({ hasText: 'agentId' })).toBeVisible();
  for (const status of ['200', '400', '404', '500']) await expect(left.getByRole('tab', { name: status, exact: true })).toBeVisible();

  await openRequestPanel(page);
  const panel = page.locator('.openapi-right-panel__container');
  await expect(panel.locator('.openapi-explorer__server-url')).toHaveText('http://localhost:3000');
  await expect(panel.getByRole('button', { name: /send api request/i })).toBeVisible();
  // cURL is the first code-sample tab (themeConfig.languageTabs) and so the one shown.
  await expect(panel.locator('.openapi-tabs__code-item--curl')).toHaveAttribute('aria-selected', 'true');
  expect(errors).toEqual([]);
});

test('"Send API request" calls the server URL, http://localhost:3000 unless the reader edits it, and shows the answer', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const sent: string[] = [];
  // No elizaOS server runs in the test: the browser-side call is answered here, in the server's envelope.
  await page.route(/^http:\/\/localhost:(3000|4000)\//, async (route) => {
    sent.push(`${route.request().method()} ${route.request().url()}`);
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify({ success: true, data: { id: agentId, name: 'Eliza', status: 'active' } }),
    });
  });
  await page.goto('/api/rest/get-agent');
  await waitForHydration(page);
  await openRequestPanel(page);
  const panel = page.locator('.openapi-right-panel__container');
  await panel.getByRole('button', { name: /send api request/i }).click();
  await expect(panel).toContainText('"status": "active"');
  expect(sent).toEqual([`GET http://localhost:3000/api/agents/${agentId}`]);

  // Readers point the panel at their own server through the spec's server variables.
  await panel.locator('.openapi-explorer__server-url').hover();
  await panel.getByRole('button', { name: 'Edit' }).click();
  await panel.getByLabel('port').fill('4000');
  await panel.getByRole('button', { name: /send api request/i }).click();
  await expect.poll(() => sent.length).toBe(2);
  expect(sent[1]).toBe(`GET http://localhost:4000/api/agents/${agentId}`);
  expect(errors).toEqual([]);
});

test('the request panel writes a code sample in every language tab, and the page keeps the OpenAPI styles', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/api/rest/create-agent');
  await waitForHydration(page);
  // The theme's stylesheet is the REST pages' own (src/plugins/openapi-theme): its rules apply here.
  await expect(page.locator('.openapi-left-panel__container').first()).toBeVisible();
  await expect(page.locator('link[rel="stylesheet"][href*="/assets/css/openapi."]')).toHaveCount(1);
  await openRequestPanel(page);
  const panel = page.locator('.openapi-right-panel__container');
  const samples: Record<string, RegExp> = {
    curl: /curl -L 'http:\/\/localhost:3000\/api\/agents'/,
    nodejs: /localhost:3000\/api\/agents/,
    javascript: /fetch\("http:\/\/localhost:3000\/api\/agents"/,
    // http.client takes the host and the path apart.
    python: /conn\.request\("POST", "\/api\/agents"/,
  };
  for (const [language, expected] of Object.entries(samples)) {
    await panel.locator(`.openapi-tabs__code-item--${language}`).click();
    await expect(panel.locator('.openapi-tabs__code-container pre').first(), language).toContainText(expected);
  }
  expect(errors).toEqual([]);
});

test('the /docs/rest copy of an operation names the /api/rest page as canonical', async ({ page }) => {
  await page.goto('/docs/rest/start-agent');
  await waitForHydration(page);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/api\/rest\/start-agent$/);
  await expect(page.locator('.openapi-left-panel__container')).toContainText('/api/agents/:agentId/start');
});

test(`the ${LEGACY_DOCS_VERSION} reference lists its operations in the versioned sidebar`, async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto(`/docs/${LEGACY_DOCS_VERSION}/rest/set-agent`);
  await waitForHydration(page);
  await expect(page.locator('.openapi-left-panel__container')).toContainText('/agents/:agentId/set');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  await expect(sidebar.getByRole('link', { name: 'List stored character files' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the OpenAPI stylesheet stays linked from the server's HTML through hydration, and leaves with the REST pages", async ({ page }) => {
  // Every removal of the theme's stylesheet link, from the first byte on: a removed link unstyles the page until
  // it is added again (a layout shift of the method and path block and everything below it).
  await page.addInitScript(() => {
    const w = window as unknown as { __removed: string[] };
    w.__removed = [];
    new MutationObserver((records) => {
      for (const record of records)
        record.removedNodes.forEach((node) => {
          if (node instanceof HTMLLinkElement && node.href.includes('/assets/css/openapi.')) w.__removed.push(node.href);
        });
    }).observe(document, { childList: true, subtree: true });
  });
  const openApiLinks = page.locator('link[rel="stylesheet"][href*="/assets/css/openapi."]');
  await page.goto('/api/rest/create-agent');
  await waitForHydration(page);
  // React takes the body over when the reader reaches for a control: hovering a response tab asks for it.
  await page.locator('.openapi-left-panel__container [role="tab"]').first().hover();
  await expect(page.locator('[data-kept-body="intent"]')).toHaveCount(1);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))));
  expect(await page.evaluate(() => (window as unknown as { __removed: string[] }).__removed)).toEqual([]);
  await expect(openApiLinks).toHaveCount(1);
  // Another REST page, in the app: the same one link.
  await page.locator('.menu a[href="/api/rest/list-agents"]').first().click();
  await expect(page).toHaveURL(/\/api\/rest\/list-agents$/);
  await expect(page.locator('.openapi-left-panel__container').first()).toBeVisible();
  await expect(openApiLinks).toHaveCount(1);
  // A written page: the theme's rules go.
  await page.locator('.navbar a[href="/docs/intro"]').first().click();
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await expect(openApiLinks).toHaveCount(0);
  // Back on a REST page, the page links the stylesheet itself.
  await page.goBack();
  await expect(page).toHaveURL(/\/api\/rest\/list-agents$/);
  await expect(openApiLinks).toHaveCount(1);
});
