/** The blog's RSS, Atom and JSON feeds: valid, one item per post with full content, absolute links that resolve. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { assertBuilt, buildDir, routeExists } from './builtSite';
import { SITE } from '../../config/site';

assertBuilt();

const posts = readdirSync(path.resolve(__dirname, '../../blog')).filter((file) => /\.mdx?$/.test(file));
const read = (file: string) => readFileSync(path.join(buildDir, 'blog', file), 'utf8');
const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

function assertSiteLink(link: string): void {
  assert.ok(link.startsWith(`${SITE.url}/blog/`), `${link} is not an absolute link to a post`);
  assert.ok(routeExists(new URL(link).pathname), `${link} does not resolve in the build`);
}

test('the blog has at least 17 posts, 10 a page', () => {
  assert.ok(posts.length >= 17, `${posts.length} posts`);
  assert.ok(routeExists('/blog/page/2'));
});

test('RSS: well-formed, every post, full content, absolute links', () => {
  const xml = read('rss.xml');
  assert.equal(XMLValidator.validate(xml), true);
  const items = asArray(new XMLParser().parse(xml).rss.channel.item) as Array<{ link: string; 'content:encoded'?: string; description?: string }>;
  assert.equal(items.length, posts.length);
  for (const item of items) {
    assertSiteLink(item.link);
    assert.ok((item['content:encoded'] ?? item.description ?? '').length > 500, `${item.link} has no full content`);
  }
});

test('Atom: well-formed, every post, absolute links', () => {
  const xml = read('atom.xml');
  assert.equal(XMLValidator.validate(xml), true);
  const entries = asArray(new XMLParser({ ignoreAttributes: false }).parse(xml).feed.entry) as Array<{ link: { '@_href': string }; content: unknown }>;
  assert.equal(entries.length, posts.length);
  for (const entry of entries) {
    assertSiteLink(entry.link['@_href']);
    assert.ok(entry.content, 'an entry lacks content');
  }
});

test('JSON Feed: valid JSON Feed 1.x, every post, absolute links', () => {
  const feed = JSON.parse(read('feed.json')) as { version: string; items: Array<{ url: string; content_html: string }> };
  assert.match(feed.version, /^https:\/\/jsonfeed\.org\/version\/1/);
  assert.equal(feed.items.length, posts.length);
  for (const item of feed.items) {
    assertSiteLink(item.url);
    assert.ok(item.content_html.length > 500);
  }
});
