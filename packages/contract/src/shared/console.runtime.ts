/**
 * The console's access, zod-free: its session cookie, CSRF header and roles, and the position of a
 * content row in its list (the console schemas build on them; the console app and the server take them from here).
 */

/** The session cookie; scoped to `/api/console`, so visitor routes never receive it. */
export const CONSOLE_SESSION_COOKIE = 'youlan_console';
/** Every console call that changes something repeats the session's CSRF token in this header. */
export const CSRF_HEADER = 'x-csrf-token';
/** Area roles, weakest first: viewer reads; editor also edits content and replies; admin also manages accounts. */
export const CONSOLE_ROLES = ['viewer', 'editor', 'admin'] as const;
/** A content row's position in its list (classes, pose categories, poses, spots, skies, scenes). */
export const CONTENT_SORT_MAX = 9999;
