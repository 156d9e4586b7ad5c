/**
 * Search reaches the whole site from every area: on a page of each area, a query whose page lives in another area
 * is offered (with that area's label) and opens, with the word highlighted. The results page searches everything
 * and keeps its filters in the URL.
 */
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { waitForHydration } from './helpers';
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
  await expect(page.getByRole('link', { name: 'Discord', exact: true }).first()).toBeVisible();
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

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}×)`);
}

// The open suggestion list is the plugin's autocomplete.js markup (its ARIA roles and path colour); not audited here.
test('axe: the results page with its filters has no serious violation', async ({ page }) => {
  await page.goto('/search?q=discord&area=packages,docs');
  await waitForHydration(page);
  await expect(page.locator('main ol li').first()).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);
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
