/** Turns the Streams section of community-facts.md into stream records (before schema validation). */
import { isFragment, type Recording, type Stream } from '../../src/data/schemas/streams';

/** Items the facts' extractor cut mid-phrase that the fragment rule does not catch; each is dropped, never guessed at. */
const KNOWN_FRAGMENTS = new Set([
  'addition of image',
  'Discussion about plugins as bundles of core',
  "Transition to building a Domino's pizza ordering",
  'Discussion of the pizza ordering agent’s order',
]);

/** Participant lines that are a sentence rather than a list; rewritten to the names they give. */
const PARTICIPANT_OVERRIDES: Record<string, { participants: string[]; partial: boolean }> = {
  '11-2024/2024-11-22': { participants: ['ai16zdao (host)', 'Joven', 'Baron'], partial: true },
};

export interface ParsedStreams {
  streams: Stream[];
  /** What was left out, one line each, for the import log. */
  dropped: string[];
}

/** Splits on `sep` outside parentheses and quotes ("González (Fuzz.ai; Desiants Venture Studio)" stays whole). */
export function splitTopLevel(text: string, sep = '; '): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '(') depth++;
    else if (!quoted && ch === ')') depth = Math.max(0, depth - 1);
    else if (!quoted && depth === 0 && text.startsWith(sep, i)) {
      parts.push(text.slice(start, i));
      start = i + sep.length;
      i += sep.length - 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

const AMERICAN_STEMS = new Set(['decentral', 'summar', 'organ', 'optim', 'real', 'recogn', 'priorit', 'central', 'standard', 'custom', 'monet']);

/** The fact sheets' paraphrases use British spellings in places; the site's prose is American English. */
export function americanize(text: string): string {
  return text.replace(/\b(\w+?)is(ations?|ational|e|ed|es|er|ers|ing)\b/g, (word, stem: string, ending: string) =>
    AMERICAN_STEMS.has(stem.toLowerCase()) ? `${stem}iz${ending}` : word,
  );
}

/** Removes a trailing " …" (the facts mark a shortened list so) and says whether there was one. */
function stripEllipsis(text: string): { text: string; partial: boolean } {
  const trimmed = text.trim();
  return trimmed.endsWith('…') ? { text: trimmed.slice(0, -1).trim(), partial: true } : { text: trimmed, partial: false };
}

/** A recording URL made safe to link: a second "?" (a share suffix pasted onto a query) is cut off. */
export function normaliseRecordingUrl(url: string): string {
  const first = url.indexOf('?');
  const second = first === -1 ? -1 : url.indexOf('?', first + 1);
  return second === -1 ? url : url.slice(0, second);
}

export function recordingOf(url: string): Recording {
  const clean = normaliseRecordingUrl(url.trim());
  const host = new URL(clean).hostname.replace(/^www\./, '');
  if (host === 'youtube.com') return { url: clean, platform: 'youtube' };
  if (host === 'x.com') return { url: clean, platform: 'x' };
  throw new Error(`recording ${url}: unknown platform ${host}`);
}

/** The YouTube video id of a watch or live URL, if any. */
export function youtubeIdOf(url: string): string | undefined {
  const parsed = new URL(url);
  if (!/(^|\.)youtube\.com$/.test(parsed.hostname)) return undefined;
  const fromQuery = parsed.searchParams.get('v');
  if (fromQuery) return fromQuery;
  const live = /^\/(?:live|embed)\/([A-Za-z0-9_-]{11})/.exec(parsed.pathname);
  return live?.[1];
}

function parseParticipants(text: string, drop: (what: string) => void): { participants: string[]; partial: boolean } {
  if (/not named/i.test(text)) return { participants: [], partial: false };
  let partial = false;
  const participants = splitTopLevel(text).map((item) => {
    let name = item;
    // "(mentions: …)" lists people talked about, not people present.
    name = name.replace(/\s*\(mentions:[^)]*\)/, (match) => {
      drop(`mentioned, not present: ${match.trim()}`);
      return '';
    });
    // "… and speakers", "… and community speakers (90-second updates)": the speakers list carries them.
    name = name.replace(/\s+and (community )?speakers(\s*\([^)]*\))?$/, (match) => {
      if (/\(/.test(match)) drop(`format note: ${match.trim()}`);
      return '';
    });
    name = name.replace(/\s+and others$/, () => {
      partial = true;
      return '';
    });
    return name.trim();
  });
  return { participants: participants.filter(Boolean), partial };
}

