/** "Download for offline" in the user centre: a size estimate first, then real progress; removable. */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { downloadPackage, offlineSupport, onOfflineReady, planPackage, removePackage, savedPackage, type PackagePlan, type SavedPackage } from './offline-package.ts';
import { formatBytes } from '../../platform/i18n/format.ts';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import './offline-package.messages.ts';
import styles from './user-center.module.css';

type State =
  | { step: 'idle' }
  | { step: 'estimating' }
  | { step: 'planned'; plan: PackagePlan }
  | { step: 'downloading'; plan: PackagePlan; received: number }
  | { step: 'saved'; saved: SavedPackage }
  | { step: 'failed' };

export function OfflinePackage() {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<State>(() => {
    const saved = savedPackage();
    return saved ? { step: 'saved', saved } : { step: 'idle' };
  });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const [support, setSupport] = useState(offlineSupport);
  useEffect(() => onOfflineReady(() => setSupport(offlineSupport())), []);

  const estimate = () => {
    setState({ step: 'estimating' });
    planPackage().then(
      (plan) => setState({ step: 'planned', plan }),
      () => setState({ step: 'failed' }),
    );
  };
  const download = (plan: PackagePlan) => {
    abort.current = new AbortController();
    setState({ step: 'downloading', plan, received: 0 });
    downloadPackage(plan, (received) => setState({ step: 'downloading', plan, received }), abort.current.signal).then(
      (saved) => setState({ step: 'saved', saved }),
      () => setState({ step: 'failed' }),
    );
  };
  const remove = (saved: SavedPackage) => void removePackage(saved).then(() => setState({ step: 'idle' }));

  let action = null;
  let status = t('offline.note');
  if (support === 'unsupported' && state.step !== 'saved') status = t('offline.unavailable');
  else if (support === 'starting' && state.step !== 'saved') status = t('offline.starting');
  else if (state.step === 'idle' || state.step === 'failed') {
    if (state.step === 'failed') status = t('offline.failed');
    action = (
      <button type="button" className={styles.rowAction} onClick={estimate} data-testid="offline-estimate">
        {t('offline.estimate')}
      </button>
    );
  } else if (state.step === 'estimating') status = t('offline.estimating');
  else if (state.step === 'planned') {
    const { plan } = state;
    action = (
      <button type="button" className={styles.rowAction} onClick={() => download(plan)} data-testid="offline-download">
        {t('offline.download', { size: formatBytes(plan.totalBytes, i18n.language) })}
      </button>
    );
  } else if (state.step === 'downloading') {
    status = t('offline.downloading', { done: formatBytes(state.received, i18n.language), size: formatBytes(state.plan.totalBytes, i18n.language) });
  } else {
    const { saved } = state;
    status = t('offline.saved', { size: formatBytes(saved.totalBytes, i18n.language) });
    action = (
      <button type="button" className={styles.rowAction} onClick={() => remove(saved)} data-testid="offline-remove">
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
