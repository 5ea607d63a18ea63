/**
 * Row-level security's other half: a request's queries run in one transaction as the role
 * `youlan_app` (no superuser, no BYPASSRLS) with `app.tenant_id` set to the request's tenant, so
 * the database itself hides every other tenant's rows, even from a query that forgot its WHERE.
 *
 * `Db` handed to the app is a proxy: inside `inTenant(...)` it is the request's transaction,
 * elsewhere (tenant resolution, token checks, the sweeper, the image workers, tests) the owner's
 * connection. Work a request starts but does not wait for leaves the scope with `outsideTenant`,
 * so it never runs on a transaction that has ended.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { AppError } from '../errors.ts';

/** The app's handle on the database (a proxy, see above); database.ts re-exports it. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** The role every request's queries run as on PostgreSQL (made by migration 0018_row_level_security). */
export const APP_ROLE = 'youlan_app';

interface Scope {
  tx: Db;
  open: boolean;
}

const scope = new AsyncLocalStorage<Scope>();

/** The Db every module gets: the request's transaction while one is open, else `root`. */
export function scopedDb(root: Db): Db {
  return new Proxy(root, {
    get(target, property) {
      const current = scope.getStore();
      const db = current?.open ? current.tx : target;
      const value: unknown = Reflect.get(db, property, db);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(db) : value;
    },
  });
}

/**
 * Runs `work` in a transaction as APP_ROLE with `app.tenant_id` = `tenantId`. A refusal (an
 * AppError below 500) commits what the work stored before it (a refused upload is marked refused,
 * a refused punch attempt still counts) and is thrown after; any other error rolls back.
 */
export async function runInTenant<T>(root: Db, tenantId: number, work: () => Promise<T>): Promise<T> {
  let refusal: AppError | null = null;
  const result = await root.transaction(async (tx) => {
    // One round trip for both (SET LOCAL ROLE is `set_config('role', …, true)`): every request pays it.
    await tx.execute(sql`SELECT set_config('role', ${APP_ROLE}, true), set_config('app.tenant_id', ${String(tenantId)}, true)`);
    const current: Scope = { tx: tx as unknown as Db, open: true };
    try {
      return await scope.run(current, work);
    } catch (error) {
      if (error instanceof AppError && error.statusCode < 500) {
        refusal = error;
        return undefined;
      }
      throw error;
    } finally {
      current.open = false;
    }
  });
  if (refusal) throw refusal;
  return result as T;
}

/** Runs `work` outside any request's scope: for work a request starts and does not wait for. */
export function outsideTenant<T>(work: () => T): T {
  return scope.exit(work);
}
