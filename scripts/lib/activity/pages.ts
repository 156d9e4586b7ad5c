/** Renders the activity pages (weekly analysis, contributors, daily news, indexes, archive) as Markdown. */
import type { MergedPullRequest } from '../../../src/data/schemas/activity';
import { dailyActivitySvg } from './chart';
import { dayDate, headingAnchor, longDate, weekdayName, yamlString } from '../../../src/lib/markdown';
import { CHANGE_TYPE_LABELS, pullRequestUrl, type DayFacts, type VersionMark, type WeekFacts } from './facts';
import { counted, inline, link, table } from './markdown';
import {
  ANALYSIS_INDEX_FILE,
  ANALYSIS_INDEX_ROUTE,
  CONTRIBUTORS_INDEX_FILE,
  CONTRIBUTORS_INDEX_ROUTE,
  NEWS_ARCHIVE_FILE,
  NEWS_ARCHIVE_ROUTE,
  analysisFile,
  analysisRoute,
  contributorsFile,
  contributorsRoute,
  newsFile,
  newsRoute,
  type ActivityPlan,
} from './plan';
import { engineLine, type Summary, type SummaryRequest } from './summarise';

export type PageKind = 'analysis' | 'contributors' | 'news' | 'index' | 'archive';

/** A page to generate: where it goes, the facts it states (hashed to spot stale pages) and how to render it. */
export interface PageSpec {
  kind: PageKind;
  file: string;
  route: string;
  input: unknown;
  summary: SummaryRequest | null;
  render(summary: Summary | null): string;
}

/** The news blog's author key for every generated post (news/authors.yml). */
const NEWS_AUTHOR = 'activity-summariser';
const AUTOMATED_TAG = 'automated';

const frontMatter = (fields: Record<string, string | string[] | number>): string =>
  [
    '---',
    ...Object.entries(fields).map(([key, value]) =>
      Array.isArray(value) ? `${key}: [${value.join(', ')}]` : `${key}: ${typeof value === 'number' ? value : yamlString(value)}`,
    ),
    '---',
  ].join('\n');

const prLink = (pr: Pick<MergedPullRequest, 'number'>): string => link(`#${pr.number}`, pullRequestUrl(pr.number));
const prTitle = (pr: MergedPullRequest): string => (pr.title ? inline(pr.title) : '*(no title in the merge commit)*');
const shortSha = (sha: string): string => `\`${sha.slice(0, 9)}\``;

function sourceLine(week: WeekFacts): string {
  const { source } = week;
  const head = source.mainHead ? ` at ${shortSha(source.mainHead)}` : '';
  const fetched = source.fetchedAt ? `, fetched ${inline(source.fetchedAt)}` : '';
  return `Source: ${inline(source.repository)}, branch ${inline(source.ref)}${head}${fetched}; commit times are committer times in UTC.`;
}

function automatedNotice(what: string, week: WeekFacts, summary: Summary | null): string {
  const engine = summary ? ` ${engineLine(summary.engine)}` : '';
  return [
    `:::info[Automated ${what}]`,
    `The site's activity pipeline generated this ${what} from the activity snapshot of ${week.title}.${engine} ${sourceLine(week)}`,
    ':::',
  ].join('\n');
}

function versionLine(mark: VersionMark): string {
  if (mark.kind === 'commit')
    return `- **${inline(mark.version)}**: version commit ${shortSha(mark.sha)} by ${inline(mark.author)}, ${longDate(mark.date.slice(0, 10))}`;
  return `- **${inline(mark.version)}**: release pull request ${prLink(mark)} (${inline(mark.title)}), ${longDate(mark.date)}`;
}

/** Where a day's details live: its news post inside the window, else its entry on the archive page. */
function dayLink(day: DayFacts, inWindow: boolean): string {
  return inWindow ? newsRoute(day.date) : `${NEWS_ARCHIVE_ROUTE}#${headingAnchor(longDate(day.date))}`;
}

