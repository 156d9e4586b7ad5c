/**
 * Manual check of the links to other sites (`npm run links:external`): every external URL of the built pages, each
 * fetched once, a few at a time and one at a time per host. Not part of CI, as on the model sites: other sites
 * change, throttle and go down on their own schedule, and the build never touches the network.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Parser } from 'htmlparser2';
import { SITE } from '../config/site';
import { listFilesSync } from '../src/lib/walk';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Hosts that answer scripts with errors whatever the URL (login walls, bot blocks): reported, never failed. */
const UNCHECKABLE_HOSTS = [/(^|\.)twitter\.com$/, /(^|\.)x\.com$/, /(^|\.)linkedin\.com$/, /(^|\.)discord\.(gg|com)$/, /(^|\.)t\.me$/];

export interface LinkCheck {
  url: string;
  /** Pages (routes) that link to it. */
  pages: string[];
  status: number | null;
  outcome: 'ok' | 'broken' | 'rate-limited' | 'unchecked';
  detail?: string;
}

export interface CheckOptions {
  fetch?: typeof fetch;
  concurrency?: number;
  timeoutMs?: number;
  log?: (line: string) => void;
}

const htmlFiles = (dir: string): string[] => listFilesSync(dir, { skipDirs: ['assets'], accept: (name) => name.endsWith('.html') });

/** External http(s) URLs of every built page (without their fragment), with the routes that link to each. */
export function collectExternalLinks(buildDir: string): Map<string, string[]> {
  const links = new Map<string, string[]>();
  for (const file of htmlFiles(buildDir)) {
    const route = `/${path
      .relative(buildDir, file)
      .replace(/\\/g, '/')
      .replace(/(^|\/)index\.html$/, '')
      .replace(/\.html$/, '')}`;
    const parser = new Parser({
      onopentag(name, attrs) {
        const href = name === 'a' ? attrs.href : name === 'iframe' || name === 'img' ? attrs.src : undefined;
        if (!href || !/^https?:\/\//i.test(href) || href.startsWith(SITE.url)) return;
        const url = href.split('#')[0];
        const pages = links.get(url) ?? [];
        if (!pages.includes(route)) pages.push(route);
        links.set(url, pages);
      },
    });
    parser.write(readFileSync(file, 'utf8'));
    parser.end();
  }
  return links;
}

async function fetchStatus(fetcher: typeof fetch, url: string, timeoutMs: number): Promise<number> {
  const attempt = (method: 'HEAD' | 'GET') =>
    fetcher(url, { method, redirect: 'follow', signal: AbortSignal.timeout(timeoutMs), headers: { 'user-agent': 'elizaos-docs-link-check' } });
  const head = await attempt('HEAD');
  // Some servers refuse HEAD; ask again with GET before calling the link broken.
  if ([403, 404, 405, 501].includes(head.status)) {
    const get = await attempt('GET');
    await get.body?.cancel();
    return get.status;
  }
  return head.status;
}

/** Checks each URL once, `concurrency` at a time, never two at once on the same host. Prints progress as it goes. */
export async function checkExternalLinks(links: Map<string, string[]>, options: CheckOptions = {}): Promise<LinkCheck[]> {
  const fetcher = options.fetch ?? fetch;
  const concurrency = options.concurrency ?? 8;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const log = options.log ?? ((line: string) => console.log(line));
  const queue = [...links.keys()];
  const busyHosts = new Set<string>();
  const results: LinkCheck[] = [];
  let done = 0;
  const step = Math.max(1, Math.ceil(queue.length / 20));

  const next = (): string | undefined => {
    const index = queue.findIndex((url) => !busyHosts.has(new URL(url).host));
    return index < 0 ? undefined : queue.splice(index, 1)[0];
  };
  const worker = async (): Promise<void> => {
    while (queue.length > 0) {
      const url = next();
      if (!url) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      const host = new URL(url).host;
      const check: LinkCheck = { url, pages: links.get(url) ?? [], status: null, outcome: 'ok' };
      if (UNCHECKABLE_HOSTS.some((pattern) => pattern.test(host))) check.outcome = 'unchecked';
      else {
        busyHosts.add(host);
        try {
          check.status = await fetchStatus(fetcher, url, timeoutMs);
          check.outcome = check.status === 429 ? 'rate-limited' : check.status >= 400 ? 'broken' : 'ok';
        } catch (error) {
          check.outcome = 'broken';
          check.detail = (error as Error).message;
        } finally {
          busyHosts.delete(host);
        }
      }
      results.push(check);
      done += 1;
      if (done % step === 0 || done === links.size) log(`[links ${done}/${links.size}] ${results.filter((r) => r.outcome === 'broken').length} broken so far`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, Math.max(1, links.size)) }, worker));
  return results.sort((a, b) => a.url.localeCompare(b.url));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const links = collectExternalLinks(path.join(root, 'build'));
  console.log(`[links] ${links.size} external URLs in build/`);
  checkExternalLinks(links)
    .then((results) => {
      const broken = results.filter((result) => result.outcome === 'broken');
      for (const result of results.filter((r) => r.outcome !== 'ok')) {
        console.log(
          `${result.outcome.padEnd(12)} ${result.status ?? '---'} ${result.url}${result.detail ? ` (${result.detail})` : ''} ← ${result.pages.slice(0, 3).join(', ')}${result.pages.length > 3 ? ` and ${result.pages.length - 3} more` : ''}`,
        );
      }
      console.log(`[links] ${results.length - broken.length} fine or unchecked, ${broken.length} broken`);
      process.exit(broken.length ? 1 : 0);
    })
    .catch((error: unknown) => {
      console.error(`[links] failed: ${(error as Error).message}`);
      process.exit(1);
    });
}
