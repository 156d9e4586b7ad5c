/**
 * Builds activity snapshots from the GitHub REST API (commits of a branch, merged pull requests read from merge
 * commits, changed folders). The HTTP client and the clock are arguments, so tests replay recorded responses.
 */
import { rename, rm, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { ActivityCommit, ActivitySnapshot, MergedPullRequest } from '../../../src/data/schemas/activity';
import { addDays, mondayOf } from './dates';
import { compareText } from './facts';
import { parseSnapshot, snapshotFileName } from './snapshots';

export interface FetchActivityOptions {
  /** A GitHub token (GITHUB_TOKEN); the fetch refuses to start without one. */
  token: string | undefined;
  /** owner/name, e.g. elizaOS/eliza. */
  repository: string;
  branch: string;
  /** First and last day wanted (YYYY-MM-DD); whole ISO weeks around them are fetched. */
  from: string;
  to: string;
  http: typeof fetch;
  now: () => Date;
  apiBase?: string;
  /** Progress lines (the CLI prints them). */
  log?: (line: string) => void;
}

/** Every failure of the fetch: the message says what to do, and nothing has been written when it is thrown. */
export class ActivityFetchError extends Error {
  constructor(message: string) {
    super(`${message} No snapshot was written.`);
    this.name = 'ActivityFetchError';
  }
}

interface GitHubCommit {
  sha: string;
  commit: { message: string; author: { name: string } | null; committer: { date: string } | null };
  parents: Array<{ sha: string }>;
  files?: Array<{ filename: string }>;
}

const SHORT_SHA = 9;
const TOP_PATHS = 25;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The snapshot's folder key of a changed file: packages/<name> for packages, the top folder otherwise. */
export function folderOf(file: string): string {
  const parts = file.split('/');
  if (parts.length === 1) return '(root files)';
  if (parts[0] === 'packages' && parts.length > 2) return `packages/${parts[1]}`;
  return parts[0];
}

/** "2025-07-14T09:03:27Z" becomes "2025-07-14T09:03Z", the snapshot's minute precision. */
const toMinute = (iso: string): string => `${new Date(iso).toISOString().slice(0, 16)}Z`;

function nextLink(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="next"/.exec(part);
    if (match) return match[1];
  }
  return null;
}

