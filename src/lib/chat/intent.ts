/**
 * What a question is about, read from its wording: which area of the site should weigh more ("which plugin …" the
 * catalogue, "which endpoint …" the REST reference, a symbol name the API reference), and whether it asks about the
 * 0.x line. Retrieval turns this into a per-passage weight.
 */
import type { Area } from '../corpus/types';
import type { Passage } from './passages';
import { asksForLegacy, lineOfVersion, lineWeight, type FrameworkLine } from '../retrieval/line';
import { questionTerms } from './terms';
import { AREA_WEIGHTS } from '../retrieval/engine';

export interface Intent {
  /** Extra weight per area (1 = neutral). */
  areas: Partial<Record<Area, number>>;
  /** The question names 0.x (0.25.9, v0, legacy): the older docs rank first. */
  legacy: boolean;
  /** The question asks about activity (news, contributors, this week): automated pages are not held back. */
  activity: boolean;
  /** The question names a namespace (v1, v2): the API reference's namespace copies are not held back. */
  namespaces: boolean;
  /**
   * The things a comparison question sets side by side ("the difference between an action and a provider",
   * "actions vs providers"), each as its terms; absent when the question compares nothing.
   */
  compare?: string[][];
}

const CATALOGUE =
  /\b(?:which|what|any|is there an?|find an?|recommend)\s+(?:\w+\s+){0,2}(?:plugins?|adapters?|clients?|packages?|integrations?)\b|\b(?:plugins?|adapters?|clients?|packages?)\s+(?:for|that|to|lets?|which)\b|\bcatalog(?:ue)?\b|@elizaos\/(?:plugin|client|adapter)-/i;
const PLUGIN_WORD = /\b(?:plugin|adapter|client)s?\b/i;
const ENDPOINT = /\b(?:endpoints?|rest|http|routes?|curl|request body|status code)\b|\/api\//i;
const METHOD = /\b(?:GET|POST|PUT|PATCH|DELETE)\b/;
const SYMBOL_WORDS = /\b(?:interfaces?|enums?|enumerations?|type alias(?:es)?|typedoc|api reference)\b/i;
const MEMBER_WORDS = /\b(?:class|method|function|signature|property|properties|members?)\b/i;
// A symbol shape: IAgentRuntime, ModelType, createUniqueUuid (two humps), or something ending in ()
const SYMBOL = /\b(?:I[A-Z][a-z]+[A-Za-z]*|[A-Z][a-z]+[A-Z][A-Za-z]*|[a-z]+[A-Z][a-z]+[A-Za-z]*)\b|\b\w+\(\)/;
const PARTNER = /\bpartners?\b|\bbriefs?\b/i;
const COMMUNITY = /\bcommunity\b|\bcontributors?\b|\bstreams?\b|\bvideos?\b|\bspaces\b|\bai16z\b|\bmeeting\b|\bcouncil\b/i;
const BLOG = /\bblog\b|\bposts?\b|\bannounce(?:d|ment)?\b|\bwrote\b/i;
const NEWS = /\bnews\b|\bthis week\b|\blast week\b|\bhappened\b|\bupdates? on\b|\b20\d\d-\d\d-\d\d\b|\bdaily\b|\bweekly\b/i;
// A dated question about the repository's activity ("commits on June 15, 2025", "merged in the week of …").
const DATE = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}\b/i;
const ACTIVITY = /\bcommits?\b|\bpull requests?\b|\bmerged\b|\bcontribut/i;
const NAMESPACE = /\bnamespaces?\b|\bv[12]\b/i;

// "difference(s) between A and B", "how does A differ from B", "compare A and/with/to B", "A vs B", "A or B" after
// a choosing verb. Each pattern's groups are the sides, the first of which may itself be a list ("A, B and C").
const COMPARISONS = [
  /\b(?:difference|differences|distinction)\s+between\s+(.+?)\s+and\s+(.+)/i,
  /\b(?:how|where|why)\s+(?:does|do|is|are)\s+(.+?)\s+(?:differ|different)\s+from\s+(.+)/i,
  /\bcompar(?:e|ing|ison of)\s+(.+?)\s+(?:and|with|to)\s+(.+)/i,
  /(.+?)\s+(?:vs\.?|versus)\s+(.+)/i,
  /\b(?:use|choose|pick|write|need)\s+(.+?)\s+or\s+(.+)/i,
];
const MAX_SIDE_TERMS = 2;

