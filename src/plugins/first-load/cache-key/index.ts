/**
 * Keys Rspack's persistent cache by the kill switches (../switches.ts): a module swap changes what an import resolves
 * to, and a cache filled with a part on must not serve a build with it off (or the reverse). Docusaurus keys the cache
 * by its version and theme aliases only (@docusaurus/core/lib/webpack/base.js, experiments.cache.version).
 */
import type { Plugin } from '@docusaurus/types';
import { FIRST_LOAD_PARTS, OTHER_PARTS, otherPartEnabled, partEnabled, type FirstLoadPart, type OtherPart } from '../switches';

export function switchesKey(env: Record<string, string | undefined> = process.env): string {
  const parts = (Object.keys(FIRST_LOAD_PARTS) as FirstLoadPart[]).map((part) => (partEnabled(part, env) ? '1' : '0')).join('');
  const others = (Object.keys(OTHER_PARTS) as OtherPart[]).map((part) => (otherPartEnabled(part, env, () => {}) ? '1' : '0')).join('');
  return `first-load-${parts}-other-${others}`;
}

export default function cacheKeyPlugin(): Plugin {
  return {
    name: 'first-load/cache-key',
    configureWebpack(config) {
      const cache = (config.experiments as { cache?: { version?: string } } | undefined)?.cache;
      if (cache && typeof cache === 'object') cache.version = `${cache.version ?? ''}-${switchesKey()}`;
      return {};
    },
  };
}
