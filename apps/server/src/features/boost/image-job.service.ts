/**
 * Image jobs as the visitor sees them: made at once from a checked request (the work runs later,
 * see image-job.runner.ts), read, cancelled. Bad input is refused before anything is stored; a
 * retry under the same idempotency key answers the job the first request made.
 */
import { and, count, eq, inArray, lt, sql, type Column, type SQL } from 'drizzle-orm';
import { checkEditOperations, ErrorCode, type EditOperation, type ImageJob, type SkyCheck } from '@youlan/contract';
import type { AuthVisitor } from '../../platform/auth.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { idempotencyMismatch, requestHashOf } from '../../platform/idempotency.ts';
import { addMaterial, findMaterial, findMaterialByKey, requireMaterialRoom } from '../../entities/material/material.service.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { requireReadyUpload } from '../../entities/media/upload.service.ts';
import type { MediaStorage } from '../../platform/storage/storage.ts';
import { findSky } from './boost.service.ts';
import { hasSky } from './sky/index.ts';
import { imageJob } from './image-job.table.ts';

/** Unfinished jobs a visitor may have at once: enough to try a few skies, not to flood the queue. */
export const MAX_OPEN_JOBS_PER_VISITOR = 4;
/** Disk room a job's result needs when it is asked for: a JPEG of at most 4096 px is a few MB. */
export const JOB_RESULT_MAX_BYTES = 16 * 1024 * 1024;
/**
 * A finished job (done, failed, cancelled) is kept this long, then swept: its picture is a material
 * and stays; the photo page reads the job only to mark the sky the picture already has.
 */
export const FINISHED_JOB_RETENTION_MS = 30 * 24 * 3600_000;
const FINISHED_STATES = ['done', 'failed', 'cancelled'] as const;
/**
 * Queued jobs an area holds before a visitor who already has one waiting is told to wait (429):
 * a visitor's first job is still taken, and goes ahead of theirs (`jobTurn`).
 */
export const AREA_QUEUE_SOFT_MAX = 64;
/** Queued jobs an area holds at most, whoever asks (503): the queue's rows and its wait stay bounded. */
export const AREA_QUEUE_MAX = 400;
/** How far back what a visitor had made counts against their turn. */
const SHARE_WINDOW = sql.raw(`interval '1 hour'`);

/**
 * A job's turn, lowest first (then the oldest): its visitor's share, the jobs they have open now or
 * started in the last hour, so one who asked for less goes ahead of one who asked for more; then its
 * round, the visitor's jobs started in the hour plus their queued ones up to this one, so visitors
 * with equal shares are served one job each in turn. A visitor with one photo to make waits behind
 * the jobs being worked and other such visitors, never behind a flood of someone's edits.
 * Without arguments, of the outer query's image_job row.
 */
export function jobTurn(tenantId: Column | number = imageJob.tenantId, visitorId: Column | number = imageJob.visitorId, jobId: Column | number = imageJob.id): [share: SQL<number>, round: SQL<number>] {
  const mine = sql`from image_job mine where mine.tenant_id = ${tenantId} and mine.visitor_id = ${visitorId}`;
  const recent = sql`mine.started_at > now() - ${SHARE_WINDOW}`;
  return [
    sql<number>`(select count(*) ${mine} and (mine.state in ('queued', 'working') or ${recent}))`,
    sql<number>`(select count(*) ${mine} and ((mine.state = 'queued' and mine.id <= ${jobId}) or ${recent}))`,
  ];
}

export interface ImageJobRequest {
  kind: 'edit' | 'sky';
  photoKey: string;
  operations: EditOperation[];
}

/** Where the request carried each part, for the field a 4xx names. */
interface Fields {
  photoKey: string;
  skyId: (operationIndex: number) => string;
}

const FIELDS: Record<ImageJobRequest['kind'], Fields> = {
  edit: { photoKey: 'body.photoKey', skyId: (index) => `body.operations.${index}.skyId` },
  sky: { photoKey: 'query.photoKey', skyId: () => 'query.skyId' },
};

