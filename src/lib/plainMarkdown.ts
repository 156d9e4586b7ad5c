/**
 * Recognises Markdown that is only paragraphs of plain text and `code` spans, the shape of most descriptions in
 * openapi/*.yaml, so src/theme/Markdown can render it without running a Markdown parser in the browser.
 */

/** A paragraph's pieces: text, or the content of a code span. */
export type InlinePiece = { code: boolean; text: string };

/** Characters or sequences that would make CommonMark/GFM produce something other than text and code spans. */
const SYNTAX = /[*_[\]<>|~\\]|&#?\w+;|:\/\/|www\.|\w@\w|:::/;
/** Line starts that open a block: headings, quotes, lists, fences, thematic breaks, indented code. */
const BLOCK_START = /^(#|>|[-+*]\s|\d+[.)]\s|```|~~~|-{3,}|={3,}|\s{4})/;

function inlinePieces(paragraph: string): InlinePiece[] | null {
  const parts = paragraph.split('`');
  // An odd number of backticks leaves a span open; doubled backticks mean longer code-span delimiters.
  if (parts.length % 2 === 0 || paragraph.includes('``')) return null;
  const pieces: InlinePiece[] = [];
  for (const [index, text] of parts.entries()) {
    const code = index % 2 === 1;
    if (code) {
      // CommonMark trims one space from each side of a code span that has both; keep to spans that have neither.
      if (text.length === 0 || /^\s|\s$/.test(text)) return null;
    } else if (SYNTAX.test(text)) {
      return null;
    }
    if (text) pieces.push({ code, text });
  }
  return pieces;
}

/** The paragraphs of `source` as inline pieces, or null when it holds anything a parser must handle. */
export function plainParagraphs(source: string): InlinePiece[][] | null {
  const paragraphs = source
    .trim()
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim());
  const result: InlinePiece[][] = [];
  for (const paragraph of paragraphs) {
    if (!paragraph || paragraph.includes('\n') || BLOCK_START.test(paragraph)) return null;
    const pieces = inlinePieces(paragraph);
    if (!pieces) return null;
    result.push(pieces);
  }
  return result.length ? result : null;
}
