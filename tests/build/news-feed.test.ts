/** The AI News RSS feed: well-formed, bounded to the pipeline's window, one item a post, absolute links that resolve. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { assertBuilt, buildDir, routeExists } from './builtSite';
import { SITE } from '../../config/site';
import { loadSnapshotsSync } from '../../scripts/lib/activity/snapshots';
import { NEWS_WINDOW_DAYS, newsRoute, planActivity } from '../../scripts/lib/activity/plan';

assertBuilt();

interface FeedItem {
  title: string;
  link: string;
  guid: string;
  pubDate: string;
  description: string;
}

const xml = readFileSync(path.join(buildDir, 'news/rss.xml'), 'utf8');
const channel = new XMLParser().parse(xml).rss.channel as { title: string; link: string; item: FeedItem[] | FeedItem };
const items = Array.isArray(channel.item) ? channel.item : [channel.item];
const plan = planActivity(loadSnapshotsSync(path.resolve(__dirname, '../../data/activity')));

test('the feed has one item for each news post, no more than the window', () => {
  assert.equal(channel.title, 'elizaOS AI News');
  assert.equal(items.length, Math.min(plan.newsDays.length, NEWS_WINDOW_DAYS));
  assert.ok(items.length <= NEWS_WINDOW_DAYS);
});

test('items are the latest days, newest first, with absolute links to built posts', () => {
  const expected = [...plan.newsDays].reverse().map((day) => `${SITE.url}${newsRoute(day.date)}`);
  assert.deepEqual(
    items.map((item) => item.link),
    expected,
  );
  assert.equal(channel.link, `${SITE.url}/news`);
  for (const item of items) {
    assert.match(item.link, /^https:\/\//, `${item.link} is not absolute`);
    assert.ok(routeExists(new URL(item.link).pathname), `${item.link} has no built page`);
    assert.ok(item.title.startsWith('Daily report: '), item.title);
    assert.ok(item.description.length > 20, `${item.link} has no description`);
    assert.ok(!Number.isNaN(Date.parse(item.pubDate)), `${item.link} has no valid date`);
  }
});

test('links inside the items are absolute', () => {
  const hrefs = [...xml.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
  assert.ok(hrefs.length > items.length, 'items link their pull requests and weekly pages');
  const relative = hrefs.filter((href) => !/^(https?:|mailto:)/.test(href) && !href.startsWith('#'));
  assert.deepEqual(relative, []);
});
