/**
 * Page actions on a doc page and a blog post: Copy page copies the .md copy, View as Markdown opens it, Open in
 * ChatGPT / Claude ask the assistant to read the absolute .md URL, and "Was this page helpful?" opens a prefilled
 * issue; the bar and the feedback pass axe in light and dark mode.
 */
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { SITE } from '../../config/site';
import { mcpInstallLinks, mcpServerUrl } from '../../src/lib/pageActions';
import { collectConsoleErrors, waitForHydration } from './helpers';

const PAGES = [
  { kind: 'doc', path: '/docs/core/actions', title: 'Actions' },
  { kind: 'blog post', path: '/blog/add-plugins', title: '' },
];

const actions = (page: Page) => page.getByRole('group', { name: 'Page actions' });

for (const { kind, path, title } of PAGES) {
  test(`${kind} (${path}): every action points at the page's Markdown or a prefilled issue`, async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(path);
    await waitForHydration(page);
    const bar = actions(page);
    await expect(bar).toHaveCount(1);
    // Everything but Copy page sits in the More menu.
    await bar.getByText('More', { exact: true }).click();

    const view = bar.getByRole('link', { name: 'View as Markdown' });
    await expect(view).toHaveAttribute('href', `${path}.md`);
    const markdown = await request.get(`${path}.md`);
    expect(markdown.status()).toBe(200);
    expect(await markdown.text()).toMatch(/^# /);

    for (const [name, origin] of [
      ['Open in ChatGPT', 'https://chatgpt.com/'],
      ['Open in Claude', 'https://claude.ai/new'],
    ] as const) {
      const link = bar.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      const url = new URL((await link.getAttribute('href'))!);
      expect(url.origin + url.pathname).toBe(origin);
      expect(url.searchParams.get('q')).toContain(`${SITE.url}${path}.md`);
    }

    const feedback = page.getByRole('complementary', { name: 'Page feedback' });
    await expect(feedback).toContainText('Was this page helpful?');
    for (const [name, verdict] of [
      ['Yes', 'helpful'],
      ['No', 'not helpful'],
    ] as const) {
      const issue = new URL((await feedback.getByRole('link', { name, exact: true }).getAttribute('href'))!);
      expect(issue.origin + issue.pathname).toBe(`${SITE.github}/issues/new`);
      expect(issue.searchParams.get('title')).toContain(`(${verdict})`);
      if (title) expect(issue.searchParams.get('title')).toContain(title);
      expect(issue.searchParams.get('body')).toContain(`${SITE.url}${path}`);
    }
    expect(errors).toEqual([]);
  });
}

test('Copy page puts the Markdown copy on the clipboard', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/docs/core/actions');
  await waitForHydration(page);
  // Located by position: its name changes to "Copied" (and back after two seconds).
  const button = actions(page).getByRole('button').first();
  await expect(button).toHaveText('Copy page');
  await button.click();
  await expect(button).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^# Actions/);
});

test('Connect MCP opens the install links of Cursor and VS Code, and copies the MCP URL', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/docs/core/actions');
  await waitForHydration(page);
  const bar = actions(page);
  const cursor = bar.getByRole('link', { name: 'Add to Cursor' });
  await expect(cursor).toBeHidden();
  await bar.getByText('More', { exact: true }).click();
  await expect(bar.getByText('Connect MCP')).toBeVisible();
  const links = mcpInstallLinks(SITE.url);
  await expect(cursor).toHaveAttribute('href', links.cursor);
  await expect(bar.getByRole('link', { name: 'Add to VS Code' })).toHaveAttribute('href', links.vscode);
  // Located by place, not name: its name changes to "Copied" once clicked.
  const copy = bar.locator('details').getByRole('button').last();
  await expect(copy).toHaveText('Copy MCP URL');
  await copy.click();
  await expect(copy).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(mcpServerUrl(SITE.url));
});

test('the top of every page points agents to llms.txt and the Markdown copy, out of sight and out of the tab order', async ({ page }) => {
  await page.goto('/docs/core/actions');
  const pointer = page.locator('body > [data-agent-pointer]');
  await expect(pointer).toHaveCount(1);
  await expect(pointer).toHaveAttribute('aria-hidden', 'true');
  const box = await pointer.boundingBox();
  expect((box?.width ?? 0) * (box?.height ?? 0)).toBeLessThanOrEqual(1);
  await expect(pointer.locator('a[href="/llms.txt"]')).toHaveAttribute('tabindex', '-1');
  await expect(pointer.locator('a[href="/docs/core/actions.md"]')).toHaveAttribute('tabindex', '-1');
  // The first Tab still lands on the skip link, not on the pointer.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('[data-agent-pointer]') === null)).toBe(true);
});

test('blog lists show no page actions (they belong to the post itself)', async ({ page }) => {
  await page.goto('/blog');
  await waitForHydration(page);
  await expect(actions(page)).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Page feedback' })).toHaveCount(0);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe: page actions and feedback, ${colorScheme} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/docs/core/actions');
    await waitForHydration(page);
    await actions(page).getByText('More', { exact: true }).click();
    const results = await new AxeBuilder({ page })
      .include('[aria-label="Page actions"]')
      .include('[aria-label="Page feedback"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}
