/** activity:fetch against recorded GitHub responses, and its refusals: no token, no network, unfinished weeks. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ActivityFetchError, fetchActivity, folderOf, writeSnapshots, type FetchActivityOptions } from '../../scripts/lib/activity/fetch';
import { loadSnapshots } from '../../scripts/lib/activity/snapshots';

const fixtures = path.resolve(__dirname, '../fixtures/activity/github');
const repoRoot = path.resolve(__dirname, '../..');

interface Recorded {
  url: string;
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

async function replay(): Promise<{ http: typeof fetch; calls: string[] }> {
  const { responses } = JSON.parse(await readFile(path.join(fixtures, 'responses.json'), 'utf8')) as { responses: Recorded[] };
  const calls: string[] = [];
  const http = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push(url);
    assert.equal(new Headers(init?.headers).get('authorization'), 'Bearer recorded-token');
    const hit = responses.find((r) => r.url === url);
    if (!hit) return new Response('{"message":"Not Found"}', { status: 404 });
    return new Response(JSON.stringify(hit.body), { status: hit.status, headers: hit.headers });
  }) as typeof fetch;
  return { http, calls };
}

const options = (over: Partial<FetchActivityOptions>): FetchActivityOptions => ({
  token: 'recorded-token',
  repository: 'example/monorepo',
  branch: 'main',
  from: '2025-07-14',
  to: '2025-07-20',
  http: (() => Promise.reject(new Error('no network in this test'))) as typeof fetch,
  now: () => new Date('2025-07-22T06:00:00Z'),
  ...over,
});

test('recorded responses become exactly the expected snapshot (pages followed, range enforced)', async () => {
  const { http, calls } = await replay();
  const [snapshot, ...rest] = await fetchActivity(options({ http }));
  assert.equal(rest.length, 0);
  const expectedFile = path.join(fixtures, 'expected-2025-07-14_2025-07-20.json');
  if (process.env.UPDATE_GOLDEN === '1') await writeFile(expectedFile, `${JSON.stringify(snapshot, null, 2)}\n`);
  assert.deepEqual(snapshot, JSON.parse(await readFile(expectedFile, 'utf8')));
  assert.equal(snapshot.source.fetchedAt, '2025-07-22T06:00:00.000Z', 'the freshness stamp is the injected clock');
  assert.equal(calls.filter((url) => url.includes('/commits?')).length, 2, 'both pages of the commit list were read');
  assert.ok(!snapshot.commits.some((c) => c.subject.includes('outside the range')));
  assert.deepEqual(
    snapshot.mergedPullRequests.map((pr) => [pr.number, pr.title, pr.author, pr.mergedBy ?? null, pr.via]),
    [
      [9002, 'feat: add a retry helper', 'Bo Example', null, 'squash/(#N) suffix'],
      [9001, 'fix(cli): handle a missing config file', 'Bo Example', 'Ada Example', 'merge commit'],
    ],
  );
});

test('fetched snapshots load through the same validating loader, and the write is all-or-nothing', async () => {
  const { http } = await replay();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'activity-fetch-'));
  const written = await writeSnapshots(dir, await fetchActivity(options({ http })));
  assert.deepEqual(
    written.map((f) => path.basename(f)),
    ['2025-07-14_2025-07-20.json'],
  );
  assert.deepEqual(await readdir(dir), ['2025-07-14_2025-07-20.json'], 'no temporary files are left');
  assert.equal((await loadSnapshots(dir))[0].totals.mergedPullRequests, 2);
});

test('without a token the fetch refuses before any request', async () => {
  let called = false;
  const http = (async () => {
    called = true;
    return new Response('[]');
  }) as typeof fetch;
  await assert.rejects(fetchActivity(options({ token: undefined, http })), (error: unknown) => {
    assert.ok(error instanceof ActivityFetchError);
    assert.match(error.message, /GITHUB_TOKEN is not set.*No snapshot was written\./s);
    return true;
  });
  assert.equal(called, false);
});

test('an unreachable network, a rejected token and an unfinished week fail with clear messages', async () => {
  await assert.rejects(
    fetchActivity(options({})),
    /Cannot reach https:\/\/api\.github\.com \(no network in this test\)\. Check the network connection\. No snapshot was written\./,
  );
  const unauthorized = (async () => new Response('{"message":"Bad credentials"}', { status: 401 })) as typeof fetch;
  await assert.rejects(fetchActivity(options({ http: unauthorized })), /rejected the token \(401/);
  const limited = (async () =>
    new Response('{}', { status: 403, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1752998400' } })) as typeof fetch;
  await assert.rejects(fetchActivity(options({ http: limited })), /rate limit is used up; it resets at 2025-07-20T08:00:00\.000Z/);
  await assert.rejects(fetchActivity(options({ now: () => new Date('2025-07-18T00:00:00Z') })), /No week of 2025-07-14 to 2025-07-20 is over yet/);
  await assert.rejects(fetchActivity(options({ from: '2025-07-20', to: '2025-07-14' })), /not valid/);
});

test('changed files are grouped as the snapshots group them', () => {
  assert.equal(folderOf('README.md'), '(root files)');
  assert.equal(folderOf('packages/cli/src/index.ts'), 'packages/cli');
  assert.equal(folderOf('packages/package.json'), 'packages');
  assert.equal(folderOf('.github/workflows/ci.yml'), '.github');
});

function runFetchCli(env: Record<string, string>, out: string) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'GITHUB_TOKEN' && key !== 'GITHUB_API_URL'));
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'scripts/activity-fetch.ts'), '--from', '2025-07-14', '--to', '2025-07-20', '--out', out],
    {
      env: { ...clean, ...env },
      encoding: 'utf8',
    },
  );
}

test('npm run activity:fetch without a token or a network exits 1 with the reason and writes nothing', async () => {
  const out = await mkdtemp(path.join(os.tmpdir(), 'activity-cli-'));
  const noToken = runFetchCli({}, out);
  assert.equal(noToken.status, 1);
  assert.match(noToken.stderr, /activity:fetch failed: GITHUB_TOKEN is not set/);
  const noNetwork = runFetchCli({ GITHUB_TOKEN: 'x', GITHUB_API_URL: 'http://127.0.0.1:9' }, out);
  assert.equal(noNetwork.status, 1);
  assert.match(noNetwork.stderr, /activity:fetch failed: Cannot reach http:\/\/127\.0\.0\.1:9/);
  assert.deepEqual(await readdir(out), []);
});
