/**
 * The embedded answer (no model): the sentences, list items, code blocks and table rows of the best passages that
 * match the question, in Markdown, each part marked with a numbered citation that matches the sources list. When
 * nothing matches well it says so and offers the nearest pages instead of quoting something unrelated.
 */
import type { Block, Passage } from './passages';
import { comparisonWeight, rowNamesSide, type Hit, type Query } from './chatIndex';
import { conceptCount, mentions, termSet } from './terms';

export interface Source {
  title: string;
  url: string;
}

export interface Composed {
  answer: string;
  sources: Source[];
  /** False when nothing matched well and the answer only points to the nearest pages. */
  found: boolean;
}

const MAX_PARTS = 3;
const MAX_PROSE_CHARS = 520;
const MAX_ITEMS = 6;
const MAX_ROWS = 6;
const MAX_CODE_LINES = 24;
const MAX_CODE_BLOCKS = 2;

/** Only site paths are ever cited: a passage can never turn into a link to another site. */
export function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');
}

export function sourceOf(passage: Passage): Source {
  return { title: passage.heading ? `${passage.title} › ${passage.heading}` : passage.title, url: passage.url };
}

function coverage(hit: Hit, wanted: number): number {
  return wanted ? hit.matched.length / wanted : 0;
}

/** Is the best hit good enough to answer from? Most of the question's own terms must meet in one passage. */
function answers(query: Query, hits: Hit[]): boolean {
  if (!hits.length) return false;
  const wanted = conceptCount(query.terms);
  if (!wanted) return query.carried.length > 0;
  const best = Math.max(...hits.map((hit) => hit.matched.length));
  // A follow-up leans on the topic it carries over: one of its own words meeting that topic is enough.
  if (query.carried.length && best >= 1) return true;
  if (wanted === 1) return best === 1;
  if (wanted === 2) return best === 2;
  return best >= Math.max(2, Math.ceil(wanted * 0.45));
}

function blockScore(block: Block, terms: string[], carried: string[]): number {
  const words = termSet(block.kind === 'row' ? block.text : block.text);
  let score = 0;
  for (const term of terms) if (mentions(words, term)) score += 1;
  for (const term of carried) if (mentions(words, term)) score += 0.5;
  return score;
}

/** Sentences of a Markdown paragraph (a period inside `code` or a URL does not end one). */
function sentences(md: string): string[] {
  return md
    .replace(/\s*\n\s*/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z`*_[("'0-9])/)
    .filter((s) => s.trim());
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  let clipped = cut.slice(0, space > max / 2 ? space : max);
  // An unclosed code span or emphasis would swallow the rest of the answer.
  if ((clipped.match(/`/g) ?? []).length % 2) clipped = clipped.slice(0, clipped.lastIndexOf('`'));
  return `${clipped.trimEnd()} …`;
}

const HASH_COMMENTS = /^(?:bash|sh|shell|zsh|console|env|dotenv|ini|toml|ya?ml|python|py|dockerfile)$/i;

/**
 * A fenced block cut to `max` lines, at the last blank line (between two statements) when there is one in the
 * second half, with a comment in the block's language where the rest was left out.
 */
