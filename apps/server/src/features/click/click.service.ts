/**
 * Clicks on a place, notice or article: each adds one to the row's count and is kept as an event.
 * The counted tables belong to their features; app.ts hands them over as click targets.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ClickType } from '@youlan/contract';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { clickEvent } from './click.table.ts';

/** A table whose rows count their clicks. */
export type ClickTarget = PgTable & { id: AnyPgColumn; tenantId: AnyPgColumn; clickCount: AnyPgColumn };
export type ClickTargets = Record<ClickType, ClickTarget>;

export async function recordClick(db: Db, targets: ClickTargets, tenantId: number, type: ClickType, id: number, visitorId: number | null) {
  const table: ClickTarget = targets[type];
  const [updated] = await db
    .update(table)
    .set({ clickCount: sql`${table.clickCount} + 1` })
    .where(and(eq(table.tenantId, tenantId), eq(table.id, id)))
    .returning({ id: table.id, clickCount: table.clickCount });
  if (!updated) throw notFound(`No ${type} ${id} in this scenic area`);
  await db.insert(clickEvent).values({ tenantId, type, targetId: id, visitorId });
  return updated as { id: number; clickCount: number };
}
