/**
 * Prefetching: links are prefetched when they scroll into view (and on hover or touch), not on 2g or with data
 * saving on; a first load preloads nothing it does not use.
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
 * it), then for the requests those callbacks started.
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

const prefetchLinks = (page: Page) =>
  page.evaluate(() => Array.from(document.querySelectorAll('link[rel="prefetch"]')).map((link) => link.getAttribute('href') ?? ''));

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
  // The event checked: the route data of a link that was waiting is requested once it comes into view.
  const prefetchedOnSight = page.waitForRequest(
    (request) => ROUTE_DATA.test(request.url()) && waiting.some((href) => new URL(request.url()).pathname.endsWith(`${href}.json`)),
  );
  await scrollToBottom(page);
  await prefetchedOnSight;
  await page.waitForLoadState('networkidle');
  const after = requests.slice(before);
  expect(waiting.filter((href) => routeDataOf(after, href).length > 0).length, 'route data of links that came into view').toBeGreaterThan(0);
  // Then the chunks of those pages: <link rel=prefetch> elements, each fetched (polled until it happens).
  await expect
    .poll(async () => {
      const prefetched = await prefetchLinks(page);
      return requests.slice(before).filter((request) => prefetched.includes(new URL(request.url()).pathname)).length;
    }, 'chunks prefetched for the links that came into view')
    .toBeGreaterThan(0);
});

test('prefetching asks only for pages: no request fails (feeds, files and anchors are not prefetched)', async ({ page }) => {
  const failed: string[] = [];
  const answered = new Set<string>();
  page.on('response', (response) => {
    answered.add(new URL(response.url()).pathname);
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await openIntro(page);
  await scrollToBottom(page);
  // The events waited for: chunks are prefetched, and every one of them is answered.
  await expect.poll(async () => (await prefetchLinks(page)).length, 'chunks prefetched').toBeGreaterThan(0);
  await expect.poll(async () => (await prefetchLinks(page)).filter((href) => !answered.has(href)), 'prefetches not answered yet').toEqual([]);
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
