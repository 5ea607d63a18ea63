/**
 * The database a command-line tool writes: DATABASE_URL, else PGlite under DATA_DIR. PGlite's
 * directory is refused while a server holds it (two writers lose data), with what to do instead.
 */
import { resolve } from 'node:path';
import { openDatabase, type Database } from '../platform/db/database.ts';
import { DataDirInUseError } from '../platform/db/data-dir-lock.ts';
import type { Env } from '../platform/env.ts';

export async function openCliDatabase(env: Env, insteadWhileServing: string): Promise<Database> {
  try {
    return await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: resolve(env.DATA_DIR, 'pglite') });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(`Not written: ${error.message}.\nWhile the server runs, ${insteadWhileServing}.`);
    process.exit(1);
  }
}
