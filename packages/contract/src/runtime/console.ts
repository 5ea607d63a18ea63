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
