/**
 * The days the AI News feed covers, read from its files: from the first week of activity data (the archive's first
 * day) to the latest daily post. The news pages and the home page state this period, so neither promises news the
 * feed does not have.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { dayDate } from '../src/lib/markdown';

const root = path.resolve(__dirname, '..');

function datesIn(dir: string, pattern: RegExp): string[] {
  return readdirSync(path.join(root, dir))
    .flatMap((name) => pattern.exec(name)?.[1] ?? [])
    .sort();
}

export function newsPeriod(): { from: string; to: string; firstPost: string } {
  const posts = datesIn('news', /^(\d{4}-\d{2}-\d{2})\.mdx?$/);
  const weeks = datesIn('data/activity', /^(\d{4}-\d{2}-\d{2})_\d{4}-\d{2}-\d{2}\.json$/);
  if (!posts.length) throw new Error('news/ holds no daily post (YYYY-MM-DD.md): the AI News period cannot be stated');
  return { from: dayDate(weeks[0] ?? posts[0]), to: dayDate(posts[posts.length - 1]), firstPost: dayDate(posts[0]) };
}
