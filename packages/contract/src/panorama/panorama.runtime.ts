/** Panorama limits (zod-free; ./panorama.console.ts builds the schemas on them). */

export const PANORAMA_TITLE_MAX = 40;
export const PANORAMA_LABEL_MAX = 40;
export const PANORAMA_MARKERS_MAX = 50;
/**
 * Bytes of one 360° video the console uploads (a 3-minute 4K equirectangular H.264 at 20 Mbit/s is
 * ~450 MB). The body is streamed to the store and stopped here (413, nothing kept).
 */
export const PANORAMA_VIDEO_MAX_BYTES = 500 * 1024 * 1024;
/** The one video type every phone's web view plays (H.264 in MP4); the server checks the file's own `ftyp` box. */
export const PANORAMA_VIDEO_CONTENT_TYPE = 'video/mp4';
/** Longest video a row may state, seconds (the upload measures it). */
export const PANORAMA_VIDEO_DURATION_MAX_SECONDS = 24 * 60 * 60;
