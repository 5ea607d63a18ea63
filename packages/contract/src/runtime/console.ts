/**
 * The operator console's constants and enums (zod-free; the console schema modules build on them,
 * the console app and the server take them from here).
 */

/** The session cookie; scoped to `/api/console`, so visitor routes never receive it. */
export const CONSOLE_SESSION_COOKIE = 'youlan_console';
/** Every console call that changes something repeats the session's CSRF token in this header. */
export const CSRF_HEADER = 'x-csrf-token';

/** Area roles, weakest first: viewer reads; editor also edits content and replies; admin also manages accounts. */
export const CONSOLE_ROLES = ['viewer', 'editor', 'admin'] as const;

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

/** An area file in the JSON form `npm run import:area` reads (checked by the server); media stay with the CLI. */
export const AREA_FILE_MAX_BYTES = 1024 * 1024;

export const NOTICE_TITLE_MAX = 100;
/** Characters of HTML a notice may have (a long notice with pictures stays far below). */
export const NOTICE_HTML_MAX = 20_000;
/** Bytes a notice body may take on the wire (20,000 Chinese characters are 60 KB of UTF-8). */
export const NOTICE_BODY_MAX_BYTES = 256 * 1024;

/** How many text answers a results page lists (the CSV has them all). */
export const SURVEY_TEXT_ANSWERS_SHOWN = 200;

/** `open`: neither replied nor closed; `replied`: answered; `closed`: finished without (more) answer. */
export const OPINION_STATUSES = ['open', 'replied', 'closed'] as const;

export const PLACE_NAME_MAX = 50;
export const PLACE_NAME_EN_MAX = 100;
export const PLACE_INTRO_MAX = 2000;
/** Characters of an audio guide's transcript, per language (a long guide of ten minutes is ~3,000 Chinese characters). */
export const PLACE_TRANSCRIPT_MAX = 20_000;
/** Bytes a place body may take on the wire (two transcripts of 20,000 Chinese characters are 120 KB of UTF-8). */
export const PLACE_BODY_MAX_BYTES = 256 * 1024;
/** Largest place range an editor draws, metres (a range beyond the area is the spec's default, left unset). */
export const PLACE_RANGE_MAX_METERS = 5000;
/** Largest place type number (the spec names type 6, "always listed"; the rest are the area's own). */
export const PLACE_TYPE_MAX = 99;
/** Bytes of one audio guide file (a ten-minute MP3 at 128 kbit/s is ~9.6 MB). */
export const AUDIO_MAX_BYTES = 20 * 1024 * 1024;
/** Audio guide formats every phone browser (and WeChat's web view) plays: extension → content type. */
export const AUDIO_CONTENT_TYPES = { mp3: 'audio/mpeg', m4a: 'audio/mp4' } as const;

/** Hot words an area shows on the search screen, at most, and the characters of each. */
export const HOT_WORDS_MAX = 30;
export const HOT_WORD_MAX_LENGTH = 20;

/** Characters of the about-us page's HTML (as much as a long notice). */
export const ABOUT_HTML_MAX = 20_000;
/** Bytes the about and business pages' body may take on the wire (20,000 Chinese characters are 60 KB of UTF-8). */
export const AREA_PAGES_BODY_MAX_BYTES = 256 * 1024;

export const ARTICLE_TITLE_MAX = 100;
export const ARTICLE_SUMMARY_MAX = 200;
export const ARTICLE_AUTHOR_MAX = 50;
/** Characters of an article's HTML (a long illustrated article stays far below). */
export const ARTICLE_HTML_MAX = 50_000;
/** Bytes an article body may take on the wire (50,000 Chinese characters are 150 KB of UTF-8). */
export const ARTICLE_BODY_MAX_BYTES = 512 * 1024;
