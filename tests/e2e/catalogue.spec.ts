/** The package catalogue and the partner pages: faceted filtering with URL state, and one detail page per kind. */
import { test, expect, type Page } from '@playwright/test';
import { collectConsoleErrors, waitForHydration } from './helpers';
import packageData from '../../src/data/packages.json';
import partnerData from '../../src/data/partners.json';

// Counts come from the data the pages are built from.
const TOTAL = packageData.length;
const PLUGINS = packageData.filter((entry) => entry.kind === 'plugin').length;

const cards = (page: Page) => page.locator('li[data-package]');
const facet = (page: Page, group: string, name: RegExp) => page.locator(`fieldset[data-facet-group="${group}"]`).getByRole('button', { name });

test('packages: a facet and a search word filter the list, the URL follows, and Back restores the previous filter', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/packages');
  await waitForHydration(page);
  const total = await cards(page).count();
  expect(total).toBe(TOTAL);

  await facet(page, 'tags', /^Plugins/).click();
  await expect(page).toHaveURL(/\/packages\?tags=plugin$/);
  await expect(cards(page)).toHaveCount(PLUGINS);

  await facet(page, 'version', /^elizaOS 1\.x/).click();
  await expect(page).toHaveURL(/\?tags=plugin&version=1\.x$/);
  const withVersion = await cards(page).count();
  expect(withVersion).toBeGreaterThan(0);
  expect(withVersion).toBeLessThan(PLUGINS);
  await expect(page.locator('li[data-package^="client/"], li[data-package^="adapter/"]')).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search packages' }).pressSequentially('solana');
  await expect(page).toHaveURL(/\?tags=plugin&version=1\.x&q=solana$/);
  await expect(cards(page).first()).toBeVisible();
  // The words match the name, the npm name or the summary (elisym's summary names Solana).
  for (const card of await cards(page).allTextContents()) expect(card.toLowerCase()).toContain('solana');
  await expect(page.getByRole('status')).toHaveText(new RegExp(`^${await cards(page).count()} results?`));

  // The search words were one history entry; Back returns to the facets alone, then to the kind alone.
  await page.goBack();
  await expect(page).toHaveURL(/\?tags=plugin&version=1\.x$/);
  await expect(page.getByRole('searchbox', { name: 'Search packages' })).toHaveValue('');
  await expect(facet(page, 'version', /^elizaOS 1\.x/)).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toHaveCount(withVersion);
  await page.goBack();
  await expect(page).toHaveURL(/\?tags=plugin$/);
  await expect(cards(page)).toHaveCount(PLUGINS);
  expect(errors, errors.join('\n')).toEqual([]);
});

test('packages: the original navbar link /packages?tags=plugin opens filtered, with counts per facet', async ({ page }) => {
  await page.goto('/packages?tags=plugin&status=unmaintained');
  await waitForHydration(page);
  await expect(facet(page, 'tags', /^Plugins/)).toHaveAttribute('aria-pressed', 'true');
  await expect(facet(page, 'status', /^Unmaintained/)).toHaveText(/Unmaintained \(\d+\)/);
  const count = await cards(page).count();
  expect(count).toBeGreaterThan(0);
  await expect(page.locator('li[data-package^="plugin/"]')).toHaveCount(count);
  await expect(facet(page, 'tags', /^Plugins/)).toHaveText(`Plugins (${count})`);
});

test('packages and partners work without JavaScript as plain lists', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/packages');
  await expect(page.locator('li[data-package]')).toHaveCount(TOTAL);
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await page.goto('/partners');
  await expect(page.locator('li[data-partner]')).toHaveCount(partnerData.length);
  await context.close();
});

test('packages: the 1.x filter and "discord" show the 1.x Discord plugin; the 0.x client page leads to it', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/packages?version=1.x&q=discord');
  await waitForHydration(page);
  const plugin = page.locator('li[data-package="plugin/discord"]');
  await expect(plugin).toBeVisible();
  await expect(plugin).toContainText('@elizaos/plugin-discord');
  await expect(page.locator('li[data-package="client/discord"]')).toHaveCount(0);

  await page.goto('/packages/clients/discord');
  await waitForHydration(page);
  const banner = page.getByTestId('successor-banner');
  await expect(banner).toBeVisible();
  await banner.getByRole('link').click();
  await expect(page).toHaveURL(/\/packages\/plugins\/discord$/);
  await expect(page.getByTestId('supported-versions')).toContainText('elizaOS 1.xSupported');
  await expect(page.locator('pre', { hasText: /bun add @elizaos\/plugin-discord@1\.\d+\.\d+/ })).toHaveCount(1);
  await expect(page.getByTestId('release-note')).toContainText('works with core 1.2.0');
  expect(errors, errors.join('\n')).toEqual([]);
});

