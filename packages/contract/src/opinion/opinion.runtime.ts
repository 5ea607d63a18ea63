/** Opinion categories and limits both apps use (zod-free; ./opinion.ts builds the schemas on them). */

export const OPINION_CATEGORIES = ['suggestion', 'complaint', 'praise', 'facility', 'other'] as const;
/** Pictures per opinion, at most. */
export const OPINION_MAX_IMAGES = 9;
/** Characters of the opinion's text after trimming, at least and at most. */
export const OPINION_TEXT_MIN = 5;
export const OPINION_TEXT_MAX = 500;
/** Characters of the optional contact (a phone number or e-mail), at most. */
export const OPINION_CONTACT_MAX = 100;
/** The longest reply the area may write. */
export const OPINION_REPLY_MAX = 1000;

// The console's limits.
/** `open`: neither replied nor closed; `replied`: answered; `closed`: finished without (more) answer. */
export const OPINION_STATUSES = ['open', 'replied', 'closed'] as const;
