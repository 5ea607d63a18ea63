/** /punch/detail: the visitor's stamp collection, every punch place a slot, collected ones in colour, then the stamps of finished tours. */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { loginRedirectPath } from '../../platform/route-guard.ts';
import { getToken } from '../../platform/storage.ts';
import { PageShell } from '../../ui/page-shell.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states.tsx';
import { collectedFirst, stampSlots } from './collection.ts';
import { ProgressRing } from './progress-ring.tsx';
import { PUNCH_PATH, placeQuery } from './punch-names.ts';
import { myPunchesQuery } from '../../entities/visitor-records.ts';
import { punchSpotsQuery, tourStampsQuery } from './punch-queries.ts';
import { formatDate } from '../../platform/i18n/format.ts';
import { Stamp } from './stamp.tsx';
import { useOutbox } from './use-punch.ts';
import './punch.messages.ts';
import { errorText } from '../../ui/error-text.ts';
import styles from './punch.module.css';

function LoginFirst() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <EmptyState>
      {t('punch.detailLogin')}
      <br />
      <button type="button" className={`yl-button yl-button--small ${styles.punchGap}`} onClick={() => void navigate(loginRedirectPath('/punch/detail'))}>
        {t('punch.login')}
      </button>
    </EmptyState>
  );
}

function Collection({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const spotsQuery = useQuery(punchSpotsQuery(token));
  const recordsQuery = useQuery(myPunchesQuery(token));
  const slots = useMemo(
    () => (spotsQuery.data && recordsQuery.data ? collectedFirst(stampSlots(spotsQuery.data.spots, recordsQuery.data)) : []),
    [spotsQuery.data, recordsQuery.data],
  );
  if (spotsQuery.isPending || recordsQuery.isPending) return <LoadingState />;
  const failed = spotsQuery.error ?? recordsQuery.error;
  if (failed)
    return (
      <ErrorState
        message={errorText(failed)}
        onRetry={() => {
          void spotsQuery.refetch();
          void recordsQuery.refetch();
        }}
      />
    );
  if (slots.length === 0) return <EmptyState>{t('punch.none')}</EmptyState>;
  const collected = slots.filter((slot) => slot.count > 0).length;
  return (
    <>
      <section className={`yl-card ${styles.punchSummary}`}>
        <ProgressRing punched={collected} total={slots.length} />
        <div className={styles.punchSummaryText}>
          <h2 className={styles.punchSummaryTitle}>{t('punch.collectionTitle')}</h2>
          <p className={styles.punchSummaryHint}>
            {collected === slots.length ? t('punch.collectionComplete') : t('punch.collectionHint', { count: slots.length - collected })}
          </p>
          <p className={styles.punchSummaryHint}>{t('punch.totalPunches', { count: recordsQuery.data?.length ?? 0 })}</p>
        </div>
      </section>
      <ul className={styles.punchGrid} data-testid="stamp-grid">
        {slots.map(({ spot, count, last }) => (
          <li key={spot.placeId}>
            <button
              type="button"
              className={`${styles.punchSlot}${count > 0 ? ` ${styles.punchSlotCollected}` : ''}`}
              data-testid="stamp-slot"
              data-collected={count > 0}
              onClick={() => void navigate(count > 0 ? `/punch/share${placeQuery(spot.placeId)}` : `${PUNCH_PATH}${placeQuery(spot.placeId)}`)}
            >
              <span className={styles.punchSlotStamp}>
                <Stamp stampKey={spot.stampKey} name={spot.signName.text} muted={count === 0} />
              </span>
              <span className={styles.punchSlotName}>{spot.name.text}</span>
              <span className={styles.punchSlotMeta}>
                {last ? t('punch.slotMeta', { date: last.punchDate, count }) : t('punch.notYet')}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Finished tours' stamps: the tour's cover, or a seal with its title (docs/tours.md). */
function TourStamps({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const stamps = useQuery(tourStampsQuery(token));
  let content;
  if (stamps.isPending) content = <LoadingState />;
  else if (stamps.isError) content = <ErrorState message={errorText(stamps.error)} onRetry={() => void stamps.refetch()} />;
  else if (stamps.data.length === 0) {
    content = (
      <p className={styles.punchSummaryHint} data-testid="tour-stamps-none">
        {t('punch.tourStampsNone')}{' '}
        <button type="button" className={styles.punchLink} onClick={() => void navigate('/tours/index')}>
          {t('punch.browseTours')}
        </button>
      </p>
    );
  } else {
    content = (
      <ul className={styles.punchGrid} data-testid="tour-stamps">
        {stamps.data.map((stamp) => (
          <li key={stamp.tourId}>
            <button type="button" className={`${styles.punchSlot} ${styles.punchSlotCollected}`} data-testid="tour-stamp" onClick={() => void navigate(`/tours/info/${stamp.tourId}`)}>
              <span className={styles.punchSlotStamp}>
                <Stamp stampKey={stamp.coverKey} name={stamp.signTitle.text} />
              </span>
              <span className={styles.punchSlotName}>{stamp.title.text}</span>
              <span className={styles.punchSlotMeta}>{t('punch.tourStampMeta', { date: formatDate(stamp.completedAt, i18n.language, 'monthDay'), count: stamp.stopCount })}</span>
            </button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className={styles.punchTourStamps} aria-labelledby="tour-stamps-title">
      <h2 id="tour-stamps-title" className={styles.punchSummaryTitle}>
        {t('punch.tourStamps')}
      </h2>
      {content}
    </section>
  );
}

export default function StampCollectionPage() {
  const token = getToken();
  useOutbox();
  return (
    <PageShell>
      {token ? (
        <>
          <Collection token={token} />
          <TourStamps token={token} />
        </>
      ) : (
        <LoginFirst />
      )}
    </PageShell>
  );
}
