/** Places: constants of the spec both apps need at run time, and the console's limits (zod-free; ./place.ts builds the schemas on them). */

/** Spec section 3: placeType 6 is always included in filtered lists (service facilities). */
export const ALWAYS_LISTED_PLACE_TYPE = 6;
/** Spec section 3 and 9: a place without a range reaches this far (metres). */
export const DEFAULT_SCOPE_RANGE = 5_000_000;
/** Spec section 5 and 9: the app asks for the whole list at once. */
export const PLACE_LIST_PAGE_SIZE = 9999;
/** Spec section 9: the automatic audio guide checks the visitor's position at most this often. */
export const AUTO_GUIDE_CHECK_MS = 3000;
/** The icons the maps draw a place class with (docs/map.md); an area file may name others, drawn as a plain pin. */
export const PLACE_CLASS_ICONS = ['gate', 'palace', 'garden', 'bridge', 'service'] as const;
export type PlaceClassIcon = (typeof PLACE_CLASS_ICONS)[number];

/**
 * What a visitor may look for as "the nearest open …" (docs/live-status.md, "Nearest open"): a place
 * is of at most one kind, set by an editor; a gate is an exit. Independent of the place's class,
 * which is the area's own grouping for the map's filter.
 */
export const FACILITY_KINDS = ['toilet', 'exit', 'firstAid', 'food', 'carPark'] as const;
export type FacilityKind = (typeof FACILITY_KINDS)[number];

// The console's limits.
export const PLACE_NAME_MAX = 50;
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
export const PLACE_CLASS_NAME_MAX = 20;
/** A place's stop number: what a visitor types on the map's keypad (1 to 4 digits, unique in the area). */
export const STOP_NUMBER_PATTERN = /^[0-9]{1,4}$/;
