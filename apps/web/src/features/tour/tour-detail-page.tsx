/**
 * /tours/info/{id}: a tour's stops in order with the visitor's progress (stops heard / total) and
 * the next stop. A stop counts as heard when its guide plays while the tour is open, whether the
 * visitor tapped it or the automatic guide started it.
 */
import type { TourDetail } from '@youlan/contract';
import { ErrorCode } from '@youlan/contract/runtime';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { placeListQuery } from '../../entities/places.ts';
import { isApiError } from '../../platform/http.ts';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { loginRedirectPath } from '../../platform/route-guard.ts';
import { getToken } from '../../platform/storage.ts';
import { LocalizedText } from '../../ui/fallback-tag.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states.tsx';
import { useFeatureSlots } from '../../platform/feature-slots.tsx';
import { startTour, useActiveTourId } from './active-tour.ts';
import { nextStop, tourProgressQuery, tourQuery, useMarkHeard } from './tour-queries.ts';
import { TourDownload } from './tour-download.tsx';
import { TourMeta } from './tours-page.tsx';
import './tour.messages.ts';
import styles from './tour.module.css';

/** A path id that is not a positive whole number cannot name a tour. */
function parseId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

function Tour({ tour }: { tour: TourDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { PlaceAudioButton } = useFeatureSlots();
  const token = getToken();
  const stopIds = useMemo(() => tour.stops.map((stop) => stop.placeId), [tour]);
  const heard = useQuery(tourProgressQuery(tour.id, stopIds, token)).data ?? [];
  const places = new Map((useQuery(placeListQuery).data?.list ?? []).map((place) => [place.id, place]));
  const onPlaying = useMarkHeard(tour.id, stopIds);
  const isOn = useActiveTourId() === tour.id;

  const next = nextStop(tour.stops, heard);
  const total = tour.stops.length;
  // The map shows the tour on (its path, the next stop); a later visit finds it still on.
  const follow = () => {
    startTour(tour.id);
    void navigate('/home/draw-map');
  };
  return (
    <>
      <section className="yl-card" data-testid="tour-detail">
        <h2 className={styles.title}>
          <LocalizedText text={tour.title} />
        </h2>
        <TourMeta tour={tour} />
        {tour.intro.text && (
          <p className={styles.intro}>
            <LocalizedText text={tour.intro} />
          </p>
        )}
        <div className={styles.progress} role="progressbar" aria-label={t('tour.progressLabel')} aria-valuemin={0} aria-valuemax={total} aria-valuenow={heard.length}>
          <div className={styles.progressBar} style={{ width: `${total ? (heard.length / total) * 100 : 0}%` }} />
        </div>
        <p className={styles.meta} data-testid="tour-progress">
          {t('tour.progress', { heard: heard.length, total })}
        </p>
        <p className={styles.next} data-testid="tour-next">
          {next ? t('tour.next', { name: next.name.text }) : t('tour.finished')}
        </p>
        <button type="button" className={`yl-button ${styles.follow}`} onClick={follow} data-testid="tour-follow">
          {t(isOn ? 'tour.onMap' : heard.length ? 'tour.resume' : 'tour.start')}
        </button>
        {!token && (
          <p className={styles.meta}>
            <Link to={loginRedirectPath(`/tours/info/${tour.id}`)}>{t('tour.loginToKeep')}</Link>
          </p>
        )}
      </section>
      <TourDownload tour={tour} />
      <section className="yl-card">
        <ol className={styles.stops} data-testid="tour-stops">
          {tour.stops.map((stop, index) => {
            const isHeard = heard.includes(stop.placeId);
            const place = places.get(stop.placeId);
            return (
              <li key={stop.placeId} className={styles.stop} data-testid="tour-stop" data-heard={isHeard}>
                <span className={isHeard ? `${styles.stopNumber} ${styles.stopHeard}` : styles.stopNumber} aria-label={isHeard ? t('tour.heard') : undefined}>
                  {index + 1}
                </span>
                <Link to={`/home/draw-map?place=${stop.placeId}`} className={styles.stopName}>
                  <LocalizedText text={stop.name} />
                  {stop.stopNumber && <span className={styles.stopCode}>{t('tour.stopCode', { code: stop.stopNumber })}</span>}
                </Link>
                {place && (
                  <Suspense fallback={null}>
                    <PlaceAudioButton place={place} className={styles.stopPlay} playingClassName={styles.stopPlaying} onPlaying={onPlaying} />
                  </Suspense>
                )}
              </li>
            );
          })}
        </ol>
      </section>
    </>
  );
}

export default function TourDetailPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const tour = useQuery({ ...tourQuery(id ?? 0), enabled: id !== null });
  let content;
  if (id === null || (tour.isError && isApiError(tour.error) && tour.error.code === ErrorCode.NOT_FOUND)) content = <EmptyState>{t('tour.notFound')}</EmptyState>;
  else if (tour.isPending) content = <LoadingState />;
  else if (tour.isError) content = <ErrorState message={t('common.loadFailed')} onRetry={() => void tour.refetch()} />;
  else content = <Tour tour={tour.data} />;
  return <PageShell>{content}</PageShell>;
}
