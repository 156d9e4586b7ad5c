/** Where the build writes the site-wide search index, under the site root (light: the search box imports it). */
export const SITE_INDEX_FILE = 'search-site.json';
