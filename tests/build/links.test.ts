import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE } from '../../config/site';
import { assertBuilt, buildDir, htmlFiles, readPage, routeOfFile, fileForRoute } from './builtSite';

assertBuilt();

/** The path of a link to this site (relative, root-relative or absolute on the site's own URL), or null for others. */
function internalUrl(href: string, from: string): URL | null {
  if (!href || /^(mailto:|tel:|javascript:|data:|blob:)/i.test(href) || href.startsWith('//')) return null;
  const onSite = href.startsWith(SITE.url) ? href.slice(SITE.url.length) || '/' : href;
  if (/^https?:/i.test(onSite)) return null;
  const url = new URL(onSite, `http://site${from}`);
  return url.host === 'site' ? url : null;
}

/** Finds every internal link of every built page that leads nowhere, or to an anchor the target lacks. */
function brokenLinks(): string[] {
  const broken: string[] = [];
  for (const file of htmlFiles()) {
    const page = readPage(file);
    const from = routeOfFile(file);
    // A client-redirect page has one link that matters: where it sends the reader.
    const hrefs = page.isRedirect ? (page.redirectTo ? [page.redirectTo] : []) : page.hrefs;
    for (const href of hrefs) {
      const url = internalUrl(href, from);
      if (!url) continue;
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

/** Groups broken links by target so one bad link in the navbar reads as one problem, not one per page. */
function report(broken: string[]): string {
  const byTarget = new Map<string, string[]>();
  for (const line of broken) {
    const [from, rest] = line.split(' → ');
    byTarget.set(rest, [...(byTarget.get(rest) ?? []), from]);
  }
  const lines = [...byTarget].map(([target, froms]) => `${target} ← ${froms[0]}${froms.length > 1 ? ` and ${froms.length - 1} more` : ''}`);
  return `${broken.length} broken links to ${byTarget.size} targets:\n${lines.join('\n')}`;
}

test('every internal link and anchor of the built site resolves', () => {
  const broken = brokenLinks();
  assert.equal(broken.length, 0, report(broken));
});

test('every file a page loads or declares (images, scripts, styles, icons, feeds, canonical URL) exists', () => {
  const missing: string[] = [];
  for (const file of htmlFiles()) {
    const from = routeOfFile(file);
    for (const resource of readPage(file).resources) {
      const url = internalUrl(resource, from);
      if (url && !fileForRoute(url.pathname)) missing.push(`${from} → ${resource} (no such file)`);
    }
  }
  assert.equal(missing.length, 0, report(missing));
});

test('every URL of the sitemap and llms.txt on this site is a built page', () => {
  const missing: string[] = [];
  const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const url = internalUrl(loc, '/');
    if (url && !fileForRoute(url.pathname)) missing.push(`/sitemap.xml → ${loc} (no such page)`);
  }
  const llms = path.join(buildDir, 'llms.txt');
  if (existsSync(llms)) {
    for (const [, href] of readFileSync(llms, 'utf8').matchAll(/\]\(([^)\s]+)\)/g)) {
      const url = internalUrl(href, '/');
      if (url && !fileForRoute(url.pathname)) missing.push(`/llms.txt → ${href} (no such page)`);
    }
  }
  assert.equal(missing.length, 0, report(missing));
});
