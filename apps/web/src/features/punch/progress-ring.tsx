/** The visitor's progress: punched places out of all, as a ring. */
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { progressFraction } from './punch-rules.ts';
import styles from './punch.module.css';

export function ProgressRing({ punched, total }: { punched: number; total: number }) {
  const { t } = useTranslation();
  const circumference = 2 * Math.PI * 42;
  const fraction = progressFraction(punched, total);
  return (
    <div className={styles.punchRing} role="img" aria-label={t('punch.progress', { punched, total })}>
      <svg viewBox="0 0 100 100" aria-hidden="true">
        <circle cx="50" cy="50" r="42" className={styles.punchRingTrack} />
        {fraction > 0 && <circle cx="50" cy="50" r="42" className={styles.punchRingBar} strokeDasharray={`${circumference * fraction} ${circumference}`} />}
      </svg>
      <span className={styles.punchRingCount} data-testid="punch-progress">
        <b>{punched}</b>/{total}
      </span>
    </div>
  );
}
