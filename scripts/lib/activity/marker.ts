/**
 * The header marker of a generated page. It records the engine, a hash of the facts the page was made from and a
 * hash of the page itself, so the generator can tell a stale page from one that someone edited by hand.
 */
import { createHash } from 'node:crypto';
import type { EngineName } from './summarise';

export interface Marker {
  kind: string;
  engine: EngineName;
  /** Hash of the page's input facts. */
  input: string;
  /** Hash of the file's text without the marker line. */
  content: string;
}

const PREFIX = '<!-- activity-pipeline:';
const MARKER_LINE = /^<!-- activity-pipeline: kind=(\S+) engine=(template|llm) input=([0-9a-f]{16}) content=([0-9a-f]{16})\b.*-->$/m;

const shortHash = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** Hash of any JSON-able value; keys keep their insertion order, which the generator controls. */
export const hashInput = (input: unknown): string => shortHash(JSON.stringify(input));

/** Removes the marker line (if any), giving the text its content hash covers. */
function withoutMarker(text: string): string {
  return text
    .split('\n')
    .filter((line) => !line.startsWith(PREFIX))
    .join('\n');
}

/** Puts the marker right after the front matter (or first, for a page without one). */
export function addMarker(text: string, marker: Omit<Marker, 'content'>): string {
  const content = shortHash(text);
  const line = `${PREFIX} kind=${marker.kind} engine=${marker.engine} input=${marker.input} content=${content}. Written by npm run activity:generate from data/activity; a hand-edited page is kept unless the generator runs with --force. -->`;
  const end = text.startsWith('---\n') ? text.indexOf('\n---\n', 4) : -1;
  if (end === -1) return `${line}\n${text}`;
  const cut = end + '\n---\n'.length;
  return `${text.slice(0, cut)}${line}\n${text.slice(cut)}`;
}

export function readMarker(text: string): Marker | null {
  const match = MARKER_LINE.exec(text);
  if (!match) return null;
  return { kind: match[1], engine: match[2] as EngineName, input: match[3], content: match[4] };
}

/** A generated file is hand-edited when its text no longer matches the content hash in its marker. */
export function isHandEdited(text: string): boolean {
  const marker = readMarker(text);
  return !marker || shortHash(withoutMarker(text)) !== marker.content;
}
