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
/** Characters of a survey's or a question's title, of its intro, of an option's label; questions per survey. */
export const SURVEY_TITLE_MAX = 200;
export const SURVEY_INTRO_MAX = 2000;
export const SURVEY_OPTION_LABEL_MAX = 100;
export const SURVEY_QUESTIONS_MAX = 50;

/** The longest period the dashboard covers (a year, a leap one included), and how many entries its top lists show. */
export const ANALYTICS_PERIOD_MAX_DAYS = 366;
export const ANALYTICS_TOP_N = 10;

/** Where a visitor's picture shows: a punch record, an opinion, the photo studio's materials, a help-shoot session. */
export const VISITOR_PHOTO_USES = ['punch', 'opinion', 'studio', 'helpShoot'] as const;

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
/** Characters of a hot word's English version (English names run longer than Chinese ones). */
export const HOT_WORD_EN_MAX_LENGTH = 40;
/** Words kept out of the most searched queries, at most (as many as an area file may bring), and the characters of each. */
export const BLOCKED_WORDS_MAX = 500;
export const BLOCKED_WORD_MAX_LENGTH = 20;

/** Characters of the about-us page's HTML (as much as a long notice). */
/** The area's name, the title of every screen. */
export const AREA_TITLE_MAX = 40;
export const AREA_TITLE_EN_MAX = 80;
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

export const PLACE_CLASS_NAME_MAX = 20;
export const PLACE_CLASS_NAME_EN_MAX = 40;
/** A content row's position in its list (classes, pose categories, poses, spots, skies, scenes). */
export const CONTENT_SORT_MAX = 9999;

/** Pictures the console uploads (map, skins, pose outlines and samples, skies, panoramas), in bytes. */
export const PICTURE_MAX_BYTES = 20 * 1024 * 1024;
/** What a console picture upload may be; an SVG (a drawing: the map, a stamp, a pose outline) is stored as a PNG. */
export const PICTURE_CONTENT_TYPES = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', svg: 'image/svg+xml' } as const;
/**
 * What a picture is for, which decides what it must be and where it is stored: `map` (the map and
 * its skins), `place` (a place's picture), `stamp` (a punch place's stamp), `poseOutline` (transparent PNG/WebP, or SVG), `poseSample`, `sky` (a thumbnail is made),
 * `panorama` (equirectangular 2:1; a 1024 × 512 preview is made), `logo` (the area's logo; SVG is taken), `share` (the WeChat share card's picture), `articleCover` (an article's cover).
 */
export const PICTURE_USES = ['map', 'place', 'stamp', 'poseOutline', 'poseSample', 'sky', 'panorama', 'logo', 'share', 'articleCover'] as const;
export type PictureUse = (typeof PICTURE_USES)[number];

/** The photo studio's texts. */
export const STUDIO_NAME_MAX = 30;
export const STUDIO_NAME_EN_MAX = 60;
export const STUDIO_TIPS_MAX = 500;
/** Sample photos per pose at a spot. */
export const STUDIO_SAMPLES_MAX = 9;
export const STUDIO_STAND_DISTANCE_MAX_METERS = 500;

/** Trails of the navigation network, and points per trail. */
export const TRAILS_MAX = 300;
export const TRAIL_POINTS_MAX = 2000;
/** Bytes the trail network may take on the wire (300 trails of many points). */
export const TRAILS_BODY_MAX_BYTES = 2 * 1024 * 1024;

export const PANORAMA_TITLE_MAX = 40;
export const PANORAMA_TITLE_EN_MAX = 80;
export const PANORAMA_LABEL_MAX = 40;
export const PANORAMA_LABEL_EN_MAX = 80;
export const PANORAMA_MARKERS_MAX = 50;

/** Days of operator-set weather an area keeps (a month ahead at most; past days are not served). */
export const WEATHER_DAYS_MAX = 31;
/** Characters of a weather word (多云转小雨), in Chinese and in English. */
export const WEATHER_WORD_MAX = 20;
export const WEATHER_WORD_EN_MAX = 40;
/** The temperatures an operator may enter, °C (beyond them is a typing slip). */
export const WEATHER_TEMP_MIN = -60;
export const WEATHER_TEMP_MAX = 60;

/** Characters of the WeChat share card's title and description (WeChat cuts longer ones). */
export const SHARE_TITLE_MAX = 64;
export const SHARE_DESCRIPTION_MAX = 120;

/**
 * Bytes of one 360° video the console uploads (a 3-minute 4K equirectangular H.264 at 20 Mbit/s is
 * ~450 MB). The body is streamed to the store and stopped here (413, nothing kept).
 */
export const PANORAMA_VIDEO_MAX_BYTES = 500 * 1024 * 1024;
/** The one video type every phone's web view plays (H.264 in MP4); the server checks the file's own `ftyp` box. */
export const PANORAMA_VIDEO_CONTENT_TYPE = 'video/mp4';
/** Longest video a row may state, seconds (the upload measures it). */
export const PANORAMA_VIDEO_DURATION_MAX_SECONDS = 24 * 60 * 60;
