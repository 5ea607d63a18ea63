/** Notice limits both apps use (zod-free). */

/** The list pages by 20 by default; a screen never needs more than 50 at once. */
export const NOTICE_PAGE_SIZE_MAX = 50;

// The console's limits.
export const NOTICE_TITLE_MAX = 100;
/** Characters of HTML a notice may have (a long notice with pictures stays far below). */
export const NOTICE_HTML_MAX = 20_000;
/** Bytes a notice body may take on the wire (20,000 Chinese characters are 60 KB of UTF-8). */
export const NOTICE_BODY_MAX_BYTES = 256 * 1024;
