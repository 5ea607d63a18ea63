/** The console's side of opinions: the area's list with filters, replying and closing, each audited. */
import { and, count, desc, eq, gte, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import type { OpinionCategory } from '@youlan/contract';
import type { ConsoleOpinion, OpinionStatus } from '@youlan/contract/console';
import type { Db } from '../../platform/db/database.ts';
import { visitor } from '../../platform/db/schema.ts';
import { startOfAreaDay } from '../../platform/area-time.ts';
import { notFound } from '../../platform/errors.ts';
import { recordAudit, type AuditActor } from '../../platform/console/audit.ts';
import { opinion } from '../../entities/opinion/opinion.table.ts';
import { presentOpinion } from './opinion.presenter.ts';

export interface OpinionFilter {
  page: number;
  size: number;
  status?: OpinionStatus | undefined;
  category?: OpinionCategory | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const STATUS_WHERE: Record<OpinionStatus, SQL | undefined> = {
  open: and(isNull(opinion.reply), isNull(opinion.closedAt)),
  replied: and(isNotNull(opinion.reply), isNull(opinion.closedAt)),
  closed: isNotNull(opinion.closedAt),
};

function statusOf(row: typeof opinion.$inferSelect): OpinionStatus {
  if (row.closedAt) return 'closed';
  return row.reply === null ? 'open' : 'replied';
}

function present(row: typeof opinion.$inferSelect, visitorName: string): ConsoleOpinion {
  return { ...presentOpinion(row), status: statusOf(row), visitorId: row.visitorId, visitorName };
}

export async function listAreaOpinions(db: Db, tenantId: number, filter: OpinionFilter) {
  const where = and(
    eq(opinion.tenantId, tenantId),
    filter.status ? STATUS_WHERE[filter.status] : undefined,
    filter.category ? eq(opinion.category, filter.category) : undefined,
    filter.from ? gte(opinion.createdAt, startOfAreaDay(filter.from)) : undefined,
    filter.to ? lt(opinion.createdAt, startOfAreaDay(filter.to, 1)) : undefined,
  );
  const rows = await db
    .select({ opinion, visitorName: visitor.nickname })
    .from(opinion)
    .innerJoin(visitor, eq(visitor.id, opinion.visitorId))
    .where(where)
    .orderBy(desc(opinion.createdAt), desc(opinion.id))
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size);
  const [total] = await db.select({ total: count() }).from(opinion).where(where);
  return { items: rows.map((row) => present(row.opinion, row.visitorName)), total: total?.total ?? 0, page: filter.page, size: filter.size };
}

/** Changes one opinion of the area in a transaction with its audit entry; another area's id is not found. */
async function changeOpinion(db: Db, actor: AuditActor, tenantId: number, id: number, action: string, values: Partial<typeof opinion.$inferInsert>): Promise<ConsoleOpinion> {
  return db.transaction(async (tx) => {
    const scope = and(eq(opinion.tenantId, tenantId), eq(opinion.id, id));
    const [before] = await tx.select({ opinion, visitorName: visitor.nickname }).from(opinion).innerJoin(visitor, eq(visitor.id, opinion.visitorId)).where(scope).for('update', { of: opinion });
    if (!before) throw notFound(`No opinion ${id} in this area`);
    const [after] = await tx.update(opinion).set(values).where(scope).returning();
    if (!after) throw notFound(`No opinion ${id} in this area`);
    const auditView = (row: typeof opinion.$inferSelect) => ({ status: statusOf(row), reply: row.reply, repliedAt: row.repliedAt?.toISOString() ?? null, closedAt: row.closedAt?.toISOString() ?? null });
    await recordAudit(tx, actor, { action, targetType: 'opinion', targetId: id, before: auditView(before.opinion), after: auditView(after) });
    return present(after, before.visitorName);
  });
}

export function replyToAreaOpinion(db: Db, actor: AuditActor, tenantId: number, id: number, reply: string): Promise<ConsoleOpinion> {
  return changeOpinion(db, actor, tenantId, id, 'opinion.reply', { reply, repliedAt: new Date() });
}

export function closeAreaOpinion(db: Db, actor: AuditActor, tenantId: number, id: number, closed: boolean): Promise<ConsoleOpinion> {
  return changeOpinion(db, actor, tenantId, id, closed ? 'opinion.close' : 'opinion.reopen', { closedAt: closed ? new Date() : null });
}
