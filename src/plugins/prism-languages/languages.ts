/**
 * The Prism languages the site's pages use: the languages of the code fences in its Markdown and MDX files, of the
 * `<CodeBlock language="…">` blocks its components render, and of the REST pages' examples and code samples,
 * resolved to Prism's component names (aliases such as `ts` or `sh` included) with the components each one extends,
 * in an order where a component comes after those it extends.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { listFilesSync } from '../../lib/walk';

interface PrismComponent {
  require?: string | string[];
  alias?: string | string[];
}

interface PrismComponents {
  languages: Record<string, PrismComponent | string>;
}

const asList = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Folders of the site that hold no page source. */
const NOT_PAGES = new Set(['node_modules', 'build', 'tests', 'scripts', 'netlify', 'static', 'openapi', 'bench-results', 'config']);

/** Fence languages that are not highlighted: mermaid blocks are drawn as diagrams (@docusaurus/theme-mermaid). */
const NOT_HIGHLIGHTED = new Set(['mermaid']);

const FENCE = /^[ \t]*(?:```|~~~)[ \t]*([A-Za-z0-9_+-]+)/gm;
const CODE_BLOCK_LANGUAGE = /<CodeBlock[^>]*\blanguage=["']([A-Za-z0-9_+-]+)["']/g;

/** The language names written in the site's page sources (as written: aliases and names Prism does not know too). */
export function writtenLanguages(siteDir: string): Set<string> {
  const found = new Set<string>();
  const dirs = readdirSync(siteDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !NOT_PAGES.has(entry.name) && !entry.name.startsWith('build'))
    .map((entry) => path.join(siteDir, entry.name));
  for (const dir of dirs) {
    for (const file of listFilesSync(dir, { skipDirs: ['node_modules'], accept: (name) => /\.(md|mdx|tsx)$/.test(name) })) {
      const text = readFileSync(file, 'utf8');
      const pattern = file.endsWith('.tsx') ? CODE_BLOCK_LANGUAGE : FENCE;
      for (const match of text.matchAll(pattern)) if (!NOT_HIGHLIGHTED.has(match[1].toLowerCase())) found.add(match[1].toLowerCase());
    }
  }
  return found;
}

/**
 * Prism component names for `names`, each after the components it requires; names Prism does not know (text,
 * env, mermaid) are left out.
 */
export function prismComponents(names: Iterable<string>, components: PrismComponents): string[] {
  const byAlias = new Map<string, string>();
  for (const [id, entry] of Object.entries(components.languages)) {
    if (typeof entry === 'string' || id === 'meta') continue;
    byAlias.set(id, id);
    for (const alias of asList(entry.alias)) byAlias.set(alias, id);
  }
  const ordered: string[] = [];
  const visit = (id: string) => {
    if (ordered.includes(id)) return;
    const entry = components.languages[id];
    for (const required of typeof entry === 'string' ? [] : asList(entry.require)) visit(required);
    ordered.push(id);
  };
  for (const name of [...names].sort()) {
    const id = byAlias.get(name);
    if (id) visit(id);
  }
  return ordered;
}
