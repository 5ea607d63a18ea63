/** Console: the pictures visitors uploaded or made (punch photos, opinion pictures, the photo studio's), and their removal. */
import { z } from 'zod';
import { VISITOR_PHOTO_USES } from './photo.runtime.ts';
import { AreaParamsSchema, DayFilterSchema, PageQuerySchema, defineConsoleRoute, pageOf } from '../shared/console.ts';
import { MediaKeySchema } from '../media/media.ts';

export const VisitorPhotoUseSchema = z.enum(VISITOR_PHOTO_USES);
export type VisitorPhotoUse = z.infer<typeof VisitorPhotoUseSchema>;

export const VisitorPhotoSchema = z.object({
  /** The picture's key in the area's store: what removal names. */
  key: z.string(),
  visitorId: z.number().int(),
  visitorName: z.string(),
  /** ISO time it was uploaded or made. */
  createdAt: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Where visitors see it: a punch record, an opinion, the photo studio's materials, a help-shoot; empty when it was uploaded and never used. */
  uses: z.array(VisitorPhotoUseSchema),
  /** A signed URL to look at it, for an hour. */
  url: z.string(),
});
export type VisitorPhoto = z.infer<typeof VisitorPhotoSchema>;

export const listVisitorPhotos = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/photos',
  summary: 'Pictures visitors uploaded or made, newest first; filtered by where they are used and by the Beijing dates they came (both ends included)',
  tag: 'console-photo',
  access: 'viewer',
  params: AreaParamsSchema,
  query: PageQuerySchema.extend({ use: VisitorPhotoUseSchema.optional(), from: DayFilterSchema.optional(), to: DayFilterSchema.optional() }),
  data: pageOf(VisitorPhotoSchema),
});

export const removeVisitorPhoto = defineConsoleRoute({
  method: 'POST',
  path: '/api/console/areas/:area/photos/remove',
  summary: 'Remove a visitor’s picture: its file is deleted and every reference dropped (the punch keeps no photo, the opinion loses the picture, the studio material and help-shoot photo go); audited',
  tag: 'console-photo',
  access: 'editor',
  params: AreaParamsSchema,
  body: z.object({ key: MediaKeySchema }).strict(),
  data: z.object({ removed: z.literal(true), uses: z.array(VisitorPhotoUseSchema) }),
});
