/** Finds `elizaos ...` invocations in Markdown: in fenced code blocks and in inline code. */
import type { Code, InlineCode } from 'mdast';
import { parseMarkdown } from '../../../src/lib/chat/markdown';

export interface Invocation {
  line: number;
  /** The invocation as written, from `elizaos` to the end of the shell command. */
  text: string;
  /** Arguments after `elizaos`, with quotes removed. */
  args: string[];
  where: 'code block' | 'inline code';
}

/** Words that may stand before `elizaos` in a command: wrappers and runners. */
const WRAPPERS = new Set(['sudo', 'npx', 'bunx', 'exec', 'nohup', 'time', 'env', 'command', '-y', '--yes']);
/** Text after which a new shell command (or a quoted command string) starts: operators, prompts, quotes, `key:`. */
const BOUNDARY = /(?:&&|\|\||[;|&(`"'$>{:])$/;

function startsCommand(prefix: string): boolean {
  const words = prefix.trimEnd().split(/\s+/).filter(Boolean);
  while (words.length) {
    const last = words[words.length - 1];
    if (WRAPPERS.has(last) || /^[A-Za-z_][A-Za-z0-9_]*=\S*$/.test(last)) words.pop();
    else if (last === 'x' && words[words.length - 2] === 'bun') words.splice(-2, 2);
    else break;
  }
  const rest = words.join(' ');
  return rest === '' || rest === '-' || BOUNDARY.test(rest);
}

/** Splits a shell command into words, stopping at the end of the command (`;`, `&&`, `|`, `#`, redirections). */
function shellWords(text: string): { words: string[]; consumed: number } {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let index = 0;
  const push = () => {
    if (inWord) words.push(word);
    word = '';
    inWord = false;
  };
  for (; index < text.length; index += 1) {
    const char = text[index];
    if (char === "'" || char === '"') {
      const end = text.indexOf(char, index + 1);
      if (end < 0) break;
      word += text.slice(index + 1, end).replace(char === '"' ? /\\(["\\$`])/g : /$^/g, '$1');
      inWord = true;
      index = end;
    } else if (char === '<' && /^<[^<>]+>/.test(text.slice(index))) {
      // A documentation placeholder such as <name> or <api-key>, not a redirection.
      const end = text.indexOf('>', index);
      word += text.slice(index, end + 1);
      inWord = true;
      index = end;
    } else if (char === '\\' && index + 1 < text.length) {
      word += text[index + 1];
      inWord = true;
      index += 1;
    } else if (/\s/.test(char)) {
      push();
    } else if (/[;&|)<>`]/.test(char) || (char === '#' && !inWord)) {
      if (char === '>' && /^\d+$/.test(word)) {
        word = '';
        inWord = false;
      }
      break;
    } else {
      word += char;
      inWord = true;
    }
  }
  push();
  return { words, consumed: index };
}

/** Finds `elizaos` invocations in one line of code (a logical line of a code block, or an inline code span). */
function findInvocationsInCode(code: string): Array<{ text: string; args: string[] }> {
  const found: Array<{ text: string; args: string[] }> = [];
  const pattern = /(?<![\w@/.\\-])elizaos(?=\s|$|["'`;)|&])/g;
  for (let match = pattern.exec(code); match; match = pattern.exec(code)) {
    const prefix = code.slice(0, match.index);
    if (!startsCommand(prefix)) continue;
    let rest = code.slice(match.index + 'elizaos'.length);
    // Inside a quoted string (a package.json script, a YAML value), the command ends at the closing quote.
    const opening = prefix.trimEnd().slice(-1);
    if ((opening === '"' || opening === "'") && rest.includes(opening)) rest = rest.slice(0, rest.indexOf(opening));
    const { words, consumed } = shellWords(rest);
    found.push({ text: `elizaos${rest.slice(0, consumed)}`.trim(), args: words });
  }
  return found;
}

/** Removes a trailing shell comment from a line of a code block. */
function stripShellComment(line: string): string {
  if (/^\s*(?:#|\/\/)/.test(line)) return '';
  let quote = '';
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '#' && (index === 0 || /\s/.test(line[index - 1]))) {
      return line.slice(0, index);
    }
  }
  return line;
}

/** The code blocks and inline code of a Markdown tree, in document order (front matter is a `yaml` node, skipped). */
function codeNodes(node: { type: string; children?: unknown[] }, found: Array<Code | InlineCode> = []): Array<Code | InlineCode> {
  if (node.type === 'code' || node.type === 'inlineCode') found.push(node as Code | InlineCode);
  for (const child of (node.children ?? []) as Array<{ type: string; children?: unknown[] }>) codeNodes(child, found);
  return found;
}

/** Invocations in a code block's text; a line ending in `\` continues on the next, and reports the first line. */
function blockInvocations(value: string, firstLine: number): Array<{ line: number; text: string; args: string[] }> {
  const found: Array<{ line: number; text: string; args: string[] }> = [];
  let pending: { line: number; text: string } | null = null;
  value.split('\n').forEach((line, offset) => {
    const code = stripShellComment(line);
    const joined = pending ? { line: pending.line, text: `${pending.text} ${code}` } : { line: firstLine + offset, text: code };
    if (/\\\s*$/.test(joined.text)) {
      pending = { line: joined.line, text: joined.text.replace(/\\\s*$/, '') };
      return;
    }
    pending = null;
    for (const invocation of findInvocationsInCode(joined.text)) found.push({ line: joined.line, ...invocation });
  });
  return found;
}

/** Every `elizaos ...` invocation in a Markdown document: in code blocks and in inline code. */
export function extractInvocations(markdown: string): Invocation[] {
  const source = markdown.replace(/\r\n/g, '\n');
  const lines = source.split('\n');
  return codeNodes(parseMarkdown(source)).flatMap((node): Invocation[] => {
    const start = node.position?.start ?? { line: 1, column: 1 };
    if (node.type === 'inlineCode') {
      return findInvocationsInCode(node.value).map((found) => ({ line: start.line, ...found, where: 'inline code' }));
    }
    // A fenced block's code starts on the line after the fence; an indented block's on its first line.
    const fenced = /^(?:`{3,}|~{3,})/.test(lines[start.line - 1]?.slice(start.column - 1) ?? '');
    return blockInvocations(node.value, fenced ? start.line + 1 : start.line).map((found) => ({ ...found, where: 'code block' }));
  });
}
