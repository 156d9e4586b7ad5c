/** Downloads the site-wide index and builds its engine once per page session; the box and the results page share it. */
import type { SiteSearch } from '../../../lib/search/siteIndex';
import { SITE_INDEX_FILE } from '../../../lib/search/files';

let loading: Promise<SiteSearch> | undefined;

export function loadSiteSearch(): Promise<SiteSearch> {
  loading ??= (async () => {
    // The site is served at the root (baseUrl "/"), so the index is too.
    const [{ SiteSearch: Engine }, response] = await Promise.all([import('../../../lib/search/siteIndex'), fetch(`/${SITE_INDEX_FILE}`)]);
    if (!response.ok) throw new Error(`${SITE_INDEX_FILE}: HTTP ${response.status}`);
    return Engine.fromFileAsync(await response.json());
  })();
  loading.catch(() => {
    // A failed download may succeed on the next try (flaky network): forget it.
    loading = undefined;
  });
  return loading;
}
