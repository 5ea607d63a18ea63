/**
 * Mounts the page's audio guide at the root: one player for the whole visit, told the area's
 * settings and whether the visitor is on /home (the music's rule), and its floating interface
 * (mini-player, automatic-guide banner, the map's audio buttons), loaded once something needs it.
 * The root layout loads this module lazily, beside the screens: none of it is needed for the
 * first paint (docs/instant-open.md).
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { configQuery } from '../../entities/area-queries.ts';
import { audioChannels } from './audio-channels.ts';
import { loadAudioGuidePlayer, useAudioGuide, useLoadedPlayer, type UseGuidePlaces } from './use-audio-guide.ts';

const AudioGuideOverlay = lazy(() => import('./audio-guide-overlay.tsx'));

/** Where the map's audio buttons show: the home map itself, not its inner screens. */
const MAP_PATH = '/home/draw-map';

export function isHomePath(pathname: string): boolean {
  return pathname === '/home' || pathname.startsWith('/home/');
}

function AudioGuideLayer({ pathname, useGuidePlaces }: { pathname: string; useGuidePlaces: UseGuidePlaces }) {
  const { current, autoGuide } = useAudioGuide();
  const isOnMap = pathname === MAP_PATH;
  if (!current && !autoGuide.isActive && !isOnMap) return null;
  return (
    <Suspense fallback={null}>
      <AudioGuideOverlay pathname={pathname} isOnMap={isOnMap} useGuidePlaces={useGuidePlaces} />
    </Suspense>
  );
}

export default function AudioGuideRoot({ useGuidePlaces }: { useGuidePlaces: UseGuidePlaces }) {
  const player = useLoadedPlayer();
  // Only what the bootstrap cached, like the document title.
  const { data: config } = useQuery({ ...configQuery, enabled: false });
  const { pathname } = useLocation();
  const isOnHome = isHomePath(pathname);

  useEffect(() => {
    // The elements exist from the start, so the visitor's first tap anywhere unlocks them.
    audioChannels();
    loadAudioGuidePlayer().catch((error: unknown) => console.error('audio guide: could not load', error));
  }, []);
  useEffect(() => {
    if (player && config) player.setArea({ datum: config.coordinateSystem, title: config.title.text, artworkKey: config.logoKey ?? config.share.imageKey, musicKey: config.musicKey });
  }, [player, config]);
  useEffect(() => player?.setOnHome(isOnHome), [player, isOnHome]);
  const places = useGuidePlaces();
  useEffect(() => {
    if (player && places) player.setPlaylist(places);
  }, [player, places]);

  return <AudioGuideLayer pathname={pathname} useGuidePlaces={useGuidePlaces} />;
}
