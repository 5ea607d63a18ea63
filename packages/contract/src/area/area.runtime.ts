/** Area files' limits (zod-free). */

/** An area file in the JSON form `npm run import:area` reads (checked by the server); media stay with the CLI. */
export const AREA_FILE_MAX_BYTES = 1024 * 1024;
