/**
 * Upload bookkeeping: every signed upload is recorded for its visitor, within quotas; the bytes
 * land apart, under `.pending/`, where no read URL reaches; finishing reads them back, refuses what
 * is too big or not a safe picture, and stores only the normalized picture at the readable key.
 * Finishing twice answers the same; pending uploads whose URL expired are swept away.
 */
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { ErrorCode, type UploadedFile } from '@youlan/contract';
import type { AuthVisitor } from '../../platform/auth.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { ImageFormat, PictureDecoder } from './image-normalizer.ts';
import type { DecodeBudget } from './decode-budget.ts';
import { PENDING_PREFIX, type MediaStorage } from '../../platform/storage/storage.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { upload } from './upload.table.ts';
import { tenant as tenantTable } from '../../platform/db/schema.ts';

const FORMAT_OF_TYPE: Readonly<Record<string, ImageFormat>> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

/** Unfinished uploads a visitor may have at once (an opinion takes up to 9 pictures). */
export const PENDING_UPLOADS_MAX = 9;
/** Upload capacity (the signed size limits) a visitor may ask for per hour: 20 full-size photo-studio photos (20 MiB each). */
export const UPLOAD_BYTES_PER_HOUR = 400 * 1024 * 1024;
const HOUR_MS = 3_600_000;
/** Advisory-lock class of the per-visitor upload quota (the second key is the visitor id). */
const UPLOAD_QUOTA_LOCK = 724_303;

/** Where an upload's bytes wait until it is finished. */
export function pendingKey(tenantCode: string, key: string): string {
  return `${PENDING_PREFIX}${tenantCode}/${key}`;
}

/**
 * Records a signed upload if the visitor is within the quotas, atomically (the visitor's advisory
 * lock serializes concurrent requests); 429 with Retry-After otherwise.
 */
