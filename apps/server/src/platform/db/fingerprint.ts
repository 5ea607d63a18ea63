/** A fingerprint of rows, hashed in the database: one small query tells whether anything changed. */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/** md5 over `columns` of the rows `where` selects, in `id` order; changes when any of them does. */
export async function rowsFingerprint(db: Db, table: PgTable, id: AnyPgColumn, columns: AnyPgColumn[], where: SQL | undefined): Promise<string> {
  const [row] = await db
    .select({ version: sql<string>`md5(coalesce(string_agg(md5(concat_ws('|', ${sql.join(columns, sql`, `)})), ',' order by ${id}), ''))` })
    .from(table)
    .where(where);
  return row?.version ?? '';
}
