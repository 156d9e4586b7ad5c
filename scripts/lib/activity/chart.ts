/** The daily-activity bar chart of a week, as inline SVG written into the page at generation time. */
import { shortDay } from './dates';
import { counted, escapeHtml } from './markdown';

export interface ChartDay {
  date: string;
  commits: number;
  pullRequests: number;
}

const WIDTH = 640;
const HEIGHT = 260;
const LEFT = 44;
const RIGHT = 12;
const TOP = 40;
const BOTTOM = 34;

/** The smallest of 1, 2, 5 × 10^n that is at least `value` (at least 5), so the grid has round numbers. */
export function niceCeiling(value: number): number {
  const floor = Math.max(value, 5);
  const magnitude = 10 ** Math.floor(Math.log10(floor));
  for (const step of [1, 2, 5, 10]) if (step * magnitude >= floor) return step * magnitude;
  return 10 * magnitude;
}

// Fixed decimals keep the markup byte-for-byte stable across runs and machines.
const num = (value: number): string => String(Math.round(value * 10) / 10);

/**
 * Two bars a day (commits, merged pull requests) on one scale. The SVG has role="img", a <title> and a <desc>;
 * the page puts the same numbers in a table right after it, which is the text alternative.
 * The markup has no blank line, so CommonMark keeps it one HTML block.
 */
export function dailyActivitySvg(days: ChartDay[], label: string, id: string): string {
  const max = niceCeiling(Math.max(0, ...days.map((d) => Math.max(d.commits, d.pullRequests))));
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = (WIDTH - LEFT - RIGHT) / Math.max(days.length, 1);
  const bar = Math.min(24, (slot - 12) / 2);
  const y = (value: number) => TOP + plotHeight - (value / max) * plotHeight;
  const parts: string[] = [];

  for (const tick of [0, max / 2, max]) {
    parts.push(
      `<line x1="${LEFT}" x2="${WIDTH - RIGHT}" y1="${num(y(tick))}" y2="${num(y(tick))}" stroke="currentColor" stroke-opacity="0.2"/>`,
      `<text x="${LEFT - 6}" y="${num(y(tick) + 4)}" text-anchor="end" font-size="11" fill="currentColor">${num(tick)}</text>`,
    );
  }
  days.forEach((day, i) => {
    const center = LEFT + slot * i + slot / 2;
    const bars: Array<[number, string, number]> = [
      [day.commits, '0.35', center - bar - 1],
      [day.pullRequests, '0.85', center + 1],
    ];
    for (const [value, opacity, x] of bars) {
      const top = y(value);
      parts.push(
        `<rect x="${num(x)}" y="${num(top)}" width="${num(bar)}" height="${num(TOP + plotHeight - top)}" fill="currentColor" fill-opacity="${opacity}"/>`,
        `<text x="${num(x + bar / 2)}" y="${num(top - 4)}" text-anchor="middle" font-size="10" fill="currentColor">${value}</text>`,
      );
    }
    parts.push(`<text x="${num(center)}" y="${HEIGHT - 12}" text-anchor="middle" font-size="11" fill="currentColor">${escapeHtml(shortDay(day.date))}</text>`);
  });
  const legend = [
    `<rect x="${LEFT}" y="10" width="12" height="12" fill="currentColor" fill-opacity="0.35"/>`,
    `<text x="${LEFT + 18}" y="20" font-size="12" fill="currentColor">Commits</text>`,
    `<rect x="${LEFT + 100}" y="10" width="12" height="12" fill="currentColor" fill-opacity="0.85"/>`,
    `<text x="${LEFT + 118}" y="20" font-size="12" fill="currentColor">Merged pull requests</text>`,
  ];
  const title = escapeHtml(`Daily activity, ${label}`);
  const desc = escapeHtml(
    `Bar chart of commits and merged pull requests on each day: ${days.map((d) => `${shortDay(d.date)}, ${counted(d.commits, 'commit', 'commits')} and ${d.pullRequests} merged`).join('; ')}.`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="100%" role="img" aria-labelledby="${id}-title ${id}-desc">`,
    `<title id="${id}-title">${title}</title>`,
    `<desc id="${id}-desc">${desc}</desc>`,
    ...legend,
    ...parts,
    '</svg>',
  ].join('\n');
}