function parseTopics(text: string, drop: (what: string) => void) {
  const { text: body, partial } = stripEllipsis(text);
  const lists = { topics: [] as string[], projectUpdates: [] as string[], chapters: [] as string[] };
  let current: keyof typeof lists = 'topics';
  for (let item of splitTopLevel(body)) {
    const marker = /^(project updates|timestamped):\s*/.exec(item);
    if (marker) {
      current = marker[1] === 'project updates' ? 'projectUpdates' : 'chapters';
      item = item.slice(marker[0].length);
    }
    // Notes about where a fact came from, not part of the topic; the site writes American English.
    item = americanize(item.replace(/\s*\((see timestamps|blog)\)$/, '').trim());
    if (!item) continue;
    if (isFragment(item) || KNOWN_FRAGMENTS.has(item)) {
      drop(`cut-off ${current === 'topics' ? 'topic' : current === 'chapters' ? 'chapter' : 'update'}: "${item}"`);
      continue;
    }
    lists[current].push(item);
  }
  if (partial && current !== 'topics') throw new Error('a shortened list of project updates or chapters is not supported');
  return { ...lists, topicsPartial: partial };
}

const HEADER = /^- \*\*(\d{2}-\d{4})\/([A-Za-z0-9-]+)\.md\*\* — (\d{4}-\d{2}-\d{2}) — "(.*)"$/;

/** Parses every stream block of the Streams section; throws on a block it cannot read. */
export function parseStreamFacts(markdown: string): ParsedStreams {
  const section = /^## Streams\b[\s\S]*?(?=^## )/m.exec(markdown)?.[0];
  if (!section) throw new Error('community-facts.md: no "## Streams" section');
  const lines = section.split('\n');
  const streams: Stream[] = [];
  const dropped: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const header = HEADER.exec(lines[i]);
    if (!header) continue;
    const [, monthYear, page, date, title] = header;
    const id = `${monthYear}/${page}`;
    const drop = (what: string) => dropped.push(`${id}: ${what}`);
    const fields: Record<string, string> = {};
    for (let j = i + 1; j < lines.length && lines[j].startsWith('  - '); j++) {
      const field = /^ {2}- (show|topics|recording): (.*)$/.exec(lines[j]);
      if (!field) throw new Error(`${id}: unreadable line "${lines[j]}"`);
      fields[field[1]] = field[2];
    }
    for (const name of ['show', 'topics', 'recording']) if (!fields[name]) throw new Error(`${id}: no "${name}" line`);

    const showLine = /^(.*?); participants: (.*)$/.exec(fields.show);
    if (!showLine) throw new Error(`${id}: the show line has no participants`);
    const show = showLine[1].replace(/; gallery label "[^"]*"/, (match) => {
      drop(`show note: ${match.slice(2)}`);
      return '';
    });
    const [participantsText, speakersText = ''] = showLine[2].split('; speakers (timestamped): ');
    const people = PARTICIPANT_OVERRIDES[id] ?? parseParticipants(participantsText, drop);
    const speakers = stripEllipsis(speakersText);

    streams.push({
      id,
      monthYear,
      page,
      date,
      title,
      show,
      participants: people.participants,
      participantsPartial: people.partial,
      speakers: speakers.text ? speakers.text.split(', ').map((name) => name.trim()) : [],
      speakersPartial: speakers.partial,
      ...parseTopics(fields.topics, drop),
      recordings: fields.recording.split(', ').map(recordingOf),
      related: [],
    });
  }
  return { streams, dropped };
}
