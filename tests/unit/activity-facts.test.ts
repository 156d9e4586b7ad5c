/** The facts behind activity pages: dates, pull request types and areas, version numbers, the chart's markup. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { areaOf, changeTypeOf, releaseVersionOf } from '../../scripts/lib/activity/facts';
import { addDays, mondayOf, weekSlug, weekTitle } from '../../scripts/lib/activity/dates';
import { dailyActivitySvg, niceCeiling } from '../../scripts/lib/activity/chart';
import { inline } from '../../scripts/lib/activity/markdown';
import { headingAnchor, longDate } from '../../src/lib/markdown';
import path from 'node:path';
import { NEWS_WINDOW_DAYS, activityRoutes, planActivity } from '../../scripts/lib/activity/plan';
import { loadSnapshotsSync } from '../../scripts/lib/activity/snapshots';

test('weeks are named in the original route form and in words', () => {
  assert.equal(weekSlug('2025-04-21', '2025-04-27'), '20250421_20250427');
  assert.equal(weekTitle('2025-04-21', '2025-04-27'), 'April 21–27, 2025');
  assert.equal(weekTitle('2025-04-28', '2025-05-04'), 'April 28 – May 4, 2025');
  assert.equal(weekTitle('2025-12-29', '2026-01-04'), 'December 29, 2025 – January 4, 2026');
  assert.equal(mondayOf('2025-07-13'), '2025-07-07');
  assert.equal(mondayOf('2025-07-14'), '2025-07-14');
  assert.equal(addDays('2025-02-28', 1), '2025-03-01');
  assert.equal(longDate('2025-04-24'), 'Thursday, April 24, 2025');
  assert.equal(headingAnchor(longDate('2025-04-24')), 'thursday-april-24-2025');
});

test('a pull request type comes from its title prefix', () => {
  assert.equal(changeTypeOf('fix(cli): start agent'), 'fix');
  assert.equal(changeTypeOf('Feat: enable path params'), 'feat');
  assert.equal(changeTypeOf('feat!: breaking'), 'feat');
  assert.equal(changeTypeOf('Release v1.1.4: Merge develop to main'), 'other');
  assert.equal(changeTypeOf(null), 'other');
});

test('a pull request is filed under the package its scope, title or branch names', () => {
  const packages = ['packages/cli', 'packages/client', 'packages/core', 'packages/plugin-discord', 'packages/plugin-sql', 'packages/app'];
  assert.equal(areaOf({ title: 'feat(plugin-sql): migrations' }, packages), 'packages/plugin-sql');
  assert.equal(areaOf({ title: 'fix(sql): migrations' }, packages), 'packages/plugin-sql');
  assert.equal(areaOf({ title: 'fix: discord voice and core types' }, packages), 'packages/plugin-discord', 'the earliest name wins');
  assert.equal(areaOf({ title: 'fix: client build' }, packages), 'packages/client', 'cli does not match inside client');
  assert.equal(areaOf({ title: 'fix: prevent repeats', fromBranch: 'elizaOS/fix/cli-update' }, packages), 'packages/cli');
  assert.equal(areaOf({ title: 'fix: the app crashes' }, packages), null, 'everyday words count only as scopes');
  assert.equal(areaOf({ title: 'fix(app): crash' }, packages), 'packages/app');
  assert.equal(areaOf({ title: null, fromBranch: 'someone/develop' }, packages), null);
});

test('release pull requests and version commits are recognised, other numbers are not', () => {
  for (const [title, version] of [
    ['chore: v1.0.7', '1.0.7'],
    ['chore: release 1.0.11', '1.0.11'],
    ['chore: bump version to 1.0.16', '1.0.16'],
    ['chore 1.1.3', '1.1.3'],
    ['Release v1.1.4: Merge develop to main', '1.1.4'],
  ]) {
    assert.equal(releaseVersionOf(title), version, title);
  }
  assert.equal(releaseVersionOf('fix: update CLI test expectations for version 1.2.1'), null);
  assert.equal(releaseVersionOf('1.0.5 develop merge'), null);
});

test('text from the data is literal Markdown', () => {
  assert.equal(inline('feat: add `x` <b>*y*</b> [z](u) | a_b'), 'feat: add \\`x\\` \\<b\\>\\*y\\*\\</b\\> \\[z\\](u) \\| a\\_b');
  assert.equal(inline('  two\n lines '), 'two lines');
});

test('the chart is deterministic, labelled and scaled to round numbers', () => {
  const days = [
    { date: '2025-04-21', commits: 27, pullRequests: 4 },
    { date: '2025-04-22', commits: 0, pullRequests: 0 },
  ];
  const svg = dailyActivitySvg(days, 'April 21–27, 2025', 'c');
  assert.equal(svg, dailyActivitySvg(days, 'April 21–27, 2025', 'c'));
  assert.match(svg, /role="img" aria-labelledby="c-title c-desc"/);
  assert.match(svg, /<desc id="c-desc">[^<]*Mon 21, 27 commits and 4 merged; Tue 22, 0 commits and 0 merged/);
  assert.doesNotMatch(svg, /\n\s*\n/);
  assert.doesNotMatch(svg, /NaN|Infinity/);
  assert.equal(niceCeiling(27), 50);
  assert.equal(niceCeiling(82), 100);
  assert.equal(niceCeiling(156), 200);
  assert.equal(niceCeiling(0), 5);
});

test('the news window keeps the latest days and puts the rest in the archive', () => {
  const plan = planActivity(loadSnapshotsSync(path.resolve(__dirname, '../../data/activity')));
  assert.equal(NEWS_WINDOW_DAYS, 60);
  assert.deepEqual([plan.weeks.length, plan.newsDays.length, plan.archiveDays.length], [12, 60, 24]);
  assert.equal(plan.newsDays[0].date, '2025-05-15');
  assert.equal(plan.newsDays.at(-1)!.date, '2025-07-13');
  assert.equal(plan.archiveDays.at(-1)!.date, '2025-05-14');
  const { activity, news } = activityRoutes(plan);
  assert.equal(activity.length, 26);
  assert.equal(news.length, 61);
  assert.ok(news.includes('/news/2025/05/15') && news.includes('/news/older'));
  assert.equal(planActivity([]).newsDays.length, 0);
});
