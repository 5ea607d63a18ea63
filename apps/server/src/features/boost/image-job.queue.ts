/**
 * The image job queue: jobs are rows of `image_job`, and this is every statement a worker runs on
 * them. A worker takes the next queued job in the visitors' turn (`jobTurn`, then the oldest) with
 * `FOR UPDATE SKIP LOCKED`, so instances sharing a PostgreSQL never take the same job; a job whose
 * worker stopped heartbeating (a crash, a restart) is taken again. Every later write names the
 * worker, so a job cancelled or taken over meanwhile is no longer changed by the one that lost it.
 * What is done with a job (the image work) is the runner's (image-job.runner.ts).
 */
import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { tenant } from '../../platform/db/schema.ts';
import { jobTurn } from './image-job.service.ts';
import { imageJob } from './image-job.table.ts';

/** A working job's worker silent this long is taken to have died: its job is taken again. */
export const STALE_AFTER_MS = 30_000;

export type JobRow = typeof imageJob.$inferSelect;
export type JobFailureKind = NonNullable<JobRow['failure']>;
/** What a finished job keeps besides its state. */
export type JobOutcome = Pick<JobRow, 'materialId' | 'skyFound' | 'message'>;

/** A job that is this worker's and still working. */
const mine = (workerId: string, jobId: number) => and(eq(imageJob.id, jobId), eq(imageJob.workerId, workerId), eq(imageJob.state, 'working'));
const allMine = (workerId: string, jobIds: number[]) => and(inArray(imageJob.id, jobIds), eq(imageJob.workerId, workerId), eq(imageJob.state, 'working'));

export class ImageJobQueue {
  private readonly db: Db;
  private readonly workerId: string;
  private readonly tenantCodes: readonly string[] | undefined;

  /** `tenantCodes`: take only these areas' jobs; unset: every area's. */
  constructor(db: Db, workerId: string, tenantCodes?: readonly string[]) {
    this.db = db;
    this.workerId = workerId;
    this.tenantCodes = tenantCodes;
  }

  /** Takes the next queued job in the visitors' turn, or one whose worker went silent. */
  async claim(): Promise<JobRow | null> {
    const { db } = this;
    const now = new Date();
    const claimable = or(eq(imageJob.state, 'queued'), and(eq(imageJob.state, 'working'), lt(imageJob.heartbeatAt, new Date(now.getTime() - STALE_AFTER_MS))));
    const codes = this.tenantCodes;
    const next = db
      .select({ id: imageJob.id })
      .from(imageJob)
      .where(codes ? and(claimable, inArray(imageJob.tenantId, db.select({ id: tenant.id }).from(tenant).where(inArray(tenant.code, [...codes])))) : claimable)
      .orderBy(...jobTurn(), asc(imageJob.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [job] = await db
      .update(imageJob)
      .set({ state: 'working', percent: 0, workerId: this.workerId, heartbeatAt: now, startedAt: sql`coalesce(${imageJob.startedAt}, now())`, attempts: sql`${imageJob.attempts} + 1` })
      .where(inArray(imageJob.id, next))
      .returning();
    return job ?? null;
  }

  /** Keeps this worker's jobs alive; answers the ones still its own (the rest were cancelled meanwhile). */
  async heartbeat(jobIds: number[]): Promise<Set<number>> {
    const alive = await this.db.update(imageJob).set({ heartbeatAt: new Date() }).where(allMine(this.workerId, jobIds)).returning({ id: imageJob.id });
    return new Set(alive.map((row) => row.id));
  }

  /** Writes a job's percent; answers whether the job is still this worker's. */
  async progress(jobId: number, percent: number): Promise<boolean> {
    const rows = await this.db.update(imageJob).set({ percent, heartbeatAt: new Date() }).where(mine(this.workerId, jobId)).returning({ id: imageJob.id });
    return rows.length > 0;
  }

  /**
   * Finishes a job with its outcome, inside `tx` together with what `keep` stores (the material):
   * only while the job is still this worker's, locked, else nothing is kept. Answers whether it was.
   */
  async finish(tx: Db, jobId: number, keep: () => Promise<JobOutcome>): Promise<boolean> {
    const [row] = await tx.select({ id: imageJob.id }).from(imageJob).where(mine(this.workerId, jobId)).for('update');
    // Cancelled (or taken over after this worker went silent) meanwhile: the result is not kept.
    if (!row) return false;
    const outcome = await keep();
    await tx
      .update(imageJob)
      .set({ state: 'done', percent: 100, ...outcome, finishedAt: new Date() })
      .where(eq(imageJob.id, jobId));
    return true;
  }

  async fail(jobId: number, failure: JobFailureKind, message: string): Promise<void> {
    await this.db.update(imageJob).set({ state: 'failed', failure, message, finishedAt: new Date() }).where(mine(this.workerId, jobId));
  }

  /** Puts jobs this worker stops working back in the queue, for the next instance or start. */
  async requeue(jobIds: number[]): Promise<void> {
    await this.db.update(imageJob).set({ state: 'queued', percent: 0, workerId: null, heartbeatAt: null }).where(allMine(this.workerId, jobIds));
  }
}
