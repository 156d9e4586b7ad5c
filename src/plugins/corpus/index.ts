/**
 * The corpus: after the build, one clean Markdown document per page of the site (build/corpus.json), and everything
 * made from it: a Markdown twin at each page's URL + ".md", llms.txt, llms-full.txt, the chat assistant's index and
 * the search box's site-wide index (build/search-site.json, unless ELIZA_SEARCH_SITE_WIDE=off). Nothing downstream
 * parses a page again; see src/lib/corpus/types.ts for the format.
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { AREAS, CORPUS_FILE, type Area, type Corpus, type CorpusPage } from '../../lib/corpus/types';
import { htmlToCorpus } from '../../lib/corpus/html';
import { builtHtmlFile } from '../../lib/builtFiles';
import {
  LLMS_TXT_MAX_CHARS,
  renderAreaLlmsTxt,
  renderLlmsIndex,
  renderLlmsFullTxt,
  renderPageMarkdown,
  markdownCopyPath,
  type LlmsIndexLink,
  type LlmsSection,
} from '../../lib/llms/llmsTxt';
import { renderInstallMd } from '../../lib/llms/installMd';
import { planFromMarkdown } from '../../../scripts/lib/quickstart-plan';
import { CorpusCollector } from './collect';
import { functionDataDir } from '../../lib/corpus/load';
import { buildSiteIndex } from '../../lib/search/buildIndex';
import { SITE_INDEX_FILE } from '../../lib/search/files';
import { otherPartEnabled } from '../first-load/switches';
import {
  DOCS_VERSION,
  ELIZA_VERSION,
  LEGACY_DOCS_BASE,
  LEGACY_DOCS_VERSION,
  LEGACY_RELEASE_LABEL,
  NEWER_RELEASE_DOC,
  RELEASE_LABEL,
  RELEASE_STATEMENT,
} from '../../lib/versions';

/** Pages written as React components, with no data of their own, whose built HTML becomes their corpus page. */
const HTML_PAGES: Record<string, Area> = { '/': 'site' };

/**
 * Area start pages that list other pages (the blog, the AI News feed, the REST reference's contents): the search
 * box offers them ("AI news" opens the feed), but they are not corpus pages, whose text would repeat every post.
 * Converted from their built HTML as the corpus converts the home page.
 */
const SEARCH_ONLY_PAGES = ['/blog', '/news', '/api/rest'];

/** The site-wide search index, from the corpus pages and the search-only start pages; returns a summary line. */
async function writeSiteIndex(outDir: string, pages: CorpusPage[]): Promise<string> {
  const started = performance.now();
  const extra: CorpusPage[] = [];
  for (const route of SEARCH_ONLY_PAGES) {
    const file = builtHtmlFile(outDir, route);
    const converted = file && !pages.some((page) => page.url === route) ? htmlToCorpus(await readFile(file, 'utf8')) : null;
    if (converted) extra.push({ url: route, area: 'site', ...converted });
  }
  const index = buildSiteIndex([...pages, ...extra]);
  const json = JSON.stringify(index);
  await writeFile(path.join(outDir, SITE_INDEX_FILE), json);
  return `${SITE_INDEX_FILE}: ${index.pages.length} pages, ${index.headings.length} headings, ${Math.round(json.length / 1024)} KB (${Math.round(performance.now() - started)} ms)`;
}

/** The quickstart: its source is what the quickstart check runs, and /install.md is made from it (see installMd.ts). */
const QUICKSTART = { source: 'docs/quickstart.md', url: '/docs/quickstart' };

const SITE_SUMMARY = {
  title: 'elizaOS',
  summary: 'elizaOS is an open-source TypeScript framework for autonomous AI agents on Discord, Telegram, X and other platforms.',
  details: `${RELEASE_STATEMENT} Here are those docs, the TypeScript API and REST references, the plugin catalogue, partners, community pages, the blog and the AI News feed. Each area has its own index, linked below, that lists its pages; every link there points to a Markdown copy of the page, and any page URL + ".md" gives its Markdown.`,
};

