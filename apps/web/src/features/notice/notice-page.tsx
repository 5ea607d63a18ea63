/** /home/draw-map/notice/index (noticeList): the area's notices, pinned first, a page at a time. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { EntryItem } from '../../ui/entry-item.tsx';
import { LocalizedText } from '../../ui/fallback-tag.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states.tsx';
import { noticeListQuery } from './notice-queries.ts';
import './notice.messages.ts';
import readingStyles from '../../ui/reading.module.css';

export default function NoticeListPage() {
  const { t, i18n } = useTranslation();
  const notices = useInfiniteQuery(noticeListQuery);

  if (notices.isPending) return <PageShell><LoadingState /></PageShell>;
  if (notices.isError) return <PageShell><ErrorState message={t('common.loadFailed')} onRetry={() => void notices.refetch()} /></PageShell>;
  const list = notices.data.pages.flatMap((page) => page.list);
  if (!list.length) return <PageShell><EmptyState>{t('notice.empty')}</EmptyState></PageShell>;

  return (
    <PageShell>
      <ul className={readingStyles.entryList} data-testid="notice-list">
        {list.map((notice) => (
          <EntryItem
            key={notice.id}
            to={`/home/draw-map/notice/info/${notice.id}`}
            title={
              <>
                {notice.isPinned && <span className={readingStyles.badge} data-testid="notice-pinned">{t('notice.pinned')}</span>}
                <LocalizedText text={notice.title} />
              </>
            }
            summary={notice.summary}
            publishedAt={notice.publishedAt}
            language={i18n.language}
            testId="notice-item"
          />
        ))}
      </ul>
      <div className={readingStyles.listFooter}>
        {notices.hasNextPage ? (
          <button
            type="button"
            className="yl-button yl-button--small yl-button--outline"
            disabled={notices.isFetchingNextPage}
            onClick={() => void notices.fetchNextPage()}
            data-testid="notice-load-more"
          >
            {notices.isFetchingNextPage ? t('notice.loadingMore') : t('notice.loadMore')}
          </button>
        ) : (
          notices.data.pages.length > 1 && <span>{t('notice.allLoaded')}</span>
        )}
      </div>
    </PageShell>
  );
}
