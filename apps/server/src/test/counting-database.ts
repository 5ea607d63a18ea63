/** A database whose queries are counted, for tests that a cache keeps requests off the database. */
import type { Database, Db } from '../platform/db/database.ts';

/** The query builders' entry points: each call starts one query (or one transaction). */
const QUERY_STARTS: ReadonlySet<PropertyKey> = new Set(['select', 'selectDistinct', 'insert', 'update', 'delete', 'execute', 'transaction']);

export function countingDatabase(database: Database): { database: Database; queries(): number } {
  let started = 0;
  const db = new Proxy(database.db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || !QUERY_STARTS.has(property)) return value;
      return (...args: unknown[]) => {
        started += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  }) as Db;
  return { database: { ...database, db }, queries: () => started };
}
