/**
 * The corpus: one clean Markdown document per page of the built site, with its metadata. The build writes it once
 * (build/corpus.json); the assistant's index, the .md copies, the llms files and the MCP server all read it.
 */
import { z } from 'zod';

/** The areas a reader (and search, and the assistant) tells apart. `site` is the home page, showcase and the like. */
export const AREAS = ['docs', 'api', 'rest', 'packages', 'partners', 'community', 'blog', 'news', 'site'] as const;
export type Area = (typeof AREAS)[number];

const corpusHeadingSchema = z.object({
  depth: z.number().int().min(1).max(6),
  text: z.string().min(1),
  /** The heading's anchor id as the built page has it. */
  anchor: z.string(),
});

const corpusPageSchema = z.object({
  /** Site path of the page, no trailing slash, e.g. /docs/core/actions. */
  url: z.string().startsWith('/'),
  title: z.string().min(1),
  description: z.string(),
  area: z.enum(AREAS),
  /** Docs version label ('1.0.17' or '0.25.9') for docs and REST pages (the REST copy under /docs/0.25.9 is 0.25.9). */
  version: z.string().optional(),
  headings: z.array(corpusHeadingSchema),
  /** The page as Markdown without front matter: tables stay tables, lists stay lists, code stays code. */
  markdown: z.string(),
  /**
   * Other routes that show the same page (the /docs/rest copy of an /api/rest operation): they get the same .md
   * twin and resolve to this page, but are not indexed twice.
   */
  aliases: z.array(z.string().startsWith('/')).optional(),
  /** REST operation pages: the operation they describe, for look-ups by id or by method and path. */
  operation: z.object({ operationId: z.string(), method: z.string(), path: z.string() }).optional(),
  /** API reference pages: the symbol they describe (kind as TypeDoc files it; namespace for v1/v2 members). */
  symbol: z
    .object({
      kind: z.enum(['class', 'interface', 'function', 'type', 'enum', 'variable', 'namespace']),
      name: z.string(),
      namespace: z.string().optional(),
    })
    .optional(),
  /** Catalogue pages: the framework line of the package (1.x when it supports 1.x, 0.x when only 0.x). */
  line: z.enum(['0.x', '1.x']).optional(),
  /** Pages written by the activity pipeline (weekly analysis, contributor notes, AI News): ranked below reference. */
  automated: z.boolean().optional(),
});

const corpusSchema = z.object({
  /** The site's canonical origin, e.g. https://eliza.how. */
  site: z.string().url(),
  pages: z.array(corpusPageSchema),
});

export type CorpusHeading = z.infer<typeof corpusHeadingSchema>;
export type CorpusPage = z.infer<typeof corpusPageSchema>;
export type Corpus = z.infer<typeof corpusSchema>;

/** The file name of the corpus inside the build directory. */
export const CORPUS_FILE = 'corpus.json';

/** Parses and validates a corpus file; an error names the page and the field. */
export function parseCorpus(json: string): Corpus {
  const parsed = corpusSchema.safeParse(JSON.parse(json));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`corpus: ${issue.path.join('.')}: ${issue.message}`);
}
