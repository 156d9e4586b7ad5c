/** Site pages made from data: the showcase (src/data/showcase.json) as one table of projects. */
import type { Root } from 'mdast';
import type { ShowcaseEntry } from '../../data/schemas/showcase';
import { link, paragraph, root, table, text } from './mdast';

const KIND_TAGS = ['adapter', 'client', 'plugin'] as const;

export function renderShowcase(entries: ShowcaseEntry[]): Root {
  return root([
    paragraph(
      text(`${entries.length} projects from the elizaOS plugin registry: database adapters, platform clients and plugins. Each row links to the project's website; favorites are the ones the site highlights. For settings and install commands, see the `),
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
