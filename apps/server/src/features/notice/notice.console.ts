/** The console's side of notices: all of the area's, scheduled ones included; every change sanitized and audited. */
import { and, count, desc, eq } from 'drizzle-orm';
import type { ConsoleNotice } from '@youlan/contract/console';
import type { Db } from '../../platform/db/database.ts';
import { notice } from '../../entities/notice/notice.table.ts';
import { notFound } from '../../platform/errors.ts';
import { sanitizeOperatorHtml } from '../../platform/html.ts';
import { recordAudit, type AuditActor } from '../../platform/console/audit.ts';

type NoticeRow = typeof notice.$inferSelect;

function present(row: NoticeRow, now = new Date()): ConsoleNotice {
  return {
    id: row.id,
    title: row.title,
    contentHtml: row.contentHtml,
    isPinned: row.isPinned,
    publishedAt: row.publishedAt.toISOString(),
    isScheduled: row.publishedAt > now,
    clickCount: row.clickCount,
  };
}

/** What the audit log keeps of a notice (the click count is not the operator's change). */
const auditView = (row: NoticeRow) => ({ title: row.title, contentHtml: row.contentHtml, isPinned: row.isPinned, publishedAt: row.publishedAt.toISOString() });

export async function listAreaNotices(db: Db, tenantId: number, query: { page: number; size: number }) {
  const rows = await db
    .select()
    .from(notice)
    .where(eq(notice.tenantId, tenantId))
    .orderBy(desc(notice.isPinned), desc(notice.publishedAt), desc(notice.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [total] = await db.select({ total: count() }).from(notice).where(eq(notice.tenantId, tenantId));
  return { items: rows.map((row) => present(row)), total: total?.total ?? 0, page: query.page, size: query.size };
}

export interface NoticeFields {
  title: string;
  contentHtml: string;
  isPinned: boolean;
  publishedAt: string;
}

export async function createAreaNotice(db: Db, actor: AuditActor, tenantId: number, fields: NoticeFields): Promise<ConsoleNotice> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notice)
      .values({
        tenantId,
        title: fields.title,
        contentHtml: sanitizeOperatorHtml(fields.contentHtml),
        isPinned: fields.isPinned,
        publishedAt: new Date(fields.publishedAt),
      })
      .returning();
    if (!row) throw new Error('notice insert returned nothing');
    await recordAudit(tx, actor, { action: 'notice.create', targetType: 'notice', targetId: row.id, before: null, after: auditView(row) });
    return present(row);
  });
}

export async function updateAreaNotice(db: Db, actor: AuditActor, tenantId: number, id: number, fields: Partial<NoticeFields>): Promise<ConsoleNotice> {
  return db.transaction(async (tx) => {
    const scope = and(eq(notice.tenantId, tenantId), eq(notice.id, id));
    const [before] = await tx.select().from(notice).where(scope).for('update');
    if (!before) throw notFound(`No notice ${id} in this area`);
    const values: Partial<typeof notice.$inferInsert> = {};
    if (fields.title !== undefined) values.title = fields.title;
    if (fields.contentHtml !== undefined) values.contentHtml = sanitizeOperatorHtml(fields.contentHtml);
    if (fields.isPinned !== undefined) values.isPinned = fields.isPinned;
    if (fields.publishedAt !== undefined) values.publishedAt = new Date(fields.publishedAt);
    const [after] = await tx.update(notice).set(values).where(scope).returning();
    if (!after) throw notFound(`No notice ${id} in this area`);
    await recordAudit(tx, actor, { action: 'notice.update', targetType: 'notice', targetId: id, before: auditView(before), after: auditView(after) });
    return present(after);
  });
}

export async function deleteAreaNotice(db: Db, actor: AuditActor, tenantId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(notice).where(and(eq(notice.tenantId, tenantId), eq(notice.id, id))).returning();
    if (!before) throw notFound(`No notice ${id} in this area`);
    await recordAudit(tx, actor, { action: 'notice.delete', targetType: 'notice', targetId: id, before: auditView(before), after: null });
  });
}
