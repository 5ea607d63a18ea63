/** Media storage values both apps use (zod-free; ./media.ts builds the schemas on them). */

/**
 * `purpose` of `GET /api/aliyun/signURL`: 1 reads a stored file (the default), 2 uploads a new one,
 * 3 uploads a photo-studio photo (a full-resolution camera picture: a larger limit).
 */
export const SignPurpose = { READ: 1, UPLOAD: 2, STUDIO_PHOTO: 3 } as const;
/** Purpose 3's limit: a full-resolution phone photo (up to 50 megapixels as JPEG) fits. */
export const STUDIO_PHOTO_MAX_BYTES = 20 * 1024 * 1024;
/**
 * Storage keys as the app sees them: relative to the tenant, `/`-separated segments of letters,
 * digits, `.`, `_` and `-`; no leading, trailing or doubled `/`, no `.` segment and no `..` anywhere,
 * so one key names one file and never climbs out of the tenant's folder.
 */
export const MEDIA_KEY_PATTERN = /^(?!.*\.\.)(?!(?:.*\/)?\.(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

// The console's limits.
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
