/** Derives the facts each activity page states (per week, per day, per contributor) from a validated snapshot. */
import type { ActivitySnapshot, MergedPullRequest } from '../../../src/data/schemas/activity';
import { daysBetween, weekSlug, weekTitle } from './dates';

/** The monorepo whose pull request numbers the snapshots hold (merge commits read "from elizaOS/<branch>"). */
const REPOSITORY_URL = 'https://github.com/elizaOS/eliza';
export const pullRequestUrl = (number: number): string => `${REPOSITORY_URL}/pull/${number}`;

/** Conventional-commit types a pull request title can start with, in the order pages list them. */
const CHANGE_TYPES = ['feat', 'fix', 'refactor', 'perf', 'docs', 'test', 'ci', 'build', 'chore', 'style', 'revert'] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number] | 'other';

export const CHANGE_TYPE_LABELS: Record<ChangeType, [singular: string, plural: string]> = {
  feat: ['feature', 'features'],
  fix: ['fix', 'fixes'],
  refactor: ['refactor', 'refactors'],
  perf: ['performance change', 'performance changes'],
  docs: ['documentation change', 'documentation changes'],
  test: ['test change', 'test changes'],
  ci: ['CI change', 'CI changes'],
  build: ['build change', 'build changes'],
  chore: ['chore', 'chores'],
  style: ['style change', 'style changes'],
  revert: ['revert', 'reverts'],
  other: ['pull request without a type prefix', 'pull requests without a type prefix'],
};

const TYPE_PREFIX = /^\s*([A-Za-z]+)(?:\(([^)]*)\))?!?\s*:/;

/** The conventional-commit type of a title ("fix(cli): …" is a fix); anything else is "other". */
export function changeTypeOf(title: string | null): ChangeType {
  const type = title ? TYPE_PREFIX.exec(title)?.[1]?.toLowerCase() : undefined;
  return (CHANGE_TYPES as readonly string[]).includes(type ?? '') ? (type as ChangeType) : 'other';
}

// Package names that are everyday words: they count only as a title's scope, e.g. "fix(app): …".
const SCOPE_ONLY = new Set(['app', 'config']);

/**
 * The package a pull request is filed under: the title's scope when it names one of `packages`, else the package
 * named earliest in the title, else in the branch (plugins also match without their "plugin-" prefix). Null when
 * neither names one. A reading of the title, not of the files the pull request changed.
 */
