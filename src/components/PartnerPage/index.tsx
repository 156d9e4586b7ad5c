/** One partner's page (/partners/{slug}): monogram, tags, links, summary, and its entries in the package catalogue. */
import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { partnerTagLabels } from '@site/src/data/labels/partners';
import { displayUrl, linkHandle, linkLabel, type PartnerPageData } from '@site/src/lib/catalogue';
import Monogram from '@site/src/components/Monogram';
import { PackageGrid } from '@site/src/components/PackageCard';
import styles from './styles.module.css';

export function PartnerHeader({ data, title }: { data: PartnerPageData; title: string }): ReactNode {
  const { partner, monogram } = data;
  return (
    <header className={styles.header}>
      <Monogram {...monogram} size="lg" />
      <div>
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        <p className={styles.tags}>
          {partner.tags.map((tag) => (
            <Link key={tag} to={`/partners/tags/${tag}`} className="badge badge--secondary">
              {partnerTagLabels[tag].one}
            </Link>
          ))}
        </p>
      </div>
    </header>
  );
}

export function PartnerLinks({ data }: { data: PartnerPageData }): ReactNode {
  const { partner } = data;
  return (
    <ul className={styles.links}>
      <li>
        Website: <Link href={partner.website}>{displayUrl(partner.website)}</Link>
      </li>
      {partner.links.map((link) => (
        <li key={link}>
          {linkLabel(link)}: <Link href={link}>{linkHandle(link)}</Link>
        </li>
      ))}
    </ul>
  );
}

export default function PartnerPage({ data }: { data: PartnerPageData }): ReactNode {
  const { partner, subjectPlugins, mentionedPlugins, namedBy } = data;
  const none = !subjectPlugins.length && !mentionedPlugins.length && !namedBy.length;
  return (
    <Layout title={`${partner.name}: elizaOS partner`} description={`${partner.name}: ${partner.summary}`}>
      {/* An <article>, as on doc pages: the search box highlights a result's words inside the page's article. */}
      <main>
        <article className={clsx('container margin-vert--lg', styles.page)}>
          <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
            <Link to="/partners">Partners</Link>
          </nav>
          <PartnerHeader data={data} title={partner.name} />
          <p className={styles.lead}>{partner.summary}</p>

          <Heading as="h2" id="links">
            Links
          </Heading>
          <PartnerLinks data={data} />

          <Heading as="h2" id="catalogue">
            In the package catalogue
          </Heading>
          {none && <p>No entry of the package catalogue is linked to {partner.name}.</p>}
          {subjectPlugins.length > 0 && (
            <>
              <p>
                {subjectPlugins.length === 1 ? 'This plugin connects' : 'These plugins connect'} an agent to {partner.name}&apos;s product:
              </p>
              <PackageGrid cards={subjectPlugins} />
            </>
          )}
          {mentionedPlugins.length > 0 && (
            <>
              <p>Other plugins connected with {partner.name}:</p>
              <PackageGrid cards={mentionedPlugins} />
            </>
          )}
          {namedBy.length > 0 && (
            <>
              <p>These catalogue pages name {partner.name}, for example among the chains they work with:</p>
              <PackageGrid cards={namedBy} />
            </>
          )}

          <p className={styles.brief}>
            <Link to={data.briefRoute}>Read the {partner.name} brief</Link>: the structured facts on one page.
          </p>
        </article>
      </main>
    </Layout>
  );
}
