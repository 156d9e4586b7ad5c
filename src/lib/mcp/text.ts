/** Small text helpers of the MCP tools: bounded strings, inline Markdown to plain text, name matching. */

/** Cuts text to at most `max` characters at a word boundary, marking the cut with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Inline Markdown (bold, code spans, links, escapes) as the plain text a signature or excerpt needs. */
export function plainInline(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/``\s?(.*?)\s?``/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/(^|[\s(])\*([^*\s][^*]*)\*/g, '$1$2')
    .replace(/(^|[^\w])_([^_\s][^_]*)_(?=[^\w]|$)/g, '$1$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!<>|~])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A name as a lookup key: lower case, without an npm scope or separators ("@elizaos/plugin-EVM" → "pluginevm"). */
export function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/^@[^/]+\//, '')
    .replace(/[^a-z0-9]/g, '');
}

/** Edit distance of two short strings (names), capped so a long input cannot cost more than `cap` rows. */
function editDistance(a: string, b: string, cap = 64): number {
  const x = a.slice(0, cap);
  const y = b.slice(0, cap);
  // Two rows of small integers: a "did you mean" compares a name with every page or symbol, so this loop is hot.
  let previous = new Uint16Array(y.length + 1);
  let current = new Uint16Array(y.length + 1);
  for (let j = 0; j <= y.length; j += 1) previous[j] = j;
  for (let i = 1; i <= x.length; i += 1) {
    current[0] = i;
    const cx = x.charCodeAt(i - 1);
    for (let j = 1; j <= y.length; j += 1) {
      const substitution = previous[j - 1] + (cx === y.charCodeAt(j - 1) ? 0 : 1);
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, substitution);
    }
    [previous, current] = [current, previous];
  }
  return previous[y.length];
}

/** Up to `limit` candidates closest to `query` (containment first, then edit distance), for "did you mean". */
export function closest(query: string, candidates: string[], limit = 5): string[] {
  const key = nameKey(query);
  return [...new Set(candidates)]
    .map((candidate) => {
      const other = nameKey(candidate);
      const contains = other.includes(key) || key.includes(other);
      return { candidate, score: (contains ? 0 : 100) + editDistance(key, other) };
    })
    .sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate))
    .slice(0, limit)
    .map((entry) => entry.candidate);
}
