/** Every Mermaid diagram of the site renders: one SVG per diagram, no error box, no console error. */
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { collectConsoleErrors, waitForHydration } from './helpers';
import { listFilesSync } from '../../src/lib/walk';

const buildDir = path.resolve(__dirname, '../../build');

/** Pages with diagrams, from the Markdown copy the build writes beside each doc page (route + ".md"). */
function pagesWithDiagrams(dir = buildDir): Array<{ route: string; diagrams: number }> {
  return listFilesSync(dir, { skipDirs: ['assets'], accept: (name) => name.endsWith('.md') && name !== '.md' }).flatMap((full) => {
    const diagrams = (readFileSync(full, 'utf8').match(/^```mermaid\s*$/gm) ?? []).length;
    return diagrams > 0 ? [{ route: `/${path.relative(buildDir, full).replace(/\\/g, '/').replace(/\.md$/, '')}`, diagrams }] : [];
  });
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
