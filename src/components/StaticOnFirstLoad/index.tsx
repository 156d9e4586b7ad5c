// Keeps a long, non-interactive page body (TypeDoc's member lists: 4,000+ elements on a class page) as the server
// rendered it on the first load instead of hydrating it, which was most of the blocking time of an API page on a
// phone. React leaves an element's existing children alone when it hydrates an element whose children are given
// as dangerouslySetInnerHTML, and does not compare them in production; suppressHydrationWarning silences the
// development check. Client-side navigations and `npm start` (no server HTML) render the body with React as usual.
// What hydration would have given the links inside is done here by delegation: a click on an internal link
// navigates in the app, hovering or touching one preloads its page, and links are prefetched when they scroll into
// view, as Docusaurus' Link does.
import React, { useEffect, useRef, useState, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';

const subscribe = () => () => {};
const onClient = () => false;
const onServerOrHydrating = () => true;
const inBrowser = typeof document !== 'undefined';

/** The same-site page an anchor leads to, as a path; undefined for other sites, files, new tabs and in-page anchors. */
function internalTarget(anchor: HTMLAnchorElement): string | undefined {
  if (anchor.target && anchor.target !== '_self') return undefined;
  if (anchor.hasAttribute('download') || anchor.origin !== window.location.origin) return undefined;
  // A path with an extension is a file (an OpenAPI document, an image), not a route of the app.
  if (/\.[a-z0-9]+$/i.test(anchor.pathname)) return undefined;
  if (anchor.pathname === window.location.pathname && anchor.search === window.location.search) return undefined;
  return `${anchor.pathname}${anchor.search}${anchor.hash}`;
}

export default function StaticOnFirstLoad({ className, children }: { className?: string; children: ReactNode }): ReactNode {
  // True while the server renders or the browser hydrates (React uses the server snapshot then), false otherwise;
  // latched at mount so the re-render React makes once hydration is over keeps the server's HTML.
  const hydrating = useSyncExternalStore(subscribe, onClient, onServerOrHydrating);
  const [keepServerHtml] = useState(hydrating);
  const history = useHistory();
  const ref = useRef<HTMLDivElement>(null);
  const staticBody = inBrowser && keepServerHtml;

  useEffect(() => {
    const root = ref.current;
    if (!staticBody || !root || !('IntersectionObserver' in window)) return undefined;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const target = internalTarget(entry.target as HTMLAnchorElement);
        if (target) void window.docusaurus.prefetch(target);
      }
    });
    root.querySelectorAll('a[href]').forEach((anchor) => observer.observe(anchor));
    return () => observer.disconnect();
  }, [staticBody]);

  if (!staticBody) return <div className={className}>{children}</div>;

  const anchorOf = (event: { target: EventTarget }) => (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
  const onClick = (event: MouseEvent) => {
    const anchor = anchorOf(event);
    if (!anchor || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = internalTarget(anchor);
    if (!target) return;
    event.preventDefault();
    history.push(target);
  };
  const preload = (event: { target: EventTarget }) => {
    const anchor = anchorOf(event);
    const target = anchor && internalTarget(anchor);
    if (target) void window.docusaurus.preload(target);
  };
  return (
    // The handlers stand in for the links' own (keyboard activation of a link is a click event too).
    <div
      ref={ref}
      className={className}
      onClick={onClick}
      onMouseOver={preload}
      onTouchStart={preload}
      onFocus={preload}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
