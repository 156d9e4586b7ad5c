/** Shared e2e helpers: wait for hydration, and collect browser console errors. */
import type { Page, ConsoleMessage } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** Console messages that are not faults of the site (kept short, each with its reason). */
const ALLOWED_CONSOLE = [
  // Pages under test that are deliberately missing are served with status 404; Chromium logs the status.
  /Failed to load resource: the server responded with a status of 404/,
];

export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!ALLOWED_CONSOLE.some((pattern) => pattern.test(text))) errors.push(`${page.url()}: ${text}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** Docusaurus sets <html data-has-hydrated="true"> once React has hydrated the page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached', timeout: 15_000 });
}

/** Reads a localStorage value whose key starts with `prefix` (keys are namespaced per site in Docusaurus v4). */
export async function storageValue(page: Page, prefix: string): Promise<string | null> {
  return page.evaluate((p) => {
    const key = Object.keys(localStorage).find((k) => k === p || k.startsWith(`${p}-`));
    return key ? localStorage.getItem(key) : null;
  }, prefix);
}

/** A REST operation's request panel loads when asked for (src/theme/ApiExplorer): presses its button and waits for it. */
export async function openRequestPanel(page: Page): Promise<void> {
  // Before React takes the page body over, the press is replayed on the live button; after, React handles it.
  await page.getByRole('button', { name: /^(Open|Loading) the request panel/ }).dispatchEvent('click');
  await page.getByRole('button', { name: /send api request/i }).waitFor({ state: 'visible', timeout: 15_000 });
}

/**
 * Sums every layout shift of the page from the start of its load that no input caused (as Lighthouse's CLS on a
 * short load). Call before `page.goto`; read the sum with `layoutShift(page)`.
 */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

/** axe's serious and critical violations on the page as it is now, one line each (rule, help, first nodes). */
export async function seriousViolations(page: Page): Promise<string[]> {
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