function analysisPage(week: WeekFacts, newsDates: Set<string>): PageSpec {
  const summary: SummaryRequest = { kind: 'week', week };
  return {
    kind: 'analysis',
    file: analysisFile(week),
    route: analysisRoute(week),
    input: { week, news: week.days.map((d) => newsDates.has(d.date)) },
    summary,
    render(text) {
      const { totals } = week;
      const chartId = `activity-${week.slug}`;
      const lines: string[] = [
        frontMatter({
          title: `Weekly analysis: ${week.title}`,
          sidebar_label: week.title,
          description: `What changed in the elizaOS monorepo, ${week.title}: ${totals.commits} commits, ${totals.mergedPullRequests} merged pull requests, ${totals.contributors} commit authors.`,
          tags: [AUTOMATED_TAG],
        }),
        '',
        automatedNotice('page', week, text),
        '',
        '## Summary',
        '',
        text?.text ?? '',
        '',
        '## Totals',
        '',
        table(
          ['Measure', 'Count'],
          [
            ['Commits to the main branch', totals.commits],
            ['Merge commits among them', totals.mergeCommits],
            ['Other commits', totals.nonMergeCommits],
            ['Merged pull requests', totals.mergedPullRequests],
            ['Commit authors', totals.contributors],
          ],
          ['left', 'right'],
        ),
        '',
      ];
      if (week.types.length) {
        lines.push(
          'Merged pull requests by the type their title starts with (`fix:`, `feat:` and so on):',
          '',
          table(
            ['Type', 'Pull requests'],
            week.types.map((t) => [CHANGE_TYPE_LABELS[t.type][1].replace(/^./, (c) => c.toUpperCase()), t.count]),
            ['left', 'right'],
          ),
          '',
        );
      }
      lines.push(
        '## Daily activity',
        '',
        '<figure>',
        dailyActivitySvg(
          week.days.map((d) => ({ date: d.date, commits: d.commits, pullRequests: d.pullRequests.length })),
          week.title,
          chartId,
        ),
        `<figcaption>Commits and merged pull requests on each day of ${week.title} (UTC). The table below has the same numbers.</figcaption>`,
        '</figure>',
        '',
        table(
          ['Day', 'Commits', 'Merge commits', 'Merged pull requests', 'Details'],
          week.days.map((d) => [
            longDate(d.date),
            d.commits,
            d.mergeCommits,
            d.pullRequests.length,
            newsDates.has(d.date) ? link('AI News post', dayLink(d, true)) : link('AI News archive', dayLink(d, false)),
          ]),
          ['left', 'right', 'right', 'right', 'left'],
        ),
        '',
        '## Merged pull requests by area',
        '',
        'A pull request is filed under a package when its title names the package, as a scope like `fix(cli):` or as a word, or else when its branch does; a plugin also counts by its name without `plugin-`. This reads titles only, not the files a pull request changed: the next section counts those.',
        '',
      );
      if (!week.areas.length) lines.push('No pull request was merged this week.', '');
      for (const area of week.areas) {
        lines.push(`### ${area.area ? inline(area.area) : 'No package named'} (${area.pullRequests.length})`, '');
        for (const pr of area.pullRequests) lines.push(`- ${prLink(pr)} ${prTitle(pr)} (${inline(pr.author)}, ${weekdayName(pr.date)})`);
        lines.push('');
      }
      lines.push(
        '## Most-changed packages',
        '',
        'File changes in the non-merge commits of the week, grouped by top-level folder (`packages/<name>` for packages; the snapshot keeps the top 25).',
        '',
        week.topPaths.length
          ? table(
              ['Folder', 'File changes'],
              week.topPaths.map((p) => [inline(p.path), p.changes]),
              ['left', 'right'],
            )
          : 'The snapshot lists no changed files for this week.',
        '',
        '## Top contributors',
        '',
        table(
          ['Commit author', 'Commits', 'Non-merge commits', 'Pull requests authored', 'Pull requests merged'],
          week.contributors.slice(0, 10).map((c) => [inline(c.author), c.commits, c.nonMergeCommits, c.authored.length, c.merged.length]),
          ['left', 'right', 'right', 'right', 'right'],
        ),
        '',
        `Every commit author of the week and what each one changed: ${link(`Contributors, ${week.title}`, contributorsRoute(week))}.`,
        '',
        '## Notable changes',
        '',
        '### Features merged',
        '',
      );
      if (week.features.length) for (const pr of week.features) lines.push(`- ${prLink(pr)} ${prTitle(pr)} (${inline(pr.author)})`);
      else lines.push('No merged pull request title starts with `feat` this week.');
      lines.push('', '### Version numbers', '');
      if (week.versions.length) for (const mark of week.versions) lines.push(versionLine(mark));
      else lines.push('No version commit and no release pull request reached main this week.');
      lines.push('');
      return lines.join('\n');
    },
  };
}

