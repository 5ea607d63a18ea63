/**
 * /article?id=…: one article (search results and shared links open it), its read counted once.
 * Without an id the screen lists the area's articles, so a bare /article is never a dead end.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { useSearchParams } from 'react-router';
import { ErrorCode } from '@youlan/contract/runtime';
import { isApiError } from '../../platform/http.ts';
import { LocalizedHtml, LocalizedText } from '../../ui/fallback-tag.tsx';
import { formatDate } from '../../platform/i18n/format.ts';
import { CoverImage, EntryItem } from '../../ui/entry-item.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states.tsx';
import { articleListQuery, articleQuery, countArticleView } from './article-queries.ts';
import './article.messages.ts';
import styles from './article.module.css';
import readingStyles from '../../ui/reading.module.css';

function parseId(raw: string): number | null {
  const id = Number(raw);
  return /^\d+$/.test(raw) && id > 0 && id <= 2_147_483_647 ? id : null;
}

function ArticleDetail({ id }: { id: number | null }) {
  const { t, i18n } = useTranslation();
  const article = useQuery({ ...articleQuery(id ?? 0), enabled: id !== null });
  const counted = useRef<number | null>(null);

  useEffect(() => {
    if (!article.data || counted.current === article.data.id) return;
    counted.current = article.data.id;
    countArticleView(article.data.id);
  }, [article.data]);

  if (id === null || (article.isError && isApiError(article.error) && article.error.code === ErrorCode.NOT_FOUND)) {
    return <EmptyState>{t('article.notFound')}</EmptyState>;
  }
  if (article.isPending) return <LoadingState />;
  if (article.isError) return <ErrorState message={t('common.loadFailed')} onRetry={() => void article.refetch()} />;
  const { title, author, publishedAt, clickCount, contentHtml, coverImageKey } = article.data;
  return (
    <article className={`yl-card ${readingStyles.reading}`} data-testid="article-detail">
      {coverImageKey && <CoverImage imageKey={coverImageKey} className={styles.articleCover} />}
      <h2 className={readingStyles.readingTitle}>
        <LocalizedText text={title} />
      </h2>
      <p className={readingStyles.readingMeta}>
        {author?.text && (
          <span className={styles.articleAuthor} lang={author.lang}>
            {author.text}
          </span>
        )}
        <time dateTime={publishedAt}>{formatDate(publishedAt, i18n.language)}</time>
        <span className={readingStyles.readingViews}>{t('article.views', { count: clickCount + 1 })}</span>
      </p>
      {/* Sanitized by the server when the operator stored it (contract: Article.contentHtml). */}
      <LocalizedHtml html={contentHtml} className={readingStyles.richText} testId="article-content" />
    </article>
  );
}

function ArticleList() {
  const { t, i18n } = useTranslation();
  const articles = useInfiniteQuery(articleListQuery);
  if (articles.isPending) return <LoadingState />;
  if (articles.isError) return <ErrorState message={t('common.loadFailed')} onRetry={() => void articles.refetch()} />;
  const list = articles.data.pages.flatMap((page) => page.list);
  if (!list.length) return <EmptyState>{t('article.empty')}</EmptyState>;
  return (
    <>
      <ul className={readingStyles.entryList} data-testid="article-list">
        {list.map((article) => (
          <EntryItem
            key={article.id}
            to={`/article?id=${article.id}`}
            title={<LocalizedText text={article.title} />}
            summary={article.summary}
            imageKey={article.coverImageKey}
            publishedAt={article.publishedAt}
            language={i18n.language}
            testId="article-item"
          />
        ))}
      </ul>
      {articles.hasNextPage && (
        <div className={readingStyles.listFooter}>
          <button type="button" className="yl-button yl-button--small yl-button--outline" disabled={articles.isFetchingNextPage} onClick={() => void articles.fetchNextPage()}>
            {articles.isFetchingNextPage ? t('article.loadingMore') : t('article.loadMore')}
          </button>
        </div>
      )}
    </>
  );
}

export default function ArticlePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const rawId = searchParams.get('id');
  if (rawId === null) {
    return (
      <PageShell title={t('article.listTitle')}>
        <ArticleList />
      </PageShell>
    );
  }
  return (
    <PageShell>
      <ArticleDetail key={rawId} id={parseId(rawId)} />
    </PageShell>
  );
}
