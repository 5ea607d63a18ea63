/**
 * The database adapter: PGlite under DATA_DIR by default, PostgreSQL (node-postgres pool) when a
 * URL is given. Both sit behind one Drizzle type and run the same migrations at start.
 */
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { runInTenant, scopedDb } from './tenant-scope.ts';

/**
 * Queries are built from each feature's own table objects, so the adapter needs no schema (and
 * platform does not import the features' tables).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  /** On PostgreSQL, inside `inTenant` the request's transaction (tenant-scoped.ts); elsewhere the owner's connection. */
  db: Db;
  kind: 'pglite' | 'pg';
  /**
   * Runs a request's work with row-level security for `tenantId`: on PostgreSQL in a transaction
   * as the role youlan_app with `app.tenant_id` set. PGlite runs it as it is: its one connection is
   * a superuser, which no policy binds, and one transaction per request would hold that connection
   * for the whole request (docs/hardening.md).
   */
  inTenant<T>(tenantId: number, work: () => Promise<T>): Promise<T>;
  /** Applies pending migrations; safe to call from several instances at once on PostgreSQL. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));
/** Any constant: instances starting together queue on it so migrations run once. */
const MIGRATION_LOCK_KEY = 724_301;

export type DatabaseOptions =
  | { url: string; poolSize?: number; connectTimeoutMs?: number; statementTimeoutMs?: number }
  | { dataDir: string }
  | { pglite: PGlite };

/** Network errors of node-postgres' socket. */
const NETWORK_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN']);
/** SQLSTATEs that mean "not now" rather than "wrong": shutdown, too many connections, statement timeout. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
const UNAVAILABLE_MESSAGES = /timeout exceeded when trying to connect|Connection terminated|connection timeout|Client has encountered a connection error|PGlite is closed/i;

/**
 * Whether an error (or what it wraps: Drizzle wraps the driver's error as `cause`) says the
 * database is down, overloaded or too slow: the request deserves a 503 and a retry, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) return true;
    if (UNAVAILABLE_MESSAGES.test(current.message)) return true;
  }
  return false;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) return openPostgres(options);
  let client: PGlite;
  if ('pglite' in options) {
    client = options.pglite;
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create({ dataDir: options.dataDir });
  }
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    inTenant: (_tenantId, work) => work(),
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
  };
}

/** Defaults when the caller gives none: a hung database must not hold a request for minutes. */
const CONNECT_TIMEOUT_MS = 5_000;
const STATEMENT_TIMEOUT_MS = 10_000;

function openPostgres(options: { url: string; poolSize?: number; connectTimeoutMs?: number; statementTimeoutMs?: number }): Database {
  const statementTimeoutMs = options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    // The server cancels a long statement; the client gives up a little later if the server is hung.
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + 2_000,
    idle_in_transaction_session_timeout: statementTimeoutMs * 3,
  });
  // An idle client's network error must not crash the process; the pool replaces the client.
  pool.on('error', () => undefined);
  const owner = drizzlePg(pool) as unknown as Db;
  return {
    db: scopedDb(owner),
    kind: 'pg',
    inTenant: (tenantId, work) => runInTenant(owner, tenantId, work),
    async migrate() {
      const client = await pool.connect();
      try {
        // Waiting for another instance's migration (or running a long one) is not a hung request.
        await client.query('SET statement_timeout = 0');
        await client.query('SET idle_in_transaction_session_timeout = 0');
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        // Not back into the pool with the timeouts switched off.
        client.release(true);
      }
    },
    close: () => pool.end(),
  };
}
