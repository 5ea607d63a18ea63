/** The root route: document title, scroll restoration, the splash while starting, the root error page. */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useRouteError } from 'react-router';
import { ChunkLoadError } from './platform/chunk-recovery.ts';
import { formatDocumentTitle } from './platform/document-title.ts';
import { DIRECT_HASH } from './platform/first-navigation.ts';
import { configQuery } from './platform/queries.ts';
import { ErrorScreen } from './ui/error-screen.tsx';
import { useScreenHandle } from './ui/route-handle.ts';

const HOME_SCREEN_PATH = '/home/draw-map';

function useDocumentTitle(): void {
  const { t, i18n } = useTranslation();
  const handle = useScreenHandle();
  // Only what the bootstrap cached: after a failed start the title must not trigger a new request.
  const { data: config } = useQuery({ ...configQuery, enabled: false });
  const areaTitle = (i18n.language === 'en' && config?.titleEn) || config?.title || null;
  const screenTitle = handle ? t(handle.titleKey) : '';
  const title = formatDocumentTitle(screenTitle, areaTitle, handle?.fullPath === HOME_SCREEN_PATH);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

export function RootLayout() {
  useDocumentTitle();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** The same markup as the CSS splash in index.html, for the moment the router is still starting. */
export function StartingScreen() {
  return (
    <div className="splash" aria-hidden="true">
      <div className="splash__mark" />
      <div className="splash__dots">
        <i />
        <i />
        <i />
      </div>
    </div>
  );
}

/** Spec section 8 and DESIGN: anything a screen throws shows the exception design, never a white page. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    if (!(error instanceof ChunkLoadError)) console.error('screen failed', error);
  }, [error]);
  useEffect(() => {
    document.title = t('route.exception');
  }, [t]);
  // #direct makes the first navigation of the reload return to this screen instead of home.
  const retry = () => window.location.replace(`${window.location.pathname}${window.location.search}${DIRECT_HASH}`);
  return <ErrorScreen onRetry={retry} />;
}
