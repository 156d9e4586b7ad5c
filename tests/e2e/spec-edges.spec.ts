/** Edge behaviours: version roots open a document, the not-found fallback, the navbar on scroll. */
import { test, expect, type Page } from '@playwright/test';
import { waitForHydration } from './helpers';
import { LEGACY_DOCS_VERSION } from '../../src/lib/versions';

test("/docs opens the current version's main document, and /docs/ redirects to it", async ({ page, request }) => {
  const response = await page.goto('/docs');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/docs$/);
  await expect(page.locator('article h1').first()).toBeVisible();
  const slash = await request.get('/docs/', { maxRedirects: 0 });
  expect(slash.status()).toBe(301);
  expect(slash.headers().location).toBe('/docs');
});

test(`/docs/${LEGACY_DOCS_VERSION} opens that version's main document`, async ({ page }) => {
  const response = await page.goto(`/docs/${LEGACY_DOCS_VERSION}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/docs\/0\.25\.9\/intro$/);
  await expect(page.locator('article h1').first()).toHaveText('Introduction to Eliza');
  await expect(page.locator('.navbar .dropdown').filter({ hasText: LEGACY_DOCS_VERSION }).first()).toBeVisible();
});

test('the not-found fallback button leads to the documentation', async ({ page }) => {
  const response = await page.goto('/nothing/at/all');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  const button = page.getByTestId('not-found-suggestions').getByRole('link', { name: 'Documentation' });
  await expect(button).toHaveAttribute('href', '/docs');
  await button.click();
  await expect(page).toHaveURL(/\/docs$/);
  await expect(page.locator('article h1').first()).toBeVisible();
});

/** How far the navbar's bottom edge is below the top of the viewport (≤ 0 when it has slid out of view). */
const navbarBottom = (page: Page) => page.locator('nav.navbar').evaluate((nav) => nav.getBoundingClientRect().bottom);

async function scrollTo(page: Page, y: number): Promise<void> {
  // Two frames later the scroll event has been handled, so the next step is compared with this position.
  await page.evaluate(async (top) => {
    window.scrollTo({ top, behavior: 'instant' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, y);
}

test('the navbar hides on scroll down and comes back on scroll up and near the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/docs/core/agents');
  await waitForHydration(page);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(2500);
  await expect.poll(() => navbarBottom(page)).toBeGreaterThan(0);

  // Scrolling down: the theme compares each position with the last one, so move in steps.
  for (const y of [300, 700, 1100]) await scrollTo(page, y);
  await expect.poll(() => navbarBottom(page)).toBeLessThanOrEqual(0);

  // Scrolling up, still far from the top: it returns.
  await scrollTo(page, 800);
  await expect.poll(() => navbarBottom(page)).toBeGreaterThan(0);

  // Down again hides it; back near the top shows it.
  for (const y of [1200, 1600]) await scrollTo(page, y);
  await expect.poll(() => navbarBottom(page)).toBeLessThanOrEqual(0);
  await scrollTo(page, 10);
  await expect.poll(() => navbarBottom(page)).toBeGreaterThan(0);
});
