/** A place's live status in its sheet: open or closed, queue, free spaces, next departures, note, and how old it is (faded when stale). */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { LocalizedText } from '../../ui/fallback-tag.tsx';
import { liveStatusQuery } from './live-status-queries.ts';
import { freshnessNow, minutesAgo } from './live-status-rules.ts';
import { useMinuteClock } from './use-minute-clock.ts';
import styles from './live-status.module.css';
import './live-status.messages.ts';

export function PlaceLiveStatus({ placeId }: { placeId: number }) {
  const { t } = useTranslation();
  const { data } = useQuery(liveStatusQuery);
  const now = useMinuteClock();
  const status = data?.statuses.find((candidate) => candidate.placeId === placeId);
  if (!data || !status) return null;
  const freshness = freshnessNow(status, data, now);
  if (freshness === 'hidden') return null;
  const age = minutesAgo(status, now);
  const [next, ...later] = status.departures;
  return (
    <div role="group" className={freshness === 'stale' ? `${styles.status} ${styles.stale}` : styles.status} aria-label={t('liveStatus.title')} data-testid="place-live-status" data-stale={freshness === 'stale' || undefined}>
      {status.state && (
        <span className={status.state === 'open' ? styles.chip : `${styles.chip} ${styles[status.state]}`} data-testid="place-live-state">
          {t(`liveStatus.states.${status.state}`)}
        </span>
      )}
      {status.waitMinutes !== null && <span>{t('liveStatus.wait', { count: status.waitMinutes })}</span>}
      {status.queuePeople !== null && <span>{t('liveStatus.queue', { count: status.queuePeople })}</span>}
      {status.freeSpaces !== null && <span data-testid="place-live-spaces">{status.freeSpaces > 0 ? t('liveStatus.spaces', { count: status.freeSpaces }) : t('liveStatus.full')}</span>}
      {next && <span>{t('liveStatus.next', { time: next })}</span>}
      {later.length > 0 && <span>{t('liveStatus.later', { times: later.slice(0, 3).join(' ') })}</span>}
      {status.note && (
        <p className={styles.note}>
          <LocalizedText text={status.note} />
        </p>
      )}
      <span className={styles.updated}>
        {age < 1 ? t('liveStatus.updatedNow') : t('liveStatus.updated', { count: age })}
        {freshness === 'stale' && ` · ${t('liveStatus.stale')}`}
      </span>
    </div>
  );
}
