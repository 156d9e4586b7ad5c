/** What a first load fetches: JavaScript per page type (compressed, as served) and the heavy parts only where used. */
import { test, expect, type Page, type Response } from '@playwright/test';
import { ALL_PAGE_TYPES, CLS_BUDGET, DOC_PAGE_JS_BUDGET_BYTES, PAGE_TYPES } from '../../scripts/lib/pageTypes';
import { layoutShift, waitForHydration, watchLayoutShift } from './helpers';

interface Loaded {
  bytes: number;
  scripts: Response[];
}

/** Loads a page in a fresh page and waits for hydration and a quiet network; counts the script bytes as transferred. */
async function firstLoad(page: Page, path: string): Promise<Loaded & { status: number }> {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  const response = await page.goto(path);
  if (response?.status() === 200) {
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
  }
  let bytes = 0;
  for (const script of scripts) bytes += (await script.request().sizes()).responseBodySize;
  return { bytes, scripts, status: response?.status() ?? 0 };
}

async function scriptsContaining(scripts: Response[], marker: string): Promise<string[]> {
  const found: string[] = [];
  for (const script of scripts) if ((await script.text()).includes(marker)) found.push(new URL(script.url()).pathname);
  return found;
}

test('the first load of each page type transfers at most 200 KB of JavaScript, compressed', async ({ browser }) => {
  const rows: string[] = [];
  const over: string[] = [];
  for (const { kind, path } of PAGE_TYPES) {
    const page = await browser.newPage();
    const { bytes, scripts, status } = await firstLoad(page, path);
    await page.close();
    expect(status, path).toBe(200);
    rows.push(`${kind.padEnd(6)} ${path}: ${(bytes / 1024).toFixed(1)} KB of JavaScript in ${scripts.length} files`);
    // The REST reference's operation pages carry the OpenAPI theme's page component, the one page type allowed more.
    if (kind !== 'rest' && bytes > DOC_PAGE_JS_BUDGET_BYTES) over.push(`${kind} ${path}: ${(bytes / 1024).toFixed(1)} KB`);
  }
  console.log(`JavaScript of a first load (brotli, as served):\n${rows.join('\n')}`);
  expect(over, `over the ${DOC_PAGE_JS_BUDGET_BYTES / 1024} KB budget`).toEqual([]);
});

test('scripts are served compressed (all but the smallest) and hashed scripts are cached for a year', async ({ page }) => {
  const { scripts } = await firstLoad(page, '/docs/intro');
  expect(scripts.length).toBeGreaterThan(2);
  for (const script of scripts) {
    // scripts/postbuild.ts precompresses files of 1 KB and more; below that compression saves nothing.
    if ((await script.body()).length >= 1024) expect(script.headers()['content-encoding'], script.url()).toBe('br');
    expect(script.headers()['cache-control'], script.url()).toMatch(/max-age=31536000, immutable/);
  }
});

test('mermaid loads only on a page with a diagram, and renders it there', async ({ browser }) => {
  const plain = await browser.newPage();
  expect(await scriptsContaining((await firstLoad(plain, '/docs/intro')).scripts, 'mermaidAPI')).toEqual([]);
  await plain.close();
  const withDiagram = await browser.newPage();
  const { scripts } = await firstLoad(withDiagram, '/docs/technical/architecture/overview');
  await expect(withDiagram.locator('.docusaurus-mermaid-container svg').first()).toBeVisible({ timeout: 15_000 });
  expect((await scriptsContaining(scripts, 'mermaidAPI')).length).toBeGreaterThan(0);
  await withDiagram.close();
});

