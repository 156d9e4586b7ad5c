/**
 * Gathers the corpus from what the build loaded: every doc of every docs instance and version, blog and news posts,
 * Markdown pages, the REST reference from the OpenAPI specs, the catalogue and partners from src/data. Pages made of
 * React components (home, showcase) are read from the built HTML afterwards (see index.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import type { Root, RootContent } from 'mdast';
import type { Area, CorpusPage } from '../../lib/corpus/types';
import { cleanSource, cleanTree } from '../../lib/corpus/source';
import { apiSymbol } from '../../lib/corpus/apiSymbol';
import { dayDate } from '../../lib/markdown';
import { firstSentence, renderRestInfo, renderRestOperation, type RestSpecLike, type SchemaSampler } from '../../lib/corpus/rest';
// The generator the OpenAPI theme uses for its "Example (auto)" tabs, so a page's Markdown copy holds the same example.
import { sampleResponseFromSchema } from 'docusaurus-plugin-openapi-docs/lib/openapi/createResponseExample';
import { renderPackage, renderPackageIndex, renderPartner, renderPartnerBrief, renderPartnerIndex } from '../../lib/corpus/catalogue';
import { link, list, paragraph, heading, root, text, toMarkdown } from '../../lib/corpus/mdast';
import { lineOfPackage } from '../../lib/retrieval/line';
import { packageCard, packageDetail, partnerCard, partnerPage, byName } from '../../lib/catalogue';
import { loadCatalogue } from '../../lib/loadCatalogue';
import { kindLabels } from '../../data/schemas/packages';
import { videosSchema, videoCategories, videoCategoryLabels } from '../../data/schemas/videos';
import { playerUrl } from '../../lib/videoEmbed';
import { validateData } from '../../lib/validate';
import { showcaseSchema } from '../../data/schemas/showcase';
import { renderHealthChecks, renderShowcase } from '../../lib/corpus/site';
import { healthChecks } from '../../lib/healthChecks';
import { REST_OUTPUTS, loadRestSpec, infoPageId } from '../../../config/restReference';
import { SourceCache } from './cache';
import { DOCS_VERSION, LEGACY_DOCS_VERSION } from '../../lib/versions';
import { toString } from 'mdast-util-to-string';

type DocsVersion = DocsContent['loadedVersions'][number];
type SidebarItem = { type: string; id?: string; items?: SidebarItem[]; link?: { type: string; id?: string } };

/** A corpus page plus what only the build needs: where it sits in llms.txt. */
export interface Collected {
  pages: CorpusPage[];
  /** Current docs in sidebar order, grouped by sidebar (llms.txt sections and llms-full.txt). */
  docSections: Array<{ title: string; urls: string[] }>;
}

const SIDEBAR_TITLES: Record<string, string> = {
  tutorialSidebar: 'Docs',
  simpleSidebar: 'Simple track',
  technicalSidebar: 'Technical track',
};

/** The docs instances and the area each one's pages belong to. */
const DOCS_AREAS: Record<string, Area> = { default: 'docs', api: 'api', community: 'community', partners: 'partners', packages: 'packages' };

/** Pages the REST generator writes; they are rendered from the spec instead. */
const REST_SOURCE = /\.(api|info|tag)\.mdx$/;

function sidebarDocIds(items: SidebarItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.type === 'doc' || item.type === 'ref' ? [item.id!] : []),
    ...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []),
    ...(item.items ? sidebarDocIds(item.items) : []),
  ]);
}

