/** Media storage: signed, expiring URLs to read stored files and to upload new ones. */
import { z } from 'zod';
import { defineRoute } from '../shared/api.ts';
import { safeText } from '../shared/http.ts';
import { MEDIA_KEY_PATTERN } from './media.runtime.ts';

export const MediaKeySchema = z
  .string()
  .min(1)
  .max(512)
  .regex(MEDIA_KEY_PATTERN, 'a storage key: segments of letters, digits, . _ - joined by single /, no .. and no . segment');

export const SignUrlQuerySchema = z.object({
  /** purpose 1: the key of a stored file; purpose 2 and 3: the name of the file to upload (for its type). */
  fileName: safeText().min(1).max(512),
  purpose: z.coerce.number().int().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)])).default(1),
});

export const SignUrlResultSchema = z.object({
  /** The key the file has (purpose 2 and 3: chosen by the server; store it with what you upload it for). */
  key: z.string(),
  /** GET this URL to read (purpose 1), PUT the bytes to it to upload (purpose 2 and 3). */
  url: z.string(),
  method: z.enum(['GET', 'PUT']),
  /** Headers the upload must carry (its Content-Type). */
  headers: z.record(z.string(), z.string()),
  /** Largest upload accepted, bytes (purpose 2 and 3). */
  maxBytes: z.number().int().nullable(),
  /** ISO time the URL stops working. */
  expiresAt: z.string(),
});
export type SignUrlResult = z.infer<typeof SignUrlResultSchema>;

export const signUrl = defineRoute({
  method: 'GET',
  path: '/api/aliyun/signURL',
  summary: 'A signed URL to read a stored file (purpose 1), upload one (purpose 2) or upload a photo-studio photo (purpose 3, up to 20 MiB)',
  tag: 'media',
  auth: 'optional',
  query: SignUrlQuerySchema,
  data: SignUrlResultSchema,
});
