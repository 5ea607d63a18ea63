/**
 * Help-shoot's values both apps use (zod-free; ./help-shoot.ts builds the schemas on them): a
 * visitor asks a friend to take their photo; the two phones are paired live through the server.
 */

/** `waiting`: no friend yet; `joined`: a friend is paired; `ended`: disconnected or expired (every call refuses it). */
export const HELP_SHOOT_STATES = ['waiting', 'joined', 'ended'] as const;
/** Who ended a help request; `expired`: nobody did anything for HELP_SHOOT_IDLE_MS. */
export const HELP_SHOOT_END_REASONS = ['owner', 'friend', 'expired'] as const;
/** The caller's part: `invited` holds the share link's secret and has not joined (yet). */
export const HELP_SHOOT_ROLES = ['owner', 'friend', 'invited'] as const;
/** `new`: just shot; `kept`: in the owner's photos; `retake`: the owner asked for another. */
export const HELP_SHOOT_PHOTO_STATES = ['new', 'kept', 'retake'] as const;

/** An idle help request ends by itself after 30 minutes (every call of either visitor is activity). */
export const HELP_SHOOT_IDLE_MS = 30 * 60_000;
/** Open help requests one visitor may have at a time. */
export const HELP_SHOOT_OPEN_MAX = 3;
/** Photos one help request may hold (kept or not). */
export const HELP_SHOOT_PHOTOS_MAX = 30;
/** Events one help request may hold (WebRTC signalling makes most of them). */
export const HELP_SHOOT_EVENTS_MAX = 600;
/** The "ready / 3-2-1" countdown the friend sees, seconds. */
export const HELP_SHOOT_COUNTDOWN_SECONDS = 3;
/** A preview still frame (a data URL of a small JPEG) is at most this many characters. */
export const HELP_SHOOT_FRAME_MAX_CHARS = 48_000;
/** The friend sends a still frame this often while WebRTC is not connected. */
export const HELP_SHOOT_FRAME_INTERVAL_MS = 700;
/** Length of the share link's join secret (base64url of 18 random bytes). */
export const HELP_SHOOT_SECRET_LENGTH = 24;

/** The events stream (server-sent events; send `Last-Event-ID` to resume). Not an envelope route. */
export const HELP_SHOOT_EVENTS_PATH = '/api/helpShoot/events';

/** The app's help-shoot screens (children of /boost in APP_ROUTES): the owner's `?id=`, the friend's `?id=&secret=` (the share link). */
export const HELP_SHOOT_ROUTES = { owner: '/boost/helpShoot', friend: '/boost/friendHelpShoot' } as const;
