/**
 * The docs instances' page component. Generated REST pages need the OpenAPI theme's ApiItem (request panel,
 * schema viewers); every other doc renders with the stock DocItem. ApiItem is a chunk of its own that only REST
 * pages fetch, loaded with their route modules before they render (see ./apiItemSlot.ts), so written pages never
 * download the OpenAPI theme's JavaScript.
 */
import React, { memo, useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import DocItem from '@theme/DocItem';
import { apiItemSlot, loadApiItem } from './apiItemSlot';

type Props = ComponentProps<typeof DocItem>;

export const OPENAPI_PAGE_CLASS = 'openapi-generated-page';

/** Pages written by docusaurus-plugin-openapi-docs carry one of these front-matter keys. */
function isOpenApiPage(frontMatter: Record<string, unknown>): boolean {
  return ['api', 'info_path', 'schema', 'sample', 'show_extensions'].some((key) => key in frontMatter);
}

type Content = Props['content'];
const memoised = new WeakMap<Content, Content>();

/**
 * The page's MDX body, memoised. ApiItem builds a new Redux store when it learns it runs in a browser, right after
 * hydration, and so renders its whole body a second time; the memo keeps that to the few parts that read the store.
 * The copy keeps the fields Docusaurus attaches to the body (front matter, metadata, table of contents).
 */
function memoisedContent(content: Content): Content {
  let copy = memoised.get(content);
  if (!copy) {
    copy = Object.assign(memo(content as unknown as ComponentType), content) as unknown as Content;
    memoised.set(content, copy);
  }
  return copy;
}

function OpenApiPage(props: Props): ReactNode {
  const [ApiItem, setApiItem] = useState(() => apiItemSlot.component);
  useEffect(() => {
    if (!ApiItem) void loadApiItem().then((component) => setApiItem(() => component));
  }, [ApiItem]);
  // The class on <html> tells the build which pages need the ApiItem chunk before they render.
  return <HtmlClassNameProvider className={OPENAPI_PAGE_CLASS}>{ApiItem ? <ApiItem {...props} content={memoisedContent(props.content)} /> : null}</HtmlClassNameProvider>;
}

export default function DocItemSwitch(props: Props): ReactNode {
  const frontMatter = (props.content as unknown as { frontMatter?: Record<string, unknown> }).frontMatter ?? {};
  return isOpenApiPage(frontMatter) ? <OpenApiPage {...props} /> : <DocItem {...props} />;
}
