/**
 * Text helpers for Markdown written from data: the front matter string quoter, the escaper of data text, heading
 * anchors, and English dates. Generated pages, the streams pages and the corpus all use these, so a title or a date
 * reads the same wherever it appears.
 */
import GithubSlugger from 'github-slugger';

/** A front matter string value: a JSON string is a valid YAML double-quoted scalar and needs no other rules. */
export const yamlString = (text: string): string => JSON.stringify(text);

// Both sets make data text literal: emphasis, code, links, raw HTML or JSX tags, headings and table cells. Pages
// in .md render raw HTML, so entity references (&) and image marks (!) are escaped too; in .mdx, braces open
// expressions. Each set is what the committed pages were generated with, so regenerating them changes nothing.
const SPECIAL = { md: /[\\`*_[\]<>|~&!#]/g, mdx: /[\\`*_{}[\]<>#|~]/g } as const;

/** Backslash-escapes every character of `text` that Markdown (or MDX) would read as syntax. */
export function escapeMarkdown(text: string, format: keyof typeof SPECIAL): string {
  return text.replace(SPECIAL[format], '\\$&');
}

/** The anchor Docusaurus gives a heading (it slugs with github-slugger), for a heading that appears once a page. */
export const headingAnchor = (heading: string): string => GithubSlugger.slug(heading);

// Dates are formatted in UTC with a fixed locale, so the output never depends on the machine's time zone or locale.
const formats = {
  long: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }),
  day: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }),
  month: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long' }),
  monthName: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long' }),
  weekday: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long' }),
  shortWeekday: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short' }),
};

/** A calendar day (YYYY-MM-DD, read as UTC midnight) or an instant. */
type DateLike = string | Date;
const toDate = (date: DateLike): Date => (typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : new Date(date));

/** "Monday, April 21, 2025". */
export const longDate = (date: DateLike): string => formats.long.format(toDate(date));
/** "April 21, 2025". */
export const dayDate = (date: DateLike): string => formats.day.format(toDate(date));
/** "April 2025". */
export const monthYear = (date: DateLike): string => formats.month.format(toDate(date));
/** "April". */
export const monthName = (date: DateLike): string => formats.monthName.format(toDate(date));
/** "Monday". */
export const weekdayName = (date: DateLike): string => formats.weekday.format(toDate(date));
/** "Mon". */
export const shortWeekday = (date: DateLike): string => formats.shortWeekday.format(toDate(date));
