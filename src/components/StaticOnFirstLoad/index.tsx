// Keeps a long, non-interactive page body (TypeDoc's member lists: 4,000+ elements on a class page) as the server
// rendered it on the first load instead of hydrating it, which was most of the blocking time of an API page on a
// phone. React leaves an element's existing children alone when it hydrates an element whose children are given
// as dangerouslySetInnerHTML, and does not compare them in production; suppressHydrationWarning silences the
// development check. Client-side navigations and `npm start` (no server HTML) render the body with React as usual.
// What hydration would have given the links inside is done here by delegation: a click on an internal link
// navigates in the app, and hovering, touching or focusing one preloads its page, as Docusaurus' Link does.
//
// With upgrade="intent" (bodies with tabs, collapsible schemas and forms: the REST operation pages), React renders the
// body for real when the reader shows intent to use one of its controls: a pointer over it, a touch or a focus
// starts a transition (its rendering is cut into slices of a few milliseconds, and the new DOM replaces the server's
// in one commit, in the same place, with the focus kept on the same control); a click before that renders the body
// at once and replays the click on the same control. Rendering it when the browser was first idle instead replaced
// 2,000 elements and loaded the Markdown parser (83 KB) on every view, most of a REST page's blocking time on a phone.
//
// data-kept-body marks the body in the HTML: a page whose body is kept ("never") does not load the module of its
// Markdown body on a first load, only the data the page around it reads (src/plugins/first-load/page-routes).
import React, { startTransition, useCallback, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';
import { inBrowser, useClientLayoutEffect, useHydrating } from '@site/src/lib/hydrating';

/** Controls whose click needs the app: replayed once React has rendered the body. */
const CONTROL = 'button, summary, [role="tab"], [role="button"], label, input, select, textarea';

/** Where an element sits under `root`, as child indexes: the live body has the same structure as the server's. */
function pathTo(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node: Element = element; node !== root && node.parentElement; node = node.parentElement)
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node) as number);
  return path;
}

function elementAt(root: Element, path: number[]): Element | undefined {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node;
}

/** The same-site page an anchor leads to, as a path; undefined for other sites, files, new tabs and in-page anchors. */
function internalTarget(anchor: HTMLAnchorElement): string | undefined {
  if (anchor.target && anchor.target !== '_self') return undefined;
  if (anchor.hasAttribute('download') || anchor.origin !== window.location.origin) return undefined;
  // A path with an extension is a file (an OpenAPI document, an image), not a route of the app.
  if (/\.[a-z0-9]+$/i.test(anchor.pathname)) return undefined;
  if (anchor.pathname === window.location.pathname && anchor.search === window.location.search) return undefined;
  return `${anchor.pathname}${anchor.search}${anchor.hash}`;
}

interface Props {
  className?: string;
  /** "never": the server's HTML stays until the reader leaves the page; "intent": React takes over on intent. */
  upgrade?: 'never' | 'intent';
  children: ReactNode;
}

export default function StaticOnFirstLoad({ className, upgrade = 'never', children }: Props): ReactNode {
  // True while the server renders or the browser hydrates (React uses the server snapshot then), false otherwise;
  // latched at mount so the re-render React makes once hydration is over keeps the server's HTML.
  const hydrating = useHydrating();
  const [keepServerHtml, setKeepServerHtml] = useState(hydrating);
  const history = useHistory();
  const ref = useRef<HTMLDivElement>(null);
  // The control to click once the body is live (a click on the server's copy), and the one that had the focus.
  const replay = useRef<number[] | null>(null);
  const focused = useRef<number[] | null>(null);
  const staticBody = inBrowser && keepServerHtml;
  const goLive = useCallback(() => startTransition(() => setKeepServerHtml(false)), []);

  useClientLayoutEffect(() => {
    const root = ref.current;
    if (staticBody || !root) return;
    const clickPath = replay.current;
    const focusPath = focused.current;
    replay.current = null;
    focused.current = null;
    const control = clickPath ? elementAt(root, clickPath) : undefined;
    if (control instanceof HTMLElement) {
      control.focus();
      control.click();
      return;
    }
    // The focused control was in the server's DOM, which the commit removed: the focus goes to its live twin.
    const wasFocused = focusPath ? elementAt(root, focusPath) : undefined;
    if (wasFocused instanceof HTMLElement && !root.contains(document.activeElement)) wasFocused.focus({ preventScroll: true });
  }, [staticBody]);

  // Keys: the live body is a new element, so React drops the server's DOM and mounts its own in the same commit.
  if (!staticBody) {
    return (
      <div key="live" ref={ref} className={className} data-kept-body={upgrade}>
        {children}
      </div>
    );
  }

  const anchorOf = (event: { target: EventTarget }) => (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
  const controlOf = (event: { target: EventTarget }) => {
    const control = upgrade === 'intent' && ref.current ? (event.target as Element).closest?.(CONTROL) : null;
    return control && ref.current?.contains(control) ? control : null;
  };
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const control = controlOf(event);
    if (control && ref.current) {
      event.preventDefault();
      replay.current = pathTo(ref.current, control);
      setKeepServerHtml(false);
      return;
    }
    const anchor = anchorOf(event);
    const target = anchor && internalTarget(anchor);
    if (!target) return;
    event.preventDefault();
    history.push(target);
  };
  // A link: preload its page. A control: the reader is about to use it, so React takes the body over.
  const onIntent = (event: { target: EventTarget }) => {
    const anchor = anchorOf(event);
    const target = anchor && internalTarget(anchor);
    if (target) void window.docusaurus.preload(target);
    if (controlOf(event)) goLive();
  };
  const onFocus = (event: { target: EventTarget }) => {
    const control = controlOf(event);
    if (control && ref.current) focused.current = pathTo(ref.current, control);
    onIntent(event);
  };
  // A press on a control while React renders the body: if the live body arrives between the press and the release,
  // the browser sends the click to neither copy, so the press is replayed instead. Released on the server's copy,
  // the click comes to onClick as usual.
  const onMouseDown = (event: MouseEvent) => {
    const control = event.button === 0 ? controlOf(event) : null;
    if (control && ref.current) replay.current = pathTo(ref.current, control);
  };
  const onMouseUp = () => {
    replay.current = null;
  };
  return (
    // The handlers stand in for the links' own (keyboard activation of a link is a click event too).
    <div
      key="static"
      ref={ref}
      className={className}
      data-kept-body={upgrade}
      onClick={onClick}
      onMouseDown={onMouseDown}
      onMouseUp={onMouseUp}
      onMouseOver={onIntent}
      onTouchStart={onIntent}
      onFocus={onFocus}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
