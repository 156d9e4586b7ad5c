/** The API reference's TypeDoc plugin: plain titles and labels, front matter, the member index, highlighted signatures. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PrismTheme } from 'prism-react-renderer';
import { ReflectionKind } from 'typedoc';
import { darkCodeTheme, lightCodeTheme } from '../../config/prism';
import { apiHtmlBlock } from '../../src/lib/corpus/apiHtml';
import { root, toMarkdown } from '../../src/lib/corpus/mdast';
import {
  MEMBER_INDEX_MIN,
  conceptNoteHtml,
  displayName,
  frontMatter,
  highlightFences,
  insertAfterDescription,
  memberIndexHtml,
  pageTitle,
  sentenceCase,
  summaryText,
  withoutBareReturns,
} from '../../src/plugins/typedoc-pages.mjs';

const typeParameter = (name: string) => ({ name });

test('titles and labels carry the declaration as written, with no Markdown escapes', () => {
  const adapter = { name: 'DatabaseAdapter', kind: ReflectionKind.Class, flags: { isAbstract: true }, typeParameters: [typeParameter('DB')] };
  assert.equal(displayName(adapter), 'DatabaseAdapter<DB>');
  // The kind's name comes from TypeDoc's translations, loaded only in a real run.
  assert.equal(pageTitle(adapter, 'Class'), 'Abstract Class: DatabaseAdapter<DB>');
  const typed = { name: 'TypedService', kind: ReflectionKind.Interface, flags: {}, typeParameters: ['ConfigType', 'ResultType'].map(typeParameter) };
  assert.equal(pageTitle(typed, 'Interface'), 'Interface: TypedService<ConfigType, ResultType>');
  const fn = { name: 'asUUID', kind: ReflectionKind.Function, flags: {}, signatures: [{ typeParameters: undefined }] };
  assert.equal(pageTitle(fn, 'Function'), 'Function: asUUID');
  assert.equal(sentenceCase('Type Aliases'), 'Type aliases');
});

test('front matter quotes every value, so names with brackets and colons stay intact', () => {
  assert.equal(
    frontMatter({ title: 'Abstract Class: DatabaseAdapter<DB>', sidebar_label: 'DatabaseAdapter', sidebar_position: 2 }),
    '---\ntitle: "Abstract Class: DatabaseAdapter<DB>"\nsidebar_label: "DatabaseAdapter"\nsidebar_position: 2\n---\n\n',
  );
});

test('the member index lists long pages only, grouped, each member linking to its anchor', () => {
  const members = (count: number, prefix: string) =>
    Array.from({ length: count }, (_, i) => ({ name: `${prefix}${i}`, anchor: `${prefix}${i}`.toLowerCase() }));
  assert.equal(memberIndexHtml('Short', [{ title: 'Methods', members: members(MEMBER_INDEX_MIN - 1, 'm') }]), '');
  const html = memberIndexHtml('AgentRuntime', [
    { title: 'Properties', members: [{ name: 'agentId', anchor: 'property-agentid' }] },
    { title: 'Accessors', members: [] },
    { title: 'Methods', members: members(MEMBER_INDEX_MIN, 'get') },
  ]);
  assert.match(html, /^<nav class="api-members" aria-label="Members of AgentRuntime">/);
  assert.match(html, /<span class="api-members__title">Properties<\/span><ul><li><a href="#property-agentid">agentId<\/a><\/li><\/ul>/);
  assert.doesNotMatch(html, /Accessors/, 'an empty group is left out');
  assert.equal(html.match(/<li>/g)?.length, MEMBER_INDEX_MIN + 1);
  assert.match(memberIndexHtml('A<B>', [{ title: 'Methods', members: members(MEMBER_INDEX_MIN, 'x') }]), /aria-label="Members of A&lt;B&gt;"/);
});

test('the member index goes after the description, or first when the page has none', () => {
  assert.equal(insertAfterDescription('Intro text.\n\n## Methods', 'Intro text.', '<nav></nav>'), 'Intro text.\n\n<nav></nav>\n\n## Methods');
  assert.equal(insertAfterDescription('## Methods', '', '<nav></nav>'), '<nav></nav>\n\n## Methods');
});

test('signature blocks are highlighted as HTML, with an element only for tokens that have a colour', () => {
  const html = highlightFences('Before\n\n```ts\ngetSetting(key: string): string | boolean | null;\n```\n\nAfter');
  assert.equal(
    html,
    'Before\n\n<div class="api-code language-ts" translate="no"><span class="token function">getSetting</span>(key: <span class="token builtin">string</span>): <span class="token builtin">string</span> | <span class="token builtin">boolean</span> | <span class="token keyword">null</span>;</div>\n\nAfter',
  );
  assert.match(highlightFences('```ts\nx: Map<string, `${string}-${string}`>\n```'), /Map&lt;.*<span class="token string">-<\/span>.*&gt;/);
  assert.equal(highlightFences('```js\nplain\n```'), '```js\nplain\n```', 'other fences are left to the site');
});

test('the signature colours in api-reference.css are the code themes of config/prism.ts', () => {
  const css = readFileSync(path.join(__dirname, '../../src/css/api-reference.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const colours = new Map<string, string>();
  for (const [, selectors, body] of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const colour = /(?:^|;)\s*color:\s*([^;]+)/.exec(body)?.[1].trim();
    if (colour) for (const selector of selectors.split(',')) colours.set(selector.trim(), colour);
  }
  const themeColour = (theme: PrismTheme, type: string) =>
    theme.styles.filter((entry) => entry.types.includes(type) && entry.style.color).at(-1)?.style.color ?? theme.plain.color;
  for (const type of ['keyword', 'builtin', 'function', 'string', 'number', 'boolean', 'constant', 'comment']) {
    const light = colours.get(`.api-code .token.${type}`) ?? colours.get('.api-code');
    assert.equal(light?.toLowerCase(), themeColour(lightCodeTheme, type)?.toLowerCase(), `light ${type}`);
    const darkRule = colours.get(`[data-theme='dark'] .api-code .token.${type}`);
    const dark = !darkRule || darkRule === 'inherit' ? colours.get(`[data-theme='dark'] .api-code`) : darkRule;
    assert.equal(dark?.toLowerCase(), themeColour(darkCodeTheme, type)?.toLowerCase(), `dark ${type}`);
  }
});

test('a central type links to its concept page under its title', () => {
  const concepts = { '/api/classes/AgentRuntime': { to: '/docs/core/agents', label: 'The agent runtime' } };
  assert.equal(
    conceptNoteHtml('classes/AgentRuntime.md', concepts),
    '<div class="alert alert--info api-concept" role="note">Concepts and examples: <a href="/docs/core/agents">The agent runtime</a></div>',
  );
  assert.equal(conceptNoteHtml('classes/Semaphore.md', concepts), '');
});

test("the Markdown twin of an API page gets the plugin's blocks back as Markdown", () => {
  const signature = 'composeState(\n   message: Memory,\n   includeList?: string[]\n): Promise<State>;';
  assert.deepEqual(apiHtmlBlock(highlightFences(`\`\`\`ts\n${signature}\n\`\`\``)), [{ type: 'code', lang: 'ts', value: signature }]);
  const members = Array.from({ length: MEMBER_INDEX_MIN }, (_, i) => ({ name: `m${i}`, anchor: `m${i}` }));
  assert.deepEqual(apiHtmlBlock(memberIndexHtml('AgentRuntime', [{ title: 'Methods', members }])), []);
  const concept = conceptNoteHtml('classes/AgentRuntime.md', { '/api/classes/AgentRuntime': { to: '/docs/core/agents', label: 'The agent runtime' } });
  assert.equal(toMarkdown(root(apiHtmlBlock(concept)!)).trim(), 'Concepts and examples: [The agent runtime](/docs/core/agents)');
  assert.equal(apiHtmlBlock('<div class="other">x</div>'), undefined);
});

test('a "Returns" section stays only when it links to a type or says more than the signature', () => {
  assert.equal(withoutBareReturns('#### Returns\n\n`Promise`\\<`boolean`\\>'), '');
  const linked = '#### Returns\n\n`Promise`\\<[`State`](../interfaces/State.md)\\>';
  assert.equal(withoutBareReturns(linked), linked);
  const described = '#### Returns\n\n`string`\n\nThe setting value';
  assert.equal(withoutBareReturns(described), described);
});

test("a page's description is the first paragraph of its comment, in plain text", () => {
  const summary = [{ text: 'Represents the core runtime\nfor an ' }, { text: '`agent`' }, { text: '.\n\nMore.' }];
  assert.equal(summaryText({ comment: { summary } }), 'Represents the core runtime for an agent.');
  assert.equal(summaryText({}), undefined);
});
