/**
 * Callouts as a reader sees them: no built page shows a directive fence (":::") as text or leaves an unconverted
 * admonition title tag in its body, and every page's Markdown twin leads each callout with the title the HTML shows.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { markdownCopyPath } from '../../src/lib/llms/markdownPath';
import { assertBuilt, buildDir, htmlFiles, routeOfFile } from './builtSite';

assertBuilt();

interface CalloutView {
  /** Text outside code, scripts and styles that holds a directive fence. */
  fences: string[];
  /** Tags the Markdown pipeline should have turned into a callout title. */
  strayTitleTags: number;
  /** Each callout's heading text, in page order. */
  titles: string[];
}

const SKIPPED_TEXT = new Set(['code', 'pre', 'script', 'style', 'textarea']);

function readCallouts(html: string): CalloutView {
  const view: CalloutView = { fences: [], strayTitleTags: 0, titles: [] };
  const stack: string[] = [];
  let skipped = 0;
  // Depth of the heading element being read, when inside one.
  let headingDepth = -1;
  let heading = '';
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        stack.push(name);
        if (SKIPPED_TEXT.has(name)) skipped++;
        if (name === 'mdxadmonitiontitle') view.strayTitleTags++;
        if (headingDepth < 0 && /(^|\s)admonitionHeading/.test(attributes.class ?? '')) {
          headingDepth = stack.length;
          heading = '';
        }
      },
      ontext(text) {
        if (headingDepth >= 0) heading += text;
        if (!skipped && /(^|\n)\s*:::/.test(text)) view.fences.push(text.trim().slice(0, 80));
      },
      onclosetag(name) {
        if (headingDepth === stack.length) {
          view.titles.push(heading.replace(/\s+/g, ' ').trim());
          headingDepth = -1;
        }
        stack.pop();
        if (SKIPPED_TEXT.has(name)) skipped--;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return view;
}

/** The bold first lines of the twin's quotes, which is how the corpus writes a callout's title. */
function twinTitles(markdown: string): string[] {
  const plain = (text: string) => text.replace(/[`*_]/g, '').replace(/\\(.)/g, '$1').replace(/\s+/g, ' ').trim();
  return [...markdown.matchAll(/^[ \t]*> \*\*(.+)\*\*[ \t]*$/gm)].map((match) => plain(match[1]));
}

const pages = htmlFiles().map((file) => ({ file, route: routeOfFile(file), view: readCallouts(readFileSync(file, 'utf8')) }));

test('no built page shows a directive fence or an unconverted callout title', () => {
  const problems = pages.flatMap(({ route, view }) => [
    ...view.fences.map((text) => `${route}: "${text}"`),
    ...(view.strayTitleTags ? [`${route}: ${view.strayTitleTags} <mdxAdmonitionTitle> tag(s) in the body`] : []),
  ]);
  console.log(`pages checked: ${pages.length}, callouts: ${pages.reduce((sum, page) => sum + page.view.titles.length, 0)}`);
  assert.deepEqual(problems, []);
});

test('every Markdown twin leads each callout with the title its HTML page shows', () => {
  const problems: string[] = [];
  let compared = 0;
  for (const { route, view } of pages) {
    if (!view.titles.length) continue;
    const twin = path.join(buildDir, markdownCopyPath(route));
    if (!existsSync(twin)) continue;
    compared++;
    const markdown = readFileSync(twin, 'utf8');
    const inTwin = twinTitles(markdown).map((title) => title.toLowerCase());
    // The twin's quotes may include quotes an author wrote; the page's callouts must be among them, in order.
    let from = 0;
    for (const title of view.titles) {
      const at = inTwin.indexOf(title.toLowerCase(), from);
      if (at < 0) problems.push(`${route}: callout "${title}" is not a titled quote in ${markdownCopyPath(route)}`);
      else from = at + 1;
    }
    if (/^[ \t>]*:::/m.test(markdown.replace(/^(```|~~~)[\s\S]*?^\1/gm, ''))) problems.push(`${route}: the twin shows a directive fence`);
  }
  console.log(`pages with callouts compared with their twin: ${compared}`);
  assert.ok(compared > 20, `only ${compared} pages with callouts have a twin`);
  assert.deepEqual(problems, []);
});
