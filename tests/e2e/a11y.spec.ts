/** Accessibility: axe-core on a page of every type, in light and dark mode; no serious or critical violation. */
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { PAGE_TYPES } from '../../scripts/lib/pageTypes';
import { openRequestPanel, waitForHydration } from './helpers';

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
  ...PAGE_TYPES.map(({ kind, path }) => ({ name: kind, path, ready: kind === 'rest' ? restPanelLoaded : undefined })),
  // …and the pages with their own layout.
  { name: 'blog index', path: '/blog' },
  { name: 'showcase', path: '/showcase' },
  { name: '404', path: '/no/such/page', status: 404 },
  { name: 'QA testing', path: '/qa-testing' },
  { name: 'REST index', path: '/api/rest' },
  { name: 'plugin catalogue', path: '/packages' },
];

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.length}×) ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1, 2).join(' ').trim()}`)
          .join(' | ')}`,
    );
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const { name, path, status = 200, ready } of pages) {
    test(`axe: ${name} page (${path}), ${colorScheme} mode`, async ({ page }) => {
      // axe over the API class page (about 4,900 elements) is CPU-bound: on a busy 2-core machine it passed 60 s.
      test.setTimeout(180_000);
      await page.emulateMedia({ colorScheme });
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      await ready?.(page);
      const violations = await seriousViolations(page);
      expect(violations, violations.join('\n')).toEqual([]);
    });
  }
}
