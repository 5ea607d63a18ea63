/**
 * The map canvas as a lazy component, for every screen with a map. Leaflet's own evaluation (the
 * largest module) runs in a task before the rest of the map's code, not in one long task with it.
 */
import { lazy } from 'react';
import { nextTask } from '../../platform/next-task.ts';

export const MapCanvas = lazy(async () => {
  await import('leaflet');
  await nextTask();
  return import('./map-canvas.tsx');
});
