/**
 * Catalogue and partner pages from their typed records (the same data the pages' components receive): a package's
 * supported versions, install commands per version, env var table, setup checklist, actions and providers, links;
 * a partner's page and brief; and the two indexes as tables.
 */
import type { PhrasingContent, Root, RootContent } from 'mdast';
import { categoryLabels, kindLabels, packageKindDocs, statusLabels, type FrameworkVersion, type PackageEntry } from '../../data/schemas/packages';
import { partnerTagLabels } from '../../data/schemas/partners';
import { displayUrl, linkHandle, linkLabel, releaseNote, type PackageCard, type PackageDetailData, type PartnerCard, type PartnerPageData } from '../catalogue';
import { code, codeBlock, heading, link, list, paragraph, root, strong, table, text } from './mdast';
import { ELIZA_VERSION, LEGACY_DOCS_BASE, LEGACY_DOCS_VERSION } from '../versions';

const NEWEST_FIRST: FrameworkVersion[] = ['1.x', '0.x'];

/** Env var names inside a sentence set as code, as the page shows them. */
function withCode(sentence: string): PhrasingContent[] {
  return sentence.split(/\b([A-Z][A-Z0-9]*_[A-Z0-9_]+(?:=\w+)?)\b/).flatMap((part, index) => (index % 2 ? [code(part)] : part ? [text(part)] : []));
}

/** The version badges of a card in words, as the page shows them (src/components/PackageCard VersionBadges). */
function supportLine(card: Pick<PackageCard, 'supports'>): string {
  if (!card.supports) return 'Not in the registry';
  return card.supports.length ? card.supports.join(', ') : 'No supported version';
}

/** A card's tags as the page lists them: kind, category, versions, status. */
function cardTags(card: PackageCard): string {
  return [
    kindLabels[card.kind].one,
    ...(card.category ? [categoryLabels[card.category]] : []),
    supportLine(card),
    ...(card.status !== 'maintained' ? [statusLabels[card.status]] : []),
  ].join(', ');
}

/** A card as a list item: name, npm package, tags, summary (and the card's note), in the page's order. */
function cardItem(card: PackageCard, note?: string): PhrasingContent[] {
  return [
    link(card.route, card.name),
    ...(card.npmPackage ? [text(' ('), code(card.npmPackage), text(')')] : []),
    text(`: ${cardTags(card)}. ${card.summary}${note ? ` ${note}` : ''}`),
  ];
}

function versions(entry: PackageEntry): RootContent[] {
  const rows = NEWEST_FIRST.map((version) => {
    // 1.x: the release that fits the docs' core where the npm registry has one, as the page shows.
    const npmVersion = (version === '1.x' ? entry.npmReleases?.forDocs?.version : undefined) ?? entry.registry?.npm[version];
    return [`elizaOS ${version}`, entry.supports?.includes(version) ? 'Supported' : 'Not supported', npmVersion ? code(npmVersion) : ''];
  });
  const note = !entry.supports
    ? 'This package is not in the elizaOS plugin registry, so no supported version is recorded for it.'
    : entry.supports.length === 0
      ? 'The plugin registry lists this package but marks neither 0.x nor 1.x as supported.'
      : entry.registry
        ? `As marked in the elizaOS plugin registry (snapshot of ${entry.registry.snapshot}).`
        : '';
  const release = releaseNote(entry, ELIZA_VERSION);
  return [
    heading(2, 'Supported versions', ''),
    table(['Line', 'Support', 'npm version'], rows),
    ...(note ? [paragraph(note)] : []),
    ...(release ? [paragraph(release)] : []),
  ];
}

function install(entry: PackageEntry): RootContent[] {
  const lines = NEWEST_FIRST.filter((version) => entry.install[version]);
  const nodes: RootContent[] = [heading(2, 'Install', 'install')];
  if (!lines.length) {
    const repository: PhrasingContent[] = entry.repository ? [text(' Check its '), link(entry.repository, 'repository'), text(' for the current state.')] : [];
    nodes.push(
      paragraph(text('No install command is given here because the plugin registry marks no elizaOS version as supported for this package.'), ...repository),
    );
    return nodes;
  }
  const after: Record<FrameworkVersion, PhrasingContent[]> = {
    // The same sentences as the page (src/components/PackageDetail), so the copy tells an agent all the page does.
    '1.x': [
      ...(entry.npmReleases?.forDocs
        ? [
            text(`Run it in your project folder: it installs ${entry.npmReleases.forDocs.version}, the release that works with core ${ELIZA_VERSION}. `),
            code(`elizaos plugins add ${entry.npmPackage}`),
            text(' installs the newest release instead, which may need a newer core.'),
          ]
        : [
            text(
              'Run it in your project folder. The CLI looks the name up in the plugin registry and installs the npm release, or the registered GitHub repository when there is none.',
            ),
          ]),
      text(' Then add '),
      code(`"${entry.npmPackage}"`),
      text(' to the '),
      code('plugins'),
      text(' array of your character and restart the agent. See '),
      link('/docs/cli/plugins', 'elizaos plugins'),
      text('.'),
    ],
    '0.x': [
      text('Run it in your 0.25 project (the monorepo or the starter), at the version the registry records for 0.x. Then list '),
      code(`"${entry.npmPackage}"`),
      text(' in the '),
      code('plugins'),
      text(
        ` array of your character file: an installed package that is not listed there is not loaded${entry.kind === 'client' ? ', since 0.25 moved clients into plugins' : ''}. See `,
      ),
      link(`${LEGACY_DOCS_BASE}/core/plugins`, `plugins in ${LEGACY_DOCS_VERSION}`),
      text('.'),
    ],
  };
  for (const version of lines) {
    nodes.push(
      heading(3, `elizaOS ${version}`, `install-${version.replace('.', '')}`),
      codeBlock(entry.install[version]!.join('\n'), 'bash'),
      paragraph(...after[version]),
    );
  }
  return nodes;
}

