// Wraps the stock list of posts so that the AI News list pages open with a heading and the period the feed covers
// (read from its files at build time, config/newsPeriod.ts): a reader sees at once that the feed is not current.
import React, { type ReactNode } from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type { WrapperProps } from '@docusaurus/types';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

type Props = WrapperProps<typeof BlogPostItemsType>;

export default function BlogPostItemsWrapper(props: Props): ReactNode {
  const { pathname } = useLocation();
  const { newsPeriod } = useDocusaurusContext().siteConfig.customFields as { newsPeriod?: { from: string; to: string; firstPost: string } };
  const newsList = /^\/news(\/page\/\d+)?\/?$/.test(pathname);
  return (
    <>
      {newsList && newsPeriod && (
        <header className="margin-bottom--lg">
          <Heading as="h1">AI News</Heading>
          <p>
            Daily summaries of the work merged into the elizaOS repository, written from its GitHub activity. The feed covers {newsPeriod.from} to{' '}
            {newsPeriod.to}: a post for each day from {newsPeriod.firstPost}, and the <Link to="/news/older">archive</Link> for the days before.
          </p>
        </header>
      )}
      <BlogPostItems {...props} />
    </>
  );
}
