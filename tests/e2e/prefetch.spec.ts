/**
 * Loading other pages: a page is loaded when the reader hovers, touches or focuses a link to it (its route data, then
 * its chunks), never because a link scrolled into view, and not at all with data saving on; a first load preloads
 * nothing it does not use.
 */
import { test, expect, type Page, type Request } from '@playwright/test';
import { waitForHydration } from './helpers';

const ROUTE_DATA = /\/route-data\//;

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

/**
 * The bottom of the page: the pagination and the footer come into view. Waits for the browser to have rendered the
 * scrolled page twice (intersection observers report in the rendering step, their callbacks run in a task after
 * it), then for any request those callbacks started.
 */
async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.scrollTo(0, document.body.scrollHeight);
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
      }),
  );
  await page.waitForLoadState('networkidle');
}

const routeDataRequests = (requests: Request[]) => requests.filter((request) => ROUTE_DATA.test(request.url()));
const isRouteDataOf = (request: Request, href: string) => ROUTE_DATA.test(request.url()) && new URL(request.url()).pathname.endsWith(`${href}.json`);

/** The pagination's "next" link of /docs/intro: a doc page the first load did not fetch. */
const nextLink = (page: Page) => page.locator('a.pagination-nav__link--next');

test('scrolling /docs/intro loads no other page: links that come into view are not prefetched', async ({ page }) => {
  const requests = await openIntro(page);
  await scrollToBottom(page);
  await expect(nextLink(page)).toBeInViewport();
  expect(routeDataRequests(requests).map((request) => request.url())).toEqual([]);
  expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
});

test("hovering a link loads its page: the route data, then the page's chunks", async ({ page }) => {
  const requests = await openIntro(page);
  const href = (await nextLink(page).getAttribute('href'))!;
  const before = requests.length;
  // The event checked: the route data of the hovered link is requested, then a script of that page.
  const routeData = page.waitForResponse((response) => isRouteDataOf(response.request(), href));
  await nextLink(page).hover();
  const data = (await (await routeData).json()) as { files?: Record<string, string> };
  const files = Object.values(data.files ?? {}).map((file) => `/${file}`);
  const fetchedBefore = new Set(requests.slice(0, before).map((request) => new URL(request.url()).pathname));
  const newFiles = files.filter((file) => !fetchedBefore.has(file));
  expect(newFiles.length, 'chunks of the hovered page that the first load did not fetch').toBeGreaterThan(0);
  await expect
    .poll(() => newFiles.filter((file) => requests.slice(before).some((request) => new URL(request.url()).pathname === file)).length, 'its chunks fetched')
    .toBe(newFiles.length);
  // Never a second copy: no file the page already had is fetched again.
  const again = requests.slice(before).filter((request) => fetchedBefore.has(new URL(request.url()).pathname) && /\.js$/.test(request.url()));
  expect(again.map((request) => request.url())).toEqual([]);
});

test('focusing a link from the keyboard loads its page', async ({ page }) => {
  await openIntro(page);
  const href = (await nextLink(page).getAttribute('href'))!;
  const routeData = page.waitForRequest((request) => isRouteDataOf(request, href));
  await nextLink(page).focus();
  await routeData;
});

test('loading on intent asks only for pages: focusing every link of the page fails no request', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  const requests = await openIntro(page);
  const links = page.locator('a[href^="/"]:visible');
  const count = await links.count();
  expect(count, 'internal links on the page').toBeGreaterThan(10);
  for (let index = 0; index < count; index++) await links.nth(index).focus();
  // The event waited for: route data was asked for (then every request it started has been answered).
  await expect.poll(() => routeDataRequests(requests).length, 'route data requested').toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(failed).toEqual([]);
});

test('nothing is loaded on intent with data saving on', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', saveData: true } }));
  const requests = await openIntro(page);
  await scrollToBottom(page);
  await nextLink(page).hover();
  await nextLink(page).focus();
  await page.waitForLoadState('networkidle');
  expect(routeDataRequests(requests).map((request) => request.url())).toEqual([]);
  expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
});

test('a first load of /docs/intro preloads nothing it does not use', async ({ page }) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  // Each preload must be taken up by an element of the page (Chromium warns, seconds later, about any that is not):
  // an image by an <img>, a script by a <script>, a stylesheet by a <link rel=stylesheet>, a font by a loaded face.
  const unused = await page.evaluate(async () => {
    await document.fonts.ready;
    const absolute = (url: string | null) => (url ? new URL(url, location.href).href : '');
    const used = new Set([
      ...Array.from(document.querySelectorAll('img')).map((img) => img.currentSrc || img.src),
      ...Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).map((script) => script.src),
      ...Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).map((link) => link.href),
    ]);
    // Chunks the bundler's runtime has run (it removes their <script> elements once loaded): ids from every
    // self.webpackChunk* registry, matched to a preloaded file by the id its name starts with.
    const registries = Object.keys(self).filter((key) => key.startsWith('webpackChunk'));
    const ran = new Set(
      registries.flatMap((key) => ((self as unknown as Record<string, Array<[Array<string | number>]>>)[key] ?? []).flatMap(([ids]) => ids.map(String))),
    );
    const chunkRan = (href: string) => ran.has(/\/([^/.]+)\.[^/]*\.js$/.exec(href)?.[1] ?? '');
    let fontsLoaded = false;
    document.fonts.forEach((face) => {
      if (face.status === 'loaded') fontsLoaded = true;
    });
    const preloads = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"], link[rel="modulepreload"]'));
    const unusedPreloads = preloads
      .filter((link) => {
        const href = absolute(link.getAttribute('href'));
        if (link.getAttribute('as') === 'font') return !fontsLoaded;
        return !used.has(href) && !(link.getAttribute('as') === 'script' && chunkRan(href));
      })
      .map((link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`);
    return { checked: preloads.length, unused: unusedPreloads };
  });
  expect(unused.checked, 'preloads checked (the logo and the route chunks at least)').toBeGreaterThan(1);
  expect(unused.unused).toEqual([]);
});
