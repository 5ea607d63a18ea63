/** The area's pages and share card: their limits (zod-free; ./config.console.ts builds the schemas on them). */

/** The area's name, the title of every screen. */
export const AREA_TITLE_MAX = 40;
/** Characters of the about-us page's HTML (as much as a long notice). */
export const ABOUT_HTML_MAX = 20_000;
/** Bytes the about and business pages' body may take on the wire (20,000 Chinese characters are 60 KB of UTF-8). */
export const AREA_PAGES_BODY_MAX_BYTES = 256 * 1024;
/** Characters of the WeChat share card's title and description (WeChat cuts longer ones). */
export const SHARE_TITLE_MAX = 64;
export const SHARE_DESCRIPTION_MAX = 120;
