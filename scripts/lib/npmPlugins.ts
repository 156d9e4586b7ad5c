/**
 * Facts read from a plugin's npm releases: which 1.x release fits the docs' core, and what a release's built code reads
 * and registers. Shared by the fetch script (which reads the registry and the packed code) and the importer (which
 * reads only the committed snapshot).
 */
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { ELIZA_VERSION } from '../../src/lib/versions';

/** The @elizaos/core release the 1.x docs describe. */
const DOCS_CORE_VERSION = ELIZA_VERSION;

export interface CodeFacts {
  /** Names read through runtime.getSetting('X') or process.env.X, sorted. */
  settings: string[];
  /** The plugin's declared parameters (package.json agentConfig.pluginParameters), where it declares any. */
  declared?: Record<string, { required?: boolean; default?: string }>;
  actions: string[];
  providers: string[];
  /** Class names that extend Service. */
  services: string[];
  /** Model types it registers a handler for (ModelType.X keys). */
  models: string[];
}
export interface NpmRelease {
  version: string;
  coreDependency?: string;
  corePeer?: string;
  /** Publish date (YYYY-MM-DD). */
  published?: string;
  code?: CodeFacts;
}
export interface NpmPackageFacts {
  name: string;
  /** False when the npm registry has no package of that name. */
  published: boolean;
  /** Why the lookup found nothing: E404 (no such package) or E403 (the registry refuses the name). */
  lookupError?: 'E404' | 'E403';
  description?: string;
  repository?: string;
  versions?: number;
  /** Its 1.x releases (no prereleases), in the registry's order. */
  releases: NpmRelease[];
}

type Version = [number, number, number];
function parse(version: string): Version | undefined {
  const match = /^v?(\d+)\.(\d+)\.(\d+)$/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}
function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/**
 * Whether a dependency range admits a version: the forms these packages use (^, ~, exact, comparators, x-ranges, *,
 * ||). undefined for what cannot be read as a range (workspace:*, a dist-tag such as "latest", a prerelease pin).
 */
export function rangeAdmits(range: string, version: string): boolean | undefined {
  const target = parse(version);
  if (!target) return undefined;
  const trimmed = range.trim();
  if (trimmed === '*' || trimmed === 'x' || trimmed === '') return true;
  if (/^(workspace:|file:|link:|npm:|git|http)/.test(trimmed) || /^[a-z]/i.test(trimmed)) return undefined;
  const alternatives = trimmed.split('||').map((part) => part.trim());
  let any = false;
  for (const alternative of alternatives) {
    const comparators = alternative.split(/\s+/).filter(Boolean);
    let all = true;
    for (const comparator of comparators) {
      const match = /^(\^|~|>=|<=|>|<|=)?v?(\d+|x|\*)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?(-[\w.]+)?$/.exec(comparator);
      if (!match) return undefined;
      const [, op = '', majorText, minorText, patchText, pre] = match;
      const wild = (text?: string) => text === undefined || text === 'x' || text === '*';
      const major = Number(majorText);
      if (wild(majorText)) continue;
      const minor = wild(minorText) ? undefined : Number(minorText);
      const patch = wild(patchText) ? undefined : Number(patchText);
      const base: Version = [major, minor ?? 0, patch ?? 0];
      let ok: boolean;
      if (op === '^') {
        const upper: Version = major > 0 ? [major + 1, 0, 0] : (minor ?? 0) > 0 ? [0, (minor ?? 0) + 1, 0] : [0, 0, (patch ?? 0) + 1];
        ok = compare(target, base) >= 0 && compare(target, upper) < 0;
      } else if (op === '~') {
        const upper: Version = minor === undefined ? [major + 1, 0, 0] : [major, minor + 1, 0];
        ok = compare(target, base) >= 0 && compare(target, upper) < 0;
      } else if (op === '>=') ok = compare(target, base) >= 0;
      else if (op === '>') ok = compare(target, base) > 0;
      else if (op === '<=') ok = compare(target, base) <= 0;
      else if (op === '<') ok = compare(target, base) < 0;
      else if (minor === undefined) ok = target[0] === major;
      else if (patch === undefined) ok = target[0] === major && target[1] === minor;
      else ok = !pre && compare(target, base) === 0;
      if (!ok) all = false;
    }
    if (all) any = true;
  }
  return any;
}

/** The range a release declares on @elizaos/core: the peer range wins where both are given (it is what npm enforces). */
export function coreRange(release: NpmRelease): string | undefined {
  return release.corePeer ?? release.coreDependency;
}

/** The newest release whose core range admits the docs' core, and the newest 1.x release. */
export function pickReleases(releases: NpmRelease[]): { compatible?: NpmRelease; newest?: NpmRelease } {
  const sorted = releases.filter((release) => parse(release.version)).sort((a, b) => compare(parse(b.version)!, parse(a.version)!));
  const compatible = sorted.find((release) => {
    const range = coreRange(release);
    return range !== undefined && rangeAdmits(range, DOCS_CORE_VERSION) === true;
  });
  return { compatible, newest: sorted[0] };
}

/**
 * Variables every Node program may read, which say nothing about how to configure the plugin (and which bundled
 * libraries read): left out of the plugin's settings.
 */
