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
import pg from 'pg';
import { runInTenant, scopedDb, type Db } from './tenant-scope.ts';
import { lockDataDir } from './data-dir-lock.ts';

/**
 * Queries are built from each feature's own table objects, so the adapter needs no schema (and
 * platform does not import the features' tables).
 */
export type { Db };

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
  /**
   * LISTEN on a channel: `onNotify` gets every `pg_notify(channel, payload)` committed by any
   * instance (PGlite: this process). Notifications are lost while the connection is down, so
   * `onResume` runs after a reconnect: listeners re-read what they keep in tables. Answers the
   * function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void, onResume?: () => void): Promise<() => Promise<void>>;
  /**
   * Runs `work` unless another instance runs the work named `name` now, and answers whether it
   * ran. PostgreSQL: a session advisory lock taken with pg_try_advisory_lock on a connection of
   * its own, held while the work runs (its queries use the pool) and released after; a lost
   * connection releases it too. PGlite: one process, so the work always runs.
   */
  exclusively(name: string, work: () => Promise<void>): Promise<boolean>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));
/** Any constant: instances starting together queue on it so migrations run once. */
const MIGRATION_LOCK_KEY = 724_301;
/** The first half of the two-key advisory locks of `exclusively`; the second is the name's hash. */
const EXCLUSIVE_LOCK_CLASS = 724_302;

export type DatabaseOptions =
  | { url: string; poolSize?: number; connectTimeoutMs?: number; statementTimeoutMs?: number }
  | { dataDir: string }
  | { pglite: PGlite };

/** node-postgres' own error when the server did not answer within `query_timeout`. */
const QUERY_READ_TIMEOUT = 'Query read timeout';

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) return openPostgres(options);
  let client: PGlite;
  let unlock: (() => void) | null = null;
  if ('pglite' in options) {
    client = options.pglite;
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    // One process per directory: a second (a CLI beside the server) would write over the first's files.
    unlock = lockDataDir(options.dataDir);
    try {
      client = await PGlite.create({ dataDir: options.dataDir });
    } catch (error) {
      unlock();
      throw error;
    }
  }
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    inTenant: (_tenantId, work) => work(),
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    // One in-process connection: nothing to lose, nothing to resume.
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    exclusively: async (_name, work) => {
      await work();
      return true;
    },
    close: async () => {
      await client.close();
      unlock?.();
    },
  };
}

/** Defaults when the caller gives none: a hung database must not hold a request for minutes. */
const CONNECT_TIMEOUT_MS = 5_000;
const STATEMENT_TIMEOUT_MS = 10_000;

/** What is still to run on each pooled connection, in order (see SerialClient). */
const queryChains = new WeakMap<pg.Client, Promise<unknown>>();

/**
 * A pooled connection that runs its queries one after another by itself. A request's queries share
 * one connection (its transaction, tenant-scope.ts), and a feature's reads sometimes start together
 * (a Promise.all over a list and its count); node-postgres 8 queues such queries with a deprecation
 * warning, and pg 9 drops that queue for "an external async flow control mechanism": this is that
 * mechanism. Queries with a callback, and submittables, are the pool's own and pass straight through.
 */
class SerialClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // The pool listens for errors only on idle clients: a connection lost while a request holds it
    // (the server ending a stalled transaction, 25P03, or a reset) fails that request's queries and
    // must not also crash the process on an unhandled 'error' event. The pool drops the client on release.
    this.on('error', () => undefined);
  }
}
SerialClient.prototype.query = function query(this: pg.Client, ...args: unknown[]): unknown {
  // Looked up at each call, not kept: the client's own query, as pg defines it.
  const send = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
  const first = args[0] as { submit?: unknown } | undefined;
  if (typeof args.at(-1) === 'function' || typeof first?.submit === 'function') return send.apply(this, args);
  const run = (queryChains.get(this) ?? Promise.resolve())
    .then(() => send.apply(this, args))
    .catch((error: unknown) => {
      // pg gives up on the query but keeps the connection busy with it: its ROLLBACK and the next
      // request would wait behind the stalled answer. Closing it fails them fast (503) instead.
      if (error instanceof Error && error.message === QUERY_READ_TIMEOUT) void this.end().catch(() => undefined);
      throw error;
    });
  queryChains.set(this, run.catch(() => undefined));
  return run;
} as typeof pg.Client.prototype.query;

