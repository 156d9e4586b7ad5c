/**
 * One observer for prefetch on sight (production builds; kill switch ELIZA_FIRST_LOAD_PREFETCH=off, off too when
 * page-scoped routes are). Docusaurus' Link starts an IntersectionObserver per internal link to prefetch the page
 * when the link scrolls into view; a long sidebar or API index mounts hundreds. Here Link is told IntersectionObserver
 * is absent (a replacement of @docusaurus/core/lib/client/exports/ExecutionEnvironment.js in the browser bundle,
 * ./client/ExecutionEnvironment.ts), so it calls prefetch when it mounts, and the page-routes runtime watches every
 * link with one shared observer and prefetches when it comes into view. The file's shape and Link's use of it are
 * checked before bundling, the swap after it. Remove the part if Link shares one observer upstream.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { addCacheBuildDependencies } from '../../buildCache';
import { assertContracts, has, ReplacementGuardPlugin, type FileContract, type Replacement } from '../guard';
import { FIRST_LOAD_PARTS, partEnabled } from '../switches';
import { coreClientDir } from '../page-routes';

export const PART = 'first-load/prefetch';

export const prefetchContracts = (): FileContract[] => [
  {
    file: path.join(coreClientDir, 'exports', 'ExecutionEnvironment.js'),
    expect: [
      has(
        'an object with canUseDOM, canUseEventListeners, canUseIntersectionObserver, canUseViewport',
        /canUseDOM,[\s\S]*canUseEventListeners:[\s\S]*canUseIntersectionObserver:[\s\S]*canUseViewport:/,
      ),
      has('a default export ExecutionEnvironment', /export default ExecutionEnvironment;/),
    ],
  },
  {
    file: path.join(coreClientDir, 'exports', 'Link.js'),
    expect: [
      has(
        'Link to observe with IntersectionObserver only when ExecutionEnvironment.canUseIntersectionObserver',
        /const IOSupported = ExecutionEnvironment\.canUseIntersectionObserver;/,
      ),
      has(
        'Link to call window.docusaurus.prefetch(targetLink) once on mount when it is not',
        /if \(!IOSupported && isInternal && ExecutionEnvironment\.canUseDOM\) \{\s*if \(targetLink != null\) \{\s*window\.docusaurus\.prefetch\(targetLink\);/,
      ),
    ],
  },
];

const exactPath = (file: string) => new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

export default function prefetchPlugin(context: LoadContext): Plugin {
  if (!partEnabled('prefetch')) return { name: PART };
  return {
    name: PART,
    configureWebpack(config, isServer, utils) {
      if (config.mode !== 'production' || isServer) return {};
      addCacheBuildDependencies(config, __dirname);
      assertContracts(PART, FIRST_LOAD_PARTS.prefetch, prefetchContracts(), context.siteDir);
      const swap: Replacement = {
        original: path.join(coreClientDir, 'exports', 'ExecutionEnvironment.js'),
        replacement: path.join(__dirname, 'client', 'ExecutionEnvironment.ts'),
      };
      const bundler = utils.currentBundler.instance as unknown as { NormalModuleReplacementPlugin: new (pattern: RegExp, replacement: string) => unknown };
      return {
        plugins: [
          new bundler.NormalModuleReplacementPlugin(exactPath(swap.original), swap.replacement),
          new ReplacementGuardPlugin(PART, FIRST_LOAD_PARTS.prefetch, context.siteDir, [swap]),
        ],
      } as object;
    },
  };
}