type JobRow = typeof imageJob.$inferSelect;

export async function createImageJob(db: Db, tenant: Tenant, visitor: AuthVisitor, request: ImageJobRequest, idempotencyKey: string | undefined): Promise<ImageJob> {
  const requestHash = requestHashOf(request);
  if (idempotencyKey) {
    const replay = await findByIdempotencyKey(db, tenant.id, visitor.id, idempotencyKey, requestHash);
    if (replay) return replay;
  }
  const fields = FIELDS[request.kind];

  const [open] = await db
    .select({ n: count() })
    .from(imageJob)
    .where(and(eq(imageJob.tenantId, tenant.id), eq(imageJob.visitorId, visitor.id), inArray(imageJob.state, ['queued', 'working'])));
  if ((open?.n ?? 0) >= MAX_OPEN_JOBS_PER_VISITOR) {
    throw new AppError(429, ErrorCode.RATE_LIMITED, `You have ${MAX_OPEN_JOBS_PER_VISITOR} pictures being made already: wait for one to finish or cancel one`, { headers: { 'retry-after': '10' } });
  }

  const [queued] = await db
    .select({ n: count() })
    .from(imageJob)
    .where(and(eq(imageJob.tenantId, tenant.id), eq(imageJob.state, 'queued')));
  const waiting = queued?.n ?? 0;
  if (waiting >= AREA_QUEUE_MAX) {
    throw new AppError(503, ErrorCode.UNAVAILABLE, 'The photo studio is very busy right now: try again in a minute', { headers: { 'retry-after': '60' } });
  }
  if (waiting >= AREA_QUEUE_SOFT_MAX && (open?.n ?? 0) > 0) {
    throw new AppError(429, ErrorCode.RATE_LIMITED, 'The photo studio is busy: wait for your picture being made before asking for another', { headers: { 'retry-after': '30' } });
  }

  // The photo: one of the visitor's materials, or a finished upload of theirs (then it becomes a material too).
  const fromMaterial = await findMaterialByKey(db, tenant.id, visitor.id, request.photoKey);
  const picture = fromMaterial ?? (await requireReadyUpload(db, tenant.id, visitor.id, request.photoKey, fields.photoKey));
  const sourceKey = fromMaterial ? (fromMaterial.sourceKey ?? fromMaterial.mediaKey) : request.photoKey;

  for (const [index, operation] of request.operations.entries()) {
    if (operation.type === 'sky' && !(await findSky(db, tenant.id, operation.skyId))) {
      throw new AppError(404, ErrorCode.NOT_FOUND, `No sky ${operation.skyId} in this area's sky library`, { field: fields.skyId(index) });
    }
  }
  const problem = checkEditOperations(request.operations, picture);
  if (problem) throw badRequest(problem.message, problem.field);
  // Room for what this job makes, what the open jobs will make, and the upload when it becomes a material.
  await requireMaterialRoom(db, tenant.id, visitor.id, 1 + (open?.n ?? 0) + (fromMaterial ? 0 : 1));

  const [inserted] = await db
    .insert(imageJob)
    .values({ tenantId: tenant.id, visitorId: visitor.id, kind: request.kind, photoKey: request.photoKey, sourceKey, operations: request.operations, idempotencyKey: idempotencyKey ?? null, requestHash })
    .onConflictDoNothing()
    .returning();
  if (!inserted) {
    // The same retry won the race to insert.
    const replay = idempotencyKey ? await findByIdempotencyKey(db, tenant.id, visitor.id, idempotencyKey, requestHash) : null;
    if (replay) return replay;
    throw new Error('image job insert returned nothing');
  }
  if (!fromMaterial) {
    await addMaterial(db, { tenantId: tenant.id, visitorId: visitor.id, kind: 'photo', mediaKey: request.photoKey, width: picture.width, height: picture.height });
  }
  return presentJob(db, inserted);
}

