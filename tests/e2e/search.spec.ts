/**
 * Search reaches the whole site from every area: on a page of each area, a query whose page lives in another area
 * is offered (with that area's label) and opens, with the word highlighted. The results page searches everything
 * and keeps its filters in the URL.
 */
import { test, expect, type Page } from '@playwright/test';
import { layoutShift, seriousViolations, waitForHydration, watchLayoutShift } from './helpers';
import { DOCS_VERSION, LEGACY_DOCS_VERSION } from '../../src/lib/versions';

interface Case {
  start: string;
  query: string;
  target: string;
  label: string;
  /** Text of the offered result: the page's title (or one of its headings). */
  title: string;
}

const CASES: Case[] = [
  { start: '/', query: 'solana', target: '/packages/plugins/solana', label: 'Plugins', title: 'Solana' },
  { start: '/docs/intro', query: '0G Labs', target: '/partners/0g-labs', label: 'Partners', title: '0G Labs' },
  { start: `/docs/${LEGACY_DOCS_VERSION}/intro`, query: 'AgentRuntime', target: '/api/classes/AgentRuntime', label: 'API', title: 'AgentRuntime' },
  { start: '/api/classes/AgentRuntime', query: 'troubleshooting', target: '/docs/troubleshooting', label: `Docs ${DOCS_VERSION}`, title: 'Troubleshooting' },
  { start: '/api/rest/create-agent', query: 'discord', target: '/packages/plugins/discord', label: 'Plugins', title: 'Discord' },
  { start: '/packages/plugins/openai', query: 'evaluators', target: '/docs/core/evaluators', label: `Docs ${DOCS_VERSION}`, title: 'Evaluators' },
  { start: '/partners/0g-labs', query: 'list agents', target: '/api/rest/list-agents', label: 'REST', title: 'List agents' },
  { start: '/community/faq-and-support', query: 'plugin ordering', target: '/blog/plugin-ordering-guide', label: 'Blog', title: 'Plugin Ordering' },
  { start: '/blog/add-plugins', query: 'evaluators', target: '/docs/core/evaluators', label: `Docs ${DOCS_VERSION}`, title: 'Evaluators' },
  { start: '/news', query: 'Phala Network', target: '/partners/phala-network', label: 'Partners', title: 'Phala Network' },
  { start: '/showcase', query: 'quickstart', target: '/docs/quickstart', label: `Docs ${DOCS_VERSION}`, title: 'Quickstart' },
  { start: '/no-such-page', query: 'elizaos create', target: '/docs/cli/create', label: `Docs ${DOCS_VERSION}`, title: 'elizaos create' },
];

async function openSearch(page: Page, start: string) {
  await page.goto(start);
  await waitForHydration(page);
  const input = page.locator('input.navbar__search-input');
  // The index loads when the browser is idle: the hint appears without the box being touched.
  await expect(input).toHaveAttribute('placeholder', /^Search (Ctrl|⌘)\+K$/, { timeout: 30_000 });
  await expect(input).not.toBeFocused();
  return input;
}

for (const { start, query, target, label, title } of CASES) {
  test(`from ${start}, "${query}" offers and opens ${target} (${label})`, async ({ page }) => {
    const input = await openSearch(page, start);
    await input.fill(query);
    const option = page.getByRole('option').filter({ hasText: label }).filter({ hasText: title }).first();
    await expect(
      option,
      await page
        .getByRole('option')
        .allTextContents()
        .then((texts) => texts.join(' | ')),
    ).toBeVisible({ timeout: 10_000 });
    await option.click();
    await expect(page).toHaveURL((url) => url.pathname === target, { timeout: 15_000 });
    expect(new URL(page.url()).searchParams.getAll('_highlight').length).toBeGreaterThan(0);
    // The URL changes before the new page renders: its canonical link says when it has.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${target.replace(/[.]/g, '\\.')}$`), { timeout: 15_000 });
    // The plugin highlights inside the page's first <article>: the text of a doc, API or blog page, and the article
    // that holds a catalogue or partner page.
    await expect(page.locator('article mark').first()).toBeVisible({ timeout: 10_000 });
  });
}

test('the placeholder says Loading... until the index is there', async ({ page }) => {
  // Hold the index back so the loading state can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/search-site.json', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const input = page.locator('input.navbar__search-input');
  await expect(input).toHaveAttribute('placeholder', 'Loading...', { timeout: 15_000 });
  release();
  await expect(input).toHaveAttribute('placeholder', /^Search (Ctrl|⌘)\+K$/, { timeout: 30_000 });
});

