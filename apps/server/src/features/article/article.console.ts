/**
 * The console's side of articles: all of the area's, scheduled ones included; every change
 * sanitized, its cover checked to be a picture stored in the area, and audited.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { ConsoleArticle } from '@youlan/contract/console';
import type { Db } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { sanitizeOperatorHtml } from '../../platform/html.ts';
import { recordAudit, type AuditActor } from '../../platform/console/audit.ts';
import { requireStored, signRead, type MediaAccess } from '../../entities/media/media-access.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { article } from '../../entities/article/article.table.ts';

type ArticleRow = typeof article.$inferSelect;

async function present(row: ArticleRow, media: MediaAccess, area: Tenant, now = new Date()): Promise<ConsoleArticle> {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    author: row.author,
    coverImageKey: row.coverImageKey,
    coverUrl: row.coverImageKey ? await signRead(media, area, row.coverImageKey) : null,
    contentHtml: row.contentHtml,
    isPinned: row.isPinned,
    publishedAt: row.publishedAt.toISOString(),
    isScheduled: row.publishedAt > now,
    clickCount: row.clickCount,
  };
}

/** What the audit log keeps of an article (the click count is not the operator's change). */
const auditView = (row: ArticleRow) => ({
  title: row.title,
  summary: row.summary,
  author: row.author,
  coverImageKey: row.coverImageKey,
  contentHtml: row.contentHtml,
  isPinned: row.isPinned,
  publishedAt: row.publishedAt.toISOString(),
});

export async function listAreaArticles(db: Db, area: Tenant, media: MediaAccess, query: { page: number; size: number }) {
  const tenantId = area.id;
  const rows = await db
    .select()
    .from(article)
    .where(eq(article.tenantId, tenantId))
    .orderBy(desc(article.isPinned), asc(article.sort), desc(article.publishedAt), desc(article.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [total] = await db.select({ total: count() }).from(article).where(eq(article.tenantId, tenantId));
  return { items: await Promise.all(rows.map((row) => present(row, media, area))), total: total?.total ?? 0, page: query.page, size: query.size };
}

export interface ArticleFields {
  title: string;
  summary: string;
  author: string | null;
  contentHtml: string;
  /** Absent: none (on a new article) or unchanged; null: none. */
  coverImageKey?: string | null | undefined;
  isPinned: boolean;
  publishedAt: string;
}

function valuesOf(fields: Partial<ArticleFields>): Partial<typeof article.$inferInsert> {
  const { contentHtml, publishedAt, ...rest } = fields;
  return {
    ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)),
    ...(contentHtml !== undefined ? { contentHtml: sanitizeOperatorHtml(contentHtml) } : {}),
    ...(publishedAt !== undefined ? { publishedAt: new Date(publishedAt) } : {}),
  };
}

/** Extensions of the pictures the area stores (uploads are stored as these; an area file's covers are pictures too). */
const PICTURE_KEY = /\.(jpe?g|png|webp)$/i;

/**
 * A cover a change names must be a picture stored in the area (an audio guide, another area's
 * file, a key never uploaded: 400 naming the field). The cover an article has is not checked
 * again when kept: an area file's, perhaps without its file, stays editable.
 */
async function checkCover(media: MediaAccess, area: Tenant, key: string | null | undefined, before: string | null): Promise<void> {
  if (!key || key === before) return;
  if (!PICTURE_KEY.test(key)) throw badRequest(`${key} is not a picture (JPEG, PNG or WebP): upload the cover first`, 'body.coverImageKey');
  await requireStored(media.storage, area, key, 'body.coverImageKey');
}

/** Who writes an article where: what the create and update take. */
export interface ArticleChange {
  db: Db;
  actor: AuditActor;
  area: Tenant;
  media: MediaAccess;
}

export async function createAreaArticle({ db, actor, area, media }: ArticleChange, fields: ArticleFields): Promise<ConsoleArticle> {
  const tenantId = area.id;
  await checkCover(media, area, fields.coverImageKey, null);
  return db.transaction(async (tx) => {
    // A new article goes after the operator's ordered ones (pinning puts it first).
    const [last] = await tx.select({ sort: sql<number>`coalesce(max(${article.sort}), 0)` }).from(article).where(eq(article.tenantId, tenantId));
    const [row] = await tx
      .insert(article)
      .values({ tenantId, title: fields.title, contentHtml: '', ...valuesOf(fields), sort: (last?.sort ?? 0) + 1 })
      .returning();
    if (!row) throw new Error('article insert returned nothing');
    await recordAudit(tx, actor, { action: 'article.create', targetType: 'article', targetId: row.id, before: null, after: auditView(row) });
    return present(row, media, area);
  });
}

export async function updateAreaArticle({ db, actor, area, media }: ArticleChange, id: number, fields: Partial<ArticleFields>): Promise<ConsoleArticle> {
  const tenantId = area.id;
  return db.transaction(async (tx) => {
    const scope = and(eq(article.tenantId, tenantId), eq(article.id, id));
    const [before] = await tx.select().from(article).where(scope).for('update');
    if (!before) throw notFound(`No article ${id} in this area`);
    await checkCover(media, area, fields.coverImageKey, before.coverImageKey);
    const [after] = await tx.update(article).set(valuesOf(fields)).where(scope).returning();
    if (!after) throw notFound(`No article ${id} in this area`);
    await recordAudit(tx, actor, { action: 'article.update', targetType: 'article', targetId: id, before: auditView(before), after: auditView(after) });
    return present(after, media, area);
  });
}

export async function deleteAreaArticle(db: Db, actor: AuditActor, tenantId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(article).where(and(eq(article.tenantId, tenantId), eq(article.id, id))).returning();
    if (!before) throw notFound(`No article ${id} in this area`);
    await recordAudit(tx, actor, { action: 'article.delete', targetType: 'article', targetId: id, before: auditView(before), after: null });
  });
}
