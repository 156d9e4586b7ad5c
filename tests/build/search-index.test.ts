/**
 * The site-wide search index of the build: every expected page of the query set is a real route, the index covers
 * every area, every heading's anchor exists on its built page, recall on the query set from three start pages meets
 * the bar, and the download stays small.
 * Deterministic figures only; the bench reports times.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { assertBuilt, buildDir, fileForRoute, readPage, routeExists } from './builtSite';
import { compactEngine, loadQuerySet, measureRecall, START_PAGES } from '../../scripts/bench/searchEngines';
import { SITE_INDEX_FILE, type SiteIndexFile } from '../../src/lib/search/siteIndex';
import { decodePlace } from '../../src/lib/search/siteIndex';
import { SEARCH_AREAS } from '../../src/lib/search/areas';

assertBuilt();

const file = path.join(buildDir, SITE_INDEX_FILE);
const queries = loadQuerySet();
const fullSite = routeExists('/api/classes/AgentRuntime') && routeExists('/packages/clients/discord');

/** The index, gzipped, must leave room in the 1 MB a reader may download before the first suggestion. */
const MAX_INDEX_GZIP_BYTES = 600 * 1024;

test('the site-wide index is built, small, and covers every area', () => {
  const raw = readFileSync(file);
  const index = JSON.parse(raw.toString('utf8')) as SiteIndexFile;
  const gzip = gzipSync(raw).length;
  assert.ok(gzip <= MAX_INDEX_GZIP_BYTES, `${SITE_INDEX_FILE} is ${Math.round(gzip / 1024)} KB gzipped (limit ${MAX_INDEX_GZIP_BYTES / 1024} KB)`);
  const areas = new Set(index.pages.map((row) => decodePlace(row[2]).area));
  const wanted = fullSite
    ? ['docs', 'api', 'rest', 'packages', 'partners', 'community', 'blog', 'news', 'site']
    : ['docs', 'rest', 'community', 'blog', 'news', 'site'];
  assert.deepEqual(
    wanted.filter((area) => !areas.has(area as never)),
    [],
  );
  for (const [route] of index.pages) assert.ok(routeExists(route), `${route} is indexed but not built`);
});

test('every heading of the index (made from the corpus) points to an anchor its built page has, and no page is listed twice', () => {
  const index = JSON.parse(readFileSync(file, 'utf8')) as SiteIndexFile;
  const routes = index.pages.map(([route]) => route);
  assert.equal(new Set(routes).size, routes.length);
  const ids = new Map<number, Set<string>>();
  const missing: string[] = [];
  for (const [page, anchor] of index.headings) {
    if (!ids.has(page)) {
      const built = fileForRoute(index.pages[page][0]);
      ids.set(page, built ? readPage(built).ids : new Set());
    }
    if (!ids.get(page)!.has(anchor)) missing.push(`${index.pages[page][0]}#${anchor}`);
  }
  assert.deepEqual(missing.slice(0, 20), [], `${missing.length} anchors missing`);
});

test('every page the query set expects is a built route', { skip: !fullSite && 'small site: no catalogue or TypeDoc pages' }, () => {
  const missing = queries.flatMap(({ q, expect }) => expect.filter((route) => !routeExists(route)).map((route) => `"${q}": ${route}`));
  assert.deepEqual(missing, []);
});

test('recall on the query set: ≥ 80% at 1 and ≥ 95% at 8, from the home page, a doc page and a blog post', { skip: !fullSite && 'small site' }, () => {
  const figures = measureRecall(compactEngine(buildDir), queries, START_PAGES);
  for (const start of START_PAGES) {
    assert.ok(figures.recallAt1[start] >= 80, `recall@1 from ${start}: ${figures.recallAt1[start]}%`);
    assert.ok(figures.recallAt8[start] >= 95, `recall@8 from ${start}: ${figures.recallAt8[start]}%\n${figures.misses.join('\n')}`);
  }
});

test('a query that matches nothing still has nearest pages in every area: its start pages are in the index', { skip: !fullSite && 'small site' }, () => {
  const { index } = compactEngine(buildDir);
  for (const area of SEARCH_AREAS) {
    const nearest = index.nearest('qqxzzkv', { from: { area } });
    assert.equal(nearest.length, 3, `${area}: ${nearest.map((hit) => hit.route).join(', ')}`);
  }
});
