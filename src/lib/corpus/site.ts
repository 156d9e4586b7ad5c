/** Site pages made from data: the showcase (src/data/showcase.json) as one table of projects, the health-check list. */
import type { Root } from 'mdast';
import type { ShowcaseEntry } from '../../data/schemas/showcase';
import { link, list, paragraph, root, table, text } from './mdast';

const KIND_TAGS = ['adapter', 'client', 'plugin'] as const;

export function renderShowcase(entries: ShowcaseEntry[]): Root {
  return root([
    paragraph(
      text(
        `${entries.length} projects from the elizaOS plugin registry: database adapters, platform clients and plugins. Each row links to the project's website; favorites are the ones the site highlights. For settings and install commands, see the `,
      ),
      link('/packages', 'package catalogue'),
      text('.'),
    ),
    table(
      ['Project', 'Kind', 'Favorite', 'Source'],
      entries.map((entry) => [
        link(entry.website, entry.title),
        entry.tags.filter((tag) => (KIND_TAGS as readonly string[]).includes(tag)).join(', '),
        entry.tags.includes('favorite') ? 'Yes' : '',
        entry.source ? link(entry.source, entry.source.replace(/^https:\/\/(www\.)?/, '')) : '',
      ]),
    ),
  ]);
}

/** /qa-testing runs its checks in the reader's browser; its page here says what each check fetches (no results). */
export function renderHealthChecks(checks: Array<{ label: string }>): Root {
  return root([
    paragraph('Opening this page runs the site’s own health checks in your browser and shows pass or fail, with a detail, for each:'),
    list(checks.map((check) => [check.label])),
    paragraph('The results exist only in the browser that ran them; this copy lists the checks.'),
  ]);
}
