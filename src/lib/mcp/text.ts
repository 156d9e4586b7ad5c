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

/** One form of a name, and what matching in that form costs over matching the whole name. */
interface NameForm {
  key: string;
  cost: number;
  /** Whether containment counts: not for whole paths, where a shared prefix ("/packages/plugins/di") says nothing. */
  contains: boolean;
}

/**
 * The forms a name is compared in: whole; without a kind prefix or suffix ("plugin-discord", "discord-plugin" →
 * "discord"); and, for a site path, its last segment. Without them "discrod" is nearer to "plugin-di" than to
 * "plugin-discord", whose prefix costs six edits. A part costs more than a whole-name match, so "/docs/cli/plugin"
 * still suggests "/docs/cli/plugins" before an API page named "Plugin".
 */
function nameForms(name: string): NameForm[] {
  const path = /^(\/|https?:)/.test(name);
  const forms: NameForm[] = [{ key: nameKey(name), cost: 0, contains: !path }];
  const segments = name.split('/').filter(Boolean);
  if (path && segments.length > 1) {
    forms.push({ key: nameKey(segments[segments.length - 1]), cost: 1.5, contains: true });
  }
  // Only names and a path's last segment lose a kind word: "/docs/cli/plugin" is not "/docs/cli".
  for (const form of forms.filter((candidate) => candidate.contains)) {
    const bare = form.key.replace(/^(plugin|client|adapter)(?=.)|(?<=.)(plugin|client|adapter)$/g, '');
    if (bare !== form.key) forms.push({ ...form, key: bare, cost: form.cost + 0.5 });
  }
  return forms.filter((form) => form.key);
}

/** Whether one form holds the other and the held one is a real part of it (not "docs" inside a long path). */
function holds(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 3 && short.length * 2 >= long.length && long.includes(short);
}

/** Up to `limit` candidates closest to `query` (by edit distance over their forms), for "did you mean". */
export function closest(query: string, candidates: string[], limit = 5): string[] {
  const queryForms = nameForms(query);
  return [...new Set(candidates)]
    .map((candidate) => {
      let score = Number.POSITIVE_INFINITY;
      const candidateForms = nameForms(candidate);
      for (const q of queryForms) {
        for (const c of candidateForms) {
          // A name that holds the other (at most twice its length) counts as one and a half edits away, so a single
          // typo ("ModelTypes" → "ModelType") still ranks before a shorter name it holds ("Model").
          const edits = editDistance(q.key, c.key);
          const distance = q.contains && c.contains && holds(q.key, c.key) ? Math.min(edits, 1.5) : edits;
          score = Math.min(score, distance + q.cost + c.cost);
        }
      }
      return { candidate, score };
    })
    .sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate))
    .slice(0, limit)
    .map((entry) => entry.candidate);
}
