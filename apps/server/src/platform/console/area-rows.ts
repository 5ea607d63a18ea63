/**
 * What every content editor of the console does with a row of one of the area's tables: add it,
 * change it, remove it, each in the caller's transaction with its audit entry (before and after).
 * Every statement is scoped by the area's tenant id, so another area's id is 404 and changes nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../tenant.ts';
import { notFound } from '../errors.ts';
import { recordAudit, type AuditActor } from './audit.ts';

type AreaTable = PgTable & { id: PgColumn; tenantId: PgColumn; sort: PgColumn };
/** Who changes what in which area: what every content service takes. */
export interface ContentChange {
  db: Db;
  actor: AuditActor;
  area: Tenant;
}

/** A transaction (or the database) to run in. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

export function areaRows<T extends AreaTable>(table: T, spec: { targetType: string; noun: string }) {
  type Row = T['$inferSelect'];
  type Values = Partial<Omit<T['$inferInsert'], 'id' | 'tenantId'>>;
  const scope = (tenantId: number, id: number) => and(eq(table.tenantId, tenantId), eq(table.id, id));
  const missing = (id: number) => notFound(`No ${spec.noun} ${id} in this area`);
  // The audit keeps the operator's content, not the row's bookkeeping.
  const auditView = (row: Row | null) => {
    if (!row) return null;
    const { tenantId: _tenant, ...fields } = row as Record<string, unknown>;
    return fields;
  };

  return {
    /** The row, locked until the transaction ends; 404 for another area's or an unknown id. */
    async lock(tx: Tx, tenantId: number, id: number): Promise<Row> {
      const [row] = (await tx.select().from(table as PgTable).where(scope(tenantId, id)).for('update')) as Row[];
      if (!row) throw missing(id);
      return row;
    },
    /** Where a new row goes when the operator gives no position: after the last. */
    async nextSort(tx: Tx, tenantId: number): Promise<number> {
      const [last] = await tx.select({ sort: sql<number>`coalesce(max(${table.sort}), 0)` }).from(table as PgTable).where(eq(table.tenantId, tenantId));
      return Number(last?.sort ?? 0) + 1;
    },
    async insert(tx: Tx, tenantId: number, values: Values): Promise<Row> {
      const [row] = (await tx.insert(table).values({ ...values, tenantId } as never).returning()) as Row[];
      if (!row) throw new Error(`${spec.targetType} insert returned nothing`);
      return row;
    },
    /** Writes the change (nothing when it names no column of the table) and answers the row after it. */
    async update(tx: Tx, tenantId: number, before: Row, change: Values): Promise<Row> {
      if (Object.keys(change).length === 0) return before;
      const id = (before as { id: number }).id;
      const [row] = (await tx.update(table).set(change as never).where(scope(tenantId, id)).returning()) as Row[];
      if (!row) throw missing(id);
      return row;
    },
    async delete(tx: Tx, tenantId: number, id: number): Promise<Row> {
      const [row] = (await tx.delete(table).where(scope(tenantId, id)).returning()) as Row[];
      if (!row) throw missing(id);
      return row;
    },
    /** The audit entry of a change: `<targetType>.create|update|delete`, with what the caller adds to each side (a row's children). */
    async audit(tx: Tx, actor: AuditActor, kind: 'create' | 'update' | 'delete', id: number, before: Row | null, after: Row | null, extra: { before?: object; after?: object } = {}): Promise<void> {
      const side = (row: Row | null, more: object | undefined) => (row ? { ...auditView(row), ...more } : null);
      await recordAudit(tx, actor, { action: `${spec.targetType}.${kind}`, targetType: spec.targetType, targetId: id, before: side(before, extra.before), after: side(after, extra.after) });
    },
  };
}
