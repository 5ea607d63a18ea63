/** Articles: the list (pinned first, then the operator's order, then newest) and one article, inside the caller's tenant. */
import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Article, ArticleSummary } from '@youlan/contract';
import type { Db } from '../../platform/db/database.ts';
import { article } from '../../entities/article/article.table.ts';
import { notFound } from '../../platform/errors.ts';
import { htmlSummary, htmlToText } from '../../platform/html.ts';
import { rowsFingerprint } from '../../platform/db/fingerprint.ts';
import { textsByLanguage, textsOf } from '../../entities/translation/translation.ts';
import type { VisitorLanguage } from '../../platform/visitor-language.ts';

const SUMMARY_MAX_CHARS = 80;

function presentArticleSummary(row: typeof article.$inferSelect, language: VisitorLanguage): ArticleSummary {
  const text = textsOf(row.translations, language);
  const summary = text('summary', row.summary);
  const content = text('contentHtml', row.contentHtml);
  // The summary in the language the text is read in: its own, else the text's first words.
  const ownSummary = summary.lang === content.lang && summary.text.trim() !== '';
  return {
    id: row.id,
    title: text('title', row.title),
    summary: ownSummary ? { ...summary, text: summary.text.trim() } : { ...content, text: htmlSummary(content.text, SUMMARY_MAX_CHARS) },
    coverImageKey: row.coverImageKey,
    author: row.author === null ? null : text('author', row.author),
    clickCount: row.clickCount,
    publishedAt: row.publishedAt.toISOString(),
  };
}

/** Operators may date an article ahead; it appears when that time comes. */
const published = (tenantId: number) => and(eq(article.tenantId, tenantId), lte(article.publishedAt, sql`now()`));

export async function listArticles(db: Db, tenantId: number, query: { page: number; size: number }, language: VisitorLanguage) {
  const rows = await db
    .select()
    .from(article)
    .where(published(tenantId))
    .orderBy(desc(article.isPinned), asc(article.sort), desc(article.publishedAt), desc(article.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [totalRow] = await db.select({ total: count() }).from(article).where(published(tenantId));
  return { list: rows.map((row) => presentArticleSummary(row, language)), total: totalRow?.total ?? 0, page: query.page, size: query.size };
}

export async function getArticle(db: Db, tenantId: number, id: number, language: VisitorLanguage): Promise<Article> {
  const [row] = await db.select().from(article).where(and(published(tenantId), eq(article.id, id)));
  if (!row) throw notFound(`No article ${id} in this scenic area`);
  return { ...presentArticleSummary(row, language), contentHtml: textsOf(row.translations, language)('contentHtml', row.contentHtml) };
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
        [article.id, article.title, article.summary, article.contentHtml, article.translations, article.coverImageKey, article.publishedAt],
        published(tenantId),
      ),
    async documents(tenantId: number) {
      const rows = await db.select().from(article).where(published(tenantId));
      return rows.map((a) => ({
        type: 'article' as const,
        id: a.id,
        title: a.title,
        text: [a.summary.trim(), htmlToText(a.contentHtml)].filter(Boolean).join(' '),
        translated: textsByLanguage(a.translations, 'title', ['summary', 'contentHtml'], (field, text) => (field === 'contentHtml' ? htmlToText(text) : text.trim())),
        imageKey: a.coverImageKey,
        publishedAt: a.publishedAt.toISOString(),
      }));
    },
  };
}
