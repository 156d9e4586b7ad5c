// A TypeDoc plugin for the reader's side of the API reference, through the markdown plugin's own hooks and page
// events (its output is not rewritten):
// - every page gets a plain title and sidebar label as front matter. The page heading is Markdown, with brackets
//   escaped (`DatabaseAdapter\<DB\>`), and Docusaurus showed those escapes in the sidebar and the browser tab; inside
//   a "Classes" group the sidebar needs only the name.
// - every folder TypeDoc writes gets a `_category_.json`, so the sidebar groups read "Classes", "Type aliases" (the
//   kind's own plural from TypeDoc) instead of the folder names, in an order that puts the common kinds first.
// - pages of central types get a link to the concept page that explains them (src/data/apiConcepts.json) under
//   their title, not above it, where it pushed the title down on a phone.
// - a theme (`theme: 'elizaos'`) whose context wraps three of the markdown plugin's own partials:
//   - long class and interface pages get a compact index of their members after their description, grouped as the
//     page is (`memberWithGroups`);
//   - signatures and declarations (`signatureTitle`, `declarationTitle` and the other partials that write code
//     blocks with `useCodeBlocks`) are highlighted here, as HTML with token classes coloured by src/css/api-reference.css. A page body is kept as the
//     server rendered it on a first load (src/components/StaticOnFirstLoad), so the site's code block, whose colours
//     are inline styles for the light theme, stayed light in dark mode; and it brought the highlighter's JavaScript;
//   - "Implementation of" under each member of a class is left out (`inheritance`): the page says at the top which
//     interface the class implements, and on AgentRuntime the line repeated under 120 members. So is a "Returns"
//     section that only repeats the signature's return type (`signatureReturns`).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Prism } from 'prism-react-renderer';
import { ReflectionKind } from 'typedoc';
import { MarkdownPageEvent, MarkdownTheme, MarkdownThemeContext } from 'typedoc-plugin-markdown';

/** Pages with at least this many members get the member index (the right-hand contents list only covers headings). */
export const MEMBER_INDEX_MIN = 12;

/** Sidebar order of the kinds' folders: what readers look up most first; the REST reference follows them. */
const FOLDER_ORDER = ['classes', 'interfaces', 'type-aliases', 'functions', 'enumerations', 'variables', 'namespaces'];

/** The entry page (the readme) and the list of every export, which TypeDoc names after the package. */
const ROOT_PAGES = {
  // The readme has no heading of its own: Docusaurus shows this title as the page's heading.
  'index.md': { sidebar_label: 'Overview', sidebar_position: 1, title: 'API reference' },
  'globals.md': { sidebar_label: 'All exports', sidebar_position: 2 },
};

