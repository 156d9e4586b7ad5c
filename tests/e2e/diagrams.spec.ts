/** Every Mermaid diagram of the site renders: one SVG per diagram, no error box, no console error. */
import { test, expect } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { collectConsoleErrors, waitForHydration } from './helpers';

const buildDir = path.resolve(__dirname, '../../build');

/** Pages with diagrams, from the Markdown copy the build writes beside each doc page (route + ".md"). */
function pagesWithDiagrams(dir = buildDir): Array<{ route: string; diagrams: number }> {
  const found: Array<{ route: string; diagrams: number }> = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'assets') found.push(...pagesWithDiagrams(full));
    else if (entry.name.endsWith('.md') && entry.name !== '.md') {
      const diagrams = (readFileSync(full, 'utf8').match(/^```mermaid\s*$/gm) ?? []).length;
      if (diagrams > 0) found.push({ route: `/${path.relative(buildDir, full).replace(/\\/g, '/').replace(/\.md$/, '')}`, diagrams });
    }
  }
  return found;
}

const pages = pagesWithDiagrams();

test('the build has pages with diagrams', () => {
  expect(pages.length).toBeGreaterThan(5);
});

for (const { route, diagrams } of pages) {
  test(`diagrams of ${route} render`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(route);
    await waitForHydration(page);
    await expect(page.locator('.docusaurus-mermaid-container svg')).toHaveCount(diagrams, { timeout: 15_000 });
    await expect(page.locator('[class*="errorBoundaryFallback"]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
