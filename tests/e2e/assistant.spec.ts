/** Finding answers: Ctrl+K search with highlighting, the Ask AI panel, the Copy page button, llms files. */
import { test, expect } from '@playwright/test';
import { waitForHydration } from './helpers';

test('Ctrl+K focuses search; a result navigates to its page and highlights the word', async ({ page }) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const input = page.locator('input.navbar__search-input').first();
  await page.keyboard.press('Control+k');
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('placeholder', 'Search Ctrl+K', { timeout: 15_000 });
  await input.pressSequentially('character', { delay: 30 });
  const result = page.getByRole('option').first();
  await expect(result).toBeVisible({ timeout: 15_000 });
  await result.click();
  await expect(page).toHaveURL(/_highlight=character/);
  await expect(page.locator('mark').first()).toBeVisible();
});

test('the search box says "Loading..." until its index is loaded, then shows the Ctrl+K hint', async ({ page }) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const input = page.locator('input.navbar__search-input').first();
  await expect(input).toHaveAttribute('placeholder', 'Search');
  // Hold the index back so the loading state can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/search-index.*\.json/, async (route) => {
    await held;
    await route.continue();
  });
  await input.hover();
  await expect(input).toHaveAttribute('placeholder', 'Loading...');
  release();
  await expect(input).toHaveAttribute('placeholder', 'Search Ctrl+K', { timeout: 15_000 });
});

test('Ask AI answers a question with links to pages of this site, and Esc returns focus', async ({ page }) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const launcher = page.getByRole('button', { name: 'Ask AI' });
  await launcher.click();
  const dialog = page.getByRole('dialog', { name: 'Ask AI about elizaOS' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Your question').fill('How do I add a plugin to my agent?');
  await dialog.getByRole('button', { name: 'Ask' }).click();
  const sources = dialog.getByRole('list', { name: 'Sources' }).last();
  await expect(sources).toBeVisible({ timeout: 15_000 });
  const hrefs = await sources.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\//);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();
  // The conversation survives navigation within the session.
  await page.goto('/docs/quickstart');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Ask AI' }).click();
  await expect(page.getByRole('dialog').getByText('How do I add a plugin to my agent?')).toBeVisible();
});

test('the chat endpoint refuses bad input with JSON errors', async ({ request }) => {
  const get = await request.get('/.netlify/functions/predict');
  expect(get.status()).toBe(405);
  expect(await get.json()).toHaveProperty('error');
  const text = await request.post('/.netlify/functions/predict', { headers: { 'content-type': 'text/plain' }, data: 'hi' });
  expect(text.status()).toBe(415);
  const empty = await request.post('/.netlify/functions/predict', { data: { question: '' } });
  expect(empty.status()).toBe(400);
  expect(empty.headers()['access-control-allow-origin']).toBeUndefined();
});

test('doc pages offer their Markdown, and the llms files are served', async ({ page, request }) => {
  await page.goto('/docs/quickstart');
  await expect(page.getByRole('button', { name: 'Copy page' })).toBeVisible();
  const md = await request.get('/docs/quickstart.md');
  expect(md.status()).toBe(200);
  expect(await md.text()).toMatch(/^# /);
  const llms = await (await request.get('/llms.txt')).text();
  expect(llms).toMatch(/^# elizaOS\n\n> /);
  const full = await request.get('/llms-full.txt');
  expect((await full.text()).length).toBeGreaterThan(10_000);
});
