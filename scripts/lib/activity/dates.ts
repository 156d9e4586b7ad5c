/** Calendar helpers for activity pages: UTC only, so output never depends on the machine. */
import { dayDate, monthName, shortWeekday } from '../../../src/lib/markdown';

const DAY_MS = 86_400_000;

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** `iso` (YYYY-MM-DD) moved by `days`. */
export function addDays(iso: string, days: number): string {
  return new Date(toDate(iso).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the ISO week that holds `iso`. */
export function mondayOf(iso: string): string {
  const weekday = toDate(iso).getUTCDay();
  return addDays(iso, -((weekday + 6) % 7));
}

/** The days from `start` to `end`, both included. */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** "Mon 21": the chart's axis label. */
export function shortDay(iso: string): string {
  return `${shortWeekday(iso)} ${toDate(iso).getUTCDate()}`;
}

/** "April 21–27, 2025", "April 28 – May 4, 2025" or "December 29, 2025 – January 4, 2026". */
export function weekTitle(start: string, end: string): string {
  const a = toDate(start);
  const b = toDate(end);
  if (a.getUTCFullYear() !== b.getUTCFullYear()) return `${dayDate(start)} – ${dayDate(end)}`;
  if (a.getUTCMonth() !== b.getUTCMonth()) {
    return `${monthName(start)} ${a.getUTCDate()} – ${monthName(end)} ${b.getUTCDate()}, ${b.getUTCFullYear()}`;
  }
  return `${monthName(start)} ${a.getUTCDate()}–${b.getUTCDate()}, ${a.getUTCFullYear()}`;
}

/** The original site's route form of a week: 20250421_20250427. */
export function weekSlug(start: string, end: string): string {
  return `${start.replaceAll('-', '')}_${end.replaceAll('-', '')}`;
}
