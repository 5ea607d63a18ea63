/** /home/draw-map/notice/info/{id} (noticeDetail): one notice, its view counted once per visit to it. */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { useParams } from 'react-router';
import { ErrorCode } from '@youlan/contract/runtime';
import { isApiError } from '../../platform/http.ts';
import { LocalizedHtml, LocalizedText } from '../../ui/fallback-tag.tsx';
import { formatDate } from '../../platform/i18n/format.ts';
import { PageShell } from '../../ui/page-shell.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states.tsx';
import { countNoticeView, noticeQuery } from './notice-queries.ts';
import './notice.messages.ts';
import readingStyles from '../../ui/reading.module.css';

/** A path id that is not a positive whole number cannot name a notice. */
function parseId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

export default function NoticeDetailPage() {
  const { t, i18n } = useTranslation();
  const id = parseId(useParams().id);
  const notice = useQuery({ ...noticeQuery(id ?? 0), enabled: id !== null });
  const counted = useRef<number | null>(null);

  useEffect(() => {
    if (!notice.data || counted.current === notice.data.id) return;
    counted.current = notice.data.id;
    countNoticeView(notice.data.id);
  }, [notice.data]);

  let content;
  if (id === null || (notice.isError && isApiError(notice.error) && notice.error.code === ErrorCode.NOT_FOUND)) {
    content = <EmptyState>{t('notice.notFound')}</EmptyState>;
  } else if (notice.isPending) content = <LoadingState />;
  else if (notice.isError) content = <ErrorState message={t('common.loadFailed')} onRetry={() => void notice.refetch()} />;
  else {
    const { isPinned, publishedAt, clickCount } = notice.data;
    content = (
      <article className={`yl-card ${readingStyles.reading}`} data-testid="notice-detail">
        <h2 className={readingStyles.readingTitle} data-testid="notice-title">
          {isPinned && <span className={readingStyles.badge}>{t('notice.pinned')}</span>}
          <LocalizedText text={notice.data.title} />
        </h2>
        <p className={readingStyles.readingMeta}>
          <time dateTime={publishedAt}>{formatDate(publishedAt, i18n.language)}</time>
          <span className={readingStyles.readingViews}>{t('notice.views', { count: clickCount + 1 })}</span>
        </p>
        {/* Sanitized by the server when the operator stored it (contract: Notice.contentHtml). */}
        <LocalizedHtml html={notice.data.contentHtml} className={readingStyles.richText} testId="notice-content" />
      </article>
    );
  }
  return <PageShell>{content}</PageShell>;
}