export function areaOf(pr: Pick<MergedPullRequest, 'title' | 'fromBranch'>, packages: string[]): string | null {
  const names = packages.map((pkg) => ({ pkg, name: pkg.slice('packages/'.length).toLowerCase() }));
  const scope = pr.title ? TYPE_PREFIX.exec(pr.title)?.[2]?.trim().toLowerCase() : undefined;
  if (scope) {
    const hit = names.find(({ name }) => name === scope || name === `plugin-${scope}`);
    if (hit) return hit.pkg;
  }
  for (const text of [pr.title ?? '', (pr.fromBranch ?? '').replace(/^[^/]+\//, '')]) {
    const lower = text.toLowerCase();
    let best: { pkg: string; at: number; length: number } | null = null;
    for (const { pkg, name } of names) {
      if (SCOPE_ONLY.has(name)) continue;
      const forms = name.startsWith('plugin-') ? [name, name.slice('plugin-'.length)] : [name];
      for (const form of forms) {
        const match = new RegExp(`(^|[^a-z0-9])${form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=$|[^a-z0-9])`).exec(lower);
        if (!match) continue;
        const at = match.index + match[1].length;
        if (!best || at < best.at || (at === best.at && form.length > best.length)) best = { pkg, at, length: form.length };
      }
    }
    if (best) return best.pkg;
  }
  return null;
}

const VERSION_SUBJECT = /^v\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
// "chore: v1.0.7", "chore: release 1.0.11", "chore: bump version to 1.0.16", "chore 1.1.3", "Release v1.1.4: …".
const RELEASE_TITLE = /^(?:chore(?:\([^)]*\))?:?\s+)?(?:release\s+|bump version to\s+)?v?(\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?)\s*(?:$|:)/i;

/** A version number that reached main: a version commit ("v1.0.0-beta.35") or a release pull request. */
export type VersionMark =
  | { version: string; date: string; kind: 'commit'; sha: string; author: string }
  | { version: string; date: string; kind: 'pull request'; number: number; title: string };

export function releaseVersionOf(title: string | null): string | null {
  return title ? (RELEASE_TITLE.exec(title.trim())?.[1] ?? null) : null;
}

function versionsOf(snapshot: ActivitySnapshot): VersionMark[] {
  const marks: VersionMark[] = [];
  for (const commit of snapshot.commits) {
    if (VERSION_SUBJECT.test(commit.subject.trim())) {
      marks.push({ version: commit.subject.trim(), date: commit.date, kind: 'commit', sha: commit.sha, author: commit.author });
    }
  }
  for (const pr of snapshot.mergedPullRequests) {
    const version = releaseVersionOf(pr.title);
    if (version && pr.title) marks.push({ version, date: pr.date, kind: 'pull request', number: pr.number, title: pr.title });
  }
  const key = (m: VersionMark) => (m.kind === 'commit' ? m.sha : String(m.number).padStart(9, '0'));
  return marks.sort((a, b) => compareText(a.date.slice(0, 10), b.date.slice(0, 10)) || compareText(a.date, b.date) || compareText(key(a), key(b)));
}

export interface DayFacts {
  date: string;
  commits: number;
  mergeCommits: number;
  authors: Array<{ author: string; commits: number }>;
  pullRequests: MergedPullRequest[];
  versions: VersionMark[];
}

interface ContributorFacts {
  author: string;
  commits: number;
  nonMergeCommits: number;
  authored: MergedPullRequest[];
  merged: MergedPullRequest[];
  /** Subjects of the contributor's non-merge commits, oldest first. */
  subjects: string[];
}

export interface WeekFacts {
  start: string;
  end: string;
  slug: string;
  title: string;
  source: ActivitySnapshot['source'];
  totals: ActivitySnapshot['totals'];
  days: DayFacts[];
  types: Array<{ type: ChangeType; count: number }>;
  areas: Array<{ area: string | null; pullRequests: MergedPullRequest[] }>;
  topPaths: ActivitySnapshot['filesChangedTop'];
  contributors: ContributorFacts[];
  /** Authors of merged pull requests who have no commit of their own in the week. */
  authorsWithoutCommits: Array<{ author: string; authored: MergedPullRequest[] }>;
  features: MergedPullRequest[];
  versions: VersionMark[];
}

/** Case-insensitive, locale-free text order, so sorting never depends on the machine's ICU data. */
export function compareText(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

const byNumber = (a: MergedPullRequest, b: MergedPullRequest) => a.number - b.number;
const byCountThenName =
  <T extends { author: string }>(count: (x: T) => number) =>
  (a: T, b: T) =>
    count(b) - count(a) || compareText(a.author, b.author);

export function typeCounts(prs: MergedPullRequest[]): Array<{ type: ChangeType; count: number }> {
  const counts = new Map<ChangeType, number>();
  for (const pr of prs) counts.set(changeTypeOf(pr.title), (counts.get(changeTypeOf(pr.title)) ?? 0) + 1);
  const order = [...CHANGE_TYPES, 'other'] as ChangeType[];
  return [...counts].map(([type, count]) => ({ type, count })).sort((a, b) => b.count - a.count || order.indexOf(a.type) - order.indexOf(b.type));
}

export function weekFacts(snapshot: ActivitySnapshot): WeekFacts {
  const { week } = snapshot;
  const prs = [...snapshot.mergedPullRequests].sort(byNumber);
  const versions = versionsOf(snapshot);

  const days = daysBetween(week.start, week.end).map((date): DayFacts => {
    const commits = snapshot.commits.filter((c) => c.date.startsWith(date));
    const authors = new Map<string, number>();
    for (const c of commits) authors.set(c.author, (authors.get(c.author) ?? 0) + 1);
    return {
      date,
      commits: commits.length,
      mergeCommits: commits.filter((c) => c.merge).length,
      authors: [...authors].map(([author, n]) => ({ author, commits: n })).sort(byCountThenName((x) => x.commits)),
      pullRequests: prs.filter((pr) => pr.date === date),
      versions: versions.filter((v) => v.date.startsWith(date)),
    };
  });

  const packages = snapshot.filesChangedTop.map((p) => p.path).filter((p) => p.startsWith('packages/'));
  const groups = new Map<string | null, MergedPullRequest[]>();
  for (const pr of prs) {
    const area = areaOf(pr, packages);
    groups.set(area, [...(groups.get(area) ?? []), pr]);
  }
  const areas = [...groups]
    .map(([area, pullRequests]) => ({ area, pullRequests }))
    .sort(
      (a, b) =>
        (a.area === null ? 1 : 0) - (b.area === null ? 1 : 0) || b.pullRequests.length - a.pullRequests.length || compareText(a.area ?? '', b.area ?? ''),
    );

  const contributors = snapshot.contributors
    .map((c): ContributorFacts => ({
      author: c.author,
      commits: c.commits,
      nonMergeCommits: c.nonMergeCommits,
      authored: prs.filter((pr) => pr.author === c.author),
      merged: prs.filter((pr) => pr.mergedBy === c.author),
      subjects: snapshot.commits
        .filter((commit) => commit.author === c.author && !commit.merge)
        .sort((a, b) => compareText(a.date, b.date))
        .map((commit) => commit.subject),
    }))
    .sort(byCountThenName((x) => x.commits));
  const committers = new Set(snapshot.contributors.map((c) => c.author));
  const authorsWithoutCommits = [...new Set(prs.map((pr) => pr.author).filter((a) => !committers.has(a)))]
    .sort(compareText)
    .map((author) => ({ author, authored: prs.filter((pr) => pr.author === author) }));

  return {
    start: week.start,
    end: week.end,
    slug: weekSlug(week.start, week.end),
    title: weekTitle(week.start, week.end),
    source: snapshot.source,
    totals: snapshot.totals,
    days,
    types: typeCounts(prs),
    areas,
    topPaths: snapshot.filesChangedTop,
    contributors,
    authorsWithoutCommits,
    features: prs.filter((pr) => changeTypeOf(pr.title) === 'feat'),
    versions,
  };
}
