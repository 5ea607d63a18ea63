/**
 * Works the image job queue (image-job.queue.ts): takes a job only while a process of the pool is
 * free, does its image work, writes its percent as it goes, and keeps the result as the visitor's
 * material. The queue's statements are the queue's; this is the handler and its loop.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode, type EditOperation } from '@youlan/contract';
import { AREA_TIME_ZONE } from '../../platform/area-time.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { BackgroundWork, IN_PROCESS } from '../../platform/background.ts';
import { tenant } from '../../platform/db/schema.ts';
import { outsideTenant } from '../../platform/db/tenant-scope.ts';
import type { ImagePool } from './image-job.pool.ts';
import { addMaterial } from '../../entities/material/material.service.ts';
import type { MediaStorage } from '../../platform/storage/storage.ts';
import { findSky, type BoostArea } from './boost.service.ts';
import { ImageJobQueue, type JobFailureKind, type JobRow } from './image-job.queue.ts';

/** A working job's worker writes a heartbeat this often (a silent one's job is taken again: STALE_AFTER_MS). */
const HEARTBEAT_MS = 5_000;
/** A job taken this often without finishing (it crashed its worker each time) fails. */
const MAX_ATTEMPTS = 3;
/** Percent is written at most this often per job. */
const PROGRESS_WRITE_MS = 250;

class JobFailure extends Error {
  readonly failure: JobFailureKind;
  constructor(failure: JobFailureKind, message: string) {
    super(message);
    this.failure = failure;
  }
}

export interface ImageJobRunnerOptions {
  db: Db;
  storage: MediaStorage;
  /** The area's name, printed on a frame. */
  area: Pick<BoostArea, 'title'>;
  pool: ImagePool;
  log: FastifyBaseLogger;
  pollMs: number;
  /** Work only these areas' jobs (by tenant code); unset: every area's. */
  tenantCodes?: readonly string[] | undefined;
}

export class ImageJobRunner {
  readonly workerId = randomUUID();
  private readonly options: ImageJobRunnerOptions;
  private readonly queue: ImageJobQueue;
  private readonly running = new Map<number, AbortController>();
  private readonly finished = new Set<Promise<void>>();
  /** The poll for jobs made by other instances: this instance's own background work. */
  private readonly poll: BackgroundWork;
  private lastHeartbeat = 0;
  private filling = false;
  private refill = false;
  private stopped = true;

  constructor(options: ImageJobRunnerOptions) {
    this.options = options;
    this.queue = new ImageJobQueue(options.db, this.workerId, options.tenantCodes);
    this.poll = new BackgroundWork(IN_PROCESS, options.log);
    this.poll.every({
      name: 'image job queue',
      everyMs: options.pollMs,
      scope: 'instance',
      run: async () => {
        await this.tick();
        return 0;
      },
    });
  }

  start(): void {
    if (this.options.pool.size === 0 || !this.stopped) return;
    this.stopped = false;
    this.poll.start();
    this.kick();
  }

  /** A job was just made here: look at once rather than at the next poll. */
  kick(): void {
    // Out of the request's scope: the workers outlive the request and take every area's jobs.
    outsideTenant(() => void this.fill());
  }

  /** Stops taking jobs; jobs being worked go back to the queue for the next instance or start. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    await this.poll.stop();
    const ids = [...this.running.keys()];
    for (const controller of this.running.values()) controller.abort();
    await Promise.allSettled([...this.finished]);
    if (ids.length) await this.queue.requeue(ids);
    await this.options.pool.close();
  }

  private async tick(): Promise<void> {
    try {
      if (this.running.size && Date.now() - this.lastHeartbeat >= HEARTBEAT_MS) await this.heartbeat();
      await this.fill();
    } catch (error) {
      this.options.log.error({ err: error }, 'image job runner tick failed');
    }
  }

  /** Keeps this worker's jobs alive, and stops any the visitor cancelled meanwhile. */
  private async heartbeat(): Promise<void> {
    this.lastHeartbeat = Date.now();
    const ids = [...this.running.keys()];
    const still = await this.queue.heartbeat(ids);
    for (const id of ids) if (!still.has(id)) this.running.get(id)?.abort();
  }

  private async fill(): Promise<void> {
    if (this.stopped) return;
    if (this.filling) {
      this.refill = true;
      return;
    }
    this.filling = true;
    try {
      do {
        this.refill = false;
        while (!this.stopped && this.running.size < this.options.pool.size) {
          const job = await this.queue.claim();
          if (!job) break;
          const controller = new AbortController();
          this.running.set(job.id, controller);
          const done = this.work(job, controller.signal).finally(() => {
            this.running.delete(job.id);
            this.finished.delete(done);
            void this.fill();
          });
          this.finished.add(done);
        }
      } while (this.refill && !this.stopped);
    } catch (error) {
      this.options.log.error({ err: error }, 'claiming an image job failed');
    } finally {
      this.filling = false;
    }
  }