/**
 * The sides a question compares, each as its terms (at most two, the words nearest the comparison), or undefined.
 * "What is the difference between actions, providers and evaluators?" has three sides.
 */
export function comparedSides(question: string): string[][] | undefined {
  const text = question.replace(/[?!]+\s*$/, '');
  for (const pattern of COMPARISONS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const [, left, right] = match;
    const lefts = left.split(/\s*,\s*|\s+and\s+/).map((side) => questionTerms(side).slice(-MAX_SIDE_TERMS));
    // The right side ends where the sentence goes on ("… and a provider, and when should I use each").
    const rightSide = right.split(/[,;]|\.\s|\s+(?:and|when|in|for|if)\s+/)[0];
    const sides = [...lefts, questionTerms(rightSide).slice(0, MAX_SIDE_TERMS)].filter((side) => side.length);
    const distinct = new Set(sides.map((side) => side.join(' ')));
    if (sides.length >= 2 && distinct.size === sides.length) return sides;
  }
  return undefined;
}

export function readIntent(question: string): Intent {
  const areas: Intent['areas'] = {};
  const raise = (area: Area, weight: number) => (areas[area] = Math.max(areas[area] ?? 1, weight));
  const legacy = asksForLegacy(question);
  // "Which clients did 0.25.9 support?" is a question for the 0.25.9 docs more than for the catalogue.
  if (CATALOGUE.test(question)) raise('packages', legacy ? 1.3 : 2.2);
  else if (PLUGIN_WORD.test(question)) raise('packages', 1.3);
  if (ENDPOINT.test(question) || METHOD.test(question)) raise('rest', 2.4);
  if (SYMBOL_WORDS.test(question) || SYMBOL.test(question)) raise('api', 1.8);
  else if (MEMBER_WORDS.test(question)) raise('api', 1.2);
  if (PARTNER.test(question)) raise('partners', 2.5);
  const community = COMMUNITY.test(question);
  if (community) raise('community', 2);
  if (BLOG.test(question)) raise('blog', 2.2);
  const activity = ACTIVITY.test(question);
  // A week of activity has its weekly analysis and contributors pages; a single day has its AI News post.
  const week = activity && /\bweek\b/i.test(question);
  if (week) raise('community', 2.2);
  const news = NEWS.test(question) || (DATE.test(question) && activity && !week);
  if (news) raise('news', 2.5);
  const compare = comparedSides(question);
  return { areas, legacy, activity: community || news || activity, namespaces: NAMESPACE.test(question), ...(compare ? { compare } : {}) };
}

/** What a page's weight depends on: a passage carries its page's fields (and its URL as `page`). */
export interface Weighed {
  area: Area;
  line?: FrameworkLine;
  version?: string;
  automated?: boolean;
  /** The page's path. */
  url: string;
}

/**
 * The weight a page (or a passage of it) is multiplied by for a question: its area's resting weight, raised when the
 * question asks for that area, its framework line, activity pages and namespace copies held back. The assistant
 * weighs passages with it and the MCP search_docs tool weighs pages with it.
 */
export function pageWeight(page: Weighed, intent: Intent): number {
  let weight = AREA_WEIGHTS[page.area] * (intent.areas[page.area] ?? 1);
  // A catalogue page carries its package's line; a docs or REST page its docs version's.
  weight *= lineWeight(page.line ?? lineOfVersion(page.version), { legacy: intent.legacy });
  if (page.automated && !intent.activity) weight *= 0.35;
  // /api/namespaces/v2/… repeats the top-level symbols: the top-level page answers unless v1/v2 is asked about.
  if (!intent.namespaces && page.url.startsWith('/api/namespaces/')) weight *= 0.75;
  return weight;
}

/** The weight retrieval multiplies a passage's score by. */
export function passageWeight(passage: Passage, intent: Intent): number {
  return pageWeight({ ...passage, url: passage.page }, intent);
}
