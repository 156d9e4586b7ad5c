/**
 * Lazy mark.js (production builds; kill switch ELIZA_FIRST_LOAD_MARK=off). The search plugin's generated options
 * module (.docusaurus/@easyops-cn/docusaurus-search-local/default/generated.js) re-exports mark.js, which its search
 * page and highlighting read, so mark.js ships in main.js. Here a copy of that module re-exports ./client/lazyMark.ts,
 * which loads mark.js only when a page has search terms to highlight or marks to remove. The line it rewrites
 * (`export { default as Mark } from "<path>"`) is checked before bundling, and the swap after it. Remove the part if
 * the search plugin loads mark.js on demand itself.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { addCacheBuildDependencies } from '../../buildCache';
import { assertContracts, has, type FileContract } from '../guard';
import { swapModule } from '../../swapModule';
import { FIRST_LOAD_PARTS, partEnabled } from '../switches';

export const PART = 'first-load/lazy-mark';
export const MARK_EXPORT = /^export \{ default as Mark \} from .*$/m;

export const searchOptionsFile = (generatedFilesDir: string) =>
  path.join(generatedFilesDir, '@easyops-cn', 'docusaurus-search-local', 'default', 'generated.js');

export const lazyMarkContracts = (generatedFilesDir: string): FileContract[] => [
  { file: searchOptionsFile(generatedFilesDir), expect: [has('a line `export { default as Mark } from "<mark.js path>"`', MARK_EXPORT)] },
];

export default function lazyMarkPlugin(context: LoadContext): Plugin {
  if (!partEnabled('mark')) return { name: PART };
  return {
    name: PART,
    configureWebpack(config, isServer, utils) {
      if (config.mode !== 'production' || isServer) return {};
      addCacheBuildDependencies(config, __dirname);
      assertContracts(PART, FIRST_LOAD_PARTS.mark, lazyMarkContracts(context.generatedFilesDir), context.siteDir);
      const original = searchOptionsFile(context.generatedFilesDir);
      const copy = path.join(context.generatedFilesDir, 'first-load', 'search-generated.js');
      mkdirSync(path.dirname(copy), { recursive: true });
      const lazyMark = path.join(__dirname, 'client', 'lazyMark.ts');
      writeFileSync(copy, readFileSync(original, 'utf8').replace(MARK_EXPORT, `export { default as Mark } from ${JSON.stringify(lazyMark)};`));
      return { plugins: swapModule(utils, { part: PART, switchName: FIRST_LOAD_PARTS.mark, siteDir: context.siteDir }, [{ original, replacement: copy }]) };
    },
  };
}
