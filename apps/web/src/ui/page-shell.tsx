/** The frame of every inner screen: a nav bar with a back button and the screen's title. */
import type { ReactNode } from 'react';
import { useTranslation } from '../platform/i18n/use-translation.ts';
import { BackIcon } from './icons.tsx';
import { useGoBack, useScreenTitle } from './route-handle.ts';

interface PageShellProps {
  /** Defaults to the route's title. */
  title?: string;
  children: ReactNode;
  /** Hide the back button on screens that are roots of their own (tab screens). */
  showBack?: boolean;
}

export function PageShell({ title, children, showBack = true }: PageShellProps) {
  const { t } = useTranslation();
  const routeTitle = useScreenTitle();
  const goBack = useGoBack();
  return (
    <div className="yl-page">
      <header className="yl-nav">
        {showBack && (
          <button type="button" className="yl-nav__back" onClick={goBack} aria-label={t('common.back')} data-testid="nav-back">
            <BackIcon />
          </button>
        )}
        <h1 className="yl-nav__title">{title ?? routeTitle}</h1>
      </header>
      <main className="yl-page__body">{children}</main>
    </div>
  );
}
