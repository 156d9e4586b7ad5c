/**
 * Which framework line (0.x or 1.x) a page is about, and how much that weighs in a ranking. One rule for every finder
 * (the site search box and /search, the assistant, the MCP search_docs and get_package tools): the 1.x page answers
 * first, unless the question names 0.x or the reader stands in the 0.x docs.
 */
import { LEGACY_DOCS_VERSION } from '../versions';

export type FrameworkLine = '0.x' | '1.x';

// "0.25.9", "0.x", "v0", "legacy", "pre-1.0", or a 0.x-only package name (client-discord, adapter-postgres).
const LEGACY = /\b0\.(?:\d+|x)\b|\bv0\b|\blegacy\b|\bolder version\b|\bold version\b|\bpre-?1\.0\b|\b(?:client|adapter)-[a-z]/i;
// Naming both lines (a migration, a comparison) is a question about the current one.
const BOTH_LINES = /\b1\.(?:\d+|x)\b|\bv[12]\b|\bmigrat|\bupgrad|\bdifference\b|\bcompare/i;

/** Whether a query asks about the 0.x line (and not about moving from it). */
export function asksForLegacy(query: string): boolean {
  return LEGACY.test(query) && !BOTH_LINES.test(query);
}

/** The line of a docs version label ('0.25.9' → 0.x, '1.0.17' → 1.x); undefined without a version. */
export function lineOfVersion(version: string | undefined): FrameworkLine | undefined {
  if (!version) return undefined;
  return version.startsWith('0.') ? '0.x' : '1.x';
}

/** The line of a catalogue entry: 1.x when it supports 1.x, 0.x when it supports 0.x only, else none. */
export function lineOfPackage(supports: readonly string[] | undefined): FrameworkLine | undefined {
  if (supports?.includes('1.x')) return '1.x';
  if (supports?.includes('0.x')) return '0.x';
  return undefined;
}

export interface LineContext {
  /** The query names 0.x (see asksForLegacy). */
  legacy?: boolean;
  /** The reader stands in the 0.x docs (the 0.25.9 version of the docs). */
  readerVersion?: string;
}

/** Multiplier for a page of `line`: 1.x above 0.x by default; 0.x above 1.x for a 0.x question or reader. */
export function lineWeight(line: FrameworkLine | undefined, context: LineContext): number {
  if (!line) return 1;
  const legacy = context.legacy || context.readerVersion === LEGACY_DOCS_VERSION;
  if (legacy) return line === '0.x' ? 1.6 : 0.6;
  return line === '0.x' ? 0.45 : 1;
}
