/**
 * The site-wide search index: a compact file of every page's title, description, headings and inline code terms
 * (written after the build), and the MiniSearch engine the navbar box and the results page query it with. It runs
 * the same in the browser, the bench and the tests.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { placeLabel, placeMatches, type Area, type Place, isActivityPage } from './areas';
import { cutAtWord } from './text';
import { asksForLegacy, lineOfVersion, lineWeight, type FrameworkLine } from '../retrieval/line';
import { NAMED_PAGE_WEIGHT, plainWords, stem, titleKey, titleWords, tokenize, wholeTerm } from '../retrieval/terms';
import { AREA_WEIGHTS, BOX_FIELD_WEIGHTS, engineOptions } from '../retrieval/engine';

/** The file shipped to the browser. Rows are arrays, not objects, so the keys are not repeated per page. */
export { SITE_INDEX_FILE } from './files';

export interface SiteIndexFile {
  format: 1;
  /** [route, title, place ("docs" or "docs@0.25.9"), description and lead text, inline code terms joined by "\n"]. */
  pages: [string, string, string, string, string][];
  /** [index of the page in `pages`, anchor, heading text, start of its section]. */
  headings: [number, string, string, string][];
}

export interface SiteHit {
  route: string;
  /** The heading's anchor, for a hit on a heading. */
  anchor?: string;
  /** The heading text for a heading hit, else the page title. */
  title: string;
  pageTitle: string;
  place: Place;
  /** "Docs 1.0.17", "Plugins"…: what the result list shows beside each hit. */
  label: string;
  score: number;
  /** The start of the page's text, or of the heading's section. */
  text: string;
  /** The indexed words the query matched (typos and unfinished words resolved): what the target page highlights. */
  terms: string[];
  /** The page's inline code terms that the query matched, as written (a page hit only). */
  code: string[];
}

/** The code terms of a page ("\n"-joined) that hold a matched word, as written; at most three. */
function matchedCode(codeTerms: string, words: string[]): string[] {
  if (!codeTerms) return [];
  return codeTerms
    .split('\n')
    .filter((term) => {
      const lower = term.toLowerCase();
      return words.some((word) => word && lower.includes(word));
    })
    .slice(0, 3);
}

export interface SiteSearchOptions {
  /** Where the reader stands: results from this area (and docs version) rank first. */
  from?: Place;
  limit?: number;
  /** The results page's filters: only these areas; only this docs version for docs and REST pages. */
  areas?: Area[];
  version?: string;
}

/** "docs@1.0.17", "packages#1.x" (a catalogue page with its package's line), "blog". */
export function encodePlace({ area, version, line }: Place): string {
  return `${area}${version ? `@${version}` : ''}${line ? `#${line}` : ''}`;
}

export function decodePlace(code: string): Place {
  const [rest, line] = code.split('#');
  const [area, version] = rest.split('@');
  return { area: area as Area, ...(version ? { version } : {}), ...(line ? { line: line as FrameworkLine } : {}) };
}

/** Words of a text as typed: lower case, stop words kept out (the shared list, ../retrieval/terms.ts). */
export function queryWords(text: string): string[] {
  return plainWords(text);
}

/** A title as a key (../retrieval/terms.ts titleKey): "Class: AgentRuntime" → agentruntime. */
export const normaliseTitle = titleKey;

interface IndexedDoc {
  id: number;
  /** Title (of the page, or the heading). */
  t: string;
  /** Inline code terms (pages only). */
  k: string;
  /** Description and lead (pages), section start (headings). */
  d: string;
  /** The page's title, on headings: "discord setup" finds the Setup heading of the Discord page. */
  p: string;
  /** The words of the page's path (/docs/cli/stop: docs cli stop): derived in the browser, so it costs no bytes. */
  u: string;
}

const FIELDS = Object.keys(BOX_FIELD_WEIGHTS);

/** How many nearest pages the no-results state offers. */
const NEAREST_PAGES = 3;

