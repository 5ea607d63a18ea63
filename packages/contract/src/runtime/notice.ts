/** Notice limits both apps use (zod-free). */

/** The list pages by 20 by default; a screen never needs more than 50 at once. */
export const NOTICE_PAGE_SIZE_MAX = 50;
