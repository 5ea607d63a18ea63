/**
 * Room on the disk under DATA_DIR, where the database and the local media live: a full disk stops
 * the database, not just an upload. Anything new (a signed upload, a console picture, a job's
 * result) must fit beside what signed uploads may still write, with the floor left free; a
 * write that finds the disk full anyway answers 507 too, never a 500.
 */
import { statfs } from 'node:fs/promises';
import { ErrorCode } from '@youlan/contract';
import { AppError } from '../errors.ts';

/** Free bytes on the disk, as an unprivileged process may use them. */
export type FreeSpaceProbe = () => Promise<number>;

export function statfsProbe(dir: string): FreeSpaceProbe {
  return async () => {
    const stats = await statfs(dir);
    return Number(stats.bavail) * Number(stats.bsize);
  };
}

export function storageFull(): AppError {
  return new AppError(507, ErrorCode.STORAGE_FULL, 'The server is short of disk space, so nothing new can be stored: please try again later');
}

/** Whether a file-system error says the disk (or the quota) is full. */
export function isDiskFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

export class DiskRoom {
  private readonly probe: FreeSpaceProbe;
  /** Kept free whatever happens (MIN_FREE_DISK_MB). */
  private readonly floorBytes: number;
  /** What signed uploads may still write (their signed size limits), every instance's. */
  private readonly readOutstanding: () => Promise<number>;
  /** As last read, plus what this instance signed since: read on a timer, never by a request, which would hold a second pool connection. */
  private outstanding = 0;

  constructor(probe: FreeSpaceProbe, floorBytes: number, readOutstanding: () => Promise<number>) {
    this.probe = probe;
    this.floorBytes = floorBytes;
    this.readOutstanding = readOutstanding;
  }

  /** Reads the outstanding bytes again; what is signed meanwhile may be counted twice until the next read, never missed. */
  async refresh(): Promise<void> {
    const before = this.outstanding;
    const read = await this.readOutstanding();
    // Signed while reading: kept on top of the read, which may or may not have seen them.
    this.outstanding = read + Math.max(0, this.outstanding - before);
  }

  /** 507 unless `bytes` more fit beside the outstanding uploads with the floor left free. */
  async require(bytes: number): Promise<void> {
    if (this.floorBytes <= 0) return;
    if ((await this.probe()) - this.outstanding - bytes < this.floorBytes) throw storageFull();
  }

  /** `require`, then counts `bytes` as outstanding: an upload URL is being signed for them. */
  async reserve(bytes: number): Promise<void> {
    await this.require(bytes);
    this.outstanding += bytes;
  }

  /** 507 unless `bytes` already counted (a signed upload arriving) still fit on the disk. */
  async requireCounted(bytes: number): Promise<void> {
    if (this.floorBytes <= 0) return;
    if ((await this.probe()) < bytes) throw storageFull();
  }
}
