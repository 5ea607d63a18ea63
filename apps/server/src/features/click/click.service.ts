/**
 * Clicks on a place, notice or article: each adds one to the row's count and is kept as an event.
 * An automatic-guide play is kept as an event only (the place's count is its views). The counted
 * tables belong to their features; app.ts hands them over as click targets.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ClickType } from '@youlan/contract';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { clickEvent } from '../../entities/click/click.table.ts';

/** A table whose rows count their clicks. */
export type ClickTarget = PgTable & { id: AnyPgColumn; tenantId: AnyPgColumn; clickCount: AnyPgColumn };
/** `eventOnly`: the row is only checked to exist; the answer's count is the events of this type on it. */
export type ClickTargets = Record<ClickType, ClickTarget | { eventOnly: ClickTarget }>;

export async function recordClick(db: Db, targets: ClickTargets, tenantId: number, type: ClickType, id: number, visitorId: number | null) {
  const target = targets[type];
  if ('eventOnly' in target) {
    const [row] = await db.select({ id: target.eventOnly.id }).from(target.eventOnly).where(and(eq(target.eventOnly.tenantId, tenantId), eq(target.eventOnly.id, id)));
    if (!row) throw notFound(`No ${type} target ${id} in this scenic area`);
    await db.insert(clickEvent).values({ tenantId, type, targetId: id, visitorId });
    const [events] = await db.select({ total: count() }).from(clickEvent).where(and(eq(clickEvent.tenantId, tenantId), eq(clickEvent.type, type), eq(clickEvent.targetId, id)));
    return { id, clickCount: events?.total ?? 0 };
  }
  const table: ClickTarget = target;
  const [updated] = await db
    .update(table)
    .set({ clickCount: sql`${table.clickCount} + 1` })
    .where(and(eq(table.tenantId, tenantId), eq(table.id, id)))
    .returning({ id: table.id, clickCount: table.clickCount });
  if (!updated) throw notFound(`No ${type} ${id} in this scenic area`);
  await db.insert(clickEvent).values({ tenantId, type, targetId: id, visitorId });
  return updated as { id: number; clickCount: number };
}
