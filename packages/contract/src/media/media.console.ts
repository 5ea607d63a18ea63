/**
 * Console: the pictures content editors upload (the map and its skins, pose outlines and samples,
 * skies, panoramas, the area's logo and share picture). The file's bytes are the body; the server checks what it is for its use,
 * strips its metadata and picks the key; the content's own route then names the key.
 */
import { z } from 'zod';
import { PICTURE_CONTENT_TYPES, PICTURE_MAX_BYTES, PICTURE_USES } from './media.runtime.ts';
import { AreaParamsSchema, defineConsoleRoute } from '../shared/console.ts';

export const ConsolePictureSchema = z.object({
  key: z.string(),
  /** A signed URL to show it in the console. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The small version the server made: a sky's thumbnail, a panorama's preview; null for other uses. */
  smallKey: z.string().nullable(),
});
export type ConsolePicture = z.infer<typeof ConsolePictureSchema>;

export const uploadPicture = defineConsoleRoute({
  method: 'POST',
  path: '/api/console/areas/:area/pictures',
  summary: `Store a picture for a use: the file's bytes as the body (JPEG, PNG or WebP; SVG for drawings: the map, stamps, pose outlines, the logo, stored as PNG), at most ${PICTURE_MAX_BYTES / 1024 / 1024} MiB; 415 for what is not such a picture or does not suit the use (an outline without transparency, a panorama not 2:1)`,
  tag: 'console-media',
  access: 'editor',
  params: AreaParamsSchema,
  query: z.object({ use: z.enum(PICTURE_USES) }),
  data: ConsolePictureSchema,
  rawBody: [...new Set(Object.values(PICTURE_CONTENT_TYPES))],
});