export const GENERIC_ENV = new Set([
  // Read by bundled native-module loaders (which binary to load), not by the plugin.
  'ARM_VERSION',
  'LIBC',
  'ELECTRON_RUN_AS_NODE',
  'NODE_ENV',
  'NODE_DEBUG',
  'DEBUG',
  'HOME',
  'PATH',
  'PWD',
  'TMPDIR',
  'TEMP',
  'TMP',
  'CI',
  'VITEST',
  'JEST_WORKER_ID',
  'TERM',
  'SHELL',
  'USER',
  'LANG',
  'TZ',
  'FORCE_COLOR',
  'NO_COLOR',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'READABLE_STREAM',
  'NODE_OPTIONS',
  'NODE_TLS_REJECT_UNAUTHORIZED',
  'XDG_CONFIG_HOME',
  'XDG_DATA_HOME',
  'APPDATA',
  'USERPROFILE',
  'LOCALAPPDATA',
]);

async function codeFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  async function walk(current: string): Promise<void> {
    for (const entry of await readdir(current, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (/\.(c|m)?js$/.test(entry.name) && (await stat(full)).size < 8 * 1024 * 1024) files.push(full);
    }
  }
  const dist = path.join(dir, 'dist');
  await walk((await stat(dist).catch(() => undefined))?.isDirectory() ? dist : dir);
  return files.sort();
}

const SETTING = /getSetting\(\s*(?:[\w.]+\s*,\s*)?["'`]([A-Z][A-Z0-9_]*)["'`]/g;
const ENV_DOT = /process\.env\.([A-Z][A-Z0-9_]*)/g;
const ENV_INDEX = /process\.env\[\s*["'`]([A-Z][A-Z0-9_]*)["'`]\s*\]/g;
/** A top-level object literal as bundlers print it: `var name = {` ... `};` at column 0. */
const TOP_OBJECT = /^(?:var|const|let) \w+ = \{\n([\s\S]*?)\n\};/gm;
const SERVICE_CLASS = /class (\w+) extends Service\b/g;
const MODEL_KEY = /\[ModelType\.([A-Z][A-Z0-9_]*)\]\s*:/g;

/** Reads a packed release: the settings its code reads and what its code registers, where the code says so. */
export async function readPackageCode(dir: string): Promise<CodeFacts> {
  const settings = new Set<string>();
  const actions = new Set<string>();
  const providers = new Set<string>();
  const services = new Set<string>();
  const models = new Set<string>();
  for (const file of await codeFiles(dir)) {
    const code = await readFile(file, 'utf8');
    for (const pattern of [SETTING, ENV_DOT, ENV_INDEX]) for (const match of code.matchAll(pattern)) if (!GENERIC_ENV.has(match[1])) settings.add(match[1]);
    for (const match of code.matchAll(TOP_OBJECT)) {
      const body = match[1];
      const name = /^ {2}name: ["'`]([^"'`\n]+)["'`]/m.exec(body)?.[1];
      if (!name) continue;
      const hasHandler = /^ {2}(?:async )?handler[:(]/m.test(body);
      const hasValidate = /^ {2}(?:async )?validate[:(]/m.test(body);
      const hasGet = /^ {2}(?:async )?get[:(]/m.test(body);
      if (hasHandler && hasValidate && /^[A-Z][A-Z0-9_]+$/.test(name)) actions.add(name);
      else if (hasGet && !hasHandler) providers.add(name);
    }
    // Bundlers rename a class with static fields to _Name; the source's name is without the underscore.
    for (const match of code.matchAll(SERVICE_CLASS)) services.add(match[1].replace(/^_+/, ''));
    for (const match of code.matchAll(MODEL_KEY)) models.add(match[1]);
  }
  const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as {
    agentConfig?: { pluginParameters?: Record<string, { required?: boolean; default?: unknown }> };
  };
  const parameters = manifest.agentConfig?.pluginParameters;
  const declared = parameters
    ? Object.fromEntries(
        Object.entries(parameters).map(([name, parameter]) => [
          name,
          {
            ...(typeof parameter?.required === 'boolean' ? { required: parameter.required } : {}),
            ...(parameter?.default !== undefined && parameter.default !== null && parameter.default !== '' ? { default: String(parameter.default) } : {}),
          },
        ]),
      )
    : undefined;
  const sorted = (set: Set<string>) => [...set].sort();
  return {
    settings: sorted(settings),
    ...(declared ? { declared } : {}),
    actions: sorted(actions),
    providers: sorted(providers),
    services: sorted(services),
    models: sorted(models),
  };
}

/** The @elizaos/plugin-* names in a listing of registry names: one per line, the name in the first tab-separated column. */
export function listingNames(text: string): string[] {
  return [
    ...new Set(
      text
        .split('\n')
        .map((line) => line.split('\t')[0].trim())
        .filter((name) => /^@elizaos\/plugin-[a-z0-9][a-z0-9._-]*$/.test(name)),
    ),
  ].sort();
}

/** The stable 1.x versions of a package's version list: prereleases (2.0.0-alpha.7, 1.7.3-alpha.4) are not releases. */
export function oneXVersions(versions: string[]): string[] {
  return versions.filter((version) => /^1\.\d+\.\d+$/.test(version));
}
