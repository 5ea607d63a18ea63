/** The console's side of articles: all of the area's, scheduled ones included; every change sanitized and audited. */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { ConsoleArticle } from '@youlan/contract/console';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { sanitizeOperatorHtml } from '../../platform/html.ts';
import { recordAudit, type AuditActor } from '../../platform/console/audit.ts';
import { article } from './article.table.ts';

type ArticleRow = typeof article.$inferSelect;

function present(row: ArticleRow, now = new Date()): ConsoleArticle {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    author: row.author,
    contentHtml: row.contentHtml,
    isPinned: row.isPinned,
    publishedAt: row.publishedAt.toISOString(),
    isScheduled: row.publishedAt > now,
    clickCount: row.clickCount,
  };
}

/** What the audit log keeps of an article (the click count is not the operator's change). */
const auditView = (row: ArticleRow) => ({ title: row.title, summary: row.summary, author: row.author, contentHtml: row.contentHtml, isPinned: row.isPinned, publishedAt: row.publishedAt.toISOString() });

export async function listAreaArticles(db: Db, tenantId: number, query: { page: number; size: number }) {
  const rows = await db
    .select()
    .from(article)
    .where(eq(article.tenantId, tenantId))
    .orderBy(desc(article.isPinned), asc(article.sort), desc(article.publishedAt), desc(article.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [total] = await db.select({ total: count() }).from(article).where(eq(article.tenantId, tenantId));
  return { items: rows.map((row) => present(row)), total: total?.total ?? 0, page: query.page, size: query.size };
}

export interface ArticleFields {
  title: string;
  summary: string;
  author: string | null;
  contentHtml: string;
  isPinned: boolean;
  publishedAt: string;
}

function valuesOf(fields: Partial<ArticleFields>): Partial<typeof article.$inferInsert> {
  const { contentHtml, publishedAt, ...rest } = fields;
  return {
    ...rest,
    ...(contentHtml !== undefined ? { contentHtml: sanitizeOperatorHtml(contentHtml) } : {}),
    ...(publishedAt !== undefined ? { publishedAt: new Date(publishedAt) } : {}),
  };
}

export async function createAreaArticle(db: Db, actor: AuditActor, tenantId: number, fields: ArticleFields): Promise<ConsoleArticle> {
  return db.transaction(async (tx) => {
    // A new article goes after the operator's ordered ones (pinning puts it first).
    const [last] = await tx.select({ sort: sql<number>`coalesce(max(${article.sort}), 0)` }).from(article).where(eq(article.tenantId, tenantId));
    const [row] = await tx
      .insert(article)
      .values({ tenantId, title: fields.title, contentHtml: '', ...valuesOf(fields), sort: (last?.sort ?? 0) + 1 })
      .returning();
    if (!row) throw new Error('article insert returned nothing');
    await recordAudit(tx, actor, { action: 'article.create', targetType: 'article', targetId: row.id, before: null, after: auditView(row) });
    return present(row);
  });
}

export async function updateAreaArticle(db: Db, actor: AuditActor, tenantId: number, id: number, fields: Partial<ArticleFields>): Promise<ConsoleArticle> {
  return db.transaction(async (tx) => {
    const scope = and(eq(article.tenantId, tenantId), eq(article.id, id));
    const [before] = await tx.select().from(article).where(scope).for('update');
    if (!before) throw notFound(`No article ${id} in this area`);
    const [after] = await tx.update(article).set(valuesOf(fields)).where(scope).returning();
    if (!after) throw notFound(`No article ${id} in this area`);
    await recordAudit(tx, actor, { action: 'article.update', targetType: 'article', targetId: id, before: auditView(before), after: auditView(after) });
    return present(after);
  });
}

export async function deleteAreaArticle(db: Db, actor: AuditActor, tenantId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(article).where(and(eq(article.tenantId, tenantId), eq(article.id, id))).returning();
    if (!before) throw notFound(`No article ${id} in this area`);
    await recordAudit(tx, actor, { action: 'article.delete', targetType: 'article', targetId: id, before: auditView(before), after: null });
  });
}
