/**
 * Global-data pruning (production builds; kill switch ELIZA_FIRST_LOAD_GLOBAL_DATA=off). Docusaurus bundles every
 * plugin's global data into main.js (.docusaurus/globalData.json); for each docs instance that is the list of every
 * doc, which the theme reads only for navbar items that point at docs and for the version dropdown. Here the
 * browser's copy keeps the doc lists of the instances the navbar reads or that have versions; the API, community,
 * partner and package lists stay out of main.js. The server render keeps the full data.
 * It reads the generated file's shape ({ "docusaurus-plugin-content-docs": { [id]: { versions: [{ docs }] } } }),
 * checked before bundling, and swaps it in the browser bundle (checked after it). Public alternative: none while
 * the docs plugin puts its doc lists in global data; remove the part if upstream stops doing so.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { addCacheBuildDependencies } from '../../buildCache';
import { assertContracts, type FileContract } from '../guard';
import { swapModule } from '../../swapModule';
import { FIRST_LOAD_PARTS, partEnabled } from '../switches';

export const PART = 'first-load/global-data';
type NavbarItem = { type?: string; docsPluginId?: string; items?: NavbarItem[] };
const DOCS_NAVBAR_TYPES = new Set(['doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown']);
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** Docs plugin ids whose doc lists navbar items read (a navbar doc item looks its doc up in the global data). */
export function docsPluginsUsedByNavbar(items: NavbarItem[]): Set<string> {
  const used = new Set<string>();
  const visit = (item: NavbarItem) => {
    if (item.type && DOCS_NAVBAR_TYPES.has(item.type)) used.add(item.docsPluginId ?? 'default');
    item.items?.forEach(visit);
  };
  items.forEach(visit);
  return used;
}

type DocsGlobalData = { versions: Array<{ docs: unknown[] }> };

/** The global data the browser gets: single-version docs instances the navbar does not read keep no doc list. */
export function clientGlobalData(globalData: Record<string, Record<string, unknown>>, keep: Set<string>): Record<string, Record<string, unknown>> {
  const docs = globalData[DOCS_PLUGIN] as Record<string, DocsGlobalData> | undefined;
  if (!docs) return globalData;
  const pruned = Object.fromEntries(
    Object.entries(docs).map(([id, data]) =>
      keep.has(id) || data.versions.length > 1 ? [id, data] : [id, { ...data, versions: data.versions.map((version) => ({ ...version, docs: [] })) }],
    ),
  );
  return { ...globalData, [DOCS_PLUGIN]: pruned };
}

export const globalDataContracts = (generatedFilesDir: string): FileContract[] => [
  {
    file: path.join(generatedFilesDir, 'globalData.json'),
    expect: [
      {
        shape: `globalData.json to hold "${DOCS_PLUGIN}": { [plugin id]: { versions: [{ docs: [...] }] } }`,
        test: (source) => {
          const docs = (JSON.parse(source) as Record<string, unknown>)[DOCS_PLUGIN] as Record<string, DocsGlobalData> | undefined;
          return (
            !!docs &&
            Object.values(docs).length > 0 &&
            Object.values(docs).every((data) => Array.isArray(data.versions) && data.versions.every((version) => Array.isArray(version.docs)))
          );
        },
      },
    ],
  },
];

export default function globalDataPlugin(context: LoadContext): Plugin {
  if (!partEnabled('globalData')) return { name: PART };
  return {
    name: PART,
    configureWebpack(config, isServer, utils) {
      if (config.mode !== 'production' || isServer) return {};
      addCacheBuildDependencies(config, __dirname);
      assertContracts(PART, FIRST_LOAD_PARTS.globalData, globalDataContracts(context.generatedFilesDir), context.siteDir);
      const globalDataFile = path.join(context.generatedFilesDir, 'globalData.json');
      const clientGlobalDataFile = path.join(context.generatedFilesDir, 'first-load', 'globalData.json');
      const navbarItems = ((context.siteConfig.themeConfig as { navbar?: { items?: NavbarItem[] } }).navbar?.items ?? []) as NavbarItem[];
      mkdirSync(path.dirname(clientGlobalDataFile), { recursive: true });
      writeFileSync(
        clientGlobalDataFile,
        JSON.stringify(clientGlobalData(JSON.parse(readFileSync(globalDataFile, 'utf8')), docsPluginsUsedByNavbar(navbarItems))),
      );
      const owner = { part: PART, switchName: FIRST_LOAD_PARTS.globalData, siteDir: context.siteDir };
      return { plugins: swapModule(utils, owner, [{ original: globalDataFile, replacement: clientGlobalDataFile }]) };
    },
  };
}
