/**
 * Finishing an upload: after PUTting the bytes to the signed URL, the phone asks the server to
 * check and normalize the file; only then may a feature (a punch photo, an opinion) use its key.
 */
import { z } from 'zod';
import { defineRoute } from '../shared/api.ts';
import { MediaKeySchema } from './media.ts';

export const UploadedFileSchema = z.object({
  /** The tenant-relative key, as signURL gave it. */
  key: z.string(),
  contentType: z.string(),
  /** Pixels, after the photo's orientation was applied. */
  width: z.number().int(),
  height: z.number().int(),
  /** Stored size after normalizing. */
  bytes: z.number().int(),
});
export type UploadedFile = z.infer<typeof UploadedFileSchema>;

export const completeUpload = defineRoute({
  method: 'POST',
  path: '/api/upload/complete',
  summary: 'Check and normalize an uploaded picture (orientation applied, metadata removed); refuse what is not a safe picture',
  tag: 'media',
  auth: 'required',
  body: z.object({ key: MediaKeySchema }).strict(),
  data: UploadedFileSchema,
});