const sourcePath = (siteDir: string, source: string) => path.join(siteDir, source.replace(/^@site\//, ''));
const trimSlash = (url: string) => url.replace(/\/+$/, '') || '/';

export class CorpusCollector {
  readonly pages: CorpusPage[] = [];
  readonly docSections: Collected['docSections'] = [];
  /** Absolute source file → route, so links to ./other-page.md become the page's URL. */
  private readonly routeOfSource = new Map<string, string>();
  private videos: RootContent[] | undefined;
  private videoData = '';
  /** Cleaned source pages of earlier builds; opened by openCache() once the routes are known. */
  cache!: SourceCache;

  constructor(private readonly siteDir: string) {}

  /** Opens the page cache: cleaned pages depend on the route of every source (links) and on the video data. */
  async openCache(): Promise<void> {
    this.cache = await SourceCache.open(this.siteDir, JSON.stringify([...this.routeOfSource].sort()) + this.videoData);
  }

  /** Registers every doc and post's route first, so links between pages resolve whatever the order. */
  registerRoutes(allContent: Record<string, Record<string, unknown>>): void {
    for (const content of Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as DocsContent[]) {
      for (const version of content.loadedVersions) {
        for (const doc of version.docs) this.routeOfSource.set(sourcePath(this.siteDir, doc.source), trimSlash(doc.permalink));
      }
    }
    for (const content of Object.values(allContent['docusaurus-plugin-content-blog'] ?? {}) as BlogContent[]) {
      for (const post of content.blogPosts) this.routeOfSource.set(sourcePath(this.siteDir, post.metadata.source), trimSlash(post.metadata.permalink));
    }
  }

  private resolveLink(fromFile: string) {
    return (url: string): string | undefined => {
      if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('#') || url.startsWith('/')) return undefined;
      const [file, hash] = url.split('#');
      if (!/\.mdx?$/.test(file)) return undefined;
      const route = this.routeOfSource.get(path.resolve(path.dirname(fromFile), decodeURIComponent(file)));
      return route ? `${route}${hash ? `#${hash}` : ''}` : undefined;
    };
  }

  /** The gallery component's videos and the single-video facade, as links a reader of Markdown can follow. */
  private expandComponent = (name: string, attributes: Record<string, string>): RootContent[] | undefined => {
    if (name === 'VideoFacade' && attributes.youtubeId) {
      return [paragraph(text('Video: '), link(`https://www.youtube.com/watch?v=${attributes.youtubeId}`, attributes.title ?? 'watch on YouTube'))];
    }
    if (name === 'VideoGallery') return this.videos;
    return undefined;
  };

  async loadVideos(): Promise<void> {
    this.videoData = await readFile(path.join(this.siteDir, 'src/data/videos.json'), 'utf8');
    const videos = validateData('videos.json', videosSchema, JSON.parse(this.videoData));
    this.videos = videoCategories.flatMap((category) => {
      const inCategory = videos.filter((video) => video.category === category);
      if (!inCategory.length) return [];
      return [heading(2, videoCategoryLabels[category], ''), list(inCategory.map((video) => [link(playerUrl(video.source), video.title)]))];
    });
  }

  /** A Markdown/MDX source file to a corpus page. */
  async addSource(input: {
    source: string;
    url: string;
    title: string;
    description: string;
    area: Area;
    version?: string;
    automated?: boolean;
    symbol?: CorpusPage['symbol'];
    /** A line the page shows above its content (a post's date and authors). */
    byline?: string;
  }): Promise<CorpusPage> {
    const file = sourcePath(this.siteDir, input.source);
    const source = await readFile(file, 'utf8');
    const clean = this.cache.get(file, source, () => {
      const cleaned = cleanSource(source, { mdx: file.endsWith('.mdx'), resolveLink: this.resolveLink(file), expandComponent: this.expandComponent });
      return { h1: cleaned.h1, headings: cleaned.headings, markdown: cleaned.markdown, lead: lead(cleaned.tree) };
    });
    const page: CorpusPage = {
      url: trimSlash(input.url),
      title: input.title || clean.h1 || input.url,
      description: /^Defined in/.test(input.description ?? '') ? clean.lead : (input.description ?? ''),
      area: input.area,
      ...(input.version ? { version: input.version } : {}),
      headings: clean.headings,
      markdown: input.byline ? `${toMarkdown(root([paragraph(input.byline)]))}\n${clean.markdown}` : clean.markdown,
      ...(input.automated ? { automated: true } : {}),
      ...(input.symbol ? { symbol: input.symbol } : {}),
    };
    this.pages.push(page);
    return page;
  }

  /** A page rendered from data (an mdast tree) to a corpus page. */
  addTree(
    input: {
      url: string;
      title: string;
      description: string;
      area: Area;
      version?: string;
      aliases?: string[];
      operation?: CorpusPage['operation'];
      line?: CorpusPage['line'];
    },
    tree: Root,
  ): CorpusPage {
    const clean = cleanTree(tree, { mdx: false });
    const page: CorpusPage = {
      url: input.url,
      title: input.title,
      description: input.description,
      area: input.area,
      ...(input.version ? { version: input.version } : {}),
      headings: clean.headings,
      markdown: clean.markdown,
      ...(input.aliases?.length ? { aliases: input.aliases } : {}),
      ...(input.operation ? { operation: input.operation } : {}),
      ...(input.line ? { line: input.line } : {}),
    };
    this.pages.push(page);
    return page;
  }

  async addDocs(allContent: Record<string, Record<string, unknown>>): Promise<void> {
    const instances = allContent['docusaurus-plugin-content-docs'] ?? {};
    for (const [id, area] of Object.entries(DOCS_AREAS)) {
      const content = instances[id] as DocsContent | undefined;
      for (const version of content?.loadedVersions ?? []) await this.addVersion(id, area, version);
    }
  }

  private async addVersion(id: string, area: Area, version: DocsVersion): Promise<void> {
    const byId = new Map<string, CorpusPage>();
    for (const doc of version.docs) {
      if (doc.draft || REST_SOURCE.test(doc.source)) continue;
      const automated = area === 'community' && (doc.tags.some((tag) => tag.label === 'automated') || /\/(Analysis|Contributors)\//.test(doc.source));
      const symbol = area === 'api' ? apiSymbol(doc.permalink) : undefined;
      const page = await this.addSource({
        symbol,
        source: doc.source,
        url: doc.permalink,
        title: doc.title,
        description: doc.description,
        area,
        ...(id === 'default' ? { version: version.label } : {}),
        automated,
      });
      if (!doc.unlisted) byId.set(doc.id, page);
    }
    if (id !== 'default' || !version.isLast) return;
    const placed = new Set<string>();
    for (const [sidebarId, items] of Object.entries(version.sidebars)) {
      const ids = sidebarDocIds(items as unknown as SidebarItem[]).filter((docId) => byId.has(docId) && !placed.has(docId));
      ids.forEach((docId) => placed.add(docId));
      this.docSections.push({ title: SIDEBAR_TITLES[sidebarId] ?? sidebarId, urls: ids.map((docId) => byId.get(docId)!.url) });
    }
    const rest = [...byId.keys()].filter((docId) => !placed.has(docId));
    if (rest.length) this.docSections.push({ title: 'More docs', urls: rest.map((docId) => byId.get(docId)!.url) });
  }

  async addBlogs(allContent: Record<string, Record<string, unknown>>): Promise<void> {
    for (const [id, content] of Object.entries(allContent['docusaurus-plugin-content-blog'] ?? {}) as Array<[string, BlogContent]>) {
      const area: Area = id === 'news' ? 'news' : 'blog';
      for (const post of content.blogPosts) {
        await this.addSource({
          source: post.metadata.source,
          url: post.metadata.permalink,
          title: post.metadata.title,
          description: post.metadata.description,
          area,
          automated: area === 'news',
          byline: byline(post.metadata.date, post.metadata.authors.map((author) => author.name ?? '').filter(Boolean)),
        });
      }
    }
  }

  /** Markdown pages of src/pages (React pages are read from the build later). */
  async addMarkdownPages(allContent: Record<string, Record<string, unknown>>): Promise<void> {
    const pages = (allContent['docusaurus-plugin-content-pages']?.default ?? []) as Array<{
      type: string;
      permalink: string;
      source: string;
      title?: string;
      description?: string;
    }>;
    for (const page of pages) {
      if (page.type !== 'mdx') continue;
      const area: Area = page.permalink.startsWith('/news') ? 'news' : 'site';
      await this.addSource({ source: page.source, url: page.permalink, title: page.title ?? '', description: page.description ?? '', area });
    }
  }

  /** REST: the introduction and one page per operation for each copy; /docs/rest pages are aliases of /api/rest. */
  addRest(): void {
    for (const output of ['api', 'legacy'] as const) {
      const { spec: specName, routeBase } = REST_OUTPUTS[output];
      const { spec, operations } = loadRestSpec(specName);
      const version = specName === 'current' ? DOCS_VERSION : LEGACY_DOCS_VERSION;
      const alias = (id: string) => (output === 'api' ? [`${REST_OUTPUTS.docs.routeBase}/${id}`] : []);
      const restSpec = spec as unknown as RestSpecLike;
      const infoId = infoPageId(spec);
      this.addTree(
        {
          url: `${routeBase}/${infoId}`,
          title: spec.info.title,
          description: `The HTTP API of the elizaOS server ${spec.info.version}: overview and every operation.`,
          area: 'rest',
          version,
          aliases: alias(infoId),
        },
        renderRestInfo(restSpec, operations, routeBase),
      );
      for (const op of operations) {
        const operation = (spec.paths[op.path] as Record<string, { description?: string }>)[op.method];
        const tree = renderRestOperation(restSpec, op, sampleResponseFromSchema as SchemaSampler);
        this.addTree(
          {
            url: `${routeBase}/${op.id}`,
            title: op.summary,
            description: firstSentence(operation.description ?? ''),
            area: 'rest',
            version,
            aliases: alias(op.id),
            operation: { operationId: op.operationId, method: op.method.toUpperCase(), path: op.path },
          },
          tree,
        );
      }
    }
  }

  /** The showcase from its data, and the health-check page's list of checks. */
  async addSitePages(): Promise<void> {
    const entries = validateData('showcase.json', showcaseSchema, JSON.parse(await readFile(path.join(this.siteDir, 'src/data/showcase.json'), 'utf8')));
    this.addTree(
      {
        url: '/qa-testing',
        title: 'Site health checks',
        description: 'Live health checks of this documentation site: search, feeds, llms files and the chat assistant.',
        area: 'site',
      },
      renderHealthChecks(healthChecks),
    );
    this.addTree(
      { url: '/showcase', title: 'Showcase', description: 'Adapters, clients and plugins the elizaOS community has built and published.', area: 'site' },
      renderShowcase(entries),
    );
  }

  async addCatalogue(): Promise<void> {
    const [packages, partners] = await Promise.all(
      ['src/data/packages.json', 'src/data/partners.json'].map(async (file) => JSON.parse(await readFile(path.join(this.siteDir, file), 'utf8')) as unknown),
    );
    const catalogue = loadCatalogue(packages, partners);
    const cards = [...catalogue.packages].sort(byName).map(packageCard);
    this.addTree(
      {
        url: '/packages',
        title: 'Package catalogue',
        description: 'Every adapter, client and plugin for elizaOS, with the versions it supports.',
        area: 'packages',
      },
      renderPackageIndex(cards),
    );
    for (const entry of catalogue.packages) {
      const detail = packageDetail(catalogue, entry);
      const line = lineOfPackage(entry.supports);
      this.addTree(
        {
          url: detail.route,
          title: `${entry.name} ${kindLabels[entry.kind].one.toLowerCase()}`,
          description: entry.summary,
          area: 'packages',
          ...(line ? { line } : {}),
        },
        renderPackage(detail),
      );
    }
    const partnerCards = [...catalogue.partners].sort(byName).map((partner) => partnerCard(catalogue, partner));
    this.addTree(
      { url: '/partners', title: 'Partners', description: 'The companies, projects, agents and research groups that work with elizaOS.', area: 'partners' },
      renderPartnerIndex(partnerCards),
    );
    for (const partner of catalogue.partners) {
      const data = partnerPage(catalogue, partner);
      this.addTree({ url: data.route, title: partner.name, description: `${partner.name}: ${partner.summary}`, area: 'partners' }, renderPartner(data));
      this.addTree(
        {
          url: data.briefRoute,
          title: `${partner.name} brief`,
          description: `The facts about ${partner.name} as an elizaOS partner: what it builds, its links and its catalogue entries.`,
          area: 'partners',
        },
        renderPartnerBrief(data),
      );
    }
  }
}

/**
 * A page's first paragraph of prose, at most about 200 characters. Docusaurus describes a TypeDoc page by its first
 * line, "Defined in: index.d.ts:389", which it shortens to "Defined in389"; such a page is described by this instead.
 */
function lead(tree: Root): string {
  const prose = tree.children.find((node) => node.type === 'paragraph' && !/^Defined in/.test(toString(node)));
  const text_ = prose ? toString(prose).replace(/\s+/g, ' ').trim() : '';
  return text_.length > 200 ? `${text_.slice(0, 197).replace(/\s+\S*$/, '')}…` : text_;
}

/** "Published on July 13, 2025 by Jane Doe and John Roe." as a post's header shows it. */
export function byline(date: Date | string, authors: string[]): string {
  const day = dayDate(date);
  const by = authors.length ? ` by ${authors.length > 1 ? `${authors.slice(0, -1).join(', ')} and ${authors.at(-1)}` : authors[0]}` : '';
  return `Published on ${day}${by}.`;
}
