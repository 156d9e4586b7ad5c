// Wraps a blog post's content: on the post's own page (not in lists), the page actions above it and "Was this page
// helpful?" below it, both outside the container the feeds read, so RSS and Atom carry the post alone.
import React, { type ReactNode } from 'react';
import Content from '@theme-original/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import PageActions from '@site/src/components/PageActions';
import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const { isBlogPostPage, metadata } = useBlogPost();
  if (!isBlogPostPage) return <Content {...props} />;
  return (
    <>
      <PageActions permalink={metadata.permalink} />
      <Content {...props} />
      <PageFeedback permalink={metadata.permalink} title={metadata.title} />
    </>
  );
}
