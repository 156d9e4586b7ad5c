/**
 * The corpus: after the build, one clean Markdown document per page of the site (build/corpus.json), and everything
 * made from it: a Markdown twin at each page's URL + ".md", llms.txt, llms-full.txt and the chat assistant's index.
 * Nothing downstream parses a page again; see src/lib/corpus/types.ts for the format.
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { AREAS, CORPUS_FILE, type Area, type Corpus, type CorpusPage } from '../../lib/corpus/types';
import { htmlToCorpus } from '../../lib/corpus/html';
import { builtHtmlFile } from '../../lib/builtFiles';
import { renderLlmsTxt, renderLlmsFullTxt, renderPageMarkdown, markdownCopyPath, type LlmsSection } from '../../lib/llms/llmsTxt';
import { CorpusCollector } from './collect';
import { functionDataDir } from '../../lib/corpus/load';
import { LEGACY_DOCS_VERSION, RELEASE_STATEMENT } from '../../lib/versions';

/** Pages written as React components, with no data of their own, whose built HTML becomes their corpus page. */
const HTML_PAGES: Record<string, Area> = { '/': 'site' };

const SITE_SUMMARY = {
  title: 'elizaOS',
  summary: 'elizaOS is an open-source TypeScript framework for autonomous AI agents on Discord, Telegram, X and other platforms.',
  details: `${RELEASE_STATEMENT} Here are those docs, the TypeScript API and REST references, the plugin catalogue, partners, community pages, the blog and the AI News feed. Each link points to a Markdown copy of the page; any page URL + ".md" gives its Markdown.`,
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

/** llms.txt: current docs by sidebar, then one section per area; older docs, posts and activity pages as optional. */
function llmsSections(corpus: Corpus, docSections: Array<{ title: string; urls: string[] }>): LlmsSection[] {
  const byUrl = new Map(corpus.pages.map((page) => [page.url, page]));
  const inArea = (area: Area, filter: (page: CorpusPage) => boolean = () => true) => corpus.pages.filter((page) => page.area === area && filter(page));
  const legacy = (page: CorpusPage) => page.version === LEGACY_DOCS_VERSION;
  return [
    ...docSections.map((section) => ({ title: section.title, pages: section.urls.map((url) => byUrl.get(url)!) })),
    { title: 'REST API', pages: inArea('rest', (page) => !legacy(page)) },
    { title: 'TypeScript API reference (@elizaos/core)', pages: inArea('api') },
    { title: 'Packages: adapters, clients and plugins', pages: inArea('packages') },
    { title: 'Partners', pages: inArea('partners') },
    { title: 'Community', pages: inArea('community', (page) => !page.automated) },
    { title: 'Site', pages: inArea('site') },
    { title: `Docs ${LEGACY_DOCS_VERSION}`, pages: [...inArea('docs', legacy), ...inArea('rest', legacy)], optional: true },
    { title: 'Blog', pages: inArea('blog'), optional: true },
    { title: 'AI News', pages: inArea('news'), optional: true },
    { title: 'Community activity', pages: inArea('community', (page) => page.automated === true), optional: true },
  ];
}

/** Runs ./buildChatIndex.ts in its own process (see there); rejects with its error output when it fails. */
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
      const sections = llmsSections(corpus, collector.docSections);
      const current = sections
        .filter((section) => !section.optional && collector!.docSections.some((doc) => doc.title === section.title))
        .flatMap((section) => section.pages);
      await writeOut(outDir, 'llms.txt', renderLlmsTxt(site, sections));
      await writeOut(outDir, 'llms-full.txt', renderLlmsFullTxt(site, current));
      let twins = 0;
      await Promise.all(
        pages.flatMap((page) =>
          [page.url, ...(page.aliases ?? [])].map((url) => {
            twins += 1;
            return writeOut(outDir, markdownCopyPath(url), renderPageMarkdown(page));
          }),
        ),
      );
      const writeMs = performance.now() - started;
      const chatFailure = await chatIndex;
      if (chatFailure) throw chatFailure;
      const counts = AREAS.map((area) => `${area} ${pages.filter((page) => page.area === area).length}`).join(', ');
      console.log(
        `[corpus] ${pages.length} pages (${counts}); corpus.json ${(json.length / 1e6).toFixed(1)} MB, ${twins} .md twins, llms.txt, llms-full.txt (${current.length} pages): ` +
          `collected in ${Math.round(collectMs)} ms (CPU ${Math.round(collectCpuMs)} ms; ${collector.cache.misses} sources parsed, ${collector.cache.hits} from cache), written in ${Math.round(writeMs)} ms; chat index ${Math.round(chatMs)} ms (in a child process, meanwhile)`,
      );
    },
  };
}
