/** One catalogue entry's page (/packages/{kind}s/{slug}): what it does, versions, install, configuration, links. */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import { categoryLabels, kindLabels, packageKindDocs, type FrameworkVersion } from '@site/src/data/labels/packages';
import type { PackageEntry } from '@site/src/data/schemas/packages';
import { releaseNote, type PackageDetailData } from '@site/src/lib/catalogue';
import { lineOfPackage } from '@site/src/lib/retrieval/line';
import { ELIZA_VERSION, LEGACY_DOCS_BASE, LEGACY_DOCS_VERSION } from '@site/src/lib/versions';
import PackageCard, { StatusBadge } from '@site/src/components/PackageCard';
import styles from './styles.module.css';

/** The current line first: most readers run 1.x. */
const NEWEST_FIRST: FrameworkVersion[] = ['1.x', '0.x'];

/** Action names are shown as code; the headings some pages gave instead (e.g. "Transfer") as plain text. */
function Name({ children }: { children: string }): ReactNode {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(children) ? <code>{children}</code> : <>{children}</>;
}

/** Environment variable names inside a sentence are set as code. */
function WithCode({ text }: { text: string }): ReactNode {
  return text.split(/\b([A-Z][A-Z0-9]*_[A-Z0-9_]+(?:=\w+)?)\b/).map((part, index) => (index % 2 ? <code key={index}>{part}</code> : part));
}

function VersionPanel({ entry }: { entry: PackageEntry }): ReactNode {
  const supports = entry.supports;
  return (
    <section className={styles.versions} aria-label="Supported elizaOS versions" data-testid="supported-versions">
      {NEWEST_FIRST.map((version) => {
        const supported = supports?.includes(version) ?? false;
        // 1.x: the release that fits the docs' core where the npm registry has one; else what the registry recorded.
        const npmVersion = (version === '1.x' ? entry.npmReleases?.forDocs?.version : undefined) ?? entry.registry?.npm[version];
        return (
          <div key={version} className={clsx(styles.version, supported ? styles.supported : styles.unsupported)}>
            {/* One block a fact, as the Markdown copy's table has one cell a fact; "npm" is the stylesheet's label. */}
            <div className={styles.versionLine}>elizaOS {version}</div>
            <strong className={styles.versionSupport}>{supported ? 'Supported' : 'Not supported'}</strong>
            {npmVersion && <div className={styles.versionNpm}>{npmVersion}</div>}
          </div>
        );
      })}
      <p className={styles.versionNote}>
        {!supports && 'This package is not in the elizaOS plugin registry, so no supported version is recorded for it.'}
        {supports?.length === 0 && 'The plugin registry lists this package but marks neither 0.x nor 1.x as supported.'}
        {supports && supports.length > 0 && entry.registry && `As marked in the elizaOS plugin registry (snapshot of ${entry.registry.snapshot}).`}
      </p>
      {entry.npmReleases && (
        <p className={styles.versionNote} data-testid="release-note">
          {releaseNote(entry, ELIZA_VERSION)}
        </p>
      )}
    </section>
  );
}

function Install({ entry }: { entry: PackageEntry }): ReactNode {
  const versions = NEWEST_FIRST.filter((version) => entry.install[version]);
  if (!versions.length) {
    return (
      <p>
        No install command is given here because the plugin registry marks no elizaOS version as supported for this package.{' '}
        {entry.repository && (
          <>
            Check its <Link href={entry.repository}>repository</Link> for the current state.
          </>
        )}
      </p>
    );
  }
  const pinned = entry.npmReleases?.forDocs;
  const after: Record<FrameworkVersion, ReactNode> = {
    '1.x': (
      <>
        {pinned ? (
          <>
            Run it in your project folder: it installs {pinned.version}, the release that works with core {ELIZA_VERSION}.{' '}
            <code>elizaos plugins add {entry.npmPackage}</code> installs the newest release instead, which may need a newer core.
          </>
        ) : (
          <>
            Run it in your project folder. The CLI looks the name up in the plugin registry and installs the npm release, or the registered GitHub repository
            when there is none.
          </>
        )}{' '}
        Then add <code>{`"${entry.npmPackage}"`}</code> to the <code>plugins</code> array of your character and restart the agent. See{' '}
        <Link to="/docs/cli/plugins">elizaos plugins</Link>.
      </>
    ),
    '0.x': (
      <>
        Run it in your 0.25 project (the monorepo or the starter), at the version the registry records for 0.x. Then list <code>{`"${entry.npmPackage}"`}</code>{' '}
        in the <code>plugins</code> array of your character file: an installed package that is not listed there is not loaded
        {entry.kind === 'client' && ', since 0.25 moved clients into plugins'}. See{' '}
        <Link to={`${LEGACY_DOCS_BASE}/core/plugins`}>plugins in {LEGACY_DOCS_VERSION}</Link>.
      </>
    ),
  };
  return (
    <>
      {versions.map((version) => (
        <div key={version} className={styles.installVersion}>
          <Heading as="h3" id={`install-${version.replace('.', '')}`}>
            elizaOS {version}
          </Heading>
          <CodeBlock language="bash">{entry.install[version]!.join('\n')}</CodeBlock>
          <p>{after[version]}</p>
        </div>
      ))}
    </>
  );
}

