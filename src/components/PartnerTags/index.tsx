/** /partners/tags: the four partner tags with how many partners carry each. */
import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import { partnerTagLabels, type PartnerTag } from '@site/src/data/labels/partners';

export default function PartnerTags({ tags }: { tags: Array<{ tag: PartnerTag; count: number }> }): ReactNode {
  return (
    <Layout title="Partner tags" description="Browse elizaOS partners by tag: academic partners, agents, companies and projects.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Partner tags</Heading>
        <p>
          Every partner carries one tag. Pick one to see those partners, or go back to <Link to="/partners">all partners</Link>.
        </p>
        <ul>
          {tags.map(({ tag, count }) => (
            <li key={tag}>
              <Link to={`/partners/tags/${tag}`}>{partnerTagLabels[tag].many}</Link> ({count}): {partnerTagLabels[tag].description}
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