/** Where a reader of each area starts, for the no-results state when not even the start of a word matches. */
const START_PAGES: Record<Area, string[]> = {
  docs: ['/docs/intro', '/docs/quickstart', '/docs/troubleshooting'],
  api: ['/api', '/api/classes/AgentRuntime', '/api/interfaces/IAgentRuntime'],
  rest: ['/api/rest', '/docs/intro', '/docs/quickstart'],
  packages: ['/packages', '/docs/intro', '/docs/quickstart'],
  partners: ['/partners', '/docs/intro', '/docs/quickstart'],
  community: ['/community', '/docs/intro', '/docs/quickstart'],
  blog: ['/blog', '/docs/intro', '/docs/quickstart'],
  news: ['/news', '/docs/intro', '/docs/quickstart'],
  site: ['/docs/intro', '/docs/quickstart', '/docs/troubleshooting'],
};

/** How much the reader's own area weighs: enough to order near-equal answers, too little to lift a weaker one. */
const OWN_AREA_TIE = 1.08;
const MAX_AREA_WEIGHT = Math.max(...Object.values(AREA_WEIGHTS));

const routeWords = (route: string) => route.replace(/[/_-]+/g, ' ').trim();

/**
 * TypeDoc lists a name several times (the class, and a variable or type alias of the same name in the v1 and v2
 * namespaces): the class or interface at the top level is the page a reader typing the name wants.
 */
