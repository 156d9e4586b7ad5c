/**
 * OpenAPI-page split (kill switch ELIZA_FIRST_LOAD_OPENAPI=off, off too when page-scoped routes are). The docs
 * instances' page component (src/components/DocItemSwitch) renders REST pages with the OpenAPI theme's ApiItem,
 * which is a chunk of its own (./apiItemSlot.ts imports it lazily) so written doc pages never download it; the route
 * data of REST pages lists that chunk (../extras.ts) so it is in before they render. The server render, and the
 * browser when the part is off, import ApiItem statically (DocItemSwitch/apiItemSlot.server.ts). It swaps only a
 * module of this site, no private path.
 */
import type { Plugin } from '@docusaurus/types';
import { addCacheBuildDependencies } from '../../buildCache';
import { partEnabled } from '../switches';

export const PART = 'first-load/openapi-page';

/** The import of DocItemSwitch that the static build swaps. */
export const SLOT_REQUEST = /^\.\/apiItemSlot$/;
export const SLOT_ISSUER = /DocItemSwitch[\\/]index\.tsx$/;

interface ResolveData {
  request: string;
  contextInfo?: { issuer?: string };
}

export default function openApiPagePlugin(): Plugin {
  const split = partEnabled('openapi');
  return {
    name: PART,
    configureWebpack(config, isServer, utils) {
      if (!isServer && (split || config.mode !== 'production')) return {};
      addCacheBuildDependencies(config, __dirname);
      const bundler = utils.currentBundler.instance as unknown as {
        NormalModuleReplacementPlugin: new (pattern: RegExp, replace: (data: ResolveData) => void) => unknown;
      };
      const swap = new bundler.NormalModuleReplacementPlugin(SLOT_REQUEST, (data) => {
        if (SLOT_ISSUER.test(data.contextInfo?.issuer ?? '')) data.request = './apiItemSlot.server.ts';
      });
      return { plugins: [swap] } as object;
    },
  };
}
