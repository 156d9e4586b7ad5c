/** Turns built pages into the site-wide search index file (SiteIndexFile); the search-index plugin feeds it. */
import { cutAtWord, extractPage, readableText } from './extract';
import { encodePlace, type SiteIndexFile } from './siteIndex';
import { isIndexedRoute, placeOfPath } from './areas';

export interface BuiltPage {
  route: string;
  html: string;
}

/** Headings kept a page: API pages list every member, and past this many the index grows faster than it helps. */
const MAX_HEADINGS = 60;

export function buildSiteIndex(pages: BuiltPage[]): SiteIndexFile {
  const file: SiteIndexFile = { format: 1, pages: [], headings: [] };
  const seen = new Set<string>();
  for (const { route, html } of [...pages].sort((a, b) => a.route.localeCompare(b.route))) {
    const path = route.replace(/\/+$/, '') || '/';
    if (seen.has(path) || !isIndexedRoute(path)) continue;
    // Client-side redirects are tiny pages with a refresh tag: the target is indexed in its own right.
    if (/<meta[^>]*http-equiv=["']?refresh/i.test(html)) continue;
    seen.add(path);
    const page = extractPage(html);
    if (!page.title) continue;
    // The description, then what the lead says beyond it (a catalogue page's lead repeats it after its badges).
    const at = page.description ? page.lead.indexOf(page.description) : -1;
    const text = at >= 0 ? `${page.description} ${page.lead.slice(at + page.description.length)}`.trim() : `${page.description} ${page.lead}`.trim();
    const index = file.pages.length;
    file.pages.push([
      path,
      page.title,
      encodePlace({ ...placeOfPath(path), ...(page.line ? { line: page.line } : {}) }),
      cutAtWord(readableText(text), 400),
      page.codeTerms.join('\n'),
    ]);
    for (const heading of page.headings.slice(0, MAX_HEADINGS)) {
      file.headings.push([index, heading.anchor, heading.text, heading.snippet]);
    }
  }
  return file;
}
