/** Finding answers: Ctrl+K search with highlighting, the Ask the docs panel, the Copy page button, llms files. */
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { waitForHydration } from './helpers';

/** Opens the panel on a doc page and asks a question; resolves with the answer's message element. */
async function ask(page: Page, question: string) {
  const dialog = page.getByRole('dialog', { name: 'Ask the docs' });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Ask the docs', exact: true }).click();
  await dialog.getByLabel('Your question').fill(question);
  await dialog.getByRole('button', { name: 'Ask' }).click();
  const answer = dialog.locator('[data-role="assistant"]').last();
  // The sources list comes after the last token: the answer is complete.
  await expect(answer.getByRole('list', { name: 'Sources' })).toBeVisible({ timeout: 20_000 });
  return answer;
}

/** Pairs each [n] citation link of an answer with the nth entry of its sources list. */
async function citationsAndSources(answer: ReturnType<Page['locator']>) {
  const sources = await answer
    .getByRole('list', { name: 'Sources' })
    .getByRole('link')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  const citations = await answer.locator('a', { hasText: /^\[\d+\]$/ }).evaluateAll((links) => links.map((l) => [l.textContent, l.getAttribute('href')]));
  return { sources, citations: citations as Array<[string, string]> };
}

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

test('Ask the docs answers a question with links to pages of this site, and Esc returns focus', async ({ page }) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const launcher = page.getByRole('button', { name: 'Ask the docs', exact: true });
  await launcher.click();
  const dialog = page.getByRole('dialog', { name: 'Ask the docs' });
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
  await page.getByRole('button', { name: 'Ask the docs', exact: true }).click();
  await expect(page.getByRole('dialog').getByText('How do I add a plugin to my agent?')).toBeVisible();
});

test('an answer keeps a table as a table, cites its sources by number, and says which engine answered', async ({ page }) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const answer = await ask(page, 'What port does the server listen on by default?');
  const table = answer.locator('table').first();
  await expect(table).toBeVisible();
  await expect(table.locator('th').first()).not.toHaveText('');
  await expect(table.locator('td', { hasText: 'SERVER_PORT' }).first()).toBeVisible();
  await expect(answer).toContainText('3000');
  await expect(answer).not.toContainText('DefaultEffect');
  await expect(answer).toContainText('no AI model');
  const { sources, citations } = await citationsAndSources(answer);
  expect(citations.length).toBeGreaterThan(0);
  for (const [label, href] of citations) {
    const n = Number(label.slice(1, -1));
    expect(href, `citation ${label}`).toBe(sources[n - 1]);
  }
  expect(new Set(citations.map(([label]) => label)).size).toBe(sources.length);
});

test('a follow-up question is answered in the topic of the previous one', async ({ page }) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await ask(page, 'How do I set up a Discord bot agent?');
  const followUp = await ask(page, 'And what about Telegram?');
  const { sources } = await citationsAndSources(followUp);
  expect(
    sources.some((href) => /telegram/i.test(href ?? '')),
    sources.join(', '),
  ).toBe(true);
  await expect(followUp).toContainText(/Telegram/);
});

test('a comparison opens with the table that compares; "show me code for it" answers with code from its pages', async ({ page }) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const comparison = await ask(page, 'What is the difference between an action and a provider?');
  // The answer's first element is the comparison table, with a row for each side.
  await expect(comparison.locator('[role="group"][aria-label="Table"]').first()).toBeVisible();
  const first = await comparison.locator('[role="group"][aria-label="Table"], p, ul, ol, pre').first().getAttribute('aria-label');
  expect(first).toBe('Table');
  await expect(comparison.locator('td', { hasText: /^Action$/ })).toHaveCount(1);
  await expect(comparison.locator('td', { hasText: /^Provider$/ })).toHaveCount(1);
  const code = await ask(page, 'show me code for it');
  await expect(code.locator('pre')).toHaveCount(2);
  const { sources } = await citationsAndSources(code);
  expect(sources.map((href) => (href ?? '').split('#')[0])).toEqual(['/docs/core/actions', '/docs/core/providers']);
});

test('the open panel with an answer has no serious accessibility violation, and code has a copy button', async ({ page }) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const answer = await ask(page, 'How do I start my agent with elizaos start?');
  if (await answer.locator('pre').count()) await expect(answer.getByRole('button', { name: 'Copy code' }).first()).toBeVisible();
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
  expect(serious).toEqual([]);
});

test('on a phone the panel takes the whole screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Ask the docs', exact: true }).click();
  const box = await page.getByRole('dialog', { name: 'Ask the docs' }).boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 800 });
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