export async function reservePendingUpload(db: Db, entry: { tenantId: number; visitorId: number; key: string; contentType: string; maxBytes: number }, now = new Date()): Promise<void> {
  const refusal = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${UPLOAD_QUOTA_LOCK}, ${entry.visitorId})`);
    const [usage] = await tx
      .select({
        pending: sql<number>`count(*) filter (where ${upload.status} = 'pending')::int`,
        bytes: sql<number>`coalesce(sum(${upload.maxBytes}), 0)::bigint`,
      })
      .from(upload)
      .where(and(eq(upload.tenantId, entry.tenantId), eq(upload.visitorId, entry.visitorId), gt(upload.createdAt, new Date(now.getTime() - HOUR_MS))));
    if (Number(usage?.pending ?? 0) >= PENDING_UPLOADS_MAX) return `You have ${PENDING_UPLOADS_MAX} unfinished uploads: finish or wait for them before starting another`;
    if (Number(usage?.bytes ?? 0) + entry.maxBytes > UPLOAD_BYTES_PER_HOUR) return 'You have uploaded as much as an hour allows: try again later';
    await tx.insert(upload).values({ ...entry, createdAt: now });
    return null;
  });
  if (refusal) throw new AppError(429, ErrorCode.RATE_LIMITED, refusal, { headers: { 'retry-after': '600' } });
}

/**
 * What signed uploads may still write: their signed size limits, every area's (the disk is
 * shared), until they are finished, refused or swept.
 */
export async function outstandingUploadBytes(db: Db): Promise<number> {
  const [row] = await db.select({ bytes: sql<string>`coalesce(sum(${upload.maxBytes}), 0)` }).from(upload).where(eq(upload.status, 'pending'));
  return Number(row?.bytes ?? 0);
}

/** Whether bytes may still be PUT to this pending store key: only while its upload is pending. */
export async function isUploadOpen(db: Db, storeKey: string): Promise<boolean> {
  if (!storeKey.startsWith(PENDING_PREFIX)) return true;
  const match = /^([^/]+)\/(.+)$/.exec(storeKey.slice(PENDING_PREFIX.length));
  if (!match) return false;
  const [row] = await db
    .select({ status: upload.status })
    .from(upload)
    .innerJoin(tenantTable, eq(tenantTable.id, upload.tenantId))
    .where(and(eq(tenantTable.code, match[1] ?? ''), eq(upload.key, match[2] ?? '')));
  return row?.status === 'pending';
}

/**
 * Deletes the bytes of uploads never finished while their URL lived (`expiredBeforeMs` ago) and
 * marks them refused (410), so nothing unchecked stays stored. Returns how many it swept.
 */
export async function sweepExpiredUploads(db: Db, storage: MediaStorage, expiredBefore: Date): Promise<number> {
  const stale = await db
    .select({ id: upload.id, key: upload.key, code: tenantTable.code })
    .from(upload)
    .innerJoin(tenantTable, eq(tenantTable.id, upload.tenantId))
    .where(and(eq(upload.status, 'pending'), lt(upload.createdAt, expiredBefore)))
    .limit(500);
  for (const row of stale) await storage.delete(pendingKey(row.code, row.key));
  // A presigned S3 PUT cannot be revoked: bytes PUT again after completion or refusal, until the
  // URL expired, are deleted here too (deleting a missing key is a no-op).
  const finished = await db
    .select({ key: upload.key, code: tenantTable.code })
    .from(upload)
    .innerJoin(tenantTable, eq(tenantTable.id, upload.tenantId))
    .where(and(inArray(upload.status, ['ready', 'refused']), lt(upload.createdAt, expiredBefore), gt(upload.createdAt, new Date(expiredBefore.getTime() - HOUR_MS))))
    .limit(2000);
  for (const row of finished) await storage.delete(pendingKey(row.code, row.key));
  if (stale.length) {
    await db
      .update(upload)
      .set({ status: 'refused', refusal: 'The upload URL expired before the upload was finished: upload the picture again', refusalStatus: 410, completedAt: new Date() })
      .where(and(inArray(upload.id, stale.map((row) => row.id)), eq(upload.status, 'pending')));
  }
  return stale.length;
}

/** Runs database work in the request's tenant scope (a short transaction on PostgreSQL). */
export type TenantScope = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * Finishes an upload: reads the bytes, normalizes them, stores the picture. The database is used
 * in short scopes before and after the normalizer, never across it: uploads waiting for the CPU
 * held pool connections in their transaction (25 at once: 13 got 503, an unrelated read waited 5 s).
 */
/** A visitor's pictures are read on the decoder's threads within the visitor's hour of decoding. */
export interface VisitorPictures {
  decoder: PictureDecoder;
  budget: DecodeBudget;
}

export async function completeUpload(db: Db, storage: MediaStorage, pictures: VisitorPictures, tenant: Tenant, visitor: AuthVisitor, key: string, inScope: TenantScope): Promise<UploadedFile> {
  const [row] = await inScope(() => db.select().from(upload).where(and(eq(upload.tenantId, tenant.id), eq(upload.key, key), eq(upload.visitorId, visitor.id))));
  if (!row) throw notFound(`No upload of yours at ${key}: ask for an upload URL first`);
  if (row.status === 'ready') return presentUpload(row);
  if (row.status === 'refused') throw new AppError(row.refusalStatus ?? 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, row.refusal ?? 'This upload was refused');

  const fullKey = `${tenant.code}/${key}`;
  const waitingKey = pendingKey(tenant.code, key);
  const bytes = await storage.get(waitingKey);
  if (!bytes) throw new AppError(409, ErrorCode.BAD_REQUEST, `Nothing has been uploaded to ${key} yet: PUT the file to the upload URL first`);

  const refuse = async (error: AppError): Promise<never> => {
    await storage.delete(waitingKey);
    await inScope(() =>
      db
        .update(upload)
        .set({ status: 'refused', refusal: error.message, refusalStatus: error.statusCode, completedAt: new Date() })
        .where(eq(upload.id, row.id)),
    );
    throw error;
  };
  // A presigned S3 upload cannot limit its size, so the limit is enforced here for every backend.
  if (bytes.length > row.maxBytes) {
    await refuse(new AppError(413, ErrorCode.PAYLOAD_TOO_LARGE, `The file is ${bytes.length} bytes; at most ${row.maxBytes} are accepted`));
  }
  const format = FORMAT_OF_TYPE[row.contentType];
  if (!format) return refuse(new AppError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, `${row.contentType} uploads are not pictures`));
  // Over budget the upload stays pending, its bytes kept: it can be finished once the hour turns.
  const holder = `${tenant.id}:${visitor.id}`;
  pictures.budget.require(holder);
  let normalized;
  try {
    normalized = await pictures.decoder.normalize(bytes, format, (ms) => pictures.budget.charge(holder, ms));
  } catch (error) {
    if (error instanceof AppError) return refuse(error);
    throw error;
  }
  await storage.put(fullKey, normalized.data, row.contentType);
  await storage.delete(waitingKey);
  const [ready] = await inScope(() =>
    db
      .update(upload)
      .set({ status: 'ready', width: normalized.width, height: normalized.height, bytes: normalized.data.length, completedAt: new Date() })
      .where(eq(upload.id, row.id))
      .returning(),
  );
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
