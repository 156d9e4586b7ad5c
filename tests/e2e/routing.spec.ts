/** Routing: not-found suggestions, redirects, .html normalisation, and the version dropdown. */
import { test, expect } from '@playwright/test';
import { waitForHydration, storageValue } from './helpers';
import { DOCS_VERSION, LEGACY_DOCS_VERSION } from '../../src/lib/versions';

const notFoundCases = [
  { path: '/docs/old/character-file', label: 'Customization Guide', to: '/docs/simple/guides/character-creation' },
  { path: '/old-api/reference', label: 'API Reference', to: '/api' },
  { path: '/old-packages/evm', label: 'Packages', to: '/packages' },
  { path: '/no/such/page', label: 'Documentation', to: '/docs' },
];

for (const { path, label, to } of notFoundCases) {
  test(`an unknown path (${path}) answers 404 and suggests ${label}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    const box = page.getByTestId('not-found-suggestions');
    await expect(box).toContainText('Looking for something specific?');
    await expect(box).toContainText('You might want to try:');
    await expect(box).toContainText("Or use the search bar above to find what you're looking for.");
    const buttons = box.getByRole('link');
    await expect(buttons).toHaveCount(1);
    await expect(buttons).toHaveText(label);
    await expect(buttons).toHaveAttribute('href', to);
  });
}

test('old entry points redirect into the simple track', async ({ page }) => {
  await page.goto('/docs/getting-started');
  await expect(page).toHaveURL(/\/docs\/simple\/getting-started\/quick-start$/);
  await page.goto('/docs/guides/character-creation');
  await expect(page).toHaveURL(/\/docs\/simple\/guides\/character-creation$/);
});

test('.html and /index.html paths are normalised to the bare path', async ({ request }) => {
  for (const [from, to] of [
    ['/docs/intro.html', '/docs/intro'],
    ['/docs/index.html', '/docs'],
    ['/blog/', '/blog'],
  ]) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location).toBe(to);
  }
});

test('the version dropdown links to the twin page, else to the version main page, and remembers the choice', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/docs/faq');
  await waitForHydration(page);
  const dropdown = page.locator('.navbar .dropdown').filter({ hasText: DOCS_VERSION }).first();
  await dropdown.hover();
  await expect(dropdown.getByRole('link', { name: LEGACY_DOCS_VERSION })).toHaveAttribute('href', `/docs/${LEGACY_DOCS_VERSION}/faq`);
  await page.goto('/docs/cli/overview');
  await waitForHydration(page);
  const dropdown2 = page.locator('.navbar .dropdown').filter({ hasText: DOCS_VERSION }).first();
  await dropdown2.hover();
  const legacy = dropdown2.getByRole('link', { name: LEGACY_DOCS_VERSION });
  await expect(legacy).toHaveAttribute('href', `/docs/${LEGACY_DOCS_VERSION}/intro`);
  await legacy.click();
  await expect(page).toHaveURL(/\/docs\/0\.25\.9\/intro$/);
  await waitForHydration(page);
  expect(await storageValue(page, 'docs-preferred-version-default')).toBe(LEGACY_DOCS_VERSION);
  await page.reload();
  await waitForHydration(page);
  expect(await storageValue(page, 'docs-preferred-version-default')).toBe(LEGACY_DOCS_VERSION);
  await expect(page.locator('.theme-doc-version-banner')).toContainText(DOCS_VERSION);
});
