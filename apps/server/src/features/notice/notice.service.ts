/** Notices: the list (pinned first, then newest) and one notice, inside the caller's tenant. */
import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Notice, NoticeSummary } from '@youlan/contract';
import type { Db } from '../../platform/db/database.ts';
import { notice } from '../../entities/notice/notice.table.ts';
import { notFound } from '../../platform/errors.ts';
import { htmlSummary, htmlToText } from '../../platform/html.ts';
import { rowsFingerprint } from '../../platform/db/fingerprint.ts';
import { textsByLanguage, textsOf } from '../../entities/translation/translation.ts';
import type { VisitorLanguage } from '../../platform/visitor-language.ts';

/** How much of the text the list shows under a title. */
const SUMMARY_MAX_CHARS = 80;

function presentNoticeSummary(row: typeof notice.$inferSelect, language: VisitorLanguage): NoticeSummary {
  const text = textsOf(row.translations, language);
  const content = text('contentHtml', row.contentHtml);
  return {
    id: row.id,
    title: text('title', row.title),
    summary: { ...content, text: htmlSummary(content.text, SUMMARY_MAX_CHARS) },
    isPinned: row.isPinned,
    clickCount: row.clickCount,
    publishedAt: row.publishedAt.toISOString(),
  };
}

/** Operators may date a notice ahead; it appears when that time comes. */
const published = (tenantId: number) => and(eq(notice.tenantId, tenantId), lte(notice.publishedAt, sql`now()`));

export async function listNotices(db: Db, tenantId: number, query: { page: number; size: number }, language: VisitorLanguage) {
  const rows = await db
    .select()
    .from(notice)
    .where(published(tenantId))
    .orderBy(desc(notice.isPinned), desc(notice.publishedAt), desc(notice.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [totalRow] = await db.select({ total: count() }).from(notice).where(published(tenantId));
  return { list: rows.map((row) => presentNoticeSummary(row, language)), total: totalRow?.total ?? 0, page: query.page, size: query.size };
}

export async function getNotice(db: Db, tenantId: number, id: number, language: VisitorLanguage): Promise<Notice> {
  const [row] = await db.select().from(notice).where(and(published(tenantId), eq(notice.id, id)));
  if (!row) throw notFound(`No notice ${id} in this scenic area`);
  return { ...presentNoticeSummary(row, language), contentHtml: textsOf(row.translations, language)('contentHtml', row.contentHtml) };
}

/** What the search reads of notices (app.ts hands it over): the published ones and a fingerprint. */
export function noticeSearchSource(db: Db) {
  const published = (tenantId: number) => and(eq(notice.tenantId, tenantId), lte(notice.publishedAt, sql`now()`));
  return {
    version: (tenantId: number) =>
      rowsFingerprint(db, notice, notice.id, [notice.id, notice.title, notice.contentHtml, notice.translations, notice.publishedAt], published(tenantId)),
    async documents(tenantId: number) {
      const rows = await db
        .select({ id: notice.id, title: notice.title, contentHtml: notice.contentHtml, translations: notice.translations, publishedAt: notice.publishedAt })
        .from(notice)
        .where(published(tenantId));
      return rows.map((n) => ({
        type: 'notice' as const,
        id: n.id,
        title: n.title,
        text: htmlToText(n.contentHtml),
        translated: textsByLanguage(n.translations, 'title', ['contentHtml'], (_field, html) => htmlToText(html)),
        imageKey: null,
        publishedAt: n.publishedAt.toISOString(),
      }));
    },
  };
}