function Configuration({ entry }: { entry: PackageEntry }): ReactNode {
  const showRequired = entry.envVars.some((envVar) => envVar.required !== undefined);
  const showDefault = entry.envVars.some((envVar) => envVar.default !== undefined);
  const required = entry.envVars.filter((envVar) => envVar.required);
  return (
    <>
      <p>
        Set these in the <code>.env</code> file of your project.
        {entry.checkedAgainst && (
          <>
            {' '}
            The table lists what the code of the published package <code>{entry.checkedAgainst.package}</code> {entry.checkedAgainst.version} reads
            {entry.supports?.includes('0.x') && ', a 1.x release; 0.x releases may read other variables, so check the repository for those'}.
          </>
        )}
        {/* Defaults come from the package's declared agentConfig; plugin-twitter 1.2.21 declares 180 for
            TWITTER_POST_INTERVAL_MAX while its code falls back to 150 (dist/index.js:6088), so say where they come from. */}
        {showDefault && (
          <>
            {' '}
            The defaults are the ones the package declares in its <code>package.json</code>; its code may apply a different one.
          </>
        )}
      </p>
      <div className={styles.tableWrap}>
        <table tabIndex={0}>
          <thead>
            <tr>
              <th scope="col">Variable</th>
              {showRequired && <th scope="col">Required</th>}
              <th scope="col">Purpose</th>
              {showDefault && <th scope="col">Default</th>}
            </tr>
          </thead>
          <tbody>
            {entry.envVars.map((envVar) => (
              <tr key={envVar.name}>
                <td>
                  <code>{envVar.name}</code>
                </td>
                {showRequired && <td>{envVar.required === undefined ? '' : envVar.required ? 'Yes' : 'No'}</td>}
                <td>{envVar.purpose ?? ''}</td>
                {showDefault && <td>{envVar.default !== undefined && <code>{envVar.default}</code>}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {required.length > 0 && (
        <>
          <p>The required ones, ready to fill in:</p>
          <CodeBlock language="bash" title=".env">
            {required.map((envVar) => `${envVar.name}=`).join('\n')}
          </CodeBlock>
        </>
      )}
    </>
  );
}

function NameList({ title, names }: { title: string; names: string[] }): ReactNode {
  if (!names.length) return null;
  return (
    <div className={styles.component}>
      <Heading as="h3" id={title.toLowerCase().replace(/\s+/g, '-')}>
        {title}
      </Heading>
      <ul className={styles.names}>
        {names.map((name) => (
          <li key={name}>
            <Name>{name}</Name>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function PackageDetail({ data }: { data: PackageDetailData }): ReactNode {
  const { entry, partner, mentionedPartners, related, successor } = data;
  const kind = kindLabels[entry.kind];
  const hasComponents = [entry.actions, entry.providers, entry.evaluators, entry.services, entry.models ?? []].some((list) => list.length > 0);
  const line = lineOfPackage(entry.supports);
  const docs = [...(entry.relatedDocs ?? []), ...packageKindDocs[entry.kind]];
  return (
    <Layout title={`${entry.name} ${kind.one.toLowerCase()}`} description={entry.summary}>
      {/* An <article>, as on doc pages: the search box highlights a result's words inside the page's article. */}
      <main>
        {/* The line tells the site search which framework line this page is about (1.x pages rank first). */}
        <article className={clsx('container margin-vert--lg', styles.page)} data-framework-line={line}>
          <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
            <Link to="/packages">Packages</Link> <span aria-hidden="true">›</span> <Link to={`/packages?tags=${entry.kind}`}>{kind.many}</Link>
          </nav>
          <header className={styles.header}>
            <Heading as="h1">{entry.name}</Heading>
            <p className={styles.meta}>
              <span className="badge badge--secondary">{kind.one}</span>
              {entry.category && <span className="badge badge--secondary">{categoryLabels[entry.category]}</span>}
              <StatusBadge status={entry.status} />
              {entry.npmPackage && <code>{entry.npmPackage}</code>}
            </p>
            <p className={styles.lead}>{entry.summary}</p>
          </header>

          {successor && (
            <div className={clsx('alert alert--info', styles.banner)} role="note" data-testid="successor-banner">
              <strong>For elizaOS 1.x, use {successor.name}.</strong> This {kind.one.toLowerCase()} is for 0.x only. In 1.x its role is filled by{' '}
              <Link to={successor.route}>
                {successor.name} <code>{successor.npmPackage}</code>
              </Link>
              .
            </div>
          )}

          {entry.status !== 'maintained' && (
            <div
              className={clsx('alert', entry.status === 'deprecated' ? 'alert--danger' : 'alert--warning', styles.banner)}
              role="note"
              data-testid="status-banner"
            >
              <strong>{entry.status === 'deprecated' ? 'Deprecated.' : 'Unmaintained.'}</strong>{' '}
              {entry.status === 'deprecated'
                ? 'The catalogue page of this package carries a deprecation notice: do not build new agents on it.'
                : 'The catalogue page of this package carries an unmaintained notice: check its repository for recent activity before you depend on it.'}
            </div>
          )}

          <VersionPanel entry={entry} />

          <Heading as="h2" id="install">
            Install
          </Heading>
          <Install entry={entry} />

          {entry.checklist && (
            <>
              <Heading as="h2" id="setup-checklist">
                Setup checklist
              </Heading>
              <ol className={styles.checklist} data-testid="setup-checklist">
                {entry.checklist.map((step) => (
                  <li key={step.text}>
                    <WithCode text={step.text} />
                    {step.error && ' '}
                    {step.error && (
                      <span className={styles.error}>
                        Skipping this step gives: <code>{step.error}</code>
                      </span>
                    )}
                  </li>
                ))}
              </ol>
            </>
          )}

          {entry.envVars.length > 0 && (
            <>
              <Heading as="h2" id="configuration">
                Configuration
              </Heading>
              <Configuration entry={entry} />
            </>
          )}

          {hasComponents && (
            <>
              <Heading as="h2" id="what-it-adds">
                What it adds to an agent
              </Heading>
              <div className={styles.components}>
                <NameList title="Actions" names={entry.actions} />
                <NameList title="Providers" names={entry.providers} />
                <NameList title="Evaluators" names={entry.evaluators} />
                <NameList title="Services" names={entry.services} />
                <NameList title="Model types" names={entry.models ?? []} />
              </div>
            </>
          )}

          {(entry.platforms.length > 0 || entry.chains.length > 0) && (
            <>
              <Heading as="h2" id="works-with">
                Works with
              </Heading>
              {entry.platforms.length > 0 && (
                <p>
                  {entry.kind === 'adapter' ? 'Database' : 'Platform'}: {entry.platforms.join(', ')}.
                </p>
              )}
              {entry.chains.length > 0 && <p>Chains: {entry.chains.join(', ')}.</p>}
            </>
          )}

          <Heading as="h2" id="links">
            Links
          </Heading>
          <ul>
            {entry.repository && (
              <li>
                Repository: <Link href={entry.repository}>{entry.repository.replace('https://github.com/', 'github.com/')}</Link>
              </li>
            )}
            {entry.npmPackage && entry.registry && Object.keys(entry.registry.npm).length > 0 && (
              <li>
                npm: <Link href={`https://www.npmjs.com/package/${entry.npmPackage}`}>{entry.npmPackage}</Link>
              </li>
            )}
            {partner && (
              <li>
                Partner: <Link to={partner.route}>{partner.name}</Link>
              </li>
            )}
            {mentionedPartners.length > 0 && (
              <li>
                Partners its page names:{' '}
                {mentionedPartners.map((mentioned, index) => (
                  <React.Fragment key={mentioned.slug}>
                    {index > 0 && ', '}
                    <Link to={mentioned.route}>{mentioned.name}</Link>
                  </React.Fragment>
                ))}
              </li>
            )}
          </ul>

          {related.length > 0 && (
            <>
              <Heading as="h2" id="related-packages">
                Related packages
              </Heading>
              <ul className={styles.related}>
                {related.map((card) => (
                  <PackageCard
                    key={card.key}
                    card={card}
                    note={card.reason === 'same-package' ? `Same npm package, ${card.npmPackage}.` : `Also about ${partner?.name}.`}
                  />
                ))}
              </ul>
            </>
          )}

          <Heading as="h2" id="related-docs">
            Related docs
          </Heading>
          <ul>
            {docs.map((doc) => (
              <li key={doc.to}>
                <Link to={doc.to}>{doc.label}</Link>
              </li>
            ))}
          </ul>
        </article>
      </main>
    </Layout>
  );
}
