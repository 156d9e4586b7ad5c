/**
 * Boot after paint (production builds; kill switch ELIZA_FIRST_LOAD_BOOT=off). Docusaurus' page template writes the
 * app scripts as deferred scripts in <head>, which run before the first paint whenever they arrive before the HTML
 * is parsed (every repeat visit), and whose downloads compete with the stylesheet. This part gives Docusaurus a page
 * template (the public `ssrTemplate` option) that requests and runs them once the first frame is painted, or after
 * 500 ms if no frame comes (a hidden tab), with the page's chunks (the `preload` list of the inline route data, when
 * page-scoped routes are on) fetched alongside. The boot script is the same on every page (one CSP hash).
 *
 * The template is Docusaurus' own (@docusaurus/core/lib/ssg/ssgTemplate.html.js) with its script loop moved into the
 * boot script; the build fails, naming that file, if the loop is no longer there to move. Remove the part if
 * Docusaurus ever loads the app without holding the first paint.
 */
import defaultTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';
import { PAGE_DATA_ELEMENT_ID } from '../page-routes/pageData';
import { guardError } from '../guard';
import { FIRST_LOAD_PARTS, partEnabled } from '../switches';

export const BOOT_ELEMENT_ID = '__docusaurus_boot';

/** The script loop of Docusaurus' page template, and the end of its body. */
const SCRIPT_LOOP = /\n\s*<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% \}\); %>/;
const BODY_END = /\n\s*<\/body>/;

/** The boot script, as the template writes it: `scripts` is an eta expression for the list of script URLs. */
function bootScript(scripts: string): string {
  return (
    `(function(){var s=${scripts},d=0;function b(){if(d)return;d=1;var p=[];` +
    `try{p=JSON.parse(document.getElementById(${JSON.stringify(PAGE_DATA_ELEMENT_ID)}).textContent).preload||[]}catch(e){}` +
    `p.forEach(function(u){var l=document.createElement("link");l.rel="preload";l.as="script";l.href=u;document.head.appendChild(l)});` +
    `s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=!1;document.body.appendChild(e)})}` +
    `requestAnimationFrame(function(){setTimeout(b)});setTimeout(b,500)})()`
  );
}

/** Docusaurus' template (its default export of @docusaurus/core/lib/ssg/ssgTemplate.html.js) with its deferred scripts replaced by the boot script at the end of <body>. */
export function bootAfterPaintTemplate(template: string): string {
  const problems = [
    ...(SCRIPT_LOOP.test(template)
      ? []
      : ['a loop `<% it.scripts.forEach((script) => { %> <script src="<%= it.baseUrl %><%= script %>" defer></script> <% }); %>`']),
    ...(BODY_END.test(template) ? [] : ['a closing </body>']),
  ];
  if (problems.length) {
    throw guardError(
      'first-load/boot-after-paint',
      FIRST_LOAD_PARTS.boot,
      problems.map((problem) => `@docusaurus/core/lib/ssg/ssgTemplate.html.js: expected ${problem}`),
    );
  }
  const scripts = '<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>';
  return template.replace(SCRIPT_LOOP, '').replace(BODY_END, (end) => `\n    <script id="${BOOT_ELEMENT_ID}">${bootScript(scripts)}</script>${end}`);
}

/** The `ssrTemplate` of the site config: the boot-after-paint template, or Docusaurus' default when the part is off. */
export function firstLoadSsrTemplate(env: Record<string, string | undefined> = process.env): string | undefined {
  if (!partEnabled('boot', env)) return undefined;
  return bootAfterPaintTemplate(defaultTemplate);
}
