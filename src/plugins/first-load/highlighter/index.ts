/**
 * Highlighter split (production builds; kill switch ELIZA_FIRST_LOAD_HIGHLIGHTER=off, off too when page-scoped routes
 * are). The classic theme registers Prism's extra languages in main.js (a client module,
 * @docusaurus/theme-classic/lib/prism-include-languages.js) and every MDX page imports the code block, so every
 * page downloads the highlighter. Here the code highlighter (src/theme/CodeBlock/Highlighted.tsx, which registers the
 * languages itself) is a chunk of its own, listed in the route data of the pages that show code (../extras.ts) and
 * loaded with their routes; the theme's client module is replaced by an empty one in the browser bundle.
 * The server render, and the browser when the part is off, import the block statically (./static/CodeBlock.tsx).
 * Only the client module is a private path (checked before bundling, and after it that the swap took effect).
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { addCacheBuildDependencies } from '../../buildCache';
import { assertContracts, has, type FileContract } from '../guard';
import { swapModule, type FileSwap } from '../../swapModule';
import { FIRST_LOAD_PARTS, partEnabled } from '../switches';

export const PART = 'first-load/highlighter';
export const PRISM_INCLUDE_LANGUAGES = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');

export const highlighterContracts = (): FileContract[] => [
  {
    file: PRISM_INCLUDE_LANGUAGES,
    expect: [
      has(
        "a client module that imports prismIncludeLanguages from '@theme/prism-include-languages'",
        /import prismIncludeLanguages from '@theme\/prism-include-languages';/,
      ),
      has('a call prismIncludeLanguages(Prism) (and nothing else to keep)', /^prismIncludeLanguages\(Prism\);\s*$/m),
    ],
  },
  {
    file: require.resolve('@docusaurus/theme-classic/lib/index.js'),
    expect: [has('the theme to list prism-include-languages among its client modules', /'\.\/prism-include-languages'/)],
  },
];

export default function highlighterPlugin(context: LoadContext): Plugin {
  const split = partEnabled('highlighter');
  return {
    name: PART,
    configureWebpack(config, isServer, utils) {
      if (config.mode !== 'production') return {};
      addCacheBuildDependencies(config, __dirname);
      const owner = { part: PART, switchName: FIRST_LOAD_PARTS.highlighter, siteDir: context.siteDir };
      const staticBlock: FileSwap = {
        original: path.join(context.siteDir, 'src/theme/CodeBlock/index.tsx'),
        replacement: path.join(__dirname, 'static', 'CodeBlock.tsx'),
      };
      if (isServer || !split) return { plugins: swapModule(utils, owner, [staticBlock]) };
      assertContracts(PART, FIRST_LOAD_PARTS.highlighter, highlighterContracts(), context.siteDir);
      return { plugins: swapModule(utils, owner, [{ original: PRISM_INCLUDE_LANGUAGES, replacement: path.join(__dirname, 'client', 'noPrismInMain.ts') }]) };
    },
  };
}
