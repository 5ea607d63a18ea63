/** The server as a process of its own, for the benches that measure it from outside (its answers, its memory). */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { dropDatabase, freshDatabase } from '../apps/server/src/test/scratch-database.ts';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Runs `node <script>` from the project root in a process group of its own (so stop() ends all of it). */
export function startServer(script: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn('node', [script], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (!child.pid || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

export async function whenServing(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function residentKb(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m)?.[1] ?? 0);
  } catch {
    return 0; // ended while we looked
  }
}

function parentOf(pid: string): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/**
 * Resident memory of a process and every process under it (the server's image and decode
 * processes), in MB, as the kernel counts it: what a container limit and the OOM killer see.
 */
export function residentMb(pid: number): number {
  const parents = new Map(readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).map((entry) => [Number(entry), parentOf(entry)]));
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [child, parent] of parents) {
      if (parent === null || !tree.has(parent) || tree.has(child)) continue;
      tree.add(child);
      grew = true;
    }
  }
  return Math.round([...tree].reduce((sum, member) => sum + residentKb(member), 0) / 1024);
}

/**
 * Runs a bench against PostgreSQL when DATABASE_URL is set (in a database of the run's own beside
 * that one's, `<name>_<suffix>`, dropped after), else against PGlite; its result under the name of each.
 */
export async function onBenchDatabase<T>(suffix: string, run: (label: string, databaseUrl: string | null) => Promise<T>): Promise<Record<string, T>> {
  const postgres = process.env['DATABASE_URL'];
  if (!postgres) return { pglite: await run('PGlite', null) };
  const scratch = await freshDatabase(postgres, suffix);
  try {
    return { postgres: await run('PostgreSQL', scratch) };
  } finally {
    await dropDatabase(postgres, scratch);
  }
}

/** Reads the database of a server the bench has stopped (PGlite: its directory, never beside a running server). */
export type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

export async function queryStoppedServer<T>(databaseUrl: string | null, dataDir: string, work: (query: Query) => Promise<T>): Promise<T> {
  if (databaseUrl) {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      return await work((text) => db.query(text));
    } finally {
      await db.end();
    }
  }
  const db = await PGlite.create(join(dataDir, 'pglite'));
  try {
    return await work((text) => db.query<Record<string, unknown>>(text));
  } finally {
    await db.close();
  }
}
