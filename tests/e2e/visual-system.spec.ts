/**
 * The visual system, as a reader's browser renders it: the self-hosted typeface is what the text is set in, no text
 * is under 13px, links in running text are underlined on every page type, and a code block that shows a file names it.
 */
import { test, expect, type Page } from '@playwright/test';
import { ALL_PAGE_TYPES } from '../../scripts/lib/pageTypes';
import { waitForHydration } from './helpers';

const SMALLEST_TEXT_PX = 13;

/**
 * Visible text smaller than the floor, as "selector size" strings. The REST page's OpenAPI theme (its schema tabs
 * and method labels) is audited with its own stylesheet (src/css/api-reference.css), not here.
 */
function smallText(page: Page, floor: number): Promise<string[]> {
  return page.evaluate((min) => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim()) continue;
      if (element.closest('.visually-hidden, svg, sup, [aria-hidden="true"], [class*="openapi"], .theme-api-markdown')) continue;
      const box = element.getBoundingClientRect();
      if (!box.width || !box.height) continue;
      const style = getComputedStyle(element);
      const size = parseFloat(style.fontSize);
      if (style.visibility !== 'hidden' && size < min) found.add(`${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')} ${size}px`);
    }
    return Array.from(found);
  }, floor);
}

for (const { kind, path } of ALL_PAGE_TYPES) {
  test(`${kind} (${path}): text in Inter, nothing under ${SMALLEST_TEXT_PX}px, links in running text underlined`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(path);
    await waitForHydration(page);
    await page.evaluate(() => document.fonts.ready);

    const font = await page.evaluate(() => ({
      family: getComputedStyle(document.body).fontFamily,
      faces: ((): string[] => {
        const loaded: string[] = [];
        document.fonts.forEach((face) => {
          if (face.status === 'loaded') loaded.push(face.family);
        });
        return loaded;
      })(),
    }));
    expect(font.family.startsWith('"Inter Variable"'), font.family).toBe(true);
    expect(font.faces).toContain('Inter Variable');

    expect(await smallText(page, SMALLEST_TEXT_PX)).toEqual([]);

    // A link inside a sentence or list item (not navigation, cards or buttons) must carry an underline.
    const plain = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLAnchorElement>('main :is(p, li, dd, td, blockquote) > a[href]'))
        .filter((link) => {
          const parent = link.parentElement!;
          const rest = parent.textContent!.replace(link.textContent ?? '', '').trim();
          if (!rest || link.closest('nav, .table-of-contents, .pagination-nav, .tabs, .card, .button, [class*="openapi"]')) return false;
          if (link.matches('.button, .card, .badge, .hash-link')) return false;
          return link.getBoundingClientRect().width > 0 && !getComputedStyle(link).textDecorationLine.includes('underline');
        })
        .map((link) => link.outerHTML.slice(0, 140)),
    );
    expect(plain).toEqual([]);
  });
}

test('a plugin page underlines the link to its partner', async ({ page }) => {
  await page.goto('/packages/plugins/0g');
  await waitForHydration(page);
  const partner = page.locator('main li', { hasText: /^Partner:/ }).getByRole('link');
  await expect(partner).toHaveCSS('text-decoration-line', 'underline');
});

test('a code block that shows a file is titled with its name, in the code face', async ({ page }) => {
  await page.goto('/docs/core/database');
  await waitForHydration(page);
  const title = page.locator('.theme-code-block [class*="codeBlockTitle"]', { hasText: '.env' }).first();
  await expect(title).toBeVisible();
  // toHaveCSS retries: the block's server HTML is replaced by the live block once the highlighter is in, and a
  // style read from the replaced element would be empty.
  await expect(title).toHaveCSS('font-family', /monospace/);
});
