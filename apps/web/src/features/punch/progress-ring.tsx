/** The visitor's progress: punched places out of all, as a ring. */
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { progressFraction } from './punch-rules.ts';

export function ProgressRing({ punched, total }: { punched: number; total: number }) {
  const { t } = useTranslation();
  const circumference = 2 * Math.PI * 42;
  const fraction = progressFraction(punched, total);
  return (
    <div className="yl-punch-ring" role="img" aria-label={t('punch.progress', { punched, total })}>
      <svg viewBox="0 0 100 100" aria-hidden="true">
        <circle cx="50" cy="50" r="42" className="yl-punch-ring__track" />
        {fraction > 0 && <circle cx="50" cy="50" r="42" className="yl-punch-ring__bar" strokeDasharray={`${circumference * fraction} ${circumference}`} />}
      </svg>
      <span className="yl-punch-ring__count" data-testid="punch-progress">
        <b>{punched}</b>/{total}
      </span>
    </div>
  );
}
