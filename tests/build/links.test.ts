import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertBuilt, htmlFiles, readPage, routeOfFile, fileForRoute } from './builtSite';

assertBuilt();

/** Finds every internal link of every built page that leads nowhere, or to an anchor the target lacks. */
function brokenLinks(): string[] {
  const broken: string[] = [];
  for (const file of htmlFiles()) {
    const page = readPage(file);
    if (page.isRedirect) continue;
    const from = routeOfFile(file);
    for (const href of page.hrefs) {
      if (!href || /^(https?:|mailto:|tel:|javascript:|data:)/i.test(href) || href.startsWith('//')) continue;
      const url = new URL(href, `http://site${from}`);
      if (url.host !== 'site') continue;
      const target = url.pathname === from || href.startsWith('#') ? file : fileForRoute(url.pathname);
      if (!target) {
        broken.push(`${from} → ${href} (no such page)`);
        continue;
      }
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (anchor && target.endsWith('.html') && !readPage(target).ids.has(anchor)) {
        broken.push(`${from} → ${href} (no anchor #${anchor})`);
      }
    }
  }
  return broken;
}

test('every internal link and anchor of the built site resolves', () => {
  const broken = brokenLinks();
  // Group by target so one bad link in the navbar reads as one problem, not one per page.
  const byTarget = new Map<string, string[]>();
  for (const line of broken) {
    const [from, rest] = line.split(' → ');
    byTarget.set(rest, [...(byTarget.get(rest) ?? []), from]);
  }
  const report = [...byTarget].map(([target, froms]) => `${target} ← ${froms[0]}${froms.length > 1 ? ` and ${froms.length - 1} more` : ''}`);
  assert.equal(broken.length, 0, `${broken.length} broken links to ${byTarget.size} targets:\n${report.join('\n')}`);
});
