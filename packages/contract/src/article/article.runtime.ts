/** Article limits (zod-free; ./article.console.ts builds the schemas on them). */

export const ARTICLE_TITLE_MAX = 100;
export const ARTICLE_SUMMARY_MAX = 200;
export const ARTICLE_AUTHOR_MAX = 50;
/** Characters of an article's HTML (a long illustrated article stays far below). */
export const ARTICLE_HTML_MAX = 50_000;
/** Bytes an article body may take on the wire (50,000 Chinese characters are 150 KB of UTF-8). */
export const ARTICLE_BODY_MAX_BYTES = 512 * 1024;
