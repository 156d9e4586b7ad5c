/**
 * Finds the pages written from a stream's recording: tutorials (doc fact sheets under tutorials/) and blog posts
 * whose facts cite one of the stream's YouTube videos. Other pages that merely list a video are not "related".
 */
import type { Stream } from '../../src/data/schemas/streams';
import { youtubeIdOf } from './streams';

export interface FactPage {
  title: string;
  route: string;
  /** The page's fact text, searched for video ids. */
  text: string;
}

/** One page per "## slug" section of blog-facts.md; unpublished drafts are skipped. */
export function blogPagesFromFacts(markdown: string): FactPage[] {
  return markdown
    .split(/^## /m)
    .slice(1)
    .flatMap((section) => {
      const slug = section.slice(0, section.indexOf('\n')).trim();
      const title = /^- Title: (.+)$/m.exec(section)?.[1]?.trim();
      if (!title || /\s/.test(slug)) return [];
      return [{ title, route: `/blog/${slug}`, text: section }];
    });
}

/** A doc fact sheet as a page, if it is a tutorial. */
export function tutorialPageFromSheet(sheet: string): FactPage | null {
  const title = /^- title: (.+)$/m.exec(sheet)?.[1]?.trim();
  const route = /^- route: (\S+)$/m.exec(sheet)?.[1];
  if (!title || !route || !route.includes('/tutorials/')) return null;
  return { title, route, text: sheet };
}

export function relatedPages(stream: Stream, pages: FactPage[]): Array<{ title: string; route: string }> {
  const ids = stream.recordings.map((recording) => youtubeIdOf(recording.url)).filter((id): id is string => Boolean(id));
  return pages.filter((page) => ids.some((id) => page.text.includes(id))).map(({ title, route }) => ({ title, route }));
}
