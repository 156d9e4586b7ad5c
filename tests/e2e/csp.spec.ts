/** The Content-Security-Policy of build/_headers, as served: pages load, hydrate and work with no violation. */
import { test, expect, type Page } from '@playwright/test';
import { waitForHydration } from './helpers';

/** Records every CSP violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`),
    );
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)), ...console];
}

const pages = ['/', '/docs/intro', '/docs/quickstart', '/api/classes/AgentRuntime', '/blog/add-plugins', '/showcase', '/qa-testing', '/no/such/page'];

for (const path of pages) {
  test(`CSP: ${path} loads and hydrates with no violation`, async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    await waitForHydration(page);
    expect(await violations()).toEqual([]);
  });
}

test('CSP: search, Ask the docs and client-side navigation work with no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/docs/intro');
  await waitForHydration(page);
  // Search: the index is fetched by a same-origin worker.
  const input = page.locator('input.navbar__search-input').first();
  await input.focus();
  await expect(input).toHaveAttribute('placeholder', /Search/, { timeout: 15_000 });
  await input.pressSequentially('plugin', { delay: 20 });
  await expect(page.getByRole('option').first()).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  // Ask the docs: the panel chunk loads on click and the question goes to /.netlify/functions/predict.
  await page.getByRole('button', { name: 'Ask the docs', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask the docs' });
  await dialog.getByLabel('Your question').fill('What is a character file?');
  await dialog.getByRole('button', { name: 'Ask' }).click();
  await expect(dialog.getByRole('list', { name: 'Sources' }).last()).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  // Client-side navigation: the next page's route data and chunks.
  await page.locator('a[href="/docs/quickstart"]').first().click();
  await expect(page).toHaveURL(/\/docs\/quickstart$/);
  await expect(page.locator('pre .token').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});