/** Route of an API page → the concept page that explains it. */
const CONCEPT_PAGES = JSON.parse(readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../data/apiConcepts.json'), 'utf8'));

const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text) => text.replace(/[&<>"]/g, (char) => HTML_ESCAPES[char]);

/** "Type Aliases" → "Type aliases": the site's headings are in sentence case. */
export const sentenceCase = (text) => text.charAt(0) + text.slice(1).toLowerCase();

/** A page's name as its declaration reads, type parameters included: `DatabaseAdapter<DB>`. */
export function displayName(model) {
  const typeParameters = model.typeParameters ?? model.signatures?.[0]?.typeParameters ?? [];
  return typeParameters.length ? `${model.name}<${typeParameters.map((parameter) => parameter.name).join(', ')}>` : model.name;
}

/**
 * "Class: AgentRuntime", "Abstract Class: DatabaseAdapter<DB>": the page heading's text without Markdown escapes.
 * `kind` is TypeDoc's own name for the kind (ReflectionKind.singularString), as in the heading.
 * @param {{ name: string, kind: number, flags?: { isAbstract?: boolean } }} model
 * @param {string} [kind]
 */
export function pageTitle(model, kind = ReflectionKind.singularString(model.kind)) {
  return `${model.flags?.isAbstract ? `Abstract ${kind}` : kind}: ${displayName(model)}`;
}

/** Front matter as YAML; JSON strings are valid YAML scalars, so names with `<`, `:` or quotes need no care. */
export function frontMatter(fields) {
  const lines = Object.entries(fields).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---\n\n`;
}

/**
 * The member index of a class or interface page, as HTML (so it can be a labelled navigation region with no
 * headings of its own, which would crowd the contents list): one row per group, each member a link to its anchor.
 * `groups` is [{ title, members: [{ name, anchor }] }]; empty when the page is short.
 */
export function memberIndexHtml(owner, groups) {
  const total = groups.reduce((sum, group) => sum + group.members.length, 0);
  if (total < MEMBER_INDEX_MIN) return '';
  const rows = groups
    .filter((group) => group.members.length > 0)
    .map((group) => {
      const links = group.members.map(({ name, anchor }) => `<li><a href="#${escapeHtml(anchor)}">${escapeHtml(name)}</a></li>`);
      return `<div class="api-members__group"><span class="api-members__title">${escapeHtml(group.title)}</span><ul>${links.join('')}</ul></div>`;
    });
  return `<nav class="api-members" aria-label="${escapeHtml(`Members of ${owner}`)}">${rows.join('')}</nav>`;
}

/** The note that links an API page (its file, relative to api/) to its concept page, if it has one. */
export function conceptNoteHtml(pageUrl, conceptPages = CONCEPT_PAGES) {
  const concept = conceptPages[`/api/${pageUrl.replace(/\.md$/, '').replace(/\/?index$/, '')}`];
  if (!concept) return '';
  const link = `<a href="${escapeHtml(concept.to)}">${escapeHtml(concept.label)}</a>`;
  return `<div class="alert alert--info api-concept" role="note">Concepts and examples: ${link}</div>`;
}

/** The first paragraph of a declaration's comment, as plain text; undefined without one. */
export function summaryText(model) {
  const text = (model.comment?.summary ?? model.signatures?.[0]?.comment?.summary ?? []).map((part) => part.text).join('');
  const first = text
    .split(/\n\s*\n/)[0]
    .replace(/`/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return first || undefined;
}

/** The anchor TypeDoc links a member by, from the page's own relative URL to it ("#addembeddingtomemory"). */
function anchorOf(context, member) {
  const url = context.urlTo(member);
  const hash = url.lastIndexOf('#');
  return hash === -1 ? undefined : url.slice(hash + 1);
}

function memberGroups(context, model) {
  return (model.groups ?? []).map((group) => ({
    title: group.title,
    members: group.children.map((member) => ({ name: member.name, anchor: anchorOf(context, member) })).filter((member) => member.anchor),
  }));
}

/**
 * Token types that have a colour of their own in either code theme (config/prism.ts); the others (punctuation,
 * operators, names) are in the text colour and need no element, which keeps a long class page's element count down.
 */
const COLOURED = new Set(['keyword', 'builtin', 'function', 'string', 'number', 'boolean', 'constant', 'comment']);

function tokensHtml(tokens) {
  return tokens
    .map((token) => {
      if (typeof token === 'string') return escapeHtml(token);
      const inner = Array.isArray(token.content) ? tokensHtml(token.content) : tokensHtml([token.content]);
      const type = [token.type, ...[token.alias ?? []].flat()].find((name) => COLOURED.has(name));
      return type ? `<span class="token ${type}">${inner}</span>` : inner;
    })
    .join('');
}

/**
 * The TypeScript fences the theme writes, as highlighted HTML: an element per coloured token, in a `<div>` because
 * the site maps every `<pre>` and multi-line `<code>` of a page to its own code block, inline colours and all.
 */
export function highlightFences(markdown) {
  return markdown.replace(/^```ts\n([\s\S]*?)\n```$/gm, (_, code) => {
    const html = tokensHtml(Prism.tokenize(code, Prism.languages.typescript));
    // A blank line would end the HTML block in Markdown, so empty lines (none are expected) keep a space.
    return `<div class="api-code language-ts" translate="no">${html.replace(/\n(?=\n)/g, '\n ')}</div>`;
  });
}

/**
 * A "Returns" section (heading, type) that only repeats the signature's return type, with no type to link to and no
 * description: left out. The others stay, for their links and words.
 */
export function withoutBareReturns(section) {
  const parts = section.trim().split('\n\n');
  return parts.length === 2 && !parts[1].includes('](') && !parts[1].includes('\n') ? '' : section;
}

/** Puts `index` after the description at the top of `body` (the partial's output), or first if it has none. */
export function insertAfterDescription(body, description, index) {
  const at = description ? body.indexOf(description) : -1;
  if (at === -1) return `${index}\n\n${body}`;
  const end = at + description.length;
  return `${body.slice(0, end)}\n\n${index}${body.slice(end)}`;
}

class ElizaThemeContext extends MarkdownThemeContext {
  constructor(...args) {
    super(...args);
    const { memberWithGroups, inheritance, signatureReturns } = this.partials;
    const highlighted = Object.fromEntries(
      ['signatureTitle', 'declarationTitle', 'indexSignature', 'typeDeclarationList', 'typeDeclarationUnionContainer'].map((name) => {
        const partial = this.partials[name];
        return [name, (...args) => highlightFences(partial(...args))];
      }),
    );
    this.partials = {
      ...this.partials,
      ...highlighted,
      inheritance: (model, options) => inheritance(Object.assign(Object.create(model), { implementationOf: undefined }), options),
      signatureReturns: (model, options) => {
        const section = signatureReturns(model, options);
        return model.comment?.getTag('@returns') ? section : withoutBareReturns(section);
      },
      memberWithGroups: (model, options) => {
        const body = memberWithGroups(model, options);
        if (!model.kindOf(ReflectionKind.Class | ReflectionKind.Interface)) return body;
        const index = memberIndexHtml(model.name, memberGroups(this, model));
        if (!index) return body;
        const description = model.comment ? this.partials.comment(model.comment, { headingLevel: options.headingLevel }) : '';
        return insertAfterDescription(body, description, index);
      },
    };
  }
}

class ElizaTheme extends MarkdownTheme {
  getRenderContext(page) {
    return new ElizaThemeContext(this, page, this.application.options);
  }
}

/** @param {import('typedoc-plugin-markdown').MarkdownApplication} app */
export function load(app) {
  app.renderer.defineTheme('elizaos', ElizaTheme);
  // Right after the page title.
  app.renderer.markdownHooks.on('content.begin', (context) => conceptNoteHtml(context.page.url));

  const folders = new Map();
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (!page.contents) return;
    const root = ROOT_PAGES[page.url];
    const model = page.model;
    const fields = root ?? { title: pageTitle(model), sidebar_label: model.name };
    // Docusaurus describes a page by its first paragraph, which on these pages is the concept note.
    const summary = conceptNoteHtml(page.url) && summaryText(model);
    if (summary) fields.description = summary;
    page.contents = frontMatter(fields) + page.contents;
    const folder = path.posix.dirname(page.url);
    if (folder === '.' || root) return;
    // A namespace's own page is its folder's index (namespaces/v1/index.md): the folder is labelled with its name.
    if (model.kind === ReflectionKind.Namespace) folders.set(folder, { label: model.name });
    else if (!folders.has(folder)) folders.set(folder, { label: sentenceCase(ReflectionKind.pluralString(model.kind)) });
    const parent = path.posix.dirname(folder);
    if (path.posix.basename(parent) === 'namespaces') folders.set(parent, { label: 'Namespaces' });
  });

  app.renderer.on('endRender', (event) => {
    for (const [folder, { label }] of folders) {
      const order = FOLDER_ORDER.indexOf(path.posix.basename(folder));
      const category = { label, ...(order === -1 ? {} : { position: 3 + order }) };
      writeFileSync(path.join(event.outputDirectory, folder, '_category_.json'), `${JSON.stringify(category, null, 2)}\n`);
    }
    folders.clear();
  });
}
