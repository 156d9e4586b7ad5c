/**
 * How many days of AI News get a post of their own: read by the blog's configuration (feed length) and by the
 * activity pipeline (which days get a post). Docusaurus blog builds slow down and fail with very many posts
 * (facebook/docusaurus#9907), so earlier days go to one archive page.
 */
export const NEWS_WINDOW_DAYS = 60;