function configuration(entry: PackageEntry): RootContent[] {
  if (!entry.envVars.length) return [];
  const showRequired = entry.envVars.some((envVar) => envVar.required !== undefined);
  const showDefault = entry.envVars.some((envVar) => envVar.default !== undefined);
  const header = ['Variable', ...(showRequired ? ['Required'] : []), 'Purpose', ...(showDefault ? ['Default'] : [])];
  const rows = entry.envVars.map((envVar) => [
    code(envVar.name),
    ...(showRequired ? [envVar.required === undefined ? '' : envVar.required ? 'Yes' : 'No'] : []),
    envVar.purpose ?? '',
    ...(showDefault ? [envVar.default !== undefined ? code(envVar.default) : ''] : []),
  ]);
  const intro: PhrasingContent[] = [text('Set these in the '), code('.env'), text(' file of your project.')];
  if (entry.checkedAgainst) {
    intro.push(
      text(' The table lists what the code of the published package '),
      code(entry.checkedAgainst.package),
      text(
        ` ${entry.checkedAgainst.version} reads${entry.supports?.includes('0.x') ? ', a 1.x release; 0.x releases may read other variables, so check the repository for those' : ''}.`,
      ),
    );
  }
  // Same sentence as the PackageDetail component, so the Markdown twin says where the defaults come from too.
  if (showDefault)
    intro.push(text(' The defaults are the ones the package declares in its '), code('package.json'), text('; its code may apply a different one.'));
  const required = entry.envVars.filter((envVar) => envVar.required);
  return [
    heading(2, 'Configuration', 'configuration'),
    paragraph(...intro),
    table(header, rows),
    ...(required.length ? [paragraph('The required ones, ready to fill in:'), codeBlock(required.map((envVar) => `${envVar.name}=`).join('\n'), 'bash')] : []),
  ];
}

function components(entry: PackageEntry): RootContent[] {
  const groups: Array<[string, string[]]> = [
    ['Actions', entry.actions],
    ['Providers', entry.providers],
    ['Evaluators', entry.evaluators],
    ['Services', entry.services],
    ['Model types', entry.models ?? []],
  ];
  if (!groups.some(([, names]) => names.length)) return [];
  const nodes: RootContent[] = [heading(2, 'What it adds to an agent', 'what-it-adds')];
  for (const [title, names] of groups) {
    if (!names.length) continue;
    nodes.push(
      heading(3, title, title.toLowerCase().replace(/\s+/g, '-')),
      list(names.map((name) => [/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? code(name) : text(name)])),
    );
  }
  return nodes;
}

