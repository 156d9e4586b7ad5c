/** A phone's first screen: the page title near the top, and the "Ask the docs" button never over the drawer or the end of a page. */
import { test, expect, type Page } from '@playwright/test';
import { waitForHydration } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const launcher = (page: Page) => page.getByRole('button', { name: 'Ask the docs', exact: true });

/** True when the centre of the launcher is not covered by another element (what a tap there would hit). */
async function launcherOnTop(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const button = Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.trim() === 'Ask the docs');
    if (!button) return false;
    const box = button.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit === button || button.contains(hit);
  });
}

test('the open menu drawer covers the "Ask the docs" button', async ({ page }) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  expect(await launcherOnTop(page)).toBe(true);
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  expect(await launcherOnTop(page)).toBe(false);
});

test("at the end of a page the button sits below the footer's last line", async ({ page }) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const button = await launcher(page).boundingBox();
  const lastLine = await page.locator('.footer__copyright').boundingBox();
  expect(button && lastLine).toBeTruthy();
  expect(lastLine!.y + lastLine!.height).toBeLessThanOrEqual(button!.y);
});

test('the announcement bar keeps to one line on a phone', async ({ page }) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const bar = page.getByRole('banner').filter({ hasText: 'llms-full.txt' });
  const box = await bar.boundingBox();
  expect(box!.height).toBeLessThanOrEqual(40);
});

// The quickstart, an API class, a REST operation and a catalogue page, plus the pages with the most above the title:
// a three-level breadcrumb and a long title (a Claude Code guide, a community stream), a two-line title under a
// two-level breadcrumb, and the legacy docs with their banner.
const firstScreenPages = [
  '/docs/quickstart',
  '/api/classes/AgentRuntime',
  '/api/rest/create-agent',
  '/packages/plugins/discord',
  '/docs/getting-started/local-ai',
  '/docs/plugins/migration/claude-code/advanced-migration-guide',
  '/community/Streams/03-2025/CompassLabs',
  '/docs/0.25.9/tutorials/devschool/part2',
];
for (const path of firstScreenPages) {
  test(`the page title of ${path} starts on a phone's first 300 px`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    // Read in one step in the page: a REST page replaces its server body with React's when the reader reaches for
    // a control (the same layout), so an element handle taken before that may be detached when its box is read.
    const top = await page.evaluate(() => document.querySelector('h1')?.getBoundingClientRect().top ?? Number.NaN);
    expect(top).toBeLessThanOrEqual(300);
  });
}

test('a long breadcrumb keeps to one line and the page actions are one control', async ({ page }) => {
  await page.goto('/docs/plugins/migration/claude-code/advanced-migration-guide');
  await waitForHydration(page);
  const crumbs = await page.getByRole('navigation', { name: 'Breadcrumbs' }).boundingBox();
  expect(crumbs!.height).toBeLessThanOrEqual(40);
  const actions = page.getByRole('group', { name: 'Page actions' });
  await expect(actions.getByRole('button')).toHaveCount(0);
  await actions.getByText('Page actions', { exact: true }).click();
  await expect(actions.getByRole('button', { name: 'Copy page' })).toBeVisible();
  await expect(actions.getByRole('link', { name: 'View as Markdown' })).toBeVisible();
});

test('the legacy banner is one short notice that links to the same page in the current docs', async ({ page }) => {
  await page.goto('/docs/0.25.9/core/agents');
  await waitForHydration(page);
  const banner = page.locator('.theme-doc-version-banner');
  expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(80);
  await expect(banner.getByRole('link')).toHaveAttribute('href', '/docs/core/agents');
});