async function writeOut(outDir: string, relative: string, text: string): Promise<void> {
  const file = path.join(outDir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

async function addHtmlPages(outDir: string, pages: CorpusPage[]): Promise<void> {
  for (const [route, area] of Object.entries(HTML_PAGES)) {
    const file = builtHtmlFile(outDir, route);
    if (!file || pages.some((page) => page.url === route)) continue;
    const converted = htmlToCorpus(await readFile(file, 'utf8'));
    if (!converted || !converted.markdown.trim()) continue;
    pages.push({
      url: route,
      title: converted.title || 'elizaOS',
      description: converted.description,
      area,
      headings: converted.headings,
      markdown: converted.markdown,
    });
  }
}

/** One area index of llms.txt: where it is served, how the root index describes it, and its sections. */
interface LlmsArea extends Omit<LlmsIndexLink, 'pages'> {
  summary: string;
  sections: LlmsSection[];
}

/**
 * The area indexes the root llms.txt links, one per area of the site (each small enough for an agent to read
 * whole): current docs by sidebar, the legacy docs, the two references, the catalogue, partners, community, blog and
 * news. The site's own pages (home, showcase) sit in the root index.
 */
function llmsAreas(context: LoadContext, corpus: Corpus, docSections: Array<{ title: string; urls: string[] }>): LlmsArea[] {
  const byUrl = new Map(corpus.pages.map((page) => [page.url, page]));
  const inArea = (area: Area, filter: (page: CorpusPage) => boolean = () => true) => corpus.pages.filter((page) => page.area === area && filter(page));
  const legacy = (page: CorpusPage) => page.version === LEGACY_DOCS_VERSION;
  return [
    {
      title: `Docs ${DOCS_VERSION}`,
      path: '/docs/llms.txt',
      description: `the current guides, by sidebar: overview, simple track, technical track`,
      summary: `The current elizaOS guides in sidebar order. ${RELEASE_STATEMENT}`,
      sections: docSections.map((section) => ({ title: section.title, pages: section.urls.map((url) => byUrl.get(url)!) })),
    },
    {
      title: `Docs ${LEGACY_DOCS_VERSION}`,
      path: `/docs/${LEGACY_DOCS_VERSION}/llms.txt`,
      description: `the guides and REST reference of the legacy ${LEGACY_DOCS_VERSION} line`,
      summary: `The guides and REST reference of the legacy elizaOS ${LEGACY_DOCS_VERSION} line, for projects still on it.`,
      sections: [
        { title: 'Docs', pages: inArea('docs', legacy) },
        { title: 'REST API', pages: inArea('rest', legacy) },
      ],
    },
    // The API reference lists over 500 symbols, too many for one index under the limit: the main API has its own,
    // and so has each of the two compatibility namespaces.
    {
      title: 'TypeScript API reference',
      path: '/api/llms.txt',
      description: `every class, interface, function, type and variable of @elizaos/core ${ELIZA_VERSION} outside the v1 and v2 namespaces`,
      summary: `The TypeScript API of @elizaos/core ${ELIZA_VERSION}: one page per exported symbol. The symbols of the v1 and v2 namespaces have their own indexes (${context.siteConfig.url}/api/namespaces/v1/llms.txt, ${context.siteConfig.url}/api/namespaces/v2/llms.txt).`,
      sections: [{ title: 'TypeScript API reference (@elizaos/core)', pages: inArea('api', (page) => !page.symbol?.namespace) }],
    },
    ...(['v1', 'v2'] as const).map((namespace) => ({
      title: `TypeScript API reference: ${namespace} namespace`,
      path: `/api/namespaces/${namespace}/llms.txt`,
      description: `the symbols of the ${namespace} compatibility namespace of @elizaos/core ${ELIZA_VERSION}`,
      summary: `The ${namespace} namespace of @elizaos/core ${ELIZA_VERSION}, one of the compatibility layers the package exports beside its main API: one page per symbol.`,
      sections: [{ title: `${namespace} namespace (@elizaos/core)`, pages: inArea('api', (page) => page.symbol?.namespace === namespace) }],
    })),
    {
      title: 'REST API reference',
      path: '/api/rest/llms.txt',
      description: `every operation of the elizaOS server's HTTP API (${ELIZA_VERSION})`,
      summary: `The HTTP API of the elizaOS server ${ELIZA_VERSION}: an overview and one page per operation.`,
      sections: [{ title: 'REST API', pages: inArea('rest', (page) => !legacy(page)) }],
    },
    {
      title: 'Plugins and packages',
      path: '/packages/llms.txt',
      description: 'the catalogue of adapters, clients and plugins, with the framework versions each supports',
      summary: 'The catalogue of elizaOS adapters, clients and plugins: one page per package.',
      sections: [{ title: 'Packages: adapters, clients and plugins', pages: inArea('packages') }],
    },
    {
      title: 'Partners',
      path: '/partners/llms.txt',
      description: 'the companies, projects and groups that work with elizaOS, each with a page and a brief',
      summary: 'The partners of elizaOS: a page and a brief for each.',
      sections: [{ title: 'Partners', pages: inArea('partners') }],
    },
    {
      title: 'Community',
      path: '/community/llms.txt',
      description: 'how to take part, plus the weekly analysis and contributor notes',
      summary: 'The elizaOS community pages, then the pages the activity pipeline writes each week.',
      sections: [
        { title: 'Community', pages: inArea('community', (page) => !page.automated) },
        { title: 'Community activity', pages: inArea('community', (page) => page.automated === true), optional: true },
      ],
    },
    {
      title: 'Blog',
      path: '/blog/llms.txt',
      description: 'posts on building with elizaOS',
      summary: 'The elizaOS blog, newest first.',
      sections: [{ title: 'Blog', pages: inArea('blog') }],
    },
    {
      title: 'AI News',
      path: '/news/llms.txt',
      description: 'the daily AI News digest',
      summary: 'The AI News feed: one page per day, newest first.',
      sections: [{ title: 'AI News', pages: inArea('news') }],
    },
  ];
}

/** Runs ./buildChatIndex.ts in its own process (see there); rejects with its error output when it fails. */
/** The release line a docs page shows under its title (src/theme/DocVersionBadge), for its Markdown twin. */
function releaseLine(url: string, siteUrl: string): string | undefined {
  if (url === LEGACY_DOCS_BASE || url.startsWith(`${LEGACY_DOCS_BASE}/`)) return LEGACY_RELEASE_LABEL;
  return url.startsWith('/docs/') ? `${RELEASE_LABEL} [Newer release?](${siteUrl}${NEWER_RELEASE_DOC})` : undefined;
}

function buildChatIndexInChild(outDir: string): Promise<void> {
  const tsx = createRequire(__filename).resolve('tsx/cli');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsx, path.join(__dirname, 'buildChatIndex.ts'), outDir], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`building chat-index.json failed (${code}): ${errors.trim()}`))));
  });
}