test('the results page searches the whole site, with area and version filters kept in the URL', async ({ page }) => {
  await page.goto('/search?q=discord');
  await waitForHydration(page);
  const results = page.locator('main ol li');
  await expect(results.first()).toBeVisible({ timeout: 30_000 });
  const labels = await results.locator('span span').first().allTextContents();
  expect(labels.length).toBeGreaterThan(0);
  // The catalogue entry, by its corpus title.
  await expect(page.getByRole('link', { name: 'Discord plugin', exact: true }).first()).toBeVisible();
  await page
    .locator('[data-facet-group="area"]')
    .getByRole('button', { name: /^Plugins/ })
    .click();
  await expect(page).toHaveURL(/[?&]area=packages/);
  // The engine answers asynchronously: the list is busy until the filtered answer arrives, and never shows other areas.
  await expect(page.locator('main ol')).toHaveAttribute('aria-busy', 'false');
  const hrefs = await results.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/packages([/?#]|$)/);
  // The filter survives a reload: its state is the URL.
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('[data-facet-group="area"]').getByRole('button', { name: /^Plugins/ })).toHaveAttribute('aria-pressed', 'true', {
    timeout: 30_000,
  });
  await page.goto(`/search?q=troubleshooting&version=${LEGACY_DOCS_VERSION}`);
  await waitForHydration(page);
  await expect(results.first().locator('a')).toHaveAttribute('href', /^\/docs\/0\.25\.9\/troubleshooting/, { timeout: 30_000 });
});

test('axe: the results page with its filters has no serious violation', async ({ page }) => {
  await page.goto('/search?q=discord&area=packages,docs');
  await waitForHydration(page);
  await expect(page.locator('main ol li').first()).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);
});

// The open box, with suggestions and in its no-results state, in both colour modes: contrast of the rows, the
// selected row and the highlighted words included.
for (const colorScheme of ['light', 'dark'] as const) {
  for (const [state, query] of [
    ['with suggestions', 'character'],
    ['with no match', 'qqxzzkv'],
  ] as const) {
    test(`axe: the open search box ${state}, ${colorScheme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      const input = await openSearch(page, '/docs/intro');
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      await input.click();
      await input.fill(query);
      await expect(page.getByRole('option').first()).toBeVisible({ timeout: 10_000 });
      const violations = await seriousViolations(page);
      expect(violations, violations.join('\n')).toEqual([]);
    });
  }
}

test('a query with no match offers the results page, the assistant and the nearest pages; never a blank panel', async ({ page }) => {
  const input = await openSearch(page, '/docs/intro');
  await input.click();
  await input.fill('qqxzzkv');
  const options = page.getByRole('option');
  await expect(options.first()).toContainText('No page matches “qqxzzkv”', { timeout: 10_000 });
  await expect(options.nth(1)).toContainText('Ask the docs: “qqxzzkv”');
  // Nothing in the index starts like it: the start pages of the reader's area are offered.
  const nearest = options.filter({ hasText: 'Nearest page' });
  expect(await nearest.count()).toBeGreaterThan(0);
  // The first row is selected: Enter opens the results page with the query.
  await input.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'qqxzzkv');
  await expect(page.getByRole('status').filter({ hasText: /results for “qqxzzkv”/ })).toBeVisible({ timeout: 30_000 });
});

test('the no-results state asks the docs the same words', async ({ page }) => {
  const input = await openSearch(page, '/docs/intro');
  await input.click();
  // A misspelt word too far from any indexed word: the nearest pages are those that share its start.
  await input.fill('charactrrrfilezz');
  const options = page.getByRole('option');
  await expect(options.first()).toContainText('No page matches', { timeout: 10_000 });
  await expect(options.filter({ hasText: 'Nearest page' }).first()).toBeVisible();
  await options.filter({ hasText: 'Ask the docs' }).click();
  const panel = page.getByRole('dialog', { name: 'Ask the docs' });
  await expect(panel).toBeVisible({ timeout: 15_000 });
  await expect(panel.locator('[data-role="user"]')).toHaveText('charactrrrfilezz');
  // The question is asked once: it leaves the address.
  await expect(page).toHaveURL((url) => url.pathname === '/docs/intro' && !url.searchParams.has('ask'));
});

// The reader's area orders answers that are equally good; it never lifts a weaker one above the page that answers.
const RANKED: { start: string; query: string; opens: RegExp; label: string }[] = [
  { start: '/blog/add-plugins', query: 'create agent endpoint', opens: /^\/api\/rest\/create-agent/, label: 'REST' },
  {
    start: '/',
    query: 'character file',
    opens: /^\/docs\/(simple\/templates\/|core\/characters$|simple\/guides\/character-creation$)/,
    label: `Docs ${DOCS_VERSION}`,
  },
];
for (const { start, query, opens, label } of RANKED) {
  test(`from ${start}, "${query}" opens ${opens.source} first`, async ({ page }) => {
    const input = await openSearch(page, start);
    await input.click();
    await input.fill(query);
    const first = page.getByRole('option').first();
    await expect(first).toContainText(label, { timeout: 10_000 });
    await input.press('Enter');
    await expect(page).toHaveURL((url) => opens.test(url.pathname), { timeout: 15_000 });
  });
}

// Layout shift of the results page from the first byte to the answer, the index held back until the page has
// rendered its loading state (so that state is measured), on a desk and on a phone.
for (const { name, viewport, isMobile } of [
  { name: 'desk', viewport: { width: 1440, height: 900 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
]) {
  test(`/search holds its layout while it loads: shift ≤ 0.05 (${name})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, isMobile, hasTouch: isMobile, deviceScaleFactor: isMobile ? 2 : 1 });
    const page = await context.newPage();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/search-site.json', async (route) => {
      await held;
      await route.continue();
    });
    await watchLayoutShift(page);
    await page.goto('/search?q=discord');
    await waitForHydration(page);
    const status = page.getByRole('status').filter({ hasText: 'discord' });
    await expect(status).toHaveText('Searching for “discord”…');
    release();
    await expect(page.locator('main ol li').first()).toBeVisible({ timeout: 30_000 });
    await expect(status).toHaveText(/\d+ results for “discord”$/);
    // Two frames for the last shifts to be reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const cls = await layoutShift(page);
    await context.close();
    console.log(`/search layout shift (${name}): ${cls.toFixed(4)}`);
    expect(cls).toBeLessThanOrEqual(0.05);
  });
}

