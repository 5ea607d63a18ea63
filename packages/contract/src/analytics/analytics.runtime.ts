/** The dashboard's limits (zod-free). */

/** The longest period the dashboard covers (a year, a leap one included), and how many entries its top lists show. */
export const ANALYTICS_PERIOD_MAX_DAYS = 366;
export const ANALYTICS_TOP_N = 10;
