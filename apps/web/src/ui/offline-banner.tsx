/** A small banner while the phone has no network, so a screen that cannot load is not a mystery. */
import { useSyncExternalStore } from 'react';
import { useTranslation } from '../platform/i18n/use-translation.ts';
import styles from './offline-banner.module.css';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function OfflineBanner() {
  const { t } = useTranslation();
  const isOnline = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  if (isOnline) return null;
  return (
    <p className={styles.offlineBanner} role="status" data-testid="offline-banner">
      {t('common.offline')}
    </p>
  );
}
