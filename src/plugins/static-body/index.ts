/**
 * Kill switch of src/components/StaticOnFirstLoad (ELIZA_STATIC_BODY=off). That component keeps TypeDoc's long
 * server-rendered API bodies on a first load instead of hydrating them. It relies on no private file but on one
 * behaviour of React's hydration: an element whose children are given as dangerouslySetInnerHTML keeps its existing
 * children, and production builds do not compare them (tests/e2e/static-body.spec.ts shows it in the browser).
 * Before bundling the build checks that react-dom is of the major version that behaviour was verified on; with the
 * switch off, the component is swapped in both bundles for ./LiveBody.tsx (React renders the body as usual), and
 * the swap is checked after bundling (../swapModule.ts). Retire the part if React drops that behaviour, or once
 * TypeDoc pages are small enough to hydrate within the blocking-time budget.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { addCacheBuildDependencies } from '../buildCache';
import { assertContracts, has, type FileContract } from '../first-load/guard';
import { OTHER_PARTS, otherPartEnabled } from '../first-load/switches';
import { swapModule } from '../swapModule';

export const PART = 'static-body';
export const SWITCH = OTHER_PARTS.staticBody;

/** The react-dom major version whose hydration leaves dangerouslySetInnerHTML children alone (verified in e2e). */
export const VERIFIED_REACT_DOM_MAJOR = 19;

export const staticBodyContracts = (): FileContract[] => [
  {
    file: require.resolve('react-dom/package.json'),
    expect: [has(`react-dom ${VERIFIED_REACT_DOM_MAJOR}.x`, new RegExp(`"version": "${VERIFIED_REACT_DOM_MAJOR}\\.\\d+\\.\\d+"`))],
  },
];

export default function staticBodyPlugin(context: LoadContext): Plugin {
  const enabled = otherPartEnabled('staticBody');
  return {
    name: 'elizaos-static-body',
    configureWebpack(config, _isServer, utils) {
      addCacheBuildDependencies(config, __dirname);
      if (enabled) {
        assertContracts(PART, SWITCH, staticBodyContracts(), context.siteDir);
        return {};
      }
      const swap = {
        original: path.join(context.siteDir, 'src/components/StaticOnFirstLoad/index.tsx'),
        replacement: path.join(__dirname, 'LiveBody.tsx'),
      };
      return { plugins: swapModule(utils, { part: PART, switchName: SWITCH, siteDir: context.siteDir }, [swap]) };
    },
  };
}