/** A catalogue entry's page (/packages/{kind}s/{slug}). */
export function renderPackage(data: PackageDetailData): Root {
  const { entry, partner, mentionedPartners, related, successor } = data;
  const facts: PhrasingContent[] = [text(`Kind: ${kindLabels[entry.kind].one}.`)];
  if (entry.category) facts.push(text(` Category: ${categoryLabels[entry.category]}.`));
  facts.push(text(` Status: ${statusLabels[entry.status]}.`));
  if (entry.npmPackage) facts.push(text(' npm package: '), code(entry.npmPackage), text('.'));
  const nodes: RootContent[] = [paragraph(entry.summary), paragraph(...facts)];
  if (successor) {
    nodes.push(
      paragraph(
        strong(text(`For elizaOS 1.x, use ${successor.name}.`)),
        text(` This ${kindLabels[entry.kind].one.toLowerCase()} is for 0.x only. In 1.x its role is filled by `),
        link(successor.route, [text(`${successor.name} `), ...(successor.npmPackage ? [code(successor.npmPackage)] : [])]),
        text('.'),
      ),
    );
  }
  if (entry.status !== 'maintained') {
    nodes.push(
      paragraph(
        strong(text(entry.status === 'deprecated' ? 'Deprecated.' : 'Unmaintained.')),
        text(
          entry.status === 'deprecated'
            ? ' The catalogue page of this package carries a deprecation notice: do not build new agents on it.'
            : ' The catalogue page of this package carries an unmaintained notice: check its repository for recent activity before you depend on it.',
        ),
      ),
    );
  }
  nodes.push(...versions(entry), ...install(entry));
  if (entry.checklist) {
    nodes.push(
      heading(2, 'Setup checklist', 'setup-checklist'),
      list(
        entry.checklist.map((step) => [...withCode(step.text), ...(step.error ? [text(' Skipping this step gives: '), code(step.error)] : [])]),
        true,
      ),
    );
  }
  nodes.push(...configuration(entry), ...components(entry));
  if (entry.platforms.length || entry.chains.length) {
    nodes.push(heading(2, 'Works with', 'works-with'));
    if (entry.platforms.length) nodes.push(paragraph(`${entry.kind === 'adapter' ? 'Database' : 'Platform'}: ${entry.platforms.join(', ')}.`));
    if (entry.chains.length) nodes.push(paragraph(`Chains: ${entry.chains.join(', ')}.`));
  }
  const links: PhrasingContent[][] = [];
  if (entry.repository) links.push([text('Repository: '), link(entry.repository, entry.repository.replace('https://github.com/', 'github.com/'))]);
  if (entry.npmPackage && entry.registry && Object.keys(entry.registry.npm).length) {
    links.push([text('npm: '), link(`https://www.npmjs.com/package/${entry.npmPackage}`, entry.npmPackage)]);
  }
  if (partner) links.push([text('Partner: '), link(partner.route, partner.name)]);
  if (mentionedPartners.length) {
    links.push([text('Partners its page names: '), ...mentionedPartners.flatMap((ref, index) => [...(index ? [text(', ')] : []), link(ref.route, ref.name)])]);
  }
  if (links.length) nodes.push(heading(2, 'Links', 'links'), list(links));
  if (related.length) {
    nodes.push(
      heading(2, 'Related packages', 'related-packages'),
      list(related.map((card) => cardItem(card, card.reason === 'same-package' ? `Same npm package, ${card.npmPackage}.` : `Also about ${partner?.name}.`))),
    );
  }
  const docs = [...(entry.relatedDocs ?? []), ...packageKindDocs[entry.kind]];
  nodes.push(heading(2, 'Related docs', 'related-docs'), list(docs.map((doc) => [link(doc.to, doc.label)])));
  return root(nodes);
}

/** /packages: every entry in one table, by kind. */
export function renderPackageIndex(cards: PackageCard[]): Root {
  const nodes: RootContent[] = [
    paragraph(
      `The catalogue lists ${cards.length} adapters, clients and plugins for elizaOS. Each row links to the entry's page with its install commands and configuration.`,
    ),
  ];
  for (const kind of Object.keys(kindLabels) as PackageEntry['kind'][]) {
    const ofKind = cards.filter((card) => card.kind === kind);
    if (!ofKind.length) continue;
    nodes.push(
      heading(2, kindLabels[kind].many, ''),
      table(
        ['Name', 'npm package', 'Supports', 'Status', 'What it does'],
        ofKind.map((card) => [
          link(card.route, card.name),
          card.npmPackage ? code(card.npmPackage) : '',
          supportLine(card),
          statusLabels[card.status],
          [...(card.category ? [text(`${categoryLabels[card.category]}. `)] : []), text(card.summary)],
        ]),
      ),
    );
  }
  return root(nodes);
}

function pluginNames(cards: PackageCard[]): PhrasingContent[] {
  return cards.flatMap((card, index) => [...(index ? [text(index === cards.length - 1 ? ' and ' : ', ')] : []), link(card.route, card.name)]);
}

function partnerLinks(data: PartnerPageData): RootContent {
  const { partner } = data;
  return list([
    [text('Website: '), link(partner.website, displayUrl(partner.website))],
    ...partner.links.map((url) => [text(`${linkLabel(url)}: `), link(url, linkHandle(url))]),
  ]);
}

