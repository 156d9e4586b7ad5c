/**
 * Post-build: llms.txt and llms-full.txt, a Markdown copy of every doc page at its URL + ".md", and the chat
 * assistant's retrieval index (build/chat-index.json), all from the pages' Markdown sources.
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import { toPlainMarkdown } from '../../lib/chat/markdown';
import { buildChatIndex, type PageSource } from '../../lib/chat/chatIndex';
import { renderLlmsTxt, renderLlmsFullTxt, renderPageMarkdown, markdownCopyPath, type LlmsPage, type LlmsSection } from '../../lib/llms/llmsTxt';

type DocsVersion = DocsContent['loadedVersions'][number];
type SidebarItem = { type: string; id?: string; items?: SidebarItem[]; link?: { type: string; id?: string } };

interface Collected {
  /** Sections of llms.txt / llms-full.txt (current docs by sidebar, then older docs, then blog). */
  sections: LlmsSection[];
  /** Pages that get a .md copy. */
  copies: LlmsPage[];
  /** Pages the chat assistant may cite. */
  chat: PageSource[];
}

function sidebarDocIds(items: SidebarItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.type === 'doc' || item.type === 'ref' ? [item.id!] : []),
    ...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []),
    ...(item.items ? sidebarDocIds(item.items) : []),
  ]);
}

async function readSource(siteDir: string, source: string): Promise<string> {
  return readFile(path.join(siteDir, source.replace(/^@site\//, '')), 'utf8');
}

async function versionPages(siteDir: string, version: DocsVersion): Promise<Map<string, LlmsPage>> {
  const pages = new Map<string, LlmsPage>();
  for (const doc of version.docs) {
    if (doc.unlisted || doc.draft || /\.api\.mdx$|\.info\.mdx$|\.tag\.mdx$/.test(doc.source)) continue;
    const markdown = toPlainMarkdown(await readSource(siteDir, doc.source));
    pages.set(doc.id, { title: doc.title, url: doc.permalink, description: doc.description, markdown });
  }
  return pages;
}

const SIDEBAR_TITLES: Record<string, string> = {
  tutorialSidebar: 'Docs',
  simpleSidebar: 'Simple track',
  technicalSidebar: 'Technical track',
};

async function collect(siteDir: string, allContent: Record<string, Record<string, unknown>>): Promise<Collected> {
  const docsPlugins = allContent['docusaurus-plugin-content-docs'] ?? {};
  const collected: Collected = { sections: [], copies: [], chat: [] };

  const main = docsPlugins.default as DocsContent | undefined;
  for (const version of main?.loadedVersions ?? []) {
    const pages = await versionPages(siteDir, version);
    collected.copies.push(...pages.values());
    collected.chat.push(...pages.values());
    if (!version.isLast) {
      collected.sections.push({ title: `Docs ${version.label}`, pages: [...pages.values()], optional: true });
      continue;
    }
    const placed = new Set<string>();
    for (const [sidebarId, items] of Object.entries(version.sidebars)) {
      const ids = sidebarDocIds(items as unknown as SidebarItem[]).filter((id) => pages.has(id) && !placed.has(id));
      ids.forEach((id) => placed.add(id));
      collected.sections.push({ title: SIDEBAR_TITLES[sidebarId] ?? sidebarId, pages: ids.map((id) => pages.get(id)!) });
    }
    const rest = [...pages.keys()].filter((id) => !placed.has(id));
    if (rest.length) collected.sections.push({ title: 'More docs', pages: rest.map((id) => pages.get(id)!) });
  }

  for (const id of ['community', 'partners', 'packages']) {
    const content = docsPlugins[id] as DocsContent | undefined;
    for (const version of content?.loadedVersions ?? []) {
      const pages = [...(await versionPages(siteDir, version)).values()];
      collected.copies.push(...pages);
      collected.chat.push(...pages);
    }
  }

  const blog = (allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined)?.blogPosts ?? [];
  const posts: LlmsPage[] = [];
  for (const post of blog) {
    const markdown = toPlainMarkdown(await readSource(siteDir, post.metadata.source));
    posts.push({ title: post.metadata.title, url: post.metadata.permalink, description: post.metadata.description, markdown });
  }
  collected.chat.push(...posts);
  collected.copies.push(...posts);
  collected.sections.push({ title: 'Blog', pages: posts, optional: true });
  return collected;
}

async function writeOut(outDir: string, relative: string, text: string): Promise<void> {
  const file = path.join(outDir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

export default function llmsPlugin(context: LoadContext): Plugin {
  let collected: Collected | null = null;
  return {
    name: 'elizaos-llms',
    async allContentLoaded({ allContent }) {
      collected = await collect(context.siteDir, allContent as Record<string, Record<string, unknown>>);
    },
    async postBuild({ outDir }) {
      if (!collected) return;
      const started = performance.now();
      const site = {
        title: 'elizaOS',
        summary: 'elizaOS is an open-source TypeScript framework for autonomous AI agents on Discord, Telegram, X and other platforms.',
        url: context.siteConfig.url,
        details:
          'These are the elizaOS docs (current version 1.0.17, code: @elizaos/core, @elizaos/cli and @elizaos/server 1.2.0). Each link points to a Markdown copy of the page.',
      };
      const current = collected.sections.filter((section) => !section.optional).flatMap((section) => section.pages);
      await writeOut(outDir, 'llms.txt', renderLlmsTxt(site, collected.sections));
      await writeOut(outDir, 'llms-full.txt', renderLlmsFullTxt(site, current));
      await Promise.all(collected.copies.map((page) => writeOut(outDir, markdownCopyPath(page.url), renderPageMarkdown(page))));
      await writeOut(outDir, 'chat-index.json', buildChatIndex(collected.chat));
      console.log(
        `[llms] llms.txt, llms-full.txt (${current.length} pages), ${collected.copies.length} .md copies, chat index of ${collected.chat.length} pages (${Math.round(performance.now() - started)} ms)`,
      );
    },
  };
}
