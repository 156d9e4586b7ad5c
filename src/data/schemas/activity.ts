/** Schema of an activity snapshot: one ISO week (Monday to Sunday, UTC) of the elizaOS monorepo's main branch. */
import { z } from 'zod';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'not a real calendar date');

// Committer time in UTC to the minute, as `git log --date=format:%Y-%m-%dT%H:%MZ` prints it.
const commitTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}Z$/, 'expected a UTC time as YYYY-MM-DDTHH:MMZ');
const sha = z.string().regex(/^[0-9a-f]{7,40}$/, 'expected an abbreviated or full commit SHA (7 to 40 hex digits)');
const name = z.string().trim().min(1, 'a name is required');
const count = z.number().int('expected a whole number').nonnegative('expected zero or more');

const activityCommitSchema = z
  .object({
    sha,
    date: commitTime,
    author: name,
    subject: z.string(),
    merge: z.literal(true).optional(),
  })
  .strict();

const mergedPullRequestSchema = z
  .object({
    number: z.number().int().positive('expected a pull request number'),
    // null when the merge commit had no body line to take the title from.
    title: z.string().min(1).nullable(),
    author: name,
    mergedBy: name.optional(),
    date: isoDate,
    sha,
    via: z.enum(['merge commit', 'squash/(#N) suffix']),
    fromBranch: z.string().min(1).optional(),
  })
  .strict();

const contributorSchema = z.object({ author: name, commits: count, nonMergeCommits: count }).strict();

const changedPathSchema = z.object({ path: z.string().min(1), changes: count }).strict();

const snapshotSourceSchema = z
  .object({
    repository: z.string().min(1),
    ref: z.string().min(1),
    mainHead: z.string().regex(/^[0-9a-f]{40}$/, 'expected a full commit SHA').optional(),
    command: z.string().min(1),
    // The freshness stamp that `npm run activity:fetch` writes; imported git-log snapshots have none.
    fetchedAt: z.string().datetime({ message: 'expected an ISO 8601 UTC time' }).optional(),
  })
  .strict();

export const activitySnapshotSchema = z
  .object({
    source: snapshotSourceSchema,
    week: z.object({ start: isoDate, end: isoDate }).strict(),
    totals: z
      .object({
        commits: count,
        mergeCommits: count,
        nonMergeCommits: count,
        mergedPullRequests: count,
        contributors: count,
      })
      .strict(),
    commits: z.array(activityCommitSchema),
    mergedPullRequests: z.array(mergedPullRequestSchema),
    contributors: z.array(contributorSchema),
    filesChangedTop: z.array(changedPathSchema),
    notes: z.record(z.string()),
  })
  .strict()
  .superRefine((snapshot, ctx) => {
    const problem = (path: Array<string | number>, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path, message });
    const { week, totals } = snapshot;
    const start = new Date(`${week.start}T00:00:00Z`);
    if (start.getUTCDay() !== 1) problem(['week', 'start'], `${week.start} is not a Monday (weeks are ISO weeks)`);
    const end = new Date(start.getTime() + 6 * 86_400_000).toISOString().slice(0, 10);
    if (week.end !== end) problem(['week', 'end'], `expected ${end}, the Sunday after ${week.start}`);
    const inWeek = (day: string) => day >= week.start && day <= week.end;

    snapshot.commits.forEach((commit, i) => {
      if (!inWeek(commit.date.slice(0, 10))) problem(['commits', i, 'date'], `${commit.date} is outside the week ${week.start} to ${week.end}`);
    });
    snapshot.mergedPullRequests.forEach((pr, i) => {
      if (!inWeek(pr.date)) problem(['mergedPullRequests', i, 'date'], `${pr.date} is outside the week ${week.start} to ${week.end}`);
    });

    const merges = snapshot.commits.filter((c) => c.merge).length;
    const expected: Array<[keyof typeof totals, number, string]> = [
      ['commits', snapshot.commits.length, 'the number of commits listed'],
      ['mergeCommits', merges, 'the number of commits marked merge'],
      ['nonMergeCommits', snapshot.commits.length - merges, 'the number of commits not marked merge'],
      ['mergedPullRequests', snapshot.mergedPullRequests.length, 'the number of merged pull requests listed'],
      ['contributors', snapshot.contributors.length, 'the number of contributors listed'],
    ];
    for (const [key, actual, what] of expected) {
      if (totals[key] !== actual) problem(['totals', key], `is ${totals[key]} but ${what} is ${actual}`);
    }

    const seen = new Set<number>();
    snapshot.mergedPullRequests.forEach((pr, i) => {
      if (seen.has(pr.number)) problem(['mergedPullRequests', i, 'number'], `pull request #${pr.number} is listed twice`);
      seen.add(pr.number);
    });

    const byAuthor = new Map<string, { all: number; nonMerge: number }>();
    for (const commit of snapshot.commits) {
      const tally = byAuthor.get(commit.author) ?? { all: 0, nonMerge: 0 };
      tally.all += 1;
      if (!commit.merge) tally.nonMerge += 1;
      byAuthor.set(commit.author, tally);
    }
    snapshot.contributors.forEach((contributor, i) => {
      const tally = byAuthor.get(contributor.author);
      if (!tally) return problem(['contributors', i, 'author'], `${contributor.author} has no commit in this snapshot`);
      if (tally.all !== contributor.commits) problem(['contributors', i, 'commits'], `is ${contributor.commits} but the commits list has ${tally.all}`);
      if (tally.nonMerge !== contributor.nonMergeCommits)
        problem(['contributors', i, 'nonMergeCommits'], `is ${contributor.nonMergeCommits} but the commits list has ${tally.nonMerge}`);
    });
    const listed = new Set(snapshot.contributors.map((c) => c.author));
    for (const author of byAuthor.keys()) {
      if (!listed.has(author)) problem(['contributors'], `${author} has commits but is not listed`);
    }
  });

export type ActivitySnapshot = z.infer<typeof activitySnapshotSchema>;
export type ActivityCommit = z.infer<typeof activityCommitSchema>;
export type MergedPullRequest = z.infer<typeof mergedPullRequestSchema>;
