/**
 * The exception design: what happened, a way to retry and a way home. Used by /exception and by
 * the router's root error element, so it lives in the entry chunk and shows even when a screen's
 * chunk cannot load.
 */
import { useTranslation } from '../platform/i18n/use-translation.ts';
import { LandscapeArt } from './landscape-art.tsx';

interface ErrorScreenProps {
  onRetry: () => void;
}

export function ErrorScreen({ onRetry }: ErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <main className="yl-error-screen" data-testid="exception-screen">
      <LandscapeArt className="yl-error-screen__art yl-art--dim" />
      <h1 className="yl-error-screen__title">{t('exception.title')}</h1>
      <p className="yl-error-screen__body">{t('exception.body')}</p>
      <div className="yl-error-screen__actions">
        <button type="button" className="yl-button" onClick={onRetry} data-testid="exception-retry">
          {t('exception.retry')}
        </button>
        {/* A full load, not a router link: after a failed start there is no bootstrap data to show home with. */}
        <a className="yl-link-button" href="/home" data-testid="exception-home">
          {t('exception.home')}
        </a>
      </div>
    </main>
  );
}
