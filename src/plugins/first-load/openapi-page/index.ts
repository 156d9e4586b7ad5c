/**
 * OpenAPI-page split (kill switch ELIZA_FIRST_LOAD_OPENAPI=off, off too when page-scoped routes are). The docs
 * instances' page component (src/components/DocItemSwitch) renders REST pages with the OpenAPI theme's ApiItem,
 * which is a chunk of its own (./apiItemSlot.ts imports it lazily) so written doc pages never download it; the route
 * data of REST pages lists that chunk (../extras.ts) so it is in before they render. The server render, and the
 * browser when the part is off, import ApiItem statically (DocItemSwitch/apiItemSlot.server.ts). It swaps only a
 * module of this site, no private path.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { addCacheBuildDependencies } from '../../buildCache';
import { swapModule } from '../../swapModule';
import { FIRST_LOAD_PARTS, partEnabled } from '../switches';

export const PART = 'first-load/openapi-page';

/** The import of DocItemSwitch that the static build swaps. */
export const SLOT_REQUEST = /^\.\/apiItemSlot$/;
export const SLOT_ISSUER = /DocItemSwitch[\\/]index\.tsx$/;

export default function openApiPagePlugin(context: LoadContext): Plugin {
  const split = partEnabled('openapi');
  return {
    name: PART,
    configureWebpack(config, isServer, utils) {
      if (!isServer && (split || config.mode !== 'production')) return {};
      addCacheBuildDependencies(config, __dirname);
      const slot = path.join(context.siteDir, 'src/components/DocItemSwitch');
      const swap = {
        request: SLOT_REQUEST,
        issuer: SLOT_ISSUER,
        importers: ['/src/components/DocItemSwitch/index.tsx'],
        replacement: path.join(slot, 'apiItemSlot.server.ts'),
        original: path.join(slot, 'apiItemSlot.ts'),
      };
      return { plugins: swapModule(utils, { part: PART, switchName: FIRST_LOAD_PARTS.openapi, siteDir: context.siteDir }, [swap]) };
    },
  };
}
