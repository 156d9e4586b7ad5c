/**
 * Renders the "What changed after 1.2.0" docs page from the drift snapshot, and writes it into docs/ for the build
 * (the page is generated, not committed). Pure rendering apart from `writeDriftPage`.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DriftSnapshot } from './drift-snapshot';

/** Where the page lives in docs/ and the route a notice links to. */
export const DRIFT_PAGE_FILE = 'docs/getting-started/after-1-2-0.md';
export const DRIFT_PAGE_ROUTE = '/docs/getting-started/after-1-2-0';

const code = (text: string) => `\`${text}\``;
/** The comparison reads core's own declarations only, so a name core re-exports from another package has no kind. */
const kindLabel = (kind: string) => (kind === 'unknown' ? 're-export from another package' : kind);

/** Table cells cannot hold a raw pipe. */
const cell = (text: string) => text.replace(/\|/g, '\\|').trim();

function routeTable(routes: string[]): string {
  const rows = routes.map((route) => {
    const [method, ...rest] = route.split(' ');
    return `| ${method} | ${code(rest.join(' '))} |`;
  });
  return ['| Method | Path on its router |', '| --- | --- |', ...rows].join('\n');
}

/**
 * The page's Markdown. `docPageFor` returns the route of this site's page about a command path (e.g.
 * `/docs/cli/plugins` for `elizaos plugins upgrade`), or undefined when there is none.
 */
export function renderDriftPage(snapshot: DriftSnapshot, docPageFor: (commandPath: string) => string | undefined): string {
  const { pinned, newest, checkedOn, cli, routes, coreExports } = snapshot;
  const newestLabel = newest.core === newest.cli && newest.cli === newest.server ? newest.core : `${newest.core} (CLI ${newest.cli}, server ${newest.server})`;
  const out: string[] = [];
  out.push(
    '---',
    `title: What changed after ${pinned}`,
    `description: The elizaOS CLI commands, REST routes and @elizaos/core exports that ${newestLabel} removed or added compared with ${pinned}, for readers of these ${pinned} docs whose project runs a newer 1.x release.`,
    `sidebar_label: Changes after ${pinned}`,
    `keywords: [${pinned}, ${newestLabel}, upgrade, removed commands, removed routes, breaking changes, 1.x]`,
    '---',
    '',
    `These docs describe elizaOS ${pinned}. The newest 1.x release on npm, checked on ${checkedOn}, is ${newestLabel}. If your`,
    `project runs a newer 1.x release, this page lists what you will not find, or will find in addition, compared with`,
    'what the other pages describe. It comes from comparing the published packages of both releases: the help output',
    'of `@elizaos/cli`, the routes `@elizaos/server` registers, and the exports in the type declarations of',
    '`@elizaos/core`. It lists names that went away or appeared; a command or function that kept its name may still',
    'behave differently, so check the help of the CLI you have installed (`elizaos <command> --help`).',
    '',
    `To keep a project on ${pinned} instead, see [Keep a project on ${pinned}](/docs/getting-started/pin-a-project).`,
    '',
    '## CLI commands',
    '',
  );
  if (cli.removed.length) {
    out.push(
      `### Removed in ${newest.cli}`,
      '',
      `These commands exist in CLI ${pinned} and not in ${newest.cli}. Pages of these docs that use one of them say so in a "Removed after 1.2.0" notice.`,
      '',
      `| Command | What it did in ${pinned} | Page |`,
      '| --- | --- | --- |',
      ...cli.removed.map((entry) => {
        const page = docPageFor(entry.path);
        return `| ${code(entry.path)} | ${cell(entry.description) || ' '} | ${page ? `[${entry.path.split(' ')[1]}](${page})` : ' '} |`;
      }),
      '',
    );
  } else {
    out.push(`No command of CLI ${pinned} is missing from ${newest.cli}.`, '');
  }
  if (cli.added.length) {
    out.push(
      `### Added in ${newest.cli}`,
      '',
      `These commands are new since ${pinned}; these docs do not describe them. The descriptions are the CLI's own.`,
      '',
      `| Command | What the ${newest.cli} help says |`,
      '| --- | --- |',
      ...cli.added.map((entry) => `| ${code(entry.path)} | ${cell(entry.description) || ' '} |`),
      '',
    );
  }
  if (cli.options.length) {
    out.push(
      '### Options that changed',
      '',
      'Commands present in both releases whose options differ:',
      '',
      `| Command | Options gone in ${newest.cli} | Options new in ${newest.cli} |`,
      '| --- | --- | --- |',
      ...cli.options.map((entry) => `| ${code(entry.command)} | ${entry.removed.map(code).join(', ') || ' '} | ${entry.added.map(code).join(', ') || ' '} |`),
      '',
    );
  }
  out.push(
    '## REST routes',
    '',
    'The paths below are as the server registers them on its routers; most routers are mounted under `/api/` and a group',
    `prefix (for example \`/api/agents\`), which the [REST reference](/api/rest) of ${pinned} gives for each operation.`,
    '',
  );
  if (routes.removed.length) {
    out.push(`### Removed in server ${newest.server}`, '', routeTable(routes.removed), '');
  } else {
    out.push(`No route of server ${pinned} is missing from ${newest.server}.`, '');
  }
  if (routes.added.length) out.push(`### Added in server ${newest.server}`, '', routeTable(routes.added), '');
  out.push('## `@elizaos/core` exports', '');
  if (coreExports.removed.length) {
    out.push(
      `### Removed in core ${newest.core}`,
      '',
      `Code that imports one of these names from \`@elizaos/core\` no longer compiles against ${newest.core}.`,
      '',
      `| Export | Kind in ${pinned} |`,
      '| --- | --- |',
      ...coreExports.removed.map((entry) => `| ${code(entry.name)} | ${kindLabel(entry.kind)} |`),
      '',
    );
  } else {
    out.push(`No export of core ${pinned} is missing from ${newest.core}.`, '');
  }
  out.push(
    `Beyond these, ${coreExports.changedIncompatiblyCount} exports kept their name but lost members or changed their`,
    `declaration, and ${newest.core} adds ${coreExports.addedCount} exports. The [API reference](/api) describes ${pinned}; the`,
    `\`.d.ts\` files of the \`@elizaos/core\` release you installed are the reference for ${newest.core}.`,
    '',
  );
  return out.join('\n');
}

/** Writes the page into docs/ when its content changed; returns a line for the build log. */
export function writeDriftPage(root: string, snapshot: DriftSnapshot): string {
  const docPageFor = (commandPath: string) => {
    const top = commandPath.split(' ')[1];
    return existsSync(path.join(root, 'docs/cli', `${top}.md`)) ? `/docs/cli/${top}` : undefined;
  };
  const file = path.join(root, DRIFT_PAGE_FILE);
  const content = renderDriftPage(snapshot, docPageFor);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (current !== content) writeFileSync(file, content);
  return `${current === content ? 'kept' : 'wrote'} ${DRIFT_PAGE_FILE} (${snapshot.pinned} to ${snapshot.newest.core}, checked ${snapshot.checkedOn})`;
}
