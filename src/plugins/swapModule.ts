/**
 * One way for a local plugin to swap a module of Docusaurus, a dependency or the site in the bundle, and to prove
 * after bundling that the swap took effect. A swap that silently stops matching (a renamed file, a new import
 * path) would ship the original module, or both; the guard fails the build instead, naming the private path, the
 * part and its kill switch. Each part states its contract in ARCHITECTURE.md: kill switch, build-time guard, the
 * upstream issue that would retire it.
 *
 * Two kinds of swap:
 * - a file: every import that resolves to `original` gets `replacement` (guard: the replacement is bundled and the
 *   original is not);
 * - a request inside given modules: an import written `request` in a module matching `issuer` gets `replacement`
 *   (guard: each module named in `importers` imports the replacement; with `original`, that file is not bundled).
 */
import path from 'node:path';
import type { ConfigureWebpackUtils, Plugin } from '@docusaurus/types';
import { builtModules, guardError, moduleFiles, unappliedReplacements, type BuiltCompilation, type Replacement } from './first-load/guard';

export type FileSwap = Replacement;

export interface RequestSwap {
  request: RegExp;
  issuer: RegExp;
  replacement: string;
  /** Path endings (with /) of the modules that must import the replacement once bundled. */
  importers: string[];
  /** The file the request resolved to before the swap, when nothing else may bundle it. */
  original?: string;
}

export type ModuleSwap = FileSwap | RequestSwap;

export interface SwapOwner {
  /** The part's name (its folder under src/plugins), for messages. */
  part: string;
  /** Its kill switch, named in the message. */
  switchName: string;
  siteDir: string;
}

interface ResolveData {
  request: string;
  contextInfo?: { issuer?: string };
}

type ReplacementPluginClass = new (pattern: RegExp, replacement: string | ((data: ResolveData) => void)) => object;
type DoneHook = { tapPromise(name: string, fn: (stats: { compilation: BuiltCompilation }) => Promise<void>): void };

const exactPath = (file: string) => new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const posix = (file: string) => file.split(path.sep).join('/');
const isRequestSwap = (swap: ModuleSwap): swap is RequestSwap => 'request' in swap;

/** What went wrong with the swaps in a finished compilation (empty when all took effect). */
export function swapProblems(owner: SwapOwner, swaps: ModuleSwap[], compilation: BuiltCompilation): string[] {
  const files = moduleFiles(compilation);
  const problems = unappliedReplacements(
    owner.siteDir,
    swaps.filter((swap): swap is FileSwap => !isRequestSwap(swap)),
    files,
  );
  const modules = builtModules(compilation);
  for (const swap of swaps.filter(isRequestSwap)) {
    const importers = modules
      .filter((module) => module.resource === swap.replacement)
      .flatMap((module) => [...compilation.moduleGraph.getIncomingConnections(module)].map((connection) => posix(connection.originModule?.resource ?? '')));
    for (const name of swap.importers) {
      if (!importers.some((importer) => importer.endsWith(name))) {
        problems.push(`${name}: its import ${swap.request.source} was not swapped for ${path.basename(swap.replacement)}`);
      }
    }
    if (swap.original && files.has(swap.original)) {
      problems.push(`${posix(path.relative(owner.siteDir, swap.original))}: still bundled although ${swap.request.source} is swapped`);
    }
  }
  return problems;
}

/**
 * The bundler plugins that make the swaps and guard them: return them from configureWebpack
 * (`return { plugins: swapModule(utils, owner, swaps) }`).
 */
export type BundlerPlugins = NonNullable<Exclude<ReturnType<NonNullable<Plugin['configureWebpack']>>, void>['plugins']>;

export function swapModule(utils: ConfigureWebpackUtils, owner: SwapOwner, swaps: ModuleSwap[]): BundlerPlugins {
  // Rspack and webpack both have the class with this constructor; Docusaurus types the instance as either bundler.
  const { NormalModuleReplacementPlugin } = utils.currentBundler.instance as unknown as { NormalModuleReplacementPlugin: ReplacementPluginClass };
  const replacements = swaps.map((swap) =>
    isRequestSwap(swap)
      ? new NormalModuleReplacementPlugin(swap.request, (data) => {
          if (swap.issuer.test(data.contextInfo?.issuer ?? '')) data.request = swap.replacement;
        })
      : new NormalModuleReplacementPlugin(exactPath(swap.original), swap.replacement),
  );
  const guard = {
    apply(compiler: { hooks: { done: DoneHook } }) {
      compiler.hooks.done.tapPromise(`${owner.part}-swap-guard`, async ({ compilation }) => {
        const problems = swapProblems(owner, swaps, compilation);
        if (problems.length) throw guardError(owner.part, owner.switchName, problems);
      });
    },
  };
  // Plugin objects of the current bundler, which Docusaurus' config types (webpack's) describe as well.
  return [...replacements, guard] as unknown as BundlerPlugins;
}
