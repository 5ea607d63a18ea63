/**
 * /punch/punch: the area's punch places with the visitor's progress and distance. Anyone may look;
 * punching needs a login. The button always lets the visitor try: only the server decides whether
 * they are close enough (docs/punch.md). `?place=<id>` brings one place into view (the map's sheet
 * links here).
 */
import type { PunchRecord, PunchSpot } from '@youlan/contract';
import { PUNCH_ACCURACY_ALLOWANCE_M } from '@youlan/contract/runtime';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { checkRange, pointIn, toDatum } from '@youlan/geo';
import { watchLocation, type LocationFix } from '../../platform/location/index.ts';
import { configQuery } from '../../entities/area-queries.ts';
import { getToken } from '../../platform/storage.ts';
import { PageShell } from '../../ui/page-shell.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states.tsx';
import { placeParam, placeQuery } from './punch-names.ts';
import { punchSpotsQuery } from './punch-queries.ts';
import { pendingPlaceIds } from './punch-rules.ts';
import { formatDistance } from '../../platform/i18n/format.ts';
import { ProgressRing } from './progress-ring.tsx';
import { PunchSuccess } from './punch-success.tsx';
import { Stamp } from './stamp.tsx';
import type { Settled } from './punch-outbox.ts';
import { useOutbox, usePendingPunches, usePunch, useRefusalMessage, type PunchState } from './use-punch.ts';
import './punch.messages.ts';
import { errorText } from '../../ui/error-text.ts';
import styles from './punch.module.css';

/** The visitor's position while the list is shown, for the distances. */
function useVisitorFix() {
  const [fix, setFix] = useState<LocationFix | null>(null);
  const [denied, setDenied] = useState(false);
  useEffect(
    () =>
      watchLocation(
        (next) => {
          setFix(next);
          setDenied(false);
        },
        (error) => setDenied(error.code === 'denied' || error.code === 'unavailable'),
      ),
    [],
  );
  return { fix, denied };
}

interface SpotCardProps {
  spot: PunchSpot;
  distance: number | null;
  /** The fix puts the visitor within the place's range (a hint: the server decides). */
  inRange: boolean;
  focused: boolean;
  pending: boolean;
  state: PunchState | null;
  onPunch: () => void;
}

function SpotCard({ spot, distance, inRange, focused, pending, state, onPunch }: SpotCardProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const busy = state?.kind === 'locating' || state?.kind === 'sending';
  const collected = spot.punchCount > 0;
  const message = state?.kind === 'refused' || state?.kind === 'noFix' ? state.message : state?.kind === 'queued' && pending ? t('punch.queued') : null;
  return (
    <li
      id={`punch-spot-${spot.placeId}`}
      className={`yl-card ${styles.punchSpot}${focused ? ` ${styles.punchSpotFocused}` : ''}`}
      data-testid="punch-spot"
      data-place-id={spot.placeId}
    >
      <div className={styles.punchSpotMain}>
        <div className={styles.punchSpotStamp}>
          <Stamp stampKey={spot.stampKey} name={spot.signName.text} muted={!collected} />
        </div>
        <div className={styles.punchSpotText}>
          <h2 className={styles.punchSpotName} data-testid="punch-spot-name">{spot.name.text}</h2>
          <p className={styles.punchSpotMeta}>
            {distance === null ? (
              <span>{t('punch.rangeOnly', { range: formatDistance(spot.scopeRange, i18n.language) })}</span>
            ) : (
              <span className={inRange ? styles.punchSpotNear : undefined} data-testid="punch-distance">
                {t('punch.distance', { distance: formatDistance(distance, i18n.language) })}
                {inRange ? ` · ${t('punch.inRange')}` : ''}
              </span>
            )}
          </p>
          <p className={styles.punchSpotMeta}>
            {spot.punchedToday ? (
              <span className={`${styles.punchBadge} ${styles.punchBadgeDone}`}>{t('punch.doneToday')}</span>
            ) : pending ? (
              <span className={`${styles.punchBadge} ${styles.punchBadgePending}`} data-testid="punch-pending">
                {t('punch.pending')}
              </span>
            ) : null}
            {collected && <span className={styles.punchSpotCount}>{t('punch.count', { count: spot.punchCount })}</span>}
          </p>
        </div>
      </div>
      {message && (
        <p className={styles.punchSpotMessage} role="alert" data-testid="punch-message">
          {message}
        </p>
      )}
      <div className={styles.punchSpotActions}>
        {collected && (
          <button type="button" className={`yl-link-button ${styles.punchSpotLink}`} onClick={() => void navigate(`/punch/share${placeQuery(spot.placeId)}`)}>
            {t('punch.share')}
          </button>
        )}
        <button
          type="button"
          className={`yl-link-button ${styles.punchSpotLink}`}
          onClick={() => void navigate(`/punch/takePhoto${placeQuery(spot.placeId)}`)}
          disabled={spot.punchedToday}
        >
          {t('punch.withPhoto')}
        </button>
        <button
          type="button"
          className={`yl-button yl-button--small${inRange && !spot.punchedToday ? '' : ' yl-button--outline'}`}
          onClick={onPunch}
          disabled={busy || spot.punchedToday}
          data-testid="punch-button"
        >
          {state?.kind === 'locating' ? t('punch.locating') : state?.kind === 'sending' ? t('punch.sending') : spot.punchedToday ? t('punch.doneShort') : t('punch.punchIn')}
        </button>
      </div>
    </li>
  );
}