function contributorsPage(week: WeekFacts): PageSpec {
  const SUBJECTS_SHOWN = 12;
  return {
    kind: 'contributors',
    file: contributorsFile(week),
    route: contributorsRoute(week),
    input: { week: week.slug, contributors: week.contributors, authorsWithoutCommits: week.authorsWithoutCommits, source: week.source },
    summary: { kind: 'contributors', week },
    render(text) {
      const lines: string[] = [
        frontMatter({
          title: `Contributors: ${week.title}`,
          sidebar_label: week.title,
          description: `The ${week.contributors.length} commit authors of the elizaOS monorepo in the week of ${week.title}, with the pull requests and commits of each.`,
          tags: [AUTOMATED_TAG],
        }),
        '',
        automatedNotice('page', week, text),
        '',
        text?.text ?? '',
        '',
        `Authors are listed by their number of commits, with names as git records them. The figures of the week are on ${link(`Weekly analysis, ${week.title}`, analysisRoute(week))}.`,
        '',
      ];
      for (const c of week.contributors) {
        const merges = c.commits - c.nonMergeCommits;
        lines.push(`## ${inline(c.author)}`, '');
        lines.push(`${counted(c.commits, 'commit', 'commits')}${merges ? ` (${counted(merges, 'merge commit', 'merge commits')})` : ''}.`, '');
        if (c.authored.length) {
          lines.push(`Authored ${counted(c.authored.length, 'merged pull request', 'merged pull requests')}:`, '');
          for (const pr of c.authored) lines.push(`- ${prLink(pr)} ${prTitle(pr)}`);
          lines.push('');
        }
        const mergedForOthers = c.merged.filter((pr) => pr.author !== c.author);
        if (mergedForOthers.length) {
          lines.push(`Merged ${counted(mergedForOthers.length, 'pull request', 'pull requests')} by others: ${mergedForOthers.map(prLink).join(', ')}.`, '');
        }
        if (c.subjects.length) {
          lines.push(
            `${c.subjects.length > SUBJECTS_SHOWN ? `The first ${SUBJECTS_SHOWN} of ${c.subjects.length} non-merge commits` : `${counted(c.subjects.length, 'Non-merge commit', 'Non-merge commits')}`}:`,
            '',
          );
          for (const subject of c.subjects.slice(0, SUBJECTS_SHOWN)) lines.push(`- ${inline(subject) || '*(empty subject)*'}`);
          lines.push('');
        }
      }
      if (week.authorsWithoutCommits.length) {
        lines.push(
          '## Pull request authors without a commit this week',
          '',
          'Their pull requests were merged this week, but their own commits carry earlier dates.',
          '',
        );
        for (const a of week.authorsWithoutCommits) lines.push(`- ${inline(a.author)}: ${a.authored.map((pr) => `${prLink(pr)} ${prTitle(pr)}`).join('; ')}`);
        lines.push('');
      }
      return lines.join('\n');
    },
  };
}

