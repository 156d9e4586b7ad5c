/**
 * Content negotiation at the edge: a page requested with `Accept: text/markdown` gets its Markdown twin (the file
 * the build writes at the page's URL + ".md") instead of the HTML, and every page answer says `Vary: Accept`.
 * The rule itself is src/lib/llms/markdownPath.ts, the one local serving uses too. This runs on Netlify's Deno
 * runtime, which resolves imports by their full file name, hence the ".ts".
 */
import { acceptsMarkdown, markdownCopyPath, negotiatePage } from '../../src/lib/llms/markdownPath.ts';

/** The part of Netlify's edge context this function uses. */
interface EdgeContext {
  next: () => Promise<Response>;
}

function withVary(response: Response): Response {
  const vary = response.headers.get('vary');
  if (vary && /(^|,)\s*accept\s*(,|$)/i.test(vary)) return response;
  const headers = new Headers(response.headers);
  headers.set('vary', vary ? `${vary}, Accept` : 'Accept');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export default async function markdown(request: Request, context: EdgeContext): Promise<Response> {
  const accept = request.headers.get('accept');
  if ((request.method !== 'GET' && request.method !== 'HEAD') || !acceptsMarkdown(accept)) return withVary(await context.next());
  const url = new URL(request.url);
  const twin = await fetch(new URL(markdownCopyPath(url.pathname), url.origin), { headers: { accept: 'text/markdown' } });
  const form = negotiatePage(accept, twin.ok);
  if (form === 'markdown') {
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
  await twin.body?.cancel();
  const page = await context.next();
  // Markdown alone was asked for and this page has none: 406, as local serving answers. Anything that is not a page
  // (a 404, a file) is answered as it is.
  if (form === 'not-acceptable' && page.ok && /^text\/html\b/i.test(page.headers.get('content-type') ?? '')) {
    await page.body?.cancel();
    return new Response(request.method === 'HEAD' ? null : 'This page has no Markdown copy yet; ask for text/html.\n', {
      status: 406,
      headers: { 'content-type': 'text/plain; charset=utf-8', vary: 'Accept', 'x-content-type-options': 'nosniff' },
    });
  }
  return withVary(page);
}
