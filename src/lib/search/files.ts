/** The site-wide search index: where the build writes it, under the site root, and how the browser downloads it (light: the search box imports it). */
import type { SiteIndexFile } from './siteIndex';

export const SITE_INDEX_FILE = 'search-site.json';

/** Downloads the site index (the site is served at the root, baseUrl "/"); an HTTP error rejects naming the file. */
export async function fetchSiteIndex(): Promise<SiteIndexFile> {
  const response = await fetch(`/${SITE_INDEX_FILE}`);
  if (!response.ok) throw new Error(`${SITE_INDEX_FILE}: HTTP ${response.status}`);
  return (await response.json()) as SiteIndexFile;
}
