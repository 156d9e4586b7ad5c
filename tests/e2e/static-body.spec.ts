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

test('a REST operation page keeps its server body while the reader only reads, and response tabs switch on the first click', async ({ page }) => {
  await page.goto('/api/rest/create-agent');
  await waitForHydration(page);
  const serverBody = await page.evaluateHandle(() => document.querySelector('[data-kept-body="intent"]'));
  // Idle and more: nothing replaced the body (replacing it was most of the page's blocking time on a phone).
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1500))));
  expect(await page.evaluate((body) => body === document.querySelector('[data-kept-body="intent"]'), serverBody)).toBe(true);

  // Clicked at once: the click on the server's tab is replayed on the live tab; after that React handles clicks.
  const tabs = page.locator('.openapi-left-panel__container [role="tab"]');
  const second = tabs.nth(1);
  await second.click();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  expect(await page.evaluate((body) => body === document.querySelector('[data-kept-body="intent"]'), serverBody)).toBe(false);
  await tabs.nth(0).click();
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('button', { name: /^(Open|Loading) the request panel/ }).or(page.getByRole('button', { name: /send api request/i })),
  ).toBeVisible();
});

test('a REST operation page: a keyboard focus on a control brings the live body and stays on the same control', async ({ page }) => {
  await page.goto('/api/rest/create-agent');
  await waitForHydration(page);
  const serverBody = await page.evaluateHandle(() => document.querySelector('[data-kept-body="intent"]'));
  // The response status tabs (201, 400, …): a tablist whose arrow keys move between its tabs once React has it.
  const statusTabs = page.locator('.openapi-tabs__response-list-container [role="tab"]');
  const first = (await statusTabs.first().textContent())!.trim();
  await statusTabs.first().focus();
  await expect.poll(() => page.evaluate((body) => body === document.querySelector('[data-kept-body="intent"]'), serverBody)).toBe(false);
  // The focus moved to the live twin of the focused tab, so arrow keys go on from where the reader was.
  await expect
    .poll(() => page.evaluate(() => (document.activeElement?.getAttribute('role') === 'tab' ? document.activeElement.textContent?.trim() : null)))
    .toBe(first);
  await page.keyboard.press('ArrowRight');
  await expect(statusTabs.nth(1)).toBeFocused();
});

test('a REST operation page shows the request panel button before React renders its body, and a press opens the panel', async ({ page }) => {
  await page.goto('/api/rest/create-agent');
  await waitForHydration(page);
  const button = page.getByRole('button', { name: 'Open the request panel' });
  await expect(button).toBeVisible();
  await expect(page.locator('.openapi-skeleton')).toHaveCount(0);
  await button.click();
  await expect(page.getByRole('button', { name: /send api request/i })).toBeVisible({ timeout: 15_000 });
});

test('a first load of an API class page fetches no chunk of its body; coming back by navigation renders the body from its chunk', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/api/classes/AgentRuntime');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // The chunks of the page's content module, as its route-data file (what a navigation reads) names them.
  const bodyChunks = await page.evaluate(async () => {
    const inline = JSON.parse(document.getElementById('__docusaurus_page_routes')!.textContent!) as { base: string; modules: Record<string, [string[]]> };
    const data = (await (await fetch(`${inline.base}/api/classes/AgentRuntime.json`)).json()) as {
      routes: Array<{ chunks?: Record<string, string>; routes?: unknown[] }>;
      modules: Record<string, [string[]]>;
      files: Record<string, string>;
    };
    let leaf = data.routes[0] as { chunks?: Record<string, string>; routes?: unknown[] };
    while (leaf.routes?.[0]) leaf = leaf.routes[0] as typeof leaf;
    const needed = new Set(Object.values(inline.modules).flatMap(([ids]) => ids));
    return data.modules[leaf.chunks!.content][0].filter((id) => !needed.has(id)).map((id) => `/${data.files[id]}`);
  });
  expect(bodyChunks.length, 'chunks only the body needs').toBeGreaterThan(0);
  expect(scripts.filter((script) => bodyChunks.includes(script))).toEqual([]);
  const body = page.locator('article .markdown .markdown');
  expect(await body.locator('a[href^="/api/"]').count()).toBeGreaterThan(100);

  // Away and back in the app: the body chunk is fetched now, and React renders the whole body from it.
  const bodyFetched = page.waitForRequest((request) => bodyChunks.includes(new URL(request.url()).pathname));
  await page.locator('.theme-doc-sidebar-menu a[href="/api/classes/DatabaseAdapter"]').click();
  await expect(page.locator('h1')).toHaveText(/DatabaseAdapter/);
  await page.goBack();
  await bodyFetched;
  await expect(page.locator('h1')).toHaveText(/AgentRuntime/);
  await expect(page.locator('article h2#constructors')).toBeVisible();
  expect(await page.locator('article .markdown .markdown a[href^="/api/"]').count()).toBeGreaterThan(100);
});
