/**
 * The docs instances' page component. Generated REST pages need the OpenAPI theme's ApiItem (request panel,
 * schema viewers); every other doc renders with the stock DocItem. ApiItem is a chunk of its own that only REST
 * pages fetch, loaded with their route modules before they render (see ./apiItemSlot.ts), so written pages never
 * download the OpenAPI theme's JavaScript. The theme's stylesheet is a file of its own too (src/plugins/openapi-theme),
 * linked in the <head> of REST pages only.
 */
import React, { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import DocItem from '@theme/DocItem';
import { isOpenApiPage, OPENAPI_PAGE_CLASS } from '@site/src/lib/openApiPage';
import openApiStylesheet from 'docusaurus-theme-openapi-docs/lib/theme/styles.scss?stylesheet';
import { apiItemSlot, loadApiItem } from './apiItemSlot';
import { keepServerStylesheet, serverStylesheetKept, countMountedPage } from './serverStylesheet';

// Before hydration, on a first load of a REST page (./serverStylesheet.ts says why).
keepServerStylesheet(openApiStylesheet);

type Props = ComponentProps<typeof DocItem>;

function OpenApiPage(props: Props): ReactNode {
  const [ApiItem, setApiItem] = useState(() => apiItemSlot.component);
  // The server's link, while it is there, is the page's stylesheet; the server render declares it (nothing is kept there).
  const [linked] = useState(() => !serverStylesheetKept());
  useEffect(() => {
    if (!ApiItem) void loadApiItem().then((component) => setApiItem(() => component));
  }, [ApiItem]);
  useEffect(() => countMountedPage(), []);
  // The class on <html> tells the build which pages need the ApiItem chunk before they render.
  return (
    <HtmlClassNameProvider className={OPENAPI_PAGE_CLASS}>
      {linked && (
        <Head>
          <link rel="stylesheet" href={openApiStylesheet} />
        </Head>
      )}
      {ApiItem ? <ApiItem {...props} /> : null}
    </HtmlClassNameProvider>
  );
}

export default function DocItemSwitch(props: Props): ReactNode {
  const frontMatter = (props.content as unknown as { frontMatter?: Record<string, unknown> }).frontMatter ?? {};
  return isOpenApiPage(frontMatter) ? <OpenApiPage {...props} /> : <DocItem {...props} />;
}