test('the chat panel loads on the first click of Ask the docs, not before', async ({ page }) => {
  const { scripts } = await firstLoad(page, '/docs/intro');
  const marker = 'Your question';
  expect(await scriptsContaining(scripts, marker)).toEqual([]);
  const before = scripts.length;
  await page.getByRole('button', { name: 'Ask the docs', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Ask the docs' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(before);
  expect((await scriptsContaining(scripts.slice(before), marker)).length).toBeGreaterThan(0);
});

test('the code highlighter loads only on pages that show code, and after the page has hydrated', async ({ browser }) => {
  const marker = 'prism-code';
  const plain = await browser.newPage();
  expect(await scriptsContaining((await firstLoad(plain, '/docs/intro')).scripts, marker)).toEqual([]);
  await plain.close();

  // The highlighter's chunk is held back: the page hydrates without it, its code blocks highlighted from the HTML.
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const withCode = await context.newPage();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await withCode.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(marker)) {
      held.push(new URL(route.request().url()).pathname);
      await released;
    }
    await route.fulfill({ response, body });
  });
  await withCode.goto('/docs/quickstart');
  await waitForHydration(withCode);
  const block = withCode.locator('.theme-code-block').first();
  await expect(block.locator('.token').first()).toBeVisible();
  await expect(block.getByRole('button', { name: /copy/i })).toHaveCount(0);
  await expect.poll(() => held.length, { message: 'the highlighter is asked for once the page has hydrated' }).toBeGreaterThan(0);

  // Once it is in, the block is React's, with the theme's copy button.
  release();
  await block.hover();
  const copy = block.getByRole('button', { name: /copy/i });
  await copy.click();
  // The block's lines as shown (innerText gives each line break twice: the line's own and its <br>).
  const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
  const shown = lines(await block.locator('pre code').innerText());
  expect(shown.length).toBeGreaterThan(0);
  expect(lines(await withCode.evaluate(() => navigator.clipboard.readText()))).toEqual(shown);
  await context.close();
});

test('the OpenAPI request panel stays off the pages that are not REST operations', async ({ browser }) => {
  for (const { kind, path } of PAGE_TYPES.filter((type) => type.kind !== 'rest')) {
    const page = await browser.newPage();
    const { scripts, status } = await firstLoad(page, path);
    if (status === 200) expect(await scriptsContaining(scripts, 'openapi-explorer'), `${kind} ${path}`).toEqual([]);
    await page.close();
  }
});

test("client-side navigation fetches the next page's route data and chunks only, and renders it", async ({ page }) => {
  // Recorded from the start: a link in view has its route data prefetched before it is clicked.
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await firstLoad(page, '/docs/intro');
  const beforeClick = fetched.length;
  await page.locator('a[href="/docs/quickstart"]').first().click();
  await expect(page).toHaveURL(/\/docs\/quickstart$/);
  await expect(page.locator('h1')).toHaveText('Quickstart');
  expect(fetched.some((url) => /^\/route-data\/docs\/quickstart\.json$/.test(url))).toBe(true);
  expect(fetched.slice(beforeClick).filter((url) => url.endsWith('.html') || url === '/docs/quickstart')).toEqual([]);
});

test('a REST page renders its schemas from the HTML and loads the request panel only when asked, not when in view', async ({ browser }) => {
  const marker = 'openapi-explorer__request-btn';
  // On a desk the panel's place is beside the text, in view from the start: being seen does not load it.
  const desk = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const seen = await firstLoad(desk, '/api/rest/create-agent');
  await expect(desk.getByRole('button', { name: 'Open the request panel' })).toBeInViewport();
  expect(await scriptsContaining(seen.scripts, marker)).toEqual([]);
  await desk.close();

  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const { scripts, status } = await firstLoad(page, '/api/rest/create-agent');
  expect(status).toBe(200);
  // Rendered on the server: the request body's properties are there before and after hydration, with no placeholder.
  await expect(page.locator('.openapi-left-panel__container .openapi-schema__list-item').first()).toBeVisible();
  await expect(page.locator('.openapi-left-panel__container .openapi-skeleton')).toHaveCount(0);
  expect(await scriptsContaining(scripts, marker)).toEqual([]);
  const before = scripts.length;
  // Scrolled to, the button still waits; pressing it loads the panel.
  const open = page.getByRole('button', { name: 'Open the request panel' });
  await open.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(await scriptsContaining(scripts.slice(before), marker)).toEqual([]);
  await open.dispatchEvent('click');
  await expect(page.getByRole('button', { name: /send api request/i })).toBeVisible();
  expect((await scriptsContaining(scripts.slice(before), marker)).length).toBeGreaterThan(0);
  await page.close();
});

test(`no page type shifts its layout by more than ${CLS_BUDGET} as it loads on a phone`, async ({ browser }) => {
  test.setTimeout(240_000);
  const rows: string[] = [];
  const over: string[] = [];
  for (const { kind, path } of ALL_PAGE_TYPES) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    // Every layout shift from the start of the load, not caused by input, summed (as Lighthouse's CLS on a short load).
    await watchLayoutShift(page);
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    const cls = await layoutShift(page);
    await context.close();
    rows.push(`${kind.padEnd(14)} ${path}: CLS ${cls.toFixed(3)}`);
    if (cls > CLS_BUDGET) over.push(`${kind} ${path}: ${cls.toFixed(3)}`);
  }
  console.log(`Layout shift of a first load on a phone:\n${rows.join('\n')}`);
  expect(over).toEqual([]);
});
