// Wraps the stock doc content: the page actions above it (copy the page's Markdown, served at URL + .md, view it,
// open it in ChatGPT or Claude) and "Was this page helpful?" below it. (The API pages' links to their concept pages
// are written under the page title by the TypeDoc plugin, src/plugins/typedoc-pages.mjs.)
import React, { type ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Head from '@docusaurus/Head';
import PageActions from '@site/src/components/PageActions';
import PageFeedback from '@site/src/components/PageFeedback';
import StaticOnFirstLoad from '@site/src/components/StaticOnFirstLoad';

type Props = WrapperProps<typeof ContentType>;

/** TypeDoc's pages: long member lists and links, nothing interactive; their body is not hydrated on a first load. */
const isTypeDocPage = (permalink: string) => permalink.startsWith('/api/') && !permalink.startsWith('/api/rest');

export default function ContentWrapper(props: Props): ReactNode {
  const { metadata, frontMatter } = useDoc();
  // A REST operation page (the OpenAPI plugin's front matter carries the operation): tabs, collapsible schemas and
  // the request panel need React, which takes the body over when the reader reaches for one of them.
  const restOperation = 'api' in frontMatter;
  const upgrade = restOperation ? 'intent' : isTypeDocPage(metadata.permalink) ? 'never' : undefined;
  const body = upgrade ? (
    // Keyed by page so that moving to another page mounts a fresh body rather than keeping the last one's HTML;
    // the "markdown" class keeps the theme's `.markdown > h2` (and similar) rules applying to the body's children;
    // "typedoc" scopes the reference's own styles (src/css/api-reference.css).
    <StaticOnFirstLoad key={metadata.permalink} className={restOperation ? undefined : 'markdown typedoc'} upgrade={upgrade}>
      {props.children}
    </StaticOnFirstLoad>
  ) : (
    props.children
  );
  // The /docs/rest copies of the REST reference name their /api/rest twin (config/plugins/openapi.ts).
  const canonical = (frontMatter as { canonical_url?: unknown }).canonical_url;
  return (
    <>
      {typeof canonical === 'string' && (
        <Head>
          <link rel="canonical" href={canonical} />
        </Head>
      )}
      {/* Every page has a Markdown twin (the corpus writes one per route), generated reference pages included. */}
      <PageActions permalink={metadata.permalink} />
      <Content {...props}>{body}</Content>
      <PageFeedback permalink={metadata.permalink} title={metadata.title} />
    </>
  );
}