export async function fetchActivity(options: FetchActivityOptions): Promise<ActivitySnapshot[]> {
  const { token, repository, branch, http, now, log = () => undefined } = options;
  const api = (options.apiBase ?? 'https://api.github.com').replace(/\/+$/, '');
  if (!token) {
    throw new ActivityFetchError('GITHUB_TOKEN is not set. Create a GitHub token that can read public repositories and run again with GITHUB_TOKEN=<token>.');
  }
  if (!DATE.test(options.from) || !DATE.test(options.to) || options.from > options.to) {
    throw new ActivityFetchError(`The date range ${options.from} to ${options.to} is not valid: give --from and --to as YYYY-MM-DD, from before to.`);
  }
  if (!/^[\w.-]+\/[\w.-]+$/.test(repository)) throw new ActivityFetchError(`"${repository}" is not an owner/name repository.`);

  // Only finished weeks: a snapshot of a week still in progress would be stale the moment it is written.
  const nowIso = now().toISOString();
  const weeks: Array<{ start: string; end: string }> = [];
  for (let start = mondayOf(options.from); start <= options.to; start = addDays(start, 7)) {
    const end = addDays(start, 6);
    if (`${end}T23:59:59Z` < nowIso) weeks.push({ start, end });
    else log(`skipping ${start} to ${end}: the week is not over yet`);
  }
  if (!weeks.length) throw new ActivityFetchError(`No week of ${options.from} to ${options.to} is over yet (now is ${nowIso}).`);

  const request = async <T>(url: string): Promise<{ body: T; next: string | null }> => {
    let response: Response;
    try {
      response = await http(url, {
        headers: {
          accept: 'application/vnd.github+json',
          authorization: `Bearer ${token}`,
          'x-github-api-version': '2022-11-28',
          'user-agent': 'elizaos-docs-activity-fetch',
        },
      });
    } catch (error) {
      throw new ActivityFetchError(`Cannot reach ${api} (${(error as Error).message}). Check the network connection.`);
    }
    if (response.status === 401) throw new ActivityFetchError('GitHub rejected the token (401 Unauthorized). Check GITHUB_TOKEN.');
    if ((response.status === 403 || response.status === 429) && response.headers.get('x-ratelimit-remaining') === '0') {
      throw new ActivityFetchError(
        `GitHub's rate limit is used up; it resets at ${new Date(Number(response.headers.get('x-ratelimit-reset')) * 1000).toISOString()}.`,
      );
    }
    if (response.status === 404) throw new ActivityFetchError(`GitHub has no ${repository} or no branch ${branch} (404 for ${url}).`);
    if (!response.ok) throw new ActivityFetchError(`GitHub answered ${response.status} for ${url}.`);
    try {
      return { body: (await response.json()) as T, next: nextLink(response.headers.get('link')) };
    } catch {
      throw new ActivityFetchError(`GitHub's answer for ${url} is not JSON.`);
    }
  };

  const since = `${weeks[0].start}T00:00:00Z`;
  const until = `${weeks.at(-1)!.end}T23:59:59Z`;
  const listed: GitHubCommit[] = [];
  let url: string | null = `${api}/repos/${repository}/commits?sha=${encodeURIComponent(branch)}&since=${since}&until=${until}&per_page=100`;
  while (url) {
    const page: { body: GitHubCommit[]; next: string | null } = await request<GitHubCommit[]>(url);
    if (!Array.isArray(page.body)) throw new ActivityFetchError(`GitHub's commit list for ${repository} is not a list.`);
    listed.push(...page.body);
    url = page.next;
  }
  log(`listed ${listed.length} commits of ${repository}@${branch} from ${since} to ${until}`);

  const details = new Map<string, GitHubCommit>();
  const detail = async (sha: string): Promise<GitHubCommit> => {
    const known = details.get(sha);
    if (known) return known;
    const { body } = await request<GitHubCommit>(`${api}/repos/${repository}/commits/${sha}`);
    details.set(sha, body);
    return body;
  };
  const authorName = (c: GitHubCommit) => c.commit.author?.name?.trim() || 'unknown';
  const byFullSha = new Map(listed.map((c) => [c.sha, c]));

  const inRange = listed.filter((c) => {
    const date = c.commit.committer?.date;
    return date !== undefined && date >= since && date <= until;
  });

  const snapshots: ActivitySnapshot[] = [];
  for (const week of weeks) {
    const raw = inRange.filter((c) => {
      const day = c.commit.committer!.date.slice(0, 10);
      return day >= week.start && day <= week.end;
    });
    const commits: ActivityCommit[] = raw.map((c) => ({
      sha: c.sha.slice(0, SHORT_SHA),
      date: toMinute(c.commit.committer!.date),
      author: authorName(c),
      subject: c.commit.message.split('\n')[0],
      ...(c.parents.length > 1 ? { merge: true as const } : {}),
    }));

    const prs: MergedPullRequest[] = [];
    const seen = new Set<number>();
    for (const c of [...raw].reverse()) {
      const [subject, ...body] = c.commit.message.split('\n');
      const day = c.commit.committer!.date.slice(0, 10);
      const merged = /^Merge pull request #(\d+) from (\S+)/.exec(subject);
      const squashed = c.parents.length === 1 ? /^(.*\S)\s*\(#(\d+)\)\s*$/.exec(subject) : null;
      const number = merged ? Number(merged[1]) : squashed ? Number(squashed[2]) : null;
      if (number === null || seen.has(number)) continue;
      seen.add(number);
      if (merged && c.parents[1]) {
        const head = byFullSha.get(c.parents[1].sha) ?? (await detail(c.parents[1].sha));
        prs.push({
          number,
          title: body.map((line) => line.trim()).find(Boolean) ?? null,
          author: authorName(head),
          mergedBy: authorName(c),
          date: day,
          sha: c.sha.slice(0, SHORT_SHA),
          via: 'merge commit',
          fromBranch: merged[2],
        });
      } else if (squashed) {
        prs.push({ number, title: squashed[1], author: authorName(c), date: day, sha: c.sha.slice(0, SHORT_SHA), via: 'squash/(#N) suffix' });
      }
    }

    const changes = new Map<string, number>();
    for (const c of raw.filter((x) => x.parents.length <= 1)) {
      for (const file of (await detail(c.sha)).files ?? []) {
        const folder = folderOf(file.filename);
        changes.set(folder, (changes.get(folder) ?? 0) + 1);
      }
    }

    const tally = new Map<string, { commits: number; nonMergeCommits: number }>();
    for (const c of commits) {
      const t = tally.get(c.author) ?? { commits: 0, nonMergeCommits: 0 };
      t.commits += 1;
      if (!c.merge) t.nonMergeCommits += 1;
      tally.set(c.author, t);
    }
    const merges = commits.filter((c) => c.merge).length;
    const snapshot = {
      source: {
        repository,
        ref: branch,
        command: `GitHub REST API: GET /repos/${repository}/commits?sha=${branch}&since&until, then GET /repos/${repository}/commits/{sha} for files and pull request heads`,
        fetchedAt: nowIso,
      },
      week,
      totals: {
        commits: commits.length,
        mergeCommits: merges,
        nonMergeCommits: commits.length - merges,
        mergedPullRequests: prs.length,
        contributors: tally.size,
      },
      commits,
      mergedPullRequests: prs,
      contributors: [...tally].map(([author, t]) => ({ author, ...t })).sort((a, b) => b.commits - a.commits || compareText(a.author, b.author)),
      filesChangedTop: [...changes]
        .map(([p, n]) => ({ path: p, changes: n }))
        .sort((a, b) => b.changes - a.changes || compareText(a.path, b.path))
        .slice(0, TOP_PATHS),
      notes: {
        'commits.date': 'committer date, UTC',
        mergedPullRequests:
          'from "Merge pull request #N from X" commits (title = first body line; author = author of the merged head commit; mergedBy = merge commit author) or a trailing "(#N)" in a non-merge subject; a PR number listed once per week',
        'contributors.commits': 'all commits incl. merges',
        filesChangedTop: `files changed by non-merge commits, counted once per commit and grouped by top-level folder (packages/<name> for packages); top ${TOP_PATHS}`,
      },
    };
    // The same validating loader as the build: a fetch can never write a snapshot the build would reject.
    snapshots.push(parseSnapshot(snapshotFileName(week), snapshot));
  }
  return snapshots;
}

/** Writes snapshots all-or-nothing: every file goes to a temporary name first, then all are renamed. */
export async function writeSnapshots(dir: string, snapshots: ActivitySnapshot[]): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const staged: Array<[string, string]> = [];
  try {
    for (const snapshot of snapshots) {
      const file = path.join(dir, snapshotFileName(snapshot.week));
      await writeFile(`${file}.tmp`, `${JSON.stringify(snapshot, null, 2)}\n`);
      staged.push([`${file}.tmp`, file]);
    }
  } catch (error) {
    await Promise.all(staged.map(([tmp]) => rm(tmp, { force: true })));
    throw error;
  }
  for (const [tmp, file] of staged) await rename(tmp, file);
  return staged.map(([, file]) => file);
}
