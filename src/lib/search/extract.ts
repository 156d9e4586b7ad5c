/** Reads what the site-wide search index needs (title, description, headings, code terms) from one built page. */

interface ExtractedHeading {
  /** The anchor id the built page gives the heading. */
  anchor: string;
  text: string;
  /** The start of the section under the heading, as plain text. */
  snippet: string;
}

export interface ExtractedPage {
  title: string;
  description: string;
  headings: ExtractedHeading[];
  /** Inline code of the page (commands, env var names, identifiers): what readers paste into a search box. */
  codeTerms: string[];
  /** The start of the page's text, for pages whose description is empty or generic. */
  lead: string;
  /** The framework line a catalogue page declares on its article (data-framework-line). */
  line?: '0.x' | '1.x';
}

const SNIPPET_CHARS = 160;
const MAX_CODE_TERMS = 40;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'", '#x27': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Tag-free text; the zero-width space Docusaurus puts in heading links goes too. */
export function plainText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/[\u200b\u00a0]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Where TypeDoc says a symbol is declared ("Defined in: index-Bu4JVNja.d.ts:1340"): a file of the package's build, of
 * no use to a reader of an extract.
 */
const DEFINED_IN = /\bDefined in:?\s*[\w./@-]+\.(?:d\.)?[cm]?[jt]sx?(?::\d+)?/g;
/** A bundler's hashed file name left on its own ("index-Bu4JVNja.d.ts"). */
const BUILT_FILE = /(?:^|\s)[\w.@/-]*-[A-Za-z0-9_]{8}\.(?:d\.ts|[cm]?js)(?::\d+)?(?=\s|$)/g;

/** Text for an extract: without the build's file names. */
export function readableText(text: string): string {
  return (
    text
      .replace(DEFINED_IN, ' ')
      .replace(BUILT_FILE, ' ')
      .replace(/\s+/g, ' ')
      // Tags become spaces: "( memory: Memory , unique )" reads as written, "(memory: Memory, unique)".
      .replace(/ ([,;)\]}])/g, '$1')
      .replace(/([([{]) /g, '$1')
      .trim()
  );
}

/** At most `max` characters of `text`, cut after a whole word, with an ellipsis where it was cut. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const space = text.lastIndexOf(' ', max - 1);
  const kept = text.slice(0, space > max / 2 ? space : max - 1).replace(/[\s,;:.\-–—(]+$/, '');
  return `${kept} …`;
}

/** An attribute's value; the built HTML is minified, so values may be unquoted. */
function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`).exec(tag);
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3]) : undefined;
}

/** The page's main content: its <article> (docs, blog posts), else <main>, else the body. */
function mainContent(html: string): string {
  const article = /<article[^>]*>([\s\S]*)<\/article>/.exec(html);
  if (article) return article[1];
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html);
  if (main) return main[1];
  return /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html;
}

/** Drops what is not the page's own text: scripts, styles, navigation, the table of contents, SVG. */
function withoutChrome(html: string): string {
  return html
    .replace(/<(script|style|svg|nav|noscript|button)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<div[^>]*class="[^"]*theme-doc-toc-mobile[^"]*"[\s\S]*?<\/div>/g, ' ');
}

export function extractPage(html: string, siteTitleSuffix = /\s*\|\s*[^|]*$/): ExtractedPage {
  const body = withoutChrome(mainContent(html));
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body);
  const titleTag = /<title[^>]*>([\s\S]*?)<\/title>/.exec(html);
  const title = (h1 ? plainText(h1[1]) : '') || plainText(titleTag?.[1] ?? '').replace(siteTitleSuffix, '');
  const descriptionTag = /<meta[^>]*name=["']?description["'\s>][^>]*>/.exec(html)?.[0];
  const description = descriptionTag ? (attribute(descriptionTag, 'content') ?? '') : '';

  const headings: ExtractedHeading[] = [];
  const headingPattern = /<h([23])([^>]*)>([\s\S]*?)<\/h\1>/g;
  const found: { anchor: string; text: string; end: number; start: number }[] = [];
  for (let match = headingPattern.exec(body); match; match = headingPattern.exec(body)) {
    const anchor = attribute(`<h ${match[2]}`, 'id');
    const text = plainText(match[3]);
    if (anchor && text) found.push({ anchor, text, start: match.index, end: match.index + match[0].length });
  }
  found.forEach((heading, i) => {
    const section = body.slice(heading.end, found[i + 1]?.start ?? body.length);
    headings.push({ anchor: heading.anchor, text: heading.text, snippet: cutAtWord(readableText(plainText(section)), SNIPPET_CHARS) });
  });

  const codeTerms = new Set<string>();
  // Inline code only: <pre> blocks hold whole programs, whose words would drown the page's own terms.
  const inline = body.replace(/<pre[\s\S]*?<\/pre>/g, ' ');
  for (const match of inline.matchAll(/<code[^>]*>([\s\S]*?)<\/code>/g)) {
    const term = plainText(match[1]);
    if (term.length >= 3 && term.length <= 60 && /[A-Za-z]/.test(term)) codeTerms.add(term);
    if (codeTerms.size >= MAX_CODE_TERMS) break;
  }

  const firstHeading = found[0]?.start ?? body.length;
  const afterTitle = h1 ? body.indexOf('</h1>') + 5 : 0;
  const lead = cutAtWord(readableText(plainText(body.slice(Math.max(0, afterTitle), Math.max(afterTitle, firstHeading)))), SNIPPET_CHARS * 2);

  const lineTag = /<article[^>]*\sdata-framework-line=["']?(0\.x|1\.x)/.exec(html);
  return { title, description, headings, codeTerms: [...codeTerms], lead, ...(lineTag ? { line: lineTag[1] as '0.x' | '1.x' } : {}) };
}