function newsPost(day: DayFacts, week: WeekFacts, hasArchive: boolean): PageSpec {
  return {
    kind: 'news',
    file: newsFile(day.date),
    route: newsRoute(day.date),
    input: { day, week: { slug: week.slug, title: week.title, start: week.start, source: week.source }, hasArchive },
    summary: { kind: 'day', day, week },
    render(text) {
      const prs = day.pullRequests.length;
      const lines: string[] = [
        frontMatter({
          title: `Daily report: ${longDate(day.date)}`,
          description: `elizaOS monorepo on ${dayDate(day.date)}: ${counted(day.commits, 'commit', 'commits')} and ${counted(prs, 'merged pull request', 'merged pull requests')}.`,
          authors: [NEWS_AUTHOR],
          tags: [AUTOMATED_TAG],
        }),
        '',
        text?.text ?? '',
        '',
        '<!-- truncate -->',
        '',
        automatedNotice('post', week, text),
        '',
        '## Merged pull requests',
        '',
      ];
      if (prs) for (const pr of day.pullRequests) lines.push(`- ${prLink(pr)} ${prTitle(pr)} (${inline(pr.author)})`);
      else lines.push('No pull request was merged this day.');
      lines.push('');
      if (day.versions.length) {
        lines.push('## Version numbers', '');
        for (const mark of day.versions) lines.push(versionLine(mark));
        lines.push('');
      }
      lines.push(
        '## Commits',
        '',
        `${counted(day.commits, 'commit', 'commits')} reached the main branch${day.mergeCommits ? ` (${counted(day.mergeCommits, 'merge commit', 'merge commits')})` : ''}, by ${day.authors
          .map((a) => `${inline(a.author)} (${a.commits})`)
          .join(', ')}.`,
        '',
        '## More from this week',
        '',
        `- ${link(`Weekly analysis, ${week.title}`, analysisRoute(week))}: totals, areas, the daily chart and notable changes`,
        `- ${link(`Contributors, ${week.title}`, contributorsRoute(week))}: every commit author and what they changed`,
      );
      if (hasArchive) lines.push(`- ${link('AI News archive', NEWS_ARCHIVE_ROUTE)}: days older than the posts of this feed`);
      lines.push('');
      return lines.join('\n');
    },
  };
}

function analysisIndex(weeks: WeekFacts[]): PageSpec {
  const rows = [...weeks].reverse();
  return {
    kind: 'index',
    file: ANALYSIS_INDEX_FILE,
    route: ANALYSIS_INDEX_ROUTE,
    input: rows.map((w) => ({ slug: w.slug, title: w.title, totals: w.totals, days: w.days.map((d) => [d.date, d.commits, d.pullRequests.length]) })),
    summary: null,
    render() {
      return [
        frontMatter({
          title: 'Weekly analysis',
          sidebar_label: 'Weekly analysis',
          description: 'Week-by-week analysis of the elizaOS monorepo: commits, merged pull requests by area, top contributors and a daily chart.',
          tags: [AUTOMATED_TAG],
        }),
        '',
        `One page a week of activity on the main branch of the elizaOS monorepo, newest first. Each page has the week's totals, a chart of daily activity, the merged pull requests grouped by package, the most-changed folders, the top contributors and the features and version numbers that landed. The activity pipeline writes these pages from the weekly snapshots in \`data/activity/\`; the daily view of the same data is the ${link('AI News', '/news')} feed.`,
        '',
        table(
          ['Week', 'Commits', 'Merged pull requests', 'Commit authors', 'Busiest day'],
          rows.map((w) => {
            const busiest = [...w.days].sort((a, b) => b.commits - a.commits || (a.date < b.date ? -1 : 1))[0];
            return [
              link(w.title, analysisRoute(w)),
              w.totals.commits,
              w.totals.mergedPullRequests,
              w.totals.contributors,
              `${weekdayName(busiest.date)} (${busiest.commits} commits)`,
            ];
          }),
          ['left', 'right', 'right', 'right', 'left'],
        ),
        '',
      ].join('\n');
    },
  };
}

