/**
 * The guest's recovery code in the user centre: what keeps a guest's stamps and photos when the
 * browser's data is cleared or the phone changes (typed on the login screen). Hidden until asked
 * for, so it is not read over a shoulder.
 */
import { useState } from 'react';
import { formatRecoveryCode } from '../../entities/recovery-code.ts';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { Icon } from '../../ui/icons.tsx';
import pill from '../../ui/pill-button.module.css';
import styles from './user-center.module.css';

const KeyIcon = () => (
  <Icon>
    <circle cx="8" cy="14" r="4" />
    <path d="M11 11l8-8M16 6l2 2M14 8l2 2" />
  </Icon>
);

export function GuestRecovery({ code }: { code: string }) {
  const { t } = useTranslation();
  const [isShown, setShown] = useState(false);
  const [isCopied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      // No clipboard (an old web view): the code is selectable text right above.
    }
  };
  return (
    <section className={`yl-card ${styles.recovery}`} data-testid="guest-recovery">
      <div className="yl-row">
        <span className="yl-row__icon">
          <KeyIcon />
        </span>
        <span className="yl-row__main">
          <span>{t('userCenter.recoveryTitle')}</span>
          <span className={styles.rowHint}>{t('userCenter.recoveryHint')}</span>
        </span>
        {!isShown && (
          <button type="button" className={pill.pillButton} onClick={() => setShown(true)} data-testid="guest-recovery-show">
            {t('userCenter.recoveryShow')}
          </button>
        )}
      </div>
      {isShown && (
        <div className={styles.recoveryBody}>
          <p className={styles.recoveryCode} data-testid="guest-recovery-code">
            {formatRecoveryCode(code)}
          </p>
          <button type="button" className="yl-button yl-button--outline yl-button--small" onClick={() => void copy()} data-testid="guest-recovery-copy">
            {isCopied ? t('userCenter.recoveryCopied') : t('userCenter.recoveryCopy')}
          </button>
        </div>
      )}
    </section>
  );
}
