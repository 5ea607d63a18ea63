/**
 * One process at a time on a PGlite data directory. PGlite is PostgreSQL in this process, not a
 * server others connect to: two processes on one directory (the server and `npm run
 * console:admin`) each wrote over the other's files, and the account the tool "created" was gone
 * after a restart (issue 25). The lock is a file in the directory holding the holder's pid, made
 * with O_EXCL; one whose process is gone (a crash) is stale and taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const DATA_DIR_LOCK_FILE = 'youlan.pid';

export class DataDirInUseError extends Error {
  readonly pid: number;
  constructor(pid: number, dataDir: string, lockFile: string) {
    super(`the database under ${dataDir} is in use by process ${pid} (a running server); if that process is no server of yours, delete ${lockFile}`);
    this.pid = pid;
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the directory's lock for this process, or throws DataDirInUseError naming the live holder; returns its release. */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = join(dataDir, DATA_DIR_LOCK_FILE);
  const release = () => rmSync(lockFile, { force: true });
  for (let tries = 0; tries < 2; tries++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(lockFile, 'utf8').trim());
    // This process again (a test opening the directory twice) shares its own lock.
    if (holder === process.pid) return () => undefined;
    if (isAlive(holder)) throw new DataDirInUseError(holder, dataDir, lockFile);
    release();
  }
  throw new Error(`could not lock ${dataDir}: another process keeps taking ${DATA_DIR_LOCK_FILE}`);
}
