/**
 * API pages keep TypeDoc's server-rendered body on a first load (src/components/StaticOnFirstLoad): the body must
 * still be whole after the app starts, its links must navigate inside the app, and pages reached by a client-side
 * navigation must render their own body.
 */
import { test, expect } from '@playwright/test';
import { waitForHydration } from './helpers';

test('an API class page keeps its whole body after hydration, and its links navigate in the app', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/api/classes/AgentRuntime');
  await waitForHydration(page);
  const body = page.locator('article .markdown .markdown');
  await expect(body.locator('h2#constructors')).toBeVisible();
  expect(await body.locator('a[href^="/api/"]').count()).toBeGreaterThan(100);

  // A full page load would drop this marker; navigation inside the app keeps it.
  await page.evaluate(() => Object.assign(window, { stillTheSameApp: true }));
  await body.locator('a[href="/api/interfaces/IAgentRuntime"]').first().click();
  await expect(page).toHaveURL(/\/api\/interfaces\/IAgentRuntime$/);
  await expect(page.locator('h1')).toHaveText(/IAgentRuntime/);
  await expect(page.locator('article h2').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillTheSameApp?: boolean }).stillTheSameApp)).toBe(true);

  // Another API page reached in the app renders its own members, not the first page's HTML.
  await page.goBack();
  await expect(page.locator('h1')).toHaveText(/AgentRuntime/);
  await expect(page.locator('article h2#constructors')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillTheSameApp?: boolean }).stillTheSameApp)).toBe(true);
  expect(errors).toEqual([]);
});

test('a modified click on an API body link is left to the browser (new tab), and in-page anchors still jump', async ({ page, context }) => {
  await page.goto('/api/classes/AgentRuntime');
  await waitForHydration(page);
  const link = page.locator('article .markdown .markdown a[href="/api/interfaces/IAgentRuntime"]').first();
  const [popup] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['ControlOrMeta'] })]);
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toBe('/api/interfaces/IAgentRuntime');
  await popup.close();
  await expect(page).toHaveURL(/\/api\/classes\/AgentRuntime$/);

  await page.locator('article a.hash-link[href="#constructors"]').click();
  await expect(page).toHaveURL(/#constructors$/);
});

test('a REST operation page takes its body over once idle: response tabs switch, right after load as later', async ({ page }) => {
  await page.goto('/api/rest/create-agent');
  await waitForHydration(page);
  // Clicked at once: before React takes the body over the click is replayed on the live tab, after it React handles it.
  const tabs = page.locator('.openapi-left-panel__container [role="tab"]');
  const second = tabs.nth(1);
  await second.click();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await tabs.nth(0).click();
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('button', { name: /^(Open|Loading) the request panel/ }).or(page.getByRole('button', { name: /send api request/i })),
  ).toBeVisible();
});
