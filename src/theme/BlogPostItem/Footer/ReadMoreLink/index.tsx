// The theme's "Read more" link with the post's title in its text (visually hidden) rather than in aria-label only:
// search engines and Lighthouse's SEO audit read the link text, and "Read more" alone says nothing about the target.
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type { Props } from '@theme/BlogPostItem/Footer/ReadMoreLink';

export default function BlogPostItemFooterReadMoreLink({ blogPostTitle, ...linkProps }: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>
        <Translate id="theme.blog.post.readMore" description="The label used in blog post item excerpts to link to full blog posts">
          Read more
        </Translate>
      </b>
      <span className="visually-hidden"> about {blogPostTitle}</span>
    </Link>
  );
}
