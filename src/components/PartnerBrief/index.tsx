/** A partner's brief (/partners/{slug}/brief): the structured facts of its record, and nothing beyond them. */
import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { kindLabels } from '@site/src/data/labels/packages';
import { partnerTagLabels } from '@site/src/data/labels/partners';
import { displayUrl, type PackageCard, type PartnerPageData } from '@site/src/lib/catalogue';
import { PartnerHeader, PartnerLinks } from '@site/src/components/PartnerPage';
import { VersionBadges } from '@site/src/components/PackageCard';
import styles from '@site/src/components/PartnerPage/styles.module.css';

function names(cards: PackageCard[]): ReactNode {
  return cards.map((card, index) => (
    <React.Fragment key={card.key}>
      {index > 0 && (index === cards.length - 1 ? ' and ' : ', ')}
      <Link to={card.route}>{card.name}</Link>
    </React.Fragment>
  ));
}

export default function PartnerBrief({ data }: { data: PartnerPageData }): ReactNode {
  const { partner, subjectPlugins, mentionedPlugins, namedBy } = data;
  const rows: Array<{ card: PackageCard; relation: string }> = [
    ...subjectPlugins.map((card) => ({ card, relation: `Connects to ${partner.name}` })),
    ...mentionedPlugins.map((card) => ({ card, relation: `Connected with ${partner.name}` })),
    ...namedBy.map((card) => ({ card, relation: `Names ${partner.name}` })),
  ];
  return (
    <Layout
      title={`${partner.name} brief`}
      description={`The facts about ${partner.name} as an elizaOS partner: what it builds, its links and its catalogue entries.`}
    >
      {/* An <article>, as on doc pages: the search box highlights a result's words inside the page's article. */}
      <main>
        <article className={clsx('container margin-vert--lg', styles.page)}>
          <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
            <Link to="/partners">Partners</Link> <span aria-hidden="true">›</span> <Link to={data.route}>{partner.name}</Link>
          </nav>
          <PartnerHeader data={data} title={`${partner.name} brief`} />

          <Heading as="h2" id="at-a-glance">
            At a glance
          </Heading>
          <dl className={styles.facts}>
            <dt>Name</dt>
            <dd>{partner.name}</dd>
            <dt>Tag</dt>
            <dd>
              {partner.tags.map((tag) => `${partnerTagLabels[tag].one} (${partnerTagLabels[tag].description.replace(/\.$/, '').toLowerCase()})`).join('; ')}
            </dd>
            <dt>What they build</dt>
            <dd>{partner.summary}</dd>
            <dt>Website</dt>
            <dd>
              <Link href={partner.website}>{displayUrl(partner.website)}</Link>
            </dd>
            <dt>Catalogue entries</dt>
            <dd>{rows.length === 0 ? 'None' : rows.length}</dd>
          </dl>

          <Heading as="h2" id="connection">
            How {partner.name} connects to elizaOS
          </Heading>
          {subjectPlugins.length > 0 && (
            <p>
              {subjectPlugins.length === 1 ? 'One plugin in the catalogue connects' : `${subjectPlugins.length} plugins in the catalogue connect`} an agent to{' '}
              {partner.name}&apos;s product: {names(subjectPlugins)}.
            </p>
          )}
          {mentionedPlugins.length > 0 && (
            <p>
              {names(mentionedPlugins)} {mentionedPlugins.length === 1 ? 'is' : 'are'} also connected with {partner.name}.
            </p>
          )}
          {namedBy.length > 0 && (
            <p>
              {names(namedBy)} {namedBy.length === 1 ? 'names' : 'name'} {partner.name} on {namedBy.length === 1 ? 'its page' : 'their pages'}, for example
              among the chains {namedBy.length === 1 ? 'it works' : 'they work'} with.
            </p>
          )}
          {rows.length === 0 && (
            <p>
              No catalogue entry is linked to {partner.name}. The record lists it as a partner with the{' '}
              {partner.tags.map((tag) => partnerTagLabels[tag].one.toLowerCase()).join(' and ')} tag, and holds no further detail on how it uses elizaOS.
            </p>
          )}

          {rows.length > 0 && (
            <>
              <Heading as="h2" id="catalogue-entries">
                Catalogue entries
              </Heading>
              <div className={styles.tableWrap}>
                <table tabIndex={0}>
                  <thead>
                    <tr>
                      <th scope="col">Entry</th>
                      <th scope="col">Kind</th>
                      <th scope="col">Relation</th>
                      <th scope="col">Supports</th>
                      <th scope="col">npm package</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map(({ card, relation }) => (
                      <tr key={card.key}>
                        <td>
                          <Link to={card.route}>{card.name}</Link>
                        </td>
                        <td>{kindLabels[card.kind].one}</td>
                        <td>{relation}</td>
                        <td>
                          <VersionBadges supports={card.supports} />
                        </td>
                        <td>{card.npmPackage && <code>{card.npmPackage}</code>}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}

          <Heading as="h2" id="links">
            Links
          </Heading>
          <PartnerLinks data={data} />

          <p>
            Everything on this page comes from {partner.name}&apos;s record in the site&apos;s data. See <Link to="/partners/about">About partner pages</Link>{' '}
            to correct it, or go back to the <Link to={data.route}>{partner.name} page</Link>.
          </p>
        </article>
      </main>
    </Layout>
  );
}
