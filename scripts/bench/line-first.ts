/**
 * Does each finder lead with a 1.x page? On 20 questions about 1.x tasks (a platform, a model provider, a database,
 * a chain), the box's first suggestion (from the home page), the assistant's first source and the MCP search_docs
 * first hit, against a built site. A page counts as 1.x when it is a current docs page, an API reference page, or the
 * page of a catalogue entry that supports 1.x (by the catalogue data in LINE_DATA, default src/data/packages.json).
 *
 *   npx tsx scripts/bench/line-first.ts [buildDir]     # default build/
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SiteSearch, SITE_INDEX_FILE, type SiteIndexFile } from '../../src/lib/search/siteIndex';
import { placeOfPath } from '../../src/lib/search/areas';
import { loadChatIndex } from '../../src/lib/chat/chatIndex';
import { embeddedAnswer } from '../../src/lib/chat/answer';
import { parseCorpus, CORPUS_FILE } from '../../src/lib/corpus/types';
import { CHAT_INDEX_FILE, functionDataDir } from '../../src/lib/corpus/load';
import { buildSiteSearch } from '../../src/lib/mcp/siteSearch';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const LINE_QUERIES = [
  'discord bot',
  'How do I add a Discord bot to my agent?',
  'discord token',
  'telegram bot token',
  'post to twitter from my agent',
  'farcaster agent',
  'anthropic claude plugin',
  'use ollama local models',
  'openai api key',
  'openrouter models',
  'google gemini plugin',
  'groq plugin',
  'postgres database for my agent',
  'pglite data directory',
  'sql plugin',
  'solana plugin',
  'evm wallet private key',
  'send tokens on base chain',
  'knowledge plugin documents',
  'mcp server plugin',
];

/** Whether a result route is a 1.x page. */
export function isOneX(route: string, oneXPackages: Set<string>): boolean {
  const pathname = route.split('#')[0].replace(/\/+$/, '');
  if (pathname.startsWith('/docs/0.')) return false;
  if (pathname.startsWith('/packages/')) return oneXPackages.has(pathname);
  return pathname.startsWith('/docs/') || pathname.startsWith('/api/');
}

function main(): void {
  const buildDir = path.resolve(process.argv[2] ?? path.join(root, 'build'));
  const data = JSON.parse(readFileSync(process.env.LINE_DATA ?? path.join(root, 'src/data/packages.json'), 'utf8')) as Array<{
    kind: string;
    slug: string;
    supports?: string[];
  }>;
  const oneX = new Set(data.filter((entry) => entry.supports?.includes('1.x')).map((entry) => `/packages/${entry.kind}s/${entry.slug}`));
  const box = SiteSearch.fromFile(JSON.parse(readFileSync(path.join(buildDir, SITE_INDEX_FILE), 'utf8')) as SiteIndexFile);
  // The chat index and the corpus ship with the functions, beside the build (not in the deploy folder).
  const chat = loadChatIndex(readFileSync(path.join(functionDataDir(buildDir), CHAT_INDEX_FILE), 'utf8'));
  const corpus = parseCorpus(readFileSync(path.join(functionDataDir(buildDir), CORPUS_FILE), 'utf8'));
  const mcp = buildSiteSearch(corpus.pages, corpus.site);
  const totals = { box: 0, assistant: 0, searchDocs: 0 };
  const rows: string[] = [];
  for (const query of LINE_QUERIES) {
    const suggestion = box.search(query, { from: placeOfPath('/'), limit: 1 })[0]?.route ?? '';
    const source = embeddedAnswer(chat, query).sources[0]?.url ?? '';
    const hit = (mcp.search(query, { limit: 1 })[0]?.url ?? '').replace(corpus.site, '');
    const marks = [suggestion, source, hit].map((route) => (isOneX(route, oneX) ? '1.x' : 'no '));
    if (marks[0] === '1.x') totals.box += 1;
    if (marks[1] === '1.x') totals.assistant += 1;
    if (marks[2] === '1.x') totals.searchDocs += 1;
    rows.push(`| ${query} | ${marks[0]} ${suggestion} | ${marks[1]} ${source} | ${marks[2]} ${hit} |`);
  }
  console.log('| query | first suggestion | assistant first source | search_docs first hit |');
  console.log('| --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
  console.log(`\n1.x first: box ${totals.box}/20, assistant ${totals.assistant}/20, search_docs ${totals.searchDocs}/20`);
}

main();
