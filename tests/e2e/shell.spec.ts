/** The site shell: skip link, announcement bar, colour mode, navbar, footer, dropdowns. */
import { test, expect } from '@playwright/test';
import { waitForHydration, storageValue } from './helpers';
import { DOCS_VERSION } from '../../src/lib/versions';

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
});

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // The theme moves the focus starting point to <main>: the next Tab lands inside the content, not the navbar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test('the announcement bar invites copying llms-full.txt, closes, and stays closed after a reload', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const bar = page.getByRole('banner').filter({ hasText: 'llms-full.txt' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: /llms-full\.txt/ })).toHaveAttribute('href', '/llms-full.txt');
  await bar.getByRole('button', { name: 'Close' }).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('banner').filter({ hasText: 'llms-full.txt' })).toBeHidden();
  expect(await storageValue(page, 'docusaurus.announcement.dismiss')).toBe('true');
});

test('colour mode defaults to light and cycles system → light → dark → system, stored', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
  await expect(toggle).toHaveAttribute('aria-label', /system mode/);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-label', /light mode/);
  expect(await storageValue(page, 'theme')).toBe('light');
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await storageValue(page, 'theme')).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await waitForHydration(page);
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.getByRole('button', { name: /Switch between dark and light mode/ })).toHaveAttribute('aria-label', /system mode/);
});

test('the navbar has its items (Documentation, Learn, API, Plugins, Community, Blog, versions, RSS, GitHub) with their targets', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Documentation', exact: true })).toHaveAttribute('href', /^\/docs/);
  await expect(nav.getByRole('link', { name: 'API', exact: true })).toHaveAttribute('href', '/api');
  await expect(nav.getByRole('link', { name: 'Plugins', exact: true })).toHaveAttribute('href', '/packages');
  await expect(nav.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', 'https://github.com/elizaos/eliza');
  const dropdowns: Record<string, Record<string, string>> = {
    Learn: {
      'Simple track: quick start': '/docs/simple/getting-started/quick-start',
      'Technical track: architecture': '/docs/technical/architecture/overview',
    },
    Community: { Partners: '/partners', Calendar: '/community/Streams', 'Video Gallery': '/community/videos' },
    Blog: { 'Main Blog': '/blog', 'GitHub Activity': '/news' },
    RSS: { RSS: '/blog/rss.xml', Atom: '/blog/atom.xml', 'JSON feed': '/blog/feed.json' },
  };
  for (const [label, items] of Object.entries(dropdowns)) {
    const dropdown = nav.locator('.dropdown').filter({ has: page.getByRole('button', { name: label, exact: true }) });
    for (const [item, href] of Object.entries(items)) {
      // Menus are hidden until opened, so hidden links are included.
      await expect(dropdown.getByRole('link', { name: item, exact: true, includeHidden: true })).toHaveAttribute('href', href);
    }
  }
  await expect(nav.locator('.dropdown').filter({ hasText: DOCS_VERSION }).first()).toBeVisible();
  await expect(page.locator('input.navbar__search-input')).toBeVisible();
});

test('dropdowns open with Enter and on focus, and close on an outside click', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/');
  await waitForHydration(page);
  const learn = page.getByRole('button', { name: 'Learn', exact: true });
  const dropdown = page.locator('.dropdown').filter({ has: learn });
  const firstItem = dropdown.getByRole('link', { name: 'Simple track: quick start' });
  await learn.focus();
  await expect(firstItem).toBeVisible();
  await learn.press('Enter');
  await expect(dropdown).toHaveClass(/dropdown--show/);
  await expect(learn).toHaveAttribute('aria-expanded', 'true');
  await page.mouse.click(700, 600);
  await expect(dropdown).not.toHaveClass(/dropdown--show/);
});

test('hovering a dropdown marks hover intent after 400 ms', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/');
  await waitForHydration(page);
  const wrapper = page.locator('.navbar-dropdown-wrapper').filter({ hasText: 'Learn' });
  await page.getByRole('button', { name: 'Learn', exact: true }).hover();
  await expect(wrapper).toHaveAttribute('data-hover-state', 'idle');
  await expect(wrapper).toHaveAttribute('data-hover-state', 'intent', { timeout: 2000 });
  await page.mouse.move(700, 600);
  await expect(wrapper).toHaveAttribute('data-hover-state', 'closing');
  await expect(wrapper).toHaveAttribute('data-hover-state', 'idle', { timeout: 2000 });
});

test('the footer has the Docs, Community and More columns', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const title of ['Docs', 'Community', 'More']) await expect(footer.getByText(title, { exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'llms.txt', exact: true })).toHaveAttribute('href', '/llms.txt');
  await expect(footer.getByRole('link', { name: 'llms-full.txt', exact: true })).toHaveAttribute('href', '/llms-full.txt');
  await expect(footer.getByRole('link', { name: 'Discord' })).toHaveAttribute('href', 'https://discord.gg/elizaos');
  await expect(footer.getByRole('link', { name: 'RSS' })).toHaveAttribute('href', '/blog/rss.xml');
});

test('heading links are titled "Direct link to {heading}"', async ({ page }) => {
  await page.goto('/markdown-page');
  const link = page.locator('h2#tables a.hash-link');
  await expect(link).toHaveAttribute('title', 'Direct link to Tables');
});
