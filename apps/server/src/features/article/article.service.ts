/** Articles: the list (pinned first, then the operator's order, then newest) and one article, inside the caller's tenant. */
import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Article, ArticleSummary } from '@youlan/contract';
import type { Db } from '../../platform/db/database.ts';
import { article } from '../../entities/article/article.table.ts';
import { notFound } from '../../platform/errors.ts';
import { htmlSummary, htmlToText } from '../../platform/html.ts';
import { rowsFingerprint } from '../../platform/db/fingerprint.ts';

const SUMMARY_MAX_CHARS = 80;

function presentArticleSummary(row: typeof article.$inferSelect): ArticleSummary {
  return {
    id: row.id,
    title: row.title,
    titleEn: row.titleEn,
    summary: row.summary.trim() || htmlSummary(row.contentHtml, SUMMARY_MAX_CHARS),
    summaryEn: row.summaryEn?.trim() || (row.contentHtmlEn === null ? null : htmlSummary(row.contentHtmlEn, SUMMARY_MAX_CHARS)),
    coverImageKey: row.coverImageKey,
    author: row.author,
    authorEn: row.authorEn,
    clickCount: row.clickCount,
    publishedAt: row.publishedAt.toISOString(),
  };
}

/** Operators may date an article ahead; it appears when that time comes. */
const published = (tenantId: number) => and(eq(article.tenantId, tenantId), lte(article.publishedAt, sql`now()`));

export async function listArticles(db: Db, tenantId: number, query: { page: number; size: number }) {
  const rows = await db
    .select()
    .from(article)
    .where(published(tenantId))
    .orderBy(desc(article.isPinned), asc(article.sort), desc(article.publishedAt), desc(article.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [totalRow] = await db.select({ total: count() }).from(article).where(published(tenantId));
  return { list: rows.map(presentArticleSummary), total: totalRow?.total ?? 0, page: query.page, size: query.size };
}

export async function getArticle(db: Db, tenantId: number, id: number): Promise<Article> {
  const [row] = await db.select().from(article).where(and(published(tenantId), eq(article.id, id)));
  if (!row) throw notFound(`No article ${id} in this scenic area`);
  return { ...presentArticleSummary(row), contentHtml: row.contentHtml, contentHtmlEn: row.contentHtmlEn };
}

/** What the search reads of articles (app.ts hands it over): the published ones and a fingerprint. */
export function articleSearchSource(db: Db) {
  const published = (tenantId: number) => and(eq(article.tenantId, tenantId), lte(article.publishedAt, sql`now()`));
  return {
    version: (tenantId: number) =>
      rowsFingerprint(
        db,
        article,
        article.id,
        [article.id, article.title, article.titleEn, article.summary, article.summaryEn, article.contentHtml, article.contentHtmlEn, article.coverImageKey, article.publishedAt],
        published(tenantId),
      ),
    async documents(tenantId: number) {
      const rows = await db.select().from(article).where(published(tenantId));
      return rows.map((a) => ({
        type: 'article' as const,
        id: a.id,
        title: a.title,
        alias: a.titleEn ?? '',
        text: [a.summary.trim(), htmlToText(a.contentHtml)].filter(Boolean).join(' '),
        textEn: [a.summaryEn?.trim() ?? '', a.contentHtmlEn === null ? '' : htmlToText(a.contentHtmlEn)].filter(Boolean).join(' '),
        imageKey: a.coverImageKey,
        publishedAt: a.publishedAt.toISOString(),
      }));
    },
  };
}
