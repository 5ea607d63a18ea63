/** /tours/index: the area's tours, each with who it suits, its stops, length and duration. */
import type { TourSummary } from '@youlan/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { LocalizedText } from '../../ui/fallback-tag.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states.tsx';
import { tourListQuery } from './tour-queries.ts';
import './tour.messages.ts';
import styles from './tour.module.css';

export function TourMeta({ tour }: { tour: TourSummary }) {
  const { t } = useTranslation();
  return (
    <div className={styles.meta}>
      {tour.tags.map((tag) => (
        <span key={tag} className={styles.tag}>
          {t(`tour.tags.${tag}`)}
        </span>
      ))}
      <span>{t('tour.stops', { count: tour.stopCount })}</span>
      <span>{t('tour.distance', { km: (tour.distanceMeters / 1000).toFixed(1) })}</span>
      <span>{t('tour.duration', { minutes: tour.durationMinutes })}</span>
    </div>
  );
}

export default function ToursPage() {
  const { t } = useTranslation();
  const tours = useQuery(tourListQuery);
  let content;
  if (tours.isPending) content = <LoadingState />;
  else if (tours.isError) content = <ErrorState message={t('common.loadFailed')} onRetry={() => void tours.refetch()} />;
  else if (!tours.data.length) content = <EmptyState>{t('tour.empty')}</EmptyState>;
  else {
    content = (
      <ul className={styles.list} data-testid="tour-list">
        {tours.data.map((tour) => (
          <li key={tour.id}>
            <Link to={`/tours/info/${tour.id}`} className={`yl-card ${styles.card}`} data-testid="tour-item">
              <h2 className={styles.title}>
                <LocalizedText text={tour.title} />
              </h2>
              <TourMeta tour={tour} />
              {tour.intro.text && (
                <p className={styles.intro}>
                  <LocalizedText text={tour.intro} />
                </p>
              )}
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return <PageShell>{content}</PageShell>;
}
