/** The self-hosted typeface: one hashed file copied into the static folder, preloaded, and declared with swap. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import fontPlugin, { fontFaceCss, selfHostedFont } from '../../src/plugins/font';

test('the font file is named by its content hash and published under /fonts', () => {
  const font = selfHostedFont();
  assert.match(font.href, /^\/fonts\/inter-latin-wght\.[0-9a-f]{10}\.woff2$/);
  // The server caches names with a hex hash of 8 or more characters for a year (scripts/lib/httpPolicy.ts).
  assert.match(font.href, /\.[0-9a-f]{8,}\.woff2$/);
});

test('Inter swaps in, and the fallback face carries its metrics', () => {
  const css = fontFaceCss({ source: '', href: '/fonts/inter-latin-wght.0123456789.woff2' });
  assert.match(css, /font-family:'Inter Variable';[^}]*font-display:swap;src:url\(\/fonts\/inter-latin-wght\.0123456789\.woff2\)/);
  assert.match(css, /font-weight:100 900/);
  assert.match(css, /font-family:'Inter Fallback';src:local\('Arial'\)/);
  assert.match(css, /size-adjust:105\.90%;ascent-override:91\.48%;descent-override:22\.78%;line-gap-override:0%/);
});

test('the plugin copies the file into the static folder, drops older copies, and preloads it', async () => {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'font-plugin-'));
  mkdirSync(path.join(siteDir, 'static', 'fonts'), { recursive: true });
  writeFileSync(path.join(siteDir, 'static', 'fonts', 'inter-latin-wght.00000000.woff2'), 'stale');
  const plugin = fontPlugin({ siteDir, siteConfig: { staticDirectories: ['static'] } } as unknown as LoadContext);
  await plugin.loadContent?.();
  const font = selfHostedFont();
  const files = readdirSync(path.join(siteDir, 'static', 'fonts'));
  assert.deepEqual(files, [path.basename(font.href)]);
  assert.deepEqual(readFileSync(path.join(siteDir, 'static', font.href)), readFileSync(font.source));

  const tags = plugin.injectHtmlTags?.({ content: undefined });
  assert.ok(tags && typeof tags === 'object' && 'headTags' in tags && Array.isArray(tags.headTags));
  const [preload, style] = tags.headTags as Array<{ tagName: string; attributes?: Record<string, string>; innerHTML?: string }>;
  assert.deepEqual(preload, { tagName: 'link', attributes: { rel: 'preload', href: font.href, as: 'font', type: 'font/woff2', crossorigin: 'anonymous' } });
  assert.equal(style.tagName, 'style');
  assert.ok(style.innerHTML?.includes(font.href));
});