export async function getImageJob(db: Db, tenantId: number, visitorId: number, id: number): Promise<ImageJob> {
  const [row] = await db.select().from(imageJob).where(and(eq(imageJob.tenantId, tenantId), eq(imageJob.visitorId, visitorId), eq(imageJob.id, id)));
  if (!row) throw notFound(`No picture job ${id} of yours`);
  return presentJob(db, row);
}

/**
 * A queued job never runs; a working one is marked cancelled at once (its worker stops and its
 * result is thrown away); a finished one is answered as it is.
 */
export async function cancelImageJob(db: Db, tenantId: number, visitorId: number, id: number): Promise<ImageJob> {
  const [cancelled] = await db
    .update(imageJob)
    .set({ state: 'cancelled', finishedAt: new Date() })
    .where(and(eq(imageJob.tenantId, tenantId), eq(imageJob.visitorId, visitorId), eq(imageJob.id, id), inArray(imageJob.state, ['queued', 'working'])))
    .returning();
  return cancelled ? presentJob(db, cancelled) : getImageJob(db, tenantId, visitorId, id);
}

async function findByIdempotencyKey(db: Db, tenantId: number, visitorId: number, key: string, requestHash: string): Promise<ImageJob | null> {
  const [row] = await db.select().from(imageJob).where(and(eq(imageJob.tenantId, tenantId), eq(imageJob.visitorId, visitorId), eq(imageJob.idempotencyKey, key)));
  if (!row) return null;
  if (row.requestHash !== requestHash) throw idempotencyMismatch('picture');
  return presentJob(db, row);
}

async function presentJob(db: Db, row: JobRow): Promise<ImageJob> {
  const material = row.materialId ? await findMaterial(db, row.tenantId, row.materialId) : null;
  let queuePosition = 0;
  if (row.state === 'queued') {
    // The queued jobs the workers take before this one (the order of image-job.queue.ts's claim).
    const [ahead] = await db
      .select({ n: count() })
      .from(imageJob)
      .where(and(eq(imageJob.tenantId, row.tenantId), eq(imageJob.state, 'queued'), sql`(${sql.join(jobTurn(), sql`, `)}, ${imageJob.id}) < (${sql.join(jobTurn(row.tenantId, row.visitorId, row.id), sql`, `)}, ${row.id})`));
    queuePosition = ahead?.n ?? 0;
  }
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    percent: row.percent,
    queuePosition,
    photoKey: row.photoKey,
    operations: row.operations,
    material,
    skyFound: row.skyFound,
    failure: row.failure,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** Deletes jobs that finished before `finishedBefore`, a batch a round; answers how many. */
export async function sweepFinishedImageJobs(db: Db, finishedBefore: Date): Promise<number> {
  const due = db
    .select({ id: imageJob.id })
    .from(imageJob)
    .where(and(inArray(imageJob.state, [...FINISHED_STATES]), lt(imageJob.finishedAt, finishedBefore)))
    .limit(5000);
  return (await db.delete(imageJob).where(inArray(imageJob.id, due)).returning({ id: imageJob.id })).length;
}

/**
 * Whether one of the visitor's photos (a material or a finished upload) has sky to replace, so the
 * studio says so before a sky job would finish having changed nothing.
 */
export async function checkSky(db: Db, storage: MediaStorage, tenant: Tenant, visitor: AuthVisitor, photoKey: string): Promise<SkyCheck> {
  if (!(await findMaterialByKey(db, tenant.id, visitor.id, photoKey))) await requireReadyUpload(db, tenant.id, visitor.id, photoKey, 'query.photoKey');
  const photo = await storage.get(`${tenant.code}/${photoKey}`);
  if (!photo) throw notFound('The photo is no longer stored: take or choose it again');
  try {
    return { photoKey, skyFound: await hasSky(photo) };
  } catch {
    throw badRequest('This file cannot be read as a picture', 'query.photoKey');
  }
}
