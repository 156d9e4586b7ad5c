/** Walks a sample of every area of the sitemap and fails on any browser console error. */
import { test, expect } from '@playwright/test';
import { collectConsoleErrors, waitForHydration } from './helpers';

const PER_AREA = 6;

test('pages across the sitemap load without console errors', async ({ page, request }) => {
  test.setTimeout(240_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const byArea = new Map<string, string[]>();
  for (const url of urls) {
    const area = url.split('/').slice(0, 3).join('/');
    byArea.set(area, [...(byArea.get(area) ?? []), url]);
  }
  // An even spread over each area: first, last and evenly spaced pages between.
  const sample = [...byArea.values()].flatMap((list) =>
    list.length <= PER_AREA ? list : Array.from({ length: PER_AREA }, (_, i) => list[Math.round((i * (list.length - 1)) / (PER_AREA - 1))]),
  );
  const errors = collectConsoleErrors(page);
  for (const url of sample) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    await waitForHydration(page);
  }
  expect(errors, errors.join('\n')).toEqual([]);
  expect(sample.length).toBeGreaterThan(10);
});