function contributorsIndex(weeks: WeekFacts[]): PageSpec {
  const rows = [...weeks].reverse();
  return {
    kind: 'index',
    file: CONTRIBUTORS_INDEX_FILE,
    route: CONTRIBUTORS_INDEX_ROUTE,
    input: rows.map((w) => ({ start: w.start, title: w.title, top: w.contributors.slice(0, 3).map((c) => [c.author, c.commits]), n: w.contributors.length })),
    summary: null,
    render() {
      return [
        frontMatter({
          title: 'Contributor activity',
          sidebar_label: 'Contributor activity',
          description: 'Who committed to the elizaOS monorepo each week, with the pull requests each person authored or merged and their commits.',
          tags: [AUTOMATED_TAG],
        }),
        '',
        "One page a week, newest first, listing every commit author of the elizaOS monorepo's main branch with the pull requests they authored or merged and the subjects of their commits. Names are shown as git records them, so one person can appear under two names (a full name and a handle, for example).",
        '',
        table(
          ['Week', 'Commit authors', 'Most commits'],
          rows.map((w) => [
            link(w.title, contributorsRoute(w)),
            w.contributors.length,
            w.contributors
              .slice(0, 3)
              .map((c) => `${inline(c.author)} (${c.commits})`)
              .join(', '),
          ]),
          ['left', 'right', 'left'],
        ),
        '',
      ].join('\n');
    },
  };
}

function newsArchive(days: DayFacts[], weeks: WeekFacts[]): PageSpec {
  const byWeek = weeks.map((week) => ({ week, days: days.filter((d) => d.date >= week.start && d.date <= week.end) })).filter((g) => g.days.length);
  return {
    kind: 'archive',
    file: NEWS_ARCHIVE_FILE,
    route: NEWS_ARCHIVE_ROUTE,
    input: byWeek.map((g) => ({ week: [g.week.slug, g.week.title], days: g.days })),
    summary: null,
    render() {
      const first = days[0];
      const last = days.at(-1);
      const lines: string[] = [
        frontMatter({
          title: 'AI News archive',
          description: `Earlier days of the elizaOS AI News feed, ${first ? dayDate(first.date) : ''} to ${last ? dayDate(last.date) : ''}: commits and merged pull requests per day.`,
        }),
        '',
        '# AI News archive',
        '',
        `The ${link('AI News', '/news')} feed keeps a post for each of the latest days of activity only, so the feed and the site build stay fast. The days before them are listed here, week by week, with the pull requests merged on each day. Each week also has its ${link('weekly analysis', ANALYSIS_INDEX_ROUTE)}.`,
        '',
      ];
      for (const { week, days: weekDays } of [...byWeek].reverse()) {
        lines.push(`## ${week.title}`, '', `${link('Weekly analysis', analysisRoute(week))} · ${link('Contributors', contributorsRoute(week))}`, '');
        for (const day of [...weekDays].reverse()) {
          lines.push(`### ${longDate(day.date)}`, '');
          lines.push(
            `${counted(day.commits, 'commit', 'commits')} from ${counted(day.authors.length, 'author', 'authors')}, ${counted(day.pullRequests.length, 'merged pull request', 'merged pull requests')}${day.pullRequests.length ? ':' : '.'}`,
            '',
          );
          for (const pr of day.pullRequests) lines.push(`- ${prLink(pr)} ${prTitle(pr)} (${inline(pr.author)})`);
          if (day.versions.length)
            lines.push(`${day.pullRequests.length ? '\n' : ''}Version numbers: ${[...new Set(day.versions.map((v) => inline(v.version)))].join(', ')}.`);
          lines.push('');
        }
      }
      return lines.join('\n');
    },
  };
}

/** Every page of the plan, in a stable order. */
export function pageSpecs(plan: ActivityPlan): PageSpec[] {
  const newsDates = new Set(plan.newsDays.map((d) => d.date));
  const weekOf = (date: string) => plan.weeks.find((w) => date >= w.start && date <= w.end)!;
  const hasArchive = plan.archiveDays.length > 0;
  return [
    analysisIndex(plan.weeks),
    ...plan.weeks.map((week) => analysisPage(week, newsDates)),
    contributorsIndex(plan.weeks),
    ...plan.weeks.map(contributorsPage),
    ...plan.newsDays.map((day) => newsPost(day, weekOf(day.date), hasArchive)),
    ...(hasArchive ? [newsArchive(plan.archiveDays, plan.weeks)] : []),
  ];
}