export default function PunchPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const focusId = placeParam(params);
  const token = getToken();
  const spotsQuery = useQuery(punchSpotsQuery(token));
  const { data: config } = useQuery(configQuery);
  const { fix, denied } = useVisitorFix();
  const pending = usePendingPunches();
  const pendingIds = useMemo(() => pendingPlaceIds(pending), [pending]);
  const { state, setState, punch } = usePunch();
  const [success, setSuccess] = useState<{ spot: PunchSpot; record: PunchRecord } | null>(null);
  const spots = spotsQuery.data?.spots;

  const refusalMessage = useRefusalMessage();
  const onSettled = useCallback(
    ({ item, verdict }: Settled) => {
      const placeId = item.body.placeId;
      const spot = spots?.find((s) => s.placeId === placeId);
      if (verdict.action === 'recorded') {
        setState({ kind: 'recorded', placeId, record: verdict.record });
        if (spot) setSuccess({ spot, record: verdict.record });
      } else setState({ kind: 'refused', placeId, code: verdict.code, message: refusalMessage(verdict.code) });
    },
    [spots, setState, refusalMessage],
  );
  useOutbox(onSettled);

  useEffect(() => {
    if (focusId !== null && spots) document.getElementById(`punch-spot-${focusId}`)?.scrollIntoView({ block: 'center' });
  }, [focusId, spots]);

  const datum = config?.coordinateSystem ?? 'gcj02';
  const here = fix ? toDatum(fix, datum) : null;

  async function onPunch(spot: PunchSpot) {
    const result = await punch(spot.placeId);
    if (result?.kind === 'recorded') setSuccess({ spot, record: result.record });
  }

  return (
    <PageShell>
      {spotsQuery.isPending ? (
        <LoadingState />
      ) : spotsQuery.isError ? (
        <ErrorState message={errorText(spotsQuery.error)} onRetry={() => void spotsQuery.refetch()} />
      ) : spotsQuery.data.total === 0 ? (
        <EmptyState>{t('punch.none')}</EmptyState>
      ) : (
        <>
          <section className={`yl-card ${styles.punchSummary}`}>
            <ProgressRing punched={spotsQuery.data.punchedCount} total={spotsQuery.data.total} />
            <div className={styles.punchSummaryText}>
              <h2 className={styles.punchSummaryTitle}>{t('punch.summaryTitle')}</h2>
              <p className={styles.punchSummaryHint}>
                {!token ? t('punch.loginHint') : pending.length > 0 ? t('punch.pendingHint', { count: pending.length }) : t('punch.summaryHint')}
              </p>
              <Link to="/punch/detail" className={styles.punchSummaryLink} data-testid="punch-collection-link">
                {t('punch.collection')} ›
              </Link>
            </div>
          </section>
          <p className={styles.punchLocation} data-testid="punch-location">
            {fix
              ? t('punch.location.accuracy', { distance: formatDistance(fix.accuracyMeters, i18n.language) })
              : denied
                ? t('punch.location.denied')
                : t('punch.location.waiting')}
          </p>
          <ul className={styles.punchList}>
            {spotsQuery.data.spots.map((spot) => {
              // The server's own rule (the geo package), so the button agrees with the verdict.
              const range = here && fix ? checkRange(here, pointIn(spot, datum), { rangeMeters: spot.scopeRange, accuracyMeters: fix.accuracyMeters, accuracyAllowanceMeters: PUNCH_ACCURACY_ALLOWANCE_M }) : null;
              return (
                <SpotCard
                  key={spot.placeId}
                  spot={spot}
                  distance={range?.distanceMeters ?? null}
                  inRange={range?.inRange ?? false}
                  focused={spot.placeId === focusId}
                  pending={pendingIds.has(spot.placeId)}
                  state={state?.placeId === spot.placeId ? state : null}
                  onPunch={() => void onPunch(spot)}
                />
              );
            })}
          </ul>
        </>
      )}
      {success && (
        <PunchSuccess
          spot={success.spot}
          record={success.record}
          onClose={() => {
            setSuccess(null);
            setState(null);
          }}
        />
      )}
    </PageShell>
  );
}