  private async work(job: JobRow, signal: AbortSignal): Promise<void> {
    const { db, storage, pool, log } = this.options;
    try {
      if (job.attempts > MAX_ATTEMPTS) throw new JobFailure('processing_failed', `This photo could not be processed after ${MAX_ATTEMPTS} tries`);
      const frameOperation = job.operations.find((operation) => operation.type === 'frame');
      const language = frameOperation?.language ?? 'zh-CN';
      const [row] = await db.select({ code: tenant.code }).from(tenant).where(eq(tenant.id, job.tenantId));
      const title = row ? await this.options.area.title(job.tenantId, language) : null;
      const area = row && title !== null ? { code: row.code, title } : null;
      if (!area) throw new JobFailure('processing_failed', 'The scenic area is gone');
      const photo = await storage.get(`${area.code}/${job.photoKey}`);
      if (!photo) throw new JobFailure('source_missing', 'The photo is no longer stored: take or choose it again');
      const sky = await this.skyPicture(job.tenantId, area.code, job.operations);
      const frame = {
        title: area.title,
        date: new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { timeZone: AREA_TIME_ZONE, dateStyle: 'long' }).format(job.createdAt),
      };

      const result = await pool.run({ photo, operations: job.operations, sky, frame }, { signal, onProgress: this.progressWriter(job.id, signal) });

      const now = new Date();
      const mediaKey = `materials/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.jpg`;
      await storage.put(`${area.code}/${mediaKey}`, result.data, 'image/jpeg');
      // A result not kept (cancelled meanwhile, or its material refused) is not left on the disk.
      const kept = await db
        .transaction((tx) =>
          this.queue.finish(tx, job.id, async () => {
            const material = await addMaterial(tx, {
              tenantId: job.tenantId,
              visitorId: job.visitorId,
              kind: job.kind,
              mediaKey,
              width: result.width,
              height: result.height,
              sourceKey: job.sourceKey,
              jobId: job.id,
            });
            return { materialId: material.id, skyFound: result.skyFound, message: result.skyFound === false ? 'No sky was found in this photo: it keeps its own sky' : null };
          }),
        )
        .catch(async (error: unknown) => {
          await storage.delete(`${area.code}/${mediaKey}`);
          throw error;
        });
      if (!kept) await storage.delete(`${area.code}/${mediaKey}`);
    } catch (error) {
      if (signal.aborted) return;
      // The room was checked when the job was made; a visitor's requests racing past it end here.
      // A refusal a visitor can act on (no room left for their pictures, or on the server's disk) keeps its message.
      const full = error instanceof AppError && (error.code === ErrorCode.MATERIALS_FULL || error.code === ErrorCode.STORAGE_FULL);
      const failure = error instanceof JobFailure ? error : new JobFailure('processing_failed', full ? error.message : 'The picture could not be made: try again');
      if (!(error instanceof JobFailure) && !full) log.error({ err: error, jobId: job.id }, 'image job failed');
      await this.queue.fail(job.id, failure.failure, failure.message);
    }
  }

  private async skyPicture(tenantId: number, tenantCode: string, operations: readonly EditOperation[]): Promise<Buffer | null> {
    const operation = operations.find((entry) => entry.type === 'sky');
    if (!operation) return null;
    const found = await findSky(this.options.db, tenantId, operation.skyId);
    const picture = found ? await this.options.storage.get(`${tenantCode}/${found.imageKey}`) : null;
    if (!picture) throw new JobFailure('sky_missing', 'This sky is no longer in the library: choose another');
    return picture;
  }

  /**
   * Writes the percent as the worker reports it (not more often than PROGRESS_WRITE_MS, one write
   * at a time); a write that finds the job no longer this worker's stops the work.
   */
  private progressWriter(jobId: number, signal: AbortSignal): (fraction: number) => void {
    let written = 0;
    let lastWrite = 0;
    let writing = false;
    return (fraction) => {
      // 100 is written with the result, so progress stops at 99.
      const percent = Math.min(99, Math.floor(fraction * 100));
      if (writing || signal.aborted || percent <= written || Date.now() - lastWrite < PROGRESS_WRITE_MS) return;
      writing = true;
      lastWrite = Date.now();
      written = percent;
      this.queue
        .progress(jobId, percent)
        .then((stillMine) => {
          if (!stillMine) this.running.get(jobId)?.abort();
        })
        .catch((error: unknown) => this.options.log.warn({ err: error, jobId }, 'writing image job progress failed'))
        .finally(() => {
          writing = false;
        });
    };
  }
}
