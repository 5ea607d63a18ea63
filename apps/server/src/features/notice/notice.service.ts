/** Notices: the list (pinned first, then newest) and one notice, inside the caller's tenant. */
import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Notice, NoticeSummary } from '@youlan/contract';
import type { Db } from '../../platform/db/database.ts';
import { notice } from '../../entities/notice/notice.table.ts';
import { notFound } from '../../platform/errors.ts';
import { htmlSummary, htmlToText } from '../../platform/html.ts';
import { rowsFingerprint } from '../../platform/db/fingerprint.ts';

/** How much of the text the list shows under a title. */
const SUMMARY_MAX_CHARS = 80;

function presentNoticeSummary(row: typeof notice.$inferSelect): NoticeSummary {
  return {
    id: row.id,
    title: row.title,
    titleEn: row.titleEn,
    summary: htmlSummary(row.contentHtml, SUMMARY_MAX_CHARS),
    summaryEn: row.contentHtmlEn === null ? null : htmlSummary(row.contentHtmlEn, SUMMARY_MAX_CHARS),
    isPinned: row.isPinned,
    clickCount: row.clickCount,
    publishedAt: row.publishedAt.toISOString(),
  };
}

/** Operators may date a notice ahead; it appears when that time comes. */
const published = (tenantId: number) => and(eq(notice.tenantId, tenantId), lte(notice.publishedAt, sql`now()`));

export async function listNotices(db: Db, tenantId: number, query: { page: number; size: number }) {
  const rows = await db
    .select()
    .from(notice)
    .where(published(tenantId))
    .orderBy(desc(notice.isPinned), desc(notice.publishedAt), desc(notice.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [totalRow] = await db.select({ total: count() }).from(notice).where(published(tenantId));
  return { list: rows.map(presentNoticeSummary), total: totalRow?.total ?? 0, page: query.page, size: query.size };
}

export async function getNotice(db: Db, tenantId: number, id: number): Promise<Notice> {
  const [row] = await db.select().from(notice).where(and(published(tenantId), eq(notice.id, id)));
  if (!row) throw notFound(`No notice ${id} in this scenic area`);
  return { ...presentNoticeSummary(row), contentHtml: row.contentHtml, contentHtmlEn: row.contentHtmlEn };
}

/** What the search reads of notices (app.ts hands it over): the published ones and a fingerprint. */
export function noticeSearchSource(db: Db) {
  const published = (tenantId: number) => and(eq(notice.tenantId, tenantId), lte(notice.publishedAt, sql`now()`));
  return {
    version: (tenantId: number) =>
      rowsFingerprint(db, notice, notice.id, [notice.id, notice.title, notice.titleEn, notice.contentHtml, notice.contentHtmlEn, notice.publishedAt], published(tenantId)),
    async documents(tenantId: number) {
      const rows = await db
        .select({ id: notice.id, title: notice.title, titleEn: notice.titleEn, contentHtml: notice.contentHtml, contentHtmlEn: notice.contentHtmlEn, publishedAt: notice.publishedAt })
        .from(notice)
        .where(published(tenantId));
      return rows.map((n) => ({
        type: 'notice' as const,
        id: n.id,
        title: n.title,
        alias: n.titleEn ?? '',
        text: htmlToText(n.contentHtml),
        textEn: n.contentHtmlEn === null ? '' : htmlToText(n.contentHtmlEn),
        imageKey: null,
        publishedAt: n.publishedAt.toISOString(),
      }));
    },
  };
}
