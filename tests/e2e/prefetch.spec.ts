/**
 * Prefetching: links are prefetched when they scroll into view (and on hover or touch), not on 2g or with data
 * saving on; a first load preloads nothing it does not use.
 */
import { test, expect, type Page, type Request } from '@playwright/test';
import { waitForHydration } from './helpers';

const ROUTE_DATA = /\/assets\/routes\/[0-9a-f]{8}\//;

/** Opens /docs/intro at the top, hydrated and quiet, recording every request. */
async function openIntro(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  return requests;
}

/** The bottom of the page: the pagination and the footer come into view. */
async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(1_000);
  await page.waitForLoadState('networkidle');
}

/**
 * Internal links every copy of which is laid out below the fold. A link with no size (in a collapsed sidebar
 * category, a closed menu) counts as in view: an IntersectionObserver reports such a link as visible wherever it is.
 */
async function linksOutOfView(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const internal = Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')).filter((a) => !a.getAttribute('href')!.includes('.'));
    const below = (a: HTMLAnchorElement) => {
      const rect = a.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && rect.top > window.innerHeight + 50;
    };
    const hrefs = new Set(internal.map((a) => a.getAttribute('href')!));
    return [...hrefs].filter((href) => internal.filter((a) => a.getAttribute('href') === href).every(below));
  });
}

const routeDataOf = (requests: Request[], href: string) =>
  requests.filter((request) => ROUTE_DATA.test(request.url()) && new URL(request.url()).pathname.endsWith(`${href}.json`));

test('scrolling /docs/intro prefetches the pages whose links came into view: their route data and chunks', async ({ page }) => {
  const requests = await openIntro(page);
  const below = await linksOutOfView(page);
  expect(below.length, 'links below the fold').toBeGreaterThan(0);
  // On sight, not on mount: links out of view wait (a few may have passed through view while the page settled).
  const waiting = below.filter((href) => routeDataOf(requests, href).length === 0);
  expect(waiting.length, 'links below the fold not prefetched yet').toBeGreaterThan(0);
  const before = requests.length;
  await scrollToBottom(page);
  const after = requests.slice(before);
  expect(waiting.filter((href) => routeDataOf(after, href).length > 0).length, 'route data of links that came into view').toBeGreaterThan(0);
  const prefetched = await page.evaluate(() => Array.from(document.querySelectorAll('link[rel="prefetch"]')).map((link) => link.getAttribute('href')));
  const fetchedScripts = after.map((request) => new URL(request.url()).pathname).filter((url) => prefetched.includes(url));
  expect(fetchedScripts.length, 'chunks prefetched for the links that came into view').toBeGreaterThan(0);
});

test('prefetching asks only for pages: no request fails (feeds, files and anchors are not prefetched)', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await openIntro(page);
  await scrollToBottom(page);
  expect(failed).toEqual([]);
});

test('nothing is prefetched on sight with data saving on', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', saveData: true } }));
  const requests = await openIntro(page);
  await scrollToBottom(page);
  await page.locator('article a[href^="/docs/"]').first().hover();
  expect(requests.map((request) => request.url()).filter((url) => ROUTE_DATA.test(url))).toEqual([]);
  expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
});

test('a first load of /docs/intro preloads nothing it does not use', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/.test(message.text())) warnings.push(message.text());
  });
  await page.goto('/docs/intro');
  await waitForHydration(page);
  // Chromium reports an unused preload a few seconds after the load event.
  await page.waitForTimeout(5_000);
  expect(warnings).toEqual([]);
});