test('packages: a version filter with no match offers the nearest entries and a guide', async ({ page }) => {
  await page.goto('/packages?version=1.x&q=slack');
  await waitForHydration(page);
  const empty = page.getByTestId('no-match');
  await expect(empty).toBeVisible();
  await expect(empty.locator('li[data-package="client/slack"]')).toBeVisible();
  await expect(empty.getByRole('link', { name: 'How plugins work in 1.x' })).toHaveAttribute('href', '/docs/core/plugins');
});

test('partners: the tag filter narrows the list and lands in the URL', async ({ page }) => {
  await page.goto('/partners');
  await waitForHydration(page);
  await facet(page, 'tags', /^Agent/).click();
  await expect(page).toHaveURL(/\/partners\?tags=agent$/);
  const agents = await page.locator('li[data-partner]').count();
  await expect(facet(page, 'tags', /^Agent/)).toHaveText(`Agent (${agents})`);
  await page.goto('/partners/tags/agent');
  await expect(page.locator('li[data-partner]')).toHaveCount(agents);
});

test('an adapter page: supported versions, install command, configuration', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/packages/adapters/postgres');
  await waitForHydration(page);
  await expect(page).toHaveTitle(/PostgreSQL adapter/);
  await expect(page.getByTestId('supported-versions')).toContainText('elizaOS 0.xSupported');
  await expect(page.getByTestId('supported-versions')).toContainText('elizaOS 1.xNot supported');
  await expect(page.locator('pre').first()).toContainText('pnpm add @elizaos/adapter-postgres@');
  await expect(page.locator('table')).toContainText('POSTGRES_URL');
  await expect(page.getByRole('link', { name: 'Database and storage in 1.x' })).toHaveAttribute('href', '/docs/core/database');
  expect(errors, errors.join('\n')).toEqual([]);
});

test('a client page: setup checklist with the error it prevents, and the platform template', async ({ page }) => {
  await page.goto('/packages/clients/discord');
  await waitForHydration(page);
  await expect(page.getByTestId('setup-checklist')).toContainText('Error: Used disallowed intents');
  await expect(page.getByRole('link', { name: /Discord agent template/ })).toHaveAttribute('href', '/docs/simple/templates/discord-agent');
  await page.goto('/packages/clients/auto');
  await expect(page.getByTestId('status-banner')).toContainText('Deprecated');
});

test('a plugin page: both versions, both install commands, the env var the package reads, its partner', async ({ page }) => {
  await page.goto('/packages/plugins/twitter');
  await waitForHydration(page);
  await expect(page.getByTestId('supported-versions')).toContainText('elizaOS 1.xSupported');
  await expect(page.locator('pre', { hasText: 'elizaos plugins add @elizaos/plugin-twitter' })).toHaveCount(1);
  await expect(page.locator('table')).toContainText('TWITTER_API_SECRET_KEY');
  await expect(page.getByTestId('setup-checklist')).toContainText('TWITTER_API_KEY_SECRET');
  await page.goto('/packages/plugins/tee');
  await page.getByRole('link', { name: 'Phala Network' }).first().click();
  await expect(page).toHaveURL(/\/partners\/phala-network$/);
});

test('a partner page and its brief: monogram, tags, links and catalogue entries', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/partners/phala-network');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Phala Network');
  await expect(page.locator('main img')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Company' })).toHaveAttribute('href', '/partners/tags/company');
  await expect(page.locator('li[data-package="plugin/tee"]')).toBeVisible();
  await page.getByRole('link', { name: /brief/ }).click();
  await expect(page).toHaveURL(/\/partners\/phala-network\/brief$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Phala Network brief');
  await expect(page.locator('table')).toContainText('@elizaos/plugin-tee');
  expect(errors, errors.join('\n')).toEqual([]);
});
