/**
 * The OpenAPI theme's stylesheet on the first load of a REST page, kept through hydration.
 *
 * The server writes the page's <head> links with react-helmet-async, which marks them `data-rh`. In the browser,
 * Helmet's first update after hydration replaces the marked links with those its mounted <Head> elements declare;
 * a REST body is hydrated in parts, so that update can come before the page's own <Head> has mounted: the
 * stylesheet's link was removed, and added again some frames later. In between the page was painted without the
 * theme's rules (the method and path block grew from one line to three, the text below moved down, then back up):
 * Lighthouse's layout shift of 0.09 on a phone.
 *
 * So the server's link is taken from Helmet before React starts (this module is evaluated with the docs pages'
 * components, which load before hydration), and the page declares no second one while it is there. It is removed
 * once the reader has left the REST pages; a REST page reached after that declares its link through <Head> as usual.
 */
import { OPENAPI_PAGE_CLASS } from '@site/src/lib/openApiPage';

/** Marks the server's link once it is no longer Helmet's. */
const KEPT = 'data-kept-from-server';

const inBrowser = typeof document !== 'undefined';

/** Takes the server's link of `href` out of Helmet's hands, on a first load of a REST page. */
export function keepServerStylesheet(href: string): void {
  if (!inBrowser || !document.documentElement.classList.contains(OPENAPI_PAGE_CLASS)) return;
  document.head.querySelectorAll('link[rel="stylesheet"][data-rh]').forEach((link) => {
    if (link.getAttribute('href') !== href) return;
    link.removeAttribute('data-rh');
    link.setAttribute(KEPT, '');
  });
}

/** Whether the kept link is in the page: then a REST page needs no link of its own. */
export const serverStylesheetKept = (): boolean => inBrowser && document.head.querySelector(`link[${KEPT}]`) !== null;

let mountedPages = 0;

/** Counts a mounted REST page (an effect); the returned cleanup removes the kept link once no REST page is left. */
export function countMountedPage(): () => void {
  mountedPages += 1;
  return () => {
    mountedPages -= 1;
    // Moving from one REST page to another unmounts one page and mounts the next in the same commit: look once both
    // are done.
    setTimeout(() => {
      if (mountedPages === 0) document.head.querySelectorAll(`link[${KEPT}]`).forEach((link) => link.remove());
    }, 0);
  };
}