export default function corpusPlugin(context: LoadContext): Plugin {
  let collector: CorpusCollector | null = null;
  // Wall and CPU time of the collection (nothing else runs then, so the process's CPU time is the corpus's own; on a
  // shared machine the wall time says little). postBuild runs beside other plugins' postBuild: wall time only.
  let collectMs = 0;
  let collectCpuMs = 0;
  return {
    name: 'elizaos-corpus',
    async allContentLoaded({ allContent }) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const content = allContent as Record<string, Record<string, unknown>>;
      collector = new CorpusCollector(context.siteDir);
      collector.registerRoutes(content);
      await collector.loadVideos();
      await collector.openCache();
      await collector.addDocs(content);
      await collector.addBlogs(content);
      await collector.addMarkdownPages(content);
      await collector.addSitePages();
      collector.addRest();
      // The catalogue plugin is left out of the small bench site; its pages are then not in the build either.
      if (context.siteConfig.plugins.some((plugin) => typeof plugin === 'string' && plugin.includes('plugins/catalogue'))) await collector.addCatalogue();
      await collector.cache.save();
      collectMs = performance.now() - started;
      const used = process.cpuUsage(cpu);
      collectCpuMs = (used.user + used.system) / 1000;
    },
    async postBuild({ outDir }) {
      if (!collector) return;
      const started = performance.now();
      const pages = collector.pages;
      await addHtmlPages(outDir, pages);
      const corpus: Corpus = { site: context.siteConfig.url, pages };
      const json = JSON.stringify(corpus);
      // Only the functions read the corpus: it goes beside the publish folder, not into it (see functionDataDir).
      await writeOut(functionDataDir(outDir), CORPUS_FILE, json);
      const chatStarted = performance.now();
      let chatMs = 0;
      // Settled here and rethrown below: a rejection nobody awaits yet would end the process on its own.
      const chatIndex = buildChatIndexInChild(outDir).then(
        () => {
          chatMs = performance.now() - chatStarted;
        },
        (error: unknown) => error as Error,
      );

      const site = { ...SITE_SUMMARY, url: context.siteConfig.url };
      const areas = llmsAreas(context, corpus, collector.docSections);
      const current = areas[0].sections.flatMap((section) => section.pages);
      const indexes: Array<[string, string]> = areas.map((area) => [
        area.path,
        renderAreaLlmsTxt(site, { title: area.title, summary: area.summary }, area.sections),
      ]);
      const links = areas.map(({ title, path: areaPath, description, sections }) => ({
        title,
        path: areaPath,
        description,
        pages: sections.flatMap((section) => section.pages).length,
      }));
      // The two single files are named in the text rather than linked: they are not pages, and a link in an index
      // promises a page behind it.
      const rootSite = {
        ...site,
        details: `${site.details} Two files hold more at once: ${site.url}/install.md, the quickstart's commands in order followed by the page, to install elizaOS and run a first agent; and ${site.url}/llms-full.txt, the current docs in one file.`,
      };
      indexes.push(['/llms.txt', renderLlmsIndex(rootSite, links, [{ title: 'Site', pages: pages.filter((page) => page.area === 'site') }])]);
      const tooLong = indexes.filter(([, text]) => text.length > LLMS_TXT_MAX_CHARS).map(([file, text]) => `${file} (${text.length} characters)`);
      if (tooLong.length) throw new Error(`[corpus] llms.txt indexes over ${LLMS_TXT_MAX_CHARS} characters, which agents cut short: ${tooLong.join(', ')}`);
      for (const [file, text] of indexes) await writeOut(outDir, file, text);
      await writeOut(outDir, 'llms-full.txt', renderLlmsFullTxt(site, current));
      const quickstart = pages.find((page) => page.url === QUICKSTART.url);
      if (!quickstart) throw new Error(`[corpus] ${QUICKSTART.url} is not in the corpus, so /install.md cannot be written`);
      const plan = planFromMarkdown(await readFile(path.join(context.siteDir, QUICKSTART.source), 'utf8'));
      await writeOut(outDir, 'install.md', renderInstallMd(site.url, plan, quickstart));
      let twins = 0;
      await Promise.all(
        pages.flatMap((page) =>
          [page.url, ...(page.aliases ?? [])].map((url) => {
            twins += 1;
            return writeOut(outDir, markdownCopyPath(url), renderPageMarkdown({ ...page, url, release: releaseLine(url, site.url) }, site.url));
          }),
        ),
      );
      const searchIndex = otherPartEnabled('searchSiteWide') ? await writeSiteIndex(outDir, pages) : 'no site-wide search index (switched off)';
      const writeMs = performance.now() - started;
      const chatFailure = await chatIndex;
      if (chatFailure) throw chatFailure;
      const counts = AREAS.map((area) => `${area} ${pages.filter((page) => page.area === area).length}`).join(', ');
      console.log(
        `[corpus] ${pages.length} pages (${counts}); corpus.json ${(json.length / 1e6).toFixed(1)} MB, ${twins} .md twins, llms.txt, llms-full.txt (${current.length} pages): ` +
          `collected in ${Math.round(collectMs)} ms (CPU ${Math.round(collectCpuMs)} ms; ${collector.cache.misses} sources parsed, ${collector.cache.hits} from cache), written in ${Math.round(writeMs)} ms; chat index ${Math.round(chatMs)} ms (in a child process, meanwhile); ${searchIndex}`,
      );
    },
  };
}
