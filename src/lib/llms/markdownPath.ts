/**
 * Where a page's Markdown twin is served, and the one rule that decides whether a request for a page gets the
 * Markdown twin or the HTML. Local serving (scripts/lib/serveStatic.ts) and the Netlify edge function
 * (netlify/edge-functions/markdown.ts, which runs on Deno) both import this file, so it imports nothing.
 */

/** A page's Markdown twin: its route + ".md" (an index route ending in "/" drops the slash; "/" is /index.md). */
export function markdownCopyPath(permalink: string): string {
  return `${permalink.replace(/\/+$/, '') || '/index'}.md`;
}

/** One media range of an Accept header with its weight. */
interface MediaRange {
  type: string;
  subtype: string;
  q: number;
}

/** RFC 9110 §12.4.2: "0" to "1" with at most three decimals. Anything else is not a weight. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * The media ranges of an Accept header (RFC 9110 §12.5.1). A range whose weight is not a valid qvalue (q=-1, q=abc,
 * q=2) weighs 0, so it can never win; a range that is not type/subtype is skipped.
 */
function parseAccept(header: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  for (const part of header.split(',')) {
    const [media, ...params] = part.split(';').map((piece) => piece.trim());
    const slash = media.indexOf('/');
    const type = media.slice(0, slash).toLowerCase();
    const subtype = media.slice(slash + 1).toLowerCase();
    if (slash <= 0 || !TOKEN.test(type) || !TOKEN.test(subtype) || (type === '*' && subtype !== '*')) continue;
    let q = 1;
    for (const param of params) {
      const eq = param.indexOf('=');
      if (eq < 0 || param.slice(0, eq).trim().toLowerCase() !== 'q') continue;
      const value = param.slice(eq + 1).trim();
      q = QVALUE.test(value) ? Number(value) : 0;
    }
    ranges.push({ type, subtype, q });
  }
  return ranges;
}

/** text/x-markdown is the older name of text/markdown (RFC 7763); both name the same representation. */
const MARKDOWN_SUBTYPES = ['markdown', 'x-markdown'];

/**
 * The weight an Accept list gives a media type (any of `subtypes` of `type`): that of the most specific range that
 * matches it, the highest of equally specific ones; `explicit` when the type itself is named.
 */
function weightOf(ranges: MediaRange[], type: string, subtypes: string[]): { q: number; explicit: boolean } {
  let best = { q: 0, specificity: -1 };
  for (const range of ranges) {
    const specificity =
      range.type === type && subtypes.includes(range.subtype)
        ? 2
        : range.type === type && range.subtype === '*'
          ? 1
          : range.type === '*' && range.subtype === '*'
            ? 0
            : -1;
    if (specificity < 0) continue;
    if (specificity > best.specificity || (specificity === best.specificity && range.q > best.q)) best = { q: range.q, specificity };
  }
  return { q: best.q, explicit: best.specificity === 2 };
}

/** Whether an Accept header names Markdown with a non-zero weight (only then is a page's twin looked up). */
export function acceptsMarkdown(accept: string | null | undefined): boolean {
  if (!accept) return false;
  const markdown = weightOf(parseAccept(accept), 'text', MARKDOWN_SUBTYPES);
  return markdown.explicit && markdown.q > 0;
}

/**
 * Which form of a page to send. The Markdown twin when the client names Markdown and weighs it at least as high as
 * HTML (agents send `text/markdown, *\/*`; browsers never name it) and the twin exists; HTML whenever HTML is
 * acceptable, and also when the header accepts neither (a server may disregard Accept); 'not-acceptable' only when
 * the client asked for Markdown alone and the page has no twin.
 */
export function negotiatePage(accept: string | null | undefined, hasMarkdown: boolean): 'html' | 'markdown' | 'not-acceptable' {
  if (!accept || !accept.trim()) return 'html';
  const ranges = parseAccept(accept);
  const markdown = weightOf(ranges, 'text', MARKDOWN_SUBTYPES);
  const htmlQ = Math.max(weightOf(ranges, 'text', ['html']).q, weightOf(ranges, 'application', ['xhtml+xml']).q);
  const wantsMarkdown = markdown.explicit && markdown.q > 0;
  if (wantsMarkdown && hasMarkdown && markdown.q >= htmlQ) return 'markdown';
  if (htmlQ > 0) return 'html';
  if (wantsMarkdown) return hasMarkdown ? 'markdown' : 'not-acceptable';
  return 'html';
}
