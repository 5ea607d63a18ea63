/**
 * The login screen's way back to a guest of another phone (or of this one before its data was
 * cleared): the recovery code the user centre showed. Folded until asked for: most visitors never need it.
 */
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ErrorCode } from '@youlan/contract/runtime';
import { isApiError } from '../../platform/http.ts';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { errorText } from '../../ui/error-text.ts';
import { recoverGuest } from './guest-login.ts';
import { parseRecoveryCode } from '../../entities/recovery-code.ts';
import styles from './wx-login.module.css';

export function RecoverGuestForm({ onRecovered }: { onRecovered: (token: string) => void }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [isMalformed, setMalformed] = useState(false);
  const inputId = useId();
  const recover = useMutation({ mutationFn: recoverGuest, onSuccess: ({ token }) => onRecovered(token) });

  if (!isOpen) {
    return (
      <button type="button" className={`yl-link-button ${styles.loginOther}`} onClick={() => setOpen(true)} data-testid="login-recover-open">
        {t('login.recoverOpen')}
      </button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = parseRecoveryCode(typed);
    setMalformed(code === null);
    if (code) recover.mutate(code);
  };
  const failure = isMalformed ? t('login.recoverMalformed') : recover.isError ? (isApiError(recover.error) && recover.error.code === ErrorCode.RECOVERY_CODE_UNKNOWN ? t('login.recoverUnknown') : t('login.failed', { message: errorText(recover.error) })) : null;
  return (
    <form className={styles.recover} onSubmit={submit} data-testid="login-recover">
      <label htmlFor={inputId} className={styles.recoverLabel}>
        {t('login.recoverLabel')}
      </label>
      <input
        id={inputId}
        className={styles.recoverInput}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder="0123 4567 89ab …"
        aria-invalid={failure !== null}
        data-testid="login-recover-input"
      />
      <button type="submit" className="yl-button yl-button--outline" disabled={recover.isPending || typed.trim() === ''} data-testid="login-recover-submit">
        {recover.isPending ? t('login.recovering') : t('login.recover')}
      </button>
      {failure && (
        <p className={styles.loginError} role="alert" data-testid="login-recover-error">
          {failure}
        </p>
      )}
    </form>
  );
}