function apiKindWeight(route: string): number {
  if (!route.startsWith('/api/')) return 1;
  let weight = route.startsWith('/api/namespaces/') ? 0.7 : 1;
  if (/\/(variables|type-aliases)\//.test(route)) weight *= 0.8;
  return weight;
}

/**
 * The names a page answers to exactly: its title, and for a catalogue entry its package name as people write it
 * ("plugin-openai", "client-discord") and its slug.
 */
function pageNames(route: string, title: string): string[] {
  const names = [normaliseTitle(title)];
  const entry = /^\/packages\/(plugin|client|adapter)s\/([^/]+)$/.exec(route);
  if (entry) names.push(normaliseTitle(`${entry[1]}-${entry[2]}`), normaliseTitle(entry[2]));
  return names;
}

export class SiteSearch {
  private readonly engine: MiniSearch<IndexedDoc>;
  private readonly places: Place[];
  private readonly pageCount: number;
  private readonly activity: boolean[];
  private readonly kindWeight: number[];
  private readonly names: string[][];
  private readonly titleWords: string[][];
  private readonly headingNames: string[];

  private constructor(private readonly file: SiteIndexFile) {
    this.engine = new MiniSearch<IndexedDoc>(engineOptions(FIELDS));
    this.pageCount = file.pages.length;
    this.places = file.pages.map((row) => decodePlace(row[2]));
    this.activity = file.pages.map((row) => isActivityPage(row[0]));
    this.kindWeight = file.pages.map((row) => apiKindWeight(row[0]));
    this.names = file.pages.map((row) => pageNames(row[0], row[1]));
    this.titleWords = file.pages.map((row) => titleWords(row[1]));
    this.headingNames = file.headings.map((row) => normaliseTitle(row[2]));
  }

  private *documents(): Generator<IndexedDoc> {
    const { pages, headings } = this.file;
    for (let id = 0; id < pages.length; id += 1) {
      const [, title, , text, code] = pages[id];
      yield { id, t: title, k: code, d: text, p: '', u: routeWords(pages[id][0]) };
    }
    for (let i = 0; i < headings.length; i += 1) {
      const [page, , text, snippet] = headings[i];
      yield { id: pages.length + i, t: text, k: '', d: snippet, p: pages[page][1], u: '' };
    }
  }

  /** Builds the engine at once (Node: bench, tests). */
  static fromFile(file: SiteIndexFile): SiteSearch {
    const search = new SiteSearch(file);
    search.engine.addAll([...search.documents()]);
    return search;
  }

  /**
   * Builds the engine in slices of at most `budgetMs` that yield to the browser between them. A fixed document count
   * per slice (MiniSearch's addAllAsync) made 100–450 ms tasks on a phone-speed CPU, the largest part of every
   * page's blocking time; a few milliseconds a slice keeps each task far under the 50 ms that counts as blocking,
   * even at a quarter of this machine's speed.
   */
  static async fromFileAsync(file: SiteIndexFile, budgetMs = 4): Promise<SiteSearch> {
    const search = new SiteSearch(file);
    const documents = search.documents();
    let next = documents.next();
    while (!next.done) {
      const until = performance.now() + budgetMs;
      do {
        search.engine.add(next.value);
        next = documents.next();
      } while (!next.done && performance.now() < until);
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
    }
    return search;
  }

  get size(): number {
    return this.engine.documentCount;
  }

  private pageOf(id: number): number {
    return id < this.pageCount ? id : this.file.headings[id - this.pageCount][0];
  }

  /** How much a page's place and kind weigh for a reader standing at `from`. */
  private placeWeight(page: number, from: Place | undefined, legacy: boolean): number {
    const place = this.places[page];
    // The reader's own area is a tie-breaker, not a boost: it puts its page first among pages that answer about as
    // well (within a few per cent), never above a page that answers better ("create agent endpoint" typed on the blog
    // opens the REST operation, not a post that mentions agents). "site" (home, showcase) is not an area a reader
    // searches within.
    const own = from && from.area !== 'site' && place.area === from.area;
    // The resting weight of the page's area, as in every finder (the guides first, dated posts and lists after); the
    // reader's own area is not held back.
    let weight = own ? MAX_AREA_WEIGHT : AREA_WEIGHTS[place.area];
    if (own && (place.version ?? '') === (from.version ?? '')) weight *= OWN_AREA_TIE;
    else if (own) weight *= 1 + (OWN_AREA_TIE - 1) / 2;
    // The current line first (1.x docs and packages above 0.x ones), unless the query or the reader is on 0.x.
    weight *= lineWeight(place.line ?? lineOfVersion(place.version), { legacy, readerVersion: from?.version });
    if (this.activity[page]) weight *= 0.2;
    return weight * this.kindWeight[page];
  }

  search(query: string, options: SiteSearchOptions = {}): SiteHit[] {
    const limit = options.limit ?? 8;
    const words = queryWords(query);
    if (words.length === 0) return [];
    const wanted = normaliseTitle(query);
    const typed = new Set(words);
    // A page whose title is the query less a word or more: every word of its title (two at least) was typed.
    const titled = (id: number) => {
      const title = id < this.pageCount ? this.titleWords[id] : [];
      return title.length >= 2 && title.length < words.length && title.every((word) => typed.has(word));
    };
    const envPrefix = /^([a-z0-9]+)_[a-z0-9_]+$/i.exec(query.trim())?.[1].toLowerCase();
    const legacy = asksForLegacy(query);
    // A last word the stemmer cut ("ordering": order) was typed whole: it is not searched by its start ("orderly").
    const last = tokenize(query).pop()?.toLowerCase() ?? '';
    const typedWhole = stem(last) !== last;
    const filter = (result: SearchResult) => placeMatches(this.places[this.pageOf(result.id as number)], options);
    // A swapped pair of letters ("discrod") is two edits: long words may carry that much.
    const fuzzy = (term: string) => (term.length >= 7 ? 2 : term.length >= 4 ? 1 : false);
    const base = {
      fields: FIELDS,
      boost: BOX_FIELD_WEIGHTS,
      // A name typed whole (OPENAI_API_KEY) is searched whole: the index holds it and its parts, and a match on the
      // name, not on "openai" alone, is what the suggestion's extract should show.
      processTerm: wholeTerm,
      // As typed: the last word may be unfinished; long words may be the start of a longer one (plural, -ing).
      prefix: (term: string, i: number, terms: string[]) => (i === terms.length - 1 && !typedWhole) || term.length >= 6,
      filter,
      boostDocument: (id: unknown) => {
        const doc = id as number;
        const page = this.pageOf(doc);
        let weight = this.placeWeight(page, options.from, legacy);
        if (doc >= this.pageCount) {
          // A heading of the same name is a good hit, but the page of that name is the better one.
          const heading = this.headingNames[doc - this.pageCount];
          return weight * 0.6 * (heading === wanted ? 2 : 1);
        }
        const names = this.names[doc];
        if (names.includes(wanted)) weight *= NAMED_PAGE_WEIGHT;
        // The page the query names, with a word more ("create agent endpoint": the Create an agent operation).
        else if (titled(doc)) weight *= 4;
        else if (wanted.length >= 3 && names[0].startsWith(wanted)) weight *= 1.5;
        // An environment variable is named after its plugin (EVM_PRIVATE_KEY, DISCORD_API_TOKEN): that page first.
        if (envPrefix && names.includes(envPrefix)) weight *= 3;
        return weight;
      },
    };
    const scored = new Map<string, SiteHit>();
    const add = (results: SearchResult[], factor: number) => {
      for (const result of results) {
        const id = result.id as number;
        const page = this.pageOf(id);
        const [route, pageTitle, placeCode] = this.file.pages[page];
        const heading = id >= this.pageCount ? this.file.headings[id - this.pageCount] : undefined;
        const score = result.score * factor;
        const known = scored.get(route);
        // One hit a page: a page's best match stands for it, so eight hits are eight different pages.
        if (known && known.score >= score) continue;
        const place = decodePlace(placeCode);
        scored.set(route, {
          route,
          anchor: heading?.[1],
          title: heading ? heading[2] : pageTitle,
          pageTitle,
          place,
          label: placeLabel(place),
          score,
          text: heading ? heading[3] : cutAtWord(this.file.pages[page][3], 240),
          terms: result.terms,
          // Matches in the page's inline code (an env var, a function name) are not in its text: shown as written.
          code: heading ? [] : matchedCode(this.file.pages[page][4], result.terms),
        });
      }
    };
    // Cheapest first: exact words (the last one may be unfinished) that a page holds all of; typos are tried only
    // when that finds too little (fuzzy matching is what costs time), then pages holding only some of the words.
    // "quick start" also looks for "quickstart" (and "web search" for "websearch"): titles write some names as one word.
    const oneWord = words.join('');
    const namedSo = (result: SearchResult) => (result.id as number) < this.pageCount && this.names[result.id as number].includes(oneWord);
    const joined =
      words.length > 1 && words.length <= 3
        ? [{ text: oneWord, options: { ...base, combineWith: 'AND' as const, filter: (r: SearchResult) => filter(r) && namedSo(r) } }]
        : [];
    // The page whose title the query spells out with a word more ("create agent endpoint") may lack that word: it is
    // looked for in the first pass too, so that pages holding every word do not push it below them.
    const named =
      words.length > 2
        ? [{ text: query, options: { ...base, combineWith: 'OR' as const, filter: (r: SearchResult) => filter(r) && titled(r.id as number) } }]
        : [];
    const passes = [
      [{ text: query, options: { ...base, combineWith: 'AND' as const } }, ...joined, ...named],
      [{ text: query, options: { ...base, combineWith: 'AND' as const, fuzzy } }],
      ...(words.length > 1 ? [[{ text: query, options: { ...base, combineWith: 'OR' as const, fuzzy } }]] : []),
    ];
    for (const pass of passes) {
      if (scored.size >= limit) break;
      const results = pass.flatMap(({ text, options }) => this.engine.search(text, options)).sort((a, b) => b.score - a.score);
      const fresh = results.filter((result) => !scored.has(this.file.pages[this.pageOf(result.id as number)][0]));
      if (!fresh.length) continue;
      // A later pass's hits rank below every earlier one: a page with all the words beats one with a typo or a gap.
      const floor = Math.min(...[...scored.values()].map((hit) => hit.score));
      add(fresh, Number.isFinite(floor) ? (0.99 * floor) / fresh[0].score : 1);
    }
    return [...scored.values()].sort((a, b) => b.score - a.score).slice(0, limit);
  }

  /**
   * The pages nearest to a query that matched none (the box's no-results state): pages holding the start of one of
   * its words ("kube" of "kubernetes", typos after the first letters), else the start pages of the reader's area.
   */
  nearest(query: string, options: SiteSearchOptions = {}): SiteHit[] {
    const limit = options.limit ?? NEAREST_PAGES;
    const stems = queryWords(query)
      .filter((word) => word.length >= 3)
      .map((word) => word.slice(0, Math.max(3, Math.ceil(word.length / 2))));
    const close = stems.length ? this.search(stems.join(' '), { ...options, limit }) : [];
    if (close.length) return close;
    const area = options.from && options.from.area !== 'site' ? options.from.area : 'site';
    const wanted = START_PAGES[area];
    return this.file.pages
      .map((row, page) => ({ row, page, rank: wanted.indexOf(row[0]) }))
      .filter(({ rank }) => rank >= 0)
      .sort((a, b) => a.rank - b.rank)
      .slice(0, limit)
      .map(({ row: [route, title, placeCode, text] }) => {
        const place = decodePlace(placeCode);
        return { route, title, pageTitle: title, place, label: placeLabel(place), score: 0, text: cutAtWord(text, 240), terms: [], code: [] };
      });
  }
}
