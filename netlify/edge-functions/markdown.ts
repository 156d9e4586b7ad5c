/**
 * Content negotiation at the edge: a page requested with `Accept: text/markdown` gets its Markdown twin (the file
 * the build writes at the page's URL + ".md") instead of the HTML, and every page answer says `Vary: Accept`.
 * Runs on Netlify's Deno runtime, so it imports nothing: the two rules below copy src/lib/llms/markdownPath.ts,
 * and tests/unit/llms.test.ts checks that the copies give the same answers.
 */

/** The part of Netlify's edge context this function uses. */
interface EdgeContext {
  next: () => Promise<Response>;
}

/** Same rule as markdownCopyPath in src/lib/llms/markdownPath.ts. */
export function markdownCopyPath(permalink: string): string {
  return `${permalink.replace(/\/+$/, '') || '/index'}.md`;
}

/** Same rule as prefersMarkdown in src/lib/llms/markdownPath.ts. */
export function prefersMarkdown(accept: string | null | undefined): boolean {
  if (!accept) return false;
  let markdown = 0;
  let html = 0;
  for (const range of accept.toLowerCase().split(',')) {
    const [type, ...params] = range.split(';').map((part) => part.trim());
    const q = params.find((param) => param.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    if (Number.isNaN(quality)) continue;
    if (type === 'text/markdown' || type === 'text/x-markdown') markdown = Math.max(markdown, quality);
    if (type === 'text/html') html = Math.max(html, quality);
  }
  return markdown > 0 && markdown >= html;
}

function withVary(response: Response): Response {
  const vary = response.headers.get('vary');
  if (vary && /(^|,)\s*accept\s*(,|$)/i.test(vary)) return response;
  const headers = new Headers(response.headers);
  headers.set('vary', vary ? `${vary}, Accept` : 'Accept');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export default async function markdown(request: Request, context: EdgeContext): Promise<Response> {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || !prefersMarkdown(request.headers.get('accept'))) {
    return withVary(await context.next());
  }
  const url = new URL(request.url);
  const twin = await fetch(new URL(markdownCopyPath(url.pathname), url.origin), { headers: { accept: 'text/markdown' } });
  // A route with no twin (a listing page, a 404) is answered as usual.
  if (!twin.ok) {
    await twin.body?.cancel();
    return withVary(await context.next());
  }
  return new Response(request.method === 'HEAD' ? null : twin.body, {
    status: 200,
    headers: {
      'content-type': 'text/markdown; charset=utf-8',
      vary: 'Accept',
      'cache-control': 'public, max-age=0, must-revalidate',
      'x-content-type-options': 'nosniff',
    },
  });
}
