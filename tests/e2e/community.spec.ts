/** The community area: the video gallery's facade (no third-party request before a click), keyboard use, filter, stream pages. */
import { test, expect, type Page } from '@playwright/test';
import { collectConsoleErrors, waitForHydration } from './helpers';

/**
 * Records every request that leaves the site's own origin and aborts it, so the test needs no network and a
 * request shows up here even though it never completes.
 */
async function watchThirdParty(page: Page, baseURL: string | undefined): Promise<string[]> {
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  const isThirdParty = (url: string) => /^https?:/.test(url) && new URL(url).origin !== origin;
  const requests: string[] = [];
  page.on('request', (request) => {
    if (isThirdParty(request.url())) requests.push(request.url());
  });
  await page.route(
    (url) => isThirdParty(url.href),
    (route) => route.abort(),
  );
  return requests;
}

const gallery = (page: Page) => page.getByRole('list', { name: 'Videos' }).getByRole('listitem');

test('the gallery makes no third-party request until a video is played, then loads only that player', async ({ page, baseURL }) => {
  const thirdParty = await watchThirdParty(page, baseURL);
  const errors = collectConsoleErrors(page);
  await page.goto('/community/videos');
  await waitForHydration(page);
  await expect(gallery(page)).toHaveCount(54);
  // Scroll the whole gallery into view, so anything lazy would have loaded by now.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  expect(thirdParty, thirdParty.join('\n')).toEqual([]);
  expect(errors, errors.join('\n')).toEqual([]);
  await expect(page.locator('iframe, video')).toHaveCount(0);

  await page.getByRole('button', { name: 'Play Green Pill: AI Agents & DAOs' }).click();
  const frame = page.locator('iframe[title="Green Pill: AI Agents & DAOs"]');
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/bnkhu4Bx9C4\?/);
  await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
  expect(
    thirdParty.every((url) => new URL(url).hostname === 'www.youtube-nocookie.com'),
    thirdParty.join('\n'),
  ).toBe(true);
  await expect(page.locator('iframe, video')).toHaveCount(1);
});

test('each video is a button: Enter and Space load the player and focus moves to it', async ({ page, baseURL }) => {
  await watchThirdParty(page, baseURL);
  await page.goto('/community/videos');
  await waitForHydration(page);

  const rebrand = page.getByRole('button', { name: 'Play ElizaOS Rebrand' });
  await rebrand.focus();
  await page.keyboard.press('Space');
  const video = page.locator('video[aria-label="ElizaOS Rebrand"]');
  await expect(video).toHaveAttribute('src', 'https://arweave.net/Tguqw-tvyfVIhOh4sJC_-3LFYyMy_NURPbimnnrg2HU/rebrand-vid.mp4');
  await expect(video).toBeFocused();
  await expect(rebrand).toHaveCount(0);

  const bankless = page.getByRole('button', { name: 'Play Bankless: ai16z Shaw Interview' });
  await bankless.focus();
  await page.keyboard.press('Enter');
  const frame = page.locator('iframe[title="Bankless: ai16z Shaw Interview"]');
  await expect(frame).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/5GBXS5myXz0/);
  await expect(frame).toBeFocused();
});

test('the category filter and the title search narrow the gallery and live in the URL', async ({ page, baseURL }) => {
  await watchThirdParty(page, baseURL);
  await page.goto('/community/videos');
  await waitForHydration(page);
  const status = page.getByRole('status');

  await page.getByRole('button', { name: /^Daily News/ }).click();
  await expect(page).toHaveURL(/\?tags=news$/);
  await expect(gallery(page)).toHaveCount(22);
  await expect(status).toContainText('22 results');
  await expect(page.getByRole('button', { name: /^Daily News/ })).toHaveAttribute('aria-pressed', 'true');
  for (const name of await gallery(page)
    .getByRole('button')
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))) {
    expect(name).toMatch(/Daily News/);
  }

  // One category at a time: choosing another replaces the first.
  await page.getByRole('button', { name: /^ElizaOS Developers/ }).click();
  await expect(page).toHaveURL(/\?tags=dev$/);
  await expect(gallery(page)).toHaveCount(9);
  await expect(page.getByRole('button', { name: /^Daily News/ })).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('button', { name: /^All/ }).click();
  await expect(gallery(page)).toHaveCount(54);

  await page.getByRole('searchbox', { name: 'Search videos' }).fill('bankless');
  await expect(gallery(page)).toHaveCount(1);
  await expect(status).toContainText('1 result');

  // A shared link opens with its filter applied.
  await page.goto('/community/videos?tags=animation');
  await waitForHydration(page);
  await expect(gallery(page)).toHaveCount(10);
});

test('a stream page shows its facts and keeps its player behind a facade', async ({ page, baseURL }) => {
  const thirdParty = await watchThirdParty(page, baseURL);
  const errors = collectConsoleErrors(page);
  await page.goto('/community/Streams/12-2024/2024-12-12');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Green Pill Ai Agents & DAOs');
  const article = page.locator('article');
  await expect(article).toContainText('Thursday, December 12, 2024');
  await expect(article.getByRole('heading', { name: 'Participants' })).toBeVisible();
  await expect(article.getByRole('link', { name: 'Recording on YouTube' }).first()).toHaveAttribute('href', 'https://www.youtube.com/watch?v=bnkhu4Bx9C4');
  await page.waitForLoadState('networkidle');
  expect(thirdParty).toEqual([]);
  await article.getByRole('button', { name: 'Play Green Pill Ai Agents & DAOs' }).click();
  await expect(article.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/bnkhu4Bx9C4/);
  expect(errors, errors.join('\n')).toEqual([]);
});

test('the automated tag page lists the generated pages: stream recaps and weekly activity', async ({ page }) => {
  await page.goto('/community/tags/automated');
  await waitForHydration(page);
  // 42 stream pages plus the activity pipeline's weekly analysis and contributor pages.
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  expect(Number(/^(\d+) docs tagged with "automated"/.exec(heading ?? '')?.[1])).toBeGreaterThanOrEqual(66);
  await expect(page.getByRole('link', { name: /July 7/ }).first()).toHaveAttribute('href', /\/community\/(Analysis|Contributors)\//);
  await expect(page.getByRole('link', { name: 'What Did You Get Done This Week? #12' })).toHaveAttribute('href', '/community/Streams/01-2025/2025-01-31');
  await page.goto('/community/tags');
  await expect(page.getByRole('link', { name: /automated/ }).first()).toHaveAttribute('href', '/community/tags/automated');
});

test('community pages load without console errors', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  for (const route of [
    '/community',
    '/community/faq-and-support',
    '/community/ai16z',
    '/community/ai16z/pmairca',
    '/community/Notes/lore',
    '/community/Notes/murad2049',
    '/community/Streams',
  ]) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    await waitForHydration(page);
  }
  expect(errors, errors.join('\n')).toEqual([]);
});
