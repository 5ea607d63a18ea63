/**
 * Every /panorama route draws this page, which loads the route's screen as a chunk of its own.
 * The app's entry lists each page's files for preloading; one thin page keeps the viewer's chunks
 * (three.js) and the four screens out of that list, so no other route's first screen grows
 * (docs/panorama.md).
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { withChunkRecovery } from '../../platform/chunk-recovery.ts';
import { useScreenHandle } from '../../ui/route-handle.ts';
import { LoadingState } from '../../ui/states.tsx';

const screen = (load: () => Promise<{ default: ComponentType }>) => lazy(withChunkRecovery(load));

const SCREENS: Readonly<Record<string, ComponentType>> = {
  '/panorama/video': screen(() => import('./video-screen.tsx')),
  '/panorama/takePhoto': screen(() => import('./take-photo-screen.tsx')),
  '/panorama/matLoad': screen(() => import('./mat-load-screen.tsx')),
  '/panorama/matView': screen(() => import('./mat-view-screen.tsx')),
};

export default function PanoramaPage() {
  const Screen = SCREENS[useScreenHandle()?.fullPath ?? ''];
  if (!Screen) return null;
  return (
    <Suspense fallback={<LoadingState />}>
      <Screen />
    </Suspense>
  );
}
