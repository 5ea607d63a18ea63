/**
 * A place's live status in its sheet: open or closed, queue, free spaces, next departures, note, and
 * how old it is (grey when stale); how crowded it is, with a quieter place of its class nearby.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { LocalizedText } from '../../ui/fallback-tag.tsx';
import { liveStatusQuery } from './live-status-queries.ts';
import { placeListQuery } from '../../entities/places.ts';
import { freshnessNow, minutesAgo, quieterNearby } from './live-status-rules.ts';
import { useMinuteClock } from './use-minute-clock.ts';
import { NearestOpenInstead } from './nearest-open-panel.tsx';
import styles from './live-status.module.css';
import './live-status.messages.ts';

export function PlaceLiveStatus({ placeId }: { placeId: number }) {
  return (
    <>
      <PlaceStatus placeId={placeId} />
      <PlaceCrowdLevel placeId={placeId} />
    </>
  );
}

function PlaceCrowdLevel({ placeId }: { placeId: number }) {
  const { t } = useTranslation();
  const { data } = useQuery(liveStatusQuery);
  const { data: places } = useQuery(placeListQuery);
  const crowd = data?.crowds.find((candidate) => candidate.placeId === placeId);
  if (!data || !crowd) return null;
  const place = places?.list.find((candidate) => candidate.id === placeId);
  const quieter = place && places ? quieterNearby(place, places.list, data.crowds) : null;
  return (
    <div role="group" className={styles.status} aria-label={t('liveStatus.crowd.title')} data-testid="place-crowd" data-level={crowd.level}>
      <span className={`${styles.chip} ${styles[crowd.level]}`}>{t(`liveStatus.crowd.levels.${crowd.level}`)}</span>
      {crowd.official && <span className={styles.updated}>{t('liveStatus.crowd.official')}</span>}
      {quieter && (
        <span className={styles.note} data-testid="place-crowd-quieter">
          {t('liveStatus.crowd.quieter')} <LocalizedText text={quieter.name} />
        </span>
      )}
    </div>
  );
}

function PlaceStatus({ placeId }: { placeId: number }) {
  const { t } = useTranslation();
  const { data } = useQuery(liveStatusQuery);
  const { data: places } = useQuery(placeListQuery);
  const now = useMinuteClock();
  const status = data?.statuses.find((candidate) => candidate.placeId === placeId);
  if (!data || !status) return null;
  const freshness = freshnessNow(status, data, now);
  if (freshness === 'hidden') return null;
  const age = minutesAgo(status, now);
  const [next, ...later] = status.departures;
  const place = places?.list.find((candidate) => candidate.id === placeId);
  // A facility that cannot be used now points to the nearest one that can.
  const isUnusable = status.state === 'closed' || status.freeSpaces === 0;
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
      {isUnusable && place?.facility && <NearestOpenInstead place={place} kind={place.facility} />}
    </div>
  );
}
