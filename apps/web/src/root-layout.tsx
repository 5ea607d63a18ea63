/** The root route: document title, share card, the feature slots and the audio guide, and the root error page. */
import { useQuery } from '@tanstack/react-query';
import { lazy, startTransition, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from './platform/i18n/use-translation.ts';
import { Outlet, ScrollRestoration, useLocation, useRouteError } from 'react-router';
import { placeListQuery } from './entities/places.ts';
import { useAudioGuide, useLoadedPlayer } from './features/audio-guide/use-audio-guide.ts';
import { FeatureSlotsContext, type FeatureSlots } from './platform/feature-slots.tsx';
import { ChunkLoadError, reloadAt } from './platform/chunk-recovery.ts';
import { formatDocumentTitle } from './platform/document-title.ts';
import { removeFirstScreen, shownFirstScreen } from './platform/first-screen.ts';
import { nextTask } from './platform/next-task.ts';
import { sharePageInMessagingApp } from './platform/messaging-app.ts';
import { configQuery } from './entities/area-queries.ts';
import { ErrorScreen } from './ui/error-screen.tsx';
import { OfflineBanner } from './ui/offline-banner.tsx';
import { useScreenHandle } from './ui/route-handle.ts';

const HOME_SCREEN_PATH = '/home/draw-map';

function useDocumentTitle(): void {
  const { t } = useTranslation();
  const handle = useScreenHandle();
  // Only what the bootstrap cached: after a failed start the title must not trigger a new request.
  const { data: config } = useQuery({ ...configQuery, enabled: false });
  const areaTitle = config?.title.text || null;
  const screenTitle = handle ? t(handle.titleKey) : '';
  const title = formatDocumentTitle(screenTitle, areaTitle, handle?.fullPath === HOME_SCREEN_PATH);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Inside WeChat, each page's share card: its title, the area's description and image (docs/wechat.md). */
function useShareCard(): void {
  const { t } = useTranslation();
  const handle = useScreenHandle();
  const { pathname, search } = useLocation();
  const { data: config } = useQuery({ ...configQuery, enabled: false });
  const screenTitle = handle && handle.fullPath !== HOME_SCREEN_PATH ? t(handle.titleKey) : '';
  useEffect(() => {
    void sharePageInMessagingApp(screenTitle, config);
  }, [screenTitle, config, pathname, search]);
}

/** The places the automatic guide starts with: the map's list, from the same cache. */
const useGuidePlaces = () => useQuery(placeListQuery).data?.list;

/**
 * The audio guide's player and floating interface, after the first screen: fetched from a task of
 * its own, as adding the links of its files was a few milliseconds of the first render's task.
 */
const AudioGuideRoot = lazy(async () => {
  await nextTask();
  return import('./features/audio-guide/audio-guide-root.tsx');
});

/** The tour the visitor has on, told what plays and telling the automatic guide its order; after the first screen too. */
const TourFollower = lazy(async () => {
  await nextTask();
  return import('./features/tour/tour-follower.tsx');
});

function FollowedTour() {
  const player = useLoadedPlayer();
  const { isPlaying, current } = useAudioGuide();
  return <TourFollower playingPlaceId={isPlaying ? (current?.id ?? null) : null} onTour={player?.setTour ?? ignoreTour} />;
}
const ignoreTour = () => {};

const liveStatus = () => import('./features/live-status/live-status-slots.tsx');
const mapTour = () => import('./features/tour/map-tour.tsx');

/** Where two features meet: the map opens the place sheet, the sheet shows the guide's button. */
const FEATURE_SLOTS: FeatureSlots = {
  // Loaded when a place is first opened, not with the map.
  PlaceSheet: lazy(() => import('./features/place/place-sheet.tsx')),
  // With the sheet, never on the first screen.
  PlaceAudioButton: lazy(() => import('./features/audio-guide/place-audio-button.tsx').then((module) => ({ default: module.PlaceAudioButton }))),
  playGuide: (place) => void import('./features/audio-guide/play-once.ts').then((module) => module.playGuide(place)),
  useIsAutoGuideActive: () => useAudioGuide().autoGuide.isActive,
  // After the map's markers (and with the sheet), never on the first screen.
  PlaceLiveStatus: lazy(() => liveStatus().then((module) => ({ default: module.PlaceLiveStatus }))),
  MapLiveBadges: lazy(() => liveStatus().then((module) => ({ default: module.MapLiveBadges }))),
  NearestOpenEntry: lazy(() => liveStatus().then((module) => ({ default: module.NearestOpenEntry }))),
  // Once the map is up; it draws nothing while no tour is on.
  MapTourLayer: lazy(() => mapTour().then((module) => ({ default: module.MapTourLayer }))),
  MapTourCard: lazy(() => mapTour().then((module) => ({ default: module.MapTourCard }))),
};

/**
 * Whether the screen waits a task after the layout around it, on a first visit to the map: the
 * document's pre-rendered map screen covers the app until then, and the first render of the app
 * and the screen in one task held back a tap on a slow phone (100–150 ms at 4× slowdown). The
 * pre-rendered screen goes in the commit that brings the app's own.
 */
function useScreenAfterLayout(): boolean {
  const [isWaiting, setWaiting] = useState(() => shownFirstScreen() !== null);
  useEffect(() => {
    if (!isWaiting) return;
    // Rendered as a transition, in slices, like the layout: the pre-rendered screen covers it.
    const timer = setTimeout(() => startTransition(() => setWaiting(false)), 0);
    return () => clearTimeout(timer);
  }, [isWaiting]);
  useLayoutEffect(() => {
    if (!isWaiting) removeFirstScreen();
  }, [isWaiting]);
  return isWaiting;
}

export function RootLayout() {
  useDocumentTitle();
  useShareCard();
  const isScreenWaiting = useScreenAfterLayout();
  return (
    <FeatureSlotsContext value={FEATURE_SLOTS}>
      {!isScreenWaiting && <Outlet />}
      {/* Back and forward return to where the visitor was; another navigation starts at the top. */}
      <ScrollRestoration />
      <OfflineBanner />
      <Suspense fallback={null}>
        <AudioGuideRoot useGuidePlaces={useGuidePlaces} />
      </Suspense>
      <Suspense fallback={null}>
        <FollowedTour />
      </Suspense>
    </FeatureSlotsContext>
  );
}

/** Spec section 8 and DESIGN: anything a screen throws shows the exception design, never a white page. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  useLayoutEffect(removeFirstScreen, []);
  useEffect(() => {
    if (!(error instanceof ChunkLoadError)) console.error('screen failed', error);
  }, [error]);
  useEffect(() => {
    document.title = t('route.exception');
  }, [t]);
  // A new load of this screen (its code fetched anew), not sent home by the first navigation.
  const retry = () => reloadAt({ href: window.location.href, replace: true });
  return <ErrorScreen onRetry={retry} />;
}
