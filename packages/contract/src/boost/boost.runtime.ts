/** The photo studio's values both apps use (zod-free; ./boost.ts builds the schemas on them). */

/** The sky library's times of day. */
export const SKY_TIMES_OF_DAY = ['day', 'sunset', 'golden', 'night', 'rainbow', 'snow'] as const;

/** An edit has at most this many operations (one of each type). */
export const EDIT_MAX_OPERATIONS = 7;
/** The straighten slider's range, degrees either way. */
export const STRAIGHTEN_MAX_DEGREES = 15;
/** A crop keeps at least this many pixels each way. */
export const CROP_MIN_PX = 32;
/** Brightness, contrast and saturation go from -ADJUST_LIMIT to +ADJUST_LIMIT; 0 leaves the picture as it is. */
export const ADJUST_LIMIT = 100;

export const FILTER_PRESETS = ['original', 'fresh', 'warm', 'film', 'mono'] as const;
export const FRAME_STYLES = ['white', 'black'] as const;
/** The frame's border as a share of the picture's shorter side, each side; the bottom is three times as deep. */
export const FRAME_BORDER_SHARE = 0.04;

/** What made a material (see MaterialSchema in ./boost.ts). */
export const MATERIAL_KINDS = ['photo', 'edit', 'sky', 'helpShoot', 'postcard'] as const;

export const IMAGE_JOB_STATES = ['queued', 'working', 'done', 'failed', 'cancelled'] as const;

/** Why a job failed, for the app to explain and offer a retry. */
export const IMAGE_JOB_FAILURES = ['source_missing', 'sky_missing', 'processing_failed'] as const;

/**
 * Materials (pictures with their files) one visitor may keep: far more than a day's visit makes
 * (a busy visitor keeps a few dozen), so only a script reaches it. Past it, a new picture is
 * 409 MATERIALS_FULL until the visitor deletes some.
 */
export const MATERIALS_MAX_PER_VISITOR = 200;

/** The largest page of `GET /api/h5/material`. */
export const MATERIAL_PAGE_SIZE_MAX = 50;

/** A picture's size once framed: the border of every side, and the deeper caption strip below. */
export function framedSize(width: number, height: number): { width: number; height: number; border: number; caption: number } {
  const border = Math.max(8, Math.round(Math.min(width, height) * FRAME_BORDER_SHARE));
  const caption = border * 3;
  return { width: width + 2 * border, height: height + border + caption, border, caption };
}

// The console's limits.
/** The photo studio's texts. */
export const STUDIO_NAME_MAX = 30;
export const STUDIO_TIPS_MAX = 500;
/** Sample photos per pose at a spot. */
export const STUDIO_SAMPLES_MAX = 9;
export const STUDIO_STAND_DISTANCE_MAX_METERS = 500;