export function trimCode(md: string, max = MAX_CODE_LINES): string {
  const lines = md.split('\n');
  if (lines.length <= max + 2) return md;
  const body = lines.slice(1, max + 1);
  let blank = body.length - 1;
  while (blank >= max / 2 && body[blank].trim()) blank -= 1;
  const kept = blank >= max / 2 ? body.slice(0, blank) : body;
  const lang = lines[0].replace(/^[`~]+/, '').trim();
  const rest = HASH_COMMENTS.test(lang) ? '# …' : lang === 'json' ? '…' : '// …';
  return [lines[0], ...kept, rest, lines.at(-1)!].join('\n');
}

/**
 * A sentence that introduces the block after it: it ends in a colon ("It includes:"), or something "below" shows,
 * lists or defines, or it names "the following" example, table or steps. ("All paths below are relative …" is
 * about the rest of the page, not a block, and stays.)
 */
const POINTS_FORWARD = [
  /:\s*(?:…\s*)?$/,
  /\b(?:below|following)\s+(?:shows?|lists?|illustrates?|demonstrates?|defines?|registers?|contains?)\b/i,
  /\b(?:example|code|snippet|table|list|commands?|steps|file|configuration)\s+below\b/i,
  /\b(?:as follows|the following (?:example|code|snippet|table|list|commands?|steps|file|configuration))\b/i,
  /^here(?:'s| is| are)\b/i,
];
/** A sentence about the block before it: "the example above", "shown above". */
const POINTS_BACK = /\b(?:(?:example|code|snippet|table|list|commands?) above|shown above|above (?:example|code|snippet|table|list|commands?))\b/i;

/**
 * A quoted paragraph without the sentences that point at a block the answer does not show (the block that
 * follows it in the answer, `next`, is the one a forward pointer means; `previous`, the one a backward pointer
 * means). '' when nothing is left.
 */
export function withoutPointers(md: string, next?: Block['kind'], previous?: Block['kind']): string {
  const forwardShown = next === 'code' || next === 'item';
  const backShown = previous === 'code' || previous === 'item';
  const all = sentences(md);
  const kept = all.filter(
    (sentence) => (forwardShown || !POINTS_FORWARD.some((pattern) => pattern.test(sentence.trim()))) && (backShown || !POINTS_BACK.test(sentence)),
  );
  return kept.length === all.length ? md : kept.join(' ').trim();
}

interface Part {
  passage: Passage;
  blocks: string[];
  /** The last block is a table or code: the citation goes on a line of its own after it. */
  endsWithBlock: boolean;
}

/** The quotable blocks of a section passage that answer the question, in page order. */
function pickBlocks(passage: Passage, query: Query, budget: { code: number }): Part | null {
  const scores = passage.blocks.map((block) => blockScore(block, query.terms, query.carried));
  const best = Math.max(0, ...scores);
  // A section whose heading is the question (an error message, a how-to title) answers it whole, in order.
  const headingTerms = termSet(passage.heading.split(' › ').at(-1) ?? '');
  const wanted = conceptCount(query.terms);
  const headingHits = query.terms.filter((term) => mentions(headingTerms, term)).length;
  const whole = wanted >= 2 && headingHits / wanted >= 0.6;
  const threshold = whole ? 0 : best === 0 ? Infinity : Math.max(1, best * 0.6);
  const out: string[] = [];
  const kinds: Array<Block['kind']> = [];
  let prose = 0;
  let items = 0;
  let lastKind: Block['kind'] | null = null;
  let lastList = -1;
  // A callout's title goes with the first block quoted from it (inline before prose, a line of its own before a
  // list or code), unless the title itself was quoted.
  const titled = new Set<string>();
  const withTitle = (block: Block, md: string): string => {
    // A quoted title is the `lead` of the blocks after it: remembering every quoted paragraph covers it.
    if (block.kind === 'text') titled.add(block.md);
    if (!block.lead || titled.has(block.lead)) return md;
    titled.add(block.lead);
    if (block.kind === 'text') return `${block.lead.replace(/\*\*$/, '').replace(/([^.:!?])$/, '$1:')}** ${md}`;
    out.push(block.lead);
    kinds.push('text');
    return md;
  };
  let previousChosen = false;
  // A short list with a matching item is shown whole: its items make sense together ("the roles are …").
  const listsShown = new Set(
    passage.blocks.flatMap((block, i) =>
      block.kind === 'item' && scores[i] >= threshold && passage.blocks.filter((b) => b.kind === 'item' && b.list === block.list).length <= MAX_ITEMS
        ? [block.list]
        : [],
    ),
  );
  passage.blocks.forEach((block, i) => {
    const chosen = scores[i] >= threshold || (block.kind === 'item' && listsShown.has(block.list));
    const firstProse = (best === 0 || whole) && i === passage.blocks.findIndex((b) => b.kind === 'text' && b.md);
    if (block.kind === 'text' && (chosen || firstProse) && prose < MAX_PROSE_CHARS && block.md) {
      const matching = whole
        ? sentences(block.md)
        : sentences(block.md).filter((s) => best === 0 || blockScore({ ...block, text: s }, query.terms, query.carried) >= 1);
      const text = withTitle(block, clip((matching.length ? matching : sentences(block.md)).slice(0, 3).join(' '), MAX_PROSE_CHARS - prose));
      out.push(text);
      kinds.push('text');
      prose += text.length;
      lastKind = 'text';
      previousChosen = true;
      return;
    }
    if (block.kind === 'item' && (chosen || (previousChosen && lastKind === 'text' && /:\s*$/.test(out.at(-1) ?? ''))) && items < MAX_ITEMS) {
      const line = withTitle(block, clip(block.md, 300));
      if (lastKind === 'item' && lastList === block.list && kinds.at(-1) === 'item') out[out.length - 1] += `\n${line}`;
      else {
        out.push(line);
        kinds.push('item');
      }
      items += 1;
      lastKind = 'item';
      lastList = block.list;
      previousChosen = true;
      return;
    }
    // Code right after a chosen sentence is usually the command or snippet that sentence introduces.
    if (block.kind === 'code' && budget.code > 0 && (chosen || previousChosen) && (chosen || lastKind === 'text')) {
      out.push(withTitle(block, trimCode(block.md)));
      kinds.push('code');
      budget.code -= 1;
      lastKind = 'code';
      previousChosen = false;
      return;
    }
    previousChosen = false;
  });
  // A sentence that introduces a block the answer does not show ("the providers below show …") is left out.
  const shown = out.map((md, j) => (kinds[j] === 'text' ? withoutPointers(md, kinds[j + 1], kinds[j - 1]) : md));
  const keptKinds = kinds.filter((_, j) => shown[j]);
  const blocks = shown.filter(Boolean);
  if (!blocks.length) return null;
  return { passage, blocks, endsWithBlock: keptKinds.at(-1) === 'code' };
}

/**
 * Rows of one table that match, under their header: a small GFM table. For a comparison, the rows of the compared
 * things, in the table's own order, so the table reads as the page sets it out.
 */
function tablePart(rows: Hit[], query: Query): Part {
  const sides = query.intent.compare;
  const compared = sides ? rows.filter((hit) => rowNamesSide(hit.passage, sides)) : [];
  if (compared.length >= 2) rows = [...compared].sort((a, b) => a.passage.id - b.passage.id);
  const first = rows[0].passage;
  const block = first.blocks[0] as Extract<Block, { kind: 'row' }>;
  const lines = [...new Set(rows.slice(0, MAX_ROWS).map((hit) => hit.passage.blocks[0].md))];
  return { passage: first, blocks: [`${block.header}\n${lines.join('\n')}`], endsWithBlock: true };
}

function rowKey(passage: Passage): string {
  const block = passage.blocks[0];
  return block.kind === 'row' ? `${passage.page}\u0000${block.table}` : '';
}

function notFound(query: Query, hits: Hit[]): Composed {
  const seen = new Set<string>();
  const nearest: Source[] = [];
  for (const hit of hits) {
    if (seen.has(hit.passage.page) || !isSitePath(hit.passage.url)) continue;
    seen.add(hit.passage.page);
    nearest.push({ title: hit.passage.title, url: hit.passage.page });
    if (nearest.length === 3) break;
  }
  if (!query.terms.length && !query.carried.length) {
    return {
      answer: 'I could not find any words to search for in this question. Ask it in a sentence, for example "How do I add a plugin?".',
      sources: [],
      found: false,
    };
  }
  if (!nearest.length) {
    return {
      answer: 'I could not find this in the documentation. Try other words, or search the site with Ctrl+K.',
      sources: [],
      found: false,
    };
  }
  const list = nearest.map((source, i) => `- ${source.title} [${i + 1}]`).join('\n');
  return {
    answer: `I could not find a passage that answers this directly. These pages are the closest matches:\n\n${list}`,
    sources: nearest,
    found: false,
  };
}

/** Pages whose opening states the key facts (method and path, package name, signature, what a partner does). */
const REFERENCE_AREAS = new Set(['rest', 'api', 'packages', 'partners']);

/** The opening blocks of a reference page, quoted before the part that answers from deeper in it. */
function leadBlocks(lead: Passage | undefined): string[] {
  if (!lead || lead.heading) return [];
  // The opening paragraphs until there is a sentence's worth of prose (a bare method and path is not yet one).
  const out: string[] = [];
  let size = 0;
  for (const block of lead.blocks) {
    if (block.kind !== 'text' || !block.md) continue;
    if (out.length && block.md.length > 300) break;
    const text = withoutPointers(clip(block.md, 400));
    if (!text) continue;
    out.push(text);
    size += text.length;
    if (size >= 120 || out.length === 3) break;
  }
  return out;
}

/** The section heading, when it says what the question asks (an error message, a version and its date). */
function headingLine(passage: Passage, query: Query): string | null {
  const last = passage.heading.split(' › ').at(-1) ?? '';
  if (!last) return null;
  const words = termSet(last);
  return query.terms.some((term) => mentions(words, term)) ? `**${last.replace(/\*/g, '')}**` : null;
}

/** Composes the embedded answer from ranked hits; `leadOf(page)` gives a page's opening passage. */
export function composeAnswer(query: Query, hits: Hit[], leadOf: (page: string) => Passage | undefined = () => undefined): Composed {
  const usable = hits.filter((hit) => isSitePath(hit.passage.url));
  if (!answers(query, usable)) return notFound(query, usable);
  const wanted = conceptCount(query.terms) || query.carried.length;
  const bestCoverage = Math.max(...usable.map((hit) => coverage(hit, wanted)));
  const parts: Part[] = [];
  const usedTables = new Set<string>();
  const usedPassages = new Set<number>();
  const usedPages = new Map<string, number>();
  const budget = { code: MAX_CODE_BLOCKS };
  for (const hit of usable) {
    if (parts.length === MAX_PARTS) break;
    // Later parts must be nearly as relevant as the best, or they are noise.
    if (parts.length && coverage(hit, wanted) < bestCoverage * 0.6) continue;
    if (usedPassages.has(hit.passage.id)) continue;
    // A comparison is not answered by a section that compares other things ("values, data and text").
    if (query.intent.compare && comparisonWeight(hit.passage, query.intent) < 1) continue;
    // A page's first part is its best passage; more from the same page is usually its margins (links, error
    // cases), unless it is a table row (tables hold the facts: env vars, flags) or matches more of the question.
    const first = usedPages.get(hit.passage.page);
    if (first !== undefined && !(hit.passage.kind === 'row' ? hit.matched.length >= first : hit.matched.length > first)) continue;
    if (first === undefined) usedPages.set(hit.passage.page, hit.matched.length);
    if (hit.passage.kind === 'row') {
      const key = rowKey(hit.passage);
      if (usedTables.has(key)) continue;
      usedTables.add(key);
      const rows = usable.filter((other) => rowKey(other.passage) === key && coverage(other, wanted) >= coverage(hit, wanted) * 0.6);
      rows.forEach((row) => usedPassages.add(row.passage.id));
      parts.push(tablePart(rows, query));
      continue;
    }
    usedPassages.add(hit.passage.id);
    const part = pickBlocks(hit.passage, query, budget);
    if (part) parts.push(part);
  }
  if (!parts.length) return notFound(query, usable);

  // Citation numbers follow the order in which pages first appear; a page quoted twice keeps its number.
  const sources: Source[] = [];
  const numberOf = new Map<string, number>();
  const seenText = new Set<string>();
  let legacyNoted = false;
  const text: string[] = [];
  for (const part of parts) {
    const blocks = part.blocks.filter((block) => !seenText.has(block));
    if (!blocks.length) continue;
    blocks.forEach((block) => seenText.add(block));
    const source = sourceOf(part.passage);
    let n = numberOf.get(part.passage.page);
    if (n === undefined) {
      sources.push(source);
      n = sources.length;
      numberOf.set(part.passage.page, n);
      // The first quote from a reference page starts with what the page is (its method and path, its package).
      if (REFERENCE_AREAS.has(part.passage.area)) {
        // Lead blocks open the page, so they come first, in the page's order.
        const lead = leadBlocks(leadOf(part.passage.page)).filter((block) => !seenText.has(block) || blocks.includes(block));
        lead.forEach((block) => seenText.add(block));
        blocks.splice(0, blocks.length, ...lead, ...blocks.filter((block) => !lead.includes(block)));
      }
    }
    const heading = part.passage.kind === 'section' ? headingLine(part.passage, query) : null;
    if (heading && !seenText.has(heading)) {
      seenText.add(heading);
      blocks.unshift(heading);
    }
    if (part.passage.version?.startsWith('0.') && !legacyNoted) {
      legacyNoted = true;
      blocks.unshift(`From the ${part.passage.version} docs:`);
    }
    if (part.endsWithBlock) text.push(`${blocks.join('\n\n')}\n\nFrom *${part.passage.heading || part.passage.title}* [${n}].`);
    else {
      blocks[blocks.length - 1] += ` [${n}]`;
      text.push(blocks.join('\n\n'));
    }
  }
  return { answer: text.join('\n\n'), sources, found: true };
}
