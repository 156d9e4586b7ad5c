/** Finds the TypeScript code blocks of a Markdown page that must compile (fences not marked "partial"). */
import { parseMarkdown } from '../../src/lib/chat/markdown';

export interface CodeSample {
  line: number;
  code: string;
}

const TYPESCRIPT = new Set(['ts', 'typescript', 'tsx']);

export function extractTypeScriptSamples(markdown: string): CodeSample[] {
  const samples: CodeSample[] = [];
  const visit = (node: {
    type: string;
    lang?: string | null;
    meta?: string | null;
    value?: string;
    position?: { start: { line: number } };
    children?: unknown[];
  }) => {
    if (node.type === 'code' && node.lang && TYPESCRIPT.has(node.lang.toLowerCase())) {
      const meta = node.meta ?? '';
      if (!/\bpartial\b/.test(meta)) samples.push({ line: node.position?.start.line ?? 0, code: node.value ?? '' });
    }
    for (const child of (node.children ?? []) as (typeof node)[]) visit(child);
  };
  visit(parseMarkdown(markdown) as unknown as Parameters<typeof visit>[0]);
  return samples;
}
