/**
 * The site's typeface, self-hosted: Inter (variable weight, Latin subset, from @fontsource-variable/inter), one
 * woff2 file named by its content hash (so it is cached for a year), preloaded on every page because the first
 * paint sets body text and headings in it. Without it Linux readers got DejaVu Sans, which is wider and reads as
 * unstyled.
 *
 * `font-display: swap` paints text at once in a local fallback whose metrics are adjusted to Inter's (line height,
 * width), so the swap moves nothing. Code keeps a system monospace stack (src/css/custom.css): no second download.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/** Where the file is published under the site's root, beside the other static files. */
const FONT_DIR = 'fonts';

/**
 * Metrics of the fallback face, so that text laid out before Inter arrives takes the same room.
 * Inter's vertical metrics (2048 units an em): ascender 1984 and descender 494, no line gap. Arial and Liberation
 * Sans share their advance widths; Inter sets the same Latin text 5.9% wider at the same size (Chromium's canvas
 * measureText over a pangram, the alphabet in both cases, the digits and a sentence of these docs), so the fallback
 * is scaled by that much and its ascent and descent are divided by the same factor.
 */
const FALLBACK = { sizeAdjust: 1.059, ascent: 1984 / 2048, descent: 494 / 2048 };

export interface SelfHostedFont {
  source: string;
  /** Path of the published file, e.g. /fonts/inter-latin-wght.0123abcd.woff2. */
  href: string;
}

export function selfHostedFont(): SelfHostedFont {
  // The one file shipped: Latin (U+0000–00FF and common punctuation), every weight from 100 to 900.
  const source = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
  const hash = createHash('sha256').update(readFileSync(source)).digest('hex').slice(0, 10);
  return { source, href: `/${FONT_DIR}/inter-latin-wght.${hash}.woff2` };
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** The @font-face rules: Inter itself, and the metric-matched local fallback used until it has loaded. */
export function fontFaceCss({ href }: SelfHostedFont): string {
  const { sizeAdjust, ascent, descent } = FALLBACK;
  return [
    `@font-face{font-family:'Inter Variable';font-style:normal;font-weight:100 900;font-display:swap;src:url(${href}) format('woff2')}`,
    `@font-face{font-family:'Inter Fallback';src:local('Arial'),local('Liberation Sans'),local('Helvetica'),local('Roboto');` +
      `size-adjust:${percent(sizeAdjust)};ascent-override:${percent(ascent / sizeAdjust)};descent-override:${percent(descent / sizeAdjust)};line-gap-override:0%}`,
  ].join('');
}

export default function fontPlugin(context: LoadContext): Plugin {
  const font = selfHostedFont();
  return {
    name: 'self-hosted-font',
    // The file goes into the first static folder (git-ignored), so `docusaurus start` serves it and the build copies
    // it like any static file; older hashes are removed.
    async loadContent() {
      const dir = path.join(context.siteDir, context.siteConfig.staticDirectories[0] ?? 'static', FONT_DIR);
      const target = path.join(dir, path.basename(font.href));
      mkdirSync(dir, { recursive: true });
      for (const name of readdirSync(dir)) if (name.startsWith('inter-') && name !== path.basename(target)) rmSync(path.join(dir, name));
      if (!existsSync(target)) copyFileSync(font.source, target);
    },
    injectHtmlTags() {
      return {
        headTags: [
          { tagName: 'link', attributes: { rel: 'preload', href: font.href, as: 'font', type: 'font/woff2', crossorigin: 'anonymous' } },
          { tagName: 'style', innerHTML: fontFaceCss(font) },
        ],
      };
    },
  };
}
