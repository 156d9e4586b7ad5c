/** Which pages the activity pipeline makes from a set of snapshots, and where they live (files and routes). */
import type { ActivitySnapshot } from '../../../src/data/schemas/activity';
import { weekFacts, type DayFacts, type WeekFacts } from './facts';
import { NEWS_WINDOW_DAYS } from '../../../src/lib/newsWindow';

export { NEWS_WINDOW_DAYS };

export interface ActivityPlan {
  weeks: WeekFacts[];
  /** Days with a news post, oldest first. */
  newsDays: DayFacts[];
  /** Days older than the window, oldest first; listed on the archive page. */
  archiveDays: DayFacts[];
}

export function planActivity(snapshots: ActivitySnapshot[], windowDays = NEWS_WINDOW_DAYS): ActivityPlan {
  const weeks = [...snapshots].sort((a, b) => (a.week.start < b.week.start ? -1 : 1)).map(weekFacts);
  const days = weeks.flatMap((week) => week.days);
  const cut = Math.max(0, days.length - windowDays);
  return { weeks, newsDays: days.slice(cut), archiveDays: days.slice(0, cut) };
}

export const analysisRoute = (week: Pick<WeekFacts, 'slug'>): string => `/community/Analysis/${week.slug}`;
export const contributorsRoute = (week: Pick<WeekFacts, 'start'>): string => `/community/Contributors/${week.start}`;
/** The blog's date-from-file-name route: news/2025-07-13.md is /news/2025/07/13. */
export const newsRoute = (date: string): string => `/news/${date.replaceAll('-', '/')}`;
export const ANALYSIS_INDEX_ROUTE = '/community/Analysis';
export const CONTRIBUTORS_INDEX_ROUTE = '/community/Contributors';
export const NEWS_ARCHIVE_ROUTE = '/news/older';

export const analysisFile = (week: Pick<WeekFacts, 'slug'>): string => `community/Analysis/${week.slug}.md`;
export const contributorsFile = (week: Pick<WeekFacts, 'start'>): string => `community/Contributors/${week.start}.md`;
export const newsFile = (date: string): string => `news/${date}.md`;
export const ANALYSIS_INDEX_FILE = 'community/Analysis/index.md';
export const CONTRIBUTORS_INDEX_FILE = 'community/Contributors/index.md';
export const NEWS_ARCHIVE_FILE = 'src/pages/news/older.md';

/** Folders whose generated files (those with the pipeline's marker) the generator may replace or remove. */
export const GENERATED_FOLDERS = ['community/Analysis', 'community/Contributors', 'news', 'src/pages/news'];

/** Every route the plan produces, by area: the build's route manifest checks each one. */
export function activityRoutes(plan: ActivityPlan): { activity: string[]; news: string[] } {
  return {
    activity: [ANALYSIS_INDEX_ROUTE, ...plan.weeks.map(analysisRoute), CONTRIBUTORS_INDEX_ROUTE, ...plan.weeks.map(contributorsRoute)],
    news: [...plan.newsDays.map((day) => newsRoute(day.date)), ...(plan.archiveDays.length ? [NEWS_ARCHIVE_ROUTE] : [])],
  };
}
