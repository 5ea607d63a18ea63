/** A small banner while the phone has no network, so a screen that cannot load is not a mystery. */
import { useTranslation } from '../platform/i18n/use-translation.ts';
import { useOnline } from '../platform/online.ts';
import styles from './offline-banner.module.css';

export function OfflineBanner() {
  const { t } = useTranslation();
  const isOnline = useOnline();
  if (isOnline) return null;
  return (
    <p className={styles.offlineBanner} role="status" data-testid="offline-banner">
      {t('common.offline')}
    </p>
  );
}
