/**
 * Accessibility: axe-core on a page of every type, on the open search box and on the open assistant panel, in light
 * and dark mode, on a desk and on a phone; no serious or critical violation.
 */
import { test, expect, type Page } from '@playwright/test';
import { ALL_PAGE_TYPES } from '../../scripts/lib/pageTypes';
import { openRequestPanel, seriousViolations, waitForHydration } from './helpers';

interface AxePage {
  name: string;
  path: string;
  status?: number;
  /** Something the page shows after its first render that must be audited too (it waits for it first). */
  ready?: (page: Page) => Promise<void>;
}

// The request panel of a REST operation loads when its button is pressed: open it and audit it too.
const restPanelLoaded = (page: Page) => openRequestPanel(page);

const pages: AxePage[] = [
  // One page of each type the quality gates measure (scripts/lib/pageTypes.ts)…
  ...ALL_PAGE_TYPES.map(({ kind, path }) => ({ name: kind, path, ready: kind === 'rest' ? restPanelLoaded : undefined })),
  // …and the pages with their own layout.
  { name: 'blog index', path: '/blog' },
  { name: 'showcase', path: '/showcase' },
  { name: '404', path: '/no/such/page', status: 404 },
  { name: 'QA testing', path: '/qa-testing' },
  { name: 'REST index', path: '/api/rest' },
];

const viewports = [
  { device: 'desk', use: { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false } },
  { device: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
] as const;

async function expectNoSeriousViolation(page: Page): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, violations.join('\n')).toEqual([]);
}

for (const { device, use } of viewports) {
  test.describe(device, () => {
    test.use(use);
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const { name, path, status = 200, ready } of pages) {
        test(`axe: ${name} page (${path}), ${colorScheme} mode, ${device}`, async ({ page }) => {
          // axe over the API class page (about 4,900 elements) is CPU-bound: on a busy 2-core machine it passed 60 s.
          test.setTimeout(180_000);
          await page.emulateMedia({ colorScheme });
          const response = await page.goto(path);
          expect(response?.status()).toBe(status);
          await waitForHydration(page);
          await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
          await ready?.(page);
          await expectNoSeriousViolation(page);
        });
      }

      // The open box with its suggestions, and in its no-results state: the rows, the selected row and the
      // highlighted words are audited over the page behind them.
      for (const [state, query] of [
        ['with suggestions', 'character'],
        ['with no match', 'qqxzzkv'],
      ] as const) {
        test(`axe: the open search box ${state}, ${colorScheme} mode, ${device}`, async ({ page }) => {
          await page.emulateMedia({ colorScheme });
          await page.goto('/docs/intro');
          await waitForHydration(page);
          await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
          const input = page.locator('input.navbar__search-input');
          // The index loads when the browser is idle; the hint says when the box is ready.
          await expect(input).toHaveAttribute('placeholder', /^Search/, { timeout: 30_000 });
          await input.click();
          await input.fill(query);
          await expect(page.getByRole('option').first()).toBeVisible({ timeout: 10_000 });
          await expectNoSeriousViolation(page);
        });
      }

      test(`axe: the open assistant panel with an answer, ${colorScheme} mode, ${device}`, async ({ page }) => {
        await page.emulateMedia({ colorScheme });
        await page.goto('/docs/intro');
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        await page.getByRole('button', { name: 'Ask the docs', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Ask the docs' });
        await dialog.getByLabel('Your question').fill('How do I start my agent with elizaos start?');
        await dialog.getByRole('button', { name: 'Ask' }).click();
        // The sources list comes after the last token: the answer is complete.
        await expect(dialog.locator('[data-role="assistant"]').last().getByRole('list', { name: 'Sources' })).toBeVisible({ timeout: 20_000 });
        await expectNoSeriousViolation(page);
      });
    }
  });
}