function openPostgres(options: { url: string; poolSize?: number; connectTimeoutMs?: number; statementTimeoutMs?: number }): Database {
  const statementTimeoutMs = options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS;
  const pool = new pg.Pool({
    Client: SerialClient,
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
  const listener = new PostgresListener(options.url, options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS);
  const owner = drizzlePg(pool) as unknown as Db;
  // Drizzle's transaction on a pool sends BEGIN before its try/finally: a BEGIN that fails (a
  // stalled or lost connection) never releases the connection, and every stall shrank the pool for
  // good. Here the connection is checked out and released around the whole transaction.
  const transaction: Db['transaction'] = async (work, config) => {
    const client = await pool.connect();
    try {
      return await (drizzlePg(client) as unknown as Db).transaction(work, config);
    } finally {
      client.release();
    }
  };
  owner.transaction = transaction;
  return {
    db: scopedDb(owner),
    kind: 'pg',
    listen: (channel, onNotify, onResume) => listener.listen(channel, onNotify, onResume),
    inTenant: (tenantId, work) => runInTenant(owner, tenantId, work),
    async exclusively(name, work) {
      const client = await pool.connect();
      let locked = false;
      try {
        const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked', [EXCLUSIVE_LOCK_CLASS, name]);
        locked = rows[0]?.locked === true;
        if (locked) await work();
        return locked;
      } finally {
        const unlocked = !locked || (await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [EXCLUSIVE_LOCK_CLASS, name]).then(() => true, () => false));
        // A connection that could not unlock goes, and its lock with it.
        client.release(!unlocked);
      }
    },
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
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

export const LISTEN_APPLICATION_NAME = 'youlan-listen';
/** How long a lost LISTEN connection waits before it tries again (doubling up to the maximum). */
const LISTEN_RETRY_MS = 250;
const LISTEN_RETRY_MAX_MS = 5_000;

interface ListenEntry {
  onNotify: (payload: string) => void;
  onResume: (() => void) | undefined;
}

/**
 * One dedicated connection per instance for LISTEN (a pooled one would be handed to queries):
 * opened on the first listener, reopened with backoff when lost, channels listened to again, and
 * every listener told to resume.
 */
class PostgresListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly channels = new Map<string, Set<ListenEntry>>();
  private closed = false;
  private retryMs = LISTEN_RETRY_MS;
  private retryTimer: NodeJS.Timeout | null = null;

  private readonly url: string;
  private readonly connectTimeoutMs: number;

  constructor(url: string, connectTimeoutMs: number) {
    this.url = url;
    this.connectTimeoutMs = connectTimeoutMs;
  }

  async listen(channel: string, onNotify: (payload: string) => void, onResume?: () => void): Promise<() => Promise<void>> {
    const entry: ListenEntry = { onNotify, onResume };
    let entries = this.channels.get(channel);
    const isNew = !entries;
    if (!entries) {
      entries = new Set();
      this.channels.set(channel, entries);
    }
    entries.add(entry);
    const client = await this.connect();
    if (isNew) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    return async () => {
      entries.delete(entry);
      if (entries.size > 0 || this.channels.get(channel) !== entries) return;
      this.channels.delete(channel);
      await this.client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
    };
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async open(): Promise<pg.Client> {
    // Named, so an operator (and a test) can tell it from the pool's connections in pg_stat_activity.
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: this.connectTimeoutMs, application_name: LISTEN_APPLICATION_NAME });
    client.on('notification', (message) => {
      for (const entry of this.channels.get(message.channel) ?? []) entry.onNotify(message.payload ?? '');
    });
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      this.reconnectLater();
    };
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    for (const channel of this.channels.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (this.closed) {
      await client.end();
      throw new Error('the database is closed');
    }
    this.client = client;
    this.retryMs = LISTEN_RETRY_MS;
    return client;
  }

  private reconnectLater(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect().then(
        () => {
          // Whatever was notified while the connection was down is in the tables: re-read it.
          for (const entries of this.channels.values()) for (const entry of entries) entry.onResume?.();
        },
        () => {
          this.retryMs = Math.min(this.retryMs * 2, LISTEN_RETRY_MAX_MS);
          this.reconnectLater();
        },
      );
    }, this.retryMs);
    this.retryTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client ?? (await this.connecting?.catch(() => null)) ?? null;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
