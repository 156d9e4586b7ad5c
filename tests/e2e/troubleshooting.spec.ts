/** A reader who types part of an error into the search box finds the troubleshooting page. */
import { test, expect } from '@playwright/test';
import knownErrors from '../../src/data/known-errors.json';
import { distinctiveQuery } from '../../scripts/lib/knownErrors';
import { waitForHydration } from './helpers';

test('searching a distinctive part of each reported error offers the troubleshooting page', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const input = page.locator('input.navbar__search-input');
  await input.hover();
  await expect(input).toHaveAttribute('placeholder', 'Search Ctrl+K', { timeout: 20_000 });
  const misses: string[] = [];
  for (const error of knownErrors) {
    const query = distinctiveQuery(error.text);
    await input.fill('');
    await input.pressSequentially(query, { delay: 10 });
    const options = page.getByRole('option');
    await options
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
    const texts = await options.evaluateAll((nodes) => nodes.map((n) => n.textContent ?? ''));
    if (!texts.some((t) => /Troubleshooting/i.test(t))) misses.push(`${query} → ${texts.slice(0, 3).join(' | ')}`);
  }
  expect(misses, misses.join('\n')).toEqual([]);
});
