/**
 * "下载此路线 / Download this tour" on a tour's page: the size first, then the progress, then kept
 * until removed (here or in the user centre); refused, saying what to do, when over the budget.
 */
import type { TourDetail } from '@youlan/contract';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { formatBytes } from '../../platform/i18n/format.ts';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { useOnline } from '../../platform/online.ts';
import { useOfflineDownload } from '../../platform/use-offline-download.ts';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { planTourDownload, tourDownloadId, tourPath } from './tour-download.ts';
import pill from '../../ui/pill-button.module.css';
import styles from './tour.module.css';

export function TourDownload({ tour }: { tour: TourDetail }) {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const about = useMemo(() => ({ id: tourDownloadId(tour.id), title: tour.title.text, path: tourPath(tour.id) }), [tour]);
  const { state, support, estimate, download, remove } = useOfflineDownload(about, () => planTourDownload(tour));
  const size = (bytes: number) => formatBytes(bytes, i18n.language);

  let status = t('tour.download.note');
  let action = null;
  let freeUp = false;
  const button = (label: string, onClick: () => void, testId: string) => (
    <button type="button" className={`${pill.pillButton} ${styles.downloadAction}`} onClick={onClick} data-testid={testId}>
      {label}
    </button>
  );
  if (support === 'unsupported' && state.step !== 'saved') status = t('tour.download.unavailable');
  else if (support === 'starting' && state.step !== 'saved') status = t('tour.download.starting');
  else if (!online && state.step !== 'saved' && state.step !== 'downloading') status = t('tour.download.offline');
  else if (state.step === 'idle') action = button(t('tour.download.estimate'), estimate, 'tour-download-estimate');
  else if (state.step === 'failed') {
    status = t('tour.download.failed');
    action = button(t('tour.download.retry'), estimate, 'tour-download-retry');
  } else if (state.step === 'estimating') status = t('tour.download.estimating');
  else if (state.step === 'planned') {
    const { plan } = state;
    if (plan.budget.fits) action = button(t('tour.download.start', { size: size(plan.totalBytes) }), () => download(plan), 'tour-download-start');
    else {
      status = t('tour.download.overBudget', { size: size(plan.totalBytes), free: size(plan.budget.freeBytes) });
      freeUp = true;
    }
  } else if (state.step === 'downloading') status = t('tour.download.downloading', { done: size(state.received), size: size(state.plan.totalBytes) });
  else {
    status = t('tour.download.saved', { size: size(state.saved.totalBytes) });
    action = button(t('tour.download.remove'), remove, 'tour-download-remove');
  }

  return (
    <section className="yl-card" data-testid="tour-download" data-step={state.step}>
      <div className="yl-row">
        <span className={`yl-row__main ${styles.downloadMain}`}>
          <strong>{t('tour.download.title')}</strong>
          <span className={styles.downloadStatus} data-testid="tour-download-status" aria-live="polite">
            {status}
          </span>
          {freeUp && (
            <Link to="/home/user-center" className={styles.downloadLink} data-testid="tour-download-free-up">
              {t('tour.download.freeUp')}
            </Link>
          )}
        </span>
        {action}
      </div>
      {state.step === 'downloading' && <ProgressBar share={state.received / (state.plan.totalBytes || 1)} label={status} className={styles.downloadProgress} testId="tour-download-progress" />}
    </section>
  );
}