test('results show extracts cut at whole words, without file names of the build, and no stray filter label', async ({ page }) => {
  await page.goto('/search?q=createMemory');
  await waitForHydration(page);
  const texts = page.locator('main ol li p');
  await expect(texts.first()).toBeVisible({ timeout: 30_000 });
  for (const text of await texts.allInnerTexts()) {
    expect(text).not.toMatch(/[\w-]+-[A-Za-z0-9_]{8}\.(d\.ts|m?js)/);
    expect(text).not.toMatch(/Defined in/);
    // An extract ends on a whole word, or with an ellipsis where it was cut.
    expect(text).toMatch(/(…|[\w.!?:)`'"”])$/);
  }
  await page.goto('/search?q=qqxzzkv');
  await waitForHydration(page);
  await expect(page.getByRole('status').filter({ hasText: '0 results' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('No page matches “qqxzzkv”')).toBeVisible();
  await expect(page.locator('[data-facet-group]')).toHaveCount(0);
  await expect(page.getByText('Areas', { exact: true })).toHaveCount(0);
});

test('a suggestion shows why it matches: its title, an extract with the matched words highlighted, its path; no row twice', async ({ page }) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const input = page.locator('input.navbar__search-input');
  await input.click();
  await input.fill('OPENAI_API_KEY');
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible({ timeout: 30_000 });
  const first = options.first();
  await expect(first.locator('mark').first()).toHaveText(/openai_api_key/i);
  const lines = (await first.locator('[class*="hitTitle"]').innerText()).split('\n').filter(Boolean);
  expect(lines.length, 'a title line and an extract').toBeGreaterThanOrEqual(2);
  expect(lines.slice(1).join(' ')).toMatch(/openai_api_key/i);
  await expect(first.locator('[class*="hitPath"]')).not.toBeEmpty();
  const rows = await options.evaluateAll((items) => items.map((item) => item.textContent));
  expect(new Set(rows).size).toBe(rows.length);
});

// "createMemory" listed IAgentRuntime and IDatabaseAdapter twice each: one row per page section.
for (const query of ['createMemory', 'how do I deploy']) {
  test(`"${query}": every suggestion is a different page section, each with highlighted words`, async ({ page }) => {
    const input = await openSearch(page, '/docs/intro');
    await input.click();
    await input.fill(query);
    // The suggestions (the list's last option is the "See all results" link).
    const options = page.locator('div[role="option"]');
    await expect(options.first()).toBeVisible({ timeout: 10_000 });
    const rows = await options.evaluateAll((items) => items.map((item) => item.textContent ?? ''));
    expect(new Set(rows).size, rows.join(' | ')).toBe(rows.length);
    for (let i = 0; i < rows.length; i += 1) await expect(options.nth(i).locator('mark').first()).toBeVisible();
  });
}
