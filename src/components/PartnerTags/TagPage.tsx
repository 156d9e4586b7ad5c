/** /partners/tags/{tag}: the partners that carry one tag. */
import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import { partnerTagLabels, type PartnerTag } from '@site/src/data/labels/partners';
import type { PartnerCard } from '@site/src/lib/catalogue';
import { PartnerGrid } from '@site/src/components/PartnerCard';

export default function PartnerTagPage({ data }: { data: { tag: PartnerTag; partners: PartnerCard[] } }): ReactNode {
  const label = partnerTagLabels[data.tag];
  return (
    <Layout title={`Partners: ${label.many}`} description={`elizaOS partners tagged ${label.one.toLowerCase()}. ${label.description}`}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{label.many}</Heading>
        <p>
          {data.partners.length} {data.partners.length === 1 ? 'partner carries' : 'partners carry'} the tag <strong>{label.one.toLowerCase()}</strong>.{' '}
          {label.description} <Link to="/partners/tags">All tags</Link> · <Link to="/partners">All partners</Link>
        </p>
        <PartnerGrid cards={data.partners} />
      </main>
    </Layout>
  );
}
