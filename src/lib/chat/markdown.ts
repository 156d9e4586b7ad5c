/** One Markdown parser (remark with GFM and front matter) for the chat index's passages and the tooling that reads the docs' sources (code samples, CLI invocations, quickstart steps, doc claims). */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import type { Root } from 'mdast';

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter, ['yaml']);

export function parseMarkdown(markdown: string): Root {
  return parser.parse(markdown) as Root;
}