/** A partner's page (/partners/{slug}). */
export function renderPartner(data: PartnerPageData): Root {
  const { partner, subjectPlugins, mentionedPlugins, namedBy } = data;
  const tags = partner.tags.map((tag) => partnerTagLabels[tag].one).join(', ');
  const nodes: RootContent[] = [paragraph(partner.summary), paragraph(`Tags: ${tags}.`), heading(2, 'Links', 'links'), partnerLinks(data)];
  nodes.push(heading(2, 'In the package catalogue', 'catalogue'));
  if (!subjectPlugins.length && !mentionedPlugins.length && !namedBy.length) {
    nodes.push(paragraph(`No entry of the package catalogue is linked to ${partner.name}.`));
  }
  const cards = (intro: string, list_: PackageCard[]) => (list_.length ? [paragraph(intro), list(list_.map((card) => cardItem(card)))] : []);
  nodes.push(
    ...cards(`${subjectPlugins.length === 1 ? 'This plugin connects' : 'These plugins connect'} an agent to ${partner.name}'s product:`, subjectPlugins),
    ...cards(`Other plugins connected with ${partner.name}:`, mentionedPlugins),
    ...cards(`These catalogue pages name ${partner.name}, for example among the chains they work with:`, namedBy),
    paragraph(link(data.briefRoute, `Read the ${partner.name} brief`), text(': the structured facts on one page.')),
  );
  return root(nodes);
}

/** A partner's brief (/partners/{slug}/brief): the facts of its record as a table. */
export function renderPartnerBrief(data: PartnerPageData): Root {
  const { partner, subjectPlugins, mentionedPlugins, namedBy } = data;
  const rows = [
    ...subjectPlugins.map((card) => ({ card, relation: `Connects to ${partner.name}` })),
    ...mentionedPlugins.map((card) => ({ card, relation: `Connected with ${partner.name}` })),
    ...namedBy.map((card) => ({ card, relation: `Names ${partner.name}` })),
  ];
  const nodes: RootContent[] = [
    heading(2, 'At a glance', 'at-a-glance'),
    table(
      ['Fact', 'Value'],
      [
        ['Name', partner.name],
        ['Tag', partner.tags.map((tag) => `${partnerTagLabels[tag].one} (${partnerTagLabels[tag].description.replace(/\.$/, '').toLowerCase()})`).join('; ')],
        ['What they build', partner.summary],
        ['Website', link(partner.website, displayUrl(partner.website))],
        ['Catalogue entries', rows.length ? String(rows.length) : 'None'],
      ],
    ),
    heading(2, `How ${partner.name} connects to elizaOS`, 'connection'),
  ];
  if (subjectPlugins.length) {
    nodes.push(
      paragraph(
        text(
          `${subjectPlugins.length === 1 ? 'One plugin in the catalogue connects' : `${subjectPlugins.length} plugins in the catalogue connect`} an agent to ${partner.name}'s product: `,
        ),
        ...pluginNames(subjectPlugins),
        text('.'),
      ),
    );
  }
  if (mentionedPlugins.length)
    nodes.push(paragraph(...pluginNames(mentionedPlugins), text(` ${mentionedPlugins.length === 1 ? 'is' : 'are'} also connected with ${partner.name}.`)));
  if (namedBy.length)
    nodes.push(
      paragraph(
        ...pluginNames(namedBy),
        text(
          ` ${namedBy.length === 1 ? 'names' : 'name'} ${partner.name} on ${namedBy.length === 1 ? 'its page' : 'their pages'}, for example among the chains ${namedBy.length === 1 ? 'it works' : 'they work'} with.`,
        ),
      ),
    );
  if (!rows.length) {
    nodes.push(
      paragraph(
        `No catalogue entry is linked to ${partner.name}. The record lists it as a partner with the ${partner.tags.map((tag) => partnerTagLabels[tag].one.toLowerCase()).join(' and ')} tag, and holds no further detail on how it uses elizaOS.`,
      ),
    );
  } else {
    nodes.push(
      heading(2, 'Catalogue entries', 'catalogue-entries'),
      table(
        ['Entry', 'Kind', 'Relation', 'Supports', 'npm package'],
        rows.map(({ card, relation }) => [
          link(card.route, card.name),
          kindLabels[card.kind].one,
          relation,
          supportLine(card),
          card.npmPackage ? code(card.npmPackage) : '',
        ]),
      ),
    );
  }
  nodes.push(
    heading(2, 'Links', 'links'),
    partnerLinks(data),
    paragraph(
      text(`Everything on this page comes from ${partner.name}'s record in the site's data. See `),
      link('/partners/about', 'About partner pages'),
      text(' to correct it, or go back to the '),
      link(data.route, `${partner.name} page`),
      text('.'),
    ),
  );
  return root(nodes);
}

/** /partners: every partner in one table. */
export function renderPartnerIndex(cards: PartnerCard[]): Root {
  return root([
    paragraph(`${cards.length} companies, projects, agents and research groups are listed as elizaOS partners. Each row links to the partner's page.`),
    table(
      ['Partner', 'Tags', 'Plugins', 'What they build'],
      cards.map((card) => [link(card.route, card.name), card.tags.map((tag) => partnerTagLabels[tag].one).join(', '), String(card.pluginCount), card.summary]),
    ),
  ]);
}
