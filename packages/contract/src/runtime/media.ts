/** Media storage values both apps use (zod-free; ../media.ts builds the schemas on them). */

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
