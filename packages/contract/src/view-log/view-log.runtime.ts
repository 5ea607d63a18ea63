/** The view log's timing (zod-free). */

/** Spec section 9: sent when the page is left or hidden, and every 1,000,000 ms. */
export const VIEW_LOG_INTERVAL_MS = 1_000_000;
