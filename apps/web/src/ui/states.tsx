/**
 * Loading, empty and error states, the same on every screen, in plain elements: the home screen
 * shows them, and its first load has a tight size budget.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../platform/i18n/use-translation.ts';
import { InfoIcon } from './icons.tsx';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="yl-state" role="status" aria-live="polite">
      <span className="yl-dots" aria-hidden="true">
        <i />
        <i />
        <i />
      </span>
      <p className="yl-state__text">{label ?? t('common.loading')}</p>
    </div>
  );
}

export function EmptyState({ children, icon }: { children: ReactNode; icon?: ReactNode }) {
  return (
    <div className="yl-state">
      <span className="yl-state__icon">{icon ?? <InfoIcon />}</span>
      <p className="yl-state__text">{children}</p>
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="yl-state" role="alert">
      <span className="yl-state__icon yl-state__icon--error">
        <InfoIcon />
      </span>
      <p className="yl-state__text">{message}</p>
      {onRetry && (
        <button type="button" className="yl-button yl-button--small yl-button--outline" onClick={onRetry} data-testid="state-retry">
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
