/** "My feedback": the visitor's opinions, newest first, each with its pictures and the area's reply. */
import type { Opinion } from '@youlan/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { Link } from 'react-router';
import { loginRedirectPath } from '../../platform/route-guard.ts';
import { formatDate } from '../../platform/i18n/format.ts';
import { ChatIcon } from '../../ui/icons.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states.tsx';
import { mediaUrlQuery } from '../../platform/media-url.ts';
import { myOpinionsQuery } from '../../entities/visitor-records.ts';
import styles from './opinion.module.css';

function RemoteThumb({ storageKey, alt }: { storageKey: string; alt: string }) {
  const { data: url, isError } = useQuery(mediaUrlQuery(storageKey));
  return (
    <li className={styles.thumb} data-testid="opinion-thumb">
      {url && !isError ? (
        <a href={url} target="_blank" rel="noreferrer">
          <img className={styles.thumbImg} src={url} alt={alt} loading="lazy" />
        </a>
      ) : (
        <span className={styles.thumbPlaceholder} aria-hidden="true" />
      )}
    </li>
  );
}

function OpinionItem({ opinion }: { opinion: Opinion }) {
  const { t, i18n } = useTranslation();
  const replied = opinion.reply !== null;
  // Closed without a reply: finished, not waiting (a duplicate, or handled in person).
  const closedUnanswered = !replied && opinion.closedAt !== null;
  return (
    <li className={`yl-card ${styles.opinionItem}`} data-testid="my-opinion" data-replied={replied}>
      <div className={styles.opinionItemHead}>
        <span className={styles.opinionItemCategory}>{t(`opinion.categories.${opinion.category}`)}</span>
        <time className={styles.opinionItemDate} dateTime={opinion.createdAt}>
          {formatDate(opinion.createdAt, i18n.language)}
        </time>
        <span className={replied ? `${styles.opinionItemStatus} ${styles.opinionItemStatusReplied}` : styles.opinionItemStatus} data-testid="my-opinion-status">
          {t(replied ? 'opinion.replied' : closedUnanswered ? 'opinion.closed' : 'opinion.waiting')}
        </span>
      </div>
      <p className={styles.opinionItemText}>{opinion.text}</p>
      {opinion.imageKeys.length > 0 && (
        <ul className={styles.thumbs}>
          {opinion.imageKeys.map((key, index) => (
            <RemoteThumb key={key} storageKey={key} alt={t('opinion.pictureAlt', { index: index + 1 })} />
          ))}
        </ul>
      )}
      {opinion.contact && <p className={styles.opinionItemContact}>{t('opinion.contactShown', { contact: opinion.contact })}</p>}
      {replied ? (
        <div className={styles.opinionItemReply} data-testid="my-opinion-reply">
          <p className={styles.opinionItemReplyHead}>
            <ChatIcon />
            <span>{t('opinion.reply')}</span>
            {opinion.repliedAt && <span className={styles.opinionItemReplyDate}>{t('opinion.repliedAt', { date: formatDate(opinion.repliedAt, i18n.language) })}</span>}
          </p>
          <p className={styles.opinionItemReplyText}>{opinion.reply}</p>
        </div>
      ) : (
        <p className={styles.opinionItemWaiting}>{t(closedUnanswered ? 'opinion.closedNote' : 'opinion.waitingNote')}</p>
      )}
    </li>
  );
}

export function MyOpinions({ token, onWrite }: { token: string | null; onWrite: () => void }) {
  const { t } = useTranslation();
  const opinions = useQuery({ ...myOpinionsQuery(token ?? ''), enabled: token !== null });

  if (token === null) {
    return (
      <div className={styles.opinionLogin} data-testid="my-opinions-login">
        <EmptyState icon={<ChatIcon />}>{t('opinion.mineLogin')}</EmptyState>
        <Link className="yl-button yl-button--small" to={loginRedirectPath('/opinion?tab=mine')}>
          {t('opinion.login')}
        </Link>
      </div>
    );
  }
  if (opinions.isPending) return <LoadingState />;
  if (opinions.isError) return <ErrorState message={t('common.loadFailed')} onRetry={() => void opinions.refetch()} />;
  if (opinions.data.length === 0) {
    return (
      <div className={styles.opinionLogin} data-testid="my-opinions-empty">
        <EmptyState icon={<ChatIcon />}>{t('opinion.mineEmpty')}</EmptyState>
        <button type="button" className="yl-button yl-button--small yl-button--outline" onClick={onWrite}>
          {t('opinion.writeFirst')}
        </button>
      </div>
    );
  }
  return (
    <ul className={styles.opinionList} data-testid="my-opinions">
      {opinions.data.map((opinion) => (
        <OpinionItem key={opinion.id} opinion={opinion} />
      ))}
    </ul>
  );
}
