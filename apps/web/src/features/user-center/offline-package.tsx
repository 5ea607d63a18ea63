/** "Download for offline" in the user centre: a size estimate first, then real progress; removable. */
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { useOfflineDownload } from '../../platform/use-offline-download.ts';
import { PACKAGE_ID, planPackage, savedPackage } from './offline-package.ts';
import { formatBytes } from '../../platform/i18n/format.ts';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import './offline-package.messages.ts';
import pill from '../../ui/pill-button.module.css';
import styles from './user-center.module.css';

const ABOUT = { id: PACKAGE_ID };

export function OfflinePackage() {
  const { t, i18n } = useTranslation();
  const { state, support, estimate, download, remove } = useOfflineDownload(ABOUT, planPackage, savedPackage);

  let action = null;
  let status = t('offline.note');
  if (support === 'unsupported' && state.step !== 'saved') status = t('offline.unavailable');
  else if (support === 'starting' && state.step !== 'saved') status = t('offline.starting');
  else if (state.step === 'idle' || state.step === 'failed') {
    if (state.step === 'failed') status = t('offline.failed');
    action = (
      <button type="button" className={pill.pillButton} onClick={estimate} data-testid="offline-estimate">
        {t('offline.estimate')}
      </button>
    );
  } else if (state.step === 'estimating') status = t('offline.estimating');
  else if (state.step === 'planned') {
    const { plan } = state;
    action = (
      <button type="button" className={pill.pillButton} onClick={() => download(plan)} data-testid="offline-download">
        {t('offline.download', { size: formatBytes(plan.totalBytes, i18n.language) })}
      </button>
    );
  } else if (state.step === 'downloading') {
    status = t('offline.downloading', { done: formatBytes(state.received, i18n.language), size: formatBytes(state.plan.totalBytes, i18n.language) });
  } else {
    status = t('offline.saved', { size: formatBytes(state.saved.totalBytes, i18n.language) });
    action = (
      <button type="button" className={pill.pillButton} onClick={remove} data-testid="offline-remove">
        {t('offline.remove')}
      </button>
    );
  }

  return (
    <section className={`yl-card ${styles.offline}`} data-testid="offline-package">
      <div className="yl-row">
        <span className="yl-row__main">
          <strong className={styles.offlineTitle}>{t('offline.title')}</strong>
          <span className={styles.offlineStatus} data-testid="offline-status" aria-live="polite">
            {status}
          </span>
        </span>
        {action}
      </div>
      {state.step === 'downloading' && (
        <ProgressBar share={state.received / (state.plan.totalBytes || 1)} label={status} className={styles.offlineProgress} testId="offline-progress" />
      )}
    </section>
  );
}
