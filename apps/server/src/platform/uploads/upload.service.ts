/**
 * Upload bookkeeping: every signed upload is recorded for its visitor; finishing it reads the
 * bytes back, refuses what is too big or not a safe picture (deleting it, so nothing refused stays
 * stored) and replaces the rest with the normalized picture. Finishing twice answers the same.
 */
import { and, eq } from 'drizzle-orm';
import { ErrorCode, type UploadedFile } from '@youlan/contract';
import type { AuthVisitor } from '../auth.ts';
import type { Db } from '../db/database.ts';
import { AppError, notFound } from '../errors.ts';
import { normalizeImage, type ImageFormat } from '../images/image-normalizer.ts';
import type { MediaStorage } from '../storage/storage.ts';
import type { Tenant } from '../tenant.ts';
import { upload } from './upload.table.ts';

const FORMAT_OF_TYPE: Readonly<Record<string, ImageFormat>> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

export async function recordPendingUpload(db: Db, entry: { tenantId: number; visitorId: number; key: string; contentType: string; maxBytes: number }): Promise<void> {
  await db.insert(upload).values(entry);
}

export async function completeUpload(db: Db, storage: MediaStorage, tenant: Tenant, visitor: AuthVisitor, key: string): Promise<UploadedFile> {
  const [row] = await db.select().from(upload).where(and(eq(upload.tenantId, tenant.id), eq(upload.key, key), eq(upload.visitorId, visitor.id)));
  if (!row) throw notFound(`No upload of yours at ${key}: ask for an upload URL first`);
  if (row.status === 'ready') return presentUpload(row);
  if (row.status === 'refused') throw new AppError(row.refusalStatus ?? 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, row.refusal ?? 'This upload was refused');

  const fullKey = `${tenant.code}/${key}`;
  const bytes = await storage.get(fullKey);
  if (!bytes) throw new AppError(409, ErrorCode.BAD_REQUEST, `Nothing has been uploaded to ${key} yet: PUT the file to the upload URL first`);

  const refuse = async (error: AppError): Promise<never> => {
    await storage.delete(fullKey);
    await db
      .update(upload)
      .set({ status: 'refused', refusal: error.message, refusalStatus: error.statusCode, completedAt: new Date() })
      .where(eq(upload.id, row.id));
    throw error;
  };
  // A presigned S3 upload cannot limit its size, so the limit is enforced here for every backend.
  if (bytes.length > row.maxBytes) {
    await refuse(new AppError(413, ErrorCode.PAYLOAD_TOO_LARGE, `The file is ${bytes.length} bytes; at most ${row.maxBytes} are accepted`));
  }
  const format = FORMAT_OF_TYPE[row.contentType];
  if (!format) return refuse(new AppError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, `${row.contentType} uploads are not pictures`));
  let normalized;
  try {
    normalized = await normalizeImage(bytes, format);
  } catch (error) {
    if (error instanceof AppError) return refuse(error);
    throw error;
  }
  await storage.put(fullKey, normalized.data, row.contentType);
  const [ready] = await db
    .update(upload)
    .set({ status: 'ready', width: normalized.width, height: normalized.height, bytes: normalized.data.length, completedAt: new Date() })
    .where(eq(upload.id, row.id))
    .returning();
  return presentUpload(ready ?? row);
}

function presentUpload(row: typeof upload.$inferSelect): UploadedFile {
  return { key: row.key, contentType: row.contentType, width: row.width ?? 0, height: row.height ?? 0, bytes: row.bytes ?? 0 };
}

/** A feature may attach only a finished (normalized) upload of the same visitor. */
export async function requireReadyUpload(db: Db, tenantId: number, visitorId: number, key: string, field: string): Promise<UploadedFile> {
  const [row] = await db.select().from(upload).where(and(eq(upload.tenantId, tenantId), eq(upload.key, key), eq(upload.visitorId, visitorId)));
  if (!row) throw notFound(`No upload of yours at ${key}`);
  if (row.status !== 'ready') throw new AppError(409, ErrorCode.BAD_REQUEST, `The upload at ${key} is not finished: call POST /api/upload/complete first`, { field });
  return presentUpload(row);
}
